// Large sites render in worker threads; the output must be byte-identical to rendering on one thread.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { PARALLEL_FROM } from "../../generator/render/render-parallel.ts";
// @ts-expect-error: a plain .mjs script without types
import { writeSyntheticSite } from "../../scripts/synthetic-site.mjs";
import { repoRoot } from "./project.ts";

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), "sitegen-parallel-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function files(folder: string): Map<string, Buffer> {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(entries.map((e) => [join(e.parentPath, e.name).slice(folder.length), readFileSync(join(e.parentPath, e.name))]));
}

describe("rendering on several threads", () => {
  it(`gives the same dist/ as one thread for a site of ${PARALLEL_FROM + 50} pages`, { timeout: 120_000 }, async () => {
    writeSyntheticSite(join(dir, "site"), PARALLEL_FROM + 50, repoRoot);
    const build = (threads: string, out: string) =>
      run(process.execPath, [join(repoRoot, "bin/sitegen.mjs"), "build", "--root", join(dir, "site"), "--out", join(dir, out), "--quiet", "--no-page-previews"], { env: { ...process.env, SITEGEN_THREADS: threads } });
    await build("1", "one");
    await build("2", "two");
    const one = files(join(dir, "one"));
    const two = files(join(dir, "two"));
    expect([...two.keys()].sort()).toEqual([...one.keys()].sort());
    expect(one.size).toBeGreaterThan(PARALLEL_FROM);
    for (const [path, bytes] of one) expect(two.get(path)!.equals(bytes), path).toBe(true);
  });
});
