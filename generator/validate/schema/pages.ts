// One zod schema per page kind, built from a few shared shapes. The README of content/ mirrors them.
import { z } from "zod";
import { text } from "./text.ts";

const list = <T extends z.ZodType>(item: T, min = 1) => z.array(item).min(min, `needs at least ${min} item${min === 1 ? "" : "s"}`);

export const ICONS = [
  "server", "thermometer", "flame", "leaf", "zap", "gauge", "shield", "trending-up", "container", "droplets",
  "network", "euro", "clock", "handshake", "building", "wrench", "calendar", "chart", "layers", "recycle",
  "factory", "sun", "snowflake", "cpu", "heat-exchanger",
] as const;
export type IconName = (typeof ICONS)[number];

/** A date written year-month-day that exists in the calendar: 12.03.2025 and 2025-02-30 are refused with the form to use (#13). */
const date = z.iso.date({ error: (issue) => dateMessage(issue.input) });
function dateMessage(input: unknown): string {
  const written = typeof input === "string" ? input.trim() : "";
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(written);
  if (german) return `"${written}" is written the German way; write ${german[3]}-${german[2]!.padStart(2, "0")}-${german[1]!.padStart(2, "0")} (year-month-day)`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(written)) return `${written} is not a day of the calendar; check the month and the day`;
  return `${JSON.stringify(input) ?? "the value"} is not a date; write year-month-day, e.g. 2025-03-12`;
}

