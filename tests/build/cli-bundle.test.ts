// The CLI runs from a bundle of generator/ and templates/ (bin/sitegen.mjs), one folder per version of the sources:
// a command still running from an older version (a `sitegen dev` whose code was saved since) keeps its files,
// which its workers load on first use, while a newer command bundles and runs the new code.
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { copyCode } from "../../scripts/code-copy.mjs";
import { repoRoot } from "./project.ts";

// One copy of the code for all tests (copying and the first bundle are most of their time): each starts from the
// versions the one before left.
const dir = mkdtempSync(join(tmpdir(), "sitegen-bundle-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const cli = copyCode(repoRoot, join(dir, "code"));
const cache = join(dir, "code", "node_modules", ".cache", "sitegen");
const help = () => spawnSync(process.execPath, [cli, "--help"], { encoding: "utf8" });
/** A save of the code: the next command bundles a new version. */
function save() {
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(dir, "code", "generator", "model.ts"), later, later);
}

it("keeps an older version's bundle whole while a newer one is made, and only the four newest", () => {
  const versions = () => readdirSync(cache).filter((name) => name.startsWith("cli"));
  expect(help().status).toBe(0);
  const [first] = versions();
  const files = readdirSync(join(cache, first!));
  expect(files.filter((f) => /^sitegen-\w+\.cjs$/.test(f)).length).toBeGreaterThan(0);

  // Folders of older versions and of the form before versions; then a save of the code.
  for (const old of ["cli-1", "cli-2", "cli-3", "cli"]) mkdirSync(join(cache, old));
  save();
  const second = help();
  expect(second.status, second.stderr).toBe(0);

  const now = versions();
  const newer = now.filter((name) => !["cli-2", "cli-3", first].includes(name));
  expect(newer, "one new version beside the three newest of before").toHaveLength(1);
  expect(now.sort()).toEqual([first!, "cli-2", "cli-3", newer[0]!].sort());
  expect(readdirSync(join(cache, first!)), "the older version's files, all still there").toEqual(files);
  expect(readdirSync(join(cache, newer[0]!)).filter((f) => /^sitegen-\w+\.cjs$/.test(f)).length).toBeGreaterThan(0);
});

it("never removes the bundle it runs, nor one a running command marks, however many newer versions share the cache", () => {
  // The version the last command ran (the newest), run by this test process as far as the CLI knows.
  const [running] = readdirSync(cache)
    .filter((name) => /^cli-[0-9a-f]+$/.test(name))
    .sort((a, b) => statSync(join(cache, b)).mtimeMs - statSync(join(cache, a)).mtimeMs);
  writeFileSync(join(cache, `${running}.run-${process.pid}`), "");
  // Four newer versions, bundled by other checkouts that share this cache (worktrees, a monorepo).
  for (const newer of ["zzzzzzz1", "zzzzzzz2", "zzzzzzz3", "zzzzzzz4"]) mkdirSync(join(cache, `cli-${newer}`));
  save();
  const run = help();
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain("sitegen");
  expect(readdirSync(cache)).toContain(running);
  expect(help().status, "and again, from the same bundle").toBe(0);
});

it("runs with a damaged code cache, and a build's cache takes the place of the one --help wrote", () => {
  const [version] = readdirSync(cache)
    .filter((name) => existsSync(join(cache, name, "start.mjs")))
    .sort((a, b) => statSync(join(cache, b, "start.mjs")).mtimeMs - statSync(join(cache, a, "start.mjs")).mtimeMs);
  const script = join(
    cache,
    version!,
    readdirSync(join(cache, version!)).find((f) => /^sitegen-\w+\.cjs$/.test(f))!,
  );
  const [full, partial] = [`${script}.v8cache`, `${script}.partial.v8cache`];
  rmSync(full, { force: true });
  writeFileSync(partial, "not V8's code");
  expect(help().status).toBe(0);
  expect(readFileSync(partial).length, "written again by --help").toBeGreaterThan(100_000);
  const out = join(dir, "out", "dist");
  const build = spawnSync(process.execPath, [cli, "build", "--root", repoRoot, "--out", out, "--no-cache", "--quiet"]);
  expect(build.status, String(build.stderr)).toBe(0);
  expect([existsSync(full), existsSync(partial)], "the build's cache, and --help's gone").toEqual([true, false]);
});
