// The status of every field pair of one page: in sync, outdated (a side changed since it was confirmed), missing
// (a side is empty or absent) or unconfirmed (never confirmed). Pure: the page's two files and the lock's entries
// in, statuses out; the command line, the build, `sitegen check` and the editor all use it.
import { locate } from "../load/locate.ts";
import type { SourceFile } from "../model.ts";
import { fieldPairs, keyOf, type FieldPair } from "./field-pairs.ts";
import { lockKey, type LockEntry } from "./lock-file.ts";
import { wordDiff, type DiffPart } from "./word-diff.ts";

export type FieldStatusName = "in-sync" | "outdated" | "missing" | "unconfirmed";

/** One side of a field pair: where it is, what it says now and what it said when confirmed. */
export interface FieldSide {
  readonly file: string;
  readonly line: number;
  readonly text: string | undefined;
  /** The text as confirmed, when the pair was ever confirmed. */
  readonly confirmed?: string;
  /** What changed since it was confirmed, when it did. */
  readonly diff?: readonly DiffPart[];
}

export interface FieldStatus {
  /** The file's name under content/<lang>/ without `.yaml`: `faq`, `blog/meta-odense`, `ui`. */
  readonly page: string;
  /** The key path, `faqs[0].questions[1].a`. */
  readonly key: string;
  readonly path: readonly (string | number)[];
  readonly status: FieldStatusName;
  /** The side(s) that changed since confirmation, for an outdated pair. */
  readonly changed?: "de" | "en" | "both";
  /** The key it was confirmed under, when the field was renamed in both languages since (status kept). */
  readonly renamedFrom?: string;
  readonly de: FieldSide;
  readonly en: FieldSide;
}

/** A page's two files: `value` is the raw parsed YAML (placeholders unfilled). */
export interface PageFiles {
  readonly page: string;
  readonly de: SourceFile;
  readonly en: SourceFile;
}

/**
 * The translated field pairs of a page: not the values both must share (dates, page ids), nor a field that only one
 * language has (the labels of the notice only English visitors see; on pages the parity check forbids them).
 */
export function translatedPairs(de: unknown, en: unknown): FieldPair[] {
  return fieldPairs(de, en).filter((pair) => pair.kind === "text" && pair.de !== undefined && pair.en !== undefined);
}

/**
 * The status of one pair against the lock. `unclaimed` are this page's entries whose key no longer exists: one with
 * both texts unchanged is the same field renamed in both languages, and keeps its status (it is taken out of the set).
 */
export function statusOf(
  page: string,
  pair: FieldPair,
  entries: ReadonlyMap<string, LockEntry>,
  unclaimed?: Map<string, LockEntry>,
): { status: FieldStatusName; entry?: LockEntry; renamedFrom?: string; changed?: "de" | "en" | "both" } {
  if (!pair.de?.trim() || !pair.en?.trim()) return { status: "missing" };
  const entry = entries.get(lockKey(page, keyOf(pair.path)));
  if (!entry && unclaimed) {
    for (const [key, candidate] of unclaimed) {
      if (candidate.de === pair.de && candidate.en === pair.en) {
        unclaimed.delete(key);
        return { status: "in-sync", entry: candidate, renamedFrom: key.slice(page.length + 1) };
      }
    }
  }
  if (!entry) return { status: "unconfirmed" };
  const de = entry.de !== pair.de;
  const en = entry.en !== pair.en;
  if (!de && !en) return { status: "in-sync", entry };
  return { status: "outdated", entry, changed: de && en ? "both" : de ? "de" : "en" };
}

/** This page's lock entries whose key is none of `pairs`: renamed or removed fields. */
export function unclaimedEntries(
  page: string,
  pairs: readonly FieldPair[],
  entries: ReadonlyMap<string, LockEntry>,
): Map<string, LockEntry> {
  const current = new Set(pairs.map((p) => lockKey(page, keyOf(p.path))));
  const prefix = `${page} `;
  const unclaimed = new Map<string, LockEntry>();
  for (const [key, entry] of entries) if (key.startsWith(prefix) && !current.has(key)) unclaimed.set(key, entry);
  return unclaimed;
}

/** Every translated field pair of a page with its status, lines and diffs; `unclaimed` keeps the stale entries. */
export function pageStatuses(
  files: PageFiles,
  entries: ReadonlyMap<string, LockEntry>,
): { fields: FieldStatus[]; stale: Map<string, LockEntry> } {
  const pairs = translatedPairs(files.de.value, files.en.value);
  const unclaimed = unclaimedEntries(files.page, pairs, entries);
  const fields = pairs.map((pair) => {
    const found = statusOf(files.page, pair, entries, unclaimed);
    const side = (lang: "de" | "en"): FieldSide => {
      const file = files[lang];
      const text = pair[lang];
      const confirmed = found.entry?.[lang];
      const changed = found.changed === lang || found.changed === "both";
      return {
        file: file.path,
        line: locate(file, pair.path).line,
        text,
        ...(confirmed === undefined ? {} : { confirmed }),
        ...(changed && confirmed !== undefined ? { diff: wordDiff(confirmed, text ?? "") } : {}),
      };
    };
    return {
      page: files.page,
      key: keyOf(pair.path),
      path: pair.path,
      status: found.status,
      ...(found.changed ? { changed: found.changed } : {}),
      ...(found.renamedFrom ? { renamedFrom: found.renamedFrom } : {}),
      de: side("de"),
      en: side("en"),
    };
  });
  return { fields, stale: unclaimed };
}
