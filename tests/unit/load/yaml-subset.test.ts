// The subset reader of content YAML must give exactly the `yaml` package's value (core schema) wherever it answers,
// and leave every other text to it, and the keys it records must start where `yaml` has them: checked on the real
// content, on edge cases, and on thousands of damaged copies.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { isMap, LineCounter, parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { readYamlSubset, type SubsetRead } from "../../../generator/load/yaml-subset.ts";
import { repoRoot, yamlSources } from "../../build/project-copy.ts";

const files = yamlSources();
const texts = files.map((f) => readFileSync(join(repoRoot, f), "utf8"));

/** What `yaml` makes of the text, as parse-yaml.ts reads it; not ok on any error or warning. */
function yamlValue(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    const doc = parseDocument(text, { uniqueKeys: true, schema: "core", prettyErrors: false });
    if (doc.errors.length > 0 || doc.warnings.length > 0) return { ok: false };
    return { ok: true, value: doc.toJS({ maxAliasCount: 100 }) };
  } catch {
    return { ok: false };
  }
}

/** Undefined when the subset reader agrees with `yaml` (or leaves the text to it); otherwise what went wrong. */
function disagreement(text: string): string | undefined {
  const subset = readYamlSubset(text);
  if (!subset) return undefined;
  const slow = yamlValue(text);
  if (!slow.ok) return `yaml refuses this text, the subset reader returned ${JSON.stringify(subset.value)}`;
  if (!isDeepStrictEqual(subset.value, slow.value))
    return `subset ${JSON.stringify(subset.value)}\nyaml ${JSON.stringify(slow.value)}`;
  return misplacedKey(text, subset);
}

/**
 * Undefined when every key of a block mapping the subset reader read is where `yaml`'s syntax tree has it (locate.ts
 * uses these positions instead of the tree); otherwise the first key that is not. Flow mappings are left to the tree.
 */
function misplacedKey(text: string, { value, keyAt }: SubsetRead): string | undefined {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, schema: "core" });
  const walk = (node: unknown, path: (string | number)[]): string | undefined => {
    if (node === null || typeof node !== "object") return undefined;
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((item, i) => [i, item])
      : Object.entries(node);
    const map = Array.isArray(node) ? undefined : doc.getIn(path, true);
    for (const [key, item] of entries) {
      if (isMap(map)) {
        const pair = map.items.find((p) => (p.key as { value?: unknown }).value === key)!;
        const want = lines.linePos((pair.key as { range: [number] }).range[0]);
        const have = keyAt(path, String(key));
        const wrong = map.flow ? have !== undefined : have?.line !== want.line || have.column !== want.col;
        if (wrong)
          return `key ${[...path, key].join(".")}: at ${JSON.stringify(have)}, yaml has ${JSON.stringify(want)}`;
      }
      const inner = walk(item, [...path, key]);
      if (inner) return inner;
    }
    return undefined;
  };
  return walk(value, []);
}

