// The one way a file the maintainer owns, or one the generator keeps between runs, is replaced: the new bytes go to
// a temporary file beside the target and are renamed over it, so no reader ever sees half a file. The temporary file
// is created exclusively under a random name (O_CREAT | O_EXCL | O_NOFOLLOW): a file or a symbolic link someone
// placed at that name is never opened, so nothing outside the target is written through it. rename() replaces a
// link at the target itself; it never writes where the link pointed. The name starts with a dot and ends in .tmp,
// so no watcher of *.yaml files takes it for content. A cache entry (`writeEntry`) starts with the SHA-256 of the rest,
// and `readEntry` takes nothing else, and no link: a damaged, cut-short or planted entry is rebuilt, never used.
import {
  closeSync,
  constants,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { hash, randomBytes } from "node:crypto";
import { basename, dirname, join } from "node:path";

const FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

/** `data` may come in parts (a large lock file, never held whole). */
export function writeFileAtomicSync(path: string, data: string | Uint8Array | Iterable<string>): void {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(8).toString("hex")}.tmp`);
  const fd = openSync(temporary, FLAGS, 0o644);
  try {
    try {
      if (typeof data === "string" || data instanceof Uint8Array) writeFileSync(fd, data);
      else for (const part of data) writeFileSync(fd, part);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** writeFileAtomicSync for callers that await it (the files are small: the event loop waits a moment). */
export const writeFileAtomic = async (path: string, data: string | Uint8Array): Promise<void> =>
  writeFileAtomicSync(path, data);

/** An entry's body: a regular file (opened with O_NOFOLLOW: a link is no entry) whose first line is its SHA-256. */
export function readEntry(path: string): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
    if (!fstatSync(fd).isFile()) return undefined;
    const bytes = readFileSync(fd);
    const body = bytes.subarray(65);
    return bytes.toString("latin1", 0, 64) === hash("sha256", body) ? body : undefined; // else cut short or changed
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** A cache that cannot be written (read-only node_modules, a full disk) only costs the next build time. */
export function writeEntry(path: string, body: string | Buffer): void {
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileAtomicSync(path, Buffer.concat([Buffer.from(`${hash("sha256", body)}\n`), Buffer.from(body)]));
  } catch {
    // the build itself is not affected
  }
}
