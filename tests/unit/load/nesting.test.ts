// The nesting pre-scan (nesting.ts) counts block indentation, compact indicators and flow brackets, and skips quoted
// text, comments and block scalars: it finds the first offset too deep, and nothing in the real content.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_NESTING, tooDeepAt } from "../../../generator/load/nesting.ts";
import { repoRoot, yamlSources } from "../../build/project-copy.ts";

describe("tooDeepAt", () => {
  it.each<[string, number, number | undefined, string]>([
    // text, limit, the offset of the first character too deep (or undefined), why
    ["a:\n  b:\n    c: 1\n", 3, undefined, "three levels of indentation"],
    ["a:\n  b:\n    c:\n      d: 1\n", 3, 21, "a fourth"],
    ["- - x\n", 3, undefined, "the line's column and a level per compact indicator"],
    ["- - - x\n", 3, 6, "one indicator too many"],
    ["a: [[x]]\n", 3, undefined, "a mapping and two brackets"],
    ["a: [[[x]]]\n", 3, 5, "three brackets inside a mapping"],
    ['a: "[[[[[[" \n', 1, undefined, "brackets in double quotes"],
    ["a: 'it''s [[[[[['\n", 1, undefined, "brackets in single quotes after a doubled quote"],
    ['a: ["x \\" ]]", [[x]]]\n', 3, 16, "an escaped quote does not end the text; the brackets after it count"],
    ['a: ["x \\\\", [[x]]]\n', 3, 13, "an escaped backslash does not escape the quote after it"],
    ['a: "one line\n  [[[[[[ still quoted"\nb: 1\n', 1, undefined, "a quoted text over two lines"],
    ['a: "never closed [[[[\n', 1, undefined, "a quote that never closes hides the rest"],
    ["a: 1 # [[[[[[\n# {{{{{{\n", 1, undefined, "brackets in comments"],
    ["a: x#[[[[[[\n", 1, undefined, "# inside plain text is no comment, and plain text has no brackets"],
    ["a: Preis [EUR] {x}\n", 1, undefined, "brackets inside plain text in block context"],
    ["a: b: [[x]]\n", 2, 7, "a value may begin after any `: `"],
    ["a: |\n  [[[[[[\n  {{{{\nb: [[x]]\n", 2, 25, "a block scalar is skipped to its last line"],
    ["a: >-\n  [[[[\n\n  [[[[\n", 1, undefined, "a folded block scalar with an empty line"],
    ["a: [\n  [\n    [x]]]\n", 3, 13, "flow brackets over several lines"],
    ["a: [x, {b: [c, -, ?]}]\n", 4, undefined, "flow indicators"],
    ["a: {b: {c: [d]}}\n", 3, 11, "a flow mapping in a flow mapping"],
  ])("%j at limit %i → %s (%s)", (text, limit, want) => {
    expect(tooDeepAt(text, limit)).toBe(want);
  });

  const texts = yamlSources().map((f) => readFileSync(join(repoRoot, f), "utf8"));

  it("finds nothing too deep in any content file", () => {
    for (const text of texts) expect(tooDeepAt(text)).toBeUndefined();
  });

  it("has a budget far above what content needs", () => {
    expect(MAX_NESTING).toBe(64);
    expect(tooDeepAt(`a: ${"[".repeat(70)}${"]".repeat(70)}\n`)).toBe(3 + 63);
    expect(tooDeepAt(`${"- ".repeat(70)}x\n`)).toBe(2 * 64);
  });
});
