// List items keep their confirmation when others are added, moved or removed: the lock names pairs by list
// position, and the status pairs items by what they say (the same on the real FAQ: translations.test.ts).
import { describe, expect, it } from "vitest";
import { shortHash } from "../../../generator/translations/lock.ts";
import { pageStatus } from "../../../generator/translations/status.ts";

const ITEMS = [
  ["Frage eins", "Antwort eins", "Question one", "Answer one"],
  ["Frage zwei", "Antwort zwei", "Question two", "Answer two"],
  ["Frage drei", "Antwort drei", "Question three", "Answer three"],
  ["Frage vier", "Antwort vier", "Question four", "Answer four"],
] as const;
type Item = readonly [string, string, string, string];

/** The pairs of a list of questions, keyed by position as the lock names them. */
const pairsOf = (items: readonly Item[]) =>
  items.flatMap(([dq, da, eq, ea], i) => [
    { key: `questions[${i}].q`, de: dq, en: eq },
    { key: `questions[${i}].a`, de: da, en: ea },
  ]);
const confirmedOf = (items: readonly Item[]) =>
  new Map(pairsOf(items).map((p) => [p.key, { de: shortHash(p.de), en: shortHash(p.en) }]));
const statusOf = (items: readonly Item[]) => {
  const pairs = pairsOf(items);
  const { states, stale } = pageStatus(pairs, confirmedOf(ITEMS));
  return { states: Object.fromEntries(pairs.map((p, i) => [p.key, states[i]!.status])), stale, all: states };
};

describe("list items keep their identity", () => {
  it("leaves every other pair in sync when a question is removed; its own entries are stale", () => {
    const { states, stale } = statusOf([ITEMS[0], ITEMS[2], ITEMS[3]]);
    expect(Object.values(states)).toEqual(Array(6).fill("in-sync"));
    expect(stale.sort()).toEqual(["questions[1].a", "questions[1].q"]);
  });

  it("leaves every pair in sync when questions are moved, and a new one unconfirmed", () => {
    expect(Object.values(statusOf([ITEMS[3], ITEMS[0], ITEMS[2], ITEMS[1]]).states)).toEqual(Array(8).fill("in-sync"));
    const added = statusOf([["Neu", "Neu", "New", "New"], ...ITEMS]).states;
    expect([added["questions[0].q"], added["questions[0].a"]]).toEqual(["unconfirmed", "unconfirmed"]);
    expect(Object.values(added).filter((s) => s === "in-sync")).toHaveLength(8);
  });

  it("compares an edited question with what it said, not with the one that was at its position", () => {
    const edited: Item = [ITEMS[2][0], "Antwort drei, geändert", ITEMS[2][2], ITEMS[2][3]];
    const { states, all } = statusOf([ITEMS[1], edited, ITEMS[3]]);
    expect(states["questions[1].a"]).toBe("outdated");
    expect(all[3]).toEqual({ status: "outdated", changed: "de", renamedFrom: "questions[2].a" });
    expect(Object.values(states).filter((s) => s === "in-sync")).toHaveLength(5);
  });

  it("still compares a pair changed in both languages with its position's entry when nothing moved", () => {
    const changed: Item = [ITEMS[1][0], "Antwort neu", ITEMS[1][2], "Answer new"];
    const { all } = statusOf([ITEMS[0], changed, ITEMS[2], ITEMS[3]]);
    expect(all[3]).toEqual({ status: "outdated", changed: "both" });
  });
});
