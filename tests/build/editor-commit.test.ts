// The editor's "Changes" view as a careless or hostile request meets it: no token, a foreign Origin, a cross-site
// fetch, an oversized body, a bad message, a list of files other than git's, a repository that is not the
// project's own. Each is refused and nothing is committed; a good commit takes exactly the files listed and
// nothing else the index holds. Runs the editor's handler in the real file server on a copy of the project made
// into a git repository.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Changes } from "../../generator/editor/changes.ts";
import { EDIT } from "../../generator/editor/editor-server.ts";
import { serveEditor, type ServedEditor } from "./editor-served.ts";
import { copyProject } from "./project.ts";

const dir = copyProject();
const bin = mkdtempSync(join(tmpdir(), "sitegen-git-"));
const saveDuringCommit = join(bin, "save-during-commit");
const FAQ = "content/de/faq.yaml";
let editorServer: ServedEditor;
let base: string;
let token: string;
/** A raw request to the editor's `path` (api/…), so Origin and Sec-Fetch-Site are exactly what the test says. */
const send = (method: string, path: string, headers: Record<string, string>, body = "") =>
  editorServer.send(method, `${EDIT}${path}`, headers, body);

const gitIn = (...args: string[]) => execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" });

beforeAll(async () => {
  gitIn("init", "-q");
  gitIn("config", "user.name", "Test Maintainer");
  gitIn("config", "user.email", "maintainer@example.test");
  writeFileSync(join(dir, "notes.txt"), "not a file of the editor\n");
  gitIn("add", "-A");
  gitIn("commit", "-q", "-m", "The site as it was");
  // git as the editor finds it on PATH saves the FAQ once more when it is asked to commit while the mark is there.
  const real = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
  const save = `rm ${saveDuringCommit} && sed -i 's/^header: .*/header: Gespeichert während des Commits/' ${join(dir, FAQ)}`;
  const wrapper = `#!/bin/sh\ncase " $* " in *" commit "*) [ -e ${saveDuringCommit} ] && ${save};; esac\nexec ${real} "$@"\n`;
  writeFileSync(join(bin, "git"), wrapper, { mode: 0o755 });
  editorServer = await serveEditor(dir, { environment: { ...process.env, PATH: `${bin}:${process.env.PATH}` } });
  ({ base, token } = editorServer);
}, 120_000);

afterAll(async () => {
  await editorServer.close();
  for (const folder of [dir, bin]) rmSync(folder, { recursive: true, force: true });
});

const writeHeaders = () => ({ Origin: base, "X-Sitegen-Token": token, "Content-Type": "application/json" });
async function changes(): Promise<Changes> {
  const res = await send("GET", "api/changes", { "X-Sitegen-Token": token });
  expect(res.status).toBe(200);
  return JSON.parse(res.text) as Changes;
}
async function commit(message: unknown, headers = writeHeaders(), files?: string[]) {
  const now = await changes();
  const seen = now.repository
    ? { files: now.files.map((f) => f.path), version: now.version }
    : { files: [], version: "" };
  return send("POST", "api/commit", headers, JSON.stringify({ message, ...seen, ...(files ? { files } : {}) }));
}
const commits = () => Number(gitIn("rev-list", "--count", "HEAD").trim());
const changeFaq = (text: string) =>
  writeFileSync(join(dir, FAQ), readFileSync(join(dir, FAQ), "utf8").replace(/^header: .*$/m, `header: ${text}`));

