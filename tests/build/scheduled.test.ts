// An article dated after the day of the build is left out until that day, and a link to it refused (it would answer
// 404); `--future` includes it. The day is the option `today` here; the runs of the CLI, which read the clock, use a
// day of next year (a date further ahead is taken for a typo in the year: DateYearsAway).
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { openDevSite } from "../../generator/dev/dev-site.ts";
import { configFor } from "../../generator/options.ts";
import { MemoryWriter } from "../../generator/write/write-output.ts";
import {
  build,
  checkSite,
  copyForTest,
  copyProjectForTests,
  edit,
  expectSameFiles,
  hashTree,
  lineOf,
  problemsIn,
  repoRoot,
  sitegenHere,
} from "./project.ts";

const NEXT_YEAR = new Date().getFullYear() + 1;
const DAY = `${NEXT_YEAR}-03-01`;
const BEFORE = `${NEXT_YEAR}-02-28`;
const PAGE = "article-summer-heat";
const PATHS = { de: "/blog/sommerwaerme", en: "/en/blog/summer-heat" };

/** One more article in the project at `dir`, dated DAY, that no page links to. */
function addArticle(dir: string): void {
  const descriptions = {
    de: "Wie ein Stadtwerk Sommerwärme aus Rechenclustern speichert und im Winter nutzt.",
    en: "How a utility stores summer heat from computing clusters and uses it in winter.",
  };
  for (const lang of ["de", "en"] as const) {
    const text = readFileSync(join(dir, `content/${lang}/blog/telia-helsinki.yaml`), "utf8")
      .replace(/^title: .*$/m, `title: "${lang === "de" ? "Sommerwärme für den Winter" : "Summer heat for winter"}"`)
      .replace(/^description: >-\n(?: {2}.*\n)+/m, `description: "${descriptions[lang]}"\n`)
      .replace(/^published: .*$/m, `published: ${DAY}`);
    writeFileSync(join(dir, `content/${lang}/blog/summer-heat.yaml`), text);
  }
  edit(
    dir,
    "site.yaml",
    /^(  - \{ page: article-telia-helsinki,.*\n)/m,
    `$1  - { page: ${PAGE}, kind: article, content: blog/summer-heat, de: ${PATHS.de}, en: ${PATHS.en} }\n`,
  );
  edit(
    dir,
    "site.yaml",
    /^ {2}blog: Blog\n/m,
    "  blog: Blog\n  sommerwaerme: Sommerwärme\n  summer-heat: Summer heat\n",
  );
}

async function buildOn(root: string, today: string, future = false) {
  const writer = new MemoryWriter();
  const report = await build(configFor({ root, codeRoot: repoRoot, today, future }), writer);
  return { report, files: writer.files, text: (path: string) => writer.text(path) };
}

const dir = copyProjectForTests();
const plain = copyProjectForTests(); // the same project without the new article
beforeAll(() => addArticle(dir));

describe("an article dated after the day of the build", () => {
  it("leaves no trace in what the build writes before its day, and the report names it with its date", async () => {
    const before = await buildOn(dir, BEFORE);
    expect(before.report.scheduled).toEqual([{ page: PAGE, date: DAY }]);
    // Every file as the site without the article has it: no page, image, feed entry, blog teaser or rule of it.
    expectSameFiles(before.files, (await buildOn(plain, BEFORE)).files);
  });

  it("is published by the build on its day, and by --future before it, with the same bytes", async () => {
    const onTheDay = await buildOn(dir, DAY);
    expect(onTheDay.report.scheduled).toEqual([]);
    expect(onTheDay.text("blog/sommerwaerme.html")).toContain("Sommerwärme für den Winter");
    expect(onTheDay.text("en/blog/summer-heat.html")).toContain("Summer heat for winter");
    expect(onTheDay.text("sitemap.xml")).toContain(`${PATHS.de}</loc>`);
    expect(onTheDay.text("blog/feed.xml")).toContain(`${PATHS.de}"/>`);
    expect(onTheDay.text("en/blog/feed.xml")).toContain(`${PATHS.en}"/>`);
    expect(onTheDay.text("_redirects")).toContain(PATHS.en);
    const future = await buildOn(dir, BEFORE, true);
    expect(future.report.scheduled).toEqual([]);
    expectSameFiles(future.files, onTheDay.files);
  });

  it("is refused as a link target before its day: a teaser in each language and an href in legal HTML, at their lines, with the date and --future", async () => {
    const linked = copyForTest(addArticle);
    for (const lang of ["de", "en"])
      edit(linked, `content/${lang}/home.yaml`, '- "article-telia-helsinki"', `- "${PAGE}"`);
    edit(
      linked,
      "content/de/legal/imprint.yaml",
      "  <h2>Verbraucherstreitbeilegung</h2>",
      `  <p><a href="${PATHS.de}#section-0">Sommerwärme</a></p>\n  <h2>Verbraucherstreitbeilegung</h2>`,
    );
    const lineIn = (file: string, text: string) => lineOf(file, text, linked);
    const problems = await problemsIn(linked, { today: BEFORE });
    expect(problems.map((p) => `${p.code} ${p.at?.file}:${p.at?.line}`).sort()).toEqual([
      `LinkToScheduledArticle content/de/home.yaml:${lineIn("content/de/home.yaml", `- "${PAGE}"`)}`,
      `LinkToScheduledArticle content/de/legal/imprint.yaml:${lineIn("content/de/legal/imprint.yaml", PATHS.de)}`,
      `LinkToScheduledArticle content/en/home.yaml:${lineIn("content/en/home.yaml", `- "${PAGE}"`)}`,
    ]);
    for (const p of problems) {
      expect(p.message).toContain(`scheduled for ${DAY}`);
      expect(p.hint).toContain("--future");
      expect(p.hint).toContain("content/README.md#scheduled");
    }
    expect((await checkSite(linked, { today: DAY })).ok).toBe(true);
    expect((await checkSite(linked, { today: BEFORE, future: true })).ok).toBe(true);
  });

  it("is refused where site.yaml or published.yaml point at it: a navigation item, and its entry as published", async () => {
    const linked = copyForTest(addArticle);
    edit(linked, "site.yaml", "    - { label: Workshops, page: workshops }", `    - { label: Sommer, page: ${PAGE} }`);
    writeFileSync(
      join(linked, "published.yaml"),
      `${readFileSync(join(linked, "published.yaml"), "utf8")}${PAGE}: [${PATHS.de}, ${PATHS.en}]\n`,
    );
    const lineIn = (file: string, text: string) => lineOf(file, text, linked);
    const problems = await problemsIn(linked, { today: BEFORE });
    expect(problems.map((p) => `${p.code} ${p.at?.file}:${p.at?.line}`).sort()).toEqual([
      `LinkToScheduledArticle published.yaml:${lineIn("published.yaml", `${PAGE}:`)}`,
      `LinkToScheduledArticle site.yaml:${lineIn("site.yaml", `page: ${PAGE} }`)}`,
    ]);
    expect((await checkSite(linked, { today: DAY })).ok).toBe(true);
  });

  it("a day given to the build must be a day of the calendar, written year-month-day", () => {
    expect(configFor({ root: dir, codeRoot: repoRoot, today: DAY }).today).toBe(DAY);
    for (const wrong of ["2026-02-30", "24.11.2026", "2026-11-24T00:00", ""])
      expect(() => configFor({ root: dir, codeRoot: repoRoot, today: wrong }), wrong).toThrow(/year-month-day/);
    // None given: the machine's calendar, read each time the frame is checked (a dev session sees the day change).
    expect(configFor({ root: dir, codeRoot: repoRoot }).today).toBeUndefined();
  });

  it("sitegen dev leaves it out as the build does, and includes it with --future", async () => {
    const out = join(dir, "dist-dev");
    const left = await openDevSite(configFor({ command: "dev", root: dir, codeRoot: repoRoot, out }));
    while (left.next());
    expect(left.problems().problems).toEqual([]);
    expect(existsSync(join(out, "blog/sommerwaerme.html"))).toBe(false);
    expect(readFileSync(join(out, "sitemap.xml"), "utf8")).not.toContain(PATHS.de);
    const future = await openDevSite(configFor({ command: "dev", root: dir, codeRoot: repoRoot, out, future: true }), {
      takeOver: true,
    });
    while (future.next());
    expect(future.pages()).toBe(left.pages() + 2);
    expect(readFileSync(join(out, "blog/sommerwaerme.html"), "utf8")).toContain("Sommerwärme für den Winter");
  });
});

it("sitegen build with a scheduled article says in its summary and in --json which article waits for which day", async () => {
  const out = join(dir, "dist");
  const text = await sitegenHere(["build", "--root", dir, "--out", out]);
  expect(text.code, text.stderr).toBe(0);
  expect(text.stdout).toContain(`1 article scheduled for ${DAY} (--future to include)`);
  expect(existsSync(join(out, "blog/sommerwaerme.html"))).toBe(false);
  const before = hashTree(out);

  const json = await sitegenHere(["build", "--root", dir, "--out", out, "--json"]);
  expect(json.code, json.stderr).toBe(0);
  const summary = JSON.parse(json.stdout) as Record<string, unknown>;
  const { report } = await buildOn(dir, BEFORE);
  expect(report.marked.placeholders).toBeGreaterThan(0); // the real site.yaml still has stand-ins
  expect(summary).toMatchObject({ ok: true, marked: report.marked, scheduled: [{ page: PAGE, date: DAY }] });
  expect(hashTree(out)).toBe(before);
});
