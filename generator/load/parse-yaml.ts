// One YAML text → its value, with every problem located at the mistake itself. The subset reader (yaml-subset.ts)
// answers for plain content files, `yaml` with the same core schema for the rest; its errors and warnings both become
// problems, so nothing it would drop (an unresolved tag, an alias) is dropped silently.
import { isMap, isScalar, LineCounter, parseDocument, visit, YAMLParseError } from "yaml";
import type { Document, YAMLError } from "yaml";
import type { Problem, SourceFile } from "../model.ts";
import { problem } from "../problems/index.ts";
import { MAX_NESTING, tooDeepAt } from "./nesting.ts";
import { unusableText, type Located } from "./unusable-text.ts";
import { readYamlSubset } from "./yaml-subset.ts";

/** Aliases a file may expand: far more than content needs, far fewer than an "alias bomb" uses. */
const MAX_ALIASES = 100;

/** The errors `yaml` gives with uniqueKeys on ("Map keys must be unique" at the second key), found in linear time. */
function addDuplicateKeyErrors(doc: Document.Parsed): void {
  const found: YAMLError[] = [];
  visit(doc, {
    Map(_, map) {
      if (!isMap(map)) return;
      const seen = new Set<unknown>();
      for (const { key } of map.items) {
        if (!isScalar(key)) continue;
        if (seen.has(key.value) && key.range)
          found.push(new YAMLParseError([key.range[0], key.range[0] + 1], "DUPLICATE_KEY", "Map keys must be unique"));
        seen.add(key.value);
      }
    },
  });
  if (found.length === 0) return;
  doc.errors.push(...(found as typeof doc.errors));
  doc.errors.sort((a, b) => a.pos[0] - b.pos[0]);
}

/** The file's value and problems. The position-keeping parse (`doc`, `lines`) happens only when something asks for it. */
export function parseSource(path: string, text: string): SourceFile {
  const unusable = unusableText(path, text);
  if (unusable.length > 0) return unparsed(path, text, unusable);
  const subset = readYamlSubset(text); // declines deep nesting itself, long before its recursion could overflow
  let full: { doc: Document.Parsed; lines: LineCounter } | undefined;
  const parseFull = () => {
    if (!full) {
      const lines = new LineCounter();
      // prettyErrors off: we print the code frame. uniqueKeys off: `yaml` compares each key with every earlier one
      // (100,000 keys: minutes); duplicateKeys finds the same with one set per mapping.
      const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false, schema: "core" });
      addDuplicateKeyErrors(doc);
      full = { doc, lines };
    }
    return full;
  };
  if (subset) {
    return {
      path,
      text,
      value: subset.value,
      keyAt: subset.keyAt,
      problems: [],
      get doc() {
        return parseFull().doc;
      },
      get lines() {
        return parseFull().lines;
      },
    };
  }
  const deep = tooDeepAt(text); // `yaml` composes by recursion: nesting it would take minutes over is refused first
  if (deep !== undefined)
    return unparsed(path, text, [[deep, (at) => problem("YamlTooDeep", { limit: MAX_NESTING }, at)]]);
  const { doc, lines } = parseFull();
  const file = { path, text, doc, lines };
  const problems = yamlProblems(file);
  let value: unknown;
  if (problems.length === 0) {
    try {
      value = doc.toJS({ maxAliasCount: MAX_ALIASES });
    } catch (error) {
      problems.push(aliasProblem(file, error));
    }
  }
  return { path, text, doc, lines, value, problems };
}

type Parsed = Pick<SourceFile, "path" | "text" | "doc" | "lines">;

/** A file not handed to a parser (too deep, a merge conflict, garbled text): an empty document, its lines, its problems. */
function unparsed(path: string, text: string, found: readonly Located[]): SourceFile {
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) lines.addNewLine(at + 1);
  const file = { path, text, doc: parseDocument(""), lines };
  return { ...file, value: undefined, problems: found.map(([offset, make]) => make(position(file, offset))) };
}

/** `yaml`'s errors and warnings as problems; of the errors only the first: the rest mostly follow from it. */
function yamlProblems(file: Parsed): Problem[] {
  const [first, ...later] = file.doc.errors;
  const tags = file.doc.warnings.map((warning) =>
    warning.code === "TAG_RESOLVE_FAILED" ? tagProblem(file, warning) : syntaxProblem(file, warning, 0),
  );
  return first ? [syntaxProblem(file, first, later.length), ...tags.slice(0, 2)] : tags;
}

