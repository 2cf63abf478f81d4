// Errors of the environment met for real: a full disk, a read-only file system and a folder in use, made
// with small tmpfs and bind mounts (root only, like the chattr tests in safety.test.ts). Each is reported as what
// it is, with its path, exit 1 and the previous dist/ kept; sitegen dev says the same and keeps serving.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { startDev } from "../browser/dev-process.ts";
import { copyProject, edit, sitegenHere } from "./project.ts";

const dir = copyProject();
const mounts: string[] = [];

/** Mounting needs root and a system that allows it (CI runs as root). */
const canMount = (() => {
  if (process.getuid?.() !== 0) return false;
  const probe = join(tmpdir(), `sitegen-mount-${process.pid}`);
  mkdirSync(probe, { recursive: true });
  const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe]).status === 0;
  if (mounted) spawnSync("umount", [probe]);
  rmSync(probe, { recursive: true, force: true });
  return mounted;
})();

function mount(...args: string[]): void {
  execFileSync("mount", args);
  mounts.push(args.at(-1)!);
}

// Lazily: the lock of a build (a perl process holding its folder open) may end a moment after the build.
afterEach(() => {
  for (const path of mounts.splice(0).reverse()) spawnSync("umount", ["--lazy", path]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sitegen = (args: readonly string[]) => sitegenHere(args, { cwd: dir });

/** Builds into `out` (relative to the project), then breaks the environment and builds again. */
async function buildTwice(out: string, breakIt: () => void): Promise<{ code: number; stderr: string; kept: boolean }> {
  expect((await sitegen(["build", "--out", out, "--quiet"])).code).toBe(0);
  const before = readFileSync(join(dir, out, "index.html"), "utf8");
  edit(dir, "content/de/faq.yaml", /^header: .*$/m, "header: Eine neue Überschrift");
  breakIt();
  const { code, stderr } = await sitegen(["build", "--out", out]);
  const kept = readFileSync(join(dir, out, "index.html"), "utf8") === before;
  edit(dir, "content/de/faq.yaml", /^header: .*$/m, "header: Häufige Fragen");
  return { code, stderr, kept };
}

describe.runIf(canMount)("errors of the environment, met for real", () => {
  it("a full disk: ENOSPC with the path, exit 1, the previous dist/ kept, no staging folder left", async () => {
    const disk = join(dir, "small");
    mkdirSync(disk);
    // Room for one build (about 4.5 MB) but not for a second one beside it.
    mount("-t", "tmpfs", "-o", "size=7m", "tmpfs", disk);
    const result = await buildTwice("small/dist", () => {});
    expect(result.stderr).toMatch(
      /^could not build: .*small\/dist.*: the disk is full \(ENOSPC\)\. The previous small\/dist\/ was kept\.$/m,
    );
    expect(result.stderr).not.toContain("bug in the generator");
    expect(result.code).toBe(1);
    expect(result.kept).toBe(true);
    expect(readdirSync(disk)).toEqual(["dist"]);
  });

  it("a read-only file system: EROFS with the path, exit 1, the previous dist/ kept", async () => {
    const disk = join(dir, "frozen");
    mkdirSync(disk);
    mount("-t", "tmpfs", "-o", "size=16m", "tmpfs", disk);
    const result = await buildTwice("frozen/dist", () => execFileSync("mount", ["-o", "remount,ro", disk]));
    expect(result.stderr).toMatch(
      /^could not build: .*frozen\/dist.*: the file system is read-only \(EROFS\)\. The previous frozen\/dist\/ was kept\.$/m,
    );
    expect(result.code).toBe(1);
    expect(result.kept).toBe(true);
  });

  it("a dist/ that is a mount point: EBUSY with the path, exit 1, the previous dist/ kept", async () => {
    const out = join(dir, "busy", "dist");
    const result = await buildTwice("busy/dist", () => mount("--bind", out, out));
    expect(result.stderr).toMatch(
      /^could not build: .*busy\/dist.*: the file or folder is in use \(EBUSY\)\. The previous busy\/dist\/ was kept\.$/m,
    );
    expect(result.code).toBe(1);
    expect(result.kept).toBe(true);
    expect(readdirSync(join(dir, "busy")).filter((name) => name !== "dist")).toEqual([]); // staging removed
  });

  it("sitegen dev reports it as what it is, not as a bug, and keeps serving the last good build", async () => {
    const project = copyProject();
    const dev = await startDev(project);
    try {
      await dev.waitForLog(/^Built \d+ pages/m); // every page written once: the last good build
      const dist = join(project, "dist");
      mount("--bind", dist, dist);
      execFileSync("mount", ["-o", "remount,bind,ro", dist]);
      edit(project, "content/de/faq.yaml", /^header: .*$/m, "header: Eine neue Überschrift");
      await dev.waitForLog(
        /^could not build: .*: the file system is read-only \(EROFS\)\. The pages still show the last good build/m,
      );
      expect(dev.log()).not.toContain("bug in the generator");
      const page = await fetch(`${dev.base}/faq`, { headers: { host: new URL(dev.base).host } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Häufige Fragen");
    } finally {
      await dev.stop();
      for (const path of mounts.splice(0).reverse()) spawnSync("umount", [path]);
      if (existsSync(project)) rmSync(project, { recursive: true, force: true });
    }
  });
});
