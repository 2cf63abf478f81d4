// git as the editor's "Changes" view runs it: the program itself with fixed arguments (never a shell), in the
// project root only, with no prompt, no pager, no colour, no external diff or text conversion, and none of the
// caller's GIT_* variables (GIT_DIR or GIT_INDEX_FILE would point it at another repository or index). The
// caller's environment comes from the Config (read once by the CLI), for PATH and the git configuration's HOME.
// It runs in a session of its own, without the terminal of sitegen dev: a fetch or push over ssh that would ask
// for a passphrase or a host key fails with ssh's words instead of waiting in that terminal; the maintainer's
// ssh agent, credential helper and git configuration are used as git itself uses them.
import { spawn } from "node:child_process";
import { lstat, realpath } from "node:fs/promises";
import { join } from "node:path";

/** What one run of git gave: its exit code (0 when it succeeded) and what it printed. */
export interface GitRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** What of git's output is kept: more than any status or message of the editor's files. */
const MAX_OUTPUT = 16 * 1024 * 1024;

/** The project folder git runs in, and the environment of the process that opened it (Config's `environment`). */
export interface GitRepo {
  readonly root: string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

export interface GitOptions {
  readonly timeout?: number;
  /** GIT_INDEX_FILE: another index than the repository's own. */
  readonly index?: string | undefined;
  /** Hears the output as it comes instead of keeping it (a diff of any size). */
  readonly read?: (chunk: string) => void;
}

/**
 * Runs `git -C <root> -c core.quotepath=off <args>`; a failure to start or finish git at all is thrown, any exit code
 * is returned.
 */
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

/** Why a folder is not a repository the editor commits in (the editor's words for each: ui/messages-*.ts). */
export type NotARepository = "outside" | "not-a-folder" | "no-git" | "irregular";

/**
 * Why `root` is not a repository the editor commits in, or undefined when it is one: its own `.git` folder (not
 * a link, not a `.git` file pointing elsewhere as in a worktree or submodule), and git agreeing that the
 * project root is the top of the working tree.
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
