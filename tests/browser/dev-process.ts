// `sitegen dev` in its own process on a project copy, as a maintainer starts it; `lendDev` lends one per test
// worker from file to file, its copy put back as the repository has it for each.
import { spawn } from "node:child_process";
import { EventEmitter } from "node:events";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Writable } from "node:stream";
import { copyProject, repoRoot } from "../build/project-copy.ts";

export interface DevProcess {
  readonly base: string;
  /** Everything it printed so far, stdout and stderr. */
  log(): string;
  /** The first match of `pattern` in what it printed, once printed; throws with the log if it ends without it. */
  waitForLog(pattern: RegExp): Promise<RegExpExecArray>;
  /** Makes `change` (a write of `files`, or a click that saves them) and waits for their build (`afterBuild`). */
  afterBuild(files: readonly string[], change: () => unknown): Promise<readonly string[]>;
  stop(): Promise<void>;
  readonly pid: number;
  running(): boolean;
}

export interface LentDev extends DevProcess {
  readonly dir: string;
  /** Makes `change` and waits for the build of the sources it wrote (site.yaml, published.yaml, content/). */
  afterChange(change: () => unknown): Promise<void>;
  /** Puts back `files` of the copy (all its sources, and removes strays, when none are named) and waits for their build. */
  putBack(...files: string[]): Promise<void>;
}

/** Starts `sitegen dev` (of the repository, or of the code copy `cli`) on `dir`; resolves once it serves. */
export async function startDev(dir: string, cli = join(repoRoot, "bin/sitegen.mjs"), port = 0): Promise<DevProcess> {
  const dev = spawn(process.execPath, [cli, "dev", "--root", dir, "--port", String(port)], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const printed = new EventEmitter(); // "change" after each chunk it prints, and once it has ended
  const hear = (chunk: string) => void ((log += chunk), printed.emit("change"));
  dev.stdout!.setEncoding("utf8").on("data", hear);
  dev.stderr!.setEncoding("utf8").on("data", hear);
  dev.once("exit", () => printed.emit("change"));
  const waitForLog = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(log);
        if (!match && dev.exitCode === null && dev.signalCode === null) return;
        printed.off("change", check);
        if (match) resolve(match);
        else reject(new Error(`sitegen dev ended without printing ${pattern}:\n${log}`));
      };
      printed.on("change", check);
      check();
    });
  const base = (await waitForLog(/^Serving (http:\S+?)\/? /m))[1]!;
  return {
    base,
    pid: dev.pid!,
    log: () => log,
    waitForLog,
    afterBuild: (files, change) => afterBuild(base, async () => (await change(), files)),
    running: () => dev.exitCode === null && dev.signalCode === null,
    async stop() {
      if (dev.exitCode !== null) return;
      const exited = new Promise((resolve) => dev.once("exit", resolve));
      dev.kill("SIGTERM");
      await exited;
    },
  };
}

let copy: { dir: string; watcher: Writable } | undefined;
let lent: Promise<LentDev> | undefined;

/** The project copy that `lendDev` serves, one per test worker, removed when the worker ends. */
export function lentCopy(): string {
  if (!copy) {
    const dir = copyProject();
    copy = { dir, watcher: cleanUpAfter(dir) };
  }
  return copy.dir;
}

/**
 * The `sitegen dev` of this test worker on `lentCopy`, lent from file to file (the browser project shares a worker's
 * modules between its files): a start and the editor's first load cost about 2.5 s of CPU. Each file gets the copy as
 * the repository has it. It ends with the worker.
 */
export async function lendDev(): Promise<LentDev> {
  const running = await lent?.catch(() => undefined);
  if (running?.running()) {
    await running.putBack();
    return running;
  }
  lent = (async () => {
    const dir = lentCopy();
    removeStrays(dir); // what a server that ended left changed
    putBackFiles(dir, differing(dir));
    const dev = await startDev(dir);
    copy!.watcher.write(`${dev.pid}\n`);
    return {
      ...dev,
      dir,
      async afterChange(change) {
        const before = stamps(dir);
        await afterBuild(dev.base, async () => {
          await change();
          const after = stamps(dir);
          const files = new Set([...before.keys(), ...after.keys()]);
          return [...files].filter((file) => BUILT.test(file) && before.get(file) !== after.get(file));
        });
      },
      async putBack(...files) {
        if (files.length === 0) removeStrays(dir);
        const plan = differing(dir, files.length > 0 ? files : undefined);
        await afterBuild(dev.base, () => (putBackFiles(dir, plan), plan.filter((file) => BUILT.test(file))));
      },
    } satisfies LentDev;
  })();
  return lent;
}

