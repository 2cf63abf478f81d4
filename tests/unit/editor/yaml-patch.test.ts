// A file saved unchanged stays byte-identical; an edited value changes only its own lines.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { structuredPatch } from "diff";
import fc from "fast-check";
import { isScalar, parse, parseDocument, visit, type Scalar } from "yaml";
import { describe, expect, it } from "vitest";
import { editable, EditRefused, type Edited } from "../../../generator/editor/edited.ts";
import { LIMITS } from "../../../generator/editor/requests.ts";
import { patchYaml } from "../../../generator/editor/yaml-patch.ts";
import { repoRoot, yamlSources } from "../../build/project-copy.ts";

const files = yamlSources(); // the editor never edits the translation lock
const read = (path: string) => readFileSync(join(repoRoot, path), "utf8");
type Tree = Record<string, unknown>;
const tree = (text: string) => editable(parse(text)) as unknown as Tree;

/** The hunks from `before` to `after`, without context: [first old line, old line count, new line count]. */
const hunks = (before: string, after: string) =>
  structuredPatch("a", "b", before, after, "", "", { context: 0 }).hunks.map(
    (h) => [h.oldStart, h.oldLines, h.newLines] as const,
  );

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

  // One page of each kind (and the labels): its longest text changed; every hunk of the diff is inside its lines.
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
    // Every changed line is one of the value's (a re-wrapped paragraph may keep a line in the middle as it was).
    const changed = hunks(text, out);
    expect(changed.length).toBeGreaterThan(0);
    for (const [at, count] of changed) {
      expect(at).toBeGreaterThanOrEqual(first);
      expect(at + count - 1).toBeLessThanOrEqual(last);
    }
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

  it("adds, renames and removes routes of site.yaml, every other line of the file byte for byte", () => {
    const text = read("site.yaml");
    const lines = text.split("\n");
    const edited = tree(text);
    const routes = (edited.routes as { $list: [number | null, Tree][] }).$list;
    const faq = routes.findIndex(([, r]) => r.page === "faq");
    const oldFaq = lines.findIndex((l) => l.includes("{ page: faq,"));
    routes[faq]![1].de = "/fragen";
    routes[faq]![1].formerly = { $list: [[null, "/faq"]] };
    const news = { page: "news", kind: "info", de: "/neuigkeiten", en: "/en/news" };
    routes.splice(faq + 1, 0, [null, news]);
    const terms = routes.findIndex(([, r]) => r.page === "terms");
    routes.splice(terms, 1);
    const out = patchYaml(text, edited as unknown as Edited);
    const expected = parse(text) as { routes: Record<string, unknown>[] };
    expected.routes[faq] = { ...expected.routes[faq], de: "/fragen", formerly: ["/faq"] };
    expected.routes.splice(faq + 1, 0, news);
    expected.routes = expected.routes.filter((r) => r.page !== "terms");
    expect(parse(out)).toEqual(expected);
    const changed = lines.slice();
    changed[oldFaq] = "  - { page: faq, kind: faq, de: /fragen, en: /en/faq, formerly: [/faq] }";
    changed.splice(oldFaq + 1, 0, "  - { page: news, kind: info, de: /neuigkeiten, en: /en/news }");
    expect(out).toBe(changed.filter((l) => !l.includes("{ page: terms,")).join("\n"));
  });

  it("adds a page to published.yaml as one line like the others, every other byte kept", () => {
    const text = read("published.yaml");
    const edited = {
      ...tree(text),
      careers: {
        $list: [
          [null, "/karriere"],
          [null, "/en/careers"],
        ],
      },
    };
    expect(patchYaml(text, edited as unknown as Edited)).toBe(`${text}careers: [/karriere, /en/careers]\n`);
  });

  it("adds a key to a one-line map before its closing brace, its spacing and trailing comment kept", () => {
    const text = "routes:\n  - { page: a, de: /a,  en: /en/a } # the first\n  - {page: b, de: /b}\n";
    const out = patchYaml(text, {
      routes: {
        $list: [
          [0, { page: "a", de: "/a", en: "/en/a", formerly: { $list: [[null, "/x"]] } }],
          [1, { page: "b", de: "/c", formerly: "/b" }],
        ],
      },
    });
    expect(out).toBe(
      "routes:\n  - { page: a, de: /a,  en: /en/a, formerly: [/x] } # the first\n  - {page: b, de: /c, formerly: /b}\n",
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

  it("fills a new page's empty fields in the files' style: a date plain, a long text as a folded block", () => {
    const long = "Ein langer Absatz über Abwärme, der breiter ist als eine Zeile der Datei. ".repeat(3).trim();
    const out = patchYaml('published: ""\nintro: ""\n', { published: "2026-11-30", intro: long });
    expect(out).toMatch(/^published: 2026-11-30\nintro: >-\n  Ein langer Absatz .{40,70}\n  \S/);
    expect(parse(out)).toEqual({ published: "2026-11-30", intro: long });
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

/** Every value of a file the form can change (strings, numbers, booleans) with its key path and source range. */
function leaves(text: string): { path: (string | number)[]; node: Scalar }[] {
  const out: { path: (string | number)[]; node: Scalar }[] = [];
  visit(parseDocument(text), {
    Scalar(key, node, ancestors) {
      if (key === "key" || node.value === null || typeof node.value === "object") return;
      const path: (string | number)[] = [];
      for (const [i, a] of ancestors.entries()) {
        const child = ancestors[i + 1] ?? node;
        if (a && typeof a === "object" && "items" in a) {
          const items = (a as { items: unknown[] }).items;
          const at = items.indexOf(child);
          if (at !== -1 && !("key" in (child as object))) path.push(at); // a list item
        }
        if (a && typeof a === "object" && "key" in a && isScalar((a as { key: unknown }).key))
          path.push(String(((a as { key: Scalar }).key as Scalar).value));
      }
      out.push({ path, node });
    },
  });
  return out;
}

// Hostile and ordinary text: YAML syntax in values, line breaks of every kind, spaces at the ends, look-alikes of
// numbers, booleans and null, control characters, markers of documents and comments, long paragraphs.
const tricky = fc.constantFrom(
  ...["", " ", "a: b", "# not a comment", "x # y", "---", "...", "- item", "? key", "[a, b]", "{a: b}", "&anchor x"],
  ...["*alias", "!!str x", "%YAML 1.2", "'quoted'", '"double"', "yes", "true", "null", "~", "6300", "1e3", "0x10"],
  ...[".inf", "|", ">", "two\nlines", "ends with a break\n", "two breaks\n\n", "\nstarts with a break"],
  ...["  leading spaces", "trailing spaces  ", "tab\there", "cr\rhere", "crlf\r\nhere", "nel\u0085here"],
  ...["ls\u2028here", "nul\u0000here", "bom\ufeffhere", "nbsp\u00a0and\u3000ideographic"],
  "Wärme bis 75\u00a0°C – „Zitat“ 🚀",
  "word ".repeat(60).trim(),
  `${"Absatz eins. ".repeat(12)}\n\n${"Absatz zwei. ".repeat(12)}`,
);
const text = fc.oneof(
  tricky,
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: "grapheme", maxLength: 200 }),
);

describe("patchYaml, any edit of any value of any content file", () => {
  const sources = files.map((path) => ({ path, text: read(path), leaves: leaves(read(path)) }));

  // "Every other byte unchanged": the text before the first line and after the last line of the edited value
  // (the line its value ends on, with a comment after it) is identical; only the lines between may differ.
  it("parses back to the edited value, and every byte outside the edited value's lines stays", () => {
    // Indices, not the files themselves, so a counterexample prints as a few numbers and the value.
    const edit = fc
      .nat(sources.length - 1)
      .chain((f) => fc.tuple(fc.constant(f), fc.nat(sources[f]!.leaves.length - 1)))
      .chain(([f, l]) => {
        const old = sources[f]!.leaves[l]!.node.value;
        const value =
          typeof old === "number"
            ? // as the form sends it: JSON has no -0 (JSON.stringify(-0) is "0")
              fc.oneof(
                fc.integer(),
                fc.double({ noNaN: true, noDefaultInfinity: true }).map((v) => (v === 0 ? 0 : v)),
              )
            : typeof old === "boolean"
              ? fc.boolean()
              : text;
        return fc.record({ file: fc.constant(f), leaf: fc.constant(l), value: value as fc.Arbitrary<unknown> });
      });
    fc.assert(
      fc.property(edit, ({ file: f, leaf: l, value }) => {
        const file = sources[f]!;
        const leaf = file.leaves[l]!;
        const edited = tree(file.text);
        setIn(edited, leaf.path, value);
        const out = patchYaml(file.text, edited as unknown as Edited);
        const expected = parse(file.text);
        setPlain(expected, leaf.path, value);
        expect(parse(out)).toEqual(expected);
        const [start, , end] = leaf.node.range!;
        const before = file.text.slice(0, file.text.lastIndexOf("\n", start - 1) + 1);
        const lastLineEnd = file.text.indexOf("\n", Math.max(start, end - 1));
        const after = lastLineEnd === -1 ? "" : file.text.slice(lastLineEnd + 1);
        expect(out.startsWith(before)).toBe(true);
        expect(out.endsWith(after)).toBe(true);
        expect(out.length).toBeGreaterThanOrEqual(before.length + after.length);
      }),
      { numRuns: 300 },
    );
  });

  // A one-word edit of a folded paragraph changes the word's own line (two when the longer word wraps), no other.
  it("changes only the line of a word replaced or removed in a folded paragraph", () => {
    const folded = sources.flatMap((file) =>
      file.leaves.filter((leaf) => leaf.node.type === "BLOCK_FOLDED").map((leaf) => ({ ...file, leaf })),
    );
    const word = fc.oneof(fc.constant(""), fc.stringMatching(/^[a-zäöüß]{1,16}[.,]?$/));
    const edit = fc.record({ at: fc.nat(folded.length - 1), n: fc.nat(400), word });
    fc.assert(
      fc.property(edit, ({ at, n, word }) => {
        const { text, leaf } = folded[at]!;
        const old = leaf.node.value as string;
        const words = [...old.matchAll(word === "" ? /\S+ (?=\S)/g : /\S+/g)];
        if (words.length === 0) return;
        const hit = words[n % words.length]!;
        const value = old.slice(0, hit.index) + word + old.slice(hit.index + hit[0].length);
        const edited = tree(text);
        setIn(edited, leaf.path, value);
        const out = patchYaml(text, edited as unknown as Edited);
        expect((parseDocument(out).getIn(leaf.path) as string) ?? "").toBe(value);
        const changed = hunks(text, out);
        expect(changed.length).toBeLessThanOrEqual(1);
        for (const [, before, after] of changed) {
          expect(before).toBeLessThanOrEqual(1);
          expect(after).toBeLessThanOrEqual(2);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("refuses more than LIMITS.changes changes in one save with 413, before writing anything", () => {
    const added = Object.fromEntries(Array.from({ length: LIMITS.changes + 1 }, (_, i) => [`k${i}`, "v"]));
    const save = () => patchYaml("a: 1\n", { a: 1, ...added });
    expect(save).toThrow(EditRefused);
    expect(save).toThrow(expect.objectContaining({ status: 413 }));
  });

  it("adds a thousand keys in one block after the last key, the file before them unchanged", () => {
    const text = read("content/de/faq.yaml");
    const edited = tree(text);
    for (let i = 0; i < LIMITS.changes; i++) edited[`extra${i}`] = `Wert ${i}`;
    const out = patchYaml(text, edited as unknown as Edited);
    expect(out.startsWith(text)).toBe(true);
    expect(out.slice(text.length).split("\n")[0]).toBe("extra0: Wert 0");
    expect((parse(out) as Record<string, unknown>)["extra999"]).toBe("Wert 999");
  });
});
