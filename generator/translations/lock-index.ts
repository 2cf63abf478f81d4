// The build's reader of content/translations.lock.yaml (lock.ts has the format): an index of each page's byte range,
// so that a thread reads only the lines of the pages it checks. A 10,000-page site's lock file holds every text twice
// (265 MB), which `yaml` cannot read in the build's time or memory budget (docs/architecture.md#translations).
// Each line a page reads is judged as the commands judge it (readEntry, checkTuple of lock.ts).
import { closeSync, openSync, readSync } from "node:fs";
import { open } from "node:fs/promises";
import type { Problem } from "../model.ts";
import { yamlPackage } from "../load/parse-yaml.ts";
import { checkContentPath, realRootOf } from "../load/read-content-file.ts";
import {
  checkTuple,
  FORMAT,
  LOCK_PATH,
  MARKER,
  MAX_LOCK_BYTES,
  NOT_AN_ENTRY,
  readEntry,
  type LockMistake,
  type YamlParse,
} from "./lock.ts";

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

/**
 * The confirmed hashes of the field pairs of the page `id` (whose German file is `content/de/<file>.yaml`), by key
 * path, and the page's lines that confirm nothing, judged as `sitegen translations` judges them (readEntry,
 * checkTuple): a conflict marker or a text edited by hand is a mistake at its line in both.
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
  const parse = ((text: string, options: object) => yamlPackage().parse(text, options)) as YamlParse; // loaded only for a line that is not JSON
  const fd = openSync(index.file, "r");
  try {
    for (const [from, to, first] of ranges) {
      const bytes = Buffer.allocUnsafe(to - from);
      const length = readSync(fd, bytes, 0, bytes.length, from);
      const lines = bytes.toString("utf8", 0, length).split("\n");
      const judge = (key: string, tuple: unknown, i: number, content: string) => {
        if (index.format !== FORMAT && key.endsWith(" @page")) return; // a seal (lock.ts)
        const entry = checkTuple(content, tuple);
        if ("reason" in entry) mistakes.push({ line: first + i, ...entry });
        else hashes.set(key.slice(page.length + 1), { de: entry.deHash, en: entry.enHash });
      };
      // The lines as confirm writes them are JSON: one parse for the page's lines, as measured about twice as fast as
      // one per line; a range with any other line (a hand edit, a conflict marker) is read line by line.
      const filled = lines.filter((l) => l.trim() !== "");
      let whole: Record<string, unknown> | undefined;
      try {
        whole = JSON.parse(`{${filled.join(",")}}`) as Record<string, unknown>;
      } catch {
        whole = undefined;
      }
      if (whole && Object.keys(whole).length === filled.length) {
        const at = (key: string) => lines.findIndex((l) => l.startsWith(`${JSON.stringify(key)}:`));
        for (const [key, tuple] of Object.entries(whole)) {
          const entry = checkTuple("", tuple);
          if ("reason" in entry)
            judge(key, tuple, at(key), lines[at(key)]!.trimEnd()); // located only when wrong
          else if (index.format === FORMAT || !key.endsWith(" @page"))
            hashes.set(key.slice(page.length + 1), { de: entry.deHash, en: entry.enHash });
        }
        continue;
      }
      lines.forEach((raw, i) => {
        const content = raw.trimEnd();
        if (content === "") return;
        const read = readEntry(content, parse);
        if ("reason" in read) mistakes.push({ line: first + i, ...read });
        else judge(read.key, read.value, i, content);
      });
    }
  } finally {
    closeSync(fd);
  }
  return { hashes, mistakes };
}
