// sitegen dev after any sequence of random saves (a broken file and its fix, a file deleted or renamed and put back)
// with pages requested in between holds what `sitegen build` writes, byte for byte.
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { openDevSite, type DevSite } from "../../generator/dev/dev-site.ts";
import { configFor } from "../../generator/options.ts";
import { MemoryWriter } from "../../generator/write/write-output.ts";
import { mulberry32 } from "../random.ts";
import { build, copyProject, expectSameFiles, filesIn, repoRoot } from "./project.ts";

const dir = copyProject();
const out = join(dir, "dist");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SEED = 25;
const TEXT = /^( *(?:title|header|heading|headline|lead|description): )(?![>|])(.+)$/gm;

function contentFiles(): string[] {
  return readdirSync(join(dir, "content"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".yaml") && !f.endsWith("ui.yaml"))
    .map((f) => `content/${f}`)
    .sort();
}

/** The preview images, which dev draws only when they are requested. */
const previews = (path: string) => path.startsWith("assets/og/");

async function compareWithBuild(site: DevSite, step: string): Promise<void> {
  while (site.next());
  expect(site.problems().problems, step).toEqual([]);
  const built = new MemoryWriter();
  await build(configFor({ root: dir, codeRoot: repoRoot }), built, {});
  expectSameFiles(filesIn(out, previews), new Map([...built.files].filter(([path]) => !previews(path))), step);
  // A preview image a page links to is drawn on request with the bytes the build wrote; no stale image stays.
  const og = (readFileSync(join(out, "faq.html"), "utf8").match(/assets\/og\/[^"]+\.png/) ?? [])[0]!;
  await site.preview(og);
  expect(Buffer.from(built.files.get(og)!).equals(readFileSync(join(out, og))), `${step}: ${og}`).toBe(true);
  const images = readdirSync(join(out, "assets/og")).map((f) => `assets/og/${f}`);
  expect(
    images.filter((f) => !built.files.has(f)),
    step,
  ).toEqual([]);
}

it(`sitegen dev after random edits writes what a clean build writes (seed ${SEED})`, async () => {
  const random = mulberry32(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const site = await openDevSite(configFor({ command: "dev", root: dir, codeRoot: repoRoot, out }));
  site.render("/faq"); // a frame change while the first pass is under way
  await site.update(["content/en/ui.yaml"], false);
  await compareWithBuild(site, "start");
  const save = async (files: string[]) => {
    await site.update(files, false);
    // Some pages are requested before the background pass reaches them, as a browser would.
    for (let i = 0; i < 3; i++) site.render(pick(["/", "/faq", "/en/faq", "/blog", "/en", "/technologie"]));
  };
  // Every kind of edit once or more, in a random order.
  const kinds = ["copy", "copy", "copy", "label", "site", "broken", "gone", "renamed"] as const;
  const order = kinds.map((kind) => ({ kind, at: random() })).sort((a, b) => a.at - b.at);
  for (let n = 1; n <= order.length; n++) {
    const kind = order[n - 1]!.kind;
    const file = pick(contentFiles());
    const path = join(dir, file);
    const text = readFileSync(path, "utf8");
    const label = `${n}: ${kind} ${file}`;
    if (kind === "copy") {
      const lines = [...text.matchAll(TEXT)];
      if (lines.length === 0) continue;
      const line = pick(lines);
      writeFileSync(path, text.replace(line[0], `${line[1]}"Geändert ${n} ${Math.floor(random() * 1000)}"`));
      await save([file]);
    } else if (kind === "label") {
      const lang = pick(["de", "en"] as const);
      const ui = `content/${lang}/ui.yaml`;
      const labels = readFileSync(join(dir, ui), "utf8");
      const skip = lang === "de" ? `Zum Inhalt ${n}` : `Skip to content ${n}`; // a label in its file's language
      writeFileSync(join(dir, ui), labels.replace(/^(skipLink: ).+$/m, `$1"${skip}"`));
      await save([ui]);
    } else if (kind === "site") {
      const yaml = readFileSync(join(dir, "site.yaml"), "utf8");
      writeFileSync(
        join(dir, "site.yaml"),
        yaml.replace(/breadcrumbHome: \{ de: [^,]+,/, `breadcrumbHome: { de: Start ${n},`),
      );
      await save(["site.yaml"]);
    } else {
      // Broken, deleted or renamed away: a problem while it lasts, the last good pages served; then put back.
      if (kind === "broken") writeFileSync(path, `${text}\nheader: Häufige: Fragen\n`);
      if (kind === "gone") rmSync(path);
      if (kind === "renamed") renameSync(path, `${path}.moved.yaml`);
      await save(kind === "renamed" ? [file, `${file}.moved.yaml`] : [file]);
      while (site.next());
      expect(site.problems().problems.length, label).toBeGreaterThan(0);
      if (kind === "renamed") renameSync(`${path}.moved.yaml`, path);
      writeFileSync(path, text);
      await save(kind === "renamed" ? [file, `${file}.moved.yaml`] : [file]);
    }
    await compareWithBuild(site, label);
  }
});
