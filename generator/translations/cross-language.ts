// The build's pass over one page's two files. It judges the language only of text changed since it was confirmed,
// so a build of unchanged copy costs a walk and a hash per field.
import type { FieldStatusName, Lang, Problem, SourceLocation, TranslationCounts } from "../model.ts";
import { problem } from "../problems/index.ts";
import { isTitle, languageVerdicts, type LanguageVerdict } from "./content-language.ts";
import { misformattedNumber } from "../validate/numbers.ts";
import { figuresTypedByHand } from "../validate/figures-in-copy.ts";

type FiguresByUnit = Parameters<typeof figuresTypedByHand>[2];
import type { z } from "zod";
import { fieldPairs } from "./field-pairs.ts";
import { isCopy, walkFields } from "../validate/schema/walk.ts";
import type { Confirmation, PageLock } from "./lock.ts";
import type { SiteConfig } from "../validate/schema/site.ts";
import { pageStatus } from "./status.ts";

const STATUSES: readonly FieldStatusName[] = ["in-sync", "outdated", "missing", "unconfirmed"];
export const noCounts = (): TranslationCounts =>
  ({ ...Object.fromEntries(STATUSES.map((status) => [status, 0])), values: {} }) as TranslationCounts;

export function addCounts(into: TranslationCounts, from: Readonly<TranslationCounts>): TranslationCounts {
  for (const status of STATUSES) into[status] += from[status];
  for (const [change, n] of Object.entries(from.values)) into.values[change] = (into.values[change] ?? 0) + n;
  return into;
}

export type SideProblem =
  | {
      readonly code: "TranslationValueDiffers";
      readonly lang: "en";
      readonly path: readonly (string | number)[];
      readonly facts: { key: string; en: string; de: string; order: boolean };
      /** The field is a link target (validate/links.ts). */
      readonly link: boolean;
    }
  | {
      readonly code: "Language";
      readonly lang: Lang;
      readonly path: readonly (string | number)[];
      /** The problem, to be located at `path`, or at the line of `sentence` inside it. */
      readonly problem: Problem;
      readonly sentence?: string;
    }
  | {
      /** A number of the copy (NumberFormat, FigureTypedByHand), to be located at the number `written`. */
      readonly code: "Number";
      readonly lang: Lang;
      readonly path: readonly (string | number)[];
      readonly written: string;
      readonly problem: Problem;
    };

export function languageProblem(verdict: LanguageVerdict, key: string, text: string, at?: SourceLocation): Problem {
  const { found } = verdict;
  if (verdict.kind === "label") return problem("ContentLanguageLabel", { key, text, found, words: verdict.words }, at);
  if (verdict.kind === "text") return problem("ContentLanguage", { key, found, confidence: verdict.confidence }, at);
  const { evidence, sentence } = verdict;
  return problem("ContentLanguageSentence", { key, found, sentence, ...evidence }, at);
}

/** Without `confirmed` (no lock file) only the values are compared: judging every text costs more than a build. */
export function checkPagePair(
  schema: z.ZodType | undefined,
  de: unknown,
  en: unknown,
  confirmed: ReadonlyMap<string, Confirmation> | PageLock | undefined,
  counts: TranslationCounts = noCounts(),
  config?: SiteConfig,
  figures?: FiguresByUnit,
  /** False for labels (ui.yaml): a label both files hold word for word is one left untranslated, never a name. */
  names = true,
): SideProblem[] {
  const problems: SideProblem[] = [];
  const pairs = fieldPairs(schema, de, en);
  const texts = pairs.filter((pair) => pair.kind === "text");
  for (const { kind, path, key, role, de: deText, en: enText } of pairs)
    if (kind === "value" && deText !== enText) {
      const facts = { key, en: enText, de: deText, order: role === "link" || role === "article" };
      problems.push({ code: "TranslationValueDiffers", lang: "en", path, facts, link: role === "link" });
    }
  for (const pair of texts) {
    if (pair.de === pair.en && isTitle(pair.de)) continue; // a source's title, quoted in its own language
    const named = pair.de.includes("{") || pair.en.includes("{") ? figures : undefined; // else no figure typed by hand
    for (const lang of ["de", "en"] as const)
      problems.push(...numberProblems(pair[lang], lang, pair.path, named, pair[lang === "de" ? "en" : "de"]));
  }
  if (!confirmed) return problems;
  const { states } = pageStatus(texts, confirmed, config);
  texts.forEach((pair, i) => {
    const state = states[i]!;
    counts[state.status]++;
    if (state.values) for (const change of state.values) counts.values[change] = (counts.values[change] ?? 0) + 1;
    if (state.status === "missing" || state.status === "in-sync") return; // judged before it was confirmed
    for (const lang of ["de", "en"] as const) {
      if (state.status === "outdated" && state.changed !== lang && state.changed !== "both") continue; // judged when confirmed
      const text = pair[lang];
      for (const verdict of languageVerdicts(text, lang, names ? pair[lang === "de" ? "en" : "de"] : undefined))
        problems.push({
          code: "Language",
          lang,
          path: pair.path,
          problem: languageProblem(verdict, pair.key, text),
          ...(verdict.kind === "sentence" && { sentence: verdict.sentence }),
        });
    }
  });
  return problems;
}

function numberProblems(
  text: string,
  lang: Lang,
  path: readonly (string | number)[],
  figures: FiguresByUnit | undefined,
  counterpart?: string,
): Extract<SideProblem, { code: "Number" }>[] {
  const wrong = misformattedNumber(text, lang);
  const typed = figures ? figuresTypedByHand(text, lang, figures, "", counterpart) : [];
  if (!wrong && typed.length === 0) return []; // almost every text
  return [
    ...(wrong ? [{ written: wrong.written, problem: problem("NumberFormat", { ...wrong, lang }) }] : []),
    ...typed.map((facts) => ({ written: facts.written, problem: problem("FigureTypedByHand", facts) })),
  ].map((found) => ({ code: "Number", lang, path, ...found }));
}

/** The numbers of the copy of a page that has no counterpart to pair with. */
export function checkUnpaired(
  schema: z.ZodType,
  value: unknown,
  lang: Lang,
  figures?: FiguresByUnit,
): Extract<SideProblem, { code: "Number" }>[] {
  const problems: Extract<SideProblem, { code: "Number" }>[] = [];
  walkFields(schema, value, (node, path, role) => {
    if (typeof node === "string" && isCopy(role)) problems.push(...numberProblems(node, lang, [...path], figures));
  });
  return problems;
}
