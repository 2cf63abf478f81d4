// "Did you mean": the suggestion for an unknown key stops computing a distance once it cannot be 2 or less; it must
// pick what the whole edit distance picks.
import { describe, expect, it } from "vitest";
import { closest } from "../../../generator/validate/check-file.ts";
import { mulberry32 } from "../../random.ts";

/** The whole Levenshtein table, as the suggestion was first computed. */
function fullDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      rows[i]![j] = Math.min(
        rows[i - 1]![j]! + 1,
        rows[i]![j - 1]! + 1,
        rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
  return rows[a.length]![b.length]!;
}

function expected(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of known) {
    const d = candidate.toLowerCase() === key.toLowerCase() ? 0 : fullDistance(key, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

describe("closest", () => {
  it.each([
    ["titel", ["title", "description"], "title"],
    ["Title", ["title"], "title"],
    ["descripton", ["title", "description"], "description"],
    ["k00001", ["title", "description", "header", "subline", "faqs", "cta"], undefined],
    ["hedaer", ["header", "headers"], "header"],
    ["", ["a", "ab", "abc"], "a"],
    [
      "a-long-key-with-one-letter-missing",
      ["a-long-key-with-one-letter-misssing"],
      "a-long-key-with-one-letter-misssing",
    ],
    ["a-long-key-three-edits-away", ["c-long-key-three-edits-awaxyz"], undefined],
  ])("%s among %j → %s", (key, known, want) => {
    expect(closest(key, known)).toBe(want);
    expect(closest(key, known)).toBe(expected(key, known));
  });

  it("agrees with the whole edit distance on 20,000 random keys", () => {
    const rand = mulberry32(20_261_124);
    const word = (max: number) =>
      Array.from({ length: Math.floor(rand() * max) }, () => "abcdeAB-_"[Math.floor(rand() * 9)]).join("");
    for (let n = 0; n < 20_000; n++) {
      const known = Array.from({ length: 1 + Math.floor(rand() * 6) }, () => word(7));
      const key = rand() < 0.5 ? word(7) : known[0]!.slice(1) + word(2);
      expect(closest(key, known), `${key} among ${known.join(", ")}`).toBe(expected(key, known));
    }
  });
});