describe("the fast YAML reader", () => {
  it("reads every file of the real site itself, with `yaml`'s values", () => {
    expect(files.length).toBeGreaterThan(30);
    files.forEach((file, i) => {
      expect(readYamlSubset(texts[i]!), `${file} was left to yaml`).toBeDefined();
      expect(disagreement(texts[i]!), file).toBeUndefined();
    });
  });

  const handled: [string, string, unknown][] = [
    [
      "plain scalars resolve as in the YAML 1.2 core schema",
      "a: 12\nb: 0x1F\nc: true\nd: ~\ne: 1.5\nf: 2025-02-11\ng: null\nh: False\ni: 1e3\nj: +1\nk: 1_000\nl: .inf\nm: C# and 50%\nn: 0o17\n",
      undefined,
    ],
    // YAML 1.1 forms are text in 1.2: one meaning whichever parser reads the file, whatever else it holds.
    [
      "0b101, 1_000 and 5.200 as the core schema reads them",
      "a: 0b101\nb: 1_000\nc: 5.200\nd: 0x1F\n",
      { a: "0b101", b: "1_000", c: 5.2, d: 31 },
    ],
    [
      "comments and blank lines",
      "# head\n\na: 1 # one\n  # indented comment\nb:   two   # two\n\n",
      { a: 1, b: "two" },
    ],
    [
      "quoted scalars and escapes",
      `a: "x \\"q\\" \\\\ \\n \\t \\u00e4 \\/"\nb: 'it''s'\nc: "# not a comment" # a comment\nd: ""\n`,
      { a: 'x "q" \\ \n \t ä /', b: "it's", c: "# not a comment", d: "" },
    ],
    [
      "nested mappings and sequences",
      "a:\n  b:\n    - 1\n    - x: 2\n      y: [3, 'four', { five: 5 }]\n    -\n      z: 6\n    - - 7\n      - 8\n",
      undefined,
    ],
    ["indentless sequences", "a:\n- 1\n- b: 2\n  c: 3\nd: 4\n", { a: [1, { b: 2, c: 3 }], d: 4 }],
    [
      "literal block scalars with each chomping",
      "a: |\n  one\n\n  two\n\nb: |-\n  x\nc: |+\n  y\n\n\nd: |\n    indented\n     # kept\ne: 1\n",
      { a: "one\n\ntwo\n", b: "x", c: "y\n\n\n", d: "indented\n # kept\n", e: 1 },
    ],
    ["empty values", "a:\nb: []\nc: {}\nd:\n  -\n", { a: null, b: [], c: {}, d: [null] }],
    // Found by a grammar-based fuzzer: only spaces are white space (not U+00A0, U+2003 …); a final line break is no empty line.
    [
      "no-break and other Unicode spaces kept in plain scalars",
      "a: 1\u00a0\nb: true\u2003\nc: \u00a0\nd:\n  - x\u00a0\ne: [b\u00a0, c]\nf: {b: c\u3000}\n",
      { a: "1\u00a0", b: "true\u2003", c: "\u00a0", d: ["x\u00a0"], e: ["b\u00a0", "c"], f: { b: "c\u3000" } },
    ],
    ["keep chomping at the end of the file", "a: |+\n  x\n", { a: "x\n" }],
    // Wrapped prose: folded block scalars with each chomping, paragraphs kept by empty lines.
    [
      "folded block scalars",
      "a: >-\n  one two\n  three\nb: >\n  x\n\n  y\nc: >+\n  z\n\nd: >-\n  p\n\n\n  q\ne: 1\n",
      { a: "one two three", b: "x\ny\n", c: "z\n\n", d: "p\n\nq", e: 1 },
    ],
    ["keep chomping with trailing blank lines at the end of the file", "a: |+\n  x\n\n", { a: "x\n\n" }],
    ["an empty kept block at the end of the file", "- |+\n", [""]],
    ["an escape-heavy quoted line", `a: "${"x\\n".repeat(20_000)}"\n`, { a: "x\n".repeat(20_000) }],
  ];
  it.each(handled)("%s", (_, text, expected) => {
    expect(readYamlSubset(text)).toBeDefined();
    expect(disagreement(text)).toBeUndefined();
    if (expected !== undefined) expect(readYamlSubset(text)?.value).toEqual(expected);
  });

  const left: [string, string][] = [
    ["duplicate keys (`yaml` refuses them)", "a: 1\na: 2\n"],
    ["anchors and aliases", "a: &x 1\nb: *x\n"],
    ["tags", "a: !!str 1\n"],
    ["folded block scalars with a more indented line", "a: >\n  one\n    two\n  three\n"],
    ["multi-line plain scalars", "a: one\n  two\n"],
    ["multi-line quoted scalars", 'a: "one\n  two"\n'],
    ["tabs", "a:\t1\n"],
    ["Windows line ends", "a: 1\r\nb: 2\r\n"],
    ["a mapping in a plain value", "a: b: c\n"],
    ["bad indentation", "a:\n    b: 1\n  c: 2\n"],
    ["a document marker", "---\na: 1\n"],
    ["a key that is a word of the schema", "true: 1\n"],
    ["an empty document", "# only a comment\n"],
    ["a scalar document", "just a sentence\n"],
    ["an empty entry before a less indented line", "a:\n  - x\n  -\nb: 1\n"],
    ["text after a quoted value that only looks like white space", 'a: "x"\u00a0\n'],
    ["a block scalar header followed by a Unicode space", "a: |\u00a0\n  x\n"],
    ["deep nesting (flow)", `a: ${"[".repeat(100)}${"]".repeat(100)}\n`],
    ["deep nesting (block)", Array.from({ length: 120 }, (_, i) => `${" ".repeat(i)}k:`).join("\n") + " 1\n"],
    ["nesting deep enough to overflow the stack", "- ".repeat(5000) + "x\n"],
    ["__proto__ as a key", "__proto__: 1\n"],
  ];
  it.each(left)("leaves %s to `yaml`", (_, text) => {
    expect(readYamlSubset(text)).toBeUndefined();
  });

  // Damage to one line of a file: a special character put in, characters cut out, the indentation changed, the
  // line doubled, removed or cut short. fast-check draws the file, the lines and the places as plain numbers.
  // YAML's indicators, white space, and Unicode a reader may trip on (controls, NEL, an emoji, a lone surrogate …).
  const SPECIAL = [...":-#\"'{}[],|>&*!?%@`\\0~é \t\n\x01\x7f\u0085\u2028\ud83d\ude00\ud800", "  ", "- ", ": ", " #"];
  const lineDamage = fc.record({
    kind: fc.integer({ min: 0, max: 6 }),
    line: fc.nat(),
    column: fc.nat(),
    special: fc.constantFrom(...SPECIAL),
    count: fc.integer({ min: 1, max: 3 }),
  });
  const damaged = fc.tuple(fc.nat(), fc.array(lineDamage, { minLength: 1, maxLength: 3 })).map(([file, damages]) => {
    const lines = texts[file % texts.length]!.split("\n");
    for (const { kind, line: n, column, special, count } of damages) {
      const at = n % lines.length;
      const line = lines[at]!;
      const col = column % (line.length + 1);
      if (kind === 0) lines[at] = line.slice(0, col) + special + line.slice(col);
      else if (kind === 1) lines[at] = line.slice(0, col) + line.slice(col + count);
      else if (kind === 2) lines[at] = " ".repeat(count) + line;
      else if (kind === 3) lines[at] = line.replace(/^ {1,2}/, "");
      else if (kind === 4) lines.splice(at, 0, line);
      else if (kind === 5) lines.splice(at, 1);
      else lines[at] = line.slice(0, col);
    }
    return lines.join("\n");
  });

  it("agrees with `yaml` on 1,500 damaged copies of the real files, and reads many of them itself", () => {
    let handledCount = 0;
    fc.assert(
      fc.property(damaged, (text) => {
        if (readYamlSubset(text)) handledCount++;
        expect(disagreement(text)).toBeUndefined();
      }),
      { numRuns: 1500, seed: Number(process.env["FUZZ_SEED"] ?? 20_261_121) },
    );
    expect(handledCount).toBeGreaterThan(375); // a quarter: the damage must leave enough texts the subset reader answers, or this proves little
  });
});
