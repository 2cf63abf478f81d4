import { describe, expect, it } from "vitest";
import { hyphenate, LONG_WORD } from "../../../generator/typeset/hyphenate.ts";
import { mulberry32 } from "../../random.ts";

const SOFT = "\u00ad";
/** Runs of letters of the Latin script, as the copy of both languages is written (× and ÷ are no letters). */
const WORDS = /[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]+/g;

describe("hyphenate", () => {
  it("hyphenates each word of LONG_WORD to 61 letters, wherever it stands in the string, and nothing else", () => {
    const rand = mulberry32(7);
    const pieces = [
      ...["Wärmepumpe", "Rechenzentrumsabwärme", "Fernwärmeversorgung", "Zehnbuchst", "Neunbuchs", "Netz", "a"],
      ...["75 °C", "×", "÷", "–", "-", "x".repeat(61), "y".repeat(62), " ", ", ", "\n", "(", "“"],
    ];
    for (let n = 0; n < 400; n++) {
      const glue = rand() < 0.5 ? " " : "";
      const length = 1 + Math.floor(rand() * 14);
      const text = Array.from({ length }, () => pieces[Math.floor(rand() * pieces.length)]).join(glue);
      // The same words hyphenated one by one: where a word stands must not change what it becomes.
      const expected = text.replace(WORDS, (w) => (w.length >= LONG_WORD && w.length <= 61 ? hyphenate(w, "de") : w));
      expect(hyphenate(text, "de"), JSON.stringify(text)).toBe(expected);
    }
  });

  it("hyphenates a long word alone, at the start and at the end of a string", () => {
    expect(hyphenate("Fernwärmeversorgung", "de")).toBe("Fern\u00adwär\u00adme\u00adver\u00adsor\u00adgung");
    expect(hyphenate("Fernwärmeversorgung ab", "de")).toBe(`${hyphenate("Fernwärmeversorgung", "de")} ab`);
    expect(hyphenate("ab Fernwärmeversorgung", "de")).toBe(`ab ${hyphenate("Fernwärmeversorgung", "de")}`);
  });

  it("leaves words shorter than LONG_WORD and runs of more than 61 letters whole", () => {
    expect(hyphenate("Neunbuchs Wärme Netz", "de")).toBe("Neunbuchs Wärme Netz");
    const run = "Fernwärme".repeat(7); // 63 letters: no word of copy
    expect(hyphenate(`a ${run} b`, "de")).toBe(`a ${run} b`);
    expect(hyphenate("", "de")).toBe("");
  });
});