describe("the editor's Changes view", () => {
  it("lists the editor's changed and new files with their diffs, and nothing else", async () => {
    changeFaq("Fragen, geändert");
    writeFileSync(join(dir, "content/de/neu.yaml"), "title: Neu\n");
    writeFileSync(join(dir, "notes.txt"), "changed, but not by the editor\n");
    const now = await changes();
    expect(now.repository).toBe(true);
    if (!now.repository) return;
    expect(now.files.map((f) => [f.path, f.state])).toEqual([
      ["content/de/faq.yaml", "changed"],
      ["content/de/neu.yaml", "new"],
    ]);
    expect(now.files[0]!.diff).toMatch(/^@@ /);
    expect(now.files[0]!.diff).toContain("\n+header: Fragen, geändert\n");
    expect(now.files[1]!.diff).toContain("+title: Neu");
  });

  it("refuses a read or a commit without the token or with a wrong one", async () => {
    expect((await send("GET", "api/changes", {})).status).toBe(403);
    expect((await send("GET", "api/changes", { "X-Sitegen-Token": "x".repeat(token.length) })).status).toBe(403);
    const wrong = await commit("Ohne Schlüssel", { ...writeHeaders(), "X-Sitegen-Token": `${token.slice(0, -1)}x` });
    expect(wrong.status).toBe(403);
    const none = await commit("Ohne Schlüssel", { Origin: base, "Content-Type": "application/json" } as never);
    expect(none.status).toBe(403);
    expect(commits()).toBe(1);
  });

  it("refuses a commit from another origin, cross-site or without Origin", async () => {
    for (const headers of [
      { ...writeHeaders(), Origin: "http://evil.example" },
      { ...writeHeaders(), Origin: "null" },
      { ...writeHeaders(), "Sec-Fetch-Site": "cross-site" },
      { "X-Sitegen-Token": token, "Content-Type": "application/json" },
    ]) {
      const res = await commit("Von außen", headers as ReturnType<typeof writeHeaders>);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(commits()).toBe(1);
  });

  it("refuses an oversized body and another content type", async () => {
    expect((await send("POST", "api/commit", writeHeaders(), "x".repeat(1024 * 1024 + 1))).status).toBe(413);
    const plain = { ...writeHeaders(), "Content-Type": "text/plain" };
    expect((await send("POST", "api/commit", plain, '{"message":"m","files":[],"version":""}')).status).toBe(415);
    expect(commits()).toBe(1);
  });

  it.each([
    ["is empty", ""],
    ["holds only blanks", "   \n\t"],
    ["is longer than 2,000 characters", "x".repeat(2001)],
    ["holds a NUL", "Zeile\0Zeile"],
    ["holds a lone surrogate", "kaputt \ud800"],
    ["is no text", 42],
  ])("refuses a message that %s", async (_why, message) => {
    const res = await commit(message);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).message).toMatch(/^A commit holds its message/);
    expect(commits()).toBe(1);
  });

  it("refuses with 409 when the files sent are not the ones git reports now, or their diffs changed", async () => {
    for (const files of [["content/de/faq.yaml"], ["content/de/faq.yaml", "content/de/neu.yaml", "notes.txt"]]) {
      const res = await commit("Andere Dateien", writeHeaders(), files);
      expect(res.status).toBe(409);
      expect(JSON.parse(res.text).message).toContain("no longer the ones shown");
    }
    const old = await changes();
    changeFaq("Fragen, noch einmal geändert");
    const files = old.repository ? old.files.map((f) => f.path) : [];
    const body = JSON.stringify({ message: "Veraltet", files, version: old.repository ? old.version : "" });
    expect((await send("POST", "api/commit", writeHeaders(), body)).status).toBe(409);
    expect(commits()).toBe(1);
  });

  it("commits exactly the files listed, with the message as given, leaving other staged files alone", async () => {
    gitIn("add", "notes.txt"); // staged by someone else: not the editor's to commit
    const message = "--amend Die FAQ-Überschrift; $(touch pwned)";
    const res = await commit(message);
    expect(res.status, res.text).toBe(200);
    const answer = JSON.parse(res.text) as { hash: string; subject: string; files: string[] };
    expect(answer.subject).toBe(message);
    expect(answer.hash).toBe(gitIn("rev-parse", "--short", "HEAD").trim());
    expect(gitIn("log", "-1", "--format=%s%n%an")).toBe(`${message}\nTest Maintainer\n`);
    expect(gitIn("show", "--name-only", "--format=", "HEAD").trim().split("\n")).toEqual([FAQ, "content/de/neu.yaml"]);
    expect(gitIn("status", "--porcelain")).toBe("M  notes.txt\n");
    expect(existsSync(join(dir, "pwned"))).toBe(false);
    expect(commits()).toBe(2);
  });

  it("commits the version shown, though the file is saved again while git commits", async () => {
    changeFaq("Fragen, so gezeigt");
    writeFileSync(saveDuringCommit, "");
    expect((await commit("Wie gezeigt")).status).toBe(200);
    expect(gitIn("show", `HEAD:${FAQ}`)).toMatch(/^header: Fragen, so gezeigt$/m);
    expect(readFileSync(join(dir, FAQ), "utf8")).toMatch(/^header: Gespeichert während des Commits$/m);
    expect(gitIn("status", "--porcelain", "--", FAQ)).toBe(` M ${FAQ}\n`); // the later save, still to commit
    gitIn("commit", "-q", "-am", "The save made during the commit");
  });

  it("lists an untracked file of 21 MB with its diff cut, and commits it", async () => {
    const big = "content/de/gross.yaml";
    writeFileSync(join(dir, big), `text: ${"x".repeat(21 * 1024 * 1024)}\n`);
    const now = await changes();
    const file = now.repository ? now.files.find((f) => f.path === big) : undefined;
    expect(file).toMatchObject({ state: "new", cut: true });
    expect(file!.diff.length).toBeLessThanOrEqual(200_000);
    expect((await commit("Eine große Datei")).status).toBe(200);
    rmSync(join(dir, big));
    gitIn("commit", "-q", "-am", "Without the large file");
  });

  it("says so when there is nothing to commit", async () => {
    const now = await changes();
    expect(now.repository && now.files).toEqual([]);
    const res = await commit("Nichts");
    expect(res.status).toBe(409);
    expect(JSON.parse(res.text).message).toMatch(/^Nothing to commit/);
    expect(commits()).toBe(6);
  });

  it.each([
    [
      "a rebase stopped at a commit",
      "rebase",
      ["-c", "sequence.editor=sed -i s/^pick/edit/", "rebase", "-q", "-i", "HEAD~1"],
      ["rebase", "--abort"],
    ],
    ["a bisect", "bisect", ["bisect", "start"], ["bisect", "reset"]],
    ["a detached HEAD", "detached", ["checkout", "-q", "--detach"], ["checkout", "-q", "-"]],
  ])("offers nothing during %s, and says why", async (_, busy, start, end) => {
    gitIn(...start);
    try {
      changeFaq("Fragen mitten in git");
      expect(await changes()).toEqual({
        repository: false,
        busy,
        message: expect.stringContaining("finish it with git"),
      });
      expect((await commit("Mitten drin")).status).toBe(409);
    } finally {
      gitIn(...end);
    }
    expect(commits()).toBe(6);
    expect((await changes()).repository).toBe(true);
  });

  it("offers nothing outside a repository or when .git is not the project's own folder", async () => {
    changeFaq("Fragen ohne Repository");
    renameSync(join(dir, ".git"), join(dir, ".git-away"));
    try {
      const outside = await changes();
      expect(outside).toEqual({ repository: false, message: expect.stringContaining("not in a git repository") });
      expect((await commit("Ohne Repository")).status).toBe(409);
      writeFileSync(join(dir, ".git"), `gitdir: ${join(dir, ".git-away")}\n`); // as a worktree's .git
      expect(await changes()).toEqual({ repository: false, message: expect.stringContaining("not a folder") });
      expect((await commit("Über einen Verweis")).status).toBe(409);
    } finally {
      rmSync(join(dir, ".git"), { force: true });
      renameSync(join(dir, ".git-away"), join(dir, ".git"));
    }
    expect(commits()).toBe(6);
  });
});
