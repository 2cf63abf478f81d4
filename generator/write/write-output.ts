// The only stage that touches dist/: write everything to a staging folder, then swap it in.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { asFileSystemError } from "../fs-errors.ts";
import type { OutputFile } from "../model.ts";
import { lockOutput, type OutputLock } from "./lock.ts";
import { markLeftover, removeLeftovers, unmark } from "./stale.ts";

/** Where one build's files go. Nothing is visible until `commit`; `abort` leaves the previous output as it was. */
export interface Output {
  /** A folder other threads may write files into directly (generator/pool/), or undefined (memory, dev). */
  readonly dir: string | undefined;
  write(files: readonly OutputFile[]): Promise<void>;
  /** Makes the files visible; returns warnings (a previous build that could not be removed). */
  commit(): Promise<readonly string[]>;
  abort(): Promise<void>;
}

export interface Writer {
  open(): Promise<Output>;
}

/** Writes to a staging folder of its own next to `outDir` and swaps it in, so dist/ is never half-written. */
export function diskWriter(outDir: string, onWait: () => void = () => {}): Writer {
  return { open: () => openStaging(outDir, onWait) };
}

export function waitingNote(outDir: string): string {
  return `Another sitegen build is writing ${outDir} or a folder next to it; waiting for it to finish…`;
}

/** `<outDir>.staging-<random>`, empty but for the mark (stale.ts), locked till commit or abort; threads write to it. */
async function openStaging(outDir: string, onWait: () => void): Promise<Output> {
  const id = randomBytes(8).toString("hex"); // not the process id: that repeats in every container (pid 1)
  const dir = `${outDir}.staging-${id}`;
  const old = `${outDir}.old-${id}`;
  // Not recursive for the staging folder: a recursive mkdir on a read-only file system says ENOENT, not EROFS.
  await located(outDir, () => mkdir(dirname(dir), { recursive: true }));
  const lock = await lockOutput(outDir, onWait);
  const warnings: string[] = [];
  try {
    await located(outDir, async () => {
      warnings.push(...(await removeLeftovers(outDir)));
      await mkdir(dir);
      await markLeftover(dir);
    });
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    dir,
    write: (files) =>
      located(outDir, async () => {
        const dirs = new Set(files.map((f) => dirname(join(dir, f.path))));
        await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
        await Promise.all(files.map((f) => writeFile(join(dir, f.path), f.contents)));
      }),
    commit: async () => {
      try {
        await located(outDir, () => unmark(dir)); // the mark is never deployed
        await swap(outDir, dir, old, lock);
        const failed = await rm(old, { recursive: true, force: true }).then(
          () => undefined,
          (error: Error) => error,
        );
        if (!failed) return warnings;
        await markLeftover(old).catch(() => {}); // rm may have taken the mark before it stopped; the next build tries again
        const why = asFileSystemError(failed)?.message ?? failed.message;
        return [
          ...warnings,
          `The new build is in ${outDir}, but the previous one could not be removed from ${old} (${why}); delete it yourself.`,
        ];
      } finally {
        lock.release();
      }
    },
    abort: () => rm(dir, { recursive: true, force: true }).finally(() => lock.release()),
  };
}

async function swap(outDir: string, dir: string, old: string, lock: OutputLock): Promise<void> {
  // One atomic exchange where the system has it (lock.ts): dist/ is never missing; the old build leaves as staging.
  if (existsSync(outDir) && (await lock.exchange(resolve(dir), resolve(outDir)))) {
    await markLeftover(dir).catch(() => {}); // a previous build in a folder this user may not write stays unmarked
    await located(outDir, () => rename(dir, old));
    return;
  }
  // Elsewhere two renames, with no dist/ for a moment; a failed second rename puts the previous build back.
  const hadPrevious = await located(outDir, () =>
    rename(outDir, old).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
        return false;
      },
    ),
  );
  if (hadPrevious) await markLeftover(old).catch(() => {});
  await located(outDir, () => rename(dir, outDir)).catch(async (error: unknown) => {
    if (hadPrevious) await rename(old, outDir).catch(() => {});
    throw error;
  });
}

/** fs errors from promises carry no stack; this one says where the writer was, and what the environment did. */
async function located<T>(outDir: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw (
      asFileSystemError(error, outDir) ??
      new Error(`could not write ${outDir}: ${(error as Error).message}`, { cause: error })
    );
  }
}

/** Keeps the files of the last committed build in memory, for tests that assert on the output without a disk. */
export class MemoryWriter implements Writer {
  readonly files = new Map<string, string | Uint8Array>();
  async open(): Promise<Output> {
    const files: OutputFile[] = [];
    return {
      dir: undefined,
      write: async (more) => void files.push(...more),
      commit: async () => {
        this.files.clear();
        for (const f of files.sort((a, b) => (a.path < b.path ? -1 : 1))) this.files.set(f.path, f.contents);
        return [];
      },
      abort: async () => {},
    };
  }
  text(path: string): string {
    const value = this.files.get(path);
    if (value === undefined) throw new Error(`no file ${path} in the build output`);
    return typeof value === "string" ? value : Buffer.from(value).toString("utf8");
  }
}

/** Writes `contents` at `path` under `dir`, making its folder once (`made` remembers them); returns the bytes written. */
export function writeFileInto(dir: string, path: string, contents: string | Uint8Array, made: Set<string>): number {
  const file = join(dir, path);
  const folder = dirname(file);
  if (!made.has(folder)) {
    mkdirSync(folder, { recursive: true });
    made.add(folder);
  }
  writeFileSync(file, contents);
  return typeof contents === "string" ? Buffer.byteLength(contents) : contents.byteLength;
}
