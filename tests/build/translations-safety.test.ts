// The translation commands, the lock file and the editor's translation status read through the content files'
// guard (load/read-content-file.ts) and write the lock file through the one atomic writer (write/atomic.ts): a link
// out of the project, a FIFO or a device is a located problem, never read, never hung on, never written through.
import { execFileSync } from "node:child_process";
import { lstatSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorPages } from "../../generator/editor/editor-data.ts";
import { pageTranslations, statusCounts } from "../../generator/editor/translations.ts";
import { LOCK_PATH } from "../../generator/translations/lock.ts";
import { confirmTranslations, projectPages } from "../../generator/translations/project.ts";
import { writeFileAtomicSync } from "../../generator/write/atomic.ts";
import { copyProject, sitegen, sitegenHere } from "./project.ts";

const SECRET = "SECRET-OUTSIDE-HEADER";
const outside = mkdtempSync(join(tmpdir(), "sitegen-outside-"));
const secretFile = join(outside, "faq.yaml");
writeFileSync(secretFile, `header: ${SECRET}\n`);
const projects: string[] = [];
afterAll(() => {
  for (const dir of [outside, ...projects]) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the project with `change` made to it. */
function project(change: (root: string) => void): string {
  const root = copyProject();
  projects.push(root);
  change(root);
  return root;
}

const relink = (root: string, path: string, target: string) => {
  unlinkSync(join(root, path));
  symlinkSync(target, join(root, path));
};
const fifo = (root: string, path: string) => {
  unlinkSync(join(root, path));
  execFileSync("mkfifo", [join(root, path)]);
};

describe("a content file linked to a file outside the project", () => {
  let root: string;
  let lock: string;
  beforeAll(() => {
    root = project((r) => relink(r, "content/en/faq.yaml", secretFile));
    lock = readFileSync(join(root, LOCK_PATH), "utf8");
  });

  it("sitegen translations names it at its line and prints none of its text", async () => {
    const run = await sitegenHere(["translations", "--root", root]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^content\/en\/faq\.yaml:1:1 .*outside the project.*\[ContentFileNotRegular\]$/m);
    expect(run.stdout + run.stderr).not.toContain(SECRET);
  }, 60_000);

  it("sitegen translations confirm --all refuses, and the lock file stays as it was", async () => {
    const run = await sitegenHere(["translations", "confirm", "--all", "--root", root]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("content/en/faq.yaml:1:1");
    expect(readFileSync(join(root, LOCK_PATH), "utf8")).toBe(lock);
  }, 60_000);

  it("the editor's translation status of the page and the list carry none of its text", async () => {
    const pages = await editorPages(root);
    const faq = pages.find((p) => p.id === "faq")!;
    expect(pageTranslations(root, faq, pages)).toEqual([]);
    const counts = statusCounts(root, pages);
    expect(counts.get("faq")).toBeUndefined();
    expect(counts.get("workshops")).toMatchObject({ "in-sync": expect.any(Number) });
    expect(JSON.stringify([...counts])).not.toContain(SECRET);
  }, 60_000);
});

// A FIFO or a device that is read hangs or reads forever: those cases run the CLI in a process of its own, which its
// time limit ends; the others through its main() in this process.
describe("a content file that is a FIFO", () => {
  it("sitegen translations answers with a located problem instead of waiting for a writer", async () => {
    const root = project((r) => fifo(r, "content/en/faq.yaml"));
    const run = await sitegen(["translations", "--root", root]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^content\/en\/faq\.yaml:1:1 .*named pipe.*\[ContentFileNotRegular\]$/m);
  }, 60_000);
});

describe("a lock file that is not a regular file of the project", () => {
  it.each([
    ["a FIFO", (r: string) => fifo(r, LOCK_PATH), /named pipe/, sitegen],
    ["a link to /dev/zero", (r: string) => relink(r, LOCK_PATH, "/dev/zero"), /a device|outside the project/, sitegen],
    [
      "a link to a file outside the project",
      (r: string) => relink(r, LOCK_PATH, secretFile),
      /outside the project/,
      sitegenHere,
    ],
  ])(
    "%s: build and translations refuse it at its line, at once",
    async (_what, change, why, sitegen) => {
      const root = project(change);
      for (const args of [["build", "--out", join(root, "dist")], ["translations"]]) {
        const run = await sitegen([...args, "--root", root]); // what hung or read forever before ends in the timeout
        expect(run.code).toBe(1);
        expect(run.stderr).toMatch(new RegExp(`^${LOCK_PATH}:1:1 .*\\[ContentFileNotRegular\\]$`, "m"));
        expect(run.stderr).toMatch(why);
        expect(run.stdout + run.stderr).not.toContain(SECRET);
      }
    },
    120_000,
  );
});

describe("the lock file is written through no link placed beside it", () => {
  it("a link at the temporary names the writers used before is left alone; the file outside is unchanged", async () => {
    const root = project(() => {});
    const path = join(root, LOCK_PATH);
    const victim = join(outside, "victim.txt");
    writeFileSync(victim, "unchanged\n");
    const guesses = [`${path}.${process.pid}.tmp`, `${path}.${process.pid}`, `${path}.tmp`, `${path}.saving`];
    for (const guess of guesses) symlinkSync(victim, guess);
    expect(confirmTranslations(root, (await projectPages(root)).pages, "all").confirmed).toBeGreaterThan(900);
    expect(readFileSync(victim, "utf8")).toBe("unchanged\n");
    expect(lstatSync(path).isFile()).toBe(true);
    for (const guess of guesses) expect(lstatSync(guess).isSymbolicLink()).toBe(true);
  }, 60_000);

  it("a link at the target itself is replaced by the file, not written through", () => {
    const dir = project(() => {});
    const victim = join(outside, "victim-2.txt");
    writeFileSync(victim, "unchanged\n");
    symlinkSync(victim, join(dir, "target.txt"));
    writeFileAtomicSync(join(dir, "target.txt"), "new\n");
    expect(readFileSync(victim, "utf8")).toBe("unchanged\n");
    expect(lstatSync(join(dir, "target.txt")).isFile()).toBe(true);
    expect(readFileSync(join(dir, "target.txt"), "utf8")).toBe("new\n");
  });
});