function tagProblem(file: Parsed, error: YAMLError): Problem {
  const at = position(file, error.pos[0]);
  const rest = (file.text.split("\n")[at.line - 1] ?? "").slice(at.column - 1).trim();
  const tag = rest.split(/\s/)[0] ?? rest;
  return problem("YamlTagUnknown", { tag, text: rest.replace(/"/g, '\\"') }, at);
}

function syntaxProblem(file: Parsed, error: YAMLError, later: number): Problem {
  const diagnosis = diagnose(file, error);
  const more =
    later === 0
      ? ""
      : ` (fix this first: the parser's ${later} later complaint${later === 1 ? "" : "s"} about this file may follow from it)`;
  return problem("YamlSyntax", { file: file.path, reason: diagnosis.reason + more, fix: diagnosis.fix }, diagnosis.at);
}

/** Where the mistake really is and what fits it (a key indented too far is reported at the line above it). */
function diagnose(file: Parsed, error: YAMLError): { at: Problem["at"] & object; reason: string; fix: string } {
  const at = position(file, error.pos[0]);
  const lines = file.text.split("\n");
  const reason = (error.message.split("\n")[0] ?? error.message).replace(/ at line \d+, column \d+:?$/, "");
  const line = lines[at.line - 1] ?? "";
  // Text that starts with a character YAML gives a meaning to („{product} für Stadtwerke“, „[Entwurf] …“, „> 75 °C“)
  // is read as that, and what follows it as a syntax error.
  const value = /^(\s*(?:- )?[\w-]+: )([*&!{[@`%]\S*|[>|][-+1-9]?(?= +[^\s#])|[-?](?= ))(.*)$/.exec(line);
  if (value) {
    const [, key, start, rest] = value as unknown as readonly [string, string, string, string];
    const text = (start + rest).trim();
    // A reserved character is named alone, an alias, a mapping or a list as far as it goes (`*Neu*`, `{product}`).
    const named = !"@`%".includes(start[0]!) ? `\`${start}\`` : start[0] === "`" ? "a backtick" : `\`${start[0]}\``;
    return {
      at: { ...at, column: key.length + 1 },
      reason: `${named} at the start of a value ${LEADING[start[0]!]}, not text`,
      fix: `Put the whole text in quotes: ${quoted(key, text)}.`,
    };
  }
  const quote = quoteMistake(file, lines, error, at.line);
  if (quote) return quote;
  // A tab or no-break space in the indentation nearby: `yaml` calls it anything, often at the line after it.
  for (const n of [at.line, at.line - 1, at.line + 1]) {
    const odd = /^[ ]*([\t\u00A0\u2000-\u200A\u202F\u3000])/.exec(lines[n - 1] ?? "");
    const what =
      odd?.[1] === "\t"
        ? "a tab"
        : `a no-break space (U+${odd?.[1]?.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")})`;
    if (odd)
      return {
        at: { file: file.path, line: n, column: odd[0].length },
        reason: `${what} is used for indentation; YAML indents with spaces only`,
        fix: `Indent with spaces only (two per level); replace the ${odd[1] === "\t" ? "tab" : "no-break spaces"}.`,
      };
  }
  switch (error.code) {
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY": {
      const next = nextContentLine(lines, at.line);
      if (next && indent(lines[next - 1]!) > keyColumn(line) && /^\s*[\w-]+:(\s|$)/.test(lines[next - 1]!)) {
        const want = keyColumn(line);
        const have = indent(lines[next - 1]!);
        return {
          at: { file: file.path, line: next, column: have + 1 },
          reason: `this key is indented ${have - want} space${have - want === 1 ? "" : "s"} more than the key above it`,
          fix: `Start it in column ${want + 1}, like \`${line.trim().split(":")[0]!.replace(/^- /, "")}:\` above; keys of one mapping line up.`,
        };
      }
      const glued = /^(\s*(?:- )?([\w-]+)):(?!\/\/)(\S.*)$/.exec(line); // `title:Text` is one text to YAML
      if (glued)
        return {
          at: { ...at, column: glued[1]!.length + 2 },
          reason: `\`${glued[2]}:\` has no space after its colon: YAML reads the line as one text, not as a key and its value`,
          fix: `Put a space after the colon: \`${glued[2]}: ${glued[3]}\`.`,
        };
      const valued = /^(\s*(?:- )?[\w-]+: )(.*: .*)$/.exec(line);
      const example = valued ? `: ${quoted(valued[1]!, valued[2]!)}` : "";
      return { at, reason, fix: `A text containing \`: \` must be put in quotes${example}.` };
    }
    case "MISSING_CHAR":
    case "BAD_INDENT":
    case "UNEXPECTED_TOKEN":
      return {
        at: { ...at, column: indent(line) + 1 },
        reason,
        fix: "Check the indentation of this line: keys of one mapping start in the same column, list items with `- ` under their key.",
      };
    case "DUPLICATE_KEY":
      return { at, reason, fix: "Each key may appear once in a mapping; remove or rename the second one." };
    case "BAD_DQ_ESCAPE":
      return {
        at,
        reason,
        fix: 'Inside "…" a backslash starts an escape: write \\\\ for a backslash, or use single quotes.',
      };
    default:
      return { at, reason, fix: "Put text that contains `: `, `#` or starts with a special character in quotes." };
  }
}

/** `key: text` with the text in the quotes it needs: double, or single when it holds a double quote. */
const quoted = (key: string, text: string) =>
  `${key.trim()} ${text.includes('"') ? `'${text.trim().replace(/'/g, "''")}'` : `"${text.trim()}"`}`;

/** What YAML reads a value as that starts with one of these characters. */
const LEADING: Record<string, string> = {
  ...Object.fromEntries([..."*&!"].map((c) => [c, "starts an alias, anchor or tag"])),
  ...Object.fromEntries([..."@`%"].map((c) => [c, "is a character YAML reserves"])),
  ...Object.fromEntries([..."{["].map((c) => [c, `is read as a YAML ${c === "{" ? "mapping" : "list"}`])),
  ...Object.fromEntries([..."|>"].map((c) => [c, "starts a block of text whose lines follow below it"])),
  "-": "starts a list item",
  "?": "starts a key",
};

const QUOTED_VALUE = /^(\s*(?:- )?(?:[\w-]+: +)?)(["'])/;

/**
 * A quote that never closes (reported at the end of the file) or a straight quote inside quoted text ("unexpected
 * scalar"): both belong where the quote opens, with a hint about quotes rather than indentation.
 */
function quoteMistake(file: Parsed, lines: readonly string[], error: YAMLError, line: number) {
  if (error.code === "MISSING_CHAR" && /closing .?quote/i.test(error.message)) {
    for (let n = 1; n <= lines.length; n++) {
      const opened = QUOTED_VALUE.exec(lines[n - 1]!);
      if (!opened || closing(lines[n - 1]!.slice(opened[1]!.length)) !== undefined) continue;
      return {
        at: { file: file.path, line: n, column: opened[1]!.length + 1 },
        reason: `the ${opened[2] === "'" ? "single" : "double"} quote that starts this value is never closed`,
        fix:
          opened[2] === "'"
            ? "A text that starts with ' must end with '. For an apostrophe at the start write the typographic ’ (’s Wichtigste), or put the text in double quotes: \"'s Wichtigste\"."
            : "Close the quote at the end of the text, or remove it: most texts need no quotes at all.",
      };
    }
  }
  const text = lines[line - 1] ?? "";
  const opened = QUOTED_VALUE.exec(text);
  if (!opened || !/unexpected scalar|end of flow|not be followed/i.test(error.message)) return undefined;
  const start = opened[1]!.length;
  const close = closing(text.slice(start));
  if (close === undefined || /^\s*(?:#.*)?$/.test(text.slice(start + close + 1))) return undefined;
  return {
    at: { file: file.path, line, column: start + close + 1 },
    reason: `the quote that starts this value ends here, before the text does: a straight ${opened[2]} inside a text quoted with ${opened[2]} closes it`,
    fix: "Write typographic quotes inside German text („…“, ‚…‘), or put the whole text in the other kind of quotes.",
  };
}

/** The index of the quote that closes the quoted scalar at the start of `value`, or undefined. */
function closing(value: string): number | undefined {
  const quote = value[0]!;
  for (let i = 1; i < value.length; i++) {
    if (quote === '"' && value[i] === "\\") i++;
    else if (value[i] === quote) {
      if (quote === "'" && value[i + 1] === "'") i++;
      else return i;
    }
  }
  return undefined;
}

/** An alias to nowhere, or more aliases than content could need: located at the first alias. */
function aliasProblem(file: Parsed, error: unknown): Problem {
  const offset = file.text.search(/(^|[\s[{,])\*[^\s,\]}]/m);
  const at = position(file, offset < 0 ? 0 : offset + (/\*/.exec(file.text.slice(offset))?.index ?? 0));
  const excessive = error instanceof Error && /excessive alias/i.test(error.message);
  const what = excessive
    ? `more than ${MAX_ALIASES} alias expansions`
    : "an alias (`*`) to an anchor that does not exist";
  return problem("YamlAliasUnsupported", { what }, at);
}

function position(file: Parsed, offset: number): { file: string; line: number; column: number } {
  const { line, col } = file.lines.linePos(offset);
  return { file: file.path, line, column: col };
}

function nextContentLine(lines: readonly string[], after: number): number | undefined {
  for (let n = after + 1; n <= lines.length; n++)
    if (/\S/.test(lines[n - 1]!) && !/^\s*#/.test(lines[n - 1]!)) return n;
  return undefined;
}

const indent = (line: string) => /^ */.exec(line)![0].length;
/** The column (0-based) where the line's key starts, after any `- `. */
const keyColumn = (line: string) => /^[ -]*/.exec(line)![0].length;
