// The translation commands and the editor's status: a link out of the project, a FIFO or a device is a located
// problem, never read, never hung on, never written through.
import { execFileSync } from "node:child_process";
import {
  lstatSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDevSite } from "../../generator/dev/dev-site.ts";
import { editorAnswers } from "../../generator/editor/site-answers.ts";
import { configFor } from "../../generator/options.ts";
import { LOCK_PATH, shortHash } from "../../generator/translations/lock.ts";
import { confirmTranslations } from "../../generator/translations/project.ts";
import { writeFileAtomicSync } from "../../generator/write/atomic.ts";
import {
  checkSite,
  copyForTest,
  copyProjectForTests,
  repoRoot,
  sitegen,
  sitegenHere,
  translationsOf,
} from "./project.ts";

const SECRET = "SECRET-OUTSIDE-HEADER";
const outside = mkdtempSync(join(tmpdir(), "sitegen-outside-"));
const secretFile = join(outside, "faq.yaml");
writeFileSync(secretFile, `header: ${SECRET}\n`);
afterAll(() => rmSync(outside, { recursive: true, force: true }));

const relink = (root: string, path: string, target: string) => {
  unlinkSync(join(root, path));
  symlinkSync(target, join(root, path));
};
const fifo = (root: string, path: string) => {
  unlinkSync(join(root, path));
  execFileSync("mkfifo", [join(root, path)]);
};

describe("a content file linked to a file outside the project", () => {
  const root = copyProjectForTests();
  let lock: string;
  beforeAll(() => {
    relink(root, "content/en/faq.yaml", secretFile);
    lock = readFileSync(join(root, LOCK_PATH), "utf8");
  });

  it("sitegen translations names it at its line and prints none of its text", async () => {
    const run = await sitegenHere(["translations", "--root", root]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^content\/en\/faq\.yaml:1:1 .*outside the project.*\[ContentFileNotRegular\]$/m);
    expect(run.stdout + run.stderr).not.toContain(SECRET);
  });

  it("sitegen translations confirm --all refuses, and the lock file stays as it was", async () => {
    const run = await sitegenHere(["translations", "confirm", "--all", "--root", root]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("content/en/faq.yaml:1:1");
    expect(readFileSync(join(root, LOCK_PATH), "utf8")).toBe(lock);
  });

  it("the editor's translation status of the page and the list carry none of its text", async () => {
    const out = join(root, "dist");
    const site = await openDevSite(configFor({ command: "dev", root, codeRoot: repoRoot, out }));
    const editor = editorAnswers({ site, ensure: () => {} });
    expect(editor.problems("faq")?.translations).toEqual([]);
    const list = editor.list();
    expect(list.find((p) => p.id === "faq")?.translations).toEqual({});
    expect(list.find((p) => p.id === "workshops")?.translations).toMatchObject({ "in-sync": expect.any(Number) });
    expect(JSON.stringify(list)).not.toContain(SECRET);
  });
});

// A FIFO or a device that is read hangs or reads forever: those cases run the CLI in a process of its own, which its
// time limit ends; the others through its main() in this process.
it("a content file that is a FIFO: sitegen translations answers with a located problem instead of waiting for a writer", async () => {
  const root = copyForTest((r) => fifo(r, "content/en/faq.yaml"));
  const run = await sitegen(["translations", "--root", root]);
  expect(run.code).toBe(1);
  expect(run.stderr).toMatch(/^content\/en\/faq\.yaml:1:1 .*named pipe.*\[ContentFileNotRegular\]$/m);
});

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
  "a lock file that is %s, not a regular file of the project: build and translations refuse it at its line, at once",
  async (_what, change, why, sitegen) => {
    const root = copyForTest(change);
    for (const args of [["build", "--out", join(root, "dist")], ["translations"]]) {
      const run = await sitegen([...args, "--root", root]); // what hung or read forever before ends in the timeout
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`^${LOCK_PATH}:1:1 .*\\[ContentFileNotRegular\\]$`, "m"));
      expect(run.stderr).toMatch(why);
      expect(run.stdout + run.stderr).not.toContain(SECRET);
    }
  },
);

