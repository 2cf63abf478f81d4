// The editor's "Changes" view on the server: the files the editor writes that differ from the last commit, with
// their diffs, committed through an index of their own (docs/architecture.md, 16): a request names the files and
// version the maintainer saw, and a commit of anything else, or under no name and e-mail of the maintainer's (git
// would make one up), is refused. Nothing is offered while git is in the middle of something. Publishing pushes
// the branch to its upstream after a fetch, never forced: only behind is fast-forwarded, diverged is refused.
import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ChangedFile, Changes, CommitResult, GitBusy, GitReason, GitRefusal, PublishResult } from "./answers.ts";
import { git, notARepository, type GitRepo, type GitRun } from "./git.ts";
import type { CommitRequest, Identity } from "./requests.ts";
import { isWritablePath } from "./save.ts";
import { LOCK_PATH } from "../translations/lock.ts";
import { en } from "./ui/messages-en.ts";

/** What git is in the middle of, by the file it keeps meanwhile in .git. */
const BUSY: readonly (readonly [string, GitBusy])[] = [
  ["rebase-merge", "rebase"],
  ["rebase-apply", "rebase"],
  ["MERGE_HEAD", "merge"],
  ["CHERRY_PICK_HEAD", "cherry-pick"],
  ["REVERT_HEAD", "revert"],
  ["BISECT_LOG", "bisect"],
];

const PATHS = ["site.yaml", "published.yaml", "content"];
const MAX_DIFF = 200_000; // characters of one file's diff sent to the view
const MAX_DIFFS = 2_000_000; // characters of all diffs together

const isEditorFile = (path: string) => path === LOCK_PATH || isWritablePath(path);

export async function readChanges(repo: GitRepo): Promise<Changes> {
  const taken = await takeChanges(repo);
  await taken.drop?.();
  return taken.changes;
}

let queue: Promise<unknown> = Promise.resolve(); // one commit, identity or publication at a time in this process
function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const next = queue.then(run);
  queue = next.catch(() => undefined);
  return next;
}

function refusal(status: 409 | 422, reason: GitReason, run?: GitRun, upstream?: string): GitRefusal {
  const said = run && saidBy(run);
  const message = `${en.refused({ reason, ...(upstream && { upstream }) })}${said ? ` git said:\n${said}` : ""}`;
  return { status, reason, message, ...(said && { said }), ...(upstream && { upstream }) };
}
const saidBy = (run: GitRun) => (run.stderr || run.stdout).trim().split("\n").slice(0, 12).join("\n");

export const commitChanges = (repo: GitRepo, request: CommitRequest) => oneAtATime(() => commitNow(repo, request));

async function commitNow(repo: GitRepo, request: CommitRequest): Promise<CommitResult> {
  const { changes: now, index, drop } = await takeChanges(repo);
  try {
    if (!now.repository) return refusal(409, now.reason);
    if (now.files.length === 0) return refusal(409, "nothing");
    const paths = now.files.map((f) => f.path);
    const seen = [...new Set(request.files)].sort();
    if (seen.length !== paths.length || seen.some((p, i) => p !== paths[i]) || request.version !== now.version)
      return refusal(409, "stale");
    for (const key of ["user.name", "user.email"])
      if ((await git(repo, ["config", "--get", key])).stdout.trim() === "") return refusal(409, "identity");
    // The index taken holds the last commit and exactly the versions shown.
    const committed = await git(repo, ["commit", "-m", request.message], { index, timeout: 120_000 });
    if (committed.code !== 0) return refusal(422, "refused", committed);
    // The repository's index takes the committed versions of these paths, as `git commit --only` leaves it.
    await git(repo, ["reset", "-q", "--", ...paths]);
    const hash = await git(repo, ["rev-parse", "--short", "HEAD"]);
    const subject = await git(repo, ["log", "-1", "--format=%s"]);
    return { status: 200, hash: hash.stdout.trim(), subject: subject.stdout.trim(), files: paths };
  } finally {
    await drop?.();
  }
}

/** Sets the name and e-mail git commits under, in .git/config only. */
export const setIdentity = (repo: GitRepo, { name, email }: Identity) =>
  oneAtATime(async (): Promise<{ status: 200 } | GitRefusal> => {
    const why = await notARepository(repo);
    if (why) return refusal(409, why);
    for (const [key, value] of [
      ["user.name", name],
      ["user.email", email],
    ] as const) {
      const set = await git(repo, ["config", "--local", "--", key, value]);
      if (set.code !== 0) return refusal(422, "refused", set);
    }
    return { status: 200 };
  });

