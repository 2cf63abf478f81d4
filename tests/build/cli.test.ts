// The CLI as a maintainer runs it: exit codes, printed problems, and dist/ left exactly as it was.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { progressLine } from "../../generator/cli/build-command.ts";
import { copyForTest, edit, hashTree, lineOf, sitegen, sitegenHere } from "./project.ts";

/** `sitegen build` in its own process, exit status and all, as a maintainer runs it. */
const build = (dir: string, ...args: string[]) => sitegen(["build", "--root", dir, ...args], { cwd: dir });
/** The same through the CLI's main() in this process, for what is printed rather than the process. */
const buildHere = (dir: string, ...args: string[]) => sitegenHere(["build", "--root", dir, ...args], { cwd: dir });

function broken(dir: string): string {
  edit(dir, "content/de/faq.yaml", "header: Häufige Fragen", "header: Häufige: Fragen");
  edit(dir, "content/en/home.yaml", "{figures.heroHeatKwhPerDay}", "{figures.nope}");
  return dir;
}

describe("sitegen build", () => {
  it("builds and prints a one-line summary with pages per language, bytes and time", async () => {
    const result = await build(copyForTest());
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Built 29 pages \(15 German, 14 English\), \d+ files, \d+ KiB into .*dist in \d+ ms/,
    );
  });

  it("on a broken file prints every problem located, exits 1 without a stack, and leaves dist/ byte-identical", async () => {
    const dir = copyForTest();
    expect((await buildHere(dir, "--quiet")).code).toBe(0); // the previous build, made in this process
    const before = hashTree(join(dir, "dist"));
    const result = await build(broken(dir));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(
        `^content/de/faq\\.yaml:${lineOf("content/de/faq.yaml", "header: ")}:\\d+ {2}.*\\[YamlSyntax\\]$`,
        "m",
      ),
    );
    expect(result.stderr).toMatch(
      /^content\/en\/home\.yaml:\d+:\d+ {2}unknown placeholder `\{figures\.nope\}` +\[UnknownPlaceholder\]$/m,
    );
    expect(result.stderr).toContain(
      "2 problems in 2 files. Nothing was written; dist/ still holds the previous build.",
    );
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(hashTree(join(dir, "dist"))).toBe(before);
  });

  it("prints the summary as JSON with --json, the marked values and the translation counts included", async () => {
    const result = await buildHere(copyForTest(), "--json");
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(json).toMatchObject({ ok: true, pages: { de: 15, en: 14 } });
    for (const key of ["files", "bytes", "ms", "processMs"]) expect(typeof json[key], key).toBe("number");
    // The same numbers the text summary prints, so a CI step need not parse it.
    const text = await buildHere(copyForTest());
    const marked = /(\d+) values marked # PLACEHOLDER and (\d+) marked # CONFIRM/.exec(text.stdout)!;
    expect(json["marked"]).toEqual({ placeholders: Number(marked[1]), unconfirmed: Number(marked[2]) });
    const inSync = Number(/translations: (\d+) in sync/.exec(text.stdout)![1]);
    expect(json["translations"]).toMatchObject({ counts: { "in-sync": inSync } });
  });

  it("reports a file in the way of the output folder as what it is: exit 1, the path, no stack, not a bug", async () => {
    const dir = copyForTest();
    writeFileSync(join(dir, "not-a-folder"), "");
    const result = await buildHere(dir, "--out", join(dir, "not-a-folder", "dist"));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^could not build: .*not-a-folder.*: a part of the path is a file, not a folder \(ENOTDIR\)\. The previous .*not-a-folder\/dist\/ was kept\.$/m,
    );
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(result.stderr).not.toContain("internal error");
  });

  it("answers --help of every command, and -h whatever else is given, with exit 0; no command with the list of commands and exit 2", async () => {
    const names = ["build", "check", "dev", "preview", "translations"];
    for (const name of names)
      for (const args of [["--help"], ["--nonsense", "-h"]]) {
        const help = await sitegenHere([name, ...args]);
        expect(help.code, `${name} ${args.join(" ")}`).toBe(0);
        expect(help.stdout).toMatch(new RegExp(`^sitegen ${name}: `));
        expect(help.stdout).toContain("  -h, --help");
      }
    const none = await sitegenHere([]);
    expect(none.code).toBe(2);
    for (const name of names) expect(none.stderr).toMatch(new RegExp(`^ {2}${name} `, "m"));
  });
});

describe("the progress line of a long build", () => {
  /** A clock the test moves, and a stream that records what was written. */
  function fake(isTTY: boolean) {
    let t = 0;
    const written: string[] = [];
    const progress = progressLine(
      { isTTY, write: (text: string | Uint8Array) => written.push(String(text)) > 0 },
      () => t,
    );
    return { progress, written, at: (ms: number) => (t = ms) };
  }

  it("says nothing during the first second, then counts pages; in a log at most every 5 seconds", () => {
    const { progress, written, at } = fake(false);
    at(400);
    progress.pages(500, 10_006);
    expect(written).toEqual([]);
    at(1200);
    progress.pages(1_536, 10_006);
    at(3000);
    progress.pages(3_000, 10_006); // too soon after the last line for a log
    at(6300);
    progress.pages(7_040, 10_006);
    progress.done();
    expect(written).toEqual(["building… 1,536 of 10,006 pages\n", "building… 7,040 of 10,006 pages\n"]);
  });

  it("on a terminal rewrites one line in place and clears it at the end", () => {
    const { progress, written, at } = fake(true);
    at(1100);
    progress.pages(100, 200);
    at(1300);
    progress.pages(180, 200);
    progress.done();
    expect(written).toEqual([
      "\r\x1b[2Kbuilding… 100 of 200 pages",
      "\r\x1b[2Kbuilding… 180 of 200 pages",
      "\r\x1b[2K",
    ]);
  });
});
