// The part of the problem catalogue (catalogue.ts) about numbers in copy read by their meaning
// (validate/numbers.ts): a number written for the other language's readers, the two sides of a confirmed
// translation that state different numbers, and a figure of site.yaml typed by hand where its placeholder belongs.
import { kind, lang } from "./kind.ts";

export const NUMBER_PROBLEMS = {
  NumberFormat: kind<{ written: string; meant: string; reading: string; lang: "de" | "en" }>({
    title:
      "a number written for the other language's readers: a German thousands point or a decimal comma in English copy, an English thousands comma in German copy",
    message: (f) =>
      `„${f.written}“ is written the ${lang(f.lang === "de" ? "en" : "de")} way in ${lang(f.lang)} copy: ${lang(f.lang)} readers read ${f.reading}`,
    hint: (f) =>
      `Write „${f.meant}“${f.lang === "de" ? " (German: a point between thousands, a comma before decimals)" : " (English: a comma between thousands, a point before decimals)"}, or a placeholder {figures.…} if it is one of the site's figures.`,
    docs: "numbers",
  }),
  TranslationNumbersDiffer: kind<{ key: string; de: string; en: string; germanAt: string }>({
    title: "warning: the two sides of a confirmed translation state different numbers (9 MWh against 8 MWh)",
    message: (f) =>
      `\`${f.key}\` is confirmed as a translation, but its numbers differ: ${f.en} in English, ${f.de} in German (${f.germanAt})`,
    hint: () =>
      "Correct the side that is wrong (a confirm after a change on one side only leaves the other's number behind), then run `sitegen translations confirm` on its line.",
    docs: "numbers",
  }),
  FigureTypedByHand: kind<{ written: string; placeholder: string; value: string }>({
    title: "warning: copy types a figure of `site.yaml` by hand („75 °C“) where its placeholder keeps it in step",
    message: (f) =>
      `„${f.written}“ is typed by hand but is the figure \`${f.placeholder}\` (${f.value}): when site.yaml changes, this text keeps the old number`,
    hint: (f) => `Write \`{${f.placeholder}}\` for the number, so that every page shows the figure site.yaml holds.`,
    docs: "numbers",
  }),
} as const;
