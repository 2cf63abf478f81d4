// content/translations.lock.yaml: the confirmed state of every translated field pair, one sorted line per pair, so
// that a merge of two branches conflicts only where both confirmed the same field, and a diff reads field by field.
// Each line is `"<page> <key>": ["<de hash>", "<en hash>", "<de text>", "<en text>"]`: JSON inside YAML, which YAML
// reads as the same mapping, and which is parsed here line by line so that every mistake has its line. The hashes
// come first, at fixed places, so that the build reads a line's status without parsing its texts (lock-index.ts).

import { hash } from "node:crypto";

export const LOCK_PATH = "content/translations.lock.yaml";

const HEADER = [
  "# The German and English text of every field pair as last confirmed to say the same thing.",
  "# Written by `sitegen translations confirm`; see content/README.md#translations. One line per field pair:",
  '# "<page> <key>": [<German hash>, <English hash>, <German text>, <English text>]',
];

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
    const [key, [deHash, enHash, de, en]] = parsed;
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
  return { entries, mistakes };
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

/** The lock file's text for `entries`: a header (unless `header` is false), then one line per entry, sorted by key. */
export function formatLock(
  entries: ReadonlyMap<string, { readonly de: string; readonly en: string }>,
  header = true,
): string {
  const keys = [...entries.keys()].sort();
  const body = keys.map((key) => {
    const { de, en } = entries.get(key)!;
    return `${JSON.stringify(key)}: ["${shortHash(de)}", "${shortHash(en)}", ${JSON.stringify(de)}, ${JSON.stringify(en)}]`;
  });
  return [...(header ? HEADER : []), ...body, ""].join("\n");
}
