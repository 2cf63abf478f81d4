// The copy is a git repository with a HOME of its own (no git configuration but the repository's).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Changes } from "../../generator/editor/answers.ts";
import { editorOnCopy } from "./editor-served.ts";

const bin = mkdtempSync(join(tmpdir(), "sitegen-git-"));
const saveDuringCommit = join(bin, "save-during-commit");
const pushFirst = join(bin, "push-first"); // the other clone pushes before the editor's push
const home = mkdtempSync(join(tmpdir(), "sitegen-home-"));
const remote = join(bin, "remote.git");
const other = join(bin, "other");
const FAQ = "content/de/faq.yaml";
const gitAt = (at: string, ...args: string[]) => execFileSync("git", ["-C", at, ...args], { encoding: "utf8" });
const gitIn = (...args: string[]) => gitAt(dir, ...args);

const { dir, served } = editorOnCopy((dir) => {
  gitIn("init", "-q");
  gitIn("config", "user.name", "Test Maintainer");
  gitIn("config", "user.email", "maintainer@example.test");
  writeFileSync(join(dir, "notes.txt"), "not a file of the editor\n");
  gitIn("add", "-A");
  gitIn("commit", "-q", "-m", "The site as it was");
  // git as the editor finds it on PATH saves the FAQ once more when it is asked to commit while the mark is there.
  const real = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
  const save = `rm ${saveDuringCommit} && sed -i 's/^header: .*/header: Gespeichert während des Commits/' ${join(dir, FAQ)}`;
  const push = `rm ${pushFirst} && ${real} -C ${other} push -q`;
  const wrapper = `#!/bin/sh\ncase " $* " in *" commit "*) [ -e ${saveDuringCommit} ] && ${save};; *" push "*) [ -e ${pushFirst} ] && ${push};; esac\nexec ${real} "$@"\n`;
  writeFileSync(join(bin, "git"), wrapper, { mode: 0o755 });
  return { environment: { ...process.env, PATH: `${bin}:${process.env.PATH}`, HOME: home, XDG_CONFIG_HOME: home } };
});
afterAll(() => {
  for (const folder of [bin, home]) rmSync(folder, { recursive: true, force: true });
});

async function changes(): Promise<Changes> {
  const res = await served().api<Changes>("changes");
  expect(res.status).toBe(200);
  return res.json;
}
async function commit(message: unknown, files?: string[]) {
  const now = await changes();
  const seen = now.repository
    ? { files: now.files.map((f) => f.path), version: now.version }
    : { files: [], version: "" };
  return served().api("commit", { message, ...seen, ...(files ? { files } : {}) });
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
      const res = await commit("Andere Dateien", files);
      expect(res.status).toBe(409);
      expect(JSON.parse(res.text).message).toContain("no longer the ones shown");
    }
    const old = await changes();
    changeFaq("Fragen, noch einmal geändert");
    const files = old.repository ? old.files.map((f) => f.path) : [];
    const version = old.repository ? old.version : "";
    expect((await served().api("commit", { message: "Veraltet", files, version })).status).toBe(409);
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
        reason: busy,
        message: expect.stringMatching(/with git first.*; until then the editor commits nothing/),
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
      expect(outside).toEqual({
        repository: false,
        reason: "outside",
        message: expect.stringContaining("not in a git"),
      });
      expect((await commit("Ohne Repository")).status).toBe(409);
      writeFileSync(join(dir, ".git"), `gitdir: ${join(dir, ".git-away")}\n`); // as a worktree's .git
      expect(await changes()).toMatchObject({ repository: false, reason: "not-a-folder" });
      expect((await commit("Über einen Verweis")).status).toBe(409);
    } finally {
      rmSync(join(dir, ".git"), { force: true });
      renameSync(join(dir, ".git-away"), join(dir, ".git"));
    }
    expect(commits()).toBe(6);
  });
});

const answer = async (path: string, body: unknown = {}) => {
  const res = await served().api(path, body);
  return { status: res.status, ...res.json };
};
const head = (at = dir) => gitAt(at, "rev-parse", "HEAD").trim();
/** A commit of the other clone, pushed to the remote unless `push` is false. */
function otherCommits(text: string, push = true) {
  gitAt(other, "pull", "-q", "--ff-only");
  writeFileSync(join(other, "notes.txt"), `${text}\n`);
  gitAt(other, "commit", "-q", "-am", text);
  if (push) gitAt(other, "push", "-q");
}

