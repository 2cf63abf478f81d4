// dist/ as sitegen dev keeps it: each file written only when its bytes change, removed when no build would
// write it any more, one file open at a time (synchronous writes), so no site size can exhaust the open-file limit.
import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { diskWriter, writeFileInto } from "../write/write-output.ts";
import type { OutputFile } from "../model.ts";

/** What one dev session's output remembers of each file it wrote: a hash, not the bytes (a 10,000-page site's HTML is ~0.5 GB). */
export type OutputHashes = Map<string, string>;

export interface DevOutput {
  readonly dir: string;
  readonly hashes: OutputHashes;
  /** Writes `contents` at `path` unless the file already holds them; true when written. */
  write(path: string, contents: string | Uint8Array): boolean;
  remove(path: string): void;
  has(path: string): boolean;
}

/**
 * The dev session's dist/ with `files` in it: a fresh folder swapped in whole (the previous build's files go, as
 * after `sitegen build`), or, with `hashes` handed over from the session before a code reload or without files
 * to start from (a first frame with problems keeps the last good build), the folder as it is.
 */
export async function openDevOutput(
  dir: string,
  files: readonly OutputFile[] | undefined,
  hashes?: OutputHashes,
  warn: (warning: string) => void = console.warn,
): Promise<DevOutput> {
  const output = devOutput(dir, hashes ?? new Map());
  if (hashes || !files) {
    for (const file of files ?? []) output.write(file.path, file.contents);
    return output;
  }
  const staging = await diskWriter(dir).open(); // swapped in whole: no staging folder stays behind
  await staging.write(files);
  for (const warning of await staging.commit()) warn(warning);
  for (const file of files) output.hashes.set(file.path, hashOf(file.contents));
  return output;
}

function devOutput(dir: string, hashes: OutputHashes): DevOutput {
  const made = new Set<string>();
  return {
    dir,
    hashes,
    write(path, contents) {
      const hash = hashOf(contents);
      if (hashes.get(path) === hash) return false;
      writeFileInto(dir, path, contents, made);
      hashes.set(path, hash);
      return true;
    },
    remove(path) {
      if (!hashes.delete(path)) return;
      rmSync(join(dir, path), { force: true });
    },
    has: (path) => hashes.has(path),
  };
}

function hashOf(contents: string | Uint8Array): string {
  return createHash("sha1").update(contents).digest("base64");
}
