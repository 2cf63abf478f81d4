// Numbers in copy as each language's readers read them (German 54.720 and 2,4; English 54,720 and 2.4). The rules
// are narrow on purpose: a year, a date (20.05.2024), a range, a phone number or a section (§ 5) never matches.
import type { Lang } from "../model.ts";
import type { Unit } from "./schema/figure-kinds.ts";

/** A number token: digits with inner points or commas, not part of a longer one. */
const TOKEN = /(?<![\d.,])\d+(?:[.,]\d+)*(?![\d]|[.,]\d)/g;
/** Whether a text has a number with a point or comma inside it: almost none has, and it is passed over at once. */
const GROUPED = /\d[.,]\d/;

/** A number written for the other language's readers, what they would read, and how to write it. */
interface Misformatted {
  readonly written: string;
  readonly meant: string;
  readonly reading: string;
}

const THOUSANDS = { de: /^\d{1,3}(?:\.\d{3})+$/, en: /^[1-9]\d{0,2}(?:,\d{3})+$/ } as const;
/** A comma then one or two digits, four or more, or after a zero: a decimal comma (English never writes one). */
const DECIMAL_COMMA = /^(?:0,\d+|\d+,(?:\d{1,2}|\d{4,}))$/;
/** A decimal point before a unit, in German copy: „2.4 MW“ (a bare „2.4“ may be a section or a version). */
const DECIMAL_POINT_UNIT = /^\s?(?:kWh?|MWh?|GWh|°C|%|€|t\b|Jahr|Monat|Haushalt)/;

/** The first number of `text` that readers of `lang` would misread, or undefined. */
export function misformattedNumber(text: string, lang: Lang): Misformatted | undefined {
  if (!GROUPED.test(text)) return undefined;
  for (const match of text.matchAll(TOKEN)) {
    const written = match[0];
    const as = (meant: string, reading: string): Misformatted => ({ written, meant, reading });
    if (lang === "en" && THOUSANDS.de.test(written))
      return as(written.replaceAll(".", ","), `the point as a decimal point (${Number(written)})`);
    if (lang === "en" && DECIMAL_COMMA.test(written))
      return as(written.replace(",", "."), "the comma as a thousands separator or between two numbers");
    if (lang === "de" && THOUSANDS.en.test(written)) {
      const read = String(Number(written.replace(",", ".").replaceAll(",", ""))).replace(".", ",");
      return as(written.replaceAll(",", "."), `the comma as a decimal comma (${read})`);
    }
    const after = text.slice(match.index + written.length, match.index + written.length + 9);
    if (lang === "de" && /^\d+\.\d{1,2}$/.test(written) && DECIMAL_POINT_UNIT.test(after))
      return as(written.replace(".", ","), "the point as a thousands separator");
  }
  return undefined;
}

function readNumber(written: string, lang: Lang): number {
  const [group, decimal] = lang === "de" ? [".", ","] : [",", "."];
  return Number(written.replaceAll(group, "").replace(decimal, "."));
}

/** `text` without placeholders and HTML tags (legal pages): `{figures.co2…}` and `<h2>` hold no number of the copy. */
const prose = (text: string) =>
  text.includes("{") || text.includes("<") ? text.replace(/\{[^{}]*\}|<[^>]*>/g, " ") : text;

/** Every number of `text` with its value as `lang` reads it, in order; placeholders are not numbers. */
export function numbersIn(text: string, lang: Lang): { readonly written: string; readonly value: number }[] {
  return [...prose(text).matchAll(TOKEN)].map((m) => ({ written: m[0], value: readNumber(m[0], lang) }));
}

