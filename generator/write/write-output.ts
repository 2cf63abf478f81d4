// The only stage that touches dist/: write everything to a staging folder, then swap it in.
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { OutputFile } from "../model.ts";

export interface Writer {
  write(files: readonly OutputFile[]): Promise<void>;
}

/** Writes to `<outDir>.staging-<pid>` and renames it over `outDir`, so dist/ is never half-written. */
export function diskWriter(outDir: string): Writer {
  return {
    async write(files) {
      try {
        await swapIn(outDir, files);
      } catch (error) {
        // fs errors from promises carry no stack; this one says where the writer was.
        throw new Error(`could not write ${outDir}: ${(error as Error).message}`, { cause: error });
      }
    },
  };
}

async function swapIn(outDir: string, files: readonly OutputFile[]): Promise<void> {
  const staging = `${outDir}.staging-${process.pid}`;
  const old = `${outDir}.old-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  const dirs = new Set(files.map((f) => dirname(join(staging, f.path))));
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
  await Promise.all(files.map((f) => writeFile(join(staging, f.path), f.contents)));
  await rename(outDir, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
  await rename(staging, outDir);
  await rm(old, { recursive: true, force: true });
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
