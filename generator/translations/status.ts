// The status of a translated field pair: in sync, outdated (a side changed since it was confirmed), missing (a side
// is empty or absent) or unconfirmed (never confirmed). One rule (pairStatus), on the hashes of the texts, and one
// rename matching (pageStatus); the build's count, `sitegen translations`, `--strict`, `confirm`, `sitegen check`
// and the editor all take their status from here.
import { locate } from "../load/locate.ts";
import type { FieldStatusName, PageKind, SourceFile } from "../model.ts";
import { fieldPairs, keyOf, type FieldPair } from "./field-pairs.ts";
import { matchEntries } from "./item-identity.ts";
import type { Hashes } from "./lock-line.ts";
import { shortHash } from "./lock-line.ts";
import { lockKey, type LockEntry } from "./lock.ts";
import { wordDiff, type DiffPart } from "./word-diff.ts";
import { copySchema } from "../page-kinds.ts";

/**
 * A pair's status, the side(s) that changed for an outdated one, and the key it was confirmed under when that is
 * another (the field was renamed, or its list item moved).
 */
export interface PairState {
  readonly status: FieldStatusName;
  readonly changed?: "de" | "en" | "both";
  readonly renamedFrom?: string;
}

/** The one rule: a pair's two texts against the hashes they had when confirmed (undefined: never confirmed). */
export function pairStatus(
  pair: { readonly de: string | undefined; readonly en: string | undefined },
  confirmed: Hashes | undefined,
): PairState {
  if (!pair.de?.trim() || !pair.en?.trim()) return { status: "missing" };
  return hashStatus({ de: shortHash(pair.de), en: shortHash(pair.en) }, confirmed);
}

function hashStatus(current: Hashes, confirmed: Hashes | undefined): PairState {
  if (!confirmed) return { status: "unconfirmed" };
  const de = current.de !== confirmed.de;
  const en = current.en !== confirmed.en;
  if (!de && !en) return { status: "in-sync" };
  return { status: "outdated", changed: de && en ? "both" : de ? "de" : "en" };
}

/**
 * The status of each pair of one page (by key) against its confirmed hashes (by key), and the keys no pair claims
 * (`stale`). A list item added, moved or removed re-pairs the others with their own entries (item-identity.ts):
 * such a pair's `renamedFrom` is the key it was confirmed under. A pair still unconfirmed whose texts are those of
 * an unclaimed key is the same field, renamed in both languages: it keeps its status, and that key is no longer
 * stale.
 */
export function pageStatus(
  pairs: readonly { readonly key: string; readonly de: string | undefined; readonly en: string | undefined }[],
  confirmed: ReadonlyMap<string, Hashes>,
): { states: PairState[]; stale: string[] } {
  const hashed = pairs.map((p) => ({ key: p.key, de: shortHash(p.de ?? ""), en: shortHash(p.en ?? "") }));
  const matched = matchEntries(hashed, confirmed);
  const states = pairs.map((pair, i): PairState => {
    if (!pair.de?.trim() || !pair.en?.trim()) return { status: "missing" };
    const key = matched[i];
    const state = hashStatus(hashed[i]!, key === undefined ? undefined : confirmed.get(key));
    return key === undefined || key === pair.key ? state : { ...state, renamedFrom: key };
  });
  const claimed = new Set(matched);
  const unclaimed = new Map<string, string[]>(); // "<de hash> <en hash>" → the keys confirmed with them
  for (const [key, h] of confirmed)
    if (!claimed.has(key)) unclaimed.set(`${h.de} ${h.en}`, [...(unclaimed.get(`${h.de} ${h.en}`) ?? []), key]);
  if (unclaimed.size > 0)
    states.forEach((state, i) => {
      if (state.status !== "unconfirmed") return;
      const renamedFrom = unclaimed.get(`${hashed[i]!.de} ${hashed[i]!.en}`)?.shift();
      if (renamedFrom !== undefined) states[i] = { status: "in-sync", renamedFrom };
    });
  return { states, stale: [...unclaimed.values()].flat() };
}

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

export interface FieldStatus extends PairState {
  /** The page id in site.yaml (`ui` for the labels). */
  readonly page: string;
  /** The key path, `faqs[0].questions[1].a`. */
  readonly key: string;
  readonly path: readonly (string | number)[];
  readonly de: FieldSide;
  readonly en: FieldSide;
}

/** A page's two files: `value` is the raw parsed YAML (placeholders unfilled). */
export interface PageFiles {
  readonly page: string;
  readonly kind: PageKind | "ui";
  readonly de: SourceFile;
  readonly en: SourceFile;
}

/**
 * The translated field pairs of a page: not the values both must share (dates, page ids), nor a field that only one
 * language has (the labels of the notice only English visitors see; on pages the parity check forbids them).
 */
export function translatedPairs({ kind, de, en }: Omit<PageFiles, "page">): FieldPair[] {
  return fieldPairs(copySchema(kind), de.value, en.value).filter((pair) => pair.kind === "text");
}

/** Every translated field pair of a page with its status, lines and diffs, and the page's stale lock keys. */
export function pageStatuses(
  files: PageFiles,
  entries: ReadonlyMap<string, LockEntry>,
): { fields: FieldStatus[]; stale: string[] } {
  const pairs = translatedPairs(files).map((pair) => ({ ...pair, key: keyOf(pair.path) }));
  const prefix = lockKey(files.page, "");
  const confirmed = new Map<string, Hashes>();
  for (const [key, { de, en }] of entries)
    if (key.startsWith(prefix)) confirmed.set(key.slice(prefix.length), { de: shortHash(de), en: shortHash(en) });
  const { states, stale } = pageStatus(pairs, confirmed);
  const fields = pairs.map((pair, i): FieldStatus => {
    const state = states[i]!;
    const entry =
      state.status === "missing" ? undefined : entries.get(lockKey(files.page, state.renamedFrom ?? pair.key));
    const side = (lang: "de" | "en"): FieldSide => {
      const text = pair[lang];
      const confirmedText = entry?.[lang];
      const changed = state.changed === lang || state.changed === "both";
      return {
        file: files[lang].path,
        line: locate(files[lang], pair.path).line,
        text,
        ...(confirmedText === undefined ? {} : { confirmed: confirmedText }),
        ...(changed && confirmedText !== undefined ? { diff: wordDiff(confirmedText, text ?? "") } : {}),
      };
    };
    return { page: files.page, key: pair.key, path: pair.path, ...state, de: side("de"), en: side("en") };
  });
  return { fields, stale: stale.map((key) => lockKey(files.page, key)) };
}