// Pushed as `branch:upstream`, never forced, whatever the configuration says.
export const publish = (repo: GitRepo) => oneAtATime(() => publishNow(repo));

async function publishNow(repo: GitRepo): Promise<PublishResult> {
  const why = (await notARepository(repo)) ?? (await busyWith(repo));
  if (why) return refusal(409, why);
  const branch = (await git(repo, ["symbolic-ref", "-q", "HEAD"])).stdout.trim();
  const upstream = await upstreamOf(repo, branch);
  if (!upstream) return refusal(409, "no-upstream");
  const { remote, ref, tracking, name } = upstream;
  const refuse = (status: 409 | 422, reason: GitReason, run?: GitRun) => refusal(status, reason, run, name);
  const network = { timeout: 120_000 };
  const fetched = await git(
    repo,
    ["fetch", "-q", "--no-tags", "--no-recurse-submodules", "--", remote, `+${ref}:${tracking}`],
    network,
  );
  if (fetched.code !== 0) return refuse(422, "unreachable", fetched);
  const [ahead = 0, behind = 0] = await counts(repo, `HEAD...${tracking}`);
  if (ahead > 0 && behind > 0) return refuse(409, "diverged");
  if (behind > 0) {
    const merged = await git(repo, ["merge", "--ff-only", "-q", tracking], network);
    if (merged.code !== 0) return refuse(409, "overwrite", merged);
    return { status: 200, done: "updated", upstream: name, commits: behind };
  }
  if (ahead === 0) return { status: 200, done: "current", upstream: name, commits: 0 };
  const pushed = await git(repo, ["push", "--porcelain", "--", remote, `${branch}:${ref}`], network);
  if (pushed.code === 0) return { status: 200, done: "pushed", upstream: name, commits: ahead };
  if (/\[rejected\]/.test(pushed.stdout)) return refuse(409, "moved");
  return refuse(422, "refused", pushed);
}

async function upstreamOf(repo: GitRepo, branch: string) {
  const format = "--format=%(upstream:remotename)%00%(upstream:remoteref)%00%(upstream)%00%(upstream:short)";
  const [remote, ref, tracking, name] = (await git(repo, ["for-each-ref", format, "--", branch])).stdout
    .trim()
    .split("\0");
  return remote && remote !== "." && ref && tracking && name ? { remote, ref, tracking, name } : undefined;
}

/** The commits only on the left of `range` and only on its right. */
async function counts(repo: GitRepo, range: string): Promise<number[]> {
  const run = await git(repo, ["rev-list", "--left-right", "--count", range]);
  return run.code === 0 ? run.stdout.trim().split(/\s+/).map(Number) : [];
}

/** The last commit with the editor's changed files added as they are now, as an index of its own (until `drop`). */
async function takeChanges(repo: GitRepo): Promise<{ changes: Changes; index?: string; drop?(): Promise<void> }> {
  const why = (await notARepository(repo)) ?? (await busyWith(repo));
  if (why !== undefined) return { changes: { repository: false, reason: why, message: en.refused({ reason: why })! } };
  const entries = await status(repo);
  const head = (await git(repo, ["rev-parse", "--verify", "--quiet", "HEAD"])).stdout.trim();
  const found = await upstreamOf(repo, (await git(repo, ["symbolic-ref", "-q", "HEAD"])).stdout.trim());
  const [ahead] = found ? await counts(repo, `HEAD...${found.tracking}`) : [];
  const upstream = found && ahead !== undefined ? { upstream: { name: found.name, ahead } } : {};
  if (entries.length === 0) return { changes: { repository: true, files: [], version: head, ...upstream } };
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
    return { changes: { repository: true, files, version, ...upstream }, index, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

async function busyWith(repo: GitRepo): Promise<GitBusy | undefined> {
  const kept = new Set(await readdir(join(repo.root, ".git")));
  const busy = BUSY.find(([file]) => kept.has(file))?.[1];
  return busy ?? ((await git(repo, ["symbolic-ref", "-q", "HEAD"])).code === 0 ? undefined : "detached");
}

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
 * Each file's diff from its first hunk (or "Binary files" line), cut at MAX_DIFF characters and all of them at
 * MAX_DIFFS; read as git writes it, so a file of any size costs no more than what is kept.
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
