// {figures.name}-style placeholders in copy: filled from site.yaml, formatted for the page's language.
import type { z } from "zod";
import type { Lang } from "../model.ts";
import { escapeHtml } from "../render/escape.ts";
import { closest } from "./check-file.ts";
import { markupIn } from "./markup.ts";
import type { SiteConfig } from "./schema/site.ts";
import { mapFields } from "./schema/walk.ts";

// A placeholder names a dotted path ({figures.x}) or {product}, and may ask for a format ({privacy.x|words});
// single words ({minutes}) are slots filled later.
const TOKEN = /\{(product|[a-zA-Z]\w*(?:\.[a-zA-Z]\w*)+)(?:\|(words))?\}/g;
const NAMESPACES = ["company", "figures", "derived", "terms", "privacy", "roi", "external"] as const;

export interface UnknownPlaceholder {
  readonly path: readonly PropertyKey[];
  readonly name: string;
}

/** A brace that is no exact placeholder (`{ figures.x }`, `{figures.x`, `{{figures.x}}`), and the placeholder it likely meant. */
export interface MalformedPlaceholder {
  readonly path: readonly PropertyKey[];
  readonly text: string;
  readonly suggestion: string | undefined;
}

/** Markdown or HTML in a plain-text field (markup.ts), shown on the page as typed. */
export type Markup = { readonly path: readonly PropertyKey[] } & NonNullable<ReturnType<typeof markupIn>>;

// A placeholder, a single-word slot ({minutes}), the escapes {{ and }}, or a brace on its own.
const BRACES = /\{\{|\}\}|\{([^{}\n]*)\}|[{}]/g;

/**
 * A copy of `value` with every placeholder in its strings replaced, and the placeholders that name
 * nothing. `{figures.heroHeatKwhPerDay} kWh` → "54.720 kWh" (de) or "54,720 kWh" (en);
 * a range `{ min: 2, max: 3 }` → "2–3". In a field `schema` declares HTML the values are HTML-escaped.
 */
export function fillPlaceholders(
  value: unknown,
  lang: Lang,
  config: SiteConfig,
  schema?: z.ZodType,
): { value: unknown; unknown: UnknownPlaceholder[]; malformed: MalformedPlaceholder[]; markup: Markup[] } {
  const unknown: UnknownPlaceholder[] = [];
  const malformed: MalformedPlaceholder[] = [];
  const markup: Markup[] = [];
  const shownOf = valuesOf(config, lang);

  // The path of the string being filled, a stack copied only for an unknown placeholder: a page has thousands of
  // strings, and almost none of them hold a placeholder.
  let path: readonly PropertyKey[] = [];
  const meant = (name: string) => (lookup(config, name) === undefined ? closestPlaceholder(name, config) : name);
  const checkBraces = (text: string) => {
    for (const match of text.matchAll(BRACES)) {
      const [found, inner] = match;
      if (found === "}}") continue;
      if (found === "{{") {
        // {{ is a literal brace, but {{figures.x}} is a placeholder written twice: it would show „{figures.x}“.
        const doubled = /^([a-zA-Z][\w.]*)\}\}/.exec(text.slice(match.index + 2));
        if (doubled && meant(doubled[1]!))
          malformed.push({ path: [...path], text: `{{${doubled[1]}}}`, suggestion: meant(doubled[1]!) });
        continue;
      }
      if (inner !== undefined && (/^\w+$/.test(inner) || TOKEN_EXACT.test(found))) continue;
      const [name, format] = (inner ?? /^[\w.]*/.exec(text.slice(match.index + 1))![0]).replace(/\s+/g, "").split("|");
      const shown = inner !== undefined ? found : found === "{" ? `{${name}` : "}";
      const suggestion = name ? meant(name) : undefined;
      // A format other than `words` keeps the name and offers the one format there is.
      malformed.push({
        path: [...path],
        text: shown,
        suggestion: format && suggestion ? `${suggestion}|words` : suggestion,
      });
    }
  };
  const fill = (text: string, html: boolean): string => {
    if (text.includes("{") || text.includes("}")) checkBraces(text);
    return unescapeBraces(
      text.replace(TOKEN, (token, name: string, format: string | undefined) => {
        const shown = shownOf.get(name);
        if (shown === undefined) {
          unknown.push({ path: [...path], name });
          return token;
        }
        // A value placed into HTML (legal `content`) is text there as everywhere else: "A & B <C>" stays visible.
        const written = format === "words" ? inWords(lookup(config, name), lang, shown) : shown;
        return html ? escapeHtml(written) : written;
      }),
    );
  };

  const filled = mapFields(schema, value, (text, at, role) => {
    path = at;
    const found = role === "html" ? undefined : markupIn(text);
    if (found) markup.push({ path: [...path], ...found });
    return text.includes("{") || text.includes("}") ? fill(text, role === "html") : text;
  });
  return { value: filled, unknown, malformed, markup };
}

