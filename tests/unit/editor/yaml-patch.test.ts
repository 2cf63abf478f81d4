// The editor's write-back: a file saved unchanged stays byte-identical, an edited value changes only its own
// lines, list items move with their comments, and a value YAML would read differently is quoted.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { editable, EditRefused, patchYaml, type Edited } from "../../../generator/editor/yaml-patch.ts";

const root = join(import.meta.dirname, "../../..");
const files = [
  "site.yaml",
  ...readdirSync(join(root, "content"), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".yaml"))
    .map((f) => `content/${f}`),
];
const read = (path: string) => readFileSync(join(root, path), "utf8");
type Tree = Record<string, unknown>;
const tree = (text: string) => editable(parse(text)) as unknown as Tree;

/** The hunks of `git diff -U0` from `before` to `after`: [first old line, old line count]. */
function hunks(before: string, after: string): [number, number][] {
  const dir = mkdtempSync(join(tmpdir(), "sitegen-patch-"));
  try {
    writeFileSync(join(dir, "a.yaml"), before);
    writeFileSync(join(dir, "b.yaml"), after);
    let out = "";
    try {
      execFileSync("git", ["diff", "--no-index", "-U0", "a.yaml", "b.yaml"], { cwd: dir, encoding: "utf8" });
    } catch (error) {
      out = (error as { stdout: string }).stdout; // git diff exits 1 when the files differ
    }
    return [...out.matchAll(/^@@ -(\d+)(?:,(\d+))? /gm)].map((m) => [Number(m[1]), Number(m[2] ?? 1)]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The lines (1-based, inclusive) the value at `path` is written on. */
function linesOf(text: string, path: (string | number)[]): [number, number] {
  const range = (parseDocument(text).getIn(path, true) as { range: [number, number, number] }).range;
  const line = (offset: number) => text.slice(0, offset).split("\n").length;
  return [line(range[0]), line(range[1] - 1)];
}

/** Every string value in a tree with its path, in file order. */
function strings(node: unknown, path: (string | number)[] = []): [(string | number)[], string][] {
  if (typeof node === "string") return [[path, node]];
  if (node && typeof node === "object" && "$list" in node)
    return (node as { $list: [number, unknown][] }).$list.flatMap(([, item], i) => strings(item, [...path, i]));
  if (node && typeof node === "object") return Object.entries(node).flatMap(([k, v]) => strings(v, [...path, k]));
  return [];
}

function setIn(node: Tree, path: (string | number)[], value: unknown): void {
  let here: unknown = node;
  for (const key of path.slice(0, -1))
    here = typeof key === "number" ? (here as { $list: [number, unknown][] }).$list[key]![1] : (here as Tree)[key];
  const last = path.at(-1)!;
  if (typeof last === "number") (here as { $list: [number, unknown][] }).$list[last]![1] = value;
  else (here as Tree)[last] = value;
}

describe("patchYaml", () => {
  it.each(files)("saves %s unchanged byte for byte", (path) => {
    const text = read(path);
    expect(patchYaml(text, tree(text) as unknown as Edited)).toBe(text);
  });

  // One page of each kind (and the labels): its longest text changed; the diff is one hunk inside its lines.
  const kinds = [
    "home",
    "success-stories",
    "technology",
    "blog",
    "blog/meta-odense",
    "economics",
    "faq",
    "legal/imprint",
    "ui",
  ];
  it.each(kinds)("changes only the lines of one edited value in content/de/%s.yaml", (name) => {
    const text = read(`content/de/${name}.yaml`);
    const edited = tree(text);
    const [path, old] = strings(edited).sort((a, b) => b[1].length - a[1].length)[0]!;
    const value = old.replace(/\S+(\s*)$/, "geändert.$1"); // the last word, so a final line break stays
    setIn(edited, path, value);
    const out = patchYaml(text, edited as unknown as Edited);
    const [first, last] = linesOf(text, path);
    const changed = hunks(text, out);
    expect(changed).toHaveLength(1);
    const [at, count] = changed[0]!;
    expect(at).toBeGreaterThanOrEqual(first);
    expect(at + count - 1).toBeLessThanOrEqual(last);
    const expected = parse(text);
    setPlain(expected, path, value);
    expect(parse(out)).toEqual(expected);
  });

  it("changes a figure of site.yaml on its own line, keeping the comment after it", () => {
    const text = read("site.yaml");
    const edited = tree(text);
    setIn(edited.company as Tree, ["street"], "Neue Strasse 1");
    const out = patchYaml(text, edited as unknown as Edited);
    expect(hunks(text, out)).toHaveLength(1);
    expect(out).toContain("  street: Neue Strasse 1 # PLACEHOLDER\n");
  });

  it("adds, removes and reorders FAQ questions with their lines, in the style of their siblings", () => {
    const text = read("content/de/faq.yaml");
    const edited = tree(text);
    const questions = ((edited.faqs as { $list: [number, Tree][] }).$list[0]![1].questions as { $list: unknown[] })
      .$list;
    const [first, second] = [questions[0], questions[1]];
    questions[0] = second;
    questions[1] = first;
    questions.splice(2, 1);
    questions.push([null, { q: "Eine neue Frage: mit Doppelpunkt?", a: "Eine neue Antwort. ".repeat(12).trim() }]);
    const out = patchYaml(text, edited as unknown as Edited);
    const expected = parse(text) as { faqs: { questions: unknown[] }[] };
    const q = expected.faqs[0]!.questions;
    [q[0], q[1]] = [q[1], q[0]];
    q.splice(2, 1);
    q.push({ q: "Eine neue Frage: mit Doppelpunkt?", a: "Eine neue Antwort. ".repeat(12).trim() });
    expect(parse(out)).toEqual(expected);
    expect(out).toContain(
      '      - q: "Eine neue Frage: mit Doppelpunkt?"\n        a: >-\n          Eine neue Antwort.',
    );
    expect(Math.max(...out.split("\n").map((l) => l.length))).toBeLessThanOrEqual(
      Math.max(...text.split("\n").map((l) => l.length)),
    );
  });

  it.each([
    ["6300", '"6300"'],
    ["yes", "yes"],
    ["true", '"true"'],
    ["a: b", '"a: b"'],
    ["# not a comment", '"# not a comment"'],
    ["two\nlines", "|-"],
  ])("writes %j so that it reads back as the same string", (value, written) => {
    const text = "a: plain # keep\nb: 1\n";
    const out = patchYaml(text, { a: value, b: 1 });
    expect(parse(out)).toEqual({ a: value, b: 1 });
    expect(out).toContain(`a: ${written}`);
  });

  it("refuses an edit of a file that does not parse, and a list where the file has a value", () => {
    expect(() => patchYaml("a: [\n", { a: 1 })).toThrow(EditRefused);
    expect(() => patchYaml("a: 1\n", { a: { $list: [] } })).toThrow(EditRefused);
  });
});

function setPlain(node: unknown, path: (string | number)[], value: unknown): void {
  let here = node as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) here = here[key] as Record<string | number, unknown>;
  here[path.at(-1)!] = value;
}
