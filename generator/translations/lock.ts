// content/translations.lock.yaml: the confirmed state of every translated field pair, one sorted line per pair, so
// that a merge of two branches conflicts only where both confirmed the same field, and a diff reads field by field.
// Each line is a YAML mapping of one entry, `"<page id> <key>": ["<de hash>", "<en hash>", "<de text>", "<en text>"]`,
// read line by line, so that every mistake has its line and spoils no other (lock-line.ts judges each line). Pages
// are named by their page id in site.yaml (`ui` for the labels).
// A file without the line `format: 2` is of the first form, which named pages by their file under content/de/: it
// is read with those names mapped to page ids, and written in this form on the next confirm.
//
// The build reads the file page by page through the index of lock-index.ts, each line judged by the same judgeLine
// as here.
import { join } from "node:path";
import type { LockMistake, PageKind, Problem } from "../model.ts";
import { checkContentPath, readContentFileSync, realRootOf } from "../load/read-content-file.ts";
import { writeFileAtomicSync } from "../write/atomic.ts";
import { duplicateReason, judgeLine, shortHash, type Hashes, type Texts } from "./lock-line.ts";

export const LOCK_PATH = "content/translations.lock.yaml";

/** A lock file may be far larger than a content file: it holds every text of the site twice. */
export const MAX_LOCK_BYTES = 1024 * 1024 * 1024;
export const FORMAT = 2;

const HEADER = [
  "# The German and English text of every field pair as last confirmed to say the same thing.",
  "# Written by `sitegen translations confirm`; see content/README.md#translations. One line per field pair:",
  '# "<page id> <key>": [<German hash>, <English hash>, <German text>, <English text>]',
  `format: ${FORMAT}`,
];

/** A page whose copy exists in both languages: its page id, its kind (whose schema says what is translated), its two files. */
export interface PagePair {
  readonly id: string;
  readonly kind: PageKind | "ui";
  readonly de: string;
  readonly en: string;
}

/** What was confirmed for one field pair: its two texts. */
export interface LockEntry {
  readonly de: string;
  readonly en: string;
  /** The line of the lock file it was read from (0 for entries not read from a file). */
  readonly line: number;
}

export interface Lock {
  /** Keyed by `<page id> <key>`, e.g. `faq faqs[0].questions[1].a`. */
  readonly entries: ReadonlyMap<string, LockEntry>;
  readonly mistakes: readonly LockMistake[];
  readonly exists: boolean;
  /** Why the file was not read (a link out of the project, a FIFO, a device): the content files' guard. */
  readonly refused?: Problem;
}

/** The id of a field pair in the lock file: the page id and the key path. */
export function lockKey(page: string, key: string): string {
  return `${page} ${key}`;
}

/** The name the first form of the lock file gave a page: its German file under content/de/ without `.yaml`. */
function firstFormName(page: PagePair): string {
  return page.de.replace(/^content\/de\//, "").replace(/\.yaml$/, "");
}

/** The lock file of `root`, read through the content files' guard; an absent file is an empty lock. */
export function readLock(root: string, pages: readonly PagePair[]): Lock {
  const read = readContentFileSync(root, LOCK_PATH, realRootOf(root), MAX_LOCK_BYTES);
  if (read === "missing") return { entries: new Map(), mistakes: [], exists: false };
  if ("problem" in read) return { entries: new Map(), mistakes: [], exists: true, refused: read.problem };
  return { ...parseLock(read.text, pages), exists: true };
}

/**
 * The entries of a lock file's text, and every line that is not one (conflict markers, hand edits, a wrong hash), each
 * judged by judgeLine (lock-line.ts) as the build judges it. A key confirmed twice with the same texts (a merge that
 * kept both sides) is one entry. Entries of the first form are renamed to the page ids of `pages`.
 */
export function parseLock(text: string, pages: readonly PagePair[] = []): Omit<Lock, "exists"> {
  const entries = new Map<string, { readonly line: number; readonly hashes: Hashes; readonly texts: Texts }>();
  const mistakes: LockMistake[] = [];
  let format = 1;
  eachLine(Buffer.from(text, "utf8"), (bytes, line) => {
    const verdict = judgeLine(bytes, format);
    if (verdict.kind === "mistake") return void mistakes.push({ line, column: verdict.column, reason: verdict.reason });
    if (verdict.kind === "format") return void (format = verdict.format);
    if (verdict.kind === "none") return;
    const { key, hashes } = verdict;
    const earlier = entries.get(key);
    if (!earlier) return void entries.set(key, { line, hashes, texts: verdict.texts() });
    if (earlier.hashes.de !== hashes.de || earlier.hashes.en !== hashes.en)
      mistakes.push({ line, column: 1, reason: duplicateReason(key, earlier.line) });
  });
  const read = new Map<string, LockEntry>();
  const ids = new Map(pages.map((page) => [firstFormName(page), page.id]));
  for (const [key, { texts, line }] of entries) {
    const name = key.slice(0, key.indexOf(" "));
    const renamed = format === FORMAT ? key : lockKey(ids.get(name) ?? name, key.slice(name.length + 1));
    read.set(renamed, { ...texts, line });
  }
  return { entries: read, mistakes };
}

/** Calls `each` with every line of `bytes` (without its newline) and its number. */
function eachLine(bytes: Buffer, each: (line: Buffer, number: number) => void): void {
  let number = 0;
  let start = 0;
  for (let newline = bytes.indexOf(0x0a); newline !== -1; newline = bytes.indexOf(0x0a, start)) {
    each(bytes.subarray(start, newline), ++number);
    start = newline + 1;
  }
  each(bytes.subarray(start), ++number);
}

/** The lines of `entries`, sorted by key. */
function entryLines(entries: ReadonlyMap<string, { readonly de: string; readonly en: string }>): string {
  const lines = [...entries].map(
    ([key, { de, en }]) =>
      `${JSON.stringify(key)}: ["${shortHash(de)}", "${shortHash(en)}", ${JSON.stringify(de)}, ${JSON.stringify(en)}]\n`,
  );
  return lines.sort().join("");
}

/** The lock file's text for `entries`: the header, then one line per entry, sorted by key. */
export function formatLock(entries: ReadonlyMap<string, { readonly de: string; readonly en: string }>): string {
  return `${HEADER.join("\n")}\n${entryLines(entries)}`;
}

/**
 * Writes the lock file at once (write/atomic.ts). `pages` are the entries page by page, in the order of their ids
 * (a large site's texts are never all held): the file is the same as formatLock of all of them.
 */
export function writeLock(
  root: string,
  pages: Iterable<ReadonlyMap<string, { readonly de: string; readonly en: string }>>,
): void {
  writeFileAtomicSync(
    join(root, LOCK_PATH),
    (function* () {
      yield `${HEADER.join("\n")}\n`;
      for (const entries of pages) yield entryLines(entries);
    })(),
  );
}

/** Why the lock file may not be read or replaced, or undefined: the content files' guard, without reading it. */
export function lockRefusal(root: string): Problem | undefined {
  const checked = checkContentPath(root, LOCK_PATH, realRootOf(root), MAX_LOCK_BYTES);
  return typeof checked === "object" && "problem" in checked ? checked.problem : undefined;
}
