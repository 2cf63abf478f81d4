// {figures.name}-style placeholders in copy: filled from site.yaml, formatted for the page's language.
import type { z } from "zod";
import type { Lang } from "../model.ts";
import { memoized } from "../memo.ts";
import { escapeHtml } from "../render/escape.ts";
import { PLACEHOLDER } from "./placeholder-token.ts";
import { closest } from "./check-file.ts";
import { checkText } from "./copy-text.ts";
import type { TextIssue } from "./locate-text.ts";
import { sameUnit, unitWritten } from "./numbers.ts";
import { derivedUnit } from "./schema/derived-figures.ts";
import { unitOf, type Unit } from "./schema/figure-kinds.ts";
import type { SiteConfig } from "./schema/site.ts";
import { mapFields, schemaAtPath, valueAt } from "./schema/walk.ts";
import { problem } from "../problems/index.ts";
import { siteSchema } from "../page-kinds.ts";

/** So that copy derives nothing by hand: `words` spells out 2–12, `perMwh` a €/kWh price per MWh, `complement` 100−%. */
const FORMATS = ["words", "perMwh", "complement"] as const;
type Format = (typeof FORMATS)[number];
const NAMESPACES = ["company", "figures", "derived", "terms", "privacy", "roi", "external"] as const;
const NAMESPACE_HINT = ["product", ...NAMESPACES.map((n) => `${n}.…`)].join(", ");

export interface CopyIssue extends TextIssue {
  readonly path: readonly PropertyKey[];
}

// A placeholder, a single-word slot ({minutes}), the escapes {{ and }}, or a brace on its own.
const BRACES = /\{\{|\}\}|\{([^{}\n]*)\}|[{}]/g;

/** `value` filled ("54.720 kWh" in German, "2–3") and its strings judged (copy-text.ts) in one pass; HTML escaped. */
export function fillPlaceholders(
  value: unknown,
  lang: Lang,
  config: SiteConfig,
  schema?: z.ZodType,
): { value: unknown; issues: CopyIssue[] } {
  const issues: CopyIssue[] = [];
  const shownOf = valuesOf(config, lang);
  // The path of the string being filled, copied only for an issue: a page has thousands of strings.
  let path: readonly PropertyKey[] = [];
  const report = (issue: TextIssue) => issues.push({ path: [...path], ...issue });
  const meant = (name: string) => (lookup(config, name) === undefined ? closestPlaceholder(name, config) : name);
  const malformed = (text: string, suggestion: string | undefined) =>
    report({ needle: text, problem: problem("PlaceholderMalformed", { text, suggestion }) });
  const checkBraces = (text: string) => {
    for (const match of text.matchAll(BRACES)) {
      const [found, inner] = match;
      if (found === "}}") continue;
      if (found === "{{") {
        // {{ is a literal brace, but {{figures.x}} is a placeholder written twice: it would show „{figures.x}“.
        const doubled = /^([a-zA-Z][\w.]*)\}\}/.exec(text.slice(match.index + 2));
        if (doubled && meant(doubled[1]!)) malformed(`{{${doubled[1]}}}`, meant(doubled[1]!));
        continue;
      }
      if (inner !== undefined && (/^\w+$/.test(inner) || TOKEN_EXACT.test(found))) continue;
      const [name, format] = (inner ?? /^[\w.]*/.exec(text.slice(match.index + 1))![0]).replace(/\s+/g, "").split("|");
      const suggestion = name ? meant(name) : undefined;
      // A format that does not exist keeps the name and offers `words`.
      malformed(
        inner !== undefined ? found : found === "{" ? `{${name}` : "}",
        format && suggestion ? `${suggestion}|words` : suggestion,
      );
    }
  };
  const fill = (text: string, html: boolean): string => {
    if (text.includes("{") || text.includes("}")) checkBraces(text);
    return unescapeBraces(
      text.replace(PLACEHOLDER, (token, name: string, format: Format | undefined, at: number) => {
        const shown = shownOf.get(name);
        if (shown === undefined) {
          const facts = { name, suggestion: closestPlaceholder(name, config), namespaces: NAMESPACE_HINT };
          report({ needle: token, problem: problem("UnknownPlaceholder", facts) });
          return token;
        }
        const wrong = unitAfter(name, format, text, at, token.length);
        if (wrong) {
          const placeholder = token.slice(1, -1);
          const meantUnit =
            wrong.unit.startsWith("€/") && lang === "en" ? `€${token}${wrong.unit.slice(1)}` : `${token} ${wrong.unit}`;
          report({
            needle: token,
            problem: problem("FigureUnitMismatch", { placeholder, ...wrong, meant: meantUnit }),
          });
        }
        // A value placed into HTML (legal `content`) is text there as everywhere else: "A & B <C>" stays visible.
        const written = format ? formatted(lookup(config, name), format, lang, config, shown) : shown;
        return html ? escapeHtml(written) : written;
      }),
    );
  };
  const fillPart = (part: string) => fill(part, false);
  const filled = mapFields(schema, value, (text, at, role) => {
    path = at;
    const done = text.includes("{") || text.includes("}") ? fill(text, role === "html") : text;
    return checkText(text, done, role, lang, config, fillPart, report);
  });
  return { value: filled, issues };
}

const TOKEN_EXACT = new RegExp(`^${PLACEHOLDER.source}$`);