/** A link target: a page id (optionally with #anchor), ext:<key> from site.yaml, or an absolute https URL. */
const target = z.string().regex(/^(?:[a-z0-9-]+(?:#[a-z0-9-]+)?|ext:[A-Za-z]+|https:\/\/\S+)$/, "must be a page id (faq, home#roi-tools), ext:<name> or an https:// URL");

export const ctaSchema = z.strictObject({ label: text, to: target });
export const statSchema = z.strictObject({ value: text, label: text });
export const cardSchema = z.strictObject({
  title: text,
  text: text,
  icon: z.enum(ICONS).optional(),
  points: list(text).optional(),
});
export const ctaBlockSchema = z.strictObject({ heading: text, text: text, button: ctaSchema });
const meta = {
  title: text.max(60, "is longer than 60 characters; search results cut it"),
  description: text.max(160, "is longer than 160 characters; search results cut it"),
};
const hero = z.strictObject({ eyebrow: text, heading: text, lead: text });
const tile = z.strictObject({ label: text, value: text, description: text });

/**
 * A teaser in a list of articles: the page id of an article (its title, date and excerpt come from the
 * article), or an announced article written out here with `to: "#"`, which shows a notice instead of
 * navigating (spec §4).
 */
export const teaserSchema = z.union([
  z.string(),
  z.strictObject({ headline: text, excerpt: text, category: text, published: date, readMinutes: z.number().int().positive(), to: z.literal("#") }),
]);
export type Teaser = z.output<typeof teaserSchema>;

export const homeSchema = z.strictObject({
  ...meta,
  hero: z.strictObject({
    eyebrow: text,
    heading: text,
    lead: text,
    cta: ctaSchema,
    stats: z.array(statSchema).length(4, "needs exactly 4 stats (spec §2)"),
    overlay: z.strictObject({ temperature: statSchema, revenue: statSchema }),
  }),
  challenge: z.strictObject({
    heading: text,
    lead: text,
    cards: z.array(z.strictObject({ title: text, text: text, stat: statSchema })).length(3, "needs exactly 3 market cards (spec §2)"),
  }),
  solution: z.strictObject({ heading: text, lead: text, cards: z.array(cardSchema).length(6, "needs exactly 6 feature cards (spec §2)"), cta: ctaSchema }),
  stories: z.strictObject({
    heading: text,
    lead: text,
    items: list(z.strictObject({ company: text, title: text, text: text, stat: statSchema }), 2),
    cta: ctaSchema,
  }),
  models: z.strictObject({ heading: text, lead: text, items: z.array(cardSchema).length(3, "needs exactly 3 operating models (spec §2)") }),
  roi: z.strictObject({ heading: text, lead: text, note: text }),
  blog: z.strictObject({ heading: text, lead: text, articles: list(teaserSchema), cta: ctaSchema }),
});

export const successStoriesSchema = z.strictObject({
  ...meta,
  hero: z.strictObject({ eyebrow: text, heading: text, lead: text, stats: list(statSchema) }),
  projects: z.strictObject({
    heading: text,
    lead: text,
    items: list(z.strictObject({ headline: text, text: text, button: text, url: z.url({ protocol: /^https$/ }) })),
  }),
  models: z.strictObject({ heading: text, lead: text, items: list(cardSchema) }),
  metrics: z.strictObject({ heading: text, items: list(statSchema) }),
  cta: ctaBlockSchema,
});

export const technologySchema = z.strictObject({
  ...meta,
  hero,
  steps: z.strictObject({ heading: text, lead: text, items: z.array(z.strictObject({ title: text, text: text })).length(4, "needs exactly 4 steps (spec §2)") }),
  comparison: z.strictObject({
    heading: text,
    lead: text,
    caption: text,
    columns: z.array(text).length(3, "needs 3 columns: criterion, gas boiler, DCC"),
    rows: list(z.array(text).length(3, "needs 3 cells, one per column")),
  }),
  sizes: z.strictObject({ heading: text, lead: text, items: list(z.strictObject({ power: text, households: text, text: text })) }),
  security: z.strictObject({ heading: text, lead: text, items: list(cardSchema) }),
  economics: z.strictObject({ heading: text, lead: text, rows: list(z.strictObject({ label: text, value: text })), note: text, cta: ctaSchema }),
  cta: ctaBlockSchema,
});

export const blogSchema = z.strictObject({
  ...meta,
  hero,
  top: z.strictObject({ heading: text, articles: list(teaserSchema) }),
  newsletter: z.strictObject({ heading: text, text: text, feed: text }), // feed: the label of the link to the Atom feed
  cta: ctaBlockSchema,
});

export const articleSchema = z.strictObject({
  ...meta,
  category: text,
  published: date,
  readMinutes: z.number().int().positive(),
  headline: text,
  subline: text,
  excerpt: text,
  facts: list(z.strictObject({ label: text, value: text })),
  summary: text,
  sections: list(z.strictObject({ title: text, points: list(z.strictObject({ subtitle: text, text: text })) })),
  analysis: list(tile),
  outlook: list(tile),
  innovations: list(tile),
  conclusion: text,
  sources: list(z.strictObject({ title: text, publisher: text, url: z.url({ protocol: /^https?$/ }), date: date.optional() })),
  ctas: z.array(ctaSchema).length(2, "needs exactly 2 call buttons (spec §2)"),
});

const section = <K extends string, T extends z.ZodRawShape>(kind: K, shape: T) =>
  z.strictObject({ kind: z.literal(kind), id: z.string().regex(/^[a-z0-9-]+$/).optional(), heading: text, ...shape });

export const infoSectionSchema = z.discriminatedUnion("kind", [
  section("cards", { lead: text.optional(), items: list(cardSchema) }),
  section("steps", { lead: text.optional(), items: list(z.strictObject({ title: text, text: text })) }),
  section("stats", { lead: text.optional(), items: list(statSchema) }),
  section("list", { lead: text.optional(), items: list(text) }),
  section("text", { paragraphs: list(text), items: list(text).optional() }),
  section("table", { lead: text.optional(), caption: text, columns: list(text, 2), rows: list(z.array(text)) }),
]);

export const infoSchema = z.strictObject({
  ...meta,
  hero: z.strictObject({ eyebrow: text, heading: text, lead: text, cta: ctaSchema.optional() }),
  sections: list(infoSectionSchema),
  cta: ctaBlockSchema,
});

export const faqSchema = z.strictObject({
  ...meta,
  header: text,
  subline: text,
  faqs: list(z.strictObject({ category: text, questions: list(z.strictObject({ q: text, a: text })) })),
  cta: z.strictObject({ title: text, text: text, button: ctaSchema }),
});

export const legalSchema = z.strictObject({ ...meta, content: text });

export const uiSchema = z.strictObject({
  skipLink: text,
  homeLabel: text,
  mainNavLabel: text,
  menuOpen: text,
  menuClose: text,
  switchLabel: text,
  switchShort: text,
  breadcrumbLabel: text,
  newTab: text,
  footer: z.strictObject({
    tagline: text,
    addressHeading: text,
    linkedin: text,
    contact: text,
    rights: text,
    legalHeading: text,
    imprint: text,
    privacy: text,
    terms: text,
  }),
  backHome: text,
  toast: z.strictObject({
    close: text,
    region: text,
    contactTitle: text.optional(),
    contactText: text.optional(),
    blogTitle: text,
    blogText: text,
  }),
  article: z.strictObject({
    facts: text,
    summary: text,
    analysis: text,
    outlook: text,
    innovations: text,
    conclusion: text,
    sources: text,
    readTime: text,
    published: text,
    readMore: text,
  }),
  carousel: z.strictObject({ label: text, previous: text, next: text, slide: text, goTo: text }),
  roi: z.strictObject({
    electricityPrice: text,
    heatPrice: text,
    itPrice: text,
    volume: text,
    electricityCost: text,
    totalRevenue: text,
    profit: text,
    reset: text,
    resultsLabel: text,
    perKwh: text,
    perMwh: text,
    gwhPerYear: text,
  }),
  notFound: z.strictObject({ title: text, heading: text, text: text, link: text }),
});

export const pageSchemas = {
  home: homeSchema,
  "success-stories": successStoriesSchema,
  technology: technologySchema,
  blog: blogSchema,
  article: articleSchema,
  info: infoSchema,
  faq: faqSchema,
  legal: legalSchema,
} as const;

export type PageKind = keyof typeof pageSchemas;
export type PageContentOf<K extends PageKind> = z.output<(typeof pageSchemas)[K]>;
export type PageContent = { [K in PageKind]: PageContentOf<K> }[PageKind];
export type Cta = z.output<typeof ctaSchema>;
export type Stat = z.output<typeof statSchema>;
export type Card = z.output<typeof cardSchema>;
export type CtaBlock = z.output<typeof ctaBlockSchema>;
export type InfoSection = z.output<typeof infoSectionSchema>;
export type Ui = z.output<typeof uiSchema>;

/** The fix to suggest for a shape problem in a file of this kind. */
export const kindHints: Record<PageKind | "ui", string> = {
  home: "Compare with the fields of a home page in content/README.md#kind-home.",
  "success-stories": "Compare with content/README.md#kind-success-stories.",
  technology: "Compare with content/README.md#kind-technology.",
  blog: "Compare with content/README.md#kind-blog.",
  article: "Compare with the fields of an article in content/README.md#kind-article.",
  info: "Compare with content/README.md#kind-info: each section has a `kind` and the fields that kind needs.",
  faq: "Every question needs `q` and `a`; see content/README.md#kind-faq.",
  legal: "A legal page has `title`, `description` and `content` (HTML); see content/README.md#kind-legal.",
  ui: "content/<lang>/ui.yaml holds the labels shared by all pages; compare with the other language's file.",
};
