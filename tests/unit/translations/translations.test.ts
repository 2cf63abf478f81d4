// The translation lock and status on a copy of the real project, a git repository as a maintainer's clone is: what
// `sitegen translations`, the build and the editor show.
import { renameSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDevSite } from "../../../generator/dev/dev-site.ts";
import { editorAnswers } from "../../../generator/editor/site-answers.ts";
import { configFor } from "../../../generator/options.ts";
import { parse, stringify } from "yaml";
import { loadSources } from "../../../generator/load/load-sources.ts";
import { copySchema } from "../../../generator/page-kinds.ts";
import { checkPagePair, noCounts } from "../../../generator/translations/cross-language.ts";
import { LOCK_PATH, pageLock, readLock, shortHash, uncheckedMistakes } from "../../../generator/translations/lock.ts";
import type { PagePair } from "../../../generator/translations/lock.ts";
import { messageOf } from "../../../generator/problems/index.ts";
import { outdatedProblem } from "../../../generator/translations/problems.ts";
import {
  confirmTranslations,
  pageFiles,
  readTranslations,
  type OpenFiles,
} from "../../../generator/translations/project.ts";
import { pageStatus, type PageFiles } from "../../../generator/translations/status.ts";
import { formatWordDiff, wordDiff } from "../../../generator/translations/word-diff.ts";
import { placeholdersIn } from "../../../generator/validate/placeholders.ts";
import type { SiteConfig } from "../../../generator/validate/schema/site.ts";
import { commitAll, copyProject, edit, lineOf, repoRoot, sitegenHere, translationsOf } from "../../build/project.ts";

const FAQ_DE = "content/de/faq.yaml";
const FAQ_EN = "content/en/faq.yaml";

