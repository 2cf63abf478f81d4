// `sitegen build` never replaces what it did not write, reads only regular files inside the project, names errors
// of the environment as such, and cleans up after interrupted builds.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { markLeftover } from "../../generator/write/stale.ts";
import { copyForTest, copyProject, repoRoot, sitegen as spawnCli, sitegenHere } from "./project.ts";

const dir = copyProject();
const outside = join(tmpdir(), `sitegen-outside-${process.pid}`);
afterAll(() => {
  for (const path of [dir, outside]) {
    if (canChattr && existsSync(join(path, "locked")))
      execFileSync("chattr", ["-i", join(path, "locked")], { stdio: "ignore" }); // after a failed test
    rmSync(path, { recursive: true, force: true });
  }
});

const sitegen = (args: readonly string[], env: Record<string, string> = {}) => sitegenHere(args, { cwd: dir, env });

/** chattr +i makes a folder undeletable even for root, which is how these tests meet EPERM. */
const canChattr = (() => {
  if (process.getuid?.() !== 0) return false;
  const probe = join(tmpdir(), `sitegen-chattr-${process.pid}`);
  try {
    mkdirSync(probe, { recursive: true });
    execFileSync("chattr", ["+i", probe], { stdio: "ignore" });
    execFileSync("chattr", ["-i", probe], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();

it.each([
  [".", "the project folder itself"],
  ["..", "contains the project folder"],
  ["content", "inside the source folder content/"],
  ["content/de", "inside the source folder content/"],
  ["site.yaml", "a file, not a folder"],
  ["link-to-project", "the project folder itself"],
  ["someone-elses", "files that sitegen did not write"],
])(
  "--out is checked before anything is touched: refuses --out %s (%s) and leaves the project as it was",
  async (out, reason) => {
    if (!existsSync(join(dir, "link-to-project"))) symlinkSync(dir, join(dir, "link-to-project"));
    mkdirSync(join(dir, "someone-elses"), { recursive: true });
    writeFileSync(join(dir, "someone-elses", "notes.txt"), "keep me");
    const before = readdirSync(join(dir, "content", "de")).sort();
    const result = await sitegen(["build", "--out", out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(reason);
    expect(result.stderr).toMatch(/\[OutDirRefused\]$/m);
    expect(result.stderr).toContain("hint: Pass --out <folder>");
    expect(readdirSync(join(dir, "content", "de")).sort()).toEqual(before);
    expect(readFileSync(join(dir, "someone-elses", "notes.txt"), "utf8")).toBe("keep me");
    expect(existsSync(join(dir, "site.yaml"))).toBe(true);
  },
);

it("sitegen dev checks <root>/dist the same way: refuses to start when dist/ holds files sitegen did not write", async () => {
  const root = copyForTest((r) => {
    mkdirSync(join(r, "dist"));
    writeFileSync(join(r, "dist", "notes.txt"), "keep me");
  });
  const result = await sitegen(["dev", "--root", root, "--port", "0"]);
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(/files that sitegen did not write\. .*\[OutDirRefused\]$/m);
  expect(readFileSync(join(root, "dist", "notes.txt"), "utf8")).toBe("keep me");
});

describe("a build into a folder it wrote", () => {
  it("replaces it and removes the staging and old folders of interrupted builds that carry its mark", async () => {
    for (const name of ["dist.staging-0123456789abcdef", "dist.old-fedcba9876543210"]) {
      mkdirSync(join(dir, name, "en"), { recursive: true });
      writeFileSync(join(dir, name, "en", "faq.html"), "left by Ctrl+C");
      await markLeftover(join(dir, name));
    }
    const first = await sitegen(["build", "--out", "dist", "--quiet", "--base-url", "https://preview.example/"]);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(readFileSync(join(dir, "dist", "robots.txt"), "utf8")).toContain(
      "Sitemap: https://preview.example/sitemap.xml",
    );
    expect(existsSync(join(dir, "dist", ".sitegen-leftover"))).toBe(false); // the mark is never deployed
    const again = await sitegen(["build", "--out", "dist", "--quiet"]);
    expect(again.code).toBe(0);
    expect(readdirSync(dir).filter((name) => name.startsWith("dist"))).toEqual(["dist"]);
  });

  it("leaves folders named like leftovers that it did not mark, and names each in a warning", async () => {
    // A backup made by hand, and a leftover of the earlier sitegen that named them by process id.
    for (const name of ["dist.old-20240101", "dist.staging-12345"]) {
      mkdirSync(join(dir, name), { recursive: true });
      writeFileSync(join(dir, name, "notes.txt"), "keep me");
    }
    try {
      const result = await sitegen(["build", "--out", "dist", "--quiet"]);
      expect(result.code).toBe(0);
      const warned = [...result.stderr.matchAll(/^warning: .*\/(dist\.[a-z]+-\d+) was left alone: (.*)$/gm)];
      expect(warned.map((m) => m[1])).toEqual(["dist.old-20240101", "dist.staging-12345"]);
      expect(warned[0]![2]).toContain("sitegen did not write it");
      for (const name of ["dist.old-20240101", "dist.staging-12345"])
        expect(readFileSync(join(dir, name, "notes.txt"), "utf8")).toBe("keep me");
    } finally {
      for (const name of ["dist.old-20240101", "dist.staging-12345"]) rmSync(join(dir, name), { recursive: true });
    }
  });
});

it("files in content/ that are not regular files of the project are located problems, never read, and no byte of them is printed", async () => {
  mkdirSync(outside, { recursive: true });
  writeFileSync(join(outside, "faq.yaml"), "header: SECRET-OUTSIDE\n");
  const de = join(dir, "content", "de");
  symlinkSync("/proc/self/environ", join(de, "notes.yaml"));
  symlinkSync("/dev/zero", join(de, "zero.yaml"));
  execFileSync("mkfifo", [join(de, "pipe.yaml")]);
  rmSync(join(dir, "content", "en", "faq.yaml"));
  symlinkSync(join(outside, "faq.yaml"), join(dir, "content", "en", "faq.yaml"));
  symlinkSync(outside, join(de, "linked-folder"));
  execFileSync("truncate", ["-s", "9M", join(de, "big.yaml")]); // sparse: 9 MB that take no room
  try {
    // In its own process: /proc/self/environ is that process's environment, with the token in it.
    const result = await spawnCli(["build", "--out", "dist"], {
      cwd: dir,
      env: { SITEGEN_TEST_TOKEN: "token-that-must-not-show" },
    });
    expect(result.code).toBe(1);
    const refused = [
      ...result.stderr.matchAll(/^(\S+):1:1 {2}\1 (.*); it was not read {2}\[ContentFileNotRegular\]$/gm),
    ].map((m) => `${m[1]} ${m[2]}`);
    expect(refused).toEqual([
      "content/de/big.yaml is 9 MB, more than the 8 MB a content file may have",
      "content/de/notes.yaml is a link to a file outside the project",
      "content/de/pipe.yaml is not a regular file but a named pipe",
      "content/de/zero.yaml is a link to a file outside the project",
      "content/en/faq.yaml is a link to a file outside the project",
    ]);
    expect(result.stderr).not.toContain("token-that-must-not-show");
    expect(result.stderr).not.toContain("SECRET-OUTSIDE");
    expect(result.stderr).not.toContain("linked-folder");
  } finally {
    for (const name of ["big.yaml", "notes.yaml", "zero.yaml", "pipe.yaml", "linked-folder"])
      rmSync(join(de, name), { force: true });
    rmSync(join(dir, "content", "en", "faq.yaml"));
    writeFileSync(join(dir, "content", "en", "faq.yaml"), readFileSync(join(repoRoot, "content", "en", "faq.yaml")));
  }
});

describe.runIf(canChattr)("errors of the environment", () => {
  it("a folder that cannot be written is reported with its path, exit 1, the previous dist/ kept", async () => {
    const parent = join(dir, "locked");
    mkdirSync(parent, { recursive: true });
    const built = await sitegen(["build", "--out", "locked/dist", "--quiet"]);
    expect(built.code).toBe(0);
    const before = readFileSync(join(parent, "dist", "index.html"), "utf8");
    execFileSync("chattr", ["+i", parent]);
    try {
      const result = await sitegen(["build", "--out", "locked/dist"]);
      expect(result.stderr).toMatch(
        /^could not build: .*locked\/dist.*: the operation is not permitted .*\(EPERM\)\. The previous locked\/dist\/ was kept\.$/m,
      );
      expect(result.stderr).not.toContain("bug in the generator");
      expect(result.code).toBe(1);
    } finally {
      execFileSync("chattr", ["-i", parent]);
    }
    expect(readFileSync(join(parent, "dist", "index.html"), "utf8")).toBe(before);
  });

  it("a previous build that cannot be removed is a warning after a successful swap, and the next build removes it", async () => {
    const out = join(dir, "stuck");
    expect((await sitegen(["build", "--out", "stuck", "--quiet"])).code).toBe(0);
    execFileSync("chattr", ["+i", join(out, "assets")]);
    let result;
    try {
      result = await sitegen(["build", "--out", "stuck"]);
    } finally {
      for (const name of readdirSync(dir).filter((n) => n.startsWith("stuck")))
        execFileSync("chattr", ["-R", "-i", join(dir, name)]);
    }
    expect(result.stdout).toMatch(/^Built 29 pages/);
    expect(result.stderr).toMatch(
      /^warning: The new build is in .*stuck, but the previous one could not be removed from .*stuck\.old-[0-9a-f]+ \(.*\(E[A-Z]+\)\); delete it yourself\.$/m,
    );
    expect(result.code).toBe(0);
    expect(readdirSync(dir).filter((n) => n.startsWith("stuck.old-"))).toHaveLength(1);
    expect((await sitegen(["build", "--out", "stuck", "--quiet"])).code).toBe(0);
    expect(readdirSync(dir).filter((n) => n.startsWith("stuck"))).toEqual(["stuck"]);
  });
});
