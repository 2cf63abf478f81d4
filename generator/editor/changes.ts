// The editor's "Changes" view on the server: the files the editor writes (site.yaml, published.yaml, the YAML
// files under content/ and the translations' lock file) that differ from the last commit, each with its diff,
// and the commit of exactly those files with the maintainer's message. The files are taken into an index of
// their own (the last commit, and these files as they are now), which the diffs are read from and which is
// committed: a save after the list was read changes neither. A request only says which files and which version
// the maintainer saw, and a commit of anything else is refused. Nothing is ever pushed; other files, staged or
// not, and the repository's own index are left as they are. Nothing is offered while git is in the middle of
// something (a rebase, a merge …) or no branch is checked out.
import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { git, notARepository, type GitRepo } from "./git.ts";
import type { CommitRequest } from "./requests.ts";
import { isWritablePath } from "./save.ts";

/** One changed file as the view shows it; `diff` is git's unified diff from its first hunk on. */
export interface ChangedFile {
  readonly path: string;
  readonly state: "changed" | "new" | "deleted";
  readonly diff: string;
  /** The diff was longer than the view shows; `diff` holds its start. */
  readonly cut?: true;
}

/** What git is in the middle of, by the file it keeps meanwhile; "detached" when no branch is checked out. */
export type GitBusy = "rebase" | "merge" | "cherry-pick" | "revert" | "bisect" | "detached";
const BUSY: readonly (readonly [string, GitBusy])[] = [
  ["rebase-merge", "rebase"],
  ["rebase-apply", "rebase"],
  ["MERGE_HEAD", "merge"],
  ["CHERRY_PICK_HEAD", "cherry-pick"],
  ["REVERT_HEAD", "revert"],
  ["BISECT_LOG", "bisect"],
];

export type Changes =
  | { readonly repository: false; readonly message: string; readonly busy?: GitBusy }
  | { readonly repository: true; readonly files: readonly ChangedFile[]; readonly version: string };

export type CommitResult =
  | { readonly status: 200; readonly hash: string; readonly subject: string; readonly files: readonly string[] }
  | { readonly status: 409 | 422; readonly message: string };

/** The pathspecs every status is limited to; `isEditorFile` then keeps only what the editor itself writes. */
const PATHS = ["site.yaml", "published.yaml", "content"];
const MAX_DIFF = 200_000; // characters of one file's diff sent to the view
const MAX_DIFFS = 2_000_000; // characters of all diffs together
const LOCK = "content/translations.lock.yaml";

/** True for the files the editor may write, and so may list and commit. */
export function isEditorFile(path: string): boolean {
  return path === "published.yaml" || path === LOCK || isWritablePath(path);
}

/** The editor's files changed since the last commit with their diffs, or why there is nothing to show. */
export async function readChanges(repo: GitRepo): Promise<Changes> {
  const taken = await takeChanges(repo);
  await taken.drop?.();
  return taken.changes;
}

let committing: Promise<unknown> = Promise.resolve(); // one commit at a time in this process

/** Commits the files `readChanges` lists now, if they are the ones (and the version) the request saw. */
export function commitChanges(repo: GitRepo, request: CommitRequest): Promise<CommitResult> {
  const run = committing.then(() => commitNow(repo, request));
  committing = run.catch(() => undefined);
  return run;
}

async function commitNow(repo: GitRepo, request: CommitRequest): Promise<CommitResult> {
  const { changes: now, index, drop } = await takeChanges(repo);
  try {
    if (!now.repository) return { status: 409, message: now.message };
    if (now.files.length === 0)
      return {
        status: 409,
        message: "Nothing to commit: no file the editor writes has changed since the last commit.",
      };
    const paths = now.files.map((f) => f.path);
    const seen = [...new Set(request.files)].sort();
    if (seen.length !== paths.length || seen.some((p, i) => p !== paths[i]) || request.version !== now.version)
      return {
        status: 409,
        message:
          "The changes are no longer the ones shown (a file was saved meanwhile); nothing was committed. Look at them again, then commit.",
      };
    // The index taken holds the last commit and exactly the versions shown.
    const committed = await git(repo, ["commit", "-m", request.message], { index, timeout: 120_000 });
    if (committed.code !== 0) return refusedBy("commit", committed.stderr || committed.stdout);
    // The repository's index takes the committed versions of these paths, as `git commit --only` leaves it.
    await git(repo, ["reset", "-q", "--", ...paths]);
    const hash = await git(repo, ["rev-parse", "--short", "HEAD"]);
    const subject = await git(repo, ["log", "-1", "--format=%s"]);
    return { status: 200, hash: hash.stdout.trim(), subject: subject.stdout.trim(), files: paths };
  } finally {
    await drop?.();
  }
}

function refusedBy(command: string, output: string): CommitResult {
  const said = output.trim().split("\n").slice(0, 12).join("\n");
  return { status: 422, message: `git ${command} refused, so nothing was committed. git said:\n${said}` };
}

