// Warnings, not problems (the build reads only the lock file's hashes, and a page may quote a figure on purpose): a
// confirmed pair whose sides state different numbers („9 MWh“ against „8 MWh“), a site.yaml figure typed by hand.
import type { Problem } from "../model.ts";
import { problem } from "../problems/index.ts";
import { figuresByUnit, figuresTypedByHand } from "../validate/figures-in-copy.ts";
import { numbersIn } from "../validate/numbers.ts";
import { locateNumber } from "../validate/locate-text.ts";
import type { SiteConfig } from "../validate/schema/site.ts";
import type { ReadFile } from "./project.ts";
import type { FieldStatus } from "./status.ts";

export function numberWarnings(files: ReadFile, fields: readonly FieldStatus[], config: SiteConfig): Problem[] {
  const at = (path: string, field: FieldStatus, written: string) => {
    const file = files(path);
    const side = path === field.de.file ? field.de : field.en;
    return file ? locateNumber(file, field.path, written) : { file: path, line: side.line, column: 1 };
  };
  const figures = figuresByUnit(config);
  const warnings: Problem[] = [];
  for (const field of fields) {
    if (field.status === "in-sync") {
      const differ = differingNumbers(field.de.text!, field.en.text!);
      if (differ) {
        const german = differ.de === "–" ? { line: field.de.line } : at(field.de.file, field, differ.de);
        const facts = { key: field.key, de: differ.de, en: differ.en, germanAt: `${field.de.file}:${german.line}` };
        warnings.push(problem("TranslationNumbersDiffer", facts, at(field.en.file, field, differ.en)));
      }
    }
    for (const lang of ["de", "en"] as const) {
      const text = field[lang].text;
      if (text === undefined) continue;
      // The figures its confirmed texts named (the lock keeps them): one written out by hand since is typed by hand.
      const named = (field.dependsOn ?? []).map((name) => `{${name}}`).join(" ");
      for (const found of figuresTypedByHand(text, lang, figures, named))
        warnings.push(problem("FigureTypedByHand", found, at(field[lang].file, field, found.written)));
    }
  }
  return warnings;
}

/** Compared as sets: a translation may repeat a number (the English imprint names „Section 5“ twice). */
function differingNumbers(de: string, en: string): { de: string; en: string } | undefined {
  if (de === en) return undefined;
  const [a, b] = [numbersIn(de, "de"), numbersIn(en, "en")];
  const [inDe, inEn] = [new Set(a.map((n) => n.value)), new Set(b.map((n) => n.value))];
  const onlyDe = a.find((n) => !inEn.has(n.value));
  const onlyEn = b.find((n) => !inDe.has(n.value));
  if (!onlyDe && !onlyEn) return undefined;
  return { de: onlyDe?.written ?? "–", en: onlyEn?.written ?? "–" };
}