describe("the identity git commits under, and publishing", () => {
  it("asks for a name and e-mail when git has none, leaves nothing staged, and writes them to .git/config only", async () => {
    gitIn("config", "--unset", "user.name");
    gitIn("config", "--unset", "user.email");
    changeFaq("Fragen ohne Namen");
    const refused = await commit("Ohne Namen");
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.text)).toMatchObject({ reason: "identity" });
    expect(refused.text).not.toMatch(/Please tell me|Author identity/);
    expect(gitIn("status", "--porcelain", "--", "content")).toBe(` M ${FAQ}\n`); // changed, not staged
    for (const bad of [
      { name: "", email: "a@b.example" },
      { name: "Zeile\nuser.email=x", email: "a@b.example" },
      { name: "A", email: "keine Adresse" },
      { name: "A", email: "a@b.example", global: true },
    ])
      expect((await served().api("identity", bad)).status, JSON.stringify(bad)).toBe(400);
    const name = "--global Jana Müller";
    expect(await answer("identity", { name, email: " jana@stadtwerke.example " })).toEqual({ status: 200 });
    expect(gitIn("config", "--local", "user.name")).toBe(`${name}\n`);
    expect(gitIn("config", "--local", "user.email")).toBe("jana@stadtwerke.example\n");
    expect(readdirSync(home)).toEqual([]); // no global configuration written
    expect((await commit("Mit Namen")).status).toBe(200);
    expect(gitIn("log", "-1", "--format=%an <%ae>")).toBe(`${name} <jana@stadtwerke.example>\n`);
  });

  it("says there is no upstream before the branch has one", async () => {
    expect(await answer("publish")).toMatchObject({ status: 409, reason: "no-upstream" });
  });

  it("pushes the branch to its upstream, says so, and has nothing to do the second time", async () => {
    execFileSync("git", ["init", "-q", "--bare", remote]);
    gitIn("remote", "add", "origin", remote);
    gitIn("push", "-q", "-u", "origin", "HEAD");
    execFileSync("git", ["clone", "-q", remote, other]);
    changeFaq("Fragen, veröffentlicht");
    expect((await commit("Zum Veröffentlichen")).status).toBe(200);
    const now = await changes();
    expect(now.repository && now.upstream).toEqual({ name: expect.stringMatching(/^origin\//), ahead: 1 });
    expect(await answer("publish")).toMatchObject({ status: 200, done: "pushed", commits: 1 });
    expect(head(remote)).toBe(head());
    expect(await answer("publish")).toMatchObject({ status: 200, done: "current", commits: 0 });
  });

  it("reports a push the remote refuses with its words, and publishes nothing", async () => {
    const hook = join(remote, "hooks", "pre-receive");
    writeFileSync(hook, "#!/bin/sh\necho 'Der Branch ist geschützt.' >&2\nexit 1\n", { mode: 0o755 });
    changeFaq("Fragen, abgelehnt");
    expect((await commit("Abgelehnt")).status).toBe(200);
    const before = head(remote);
    expect(await answer("publish")).toMatchObject({
      status: 422,
      reason: "refused",
      said: expect.stringContaining("Der Branch ist geschützt."),
    });
    expect(head(remote)).toBe(before);
    rmSync(hook);
  });

  it("never forces: a remote that moved on meanwhile is reported, though the configuration would force", async () => {
    gitIn("config", "remote.origin.push", "+refs/heads/*:refs/heads/*");
    otherCommits("Eine Notiz von nebenan", false);
    writeFileSync(pushFirst, "");
    expect(await answer("publish")).toMatchObject({ status: 409, reason: "moved" });
    expect(gitAt(remote, "log", "-1", "--format=%s")).toBe("Eine Notiz von nebenan\n");
    gitIn("config", "--unset", "remote.origin.push");
  });

  it("leaves a diverged branch to a developer, losing nothing, and publishes after the merge", async () => {
    const [mine, theirs] = [head(), head(remote)];
    const file = readFileSync(join(dir, FAQ), "utf8");
    expect(await answer("publish")).toMatchObject({ status: 409, reason: "diverged" });
    expect([head(), head(remote), readFileSync(join(dir, FAQ), "utf8")]).toEqual([mine, theirs, file]);
    gitIn("merge", "-q", "--no-edit", "@{upstream}"); // as a developer would
    expect(await answer("publish")).toMatchObject({ status: 200, done: "pushed", commits: 2 });
    expect(head(remote)).toBe(head());
  });

  it("fast-forwards a branch that is only behind, keeping changes not committed", async () => {
    otherCommits("Noch eine Notiz von nebenan");
    changeFaq("Fragen, noch nicht committet");
    expect(await answer("publish")).toMatchObject({ status: 200, done: "updated", commits: 1 });
    expect(head()).toBe(head(remote));
    expect(readFileSync(join(dir, "notes.txt"), "utf8")).toBe("Noch eine Notiz von nebenan\n");
    expect(readFileSync(join(dir, FAQ), "utf8")).toMatch(/^header: Fragen, noch nicht committet$/m);
  });
});
