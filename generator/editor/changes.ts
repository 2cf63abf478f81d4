// The editor's "Changes" view on the server: the files the editor writes (site.yaml, published.yaml, the YAML
// files under content/ and the translations' lock file) that differ from the last commit, each with its diff,
// and the commit of exactly those files with the maintainer's message. The paths are git's, read at that
// moment; a request only says which files and which version of their diffs the maintainer saw, and a commit
// of anything else is refused. Nothing is ever pushed; other files, staged or not, are left as they are.
import { createHash } from "node:crypto";
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

export type Changes =
  | { readonly repository: false; readonly message: string }
  | { readonly repository: true; readonly files: readonly ChangedFile[]; readonly version: string };

export type CommitResult =
  | { readonly status: 200; readonly hash: string; readonly subject: string; readonly files: readonly string[] }
  | { readonly status: 409 | 422; readonly message: string };

/** The pathspecs every status is limited to; `isEditorFile` then keeps only what the editor itself writes. */
const PATHS = ["site.yaml", "published.yaml", "content"];
const MAX_DIFF = 200_000; // characters of one file's diff sent to the view
const LOCK = "content/translations.lock.yaml";

interface Entry {
  readonly path: string;
  readonly index: string; // X of `git status --porcelain`: the index against HEAD
  readonly tree: string; // Y: the working tree against the index ("?" for an untracked file)
}

/** True for the files the editor may write, and so may list and commit. */
export function isEditorFile(path: string): boolean {
  return path === "published.yaml" || path === LOCK || isWritablePath(path);
}

/** The editor's files changed since the last commit with their diffs, or why there is no repository to ask. */
export async function readChanges(repo: GitRepo): Promise<Changes> {
  const why = await notARepository(repo);
  if (why !== undefined) return { repository: false, message: why };
  const { entries, head } = await status(repo);
  const files: ChangedFile[] = [];
  for (const entry of entries) files.push(await changedFile(repo, entry, head));
  return { repository: true, files, version: versionOf(files) };
}

let committing: Promise<unknown> = Promise.resolve(); // one commit at a time in this process

/** Commits the files `readChanges` lists now, if they are the ones (and the diffs) the request saw. */
export function commitChanges(repo: GitRepo, request: CommitRequest): Promise<CommitResult> {
  const run = committing.then(() => commitNow(repo, request));
  committing = run.catch(() => undefined);
  return run;
}

async function commitNow(repo: GitRepo, request: CommitRequest): Promise<CommitResult> {
  const now = await readChanges(repo);
  if (!now.repository) return { status: 409, message: now.message };
  if (now.files.length === 0)
    return { status: 409, message: "Nothing to commit: no file the editor writes has changed since the last commit." };
  const paths = now.files.map((f) => f.path);
  const seen = [...new Set(request.files)].sort();
  if (seen.length !== paths.length || seen.some((p, i) => p !== paths[i]) || request.version !== now.version)
    return {
      status: 409,
      message:
        "The changes are no longer the ones shown (a file was saved meanwhile); nothing was committed. Look at them again, then commit.",
    };
  const { entries } = await status(repo);
  // A change already in the index needs no add; `git add` of a path git no longer knows would fail.
  const unstaged = entries.filter((e) => e.tree !== " ").map((e) => e.path);
  if (unstaged.length > 0) {
    const added = await git(repo, ["add", "--all", "--", ...unstaged]);
    if (added.code !== 0) return refusedBy("add", added.stderr);
  }
  // --only: exactly these paths, whatever else the index holds.
  const committed = await git(repo, ["commit", "--only", "-m", request.message, "--", ...paths], 120_000);
  if (committed.code !== 0) return refusedBy("commit", committed.stderr || committed.stdout);
  const hash = await git(repo, ["rev-parse", "--short", "HEAD"]);
  const subject = await git(repo, ["log", "-1", "--format=%s"]);
  return { status: 200, hash: hash.stdout.trim(), subject: subject.stdout.trim(), files: paths };
}

function refusedBy(command: string, output: string): CommitResult {
  const said = output.trim().split("\n").slice(0, 12).join("\n");
  return { status: 422, message: `git ${command} refused, so nothing was committed. git said:\n${said}` };
}

/** The editor's files in `git status`, sorted by path, and whether the repository has a commit yet. */
async function status(repo: GitRepo): Promise<{ entries: Entry[]; head: boolean }> {
  const args = ["status", "--porcelain=v1", "-z", "--no-renames", "--untracked-files=all", "--", ...PATHS];
  const run = await git(repo, args);
  if (run.code !== 0) throw new Error(`git status failed: ${run.stderr.trim()}`);
  const entries: Entry[] = [];
  for (const record of run.stdout.split("\0")) {
    if (record.length < 4) continue;
    const path = record.slice(3);
    if (isEditorFile(path)) entries.push({ path, index: record[0]!, tree: record[1]! });
  }
  entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const head = (await git(repo, ["rev-parse", "--verify", "--quiet", "HEAD"])).code === 0;
  return { entries, head };
}

async function changedFile(repo: GitRepo, entry: Entry, head: boolean): Promise<ChangedFile> {
  const untracked = entry.index === "?";
  const state =
    untracked || entry.index === "A" ? "new" : entry.index === "D" || entry.tree === "D" ? "deleted" : "changed";
  const plain = ["--no-color", "--no-ext-diff", "--no-textconv"];
  // An untracked file (or any file before the first commit) is shown whole, as added lines.
  const run =
    untracked || !head
      ? await git(repo, ["diff", "--no-index", ...plain, "--", "/dev/null", entry.path])
      : await git(repo, ["diff", ...plain, "HEAD", "--", entry.path]);
  const text = run.code === 0 || run.code === 1 ? hunks(run.stdout) : "";
  return text.length > MAX_DIFF
    ? { path: entry.path, state, diff: text.slice(0, MAX_DIFF), cut: true }
    : { path: entry.path, state, diff: text };
}

/** git's diff without its header lines (paths, modes, object ids): from the first hunk, or its "Binary files" line. */
function hunks(diff: string): string {
  const start = diff.search(/^(?:@@|Binary files)/m);
  return start < 0 ? "" : diff.slice(start);
}

function versionOf(files: readonly ChangedFile[]): string {
  return createHash("sha256").update(JSON.stringify(files)).digest("hex").slice(0, 32);
}
