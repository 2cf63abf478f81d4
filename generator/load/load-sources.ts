// The only stage that reads the maintainer's input: site.yaml and content/**/*.yaml.
import jsyaml from "js-yaml";
import { NOT_HANDLED, parseContentYaml } from "./fast-yaml.ts";
import { createRequire } from "node:module";
import type { Document, LineCounter } from "yaml";
import type { Problem, SourceFile, Sources } from "../model.ts";
import { listContentYaml, readContentFile, textOrProblem } from "./read-content-file.ts";

/** The `yaml` package, loaded on first use: a build without problems never needs it (saves ~100 ms of start-up). */
export function yamlPackage(): typeof import("yaml") {
  return createRequire(import.meta.url)("yaml") as typeof import("yaml");
}

/** The last parse of each file: a rebuild in one process (sitegen dev) re-parses only files whose text changed. */
const parsed = new Map<string, SourceFile>();

/** Reads and parses site.yaml and every YAML file under content/, keeping source positions. */
export async function loadSources(root: string): Promise<Sources> {
  const contentPaths = await listYaml(root, "content");
  const paths = ["site.yaml", ...contentPaths];
  const problems: Problem[] = [];
  // Only regular files inside the project are read (#14); a refused one is reported and read as empty.
  const texts = await Promise.all(paths.map(async (path) => textOrProblem(await readContentFile(root, path), problems)));

  const files = new Map<string, SourceFile>();
  paths.forEach((path, i) => {
    const text = texts[i];
    if (text === undefined) return;
    const cached = parsed.get(path);
    const file = cached?.text === text ? cached : parseSource(path, text);
    parsed.set(path, file);
    files.set(path, file);
    problems.push(...syntaxProblems(file));
  });

  const site = files.get("site.yaml");
  if (!site) {
    problems.push({
      code: "SiteFileMissing",
      message: `site.yaml was not found in ${root}`,
      hint: "Run the command in the project folder, or pass --root <folder> that holds site.yaml.",
    });
  }
  return { root, site, files, problems };
}

/**
 * A source file whose value comes from fast-yaml.ts or, for what it leaves, js-yaml (about four times faster
 * than the position-keeping parse of the `yaml` package); that parse (`doc`, `lines`) happens only when something asks for it: to locate a
 * problem, or when js-yaml refuses the text, so that syntax errors are reported with `yaml`'s positions.
 */
export function parseSource(path: string, text: string): SourceFile {
  let value = parseContentYaml(text); // the usual content, about three times faster than js-yaml
  let fast = true;
  if (value === NOT_HANDLED) {
    try {
      value = jsyaml.load(text, { schema: jsyaml.CORE_SCHEMA, filename: path });
    } catch {
      fast = false;
    }
  }
  let full: { doc: Document.Parsed; lines: LineCounter } | undefined;
  const parseFull = () => {
    if (!full) {
      const { LineCounter, parseDocument } = yamlPackage();
      const lines = new LineCounter();
      // prettyErrors off: the location and code frame are printed once, by us (style guide §3.4).
      full = { doc: parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true }), lines };
    }
    return full;
  };
  return {
    path,
    text,
    get doc() {
      return parseFull().doc;
    },
    get lines() {
      return parseFull().lines;
    },
    get value() {
      return fast ? value : parseFull().doc.toJS();
    },
    get syntaxChecked() {
      return fast || parseFull().doc.errors.length === 0;
    },
  };
}

export function syntaxProblems(file: SourceFile): Problem[] {
  if (file.syntaxChecked) return [];
  return file.doc.errors.map((error) => {
    const { line, col } = file.lines.linePos(error.pos[0]);
    return {
      code: "YamlSyntax",
      message: `${file.path} is not valid YAML: ${firstLine(error.message)}`,
      hint: yamlHint(error.code),
      at: { file: file.path, line, column: col },
    } satisfies Problem;
  });
}

function yamlHint(code: string): string {
  switch (code) {
    case "DUPLICATE_KEY":
      return "Each key may appear once in a mapping; remove or rename the second one.";
    case "BAD_INDENT":
    case "MISSING_CHAR":
      return "Check the indentation: keys of one mapping start in the same column, list items with `- `.";
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY":
      return "A value containing `: ` or starting with `{`, `[`, `*`, `&` or `#` must be put in quotes.";
    default:
      return "Put text that contains `: `, `#` or starts with a special character in quotes. See content/README.md.";
  }
}

function firstLine(message: string): string {
  return (message.split("\n")[0] ?? message).replace(/ at line \d+, column \d+:?$/, "");
}

/** The YAML files under `root/dir`, project-relative and sorted; folders that are links are not entered (#14). */
export async function listYaml(root: string, dir: string): Promise<string[]> {
  return listContentYaml(root, dir);
}
