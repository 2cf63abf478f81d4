// List items keep their confirmation when others are added, moved or removed: the lock names pairs by list
// position, and the status pairs items by what they say. The same on a copy of the real project, where the
// committed lock file (today's form) is read as it is, by the commands and by the build.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSources } from "../../../generator/load/load-sources.ts";
import { checkPagePair, noCounts } from "../../../generator/translations/cross-language.ts";
import { LOCK_PATH, pageLock, shortHash, type PagePair } from "../../../generator/translations/lock.ts";
import {
  confirmTranslations,
  pageFiles,
  projectPages,
  readTranslations,
} from "../../../generator/translations/project.ts";
import { pageStatus } from "../../../generator/translations/status.ts";
import type { SiteConfig } from "../../../generator/validate/schema/site.ts";
import { copyProject } from "../../build/project.ts";
import { copySchema } from "../../../generator/page-kinds.ts";

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

describe("a question removed from the real FAQ", () => {
  let dir: string;
  let pages: PagePair[];
  let config: SiteConfig;
  const faq = () => readTranslations(dir, pages, config).fields.filter((f) => f.page === "faq");
  beforeAll(async () => {
    dir = copyProject(); // with the committed lock file, as it is today
    ({ pages, config } = (await projectPages(dir)) as { pages: PagePair[]; config: SiteConfig });
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const removeFirstQuestion = () => {
    for (const lang of ["de", "en"]) {
      const path = join(dir, `content/${lang}/faq.yaml`);
      const value = parse(readFileSync(path, "utf8")) as { faqs: { questions: unknown[] }[] };
      value.faqs[0]!.questions.splice(0, 1);
      writeFileSync(path, stringify(value));
    }
  };
  const buildCounts = async () => {
    const lock = (await loadSources(dir)).translationLock!;
    const page = pages.find((p) => p.id === "faq")!;
    const files = pageFiles(dir, page);
    if ("problems" in files) throw new Error("faq");
    const counts = noCounts();
    checkPagePair(copySchema(page.kind), files.de.value, files.en.value, pageLock(lock, "faq").entries, counts);
    return counts;
  };

  it("reads today's lock file with every confirmation: all in sync", () => {
    const fields = faq();
    expect(fields.length).toBeGreaterThan(20);
    expect(fields.filter((f) => f.status !== "in-sync")).toEqual([]);
  });

  it("leaves every other pair in sync, in sitegen translations and in the build's count", async () => {
    const before = faq().length;
    removeFirstQuestion();
    const fields = faq();
    expect(fields).toHaveLength(before - 2);
    expect(fields.filter((f) => f.status !== "in-sync").map((f) => f.key)).toEqual([]);
    expect(
      readTranslations(dir, pages, config)
        .stale.map((s) => s.key)
        .sort(),
    ).toEqual(["faq faqs[0].questions[0].a", "faq faqs[0].questions[0].q"]);
    expect(await buildCounts()).toEqual({ ...noCounts(), "in-sync": before - 2 });
  });

  it("moves every confirmation of the page to its key when one pair is confirmed, losing none", () => {
    const moved = faq().find((f) => f.renamedFrom !== undefined)!;
    expect(confirmTranslations(dir, pages, { page: "faq", keys: [moved.key] }, config).confirmed).toBe(1);
    const fields = faq();
    expect(fields.filter((f) => f.status !== "in-sync" || f.renamedFrom !== undefined)).toEqual([]);
    const lock = readFileSync(join(dir, LOCK_PATH), "utf8");
    for (const f of fields) expect(lock).toContain(`"faq ${f.key}": ["${shortHash(f.de.text!)}"`);
  });
});