describe("translation status of a project", () => {
  let dir: string;
  let pages: PagePair[];
  let config: SiteConfig;
  let files: OpenFiles;
  const status = () => readTranslations(dir, pages, files, config);
  const unsettled = () => status().fields.filter((f) => f.status !== "in-sync" && f.status !== "missing");
  const lockLines = () =>
    readFileSync(join(dir, LOCK_PATH), "utf8")
      .split("\n")
      .filter((l) => l.startsWith('"'));
  const buildCounts = async () => {
    const [lock, counts] = [(await loadSources(dir)).translationLock!, noCounts()];
    for (const { kind, de, en, page } of pages.map((p) => pageFiles(files(), p) as PageFiles))
      checkPagePair(copySchema(kind), de.value, en.value, pageLock(lock, page), counts, config);
    return counts;
  };
  beforeAll(async () => {
    dir = copyProject(); // with the committed lock file
    ({ pages, open: files, config } = await translationsOf(dir));
    commitAll(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads the committed lock file as all in sync, in the build too; confirm --all writes it again byte for byte", async () => {
    const { fields, stale, mistakes, problems } = status();
    expect(fields.filter((f) => f.status === "in-sync").length).toBeGreaterThan(900);
    expect(await buildCounts()).toEqual({ ...noCounts(), "in-sync": fields.length });
    expect([unsettled(), stale, mistakes, problems]).toEqual([[], [], [], []]);
    const committed = readFileSync(join(dir, LOCK_PATH), "utf8");
    expect(confirmTranslations(dir, pages, "all", files, config).problems).toEqual([]);
    expect(readFileSync(join(dir, LOCK_PATH), "utf8")).toBe(committed);
  });

  it("has a sorted line per pair by page id: its hashes and the numbers its texts name, no text", () => {
    const { fields } = status();
    const lines = lockLines();
    expect(lines).toEqual([...lines].sort());
    expect(lines.length).toBe(fields.filter((f) => f.status === "in-sync").length);
    for (const line of lines) expect(line).toMatch(/^"[\w-]+ [\w.[\]]+": \["[0-9a-f]{8}","[0-9a-f]{8}"(,\{.+\})?\]$/);
    expect(lines.some((l) => l.startsWith('"article-meta-odense '))).toBe(true); // content/de/blog/meta-odense.yaml
    const heat = fields.find((f) => f.de.text!.includes("{figures.heatOutputC}") && !f.de.text!.includes("{company"))!;
    const named = lines.find((l) => l.startsWith(JSON.stringify(`${heat.page} ${heat.key}`)))!;
    expect(named).toContain(`"figures.heatOutputC":${config.figures.heatOutputC}`);
    const names = (t: string) =>
      placeholdersIn(t).length > 0 && placeholdersIn(t).every((n) => n.startsWith("company."));
    const company = fields.find((f) => names(f.de.text!) && names(f.en.text!))!; // a name or address is no number
    expect(lines.find((l) => l.startsWith(JSON.stringify(`${company.page} ${company.key}`)))).toMatch(/"\]$/);
  });

  it("marks the English answer outdated when the German one changes, with the word diff from git; confirm clears it", () => {
    edit(dir, FAQ_DE, "Ein DCC liefert Ihrem Netz", "Ein Container liefert Ihrem Netz");
    expect(unsettled()).toHaveLength(1);
    const [field] = unsettled();
    expect(field).toMatchObject({ key: "faqs[0].questions[0].a", changed: "de" });
    // A folded answer (`a: >-`) is at the line of its key, the one above its text.
    expect(field!.de.line).toBe(lineOf(FAQ_DE, "Ein Container liefert", dir) - 1);
    expect(field!.en).toMatchObject({
      file: FAQ_EN,
      line: lineOf(FAQ_EN, "A DCC delivers flow temperatures", dir) - 1,
    });
    expect(formatWordDiff(field!.de.diff!)).toContain("[-DCC-] {+Container+}");

    // Without git's history the status is the same, and the warning says why it shows no words.
    renameSync(join(dir, ".git"), join(dir, ".git-away"));
    try {
      const [alone] = unsettled();
      expect(alone).toMatchObject({ key: field!.key, changed: "de" });
      expect(alone!.de.diff).toBeUndefined();
      expect(messageOf(outdatedProblem(alone!)!)).toContain(
        `no word diff, as no version of ${FAQ_DE} in git has the text`,
      );
    } finally {
      renameSync(join(dir, ".git-away"), join(dir, ".git"));
    }

    expect(confirmTranslations(dir, pages, { file: FAQ_EN, line: field!.en.line }, files, config).confirmed).toBe(1);
    expect(unsettled()).toEqual([]);
    edit(dir, FAQ_EN, "A DCC delivers flow temperatures", "A container delivers flow temperatures");
    expect(unsettled()).toHaveLength(1);
    expect(
      confirmTranslations(dir, pages, { page: "faq", keys: ["faqs[0].questions[0].a"] }, files, config).confirmed,
    ).toBe(1);
    expect(unsettled()).toEqual([]);
  });

  it("outdates the texts that name a changed site.yaml number, naming it in the status, the build's count line and the editor", async () => {
    const [site, lock] = ["site.yaml", LOCK_PATH].map((f) => readFileSync(join(dir, f), "utf8"));
    const was = config.figures.dccEfficiencyPercent;
    edit(dir, "site.yaml", `dccEfficiencyPercent: ${was}`, `dccEfficiencyPercent: ${was - 5}`);
    try {
      const changed = (await translationsOf(dir)).config;
      const named = readTranslations(dir, pages, files, changed).fields.filter((f) => f.status === "outdated");
      const change = `figures.dccEfficiencyPercent ${was} → ${was - 5}`;
      const texts = named.filter((f) => f.values?.includes(change));
      expect(texts.length).toBeGreaterThan(2);
      expect(texts.every((f) => f.changed === undefined && f.de.text!.includes("{figures.dccEfficiencyPercent}"))).toBe(
        true,
      );
      const warning = outdatedProblem(texts[0]!)!;
      // with the figures computed from it, which changed too
      expect(messageOf(warning)).toMatch(new RegExp(`${change}(, [^,]+)* since this text was confirmed`));
      expect(warning.at?.file).toBe(texts[0]!.de.file);

      const built = await sitegenHere(["build", "--root", dir, "--out", join(dir, "dist"), "--no-page-previews"]);
      expect(built.code).toBe(0);
      expect(built.stdout).toMatch(
        new RegExp(`changed since they were confirmed: .*${change} \\(${texts.length} texts\\)`),
      );
      const out = join(dir, "dist");
      const site = await openDevSite(configFor({ command: "dev", root: dir, codeRoot: repoRoot, out }));
      const shown = editorAnswers({ site, ensure: () => {} }).problems(texts[0]!.page)!.translations;
      expect(shown.find((f) => f.key === texts[0]!.key)).toMatchObject({
        status: "outdated",
        values: expect.arrayContaining([change]),
      });

      // Confirming records the new value: the pair is in sync again.
      const { page: id, key } = texts[0]!;
      expect(confirmTranslations(dir, pages, { page: id, keys: [key] }, files, changed).confirmed).toBe(1);
      const again = readTranslations(dir, pages, files, changed).fields.find((f) => f.page === id && f.key === key);
      expect(again?.status).toBe("in-sync");
    } finally {
      writeFileSync(join(dir, "site.yaml"), site!);
      writeFileSync(join(dir, LOCK_PATH), lock!);
    }
  });

  it("keeps the status of a field renamed in both languages with its texts unchanged", () => {
    edit(dir, FAQ_DE, "header: Häufige Fragen", "heading: Häufige Fragen");
    edit(dir, FAQ_EN, /^header:/m, "heading:");
    const { fields, stale } = status();
    expect(fields.find((f) => f.page === "faq" && f.key === "heading")).toMatchObject({
      status: "in-sync",
      renamedFrom: "header",
    });
    expect(stale).toEqual([]);
  });

  it("reads the lines of two confirms, repeated and out of order (a merge that kept both sides), as the build does", async () => {
    const path = join(dir, LOCK_PATH);
    const before = readFileSync(path, "utf8").split("\n");
    edit(dir, FAQ_DE, "liefert Ihrem Netz", "liefert Ihrem Wärmenetz");
    edit(dir, FAQ_EN, "delivers flow temperatures", "supplies flow temperatures");
    expect(
      confirmTranslations(dir, pages, { page: "faq", keys: ["faqs[0].questions[0].a"] }, files, config).confirmed,
    ).toBe(1);
    const after = readFileSync(path, "utf8").split("\n");
    const replaced = before.filter((l) => !after.includes(l)); // the lines the second confirm changed
    expect(replaced.length).toBeGreaterThan(0);
    writeFileSync(path, [...after.slice().reverse(), ...before.filter((l) => !replaced.includes(l))].join("\n"));
    const { mistakes, stale, problems } = status();
    expect([unsettled(), mistakes, stale, problems]).toEqual([[], [], [], []]);
    const lock = (await loadSources(dir)).translationLock!;
    expect(uncheckedMistakes(lock, new Set(pages.map((p) => p.id)))).toEqual([]);
    for (const { id } of pages) expect(pageLock(lock, id).mistakes()).toEqual([]);
    expect(await buildCounts()).toEqual({ ...noCounts(), "in-sync": status().fields.length });
  });

  it("counts a lock entry for a field that no longer exists as stale, and confirm --all drops it", () => {
    writeFileSync(
      join(dir, LOCK_PATH),
      `${readFileSync(join(dir, LOCK_PATH), "utf8")}"faq gone": ["12345678","9abcdef0"]\n`,
    );
    expect(status().stale.map((s) => s.key)).toEqual(["faq gone"]);
    confirmTranslations(dir, pages, "all", files, config);
    expect(status().stale).toEqual([]);
  });
  it("leaves every other pair in sync when a FAQ question is removed, in sitegen translations and in the build's count", async () => {
    const faq = () => status().fields.filter((f) => f.page === "faq");
    const before = faq().length;
    for (const lang of ["de", "en"]) {
      const value = parse(readFileSync(join(dir, `content/${lang}/faq.yaml`), "utf8")) as {
        faqs: { questions: unknown[] }[];
      };
      value.faqs[0]!.questions.splice(0, 1);
      writeFileSync(join(dir, `content/${lang}/faq.yaml`), stringify(value));
    }
    expect(faq()).toHaveLength(before - 2);
    expect(faq().filter((f) => f.status !== "in-sync")).toEqual([]);
    expect(
      status()
        .stale.map((s) => s.key)
        .sort(),
    ).toEqual(["faq faqs[0].questions[0].a", "faq faqs[0].questions[0].q"]);
    const faqFiles = pageFiles(
      files(),
      pages.find((p) => p.id === "faq")!,
    ) as PageFiles;
    const counts = noCounts();
    const lock = pageLock((await loadSources(dir)).translationLock!, "faq"); // as the build reads it
    checkPagePair(copySchema("faq"), faqFiles.de.value, faqFiles.en.value, lock, counts, config);
    expect(lock.mistakes()).toEqual([]);
    expect(counts).toEqual({ ...noCounts(), "in-sync": before - 2 });

    // One confirm of the page moves every confirmation to its key, losing none.
    const moved = faq().find((f) => f.renamedFrom !== undefined)!;
    expect(confirmTranslations(dir, pages, { page: "faq", keys: [moved.key] }, files, config).confirmed).toBe(1);
    expect(faq().filter((f) => f.status !== "in-sync" || f.renamedFrom !== undefined)).toEqual([]);
    const lines = lockLines();
    for (const f of faq())
      expect(lines.some((l) => l.startsWith(`"faq ${f.key}": ["${shortHash(f.de.text!)}"`))).toBe(true);
    // Its word diff finds the text as confirmed in git, where it stood under the key of the question before.
    const [first] = faq().filter((f) => f.key.endsWith(".q"));
    edit(dir, FAQ_DE, first!.de.text!, `${first!.de.text!} Neu`);
    expect(formatWordDiff(faq().find((f) => f.key === first!.key)!.de.diff!)).toMatch(/\{\+Neu\+\}$/);
  });
});

describe("the one reader of the lock file", () => {
  const [a, b] = [shortHash("a"), shortHash("b")];
  const good = `"faq title": ["${a}","${b}"]`;
  it.each([
    ["a conflict marker", "<<<<<<< HEAD", 1, "a merge conflict marker"],
    ["a line broken in a merge", `"faq q": ["${a}","${b}"`, 32, "not a line as confirm writes it"],
    ["YAML written by hand", `faq q: [${a}, ${b}]`, 1, "not a line as confirm writes it"],
    ["a hash edited out of shape", `"faq q": ["${a}x","${b}"]`, 10, "a hash is not 8 hex digits"],
    ["the texts of the earlier form", `"faq q": ["${a}","${b}","a","b"]`, 10, "not a line as confirm writes it"],
    ["a value that is no number", `"faq q": ["${a}","${b}",{"figures.x":"95"}]`, 10, "the values are not"],
    ["a value name of Object.prototype", `"faq q": ["${a}","${b}",{"__proto__":1}]`, 10, "the values are not"],
    ["a key of no page", `"faq": ["${a}","${b}"]`, 1, "not a line as confirm writes it"],
    ["the pair confirmed again with other hashes", `"faq title": ["${b}","${a}"]`, 1, "`faq title` is already"],
  ])("%s is a mistake at its line and column, and confirms nothing", (_why, line, column, reason) => {
    const lock = readLock(`# a comment\n${good}\n\n${line}\n`);
    expect([...lock.pages.get("faq")!.keys()]).toEqual(["title"]);
    expect(lock.mistakes).toEqual([{ line: 4, column, reason: expect.stringContaining(reason) }]);
  });

  it("reads the same line twice as one entry, and names of Object.prototype as page ids and keys like any other", () => {
    const names = ["__proto__", "constructor", "toString"];
    const lines = names.flatMap((n) => [
      `"${n} title": ["${a}","${b}"]`,
      `"faq ${n}": ["${a}","${b}",{"figures.x":1}]`,
    ]);
    const lock = readLock([good, good, ...lines].join("\n"));
    expect(lock.mistakes).toEqual([]);
    expect([...lock.pages.keys()]).toEqual(["faq", ...names]);
    expect([...lock.pages.get("faq")!.keys()]).toEqual(["title", ...names]);
    expect(lock.pages.get("faq")!.get("constructor")).toEqual({ de: a, en: b, values: { "figures.x": 1 }, line: 6 });
  });
});

describe("one status rule", () => {
  const confirmed = { de: shortHash("Haus"), en: shortHash("house") };
  const config = { figures: { x: 2 } } as unknown as SiteConfig; // today's site.yaml
  it.each([
    [{ de: "Haus", en: "house" }, confirmed, { status: "in-sync" }],
    [{ de: "Häuser", en: "house" }, confirmed, { status: "outdated", changed: "de" }],
    [{ de: "Haus", en: "home" }, confirmed, { status: "outdated", changed: "en" }],
    [{ de: "Häuser", en: "houses" }, confirmed, { status: "outdated", changed: "both" }],
    [{ de: "Haus", en: "house" }, { ...confirmed, values: { "figures.x": 2 } }, { status: "in-sync" }],
    [
      { de: "Haus", en: "house" },
      { ...confirmed, values: { "figures.x": 1 } },
      { status: "outdated", values: ["figures.x 1 → 2"] },
    ],
    [
      { de: "Haus", en: "house" },
      { ...confirmed, values: { "figures.y": { min: 1, max: 2 } } },
      { status: "outdated", values: ["figures.y 1–2 → (gone)"] },
    ],
    [{ de: " ", en: "house" }, confirmed, { status: "missing" }],
    [{ de: "Haus", en: undefined }, undefined, { status: "missing" }],
    [{ de: "Haus", en: "house" }, undefined, { status: "unconfirmed" }],
  ])("%o against %o is %o", (pair, entry, expected) => {
    const entries = new Map(entry ? [["k", entry]] : []);
    expect(pageStatus([{ key: "k", ...pair }], entries, config).states).toEqual([expected]);
  });
});

it.each([
  ["a b c", "a x c", "a [-b-] {+x+} c"],
  ["Bis zu 75 °C.", "Bis zu 80 °C.", "Bis zu [-75-] {+80+} °C."],
  ["same", "same", "same"],
  ["one two", "one two three", "one two {+three+}"],
])("word diff: %s → %s", (before, after, shown) => {
  expect(formatWordDiff(wordDiff(before, after))).toBe(shown);
});
