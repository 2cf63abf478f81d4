// Where each page's lines are in the lock file, so that a build reads only the lines of the pages it checks (a
// large site's lock file holds the text of every field twice: it is never read whole into one thread's memory).
import { closeSync, openSync, readSync } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";
import { LOCK_PATH, readSeal, SEAL, type Seal } from "./lock-file.ts";

/** Byte ranges of each page's lines (a sorted file has one per page), and how many lines have no page. */
export interface LockIndex {
  readonly file: string;
  readonly pages: Readonly<Record<string, readonly (readonly [number, number])[]>>;
  /** The seals of the pages that have one (lock-file.ts): read whole, being one short line a page. */
  readonly seals: Readonly<Record<string, Seal>>;
  readonly unreadable: number;
}

/** The confirmed hashes of one field pair, as the build reads them. */
export interface ConfirmedHashes {
  readonly de: string;
  readonly en: string;
}

const CHUNK = 4 * 1024 * 1024;
const NEWLINE = 0x0a;

/** The index of `root`'s lock file, or undefined when the project has none. */
export async function indexLock(root: string): Promise<LockIndex | undefined> {
  const file = join(root, LOCK_PATH);
  const handle = await open(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (!handle) return undefined;
  const pages: Record<string, [number, number][]> = Object.create(null);
  const seals: Record<string, Seal> = Object.create(null);
  let unreadable = 0;
  let last: [number, number] | undefined;
  let lastPage = "";
  const line = (bytes: Buffer, from: number, to: number, at: number) => {
    if (to === from || bytes[from] === 0x23 /* # */) return;
    const space = bytes.indexOf(0x20, from);
    if (bytes[from] !== 0x22 /* " */ || space === -1 || space >= to) {
      unreadable++;
      return;
    }
    const page = bytes.toString("utf8", from + 1, space);
    if (bytes[space + 1] === AT && bytes.toString("latin1", space + 1, space + 1 + SEAL_END.length) === SEAL_END) {
      const seal = sealOf(bytes.toString("utf8", from, to));
      if (seal) seals[page] = seal;
      else unreadable++;
      return;
    }
    if (page === lastPage && last && last[1] === at) last[1] = at + (to - from) + 1;
    else (pages[page] ??= []).push((last = [at, at + (to - from) + 1]));
    lastPage = page;
  };
  try {
    let buffer = Buffer.allocUnsafe(CHUNK);
    let carry = 0;
    let offset = 0; // where buffer[0] is in the file
    for (;;) {
      if (carry === buffer.length) buffer = Buffer.concat([buffer, Buffer.allocUnsafe(CHUNK)]); // a line longer than a chunk
      const { bytesRead } = await handle.read(buffer, carry, buffer.length - carry, offset + carry);
      const end = carry + bytesRead;
      const view = buffer.subarray(0, end);
      let start = 0;
      for (let newline = view.indexOf(NEWLINE); newline !== -1; newline = view.indexOf(NEWLINE, start)) {
        line(view, start, newline, offset + start);
        start = newline + 1;
      }
      if (bytesRead === 0) {
        if (start < end) line(view, start, end, offset + start);
        break;
      }
      buffer.copy(buffer, 0, start, end);
      carry = end - start;
      offset += start;
    }
  } finally {
    await handle.close();
  }
  return { file, pages, seals, unreadable };
}

const AT = 0x40;
const SEAL_END = `${SEAL}": [`;

function sealOf(line: string): Seal | undefined {
  try {
    const tuple = Object.values(JSON.parse(`{${line}}`) as Record<string, unknown>)[0];
    return Array.isArray(tuple) ? readSeal(tuple) : undefined;
  } catch {
    return undefined;
  }
}

/** The confirmed hashes of `page`'s field pairs, by key path; lines that cannot be read confirm nothing. */
export function confirmedHashes(index: LockIndex, page: string): Map<string, ConfirmedHashes> {
  const found = new Map<string, ConfirmedHashes>();
  const ranges = index.pages[page];
  if (!ranges) return found;
  const fd = openSync(index.file, "r");
  try {
    for (const [from, to] of ranges) {
      const bytes = Buffer.allocUnsafe(to - from);
      const length = readSync(fd, bytes, 0, bytes.length, from);
      // Read as bytes: only the key and the two hashes of each line are decoded, never the texts.
      for (let start = 0; start < length;) {
        const newline = bytes.indexOf(NEWLINE, start);
        const end = newline === -1 || newline > length ? length : newline;
        const close = bytes.indexOf(KEY_END, start);
        if (close !== -1 && close + 25 <= end && bytes.toString("latin1", close + 13, close + 17) === '", "') {
          const de = bytes.toString("latin1", close + 5, close + 13);
          const en = bytes.toString("latin1", close + 17, close + 25);
          const key = bytes.toString("utf8", start + page.length + 2, close);
          if (HASH.test(de) && HASH.test(en))
            found.set(key.includes("\\") ? (JSON.parse(`"${key}"`) as string) : key, { de, en });
        }
        start = end + 1;
      }
    }
  } finally {
    closeSync(fd);
  }
  return found;
}

/** What ends the key of a line and opens its value: `"key": ["`. */
const KEY_END = Buffer.from('": ["');
const HASH = /^[0-9a-f]{8}$/;
