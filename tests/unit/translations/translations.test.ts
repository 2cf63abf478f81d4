// The translation status API on a copy of the real project: what `sitegen translations` and the editor show.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCK_PATH, parseLock, shortHash } from "../../../generator/translations/lock-file.ts";
import { confirmTranslations, readTranslations } from "../../../generator/translations/project.ts";
import { formatWordDiff, wordDiff } from "../../../generator/translations/word-diff.ts";
import { copyProject, edit } from "../../build/project.ts";

const FAQ_DE = "content/de/faq.yaml";
const FAQ_EN = "content/en/faq.yaml";
const lineOf = (dir: string, file: string, text: string) =>
  readFileSync(join(dir, file), "utf8")
    .split("\n")
    .findIndex((line) => line.includes(text)) + 1;

describe("translation status of a project", () => {
  let dir: string;
  beforeAll(async () => {
    dir = copyProject();
    await confirmTranslations(dir, "all");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is in sync for every field pair right after confirming all, and the lock has one sorted line per pair and page", async () => {
    const { fields, stale, mistakes } = await readTranslations(dir);
    expect(fields.length).toBeGreaterThan(300);
    expect(fields.filter((f) => f.status !== "in-sync" && f.status !== "missing")).toEqual([]);
    expect(stale).toEqual([]);
    expect(mistakes).toEqual([]);
    const lines = readFileSync(join(dir, LOCK_PATH), "utf8")
      .split("\n")
      .filter((l) => l.startsWith('"'));
    expect(lines).toEqual([...lines].sort());
    const seals = lines.filter((l) => / @page": /.test(l));
    expect(lines.length - seals.length).toBe(fields.filter((f) => f.status === "in-sync").length);
    expect(new Set(seals.map((l) => l.slice(1, l.indexOf(" "))))).toEqual(new Set(fields.map((f) => f.page)));
  });

  it("marks the English answer outdated when the German one changes, with both lines and a word diff; confirm clears it", async () => {
    edit(dir, FAQ_DE, "Ein DCC liefert Ihrem Netz", "Ein Container liefert Ihrem Netz");
    const outdated = (await readTranslations(dir)).fields.filter((f) => f.status === "outdated");
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

    expect(await confirmTranslations(dir, { file: FAQ_EN, line: field!.en.line })).toEqual({ confirmed: 1 });
    expect((await readTranslations(dir)).fields.filter((f) => f.status === "outdated")).toEqual([]);

    edit(dir, FAQ_EN, "A DCC delivers flow temperatures", "A container delivers flow temperatures");
    expect((await readTranslations(dir)).fields.filter((f) => f.status === "outdated")).toHaveLength(1);
    expect(await confirmTranslations(dir, { page: "faq", key: "faqs[0].questions[0].a" })).toEqual({ confirmed: 1 });
    expect((await readTranslations(dir)).fields.filter((f) => f.status === "outdated")).toEqual([]);
  });

  it("keeps the status of a field renamed in both languages with its texts unchanged", async () => {
    edit(dir, "content/de/faq.yaml", "header: Häufige Fragen", "heading: Häufige Fragen");
    edit(dir, "content/en/faq.yaml", /^header:/m, "heading:");
    const { fields, stale } = await readTranslations(dir);
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

  it("counts a lock entry for a field that no longer exists as stale, and confirm --all drops it", async () => {
    const path = join(dir, LOCK_PATH);
    writeFileSync(
      path,
      readFileSync(path, "utf8") + `"faq gone": ["${shortHash("x")}", "${shortHash("y")}", "x", "y"]\n`,
    );
    expect((await readTranslations(dir)).stale.map((s) => s.key)).toEqual(["faq gone"]);
    await confirmTranslations(dir, "all");
    expect((await readTranslations(dir)).stale).toEqual([]);
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