describe("the lock file is written through no link placed beside it", () => {
  it("a link at the temporary names the writers used before is left alone; the file outside is unchanged", async () => {
    const root = copyForTest();
    const path = join(root, LOCK_PATH);
    const victim = join(outside, "victim.txt");
    writeFileSync(victim, "unchanged\n");
    const guesses = [`${path}.${process.pid}.tmp`, `${path}.${process.pid}`, `${path}.tmp`, `${path}.saving`];
    for (const guess of guesses) symlinkSync(victim, guess);
    const { pages, open, config } = await translationsOf(root);
    expect(confirmTranslations(root, pages, "all", open, config).confirmed).toBeGreaterThan(900);
    expect(readFileSync(victim, "utf8")).toBe("unchanged\n");
    expect(lstatSync(path).isFile()).toBe(true);
    for (const guess of guesses) expect(lstatSync(guess).isSymbolicLink()).toBe(true);
  });

  it("a link at the target itself is replaced by the file, not written through", () => {
    const dir = copyForTest();
    const victim = join(outside, "victim-2.txt");
    writeFileSync(victim, "unchanged\n");
    symlinkSync(victim, join(dir, "target.txt"));
    writeFileAtomicSync(join(dir, "target.txt"), "new\n");
    expect(readFileSync(victim, "utf8")).toBe("unchanged\n");
    expect(lstatSync(join(dir, "target.txt")).isFile()).toBe(true);
    expect(readFileSync(join(dir, "target.txt"), "utf8")).toBe("new\n");
  });
});

it("a lock file with an unresolved merge conflict is left as it is by a confirm of one page, in the CLI and the editor, with the reason; confirm --all replaces it", async () => {
  const root = copyForTest();
  const path = join(root, LOCK_PATH);
  const line = readFileSync(path, "utf8").match(/^"faq header": .*$/m)![0];
  const theirs = line.replace(/\["[0-9a-f]{8}"/, `["${shortHash("Fragen, die Stadtwerke stellen")}"`);
  const conflicted = readFileSync(path, "utf8").replace(line, `<<<<<<< HEAD\n${line}\n=======\n${theirs}\n>>>>>>> b`);
  writeFileSync(path, conflicted);
  const marker = conflicted.split("\n").indexOf("<<<<<<< HEAD") + 1;

  const one = await sitegenHere(["translations", "confirm", "content/en/faq.yaml", "--root", root]);
  expect(one.code).toBe(1);
  expect(one.stderr).toContain(`${LOCK_PATH}:${marker}:1  ${LOCK_PATH}: a merge conflict marker`);
  expect(one.stderr).toContain(`\`faq header\` is already confirmed at line ${marker + 1}`);
  expect(one.stderr).toContain(`${LOCK_PATH} was not changed: a confirm would drop the lines it cannot read.`);
  const site = await openDevSite(configFor({ command: "dev", root, codeRoot: repoRoot, out: join(root, "dist") }));
  const editor = editorAnswers({ site, ensure: () => {} });
  const [shown] = editor.problems("faq")!.translations;
  expect(editor.confirm("faq", [{ key: shown!.key, de: shown!.de.text!, en: shown!.en.text! }])).toMatchObject({
    status: 409,
    reason: "lock-unreadable", // for the editor to say in its language
    line: marker,
    message: expect.stringContaining(`line ${marker}: ${LOCK_PATH}: a merge conflict marker`),
  });
  expect(readFileSync(path, "utf8")).toBe(conflicted);

  expect((await sitegenHere(["translations", "confirm", "--all", "--root", root])).code).toBe(0);
  expect(readFileSync(path, "utf8")).not.toMatch(/^(<{7}|={7}|>{7})/m);
});

it("a lock file larger than the reader holds is refused at its first line by translations and the build (exit 1, not a crash); confirm --all writes it anew", async () => {
  const root = copyForTest((r) => truncateSync(join(r, LOCK_PATH), 600 * 1024 * 1024)); // sparse: no 600 MB written
  for (const args of [["translations"], ["build", "--out", join(root, "dist")]]) {
    const run = await sitegenHere([...args, "--root", root]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(`^${LOCK_PATH}:1:1 .* is 600 MB, more than the 128 MB this file may have`, "m"),
    );
  }
  expect((await sitegenHere(["translations", "confirm", "--all", "--root", root])).code).toBe(0);
  expect(statSync(join(root, LOCK_PATH)).size).toBeLessThan(200_000);
});

it("names of Object.prototype in the lock file are page ids and keys like any other: stale warnings at their lines, and the build agrees", async () => {
  const names = ["__proto__", "constructor", "toString"];
  const lines = names.flatMap((n) => [`"${n} title": ["12345678","12345678"]`, `"faq ${n}": ["12345678","12345678"]`]);
  const root = copyForTest((r) =>
    writeFileSync(join(r, LOCK_PATH), `${readFileSync(join(r, LOCK_PATH), "utf8")}${lines.join("\n")}\n`),
  );
  const run = await sitegenHere(["translations", "--root", root]);
  expect(run.code).toBe(0);
  for (const n of names)
    for (const key of [`${n} title`, `faq ${n}`])
      expect(run.stderr).toContain(`confirms \`${key}\`, which no longer exists`);
  expect((await checkSite(root)).ok).toBe(true);
});
