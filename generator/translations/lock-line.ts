// The one judgement of a line of content/translations.lock.yaml (lock.ts has the format): whether it is an entry, the
// format line, or a mistake at its column. `sitegen translations`, `confirm`, `sitegen check` and the editor judge
// every line through parseLock (lock.ts), the build each page's lines through confirmedHashes (lock-index.ts), so a
// conflict marker, a broken line or a text corrected by hand is the same problem at the same line in all of them.
//
// A line as confirm writes it is judged on its bytes: when its texts hold no escape, their bytes are their UTF-8, and
// their hashes are taken from the bytes without decoding a text (rawEntry). Any other line, and any line whose hashes
// do not fit its bytes, is decoded and judged by readEntry and checkTuple, so the verdict and its column are theirs.
import { hash } from "node:crypto";
import { isUtf8 } from "node:buffer";
import { yamlPackage } from "../load/parse-yaml.ts";

/** The confirmed hashes of one field pair. */
export type Hashes = { readonly de: string; readonly en: string };

/** What makes a line no entry, at its column. */
export interface Mistaken {
  readonly column: number;
  readonly reason: string;
}

/** A line's verdict. An entry's texts are decoded only when asked for (the build needs only its hashes). */
export type LineVerdict =
  | { readonly kind: "entry"; readonly key: string; readonly hashes: Hashes; readonly texts: () => Texts }
  | { readonly kind: "format"; readonly format: 1 | 2 }
  /** An empty line, a comment, or a seal of the first form (`<page> @page`, no longer used). */
  | { readonly kind: "none" }
  | ({ readonly kind: "mistake" } & Mistaken);

export type Texts = { readonly de: string; readonly en: string };

export const MARKER = /^(<{7}|={7}|>{7}|\|{7})/;
export const NOT_AN_ENTRY = `not a line of the form "<page> <key>": ["<hash>", "<hash>", "<German>", "<English>"]`;

/**
 * The first 8 hex digits of the text's SHA-1 (of its UTF-8): enough to see at a glance which side changed, and to
 * catch hand edits. Node's one-shot hash, in C++: a loop over the characters in JavaScript cost a large build several
 * per cent.
 */
export function shortHash(text: string | Buffer): string {
  return hash("sha1", text, "hex").slice(0, 8);
}

/** A key confirmed twice with other texts: the second line is the mistake (the same texts twice are one entry). */
export function duplicateReason(key: string, line: number): string {
  return `\`${key}\` is already confirmed at line ${line}`;
}

/**
 * The verdict on one line (without its newline) of a lock file of `format` (the first form's seals are no entries but
 * no mistakes either).
 */
export function judgeLine(line: Buffer, format: number): LineVerdict {
  const raw = rawEntry(line);
  if (raw && (format !== 1 || !raw.key.endsWith(" @page"))) return raw;
  const content = line.toString("utf8").trimEnd();
  if (content === "" || content.startsWith("#")) return { kind: "none" };
  const read = readEntry(content);
  if ("reason" in read) return { kind: "mistake", ...read };
  const { key, value } = read;
  if (key === "format" && (value === 1 || value === 2)) return { kind: "format", format: value };
  if (format === 1 && key.endsWith(" @page")) return { kind: "none" };
  const entry = checkTuple(content, value);
  if ("reason" in entry) return { kind: "mistake", ...entry };
  const texts = { de: entry.de, en: entry.en };
  return { kind: "entry", key, hashes: { de: entry.deHash, en: entry.enHash }, texts: () => texts };
}

const [QUOTE, BACKSLASH, CLOSE] = [0x22, 0x5c, 0x5d];
const KEY_END = Buffer.from('": ["');
const BETWEEN = Buffer.from('", "');

/**
 * A line of the form confirm writes, `"<key>": ["<hash>", "<hash>", "<German>", "<English>"]`, whose bytes hold no
 * escape (so no quote inside a text), are UTF-8 and fit both hashes: an entry, read without decoding its texts.
 * Anything else is left to readEntry and checkTuple (undefined).
 */
function rawEntry(line: Buffer): Extract<LineVerdict, { kind: "entry" }> | undefined {
  const end = line.length;
  if (line[0] !== QUOTE || line[end - 1] !== CLOSE || line[end - 2] !== QUOTE) return undefined;
  if (line.includes(BACKSLASH) || !isUtf8(line)) return undefined;
  const keyEnd = line.indexOf(QUOTE, 1);
  const deStart = keyEnd + 29; // `": ["` 8 hex digits `", "` 8 hex digits `", "`
  if (keyEnd === -1 || deStart > end || !at(line, keyEnd, KEY_END)) return undefined;
  if (!at(line, keyEnd + 13, BETWEEN) || !at(line, keyEnd + 25, BETWEEN)) return undefined;
  const deEnd = line.indexOf(QUOTE, deStart);
  if (!at(line, deEnd, BETWEEN) || line.indexOf(QUOTE, deEnd + 4) !== end - 2) return undefined;
  const de = line.subarray(deStart, deEnd);
  const en = line.subarray(deEnd + 4, end - 2);
  const hashes = {
    de: line.toString("latin1", keyEnd + 5, keyEnd + 13),
    en: line.toString("latin1", keyEnd + 17, keyEnd + 25),
  };
  if (shortHash(de) !== hashes.de || shortHash(en) !== hashes.en) return undefined;
  const key = line.toString("utf8", 1, keyEnd);
  if (!KEY.test(key)) return undefined;
  return { kind: "entry", key, hashes, texts: () => ({ de: de.toString("utf8"), en: en.toString("utf8") }) };
}

/** Whether `bytes` are at `index` of `line` (a loop: Buffer#compare costs more than its few bytes). */
function at(line: Buffer, index: number, bytes: Buffer): boolean {
  if (index < 0) return false;
  for (let i = 0; i < bytes.length; i++) if (line[index + i] !== bytes[i]) return false;
  return true;
}

const KEY = /^\S+ .+$/;

/** A line's key and value, or what makes it no entry. */
function readEntry(content: string): { key: string; value: unknown } | Mistaken {
  if (MARKER.test(content)) return { column: 1, reason: "a merge conflict marker" };
  let value: unknown;
  try {
    value = readLine(content);
  } catch {
    return { column: 1, reason: NOT_AN_ENTRY };
  }
  const pairs = value !== null && typeof value === "object" && !Array.isArray(value) ? Object.entries(value) : [];
  const [key, tuple] = pairs[0] ?? [];
  if (pairs.length !== 1 || key === undefined) return { column: 1, reason: "not one entry of a mapping" };
  if (key !== "format" && !KEY.test(key)) return { column: 1, reason: 'the key is not "<page> <key>"' };
  return { key, value: tuple };
}

/** The two texts of an entry whose hashes match them, or what is wrong (a text edited by hand keeps the old hash). */
function checkTuple(
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

/**
 * One line's value. A line as confirm writes it is JSON, which YAML 1.2 reads the same way, and JSON.parse a hundred
 * times faster than `yaml` (930 lines: 4 ms against 400). Any other line (a hand edit, `format: 2`) is read by `yaml`.
 */
function readLine(content: string): unknown {
  if (content.startsWith('"') && content.endsWith("]"))
    try {
      return JSON.parse(`{${content}}`);
    } catch {
      // not JSON: YAML decides
    }
  const { parse } = yamlPackage();
  return parse(content, { schema: "core", uniqueKeys: false, maxAliasCount: 0, logLevel: "error" });
}
