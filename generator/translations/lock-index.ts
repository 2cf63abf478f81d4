// The build's reader of content/translations.lock.yaml (lock.ts has the format): an index of each page's byte range,
// so that a thread reads only the lines of the pages it checks. A 10,000-page site's lock file holds every text twice
// (265 MB), which `yaml` cannot read in the build's time or memory budget (docs/architecture.md#translations).
// A line that is no entry (a conflict marker, a broken line) is a problem at its line here as in the commands.
import { closeSync, openSync, readSync } from "node:fs";
import { open } from "node:fs/promises";
import type { Problem } from "../model.ts";
import { checkContentPath, realRootOf } from "../load/read-content-file.ts";
import { FORMAT, LOCK_PATH, MARKER, MAX_LOCK_BYTES, NOT_AN_ENTRY, type LockMistake } from "./lock.ts";

/** Byte ranges of each page's lines (a sorted file has one per page), and the lines that are no entry. */
export interface LockIndex {
  /** The real path of the file, checked by the content files' guard. */
  readonly file: string;
  /** 2: pages named by page id; 1: by their German file (the first form). */
  readonly format: number;
  /** Per page: [first byte, end byte, number of the first line]. */
  readonly pages: Readonly<Record<string, readonly (readonly [number, number, number])[]>>;
  readonly mistakes: readonly LockMistake[];
}

/** The confirmed hashes of one field pair, as the build reads them. */
export type Hashes = { readonly de: string; readonly en: string };

const [CHUNK, NEWLINE] = [4 * 1024 * 1024, 0x0a];
const FORMAT_LINE = Buffer.from(`format: ${FORMAT}`);

/**
 * The index of `root`'s lock file, undefined when the project has none, or the guard's problem when it may not be
 * read (then no FIFO is opened and no device read).
 */
export async function indexLock(root: string): Promise<LockIndex | { readonly refused: Problem } | undefined> {
  const checked = checkContentPath(root, LOCK_PATH, realRootOf(root), MAX_LOCK_BYTES);
  if (checked === "missing") return undefined;
  if ("problem" in checked) return { refused: checked.problem };
  const file = checked.real;
  const handle = await open(file);
  const pages: Record<string, [number, number, number][]> = Object.create(null);
  const mistakes: LockMistake[] = [];
  let format = 1;
  let number = 0;
  let last: [number, number, number] | undefined;
  let lastPage = "";
  const line = (bytes: Buffer, from: number, to: number, at: number) => {
    number++;
    if (to === from || bytes[from] === 0x23 /* # */) return;
    if (to - from === FORMAT_LINE.length && bytes.subarray(from, to).equals(FORMAT_LINE)) return void (format = FORMAT);
    const space = bytes.indexOf(0x20, from);
    if (bytes[from] !== 0x22 /* " */ || space === -1 || space >= to) {
      const marker = MARKER.test(bytes.toString("latin1", from, from + 7));
      return void mistakes.push({ line: number, column: 1, reason: marker ? "a merge conflict marker" : NOT_AN_ENTRY });
    }
    const page = bytes.toString("utf8", from + 1, space);
    if (page === lastPage && last && last[1] === at) last[1] = at + (to - from) + 1;
    else (pages[page] ??= []).push((last = [at, at + (to - from) + 1, number]));
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
  return { file, format, pages, mistakes };
}

/** What ends the key of a line and opens its value, then the two hashes: `": ["0123abcd", "4567cdef"`. */
const KEY_END = Buffer.from('": ["');
const HASHES = /^": \["([0-9a-f]{8})", "([0-9a-f]{8})"/;

/**
 * The confirmed hashes of the field pairs of the page `id` (whose German file is `content/de/<file>.yaml`), by key
 * path, and the page's lines that are no entry, at their line. Only the key and the two hashes of each line are
 * decoded: judging every text against its hash as `sitegen translations` does (readEntry, checkTuple) cost about
 * 12 % of a 1,000-page build, over the 5 % a check may cost; a text corrected by hand in the lock file is found by
 * `sitegen translations` and `sitegen check`, which CI runs.
 */
export function confirmedHashes(
  index: LockIndex,
  id: string,
  file: string,
): { hashes: Map<string, Hashes>; mistakes: LockMistake[] } {
  const page = index.format === FORMAT ? id : file;
  const hashes = new Map<string, Hashes>();
  const mistakes: LockMistake[] = [];
  const ranges = index.pages[page];
  if (!ranges) return { hashes, mistakes };
  const fd = openSync(index.file, "r");
  try {
    for (const [from, to, first] of ranges) {
      const bytes = Buffer.allocUnsafe(to - from);
      const length = readSync(fd, bytes, 0, bytes.length, from);
      for (let start = 0, line = first; start < length; line++) {
        const newline = bytes.indexOf(NEWLINE, start);
        const end = newline === -1 || newline > length ? length : newline;
        const close = bytes.indexOf(KEY_END, start);
        const found = close === -1 || close > end ? null : HASHES.exec(bytes.toString("latin1", close, close + 26));
        const key = close === -1 || close > end ? "" : bytes.toString("utf8", start + page.length + 2, close);
        if (found)
          hashes.set(key.includes("\\") ? (JSON.parse(`"${key}"`) as string) : key, { de: found[1]!, en: found[2]! });
        else if (end > start && !(index.format !== FORMAT && key === "@page"))
          // a seal of the first form (lock.ts)
          mistakes.push({ line, column: 1, reason: NOT_AN_ENTRY });
        start = end + 1;
      }
    }
  } finally {
    closeSync(fd);
  }
  return { hashes, mistakes };
}
