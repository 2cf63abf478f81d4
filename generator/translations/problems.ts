// The translation status as problems of the catalogue: for `sitegen translations`, `sitegen check` and the editor.
import type { Problem } from "../model.ts";
import { problem } from "../problems/index.ts";
import { LOCK_PATH, mistakeProblems } from "./lock.ts";
import type { OpenSite } from "../site.ts";
import { pagePairs, readerOf, readTranslations, type ProjectTranslations } from "./project.ts";
import { languageVerdicts } from "./content-language.ts";
import { languageProblem } from "./cross-language.ts";
import type { FieldStatus } from "./status.ts";
import { formatWordDiff } from "./word-diff.ts";
import { numberWarnings } from "./number-warnings.ts";

/** Words of unchanged text kept on each side of a change in a warning's diff. */
const DIFF_CONTEXT = 6;

export function lockProblems(found: Pick<ProjectTranslations, "mistakes" | "stale" | "problems">): Problem[] {
  return [
    ...found.problems,
    ...mistakeProblems(found.mistakes),
    ...found.stale.map((s) =>
      problem("TranslationLockStale", { key: s.key }, { file: LOCK_PATH, line: s.line, column: 1 }),
    ),
  ];
}

/** At the side that needs the change; a changed value alone asks for both texts to be checked, at the German one. */
export function outdatedProblem(field: FieldStatus): Problem | undefined {
  if (field.status !== "outdated") return undefined;
  const changed = field.changed ?? "values";
  const [side, moved] = changed === "de" || changed === "both" ? [field.en, field.de] : [field.de, field.en];
  const diff = moved.diff
    ? formatWordDiff(moved.diff, DIFF_CONTEXT)
    : `no word diff, as no version of ${moved.file} in git has the text as confirmed`;
  const values = field.values?.join(", ") ?? "";
  return problem(
    "TranslationOutdated",
    { key: field.key, changed, other: `${moved.file}:${moved.line}`, diff, values, at: `${side.file}:${side.line}` },
    { file: side.file, line: side.line, column: 1 },
  );
}

/** `sitegen check` judges every text's language, not only changed ones. */
export function checkTranslations(site: OpenSite): { problems: Problem[]; warnings: Problem[] } {
  const framed = site.framed();
  if (!framed) return { problems: [...site.problems().problems], warnings: [] };
  const { frame, listed } = framed;
  const open = readerOf(site.config.root, listed);
  const found = readTranslations(site.config.root, pagePairs(frame.config.routes), open, frame.config);
  const fromLock = lockProblems(found);
  const problems = [...fromLock.filter((p) => p.code !== "TranslationLockStale"), ...languageProblems(found.fields)];
  const warnings = [
    ...found.fields.flatMap((f) => outdatedProblem(f) ?? []),
    ...fromLock.filter((p) => p.code === "TranslationLockStale"),
    ...numberWarnings(open(), found.fields, frame.config),
  ];
  return { problems, warnings };
}

export function languageProblems(fields: readonly FieldStatus[]): Problem[] {
  return fields.flatMap((field) => {
    const { de, en } = field;
    if (de.text === undefined || en.text === undefined) return [];
    return (["de", "en"] as const).flatMap((lang) => {
      const text = field[lang].text!;
      const at = { file: field[lang].file, line: field[lang].line, column: 1 };
      return languageVerdicts(text, lang, field[lang === "de" ? "en" : "de"].text).map((verdict) =>
        languageProblem(verdict, field.key, text, at),
      );
    });
  });
}
