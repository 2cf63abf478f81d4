// `sitegen build` renders large sites on several threads (generator/pool/). Whatever the number of threads, it
// must write the same bytes as rendering on this thread into memory, and refuse bad input with the problems
// the one check of every page (site.check()) finds, leaving dist/ as it was.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES_PER_THREAD } from "../../generator/pool/worker-pool.ts";
import { configFor } from "../../generator/options.ts";
import { MemoryWriter } from "../../generator/write/write-output.ts";
// @ts-expect-error: a plain .mjs script without types
import { writeSyntheticSite } from "../../scripts/synthetic-site.mjs";
import { repoRoot, sitegen, build, checkSite, expectSameFiles, filesIn, type CliRun } from "./project.ts";

const dir = mkdtempSync(join(tmpdir(), "sitegen-parallel-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `sitegen build` in its own process, as a maintainer runs it, cold; never throws, returns exit code and output. */
const cli = (root: string, out: string, threads: string, ...args: string[]) =>
  sitegen(["build", "--root", root, "--out", out, "--no-cache", ...args], {
    env: { SITEGEN_THREADS: threads, SITEGEN_PROFILE: "1" },
  });

/** The files build() writes for `root`, in memory, on this thread. */
async function reference(root: string, pagePreviews = true): Promise<Map<string, Buffer>> {
  const writer = new MemoryWriter();
  await build(configFor({ root, codeRoot: repoRoot, pagePreviews, cache: false }), writer);
  return new Map([...writer.files].map(([path, contents]) => [path, Buffer.from(contents)]));
}

describe("sitegen build on several threads", () => {
  const site = join(dir, "site");
  const pages = ROUTES_PER_THREAD * 2 + 50;
  /** The synthetic site in memory on this thread, once for the tests that compare with it. */
  let reference_: Promise<Map<string, Buffer>> | undefined;
  const syntheticReference = () => (reference_ ??= reference(site, false));
  /** The synthetic site built by the CLI with the threads it picks itself (SITEGEN_THREADS unset), into auto/. */
  let auto: Promise<CliRun>;
  beforeAll(() => {
    writeSyntheticSite(site, pages, repoRoot);
    mkdirSync(join(site, "node_modules")); // where the page threads keep what they rendered (page-cache.ts)
    auto = sitegen(["build", "--root", site, "--out", join(dir, "auto"), "--no-page-previews"], {
      env: { SITEGEN_THREADS: undefined, SITEGEN_PROFILE: "1" },
    });
  });

  it("writes the real site byte for byte as this thread does into memory: on one thread with one preview image per language (--no-page-previews), and on up to three with every page's", async () => {
    // SITEGEN_THREADS is capped at the cores: 3 where there are 3, else as many as there are.
    for (const [threads, previews] of [
      ["1", false],
      [String(Math.min(3, availableParallelism())), true],
    ] as const) {
      const out = join(dir, `real-${threads}`);
      const result = await cli(repoRoot, out, threads, ...(previews ? [] : ["--no-page-previews"]));
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toContain(`pages (${threads} thread`);
      const written = filesIn(out);
      expectSameFiles(written, await reference(repoRoot, previews));
      // Without page previews: the German and the English home page's.
      if (!previews) expect([...written.keys()].filter((path) => path.startsWith("assets/og/"))).toHaveLength(2);
    }
  });

  it(`writes a site of ${pages} pages byte for byte as this thread does into memory, using two threads by itself`, async () => {
    const result = await auto;
    expect(result.code, result.stderr).toBe(0);
    if (availableParallelism() > 1) expect(result.stderr).toContain("pages (2 threads)");
    expect(result.stderr).not.toContain("ran out of memory"); // with the default SITEGEN_WORKER_MB
    const expected = await syntheticReference();
    expect(expected.size).toBeGreaterThan(pages);
    expectSameFiles(filesIn(join(dir, "auto")), expected);
    // The ranges the threads kept are the next build's: no page is rendered again, and the bytes are the same.
    const warm = await sitegen(["build", "--root", site, "--out", join(dir, "warm"), "--no-page-previews"], {
      env: { SITEGEN_THREADS: "2", SITEGEN_PROFILE: "1" },
    });
    expect(warm.stderr).toContain("pages (1 thread)");
    expectSameFiles(filesIn(join(dir, "warm")), expected);
  });

  it("renders on the main thread, byte for byte, the ranges of a page thread that ran out of memory, and says so", async () => {
    const expected = await syntheticReference();
    // 16 MB is too little for a page thread even to start: every range is left to the main thread.
    const starved = ["--out", join(dir, "starved"), "--no-page-previews", "--no-cache"];
    const result = await sitegen(["build", "--root", site, ...starved], {
      env: { SITEGEN_THREADS: "2", SITEGEN_WORKER_MB: "16" },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /warning: a page thread ran out of memory \(SITEGEN_WORKER_MB=16\): \d+ of \d+ ranges/,
    );
    expectSameFiles(filesIn(join(dir, "starved")), expected); // with the default nothing is redone: the test above
  });

  it("refuses a damaged large site with every problem the check of every page finds and leaves dist/ alone", async () => {
    const broken = join(dir, "broken");
    cpSync(site, broken, { recursive: true });
    const out = join(dir, "broken-dist");
    expect((await auto).code).toBe(0);
    cpSync(join(dir, "auto"), out, { recursive: true }); // the last good build of the site, as sitegen wrote it
    const before = filesIn(out);
    // Damage spread over the route table, so the main thread's chunks and the worker's both find some.
    const damage = (file: string, from: string | RegExp, to: string) => {
      const path = join(broken, file);
      const text = readFileSync(path, "utf8");
      expect(text).toMatch(from);
      writeFileSync(path, text.replace(from, to));
    };
    damage("content/de/p00003.yaml", /^description: /m, "descrption: "); // unknown key + missing key
    damage("content/en/p00100.yaml", /^hero:\n/m, "hero:\n  - [broken\n"); // YAML syntax
    damage("content/de/p00224.yaml", /^ {4}items:\n {6}- .*\n/m, "    items:\n"); // one list item fewer than the English file
    rmSync(join(broken, "content/en/p00150.yaml")); // missing file
    writeFileSync(join(broken, "content/de/stray.yaml"), "title: x\n"); // unused file
    damage("content/en/p00201.yaml", /to: "ext:booking"/, 'to: "nowhere"'); // link target
    for (const lang of ["de", "en"])
      // an anchor the page linked to, in the first range, does not render
      damage(`content/${lang}/p00212.yaml`, /to: "ext:booking"/, 'to: "p00002#s1-headin"');
    // A title of a page in the first range, given to a page in one of the last: compared across the threads.
    const title = /^title: .*$/m.exec(readFileSync(join(broken, "content/de/p00005.yaml"), "utf8"))![0];
    damage("content/de/p00220.yaml", /^title: .*$/m, title);

    const result = await cli(broken, out, "2", "--no-page-previews", "--json");
    expect(result.code).toBe(1);
    expect(result.stderr).not.toContain("render ("); // every problem is found before a page is rendered
    const reported = (JSON.parse(result.stdout) as { ok: boolean; problems: unknown[] }).problems;
    const checked = await checkSite(broken);
    expect(checked.ok).toBe(false);
    expect(reported).toEqual(checked.ok ? [] : checked.problems); // the one report: the same problems, the same order
    const files_ = new Set(reported.map((p) => (p as { at: { file: string } }).at.file));
    expect([...files_].sort()).toEqual([
      "content/de/p00003.yaml",
      "content/de/p00212.yaml",
      "content/de/p00220.yaml",
      "content/de/stray.yaml",
      "content/en/p00100.yaml",
      "content/en/p00201.yaml",
      "content/en/p00212.yaml",
      "content/en/p00224.yaml",
      "site.yaml",
    ]);

    const duplicate = reported.find((p) => (p as { code: string }).code === "DuplicateTitleOrDescription");
    expect((duplicate as { message: string }).message).toContain("content/de/p00005.yaml:");
    // One thread reports the same problems, in the same order, with the same first page named.
    const single = await cli(broken, out, "1", "--no-page-previews", "--json");
    expect(JSON.parse(single.stdout)).toEqual({ ok: false, problems: reported });

    expectSameFiles(filesIn(out), before);
    expect(readdirSync(dir).filter((name) => name.startsWith("broken-dist."))).toEqual([]); // no staging folder left
    expect(existsSync(out)).toBe(true);
  });
});
