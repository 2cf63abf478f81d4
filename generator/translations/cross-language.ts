// The build's pass over one page's two files: values both languages must share, text in the wrong language, and
// the tally of field statuses for the build's one line. Reads only the page's lines of the lock file (hashes, not
// texts), and judges the language only of text changed since it was confirmed, so a build of unchanged copy
// costs a walk and a hash per field.
import type { Lang } from "../model.ts";
import { wrongLanguage } from "./content-language.ts";
import { walkLeaves } from "./field-pairs.ts";
import type { ConfirmedHashes } from "./lock-index.ts";
import { shortHash } from "./lock-file.ts";
import type { FieldStatusName } from "./status.ts";
import { isTitle } from "./content-language.ts";

export type TranslationCounts = Record<FieldStatusName, number>;

export const noCounts = (): TranslationCounts => ({ "in-sync": 0, outdated: 0, missing: 0, unconfirmed: 0 });

export function addCounts(into: TranslationCounts, from: Readonly<TranslationCounts>): TranslationCounts {
  for (const status of Object.keys(into) as FieldStatusName[]) into[status] += from[status];
  return into;
}

/** A problem of one side of a page, at a key path of that side's file. */
export type SideProblem =
  | {
      readonly code: "TranslationValueDiffers";
      readonly lang: "en";
      readonly path: readonly (string | number)[];
      readonly facts: { key: string; en: string; de: string; order: boolean };
    }
  | {
      readonly code: "ContentLanguage";
      readonly lang: Lang;
      readonly path: readonly (string | number)[];
      readonly facts: { key: string; found: Lang; confidence: number };
    };

/**
 * The problems of a page pair and its counts, against the confirmed hashes of its pairs by key (lock-index.ts).
 * `confirmed` undefined: the project tracks no translations, and only the values are compared (judging every text
 * of a large site would cost more than the rest of its build).
 */
export function checkPagePair(
  de: unknown,
  en: unknown,
  confirmed: ReadonlyMap<string, ConfirmedHashes> | undefined,
  counts: TranslationCounts = noCounts(),
): SideProblem[] {
  const problems: SideProblem[] = [];
  const claimed = new Set<string>();
  const unconfirmed: { de: string; en: string }[] = [];
  walkLeaves(de, en, (key, path, kind, deText, enText) => {
    if (kind === "value") {
      if (deText !== undefined && enText !== undefined && deText !== enText) {
        const facts = { key, en: enText, de: deText, order: path.includes("articles") || key.endsWith(".to") };
        problems.push({ code: "TranslationValueDiffers", lang: "en", path: [...path], facts });
      }
      return;
    }
    if (!confirmed || deText === undefined || enText === undefined) return; // one language's own field
    if (!deText.trim() || !enText.trim()) {
      counts.missing++;
      return;
    }
    const hashes = { de: shortHash(deText), en: shortHash(enText) };
    const entry = confirmed.get(key);
    if (entry) claimed.add(key);
    if (entry && entry.de === hashes.de && entry.en === hashes.en) counts["in-sync"]++;
    else if (entry) counts.outdated++;
    else unconfirmed.push(hashes);
    if (deText === enText && isTitle(deText)) return; // a name or a quoted title, in one language on purpose
    for (const lang of ["de", "en"] as const) {
      if (entry?.[lang] === hashes[lang]) continue; // judged before it was confirmed
      const wrong = wrongLanguage(lang === "de" ? deText : enText, lang);
      if (wrong) problems.push({ code: "ContentLanguage", lang, path: [...path], facts: { key, ...wrong } });
    }
  });
  // A field renamed in both languages with its texts unchanged keeps its status: its old line is unclaimed.
  if (confirmed && unconfirmed.length > 0) {
    const old = [...confirmed].filter(([key]) => !claimed.has(key)).map(([, h]) => `${h.de} ${h.en}`);
    const left = new Map<string, number>();
    for (const pair of old) left.set(pair, (left.get(pair) ?? 0) + 1);
    for (const hashes of unconfirmed) {
      const id = `${hashes.de} ${hashes.en}`;
      const n = left.get(id) ?? 0;
      if (n > 0) left.set(id, n - 1);
      counts[n > 0 ? "in-sync" : "unconfirmed"]++;
    }
  }
  return problems;
}
