// The typography of copy in its page's language: Typograf for quotes and apostrophes per locale, and rules of ours
// (plain expressions, cheaper than a Typograf run on every string with a digit) for numbers and their units, legal
// references, ranges and dashes. Content files stay plain ("85 %", "24-36 Monate"); German pages say „85 %“ with a
// space that never breaks a line, English ones "85%". The only place that typesets copy.
import Typograf from "typograf";
import type { Lang } from "../model.ts";
import { escapeRegExp } from "../render/escape.ts";

const NBSP = "\u00a0";

/** Units and signs that never part from the number before them („4,5 Mrd. €“); the typography test reads this list. */
export const UNITS: readonly string[] = (
  "% ‰ °C K € EUR CHF ct Cent Mio. Mrd. Tsd. million billion bn kW MW GW kWh MWh GWh TWh kWp t kt Mt km " +
  "m m² m³ l Liter Litern litres liters Fuß feet ft Min. min Minuten minutes s h Std. Stunden hours " +
  "Tage Tagen days Wochen weeks Monat Monate Monaten month months Jahr Jahre Jahren year years Prozent " +
  "percent Haushalte Haushalten households Container containers"
).split(" ");

const UNIT_ALTERNATIVES = [...UNITS]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join("|");
// A number (or a slot such as {minutes} that a template fills with one), spaces, a unit that ends there.
const NUMBER_UNIT = new RegExp(`([\\d}])[ \\t]+(?=(?:${UNIT_ALTERNATIVES})(?![\\p{L}\\p{N}]))`, "gu");
// "4,5 Mrd. €": a multiplier and the currency or unit after it stay together too.
const MULTIPLIER_UNIT = /(\d\u00a0(?:Mio\.|Mrd\.|Tsd\.|million|billion|bn))[ \t]+(?=[€$]|EUR|CHF|kWh|MWh|t\b|Euro)/gu;
// "€ 4.5", "Nr. 3", "≈ 12.000", "≥ 1,3-fach", "ca. 20": a sign and the number after it.
const SIGN_NUMBER = /(?<![\p{L}\p{N}])(€|Nr\.|No\.|Ziff\.|S\.|p\.|ca\.|approx\.|[≈≥≤±~])[ \t]+(?=\d)/gu;
// A legal reference and its number or letter never part, however the source wraps ("Art.⏎6", "lit.⏎f").
const LEGAL_REFERENCE = /(?<![\p{L}\p{N}])(§§?|Art\.|Abs\.|Ziff\.|Sections?)\s+(?=\d)/gu;
const LETTER_REFERENCE = /(?<![\p{L}\p{N}])(lit\.)\s+(?=\p{Ll}(?![\p{L}\p{N}]))/gu;
// English sets the percent sign close to its number ("85%"), German with a no-break space ("85 %").
const PERCENT_CLOSE = /([\d}])[ \t\u00a0]+%/g;
// "24-36", "2 - 3" get an en dash; dates, phone numbers and codes (123-45-67, CH-6300) stay as they are.
const RANGE =
  /(^|[^\p{L}\p{N}\-–.,/:+])(\d+(?:[.,]\d+)?)(?:[ \t]?-[ \t]?|[ \t]–[ \t])(\d+(?:[.,]\d+)?)(?![\p{N}\-–])/gu;

// What a no-break space cannot hold together (a browser may break after an en dash or a slash): a range with its unit,
// a unit per unit („5,0 GWh/Jahr“). The pages keep each in a span that never breaks (typeset/names.ts).
const NUMBER = String.raw`\d+(?:[.,]\d+)*`;
const UNIT = `(?:${UNIT_ALTERNATIVES})`;
export const UNBROKEN = `€?${NUMBER}–${NUMBER}(?:${NBSP}${UNIT}|%)?(?:/${UNIT})?|€${NUMBER}/${UNIT}|${NUMBER}${NBSP}${UNIT}/${UNIT}`;