/** The sources whose change sitegen dev builds (watch.ts). */
const BUILT = /^(site\.yaml|published\.yaml|content\/.*\.ya?ml)$/;
const SOURCES = ["site.yaml", "published.yaml", "content"];

function sourceFiles(root: string): Set<string> {
  const files = new Set(SOURCES.slice(0, 2).filter((file) => existsSync(join(root, file))));
  for (const entry of readdirSync(join(root, "content"), { recursive: true, withFileTypes: true }))
    if (!entry.isDirectory()) files.add(join(entry.parentPath, entry.name).slice(root.length + 1));
  return files;
}

/** Each source file under `root` with its size and time of change: a write, even of the same bytes, changes it. */
function stamps(root: string): Map<string, string> {
  return new Map(
    [...sourceFiles(root)].map((file) => {
      const { size, mtimeMs } = statSync(join(root, file));
      return [file, `${size}:${mtimeMs}`];
    }),
  );
}

/** The source files of the copy `dir` (of `only`, if given) that differ from the repository's, are missing or added. */
function differing(dir: string, only?: readonly string[]): string[] {
  const ours = sourceFiles(dir);
  const theirs = sourceFiles(repoRoot);
  return (only ?? [...new Set([...ours, ...theirs])]).filter(
    (file) =>
      ours.has(file) !== theirs.has(file) ||
      (ours.has(file) && !readFileSync(join(dir, file)).equals(readFileSync(join(repoRoot, file)))),
  );
}

/** Removes what the copy `dir` holds besides its sources and sitegen dev's output: a git repository, a folder the repository has not. */
function removeStrays(dir: string): void {
  for (const name of readdirSync(dir))
    if (!SOURCES.includes(name) && !name.startsWith("dist")) rmSync(join(dir, name), { recursive: true, force: true });
  for (const entry of readdirSync(join(dir, "content"), { recursive: true, withFileTypes: true })) {
    const folder = join(entry.parentPath, entry.name).slice(dir.length + 1);
    if (entry.isDirectory() && !existsSync(join(repoRoot, folder)))
      rmSync(join(dir, folder), { recursive: true, force: true });
  }
}

function putBackFiles(dir: string, files: readonly string[]): void {
  for (const file of files) {
    const theirs = join(repoRoot, file);
    if (!existsSync(theirs)) rmSync(join(dir, file), { force: true });
    else {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), readFileSync(theirs));
    }
  }
}

/**
 * Makes `change`, which returns the files it changed, then waits for sitegen dev at `base` to build them, as the
 * editor does: the files of the build whose event named the last of them ([] when none changed).
 */
export async function afterBuild(
  base: string,
  change: () => readonly string[] | Promise<readonly string[]>,
): Promise<readonly string[]> {
  // Listening before the change: its build may end before a stream opened after it would hear of it.
  const events = await fetch(`${base}/__sitegen/events`);
  try {
    const pending = new Set(await change());
    if (pending.size === 0) return [];
    let text = "";
    for await (const chunk of events.body!.pipeThrough(new TextDecoderStream())) {
      text += chunk;
      for (let end = text.indexOf("\n\n"); end >= 0; end = text.indexOf("\n\n")) {
        const data = /^data: (.*)$/m.exec(text.slice(0, end))?.[1];
        text = text.slice(end + 2);
        const files = data ? (JSON.parse(data) as { files?: string[] }).files : undefined;
        for (const file of files ?? []) pending.delete(file);
        if (files && pending.size === 0) return files;
      }
    }
    throw new Error(`sitegen dev ended before it built ${[...pending].join(", ")}`);
  } finally {
    await events.body!.cancel().catch(() => {});
  }
}

/**
 * Removes `dir` once this test worker ends (vitest ends it with SIGTERM, which runs no exit handler), and ends the
 * servers whose process ids are written to the returned stream first: a watcher in a process group of its own
 * hears the end of the pipe this process holds open to it.
 */
function cleanUpAfter(dir: string): Writable {
  const watcher = spawn(process.execPath, ["-e", WATCHER, dir], {
    stdio: ["pipe", "ignore", "ignore"],
    detached: true,
  });
  watcher.unref();
  (watcher.stdin as unknown as { unref(): void }).unref();
  return watcher.stdin!;
}

const WATCHER = `
let pids = "";
process.stdin.setEncoding("utf8").on("data", (chunk) => (pids += chunk)).on("close", async () => {
  for (const pid of pids.split("\\n").filter(Boolean).map(Number)) {
    try {
      process.kill(pid, "SIGTERM");
      for (let tries = 0; tries < 200; tries++) {
        process.kill(pid, 0); // throws once it has ended
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } catch {}
  }
  require("node:fs").rmSync(process.argv[1], { recursive: true, force: true });
});
`;
