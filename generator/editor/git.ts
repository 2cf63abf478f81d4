// git as the editor's "Changes" view runs it: fixed arguments (never a shell), in the project root, no prompt,
// pager or colour, and none of the caller's GIT_* variables (GIT_DIR or GIT_INDEX_FILE would point it elsewhere).
// It runs detached from sitegen dev's terminal: an ssh passphrase or host-key question fails with ssh's words
// instead of waiting there.
import { spawn } from "node:child_process";
import { lstat, realpath } from "node:fs/promises";
import { join } from "node:path";

export interface GitRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** What of git's output is kept: more than any status or message of the editor's files. */
const MAX_OUTPUT = 16 * 1024 * 1024;

/** `env`: Config's `environment`, for PATH and the git configuration's HOME. */
export interface GitRepo {
  readonly root: string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

export interface GitOptions {
  readonly timeout?: number;
  readonly index?: string | undefined;
  /** Hears the output as it comes instead of keeping it (a diff of any size). */
  readonly read?: (chunk: string) => void;
}

/** Runs git on `repo`; a failure to start or finish git at all is thrown, any exit code is returned. */
export function git(repo: GitRepo, args: readonly string[], options: GitOptions = {}): Promise<GitRun> {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(repo.env)) if (!name.startsWith("GIT_")) env[name] = value;
  Object.assign(env, {
    GIT_TERMINAL_PROMPT: "0",
    GIT_PAGER: "cat",
    PAGER: "cat",
    GIT_OPTIONAL_LOCKS: "0",
    LC_ALL: "C",
    ...(options.index && { GIT_INDEX_FILE: options.index }),
  });
  const argv = ["-C", repo.root, "-c", "core.quotepath=off", "-c", "color.ui=false", "--no-pager", ...args];
  return new Promise((resolve, reject) => {
    const child = spawn("git", argv, {
      env,
      timeout: options.timeout ?? 30_000,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let [stdout, stderr] = ["", ""];
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      if (options.read) options.read(chunk);
      else if (stdout.length < MAX_OUTPUT) stdout += chunk;
    });
    child.stderr
      .setEncoding("utf8")
      .on("data", (chunk: string) => void (stderr.length < MAX_OUTPUT && (stderr += chunk)));
    child.on("error", reject);
    child.on("close", (code, signal) =>
      code === null ? reject(new Error(`git ${args[0]} was stopped (${signal})`)) : resolve({ code, stdout, stderr }),
    );
  });
}

export type NotARepository = "outside" | "not-a-folder" | "no-git" | "irregular";

/**
 * Why `root` is not a repository the editor commits in: it needs its own `.git` folder (not a link, not a `.git`
 * file as in a worktree or submodule), and git agreeing that the root is the top of the working tree.
 */
export async function notARepository(repo: GitRepo): Promise<NotARepository | undefined> {
  const { root } = repo;
  const dotGit = await lstat(join(root, ".git")).catch(() => undefined);
  if (dotGit === undefined) return "outside";
  if (!dotGit.isDirectory()) return "not-a-folder";
  const top = await git(repo, ["rev-parse", "--show-toplevel", "--absolute-git-dir"]).catch(() => undefined);
  if (top === undefined) return "no-git";
  const [workTree, gitDir] = top.stdout.trim().split("\n");
  const real = await realpath(root);
  return top.code !== 0 || workTree !== real || gitDir !== join(real, ".git") ? "irregular" : undefined;
}
