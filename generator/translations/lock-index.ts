// The build's reader of content/translations.lock.yaml (lock.ts has the format): an index of each page's byte range,
// so that a thread reads only the lines of the pages it checks. A 10,000-page site's lock file holds every text twice
// (265 MB), which `yaml` cannot read in the build's time or memory budget (docs/architecture.md#translations).
// Every line is judged by lock-line.ts's judgeLine, as the commands judge it: a line that is no entry (a conflict
// marker, a broken line, a text corrected by hand) is the same problem at the same line here as there.
import { closeSync, openSync, readSync } from "node:fs";
import { open } from "node:fs/promises";
import type { LockIndex, LockMistake, Problem } from "../model.ts";
import { checkContentPath, realRootOf } from "../load/read-content-file.ts";
import { FORMAT, LOCK_PATH, MAX_LOCK_BYTES } from "./lock.ts";
import { duplicateReason, judgeLine, type Hashes } from "./lock-line.ts";

const [CHUNK, NEWLINE] = [4 * 1024 * 1024, 0x0a];

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
    if (to === from) return;
    // A line as confirm writes it starts with its quoted page id: judged by the thread that checks that page.
    let page = "";
    const space = bytes.indexOf(0x20, from);
    if (bytes[from] === 0x22 /* " */ && space !== -1 && space < to) page = bytes.toString("utf8", from + 1, space);
    else {
      const verdict = judgeLine(bytes.subarray(from, to), format);
      if (verdict.kind === "format") format = verdict.format;
      if (verdict.kind === "mistake") mistakes.push({ line: number, column: verdict.column, reason: verdict.reason });
      if (verdict.kind !== "entry") return;
      page = verdict.key.slice(0, verdict.key.indexOf(" ")); // written by hand: judged again with its page
    }
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

/**
 * The confirmed hashes of the field pairs of the page `id` (whose German file is `content/de/<file>.yaml`), by key
 * path, and the page's lines that are no entry, at their line: each line judged by judgeLine (lock-line.ts), as
 * `sitegen translations` judges it. A line as confirm writes it is judged on its bytes, its texts never decoded:
 * judging every text by decoding it cost about 12 % of a 1,000-page build (docs/architecture.md#translations).
 */
export function confirmedHashes(
  index: LockIndex,
  id: string,
  file: string,
): { hashes: Map<string, Hashes>; mistakes: LockMistake[] } {
  const page = index.format === FORMAT ? id : file;
  const hashes = new Map<string, Hashes>();
  const lines = new Map<string, number>();
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
        const verdict = judgeLine(bytes.subarray(start, end), index.format);
        start = end + 1;
        if (verdict.kind === "mistake") mistakes.push({ line, column: verdict.column, reason: verdict.reason });
        if (verdict.kind !== "entry") continue;
        const key = verdict.key.slice(page.length + 1);
        const earlier = hashes.get(key);
        if (!earlier) {
          hashes.set(key, verdict.hashes);
          lines.set(key, line);
        } else if (earlier.de !== verdict.hashes.de || earlier.en !== verdict.hashes.en)
          mistakes.push({ line, column: 1, reason: duplicateReason(verdict.key, lines.get(key)!) });
      }
    }
  } finally {
    closeSync(fd);
  }
  return { hashes, mistakes };
}

/**
 * The lines that are no entry (conflict markers, lines of no page) and those of the pages the build does not check
 * (`checked`: the page pairs it compares): removed pages, pages without English copy. The build's check of each
 * page pair judges that page's lines (confirmedHashes).
 */
export function uncheckedMistakes(
  index: LockIndex,
  checked: readonly { readonly id: string; readonly file: string }[],
): LockMistake[] {
  const names = new Set(checked.map((page) => (index.format === FORMAT ? page.id : page.file)));
  const unchecked = Object.keys(index.pages).filter((page) => !names.has(page));
  return [...index.mistakes, ...unchecked.flatMap((page) => confirmedHashes(index, page, page).mistakes)];
}
