// The catalogue's problems of numbers in copy read by their meaning (validate/numbers.ts).
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
    warning: true,
    title: "the two sides of a confirmed translation state different numbers (9 MWh against 8 MWh)",
    message: (f) =>
      `\`${f.key}\` is confirmed as a translation, but its numbers differ: ${f.en} in English, ${f.de} in German (${f.germanAt})`,
    hint: () =>
      "Correct the side that is wrong (a confirm after a change on one side only leaves the other's number behind), then run `sitegen translations confirm` on its line.",
    docs: "numbers",
  }),
  FigureTypedByHand: kind<{ written: string; placeholder: string; value: string }>({
    warning: true,
    title: "copy types a figure of `site.yaml` by hand („75 °C“) where its placeholder keeps it in step",
    message: (f) =>
      `„${f.written}“ is typed by hand where the figure \`${f.placeholder}\` (${f.value}) belongs: when site.yaml changes, this text keeps its number`,
    hint: (f) => `Write \`{${f.placeholder}}\` for the number, so that every page shows the figure site.yaml holds.`,
    docs: "numbers",
  }),
  FigureRelation: kind<{ key: string; value: string; relation: string; other: string; of: string; why: string }>({
    title: "two figures whose declared relation breaks (a medium size above the large one, hot water above full heat)",
    message: (f) => `\`${f.key}\` (${f.value}) ${f.relation} \`${f.other}\` (${f.of}): ${f.why}`,
    hint: () =>
      "Check the number of digits of both values and which of them changed (a slip of the keyboard, two figures swapped).",
    docs: "figure",
  }),
  DerivedFigureNotPositive: kind<{ name: string; value: string; formula: string; key: string; typed: string }>({
    title: "a figure the build computes comes out as 0 or less, from the assumption named",
    message: (f) =>
      `\`${f.name}\` comes out as ${f.value} with \`${f.key}: ${f.typed}\` (${f.formula}): every page that shows it would state it`,
    hint: (f) => `Change \`${f.key}\` (or the figures the formula names) so that \`${f.name}\` is above 0.`,
    docs: "derived",
  }),
  CalculatorDefaultLoss: kind<{ surplus: string; revenue: string; cost: string }>({
    warning: true,
    title: "the ROI calculator opens with a loss: at its defaults the electricity costs more than the revenue",
    message: (f) =>
      `the calculator opens with ${f.surplus} a year (revenue ${f.revenue}, electricity ${f.cost}): the home page would show a loss beside copy on how the investment pays back`,
    hint: () =>
      "Check the defaults of `roi` (a price in cents, an electricity price above the IT price): the page opens with them.",
    docs: "figure",
  }),
  FigureUnitMismatch: kind<{ placeholder: string; written: string; unit: string; meant: string }>({
    title: "a unit written after a placeholder that is not its figure's unit (`{figures.maxScaleMw} kW`)",
    message: (f) =>
      `\`{${f.placeholder}}\` is written with „${f.written}“, but the figure is in ${f.unit}: the page would state a number in the wrong unit`,
    hint: (f) => `Write the figure's unit: ${f.meant}.`,
    docs: "figures",
  }),
} as const;
