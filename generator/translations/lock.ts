// content/translations.lock.yaml: one sorted line per confirmed pair, so that a merge conflicts only where both
// branches confirmed the same field: `"<page id> <key>": ["<de hash>", "<en hash>", {"figures.x": 95}]`, its value
// read by one JSON.parse while the file stays a YAML mapping. No texts: the word diff finds them in git.
import { isUtf8 } from "node:buffer";
import { hash } from "node:crypto";
import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { join } from "node:path";
import type { LockIndex, LockMistake, PageKind, Problem } from "../model.ts";
import { checkContentPath, realRootOf } from "../load/read-content-file.ts";
import { utf8Problem } from "../load/utf8.ts";
import { problem } from "../problems/index.ts";
import { writeFileAtomicSync } from "../write/atomic.ts";

export const LOCK_PATH = "content/translations.lock.yaml";

/** 3.6 times a 10,000-page site's lock file, far below what the reader can hold: a larger one is refused at line 1. */
export const MAX_LOCK_BYTES = 128 * 1024 * 1024;

const HEADER =
  "# What was confirmed of each translated field pair: the hashes of its German and English text, and the site.yaml\n" +
  "# values they depend on. Written by `sitegen translations confirm`, never by hand (content/README.md#translations).\n";

export interface PagePair {
  readonly id: string;
  readonly kind: PageKind | "ui";
  readonly de: string;
  readonly en: string;
}

export type Hashes = { readonly de: string; readonly en: string };

/** A value of site.yaml a confirmed text depends on: a number or a range. */
export type Value = number | { readonly min: number; readonly max: number };

export type Confirmation = Hashes & { readonly values?: Readonly<Record<string, Value>> };

export type LockEntry = Confirmation & { readonly line: number };

export interface Lock {
  readonly pages: Map<string, Map<string, LockEntry>>;
  readonly mistakes: LockMistake[];
}

export const lockKey = (page: string, key: string): string => `${page} ${key}`;

/** A pair's value as confirm writes it (JSON; a hash is hex, nothing to escape). */
const valueText = ({ de, en, values }: Confirmation): string =>
  values && Object.keys(values).length > 0 ? JSON.stringify([de, en, values]) : `["${de}","${en}"]`;

/** A page's lines as confirm writes them: its block of the file. */
function pageLines(page: string, entries: Iterable<readonly [string, Confirmation]>): string {
  const lines = [...entries];
  // Keys with no character JSON escapes or sorting before the closing quote (`"a b":` precedes `"a":`) sort as lines.
  const plain = lines.every(([key]) => !UNUSUAL.test(key));
  const start = JSON.stringify(lockKey(page, "")).slice(0, -1);
  const line = ([key, pair]: readonly [string, Confirmation]) =>
    `${start}${plain ? key : JSON.stringify(key).slice(1, -1)}": ${valueText(pair)}\n`;
  lines.sort((a, b) => ((plain ? a[0] < b[0] : line(a) < line(b)) ? -1 : 1));
  return lines.map(line).join("");
}
const UNUSUAL = /[\u0000-\u0022\\\ud800-\udfff]/;

/** Node's one-shot hash: a loop over the characters in JavaScript cost a large build several per cent. */
export function shortHash(text: string): string {
  return hash("sha1", text, "hex").slice(0, 8);
}

