// The two files of one page compared as translations (content/de/… and content/en/…): the values both must share,
// text in the wrong language, and the status of each field pair against the lock file, counted for the summary.
import type { z } from "zod";
import { locate } from "../load/locate.ts";
import type { LockIndex, Problem, SourceFile, TranslationCounts } from "../model.ts";
import { problem } from "../problems/index.ts";
import { routeById } from "../routes/page-index.ts";
import { checkPagePair } from "../translations/cross-language.ts";
import { mistakeProblems, pageLock } from "../translations/lock.ts";
import { locateWords } from "./glossary.ts";
import { parseLink } from "./links.ts";
import { figuresByUnit } from "./figures-in-copy.ts";
import { locateNumber } from "./locate-text.ts";
import type { SiteConfig } from "./schema/site.ts";

/** What the comparison reads of a page's check, the start of check-pages.ts `PageInput`. */
export interface PairInput {
  readonly config: SiteConfig;
  readonly problems: Problem[];
  /** The parsed file at a project-relative path, or undefined when it does not exist. */
  readonly file: (path: string) => SourceFile | undefined;
  /** The lock file's index (undefined: translations not tracked) and where the field statuses are counted. */
  readonly translations?: { readonly lock: LockIndex | undefined; readonly counts: TranslationCounts } | undefined;
}

/** The two files of page `id` (`file` under content/<lang>/) compared; only for files that passed their checks. */
export function checkPair(id: string, file: string, schema: z.ZodType, input: PairInput, names = true): void {
  const de = input.file(`content/de/${file}.yaml`)!;
  const en = input.file(`content/en/${file}.yaml`)!;
  const { lock, counts } = input.translations ?? { lock: undefined, counts: undefined };
  // A link to no page is one problem (LinkTargetUnknown) at its own line, not also a difference between languages.
  const known = (to: string) => {
    const link = parseLink(to);
    return link.kind === "ext" || (link.kind === "page" && routeById(input.config, link.page) !== undefined);
  };
  const confirmed = lock && pageLock(lock, id);
  const figures = figuresByUnit(input.config);
  const pairs = checkPagePair(schema, de.value, en.value, confirmed, counts, input.config, figures, names);
  input.problems.push(...mistakeProblems(confirmed?.mistakes() ?? [])); // after: lines confirmed as they are go unread
  for (const found of pairs) {
    if (found.code === "TranslationValueDiffers" && found.link)
      if (!known(found.facts.de) || !known(found.facts.en)) continue;
    const file = found.lang === "de" ? de : en;
    const at = locate(file, found.path);
    if (found.code === "Language") {
      const where = found.sentence ? locateWords(file, found.path, found.sentence) : at;
      input.problems.push({ ...found.problem, at: where });
    } else if (found.code === "Number")
      input.problems.push({ ...found.problem, at: locateNumber(file, found.path, found.written) });
    else {
      const german = locate(de, found.path);
      input.problems.push(problem(found.code, { ...found.facts, germanAt: `${german.file}:${german.line}` }, at));
    }
  }
}