/** How copy writes each unit after a number, in both languages („5 Haushalte“, "5 homes", „20-Fuß-“). */
const UNIT_WORDS: Record<Unit, string> = {
  "°C": "°\\s?C",
  kW: "kW(?!h)",
  MW: "MW(?!h)",
  kWh: "kWh",
  MWh: "MWh",
  "t/MWh": "t\\s?/\\s?MWh",
  t: "t(?![\\p{L}\\d/])",
  "%": "%|Prozent\\b|percent\\b|per cent\\b",
  "€/kWh": "€\\s?/\\s?kWh|€ (?:je|pro) kWh",
  "€/MWh": "€\\s?/\\s?MWh|€ (?:je|pro) MWh",
  "Mio. €": "Mio\\.\\s?€|million euros?\\b",
  "€": "€(?!\\s?/)|EUR\\b|Euro\\b|euros?\\b",
  households: "Haushalt(?:e|en)?\\b|homes\\b|households\\b",
  months: "Monat(?:e|en)?\\b|months?\\b",
  hours: "Stunden\\b|hours\\b",
  days: "Tag(?:e|en)?\\b|days?\\b",
  weeks: "Woche(?:n)?\\b|weeks?\\b",
  years: "Jahr(?:e|en)?\\b|years?\\b",
  litres: "Liter(?:n)?\\b|litres?\\b|liters?\\b",
  feet: "Fuß|foot\\b|feet\\b",
  times: "-?(?:mal|fach)\\b|times\\b",
  year: "(?!)", // a year is written without a unit
};
const UNITS = Object.keys(UNIT_WORDS) as Unit[];
const NUMBER = "\\d+(?:[.,]\\d+)*";
const SPACE = "[\\s\\u00A0\\u202F-]?";
/** A number or a range (24–36) and a unit after it, or English money written before it (€150,000, €0.14/kWh). */
const WITH_UNIT = new RegExp(
  `(?<![\\d.,{])(${NUMBER})(?:\\s?[–-]\\s?(${NUMBER}))?${SPACE}(?:${UNITS.map((u) => `(${UNIT_WORDS[u]})`).join("|")})` +
    `|(?<![\\w.,])€(${NUMBER})(?:\\s?[–-]\\s?€?(${NUMBER}))?(\\s?/\\s?[kM]Wh)?`,
  "gu",
);
const UNIT_AT_START = new RegExp(`^${SPACE}(?:${UNITS.map((u) => `(${UNIT_WORDS[u]})`).join("|")})`, "u");

/** The unit written right after `end` of `text`, or for English money „€“ before `start` (and „/kWh“ after). */
export function unitWritten(text: string, start: number, end: number): { text: string; unit: Unit } | undefined {
  const after = text.slice(end, end + 24);
  if (text[start - 1] === "€") {
    const per = /^\s?\/\s?[kM]Wh|^\s(million)\b/.exec(after);
    return { text: `€…${per ? per[0] : ""}`, unit: per?.[1] ? "Mio. €" : euroUnit(per?.[0]) };
  }
  const m = UNIT_AT_START.exec(after);
  if (!m) return undefined;
  return { text: m[0].trim(), unit: UNITS[m.slice(1).findIndex((g) => g !== undefined)]! };
}

/** English money written before its number: „€“, with „/kWh“ or „/MWh“ after it a price per unit of energy. */
const euroUnit = (per: string | undefined): Unit => (!per ? "€" : per.includes("M") ? "€/MWh" : "€/kWh");

/** Whether a written unit says what `declared` says: the same, or its numerator („0,14 € je eingesetzte kWh“). */
export function sameUnit(written: Unit, declared: Unit): boolean {
  const [wrote, per] = written.split("/");
  return written === declared || (per === undefined && declared.split("/")[0] === wrote);
}

/** A unit-bearing number is rare enough that a text without a digit next to a unit sign or letter is skipped. */
const HAS_DIGIT = /\d/;

export interface Measured {
  readonly written: string;
  readonly value: number | { readonly min: number; readonly max: number };
  readonly unit: Unit;
}

/** Every number of `text` written with one of the figures' units, as `lang` reads it; placeholders are skipped. */
export function measuredIn(text: string, lang: Lang): Measured[] {
  if (!HAS_DIGIT.test(text)) return [];
  const found: Measured[] = [];
  for (const m of prose(text).matchAll(WITH_UNIT)) {
    const euroFirst = m[1] === undefined;
    const [from, to] = euroFirst ? [m[3 + UNITS.length]!, m[4 + UNITS.length]] : [m[1]!, m[2]];
    const per = m[5 + UNITS.length];
    const unit = euroFirst ? euroUnit(per) : UNITS[m.slice(3, 3 + UNITS.length).findIndex(Boolean)]!;
    const min = readNumber(from, lang);
    found.push({ written: m[0].trim(), unit, value: to === undefined ? min : { min, max: readNumber(to, lang) } });
  }
  return found;
}
