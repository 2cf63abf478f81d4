// The status of a translated field pair: in sync, outdated (a side or a site.yaml value it depends on changed),
// missing or unconfirmed. Every command and the editor take their status from pageStatus.
import { locate } from "../load/locate.ts";
import type { FieldStatusName, PageKind, SourceFile } from "../model.ts";
import { figuresByUnit, figuresTypedByHand, withUnit } from "../validate/figures-in-copy.ts";
import { placeholdersIn, placeholderValue } from "../validate/placeholders.ts";
import type { SiteConfig } from "../validate/schema/site.ts";
import { fieldPairs, type FieldPair } from "./field-pairs.ts";
import type { ConfirmedText } from "./confirmed-text.ts";
import { matchEntries } from "./item-identity.ts";
import { isValue, shortHash, type Confirmation, type Hashes, type PageLock, type Value } from "./lock.ts";
import { wordDiff, type DiffPart } from "./word-diff.ts";
import { copySchema } from "../page-kinds.ts";

export interface PairState {
  readonly status: FieldStatusName;
  readonly changed?: "de" | "en" | "both";
  /** The site.yaml values its texts depend on that changed since: „figures.dccEfficiencyPercent 95 → 90“. */
  readonly values?: readonly string[];
  readonly renamedFrom?: string;
}

/** The numbers its texts depend on: placeholders and figures typed by hand („rund 75 °C“), not a {company.name}. */
export function confirmationOf(pair: { readonly de: string; readonly en: string }, config?: SiteConfig): Confirmation {
  const de = shortHash(pair.de);
  const hashes = { de, en: pair.en === pair.de ? de : shortHash(pair.en) }; // an address, an anchor: hashed once
  if (!config || (!pair.de.includes("{") && !pair.en.includes("{"))) return hashes; // almost every text
  const names = new Set<string>();
  for (const lang of ["de", "en"] as const) {
    if (!pair[lang].includes("{")) continue;
    for (const name of placeholdersIn(pair[lang])) names.add(name);
    for (const typed of figuresTypedByHand(pair[lang], lang, figuresByUnit(config))) names.add(typed.placeholder);
  }
  const values: Record<string, Value> = {};
  for (const name of [...names].sort()) {
    const value = placeholderValue(config, name);
    if (isValue(value)) values[name] = value;
  }
  return Object.keys(values).length > 0 ? { ...hashes, values } : hashes;
}

const shown = (value: unknown) =>
  value === undefined ? "(gone)" : isValue(value) ? withUnit(value, undefined) : String(value);

function changedValues(values: Readonly<Record<string, Value>>, config: SiteConfig): string[] {
  return Object.entries(values).flatMap(([name, was]) => {
    const is = placeholderValue(config, name);
    return JSON.stringify(is) === JSON.stringify(was) ? [] : [`${name} ${shown(was)} → ${shown(is)}`];
  });
}

/** The one rule: a pair's hashes against those confirmed, and the values it was confirmed against against `config`'s. */
function stateOf(current: Hashes, confirmed: Confirmation | undefined, config: SiteConfig | undefined): PairState {
  if (!confirmed) return { status: "unconfirmed" };
  const de = current.de !== confirmed.de;
  const en = current.en !== confirmed.en;
  const values = !config || !confirmed.values ? [] : changedValues(confirmed.values, config);
  if (!de && !en && values.length === 0) return { status: "in-sync" };
  return {
    status: "outdated",
    ...(de || en ? { changed: de && en ? "both" : de ? "de" : "en" } : {}),
    ...(values.length > 0 ? { values } : {}),
  };
}

/** Moved list items re-paired (item-identity.ts); an unconfirmed pair with an unclaimed key's texts is it, renamed. */
export function pageStatus(
  pairs: readonly { readonly key: string; readonly de: string | undefined; readonly en: string | undefined }[],
  lock: ReadonlyMap<string, Confirmation> | PageLock,
  config?: SiteConfig,
): { states: PairState[]; stale: string[] } {
  const hashed = pairs.map((p) => ({ key: p.key, ...confirmationOf({ de: p.de ?? "", en: p.en ?? "" }, config) }));
  const missing = pairs.map((pair) => !pair.de?.trim() || !pair.en?.trim());
  // The build's common case, every pair confirmed as it is, decided on the lines as read (docs/architecture.md, 12).
  const today = hashed.filter((_, i) => !missing[i]).map((h) => [h.key, h] as const);
  if ("confirms" in lock && config && lock.confirms(today))
    return { states: missing.map((m) => ({ status: m ? "missing" : "in-sync" })), stale: [] };
  const confirmed = "confirms" in lock ? lock.entries() : lock;
  const matched = matchEntries(hashed, confirmed);
  const states = pairs.map((pair, i): PairState => {
    if (missing[i]) return { status: "missing" };
    const key = matched[i];
    const state = stateOf(hashed[i]!, key === undefined ? undefined : confirmed.get(key), config);
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
      if (renamedFrom !== undefined)
        states[i] = { ...stateOf(hashed[i]!, confirmed.get(renamedFrom), config), renamedFrom };
    });
  return { states, stale: [...unclaimed.values()].flat() };
}

export interface FieldSide {
  readonly file: string;
  readonly line: number;
  readonly text: string | undefined;
  readonly diff?: readonly DiffPart[];
}

export interface FieldStatus extends PairState {
  /** The page id in site.yaml (`ui` for the labels). */
  readonly page: string;
  readonly key: string;
  readonly path: readonly (string | number)[];
  readonly de: FieldSide;
  readonly en: FieldSide;
  /** The names of the site.yaml values it was confirmed against (confirmationOf). */
  readonly dependsOn?: readonly string[];
}

/** A page's two files: `value` is the raw parsed YAML (placeholders unfilled). */
export interface PageFiles {
  readonly page: string;
  readonly kind: PageKind | "ui";
  readonly de: SourceFile;
  readonly en: SourceFile;
}

/** A page's translated pairs: not values both share (dates, page ids), nor a field only one language has. */
export function translatedPairs({ kind, de, en }: Omit<PageFiles, "page">): FieldPair[] {
  return fieldPairs(copySchema(kind), de.value, en.value).filter((pair) => pair.kind === "text");
}

/** `texts` finds what a changed side said when it was confirmed. */
export function pageStatuses(
  files: PageFiles,
  confirmed: ReadonlyMap<string, Confirmation>,
  { config, texts }: { readonly config?: SiteConfig | undefined; readonly texts?: ConfirmedText } = {},
): { fields: FieldStatus[]; stale: string[] } {
  const pairs = translatedPairs(files);
  const { states, stale } = pageStatus(pairs, confirmed, config);
  const fields = pairs.map((pair, i): FieldStatus => {
    const state = states[i]!;
    const key = state.renamedFrom ?? pair.key;
    const entry = state.status === "missing" ? undefined : confirmed.get(key);
    const side = (lang: "de" | "en"): FieldSide => {
      const text = pair[lang];
      const at = { file: files[lang].path, line: locate(files[lang], pair.path).line, text };
      if (!entry || (state.changed !== lang && state.changed !== "both")) return at;
      const was = texts?.(files[lang].path, entry[lang]);
      return was === undefined ? at : { ...at, diff: wordDiff(was, text ?? "") };
    };
    const dependsOn = entry?.values && { dependsOn: Object.keys(entry.values) };
    return { page: files.page, key: pair.key, path: pair.path, ...state, de: side("de"), en: side("en"), ...dependsOn };
  });
  return { fields, stale };
}
