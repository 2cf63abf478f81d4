// content/translations.lock.yaml: the confirmed state of every translated field pair, one sorted line per pair, so
// that a merge of two branches conflicts only where both confirmed the same field, and a diff reads field by field.
// Each line is `"<page> <key>": ["<de hash>", "<en hash>", "<de text>", "<en text>"]`: JSON inside YAML, which YAML
// reads as the same mapping, and which is parsed here line by line so that every mistake has its line. The hashes
// come first, at fixed places, so that the build reads a line's status without parsing its texts (lock-index.ts).
// A page whose every pair was in sync when confirmed gets one more line, its seal (`"<page> @page"`): a digest of
// each of its two files and the counts of that moment. While both files are unchanged, the build takes the counts
// from the seal and walks no field; any change to a file (a comment too) breaks the seal, and the fields are read.

import { hash } from "node:crypto";

export const LOCK_PATH = "content/translations.lock.yaml";

const HEADER = [
  "# The German and English text of every field pair as last confirmed to say the same thing.",
  "# Written by `sitegen translations confirm`; see content/README.md#translations. One line per field pair:",
  '# "<page> <key>": [<German hash>, <English hash>, <German text>, <English text>]',
  '# and a seal per page in sync: "<page> @page": [<German file digest>, <English file digest>, <pairs>, <missing>]',
];

/** The key of a page's seal line: `@` cannot begin a key of content (YAML reserves it). */
export const SEAL = "@page";

/**
 * A page's two files as they were when all its pairs were in sync, with the counts of that moment. What the seal
 * vouches for also depends on the rules of cross-language.ts: RULES is part of every digest, so that changing them
 * (and this string) breaks every seal.
 */
export interface Seal {
  readonly de: string;
  readonly en: string;
  readonly inSync: number;
  readonly missing: number;
}

const RULES = "pairs-1";

/** The digest of a content file's text in a seal: 16 hex digits of SHA-1 over the rules and the text. */
export function fileDigest(text: string): string {
  return hash("sha1", `${RULES}\n${text}`, "hex").slice(0, 16);
}

/** A seal line's four texts as a seal, or undefined when they are not two digests and two counts. */
export function readSeal(tuple: readonly unknown[]): Seal | undefined {
  const [de, en, inSync, missing] = tuple;
  const digest = (d: unknown): d is string => typeof d === "string" && /^[0-9a-f]{16}$/.test(d);
  const count = (c: unknown): c is string => typeof c === "string" && /^\d{1,9}$/.test(c);
  if (tuple.length !== 4 || !digest(de) || !digest(en) || !count(inSync) || !count(missing)) return undefined;
  return { de, en, inSync: Number(inSync), missing: Number(missing) };
}

/** What was confirmed for one field pair. */
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
  /** Keyed by `<page> <key>`, e.g. `faq faqs[0].questions[1].a`. */
  readonly entries: ReadonlyMap<string, LockEntry>;
  /** The seals, by page. */
  readonly seals: ReadonlyMap<string, Seal>;
  readonly mistakes: readonly LockMistake[];
}

/** The id of a field pair in the lock file: the page's file under content/<lang>/ without `.yaml`, and its key path. */
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

/** The entries of a lock file's text, and every line that is not one (conflict markers, hand edits, a wrong hash). */
export function parseLock(text: string): Lock {
  const entries = new Map<string, LockEntry>();
  const seals = new Map<string, Seal>();
  const mistakes: LockMistake[] = [];
  const lines = text.split("\n");
  lines.forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trimEnd();
    if (content === "" || content.startsWith("#")) return;
    if (/^(<{7}|={7}|>{7}|\|{7})/.test(content)) {
      mistakes.push({ line, column: 1, reason: "a merge conflict marker" });
      return;
    }
    const parsed = parseLine(content);
    if (typeof parsed === "string") {
      mistakes.push({ line, column: 1, reason: parsed });
      return;
    }
    const [key, tuple] = parsed;
    if (key.endsWith(` ${SEAL}`)) {
      const seal = readSeal(tuple);
      if (seal) seals.set(key.slice(0, -SEAL.length - 1), seal);
      else mistakes.push({ line, column: 1, reason: "a seal is two file digests (16 hex digits) and two counts" });
      return;
    }
    const [deHash, enHash, de, en] = tuple;
    if (shortHash(de) !== deHash || shortHash(en) !== enHash) {
      const column = content.indexOf(shortHash(de) !== deHash ? deHash : enHash) + 1;
      mistakes.push({
        line,
        column,
        reason: `the hash of the ${shortHash(de) !== deHash ? "German" : "English"} text does not match it (edited by hand?)`,
      });
      return;
    }
    if (entries.has(key)) {
      mistakes.push({ line, column: 1, reason: `\`${key}\` is already confirmed at line ${entries.get(key)!.line}` });
      return;
    }
    entries.set(key, { de, en, line });
  });
  return { entries, seals, mistakes };
}

function parseLine(content: string): [string, [string, string, string, string]] | string {
  let value: unknown;
  try {
    value = JSON.parse(`{${content}}`);
  } catch {
    return 'not a line of the form "<page> <key>": ["<hash>", "<hash>", "<German>", "<English>"]';
  }
  const pairs = Object.entries(value as Record<string, unknown>);
  const [key, tuple] = pairs[0] ?? [];
  if (pairs.length !== 1 || key === undefined || !/^\S+ .+$/.test(key)) {
    return 'the key is not "<page> <key>"';
  }
  if (!Array.isArray(tuple) || tuple.length !== 4 || tuple.some((t) => typeof t !== "string")) {
    return "the value is not four texts: German hash, English hash, German text, English text";
  }
  return [key, tuple as [string, string, string, string]];
}

/**
 * The lock file's text for `entries` and `seals`: a header (unless `header` is false), then one line per entry and
 * seal, sorted by key (a page's seal comes before its pairs).
 */
export function formatLock(
  entries: ReadonlyMap<string, { readonly de: string; readonly en: string }>,
  seals: ReadonlyMap<string, Seal> = new Map(),
  header = true,
): string {
  const lines = new Map<string, string>();
  for (const [key, { de, en }] of entries)
    lines.set(key, `["${shortHash(de)}", "${shortHash(en)}", ${JSON.stringify(de)}, ${JSON.stringify(en)}]`);
  for (const [page, s] of seals)
    lines.set(lockKey(page, SEAL), `["${s.de}", "${s.en}", "${s.inSync}", "${s.missing}"]`);
  const body = [...lines.keys()].sort().map((key) => `${JSON.stringify(key)}: ${lines.get(key)}`);
  return [...(header ? HEADER : []), ...body, ""].join("\n");
}
