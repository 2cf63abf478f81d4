// The nesting pre-scan (nesting.ts) jumps over plain text, quoted text and block scalars; it must find exactly the
// offset the plain scan of every character finds: on chosen cases, and on random and damaged copies of the content.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_NESTING, tooDeepAt } from "../../../generator/load/nesting.ts";
import { mulberry32 } from "../../random.ts";

/** The scan as first written, one character at a time: the reference the faster one must agree with. */
function plainScan(text: string, limit: number): number | undefined {
  const indents: number[] = [];
  let flow = 0;
  let i = 0;
  while (i < text.length) {
    const lineStart = i;
    while (text[i] === " ") i++;
    const indent = i - lineStart;
    if (flow === 0 && text[i] !== "\n" && text[i] !== "#" && i < text.length) {
      while (indents.length > 0 && indents[indents.length - 1]! > indent) indents.pop();
      if (indents[indents.length - 1] !== indent) indents.push(indent);
      while ((text[i] === "-" || text[i] === "?" || text[i] === ":") && (text[i + 1] === " " || text[i + 1] === "\n")) {
        i++;
        while (text[i] === " ") i++;
        indents.push(i - lineStart);
        if (indents.length > limit) return i;
      }
      if (indents.length > limit) return i;
    }
    let valueStart = true;
    while (i < text.length && text[i] !== "\n") {
      const c = text[i]!;
      if (c === "#" && (i === lineStart || text[i - 1] === " " || text[i - 1] === "\t")) {
        while (i < text.length && text[i] !== "\n") i++;
        break;
      }
      if ((c === '"' || c === "'") && valueStart) {
        const quote = c;
        i++;
        while (i < text.length) {
          if (quote === '"' && text[i] === "\\") i += 2;
          else if (text[i] === quote) {
            if (quote === "'" && text[i + 1] === "'") i += 2;
            else break;
          } else i++;
        }
        i++;
        valueStart = false;
        continue;
      }
      if ((c === "[" || c === "{") && (flow > 0 || valueStart)) {
        flow++;
        if (indents.length + flow > limit) return i;
        valueStart = true;
      } else if ((c === "]" || c === "}") && flow > 0) {
        flow--;
        valueStart = false;
      } else if (flow === 0 && (c === "|" || c === ">") && valueStart) {
        let end = text.indexOf("\n", i);
        for (; end !== -1; end = text.indexOf("\n", end + 1)) {
          let j = end + 1;
          while (text[j] === " ") j++;
          if (j - end - 1 <= indent && text[j] !== "\n" && j < text.length) break;
        }
        i = end === -1 ? text.length : end;
        break;
      } else if (c === "," || c === ":" || c === "-" || c === "?") {
        valueStart = flow > 0 || c === ":" || valueStart;
      } else if (c !== " " && c !== "\t") valueStart = false;
      i++;
    }
    i++;
  }
  return undefined;
}

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
    expect(plainScan(text, limit)).toBe(want);
  });

  const root = new URL("../../..", import.meta.url).pathname;
  const texts = [
    "site.yaml",
    ...readdirSync(join(root, "content"), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".yaml"))
      .map((f) => `content/${f}`),
  ].map((f) => readFileSync(join(root, f), "utf8"));

  it("agrees with the plain scan on every content file, at every limit up to 16", () => {
    for (const text of texts) {
      expect(tooDeepAt(text)).toBeUndefined();
      for (let limit = 1; limit <= 16; limit++) expect(tooDeepAt(text, limit)).toBe(plainScan(text, limit));
    }
  });

  it("agrees with the plain scan on 20,000 random texts and damaged copies of the content", () => {
    const rand = mulberry32(Number(process.env["FUZZ_SEED"] ?? 20_261_124));
    const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
    const PIECES = ["- ", "? ", ": ", ":", "-", "#", " #", "'", "''", '"', '\\"', "\\", "\\\\", "[", "]", "{", "}"];
    const MORE = [",", "|", ">", "|-\n", "\n", "\n  ", "\n    ", " ", "\t", "x", "key: ", "  - ", "\r"];
    const failures: string[] = [];
    for (let n = 0; n < 20_000; n++) {
      let text: string;
      if (n % 2 === 0) {
        text = Array.from({ length: Math.floor(rand() * 40) }, () => pick(rand() < 0.5 ? PIECES : MORE)).join("");
      } else {
        const source = pick(texts);
        const at = Math.floor(rand() * source.length);
        const piece = Array.from({ length: 1 + Math.floor(rand() * 4) }, () => pick([...PIECES, ...MORE])).join("");
        text = source.slice(Math.max(0, at - 2000), at) + piece + source.slice(at, at + 2000);
      }
      const limit = 1 + Math.floor(rand() * 8);
      if (tooDeepAt(text, limit) !== plainScan(text, limit))
        failures.push(`${JSON.stringify(text.slice(0, 300))} at limit ${limit}`);
    }
    expect(failures.slice(0, 3)).toEqual([]);
  });

  it("has a budget far above what content needs", () => {
    expect(MAX_NESTING).toBe(64);
    expect(tooDeepAt(`a: ${"[".repeat(70)}${"]".repeat(70)}\n`)).toBe(3 + 63);
    expect(tooDeepAt(`${"- ".repeat(70)}x\n`)).toBe(2 * 64);
  });
});
