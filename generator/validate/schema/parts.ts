// The building blocks the page kinds share: links, calls to action, stats, cards, teasers, dates.
import { z } from "zod";
import { doc, docTable, role, titled, type Said } from "./doc.ts";
import { F, heroCopy } from "./fields.ts";
import { text, unbroken } from "./text.ts";

export const list = <T extends z.ZodType>(item: T, min = 1) =>
  z.array(item).min(min, `needs at least ${min} item${min === 1 ? "" : "s"}`);

export const ICONS = [
  "server",
  "thermometer",
  "flame",
  "leaf",
  "zap",
  "gauge",
  "shield",
  "trending-up",
  "container",
  "droplets",
  "network",
  "euro",
  "clock",
  "handshake",
  "building",
  "wrench",
  "calendar",
  "chart",
  "layers",
  "recycle",
  "factory",
  "sun",
  "snowflake",
  "cpu",
  "heat-exchanger",
] as const;
export type IconName = (typeof ICONS)[number];

/** A date written year-month-day that exists in the calendar: 12.03.2025 and 2025-02-30 are refused with the form to use. */
export const date = z.iso.date({ error: (issue) => dateMessage(issue.input) });
function dateMessage(input: unknown): string {
  const written = typeof input === "string" ? input.trim() : "";
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(written);
  if (german)
    return `"${written}" is written the German way; write ${german[3]}-${german[2]!.padStart(2, "0")}-${german[1]!.padStart(2, "0")} (year-month-day)`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(written))
    return `${written} is not a day of the calendar; check the month and the day`;
  return `${JSON.stringify(input) ?? "the value"} is not a date; write year-month-day, e.g. 2025-03-12`;
}

/** A link target: a page id (optionally with #anchor), ext:<key> from site.yaml, or an absolute https URL. */
export const linkTarget = doc(
  role(
    "link",
    unbroken(
      z
        .string()
        .regex(
          /^(?:[a-z0-9-]+(?:#[a-z0-9-]+)?|ext:[A-Za-z]+|https:\/\/\S+)$/,
          "must be a page id (faq, home#roi-tools), ext:<name> or an https:// URL",
        ),
      "link",
    ),
  ),
  {
    en: "Where it leads: a page id of site.yaml (faq), with an anchor the page renders (faq#item-0-1, home#roi-tools), ext:<name> or an https:// URL",
    de: "Wohin es führt: eine Seiten-ID aus site.yaml (faq), mit einem Anker, den die Seite ausgibt (faq#item-0-1, home#roi-tools), ext:<name> oder eine https://-URL",
    label: "Ziel",
  },
  "faq",
);

const field = docTable(`
icon | Icon | An icon of templates/ui/icon.tsx | Ein Icon aus templates/ui/icon.tsx | thermometer
points | Punkte | Bullet points under the text | Aufzählungspunkte unter dem Text | ["Erster Punkt"]
title | Titel | Browser tab and search result title, at most 60 characters, unique | Titel im Browser-Tab und in Suchergebnissen, höchstens 60 Zeichen, eindeutig | FAQ: Technik, Betrieb und Förderung
description | Beschreibung | Search snippet, at most 160 characters, unique | Snippet in Suchergebnissen, höchstens 160 Zeichen, eindeutig | Antworten auf häufige Fragen von Stadtwerken …
tile | Beschreibung | One or two sentences | Ein oder zwei Sätze | Die Wärmepumpe hebt …
readMinutes | Lesezeit in Minuten | Reading time in whole minutes (about 200 words per minute) | Lesezeit in ganzen Minuten (etwa 200 Wörter pro Minute) | 6
published | Veröffentlicht | Date of publication, year-month-day | Datum der Veröffentlichung, Jahr-Monat-Tag | "2025-03-12"
announced | Ziel | An announced article: the link shows a notice | Ein angekündigter Artikel: Der Link zeigt einen Hinweis | "#"
`);

export const ctaSchema = doc(
  z.strictObject({ label: F.label, to: linkTarget }),
  { en: "A button or link (content/README.md#links)", de: "Ein Button oder Link (content/README.md#links)" },
  { label: "Zur FAQ", to: "faq" },
);
export const statSchema = doc(
  z.strictObject({ value: F.value, label: F.label }),
  { en: "A figure with its label", de: "Eine Kennzahl mit ihrer Beschriftung" },
  { value: "{figures.heatOutputC} °C", label: "Vorlauftemperatur" },
);
export const cardSchema = doc(
  z.strictObject({
    title: F.title,
    text: F.text,
    icon: field(z.enum(ICONS).optional(), "icon"),
    points: field(list(text).optional(), "points"),
  }),
  { en: "A card: title, text, optional icon and points", de: "Eine Karte: Titel, Text, optional Icon und Punkte" },
);
// A button or link under the key `cta` or `button` with its label (a list of them numbers its items: „Eintrag 2“).
export const cta = titled("Call to Action", ctaSchema);
export const button = titled("Button", ctaSchema);
export const ctaBlockSchema = doc(z.strictObject({ heading: F.heading, text: F.text, button }), {
  en: "The closing call to action of the page",
  de: "Der abschließende Call to Action der Seite",
  label: "Call to Action",
});
export const meta = {
  title: field(text.max(60, "is longer than 60 characters; search results cut it"), "title"),
  description: field(text.max(160, "is longer than 160 characters; search results cut it"), "description"),
};
export const hero = doc(z.strictObject(heroCopy), {
  en: "The opening block with the page's h1",
  de: "Der Eröffnungsblock mit der h1 der Seite",
  label: "Eröffnungsblock",
});
export const tile = doc(z.strictObject({ label: F.label, value: F.value, description: field(text, "tile") }), {
  en: "A tile: label, value and a short text",
  de: "Eine Kachel: Beschriftung, Wert und ein kurzer Text",
});
export const tiles = (description: Said) => doc(list(tile), description);
export const readMinutes = field(z.number().int().positive(), "readMinutes");
export const published = field(date, "published");

/** A teaser: an article's page id, or an announced article written out here with `to: "#"` (a notice, no link). */
export const teaserSchema = doc(
  z.union([
    role("article", z.string()),
    z.strictObject({
      headline: F.headline,
      excerpt: F.excerpt,
      category: F.category,
      published,
      readMinutes,
      to: field(z.literal("#"), "announced"),
    }),
  ]),
  {
    en: 'The page id of an article, or an announced article with to: "#"',
    de: 'Die Seiten-ID eines Artikels oder ein angekündigter Artikel mit to: "#"',
  },
  "article-meta-odense",
);
export type Teaser = z.output<typeof teaserSchema>;
export type Cta = z.output<typeof ctaSchema>;
export type Stat = z.output<typeof statSchema>;
export type Card = z.output<typeof cardSchema>;
export type CtaBlock = z.output<typeof ctaBlockSchema>;
/** The fields every page kind's copy has: its schema spreads `meta`. */
export type PageMeta = z.output<z.ZodObject<typeof meta>>;
