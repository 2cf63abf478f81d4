// The real project's input and the CLI, without the generator in this process: copies of the input in a temp folder
// for runs that change one thing, and `sitegen` in a process of its own (tests/build/project.ts re-exports these
// beside the helpers that run the generator here; the browser tests import only this).
import { execFile, execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const repoRoot = new URL("../..", import.meta.url).pathname.replace(/\/$/, "");

/** A temp folder holding a copy of site.yaml and content/. */
export function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "sitegen-test-"));
  cpSync(join(repoRoot, "site.yaml"), join(dir, "site.yaml"));
  cpSync(join(repoRoot, "published.yaml"), join(dir, "published.yaml"));
  cpSync(join(repoRoot, "content"), join(dir, "content"), { recursive: true });
  return dir;
}

/** site.yaml and the YAML files of content/ (the translation lock, read line by line, aside), as paths in the repository. */
export function yamlSources(): string[] {
  const content = readdirSync(join(repoRoot, "content"), { recursive: true, encoding: "utf8" });
  return [
    "site.yaml",
    ...content.filter((f) => f.endsWith(".yaml") && f !== "translations.lock.yaml").map((f) => `content/${f}`),
  ];
}

/** Commits the sources of the copy `dir` (not what sitegen wrote), making it a git repository as a clone is. */
export function commitAll(dir: string): void {
  const git = (...args: string[]) =>
    execFileSync("git", ["-C", dir, "-c", "user.name=T", "-c", "user.email=t@t.test", ...args]);
  git("init", "-q");
  git("add", "site.yaml", "published.yaml", "content");
  git("commit", "-q", "-m", "The site");
}

/** Replaces `from` with `to` in one file of the copy; fails loudly when `from` is not there. */
export function edit(dir: string, file: string, from: string | RegExp, to: string): void {
  const path = join(dir, file);
  const text = readFileSync(path, "utf8");
  const next = text.replace(from, to);
  if (next === text) throw new Error(`edit: ${String(from)} not found in ${file}`);
  writeFileSync(path, next);
}

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * `sitegen <args>` in its own process, as a maintainer runs it, in `cwd` (through `via`, a command that runs it), with
 * `env` over this process's environment (a variable given as undefined is left out); never throws.
 */
export function sitegen(
  args: readonly string[],
  {
    cwd = repoRoot,
    env = {},
    via = [],
  }: { cwd?: string; env?: Record<string, string | undefined>; via?: readonly string[] } = {},
): Promise<CliRun> {
  const [file, ...before] = [...via, process.execPath];
  return new Promise((resolve) => {
    execFile(
      file!,
      [...before, join(repoRoot, "bin/sitegen.mjs"), ...args],
      { cwd, env: { ...process.env, ...env }, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === "number" ? error.code : 1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