/** The value of a placeholder with a format, in `lang`; a format its value has no meaning for leaves it as it is. */
function formatted(value: unknown, format: Format, lang: Lang, config: SiteConfig, shown: string): string {
  if (format === "words") return inWords(value, lang, shown);
  const map = (f: (n: number) => number) =>
    typeof value === "number" ? f(value) : isRange(value) ? { min: f(value.min), max: f(value.max) } : value;
  const number = numberFormat(config.languages[lang].locale);
  return formatValue(format === "perMwh" ? map((n) => n * 1000) : map((n) => 100 - n), number);
}

/** The unit written at the placeholder at `at` in `text` (numbers.ts unitWritten) when it is not its value's unit. */
function unitAfter(name: string, format: Format | undefined, text: string, at: number, length: number) {
  const declared = unitOfPlaceholder(name);
  if (!declared) return undefined;
  const unit = format === "perMwh" && declared === "€/kWh" ? "€/MWh" : declared;
  const written = unitWritten(text, at, at + length);
  return written && !sameUnit(written.unit, unit) ? { written: written.text, unit } : undefined;
}

// Running text spells out two to twelve; one stays in digits: its German word changes („einer Woche“, „ein Jahr“).
const WORDS: Record<Lang, readonly string[]> = {
  de: ["zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"],
  en: ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"],
};
const inWords = (value: unknown, lang: Lang, inDigits: string): string =>
  typeof value === "number" && Number.isInteger(value) && value >= 2 && value <= 12
    ? WORDS[lang][value - 2]!
    : inDigits;

const unescapeBraces = (text: string) =>
  text.includes("{{") || text.includes("}}") ? text.replace(/\{\{/g, "{").replace(/\}\}/g, "}") : text;

/** One formatter per locale and least number of decimals: creating one costs more than filling a whole file. */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, decimals = 0): Intl.NumberFormat {
  let format = formats.get(`${locale} ${decimals}`);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: 3 });
    formats.set(`${locale} ${decimals}`, format);
  }
  return format;
}

/** The value of site.yaml a placeholder name stands for (a text, a number or a range), or undefined. */
export { lookup as placeholderValue };
function lookup(config: SiteConfig, name: string): unknown {
  if (name === "product") return config.product;
  const [space, ...rest] = name.split(".");
  if (!NAMESPACES.includes(space as (typeof NAMESPACES)[number]) || rest.length === 0) return undefined;
  const value = valueAt(config, [space!, ...rest]);
  return typeof value === "string" || typeof value === "number" || isRange(value) ? value : undefined;
}

const isRange = (value: unknown): value is { min: number; max: number } =>
  typeof (value as { min?: unknown } | null)?.min === "number" && typeof (value as { max?: unknown }).max === "number";

function formatValue(value: unknown, number: Intl.NumberFormat): string {
  if (typeof value === "number") return number.format(value);
  if (isRange(value)) return `${number.format(value.min)}–${number.format(value.max)}`;
  return String(value);
}

/** The unit of a value of site.yaml a placeholder names: its schema's, or a computed figure's. */
export function unitOfPlaceholder(name: string): Unit | undefined {
  if (!units.has(name)) {
    const path = name.split(".");
    const derived = path[0] === "figures" ? derivedUnit(path[1]!) : undefined;
    units.set(name, derived ?? unitOf(schemaAtPath(siteSchema, path)));
  }
  return units.get(name);
}
const units = new Map<string, Unit | undefined>();

/** The existing placeholder closest to `name` (`figures.heatOutputc` → `figures.heatOutputC`), or undefined. */
function closestPlaceholder(name: string, config: SiteConfig): string | undefined {
  const [space, ...rest] = name.split(".");
  const known =
    (NAMESPACES as readonly string[]).find((n) => n.toLowerCase() === space?.toLowerCase()) ??
    closest(space ?? "", NAMESPACES);
  if (!known || rest.length !== 1) return undefined;
  const values = config[known as (typeof NAMESPACES)[number]];
  const key = closest(rest[0]!, Object.keys(values));
  return key === undefined ? undefined : `${known}.${key}`;
}

/** The placeholders `text` names ({figures.x}, {product}, {privacy.x|words}), each once, in order. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** Every placeholder with what a page in `lang` shows for it (`|words` aside): the editor's "Reads:" under a field. */
export function placeholderValues(config: SiteConfig, lang: Lang): Record<string, string> {
  return Object.fromEntries(valuesOf(config, lang));
}

/** Worked out once per site.yaml: formatting every placeholder of every page cost about 3 % of a 1,000-page build. */
const valuesOf = (config: SiteConfig, lang: Lang) => (shown(config)[lang] ??= listValues(config, lang));
const shown = memoized((_: SiteConfig): Partial<Record<Lang, ReadonlyMap<string, string>>> => ({}));

function listValues(config: SiteConfig, lang: Lang): ReadonlyMap<string, string> {
  const number = numberFormat(config.languages[lang].locale);
  const price = numberFormat(config.languages[lang].locale, 2); // a price per kWh in cents: 0,10 €/kWh
  const out = new Map([["product", formatValue(config.product, number)]]);
  const add = (name: string, value: unknown) => {
    if (typeof value === "string" || typeof value === "number" || isRange(value))
      out.set(name, formatValue(value, unitOfPlaceholder(name) === "€/kWh" ? price : number));
    // A range's ends are placeholders too ({figures.itRevenuePerKwh.min}, {roi.volume.default}).
    if (value !== null && typeof value === "object")
      for (const [key, inner] of Object.entries(value)) add(`${name}.${key}`, inner);
  };
  for (const space of NAMESPACES) add(space, config[space]);
  return out;
}