const KEY = /^"([^"\\ ]+) ([^"\\]+)": /; // the page id and the key path, as confirm writes them: no quote, no escape
const HASH = /^[0-9a-f]{8}$/;
const NAME = /^(?:product|[a-zA-Z]\w*(?:\.[a-zA-Z]\w*)+)$/;
const MARKER = /^(<{7}|={7}|>{7}|\|{7})/;
const FORM = `not a line as confirm writes it, "<page> <key>": ["<German hash>", "<English hash>"]`;

/** The same pair confirmed alike twice (a merge that kept both sides) is one entry; with other hashes, a mistake. */
export function readLock(text: string, firstLine = 1, into: Lock = { pages: new Map(), mistakes: [] }): Lock {
  for (let start = 0, line = firstLine; start < text.length; line++) {
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline;
    const content = text.slice(start, end).trimEnd();
    start = end + 1;
    if (content === "" || content.startsWith("#")) continue;
    const key = KEY.exec(content);
    if (!key) {
      into.mistakes.push({ line, column: 1, reason: MARKER.test(content) ? "a merge conflict marker" : FORM });
      continue;
    }
    const [{ length }, page, path] = key as unknown as [string, string, string];
    let confirmed: Confirmation | string;
    try {
      confirmed = entryOf(JSON.parse(content.slice(length)));
    } catch (error) {
      const at = Number(/position (\d+)/.exec(String(error))?.[1] ?? 0); // where JSON.parse stopped
      into.mistakes.push({ line, column: Math.min(content.length + 1, length + at + 1), reason: FORM });
      continue;
    }
    if (typeof confirmed === "string") {
      into.mistakes.push({ line, column: length + 1, reason: confirmed }); // at the value
      continue;
    }
    let entries = into.pages.get(page);
    if (!entries) into.pages.set(page, (entries = new Map()));
    const earlier = entries.get(path);
    if (!earlier) entries.set(path, { ...confirmed, line });
    else if (valueText(earlier) !== valueText(confirmed)) {
      const reason = `\`${page} ${path}\` is already confirmed at line ${earlier.line}`;
      into.mistakes.push({ line, column: 1, reason });
    }
  }
  return into;
}

function entryOf(value: unknown): Confirmation | string {
  if (!Array.isArray(value) || value.length < 2 || value.length > 3) return FORM;
  const [de, en, values]: unknown[] = value;
  if (typeof de !== "string" || !HASH.test(de) || typeof en !== "string" || !HASH.test(en))
    return "a hash is not 8 hex digits (edited by hand?)";
  if (values === undefined) return { de, en };
  const named = values !== null && typeof values === "object" && !Array.isArray(values) ? Object.entries(values) : [];
  if (named.length === 0 || !named.every(([name, v]) => NAME.test(name) && isValue(v)))
    return "the values are not site.yaml names with a number or a range each";
  return { de, en, values: values as Record<string, Value> };
}

export function isValue(value: unknown): value is Value {
  if (typeof value === "number") return Number.isFinite(value);
  const range = value as { min?: unknown; max?: unknown } | null;
  return typeof range?.min === "number" && typeof range.max === "number" && Object.keys(range).length === 2;
}

export function mistakeProblems(mistakes: readonly LockMistake[]): Problem[] {
  return mistakes.map(({ line, column, reason }) =>
    problem("TranslationLockInvalid", { reason }, { file: LOCK_PATH, line, column }),
  );
}

/** Read through the index as the build's threads read it; an absent file is an empty lock. */
export function openLock(root: string): Lock & { readonly refused?: Problem } {
  const index = indexLock(root);
  const lock: Lock = { pages: new Map(), mistakes: [...(index?.mistakes ?? [])] };
  for (const page of index?.pages.keys() ?? []) {
    const read = pageLock(index!, page);
    lock.pages.set(page, read.entries());
    lock.mistakes.push(...read.mistakes());
  }
  lock.mistakes.sort((a, b) => a.line - b.line);
  return index?.refused ? { ...lock, refused: index.refused } : lock;
}

/** Threads read only their pages' lines (pageLock: a 10,000-page build's memory); `refused` comes with the frame's. */
export function indexLock(root: string): LockIndex | undefined {
  const checked = checkContentPath(root, LOCK_PATH, realRootOf(root), MAX_LOCK_BYTES);
  if (checked === "missing") return undefined;
  const refused = (problem: Problem) => ({
    file: join(root, LOCK_PATH),
    pages: new Map(),
    mistakes: [],
    refused: problem,
  });
  if ("problem" in checked) return refused(checked.problem);
  const bytes = readFileSync(checked.real);
  if (!isUtf8(bytes)) return refused(utf8Problem(LOCK_PATH, bytes.toString("utf8"), () => bytes)!);
  const pages = new Map<string, [from: number, to: number, line: number][]>();
  const pageless: Lock = { pages: new Map(), mistakes: [] };
  let last: [number, number, number] | undefined;
  for (let start = 0, line = 1; start < bytes.length; line++) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline === -1 ? bytes.length : newline + 1;
    const space = bytes.indexOf(0x20, start);
    if (bytes[start] === 0x22 && space > start + 1 && space < end) {
      const page = bytes.toString("utf8", start + 1, space);
      if (last?.[1] === start && pages.get(page)?.at(-1) === last) last[1] = end;
      else pages.set(page, [...(pages.get(page) ?? []), (last = [start, end, line])]);
    } else readLock(bytes.toString("utf8", start, end), line, pageless);
    start = end;
  }
  return { file: checked.real, pages, mistakes: pageless.mistakes };
}

/** One page's lines, parsed when first asked for: none is if they are those confirm writes for today (`confirms`). */
export type PageLock = ReturnType<typeof pageLock>;
export function pageLock(index: LockIndex, page: string) {
  const blocks: [text: string, line: number][] = [];
  const fd = index.pages.has(page) ? openSync(index.file, "r") : undefined;
  try {
    for (const [from, to, line] of index.pages.get(page) ?? []) {
      const bytes = Buffer.alloc(to - from);
      readSync(fd!, bytes, 0, bytes.length, from);
      blocks.push([bytes.toString("utf8"), line]);
    }
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  let lock: Lock | undefined;
  let confirmed = false; // lines confirm wrote hold no mistake
  const read = () => (lock ??= blocks.reduce((into, [text, line]) => readLock(text, line, into), readLock("")));
  return {
    entries: (): Map<string, LockEntry> => read().pages.get(page) ?? new Map(),
    mistakes: (): readonly LockMistake[] => (confirmed ? [] : read().mistakes),
    confirms: (today: Iterable<readonly [string, Confirmation]>) =>
      (confirmed = blocks.length === 1 && blocks[0]![0] === pageLines(page, today)),
  };
}

/** The mistakes of the lines of no page and of the pages not in `checked` (removed pages, pages of one language). */
export function uncheckedMistakes(index: LockIndex, checked: ReadonlySet<string>): LockMistake[] {
  const unchecked = [...index.pages.keys()].filter((page) => !checked.has(page));
  return [...index.mistakes, ...unchecked.flatMap((page) => pageLock(index, page).mistakes())];
}

/** The content files' guard without reading: confirming all replaces a file too large to read. */
export function lockRefusal(root: string): Problem | undefined {
  const checked = checkContentPath(root, LOCK_PATH, realRootOf(root), Infinity);
  return typeof checked === "object" && "problem" in checked ? checked.problem : undefined;
}

/** `pages` in byPageId order, streamed: a large site's are never all held. */
export function writeLock(root: string, pages: Iterable<readonly [string, ReadonlyMap<string, Confirmation>]>): void {
  writeFileAtomicSync(
    join(root, LOCK_PATH),
    (function* () {
      yield HEADER;
      for (const [page, entries] of pages) yield pageLines(page, entries);
    })(),
  );
}

/** Page ids in the order their lines have in the file. */
export const byPageId = (a: string, b: string): number => (a + " " < b + " " ? -1 : 1);