const TOKEN_EXACT = /^\{(?:product|[a-zA-Z]\w*(?:\.[a-zA-Z]\w*)+)(?:\|words)?\}$/;

// Running text spells out the whole numbers two to twelve („nach zwei Wochen“, "for three years"); one is left in
// digits, as its German word changes with the noun („einer Woche“, „ein Jahr“), and so is every other number.
const WORDS: Record<Lang, readonly string[]> = {
  de: ["zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"],
  en: ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"],
};
const inWords = (value: unknown, lang: Lang, inDigits: string) =>
  typeof value === "number" && Number.isInteger(value) && value >= 2 && value <= 12
    ? WORDS[lang][value - 2]!
    : inDigits;

/** `{{` and `}}` are how copy writes a brace as text. */
const unescapeBraces = (text: string) =>
  text.includes("{{") || text.includes("}}") ? text.replace(/\{\{/g, "{").replace(/\}\}/g, "}") : text;

/** One formatter per locale: creating an Intl.NumberFormat costs more than filling a whole file. */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })));
  return format;
}

/** The value of site.yaml a placeholder name stands for (a text, a number or a range), or undefined. */
export { lookup as placeholderValue };
function lookup(config: SiteConfig, name: string): unknown {
  if (name === "product") return config.product;
  const [space, ...rest] = name.split(".");
  if (!NAMESPACES.includes(space as (typeof NAMESPACES)[number]) || rest.length === 0) return undefined;
  let value: unknown = config[space as keyof SiteConfig];
  for (const key of rest) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === "string" || typeof value === "number" || isRange(value) ? value : undefined;
}

function isRange(value: unknown): value is { min: number; max: number } {
  return (
    value !== null &&
    typeof value === "object" &&
    typeof (value as { min?: unknown }).min === "number" &&
    typeof (value as { max?: unknown }).max === "number"
  );
}

function formatValue(value: unknown, number: Intl.NumberFormat): string {
  if (typeof value === "number") return number.format(value);
  if (isRange(value)) return `${number.format(value.min)}–${number.format(value.max)}`;
  return String(value);
}

/** Names a maintainer can use, for the hint of an unknown placeholder. */
export function placeholderNamespaces(): string {
  return ["product", ...NAMESPACES.map((n) => `${n}.…`)].join(", ");
}

/** The existing placeholder closest to `name` (`figures.heatOutputc` → `figures.heatOutputC`), or undefined. */
export function closestPlaceholder(name: string, config: SiteConfig): string | undefined {
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
  return [...new Set([...text.matchAll(TOKEN)].map((m) => m[1]!))];
}

/**
 * Every placeholder copy may write, with what a page in `lang` shows for it (as filled above, `|words` aside): the
 * editor's "Reads:" under a field, for company data, figures (the computed ones too), terms and the rest alike.
 */
export function placeholderValues(config: SiteConfig, lang: Lang): Record<string, string> {
  return Object.fromEntries(valuesOf(config, lang));
}

/**
 * What each placeholder shows in `lang`, worked out once per site.yaml: formatting a number (Intl.NumberFormat) for
 * every placeholder of every page cost about 3 % of a 1,000-page build.
 */
function valuesOf(config: SiteConfig, lang: Lang): ReadonlyMap<string, string> {
  let known = shown.get(config);
  if (!known) shown.set(config, (known = {}));
  return (known[lang] ??= listValues(config, lang));
}
const shown = new WeakMap<SiteConfig, Partial<Record<Lang, ReadonlyMap<string, string>>>>();

function listValues(config: SiteConfig, lang: Lang): ReadonlyMap<string, string> {
  const number = numberFormat(config.languages[lang].locale);
  const out = new Map([["product", formatValue(config.product, number)]]);
  const add = (name: string, value: unknown) => {
    if (typeof value === "string" || typeof value === "number" || isRange(value))
      out.set(name, formatValue(value, number));
    // A range's ends are placeholders too ({figures.itRevenuePerKwh.min}, {roi.volume.default}).
    if (value !== null && typeof value === "object")
      for (const [key, inner] of Object.entries(value)) add(`${name}.${key}`, inner);
  };
  for (const space of NAMESPACES) add(space, config[space]);
  return out;
}
