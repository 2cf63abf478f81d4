// The seals of the lock file: a page whose two files are unchanged since every pair was confirmed in sync is
// counted from its seal, without reading its fields. Whatever the seals say, the build's answer must be the one
// it gives without them.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFor } from "../../../generator/options.ts";
import { ProblemsError } from "../../../generator/problems/index.ts";
import { LOCK_PATH, parseLock } from "../../../generator/translations/lock-file.ts";
import { confirmTranslations, pagePairs } from "../../../generator/translations/project.ts";
import { MemoryWriter } from "../../../generator/write/write-output.ts";
import { copyProject, edit, repoRoot, build } from "../../build/project.ts";

const built = (root: string) => build(configFor({ root, codeRoot: repoRoot }), new MemoryWriter());
const counts = async (root: string) => (await built(root)).translations?.counts;
const lockOf = (dir: string) => readFileSync(join(dir, LOCK_PATH), "utf8");
const withoutSeals = (dir: string) =>
  writeFileSync(join(dir, LOCK_PATH), lockOf(dir).replace(/^"[^"]* @page".*\n/gm, ""));

describe("seals of the translation lock", () => {
  let dir: string;
  beforeAll(async () => {
    dir = copyProject();
    await confirmTranslations(dir, "all");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("seals every page pair that is in sync, and the build counts the same with seals as without", async () => {
    const lock = parseLock(lockOf(dir));
    expect(lock.mistakes).toEqual([]);
    expect([...lock.seals.keys()].sort()).toEqual((await pagePairs(dir)).sort());
    const sealed = await counts(dir);
    expect(sealed!.outdated + sealed!.unconfirmed).toBe(0);
    expect(sealed!["in-sync"]).toBe(lock.entries.size);
    const text = lockOf(dir);
    withoutSeals(dir);
    expect(await counts(dir)).toEqual(sealed);
    writeFileSync(join(dir, LOCK_PATH), text);
  });

  it("breaks a page's seal when its file changes: a changed answer is outdated, a new comment changes nothing", async () => {
    edit(dir, "content/de/faq.yaml", "Ein DCC liefert Ihrem Netz", "Ein Container liefert Ihrem Netz");
    expect(await counts(dir)).toMatchObject({ outdated: 1 });
    edit(dir, "content/de/faq.yaml", "Ein Container liefert Ihrem Netz", "Ein DCC liefert Ihrem Netz");
    edit(dir, "content/en/faq.yaml", /^/, "# a comment of the translator\n");
    const before = lockOf(dir);
    expect(await counts(dir)).toMatchObject({ outdated: 0, unconfirmed: 0 });
    expect(lockOf(dir)).toBe(before); // the build never writes the lock: only confirming does
  });

  it("gives no seal to a page with a pair out of sync, and a partial confirm seals it again", async () => {
    edit(dir, "content/en/faq.yaml", "A DCC delivers flow temperatures", "A container delivers flow temperatures");
    await confirmTranslations(dir, "all");
    edit(dir, "content/en/faq.yaml", "A container delivers flow temperatures", "A DCC delivers flow temperatures");
    await confirmTranslations(dir, { page: "blog", key: "hero.heading" }); // another page: faq stays outdated
    expect(parseLock(lockOf(dir)).seals.has("faq")).toBe(false);
    expect(await counts(dir)).toMatchObject({ outdated: 1 });
    await confirmTranslations(dir, { page: "faq", key: "faqs[0].questions[0].a" });
    expect(parseLock(lockOf(dir)).seals.has("faq")).toBe(true);
    expect(await counts(dir)).toMatchObject({ outdated: 0 });
  });

  it("reads a hand-edited seal as a mistake, not as a seal, and a forged one cannot hide a changed file", async () => {
    const lock = parseLock('"faq @page": ["abc", "def", "3", "x"]\n');
    expect(lock.seals.size).toBe(0);
    expect(lock.mistakes.map((m) => m.line)).toEqual([1]);
    // A seal claiming everything in sync for files other than these: the fields are read, and the change shows.
    edit(dir, "content/de/faq.yaml", "Ein DCC liefert Ihrem Netz", "Ein Container liefert Ihrem Netz");
    const forged = lockOf(dir).replace(
      /^"faq @page": \[.*$/m,
      '"faq @page": ["0123456789abcdef", "0123456789abcdef", "999", "0"]',
    );
    writeFileSync(join(dir, LOCK_PATH), forged);
    const result = await counts(dir);
    expect(result).toMatchObject({ outdated: 1 });
    expect(result!["in-sync"]).toBeLessThan(999);
    edit(dir, "content/de/faq.yaml", "Ein Container liefert Ihrem Netz", "Ein DCC liefert Ihrem Netz");
  });

  it("still stops a build when a sealed page's value differs between the languages", async () => {
    const page = "blog/meta-odense";
    const de = readFileSync(join(dir, `content/de/${page}.yaml`), "utf8");
    const date = de.match(/^published: (\S+)/m)![1]!;
    edit(dir, `content/en/${page}.yaml`, `published: ${date}`, "published: 2020-01-01");
    await expect(built(dir)).rejects.toThrow(ProblemsError);
    edit(dir, `content/en/${page}.yaml`, "published: 2020-01-01", `published: ${date}`);
  });
});
