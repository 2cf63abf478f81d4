// The translation status API on a copy of the real project: what `sitegen translations` and the editor show.
import { copyFileSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSources } from "../../../generator/load/load-sources.ts";
import { checkPagePair, noCounts } from "../../../generator/translations/cross-language.ts";
import { confirmedHashes, uncheckedMistakes } from "../../../generator/translations/lock-index.ts";
import { LOCK_PATH, parseLock, type PagePair } from "../../../generator/translations/lock.ts";
import { shortHash } from "../../../generator/translations/lock-line.ts";
import {
  confirmTranslations,
  pageFiles,
  projectPages,
  readTranslations,
} from "../../../generator/translations/project.ts";
import { pairStatus } from "../../../generator/translations/status.ts";
import { formatWordDiff, wordDiff } from "../../../generator/translations/word-diff.ts";
import { copyProject, edit } from "../../build/project.ts";
import { copySchema } from "../../../generator/page-kinds.ts";

const FAQ_DE = "content/de/faq.yaml";
const FAQ_EN = "content/en/faq.yaml";
const lineOf = (dir: string, file: string, text: string) =>
  readFileSync(join(dir, file), "utf8")
    .split("\n")
    .findIndex((line) => line.includes(text)) + 1;

describe("translation status of a project", () => {
  let dir: string;
  let pages: PagePair[];
  const status = () => readTranslations(dir, pages);
  beforeAll(async () => {
    dir = copyProject();
    pages = (await projectPages(dir)).pages;
    confirmTranslations(dir, pages, "all");
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is in sync for every field pair right after confirming all, and the lock has one sorted line per pair named by page id", () => {
    const { fields, stale, mistakes, problems } = status();
    expect(fields.length).toBeGreaterThan(300);
    expect(fields.filter((f) => f.status !== "in-sync" && f.status !== "missing")).toEqual([]);
    expect([stale, mistakes, problems]).toEqual([[], [], []]);
    const lines = readFileSync(join(dir, LOCK_PATH), "utf8")
      .split("\n")
      .filter((l) => l.startsWith('"'));
    expect(lines).toEqual([...lines].sort());
    expect(lines.length).toBe(fields.filter((f) => f.status === "in-sync").length);
    // The article at content/de/blog/meta-odense.yaml is named by its page id, as site.yaml names it.
    expect(lines.some((l) => l.startsWith('"article-meta-odense '))).toBe(true);
    expect(lines.some((l) => l.startsWith('"blog/'))).toBe(false);
  });

  it("marks the English answer outdated when the German one changes, with both lines and a word diff; confirm clears it", () => {
    edit(dir, FAQ_DE, "Ein DCC liefert Ihrem Netz", "Ein Container liefert Ihrem Netz");
    const outdated = status().fields.filter((f) => f.status === "outdated");
    expect(outdated).toHaveLength(1);
    const [field] = outdated;
    expect(field!.key).toBe("faqs[0].questions[0].a");
    expect(field!.changed).toBe("de");
    // A folded answer (`a: >-`) is at the line of its key, the one above its text.
    expect(field!.de.line).toBe(lineOf(dir, FAQ_DE, "Ein Container liefert") - 1);
    expect(field!.en).toMatchObject({
      file: FAQ_EN,
      line: lineOf(dir, FAQ_EN, "A DCC delivers flow temperatures") - 1,
    });
    expect(formatWordDiff(field!.de.diff!)).toContain("[-DCC-] {+Container+}");

    expect(confirmTranslations(dir, pages, { file: FAQ_EN, line: field!.en.line }).confirmed).toBe(1);
    expect(status().fields.filter((f) => f.status === "outdated")).toEqual([]);

    edit(dir, FAQ_EN, "A DCC delivers flow temperatures", "A container delivers flow temperatures");
    expect(status().fields.filter((f) => f.status === "outdated")).toHaveLength(1);
    expect(confirmTranslations(dir, pages, { page: "faq", keys: ["faqs[0].questions[0].a"] }).confirmed).toBe(1);
    expect(status().fields.filter((f) => f.status === "outdated")).toEqual([]);
  });

  it("keeps the status of a field renamed in both languages with its texts unchanged", () => {
    edit(dir, "content/de/faq.yaml", "header: Häufige Fragen", "heading: Häufige Fragen");
    edit(dir, "content/en/faq.yaml", /^header:/m, "heading:");
    const { fields, stale } = status();
    expect(fields.find((f) => f.page === "faq" && f.key === "heading")).toMatchObject({
      status: "in-sync",
      renamedFrom: "header",
    });
    expect(stale).toEqual([]);
  });

  it("reads conflict markers, hand-edited text and nonsense as located mistakes, never as confirmed", () => {
    const good = `"faq title": ["${shortHash("a")}", "${shortHash("b")}", "a", "b"]`;
    const lock = parseLock(
      [
        good,
        "<<<<<<< HEAD",
        `"faq q": ["${shortHash("a")}", "${shortHash("b")}", "changed", "b"]`,
        "title: [1, 2",
      ].join("\n"),
    );
    expect([...lock.entries.keys()]).toEqual(["faq title"]);
    expect(lock.mistakes.map((m) => [m.line, m.reason.split(" ")[0]])).toEqual([
      [2, "a"],
      [3, "the"],
      [4, "not"],
    ]);
  });

  it("reads the lines of two confirms, repeated and out of order (a merge that kept both sides), as the build does: no problem, every pair in sync", async () => {
    const path = join(dir, LOCK_PATH);
    const original = readFileSync(path, "utf8");
    const before = readFileSync(path, "utf8").split("\n");
    edit(dir, FAQ_DE, "liefert Ihrem Netz", "liefert Ihrem Wärmenetz");
    edit(dir, FAQ_EN, "delivers flow temperatures", "supplies flow temperatures");
    expect(confirmTranslations(dir, pages, { page: "faq", keys: ["faqs[0].questions[0].a"] }).confirmed).toBe(1);
    const after = readFileSync(path, "utf8").split("\n");
    const replaced = before.filter((l) => !after.includes(l)); // the lines the second confirm changed
    expect(replaced.length).toBeGreaterThan(0);
    const merged = [...after.slice().reverse(), ...before.filter((l) => !replaced.includes(l))].join("\n");
    writeFileSync(path, merged);
    try {
      const { fields, mistakes, stale, problems } = status();
      expect([mistakes, stale, problems]).toEqual([[], [], []]);
      expect(fields.filter((f) => f.status !== "in-sync" && f.status !== "missing")).toEqual([]);
      const lock = (await loadSources(dir)).translationLock!;
      const checked = pages.map((p) => ({ id: p.id, file: p.de.slice("content/de/".length, -".yaml".length) }));
      expect(uncheckedMistakes(lock, checked)).toEqual([]);
      for (const { id, file } of checked) expect(confirmedHashes(lock, id, file).mistakes).toEqual([]);
    } finally {
      writeFileSync(path, original);
    }
  });

  it("counts a lock entry for a field that no longer exists as stale, and confirm --all drops it", () => {
    const path = join(dir, LOCK_PATH);
    writeFileSync(
      path,
      readFileSync(path, "utf8") + `"faq gone": ["${shortHash("x")}", "${shortHash("y")}", "x", "y"]\n`,
    );
    expect(status().stale.map((s) => s.key)).toEqual(["faq gone"]);
    confirmTranslations(dir, pages, "all");
    expect(status().stale).toEqual([]);
  });
});