/**
 * The changes as an index of their own (a temporary file, removed by `drop`): the last commit with the editor's
 * changed files added as they are now, and the list and diffs read from it.
 */
async function takeChanges(repo: GitRepo): Promise<{ changes: Changes; index?: string; drop?(): Promise<void> }> {
  const why = await notARepository(repo);
  if (why !== undefined) return { changes: { repository: false, message: why } };
  const busy = await busyWith(repo);
  if (busy !== undefined) return { changes: { repository: false, busy, message: busyMessage(busy) } };
  const entries = await status(repo);
  const head = (await git(repo, ["rev-parse", "--verify", "--quiet", "HEAD"])).stdout.trim();
  if (entries.length === 0) return { changes: { repository: true, files: [], version: head } };
  const folder = await mkdtemp(join(tmpdir(), "sitegen-commit-"));
  const index = join(folder, "index");
  const drop = () => rm(folder, { recursive: true, force: true });
  try {
    const paths = entries.map((e) => e.path);
    for (const args of [head ? ["read-tree", head] : ["read-tree", "--empty"], ["add", "--all", "--", ...paths]]) {
      const run = await git(repo, args, { index });
      if (run.code !== 0) throw new Error(`git ${args[0]} failed: ${run.stderr.trim()}`);
    }
    const tree = (await git(repo, ["write-tree"], { index })).stdout.trim();
    const diffs = await diffsOf(repo, index, head, paths);
    const files = entries.map(({ path, state }) => ({ path, state, ...(diffs.get(path) ?? { diff: "" }) }));
    const version = createHash("sha256").update(`${head} ${tree}`).digest("hex").slice(0, 32);
    return { changes: { repository: true, files, version }, index, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** The refusal in English for tools; the view says it in the editor's language. */
const busyMessage = (busy: GitBusy) =>
  `${busy === "detached" ? "No branch is checked out (a detached HEAD)" : `A ${busy} is in progress in this repository`}: finish it with git first; the editor commits nothing meanwhile.`;

/** What git is in the middle of in the project's repository (its own .git folder), if anything. */
async function busyWith(repo: GitRepo): Promise<GitBusy | undefined> {
  const kept = new Set(await readdir(join(repo.root, ".git")));
  const busy = BUSY.find(([file]) => kept.has(file))?.[1];
  return busy ?? ((await git(repo, ["symbolic-ref", "-q", "HEAD"])).code === 0 ? undefined : "detached");
}

/** The editor's files in `git status`, sorted by path, with the state the view shows. */
async function status(repo: GitRepo): Promise<{ path: string; state: ChangedFile["state"] }[]> {
  const args = ["status", "--porcelain=v1", "-z", "--no-renames", "--untracked-files=all", "--", ...PATHS];
  const run = await git(repo, args);
  if (run.code !== 0) throw new Error(`git status failed: ${run.stderr.trim()}`);
  const entries: { path: string; state: ChangedFile["state"] }[] = [];
  for (const record of run.stdout.split("\0")) {
    const [x, y, path] = [record[0], record[1], record.slice(3)]; // X: the index against HEAD, Y: the working tree
    if (record.length < 4 || !isEditorFile(path)) continue;
    const state = x === "?" || x === "A" ? "new" : x === "D" || y === "D" ? "deleted" : "changed";
    entries.push({ path, state });
  }
  return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Each file's diff in the index taken against the last commit, without git's header lines: from its first hunk (or
 * its "Binary files" line), cut at MAX_DIFF characters and all of them at MAX_DIFFS. Read as git writes it, so a
 * file of any size costs no more than what is kept.
 */
async function diffsOf(repo: GitRepo, index: string, head: string, paths: readonly string[]) {
  const diffs = new Map<string, { diff: string; cut?: true }>();
  let file: { diff: string; cut?: true } | undefined;
  let hunks = false; // past the file's header lines
  let total = 0;
  const take = (line: string) => {
    const header = /^diff --git a\/(\S+) b\//.exec(line);
    if (header) {
      diffs.set(header[1]!, (file = { diff: "" }));
      hunks = false;
    } else if (file && !file.cut && (hunks ||= /^(?:@@|Binary files)/.test(line))) {
      if (file.diff.length + line.length > MAX_DIFF || total + line.length > MAX_DIFFS) file.cut = true;
      else [file.diff, total] = [file.diff + line, total + line.length];
    }
  };
  let rest = "";
  let skipping = false; // inside a line longer than any diff shown
  const read = (chunk: string) => {
    const text = rest + chunk;
    let from = 0;
    for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", from)) {
      if (!skipping) take(text.slice(from, end + 1));
      [skipping, from] = [false, end + 1];
    }
    rest = text.slice(from);
    if (rest.length <= MAX_DIFF) return;
    if (file) file.cut = true;
    [rest, skipping] = ["", true];
  };
  const plain = ["--no-color", "--no-ext-diff", "--no-textconv"];
  await git(repo, ["diff", "--cached", ...plain, ...(head ? [head] : []), "--", ...paths], { index, read });
  if (!skipping) take(rest);
  return diffs;
}
