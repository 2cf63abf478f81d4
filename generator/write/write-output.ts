// The only stage that touches dist/: write everything to a staging folder, then swap it in.
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { OutputFile } from "../model.ts";

export interface Writer {
  write(files: readonly OutputFile[]): Promise<void>;
}

/**
 * For sitegen dev: the first write swaps like diskWriter; later ones write only the files whose contents
 * changed and delete the ones that went away, as long as outDir is still the folder this writer swapped in.
 */
export function incrementalWriter(outDir: string): Writer {
  let last: { ino: number; files: Map<string, string | Uint8Array> } | undefined;
  return {
    async write(files) {
      const ino = await stat(outDir).then((s) => s.ino, () => -1);
      if (!last || last.ino !== ino) {
        await swapIn(outDir, files);
        last = { ino: (await stat(outDir)).ino, files: new Map(files.map((f) => [f.path, f.contents])) };
        return;
      }
      const previous = last.files;
      const next = new Map(files.map((f) => [f.path, f.contents]));
      const changed = files.filter((f) => !same(previous.get(f.path), f.contents));
      await Promise.all([...new Set(changed.map((f) => dirname(join(outDir, f.path))))].map((d) => mkdir(d, { recursive: true })));
      await Promise.all(changed.map((f) => writeFile(join(outDir, f.path), f.contents)));
      await Promise.all([...previous.keys()].filter((p) => !next.has(p)).map((p) => rm(join(outDir, p), { force: true })));
      last = { ino, files: next };
    },
  };
}

function same(a: string | Uint8Array | undefined, b: string | Uint8Array): boolean {
  if (a === undefined || typeof a !== typeof b) return false;
  return typeof a === "string" ? a === b : Buffer.from(a).equals(b as Uint8Array);
}

/** Writes to `<outDir>.staging-<pid>` and renames it over `outDir`, so dist/ is never half-written. */
export function diskWriter(outDir: string): Writer {
  return { write: (files) => swapIn(outDir, files) };
}

async function swapIn(outDir: string, files: readonly OutputFile[]): Promise<void> {
  const staging = await openStaging(outDir);
  await staging.write(files);
  await staging.commit();
}

/** A folder next to `outDir` that files are written into and that replaces `outDir` only on commit. */
export interface Staging {
  readonly dir: string;
  write(files: readonly OutputFile[]): Promise<void>;
  /** Renames the staging folder over outDir (the previous build is removed after). */
  commit(): Promise<void>;
  /** Removes the staging folder; outDir stays as it was. */
  abort(): Promise<void>;
}

/** `<outDir>.staging-<pid>`, empty. Large builds write their pages into it from several threads (build-to-disk.ts). */
export async function openStaging(outDir: string): Promise<Staging> {
  const dir = `${outDir}.staging-${process.pid}`;
  const old = `${outDir}.old-${process.pid}`;
  await located(outDir, async () => {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
  });
  return {
    dir,
    write: (files) =>
      located(outDir, async () => {
        const dirs = new Set(files.map((f) => dirname(join(dir, f.path))));
        await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
        await Promise.all(files.map((f) => writeFile(join(dir, f.path), f.contents)));
      }),
    commit: () =>
      located(outDir, async () => {
        await rename(outDir, old).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== "ENOENT") throw error;
        });
        await rename(dir, outDir);
        await rm(old, { recursive: true, force: true });
      }),
    abort: () => rm(dir, { recursive: true, force: true }),
  };
}

/** fs errors from promises carry no stack; this one says where the writer was. */
async function located<T>(outDir: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw new Error(`could not write ${outDir}: ${(error as Error).message}`, { cause: error });
  }
}

/** Keeps the files in memory, for tests that assert on the output without a disk. */
export class MemoryWriter implements Writer {
  readonly files = new Map<string, string | Uint8Array>();
  async write(files: readonly OutputFile[]): Promise<void> {
    this.files.clear();
    for (const f of files) this.files.set(f.path, f.contents);
  }
  text(path: string): string {
    const value = this.files.get(path);
    if (value === undefined) throw new Error(`no file ${path} in the build output`);
    return typeof value === "string" ? value : Buffer.from(value).toString("utf8");
  }
}