describe("one status rule", () => {
  const confirmed = { de: shortHash("Haus"), en: shortHash("house") };
  it.each([
    [{ de: "Haus", en: "house" }, confirmed, { status: "in-sync" }],
    [{ de: "Häuser", en: "house" }, confirmed, { status: "outdated", changed: "de" }],
    [{ de: "Haus", en: "home" }, confirmed, { status: "outdated", changed: "en" }],
    [{ de: "Häuser", en: "houses" }, confirmed, { status: "outdated", changed: "both" }],
    [{ de: " ", en: "house" }, confirmed, { status: "missing" }],
    [{ de: "Haus", en: undefined }, undefined, { status: "missing" }],
    [{ de: "Haus", en: "house" }, undefined, { status: "unconfirmed" }],
  ])("%o against %o is %o", (pair, hashes, expected) => {
    expect(pairStatus(pair, hashes)).toEqual(expected);
  });
});

describe("a lock file of the first form (pages named by their German file, with seals)", () => {
  const FIRST_FORM = join(import.meta.dirname, "fixtures/translations.lock.first-form.yaml");
  let dir: string;
  let pages: PagePair[];
  beforeAll(async () => {
    dir = copyProject();
    copyFileSync(FIRST_FORM, join(dir, LOCK_PATH));
    pages = (await projectPages(dir)).pages;
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Every pair in sync as `sitegen translations` sees it, and as the build counts it, page by page. */
  const inSync = () =>
    readTranslations(dir, pages).fields.flatMap((f) => (f.status === "in-sync" ? [`${f.page} ${f.key}`] : []));
  const buildCounts = async () => {
    const lock = (await loadSources(dir)).translationLock!;
    const counts = noCounts();
    for (const page of pages) {
      const files = pageFiles(dir, page);
      if ("problems" in files) throw new Error(page.id);
      const file = page.de.slice("content/de/".length, -".yaml".length);
      checkPagePair(
        copySchema(page.kind),
        files.de.value,
        files.en.value,
        confirmedHashes(lock, page.id, file).hashes,
        counts,
      );
    }
    return counts;
  };

  it("is read with every confirmation, and the next confirm rewrites it by page id without losing one", async () => {
    // The build reads the first form by file name, as it always did: its count is the one before the migration.
    const before = inSync();
    expect(before.length).toBeGreaterThan(700);
    expect(readTranslations(dir, pages).mistakes).toEqual([]);
    const counts = await buildCounts();
    expect(counts["in-sync"]).toBe(before.length);
    expect(before).toContain("article-meta-odense analysis[0].label"); // was "blog/meta-odense analysis[0].label"

    // A confirm of one field that was already in sync rewrites the whole file in the new form.
    const [page, key] = before.find((k) => k.startsWith("faq "))!.split(" ") as [string, string];
    expect(confirmTranslations(dir, pages, { page, keys: [key] }).confirmed).toBe(1);
    const text = readFileSync(join(dir, LOCK_PATH), "utf8");
    expect(text).toMatch(/^format: 2$/m);
    expect(text).not.toContain("@page");
    expect(text).not.toContain('"blog/meta-odense ');
    expect(inSync()).toEqual(before);
    expect(await buildCounts()).toEqual(counts);
  });
});

describe("word diff", () => {
  it.each([
    ["a b c", "a x c", "a [-b-] {+x+} c"],
    ["Bis zu 75 °C.", "Bis zu 80 °C.", "Bis zu [-75-] {+80+} °C."],
    ["same", "same", "same"],
    ["one two", "one two three", "one two {+three+}"],
  ])("%s → %s", (before, after, shown) => {
    expect(formatWordDiff(wordDiff(before, after))).toBe(shown);
  });
});