const DIGIT = /[\d}]/;
/** Whether `text` may hold a legal reference: a few searches for a fixed string cost less than one alternation. */
const mayCite = (text: string) => CITED.some((word) => text.includes(word));
const CITED = ["§", "Art.", "Abs.", "Section", "Ziff."];

/** The number rules for plain `text` in `lang`; every one needs a digit, so a string without one returns at once. */
function numbers(text: string, lang: Lang): string {
  if (!DIGIT.test(text)) return text;
  text = text
    .replace(RANGE, "$1$2–$3")
    .replace(NUMBER_UNIT, `$1${NBSP}`)
    .replace(MULTIPLIER_UNIT, `$1${NBSP}`)
    .replace(SIGN_NUMBER, `$1${NBSP}`);
  if (lang === "en") text = text.replace(PERCENT_CLOSE, "$1%");
  if (!mayCite(text)) return text;
  return text.replace(LEGAL_REFERENCE, `$1${NBSP}`).replace(LETTER_REFERENCE, `$1${NBSP}`);
}

// Straight single quotes as inner quotes: 'gut' → ‚gut‘, 'good' → ‘good’; not an apostrophe inside a word ("Meta's").
const INNER_QUOTE = /(^|[\s(„“"«])'([^'\s][^']*?[^'\s]|[^'\s])'(?=$|[\s.,;:!?)“”"»])/gu;
const TRAILING_APOSTROPHE = /(?<=\p{L})'(?=$|[\s.,;:!?)])/gu;
Typograf.addRule({
  name: "common/punctuation/innerQuote",
  index: "-1", // before Typograf's apostrophe rule turns the opening quote into an apostrophe
  handler(text, _settings, context) {
    const [open, close] = context.prefs.locale[0] === "de" ? ["‚", "‘"] : ["‘", "’"];
    // What is left after a word is an apostrophe of possession: "the servers' water", "Hans' Auto".
    return text.replace(INNER_QUOTE, `$1${open}$2${close}`).replace(TRAILING_APOSTROPHE, "’");
  },
});

const RULES = ["common/punctuation/quote", "common/punctuation/innerQuote", "common/punctuation/apostrophe"];

function typograf(locale: string): Typograf {
  // Only the rules above: Typograf's others would change copy written as meant, and each costs time on every string.
  return new Typograf({ locale: [locale], disableRule: "*", enableRule: RULES });
}

const engines: Partial<Record<Lang, Typograf>> = {};

/** Whether a string has a quote or apostrophe: most strings of a page have none, and skip Typograf. */
const QUOTE = /["'«»„“”‚‘’]/;
/** A digit, a slot's brace, a quote or a dash: what any rule of this file needs. */
const ANY_RULE = /[\d}"'«»„“”‚‘’–—]/;

// A dash between words („decken – unentgeltlich“) is bound to the word before it: no line starts with a dash.
const SPACED_DASH = /\s+([–—])(?=\s)/g;

function dashes(text: string): string {
  return text.includes("–") || text.includes("—") ? text.replace(SPACED_DASH, `${NBSP}$1`) : text;
}

/** The rules that set spaces and dashes, in plain text: a whole string, or the text between the tags of HTML. */
export function spacing(text: string, lang: Lang): string {
  return dashes(numbers(text, lang));
}

/** The quotes and apostrophes of `lang` in `text`, plain text or markup (whose tags Typograf leaves alone). */
export function quotes(text: string, lang: Lang): string {
  if (!QUOTE.test(text)) return text;
  const engine = (engines[lang] ??= typograf(lang === "de" ? "de" : "en-US"));
  return engine.execute(text);
}

export function typography(text: string, lang: Lang): string {
  // Most strings of a page have neither a digit nor a quote: one search of each string settles it.
  if (!ANY_RULE.test(text)) return text;
  return spacing(quotes(text, lang), lang);
}
