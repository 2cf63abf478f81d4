// content/translations.lock.yaml: the confirmed state of every translated field pair, one sorted line per pair, so
// that a merge of two branches conflicts only where both confirmed the same field, and a diff reads field by field.
// Each line is a YAML mapping of one entry, `"<page id> <key>": ["<de hash>", "<en hash>", "<de text>", "<en text>"]`,
// read line by line, so that every mistake has its line and spoils no other (readLine: `yaml`, or JSON.parse for
// the lines in JSON form that confirm writes). Pages are named by their page id in site.yaml (`ui` for the labels).
// A file without the line `format: 2` is of the first form, which named pages by their file under content/de/: it
// is read with those names mapped to page ids, and written in this form on the next confirm.
//
// The build reads the file page by page through the index of lock-index.ts, each line judged by the same readEntry
// and checkTuple as here.
import { hash } from "node:crypto";
import { closeSync, openSync, readSync } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";
import type { Problem } from "../model.ts";
import { yamlPackage } from "../load/parse-yaml.ts";
import { checkContentPath, readContentFileSync, realRootOf } from "../load/read-content-file.ts";
import type { PageKind } from "../validate/schema/pages.ts";
import { writeFileAtomicSync } from "../write/atomic.ts";

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

/** A line of the lock file that could not be used, and why. */
export interface LockMistake {
  readonly line: number;
  readonly column: number;
  readonly reason: string;
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

/**
 * The first 8 hex digits of the text's SHA-1: enough to see at a glance which side changed, and to catch hand edits.
 * Node's one-shot hash, in C++: a loop over the characters in JavaScript cost a large build several per cent.
 */
export function shortHash(text: string): string {
  return hash("sha1", text, "hex").slice(0, 8);
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
 * The entries of a lock file's text, and every line that is not one (conflict markers, hand edits, a wrong hash).
 * Entries of the first form are renamed to the page ids of `pages`.
 */
export function parseLock(text: string, pages: readonly PagePair[] = []): Omit<Lock, "exists"> {
  const { parse } = yamlPackage();
  const entries = new Map<string, LockEntry>();
  const mistakes: LockMistake[] = [];
  let format = 1;
  text.split("\n").forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trimEnd();
    if (content === "" || content.startsWith("#")) return;
    const read = readEntry(content, parse);
    if ("reason" in read) return void mistakes.push({ line, ...read });
    const { key, value } = read;
    if (key === "format" && (value === 1 || value === FORMAT)) return void (format = value);
    if (format === 1 && key.endsWith(" @page")) return; // a seal of the first form: the build no longer uses them
    const entry = checkTuple(content, value);
    if ("reason" in entry) return void mistakes.push({ line, ...entry });
    if (entries.has(key))
      return void mistakes.push({
        line,
        column: 1,
        reason: `\`${key}\` is already confirmed at line ${entries.get(key)!.line}`,
      });
    entries.set(key, { de: entry.de, en: entry.en, line });
  });
  if (format === FORMAT) return { entries, mistakes };
  const ids = new Map(pages.map((page) => [firstFormName(page), page.id]));
  const renamed = new Map<string, LockEntry>();
  for (const [key, entry] of entries) {
    const name = key.slice(0, key.indexOf(" "));
    renamed.set(lockKey(ids.get(name) ?? name, key.slice(name.length + 1)), entry);
  }
  return { entries: renamed, mistakes };
}

type Mistaken = Omit<LockMistake, "line">;
export const MARKER = /^(<{7}|={7}|>{7}|\|{7})/;
export const NOT_AN_ENTRY = `not a line of the form "<page> <key>": ["<hash>", "<hash>", "<German>", "<English>"]`;

/** A line's key and value, or what makes it no entry: one judgement for the commands and the build (confirmedHashes). */
export function readEntry(content: string, parse: YamlParse): { key: string; value: unknown } | Mistaken {
  if (MARKER.test(content)) return { column: 1, reason: "a merge conflict marker" };
  let value: unknown;
  try {
    value = readLine(content, parse);
  } catch {
    return { column: 1, reason: NOT_AN_ENTRY };
  }
  const pairs = value !== null && typeof value === "object" && !Array.isArray(value) ? Object.entries(value) : [];
  const [key, tuple] = pairs[0] ?? [];
  if (pairs.length !== 1 || key === undefined) return { column: 1, reason: "not one entry of a mapping" };
  if (key !== "format" && !/^\S+ .+$/.test(key)) return { column: 1, reason: 'the key is not "<page> <key>"' };
  return { key, value: tuple };
}

/** The two texts of an entry whose hashes match them, or what is wrong (a text edited by hand keeps the old hash). */
export function checkTuple(
  content: string,
  tuple: unknown,
): { de: string; en: string; deHash: string; enHash: string } | Mistaken {
  if (!Array.isArray(tuple) || tuple.length !== 4 || tuple.some((t) => typeof t !== "string"))
    return { column: 1, reason: "the value is not four texts: German hash, English hash, German text, English text" };
  const [deHash, enHash, de, en] = tuple as [string, string, string, string];
  if (shortHash(de) === deHash && shortHash(en) === enHash) return { de, en, deHash, enHash };
  const wrong = shortHash(de) !== deHash ? "German" : "English";
  return {
    column: content.indexOf(wrong === "German" ? deHash : enHash) + 1,
    reason: `the hash of the ${wrong} text does not match it (edited by hand?)`,
  };
}

export type YamlParse = ReturnType<typeof yamlPackage>["parse"];

/**
 * One line's value. A line as confirm writes it is JSON, which YAML 1.2 reads the same way, and JSON.parse a hundred
 * times faster than `yaml` (930 lines: 4 ms against 400). Any other line (a hand edit, `format: 2`) is read by `yaml`.
 */
function readLine(content: string, parse: YamlParse): unknown {
  if (content.startsWith('"') && content.endsWith("]"))
    try {
      return JSON.parse(`{${content}}`);
    } catch {
      // not JSON: YAML decides
    }
  return parse(content, { schema: "core", uniqueKeys: false, maxAliasCount: 0, logLevel: "error" });
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
