// One zod schema per page kind, built from a few shared shapes. The README of content/ mirrors them.
import { z } from "zod";
import { doc } from "./doc.ts";
import { F } from "./fields.ts";
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
export const linkTarget = doc(
  z.string().regex(/^(?:[a-z0-9-]+(?:#[a-z0-9-]+)?|ext:[A-Za-z]+|https:\/\/\S+)$/, "must be a page id (faq, home#roi-tools), ext:<name> or an https:// URL"),
  "Where it leads: a page id of site.yaml (faq), with an anchor the page renders (faq#item-0-1, home#roi-tools), ext:<name> or an https:// URL",
  "faq",
);

export const ctaSchema = doc(z.strictObject({ label: F.label, to: linkTarget }), "A button or link (content/README.md#links)", { label: "Zur FAQ", to: "faq" });
export const statSchema = doc(z.strictObject({ value: F.value, label: F.label }), "A figure with its label", { value: "{figures.heatOutputC} °C", label: "Vorlauftemperatur" });
export const cardSchema = doc(
  z.strictObject({
    title: F.title,
    text: F.text,
    icon: doc(z.enum(ICONS).optional(), "An icon of templates/ui/icon.tsx", "thermometer"),
    points: doc(list(text).optional(), "Bullet points under the text", ["Erster Punkt"]),
  }),
  "A card: title, text, optional icon and points",
);
export const ctaBlockSchema = doc(z.strictObject({ heading: F.heading, text: F.text, button: ctaSchema }), "The closing call to action of the page");
const meta = {
  title: doc(text.max(60, "is longer than 60 characters; search results cut it"), "Browser tab and search result title, at most 60 characters, unique", "FAQ: Technik, Betrieb und Förderung"),
  description: doc(text.max(160, "is longer than 160 characters; search results cut it"), "Search snippet, at most 160 characters, unique", "Antworten auf häufige Fragen von Stadtwerken …"),
};
const hero = doc(z.strictObject({ eyebrow: F.eyebrow, heading: F.heading, lead: F.lead }), "The opening block with the page's h1");
const tile = doc(z.strictObject({ label: F.label, value: F.value, description: doc(text, "One or two sentences", "Die Wärmepumpe hebt …") }), "A tile: label, value and a short text");
const tiles = (description: string) => doc(list(tile), description);
const readMinutes = doc(z.number().int().positive(), "Reading time in whole minutes (about 200 words per minute)", 6);
const published = doc(date, "Date of publication, year-month-day", "2025-03-12");

/**
 * A teaser in a list of articles: the page id of an article (its title, date and excerpt come from the
 * article), or an announced article written out here with `to: "#"`, which shows a notice instead of
 * navigating (spec §4).
 */
export const teaserSchema = z.union([
  z.string(),
  z.strictObject({ headline: F.headline, excerpt: F.excerpt, category: F.category, published, readMinutes, to: doc(z.literal("#"), "An announced article: the link shows a notice", "#") }),
]).meta({ description: "The page id of an article, or an announced article with to: \"#\"", examples: ["article-meta-odense"] });
export type Teaser = z.output<typeof teaserSchema>;

export const homeSchema = z.strictObject({
  ...meta,
  hero: doc(
    z.strictObject({
      eyebrow: F.eyebrow,
      heading: F.heading,
      lead: F.lead,
      cta: ctaSchema,
      stats: doc(z.array(statSchema).length(4, "needs exactly 4 stats (spec §2)"), "The four hero stats"),
      overlay: doc(z.strictObject({ temperature: statSchema, revenue: statSchema }), "The two figures over the hero picture"),
    }),
    "The opening block (anchor #home)",
  ),
  challenge: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      cards: doc(z.array(z.strictObject({ title: F.title, text: F.text, stat: statSchema })).length(3, "needs exactly 3 market cards (spec §2)"), "Germany, Denmark, Finland"),
    }),
    "The market cards (anchor #challenge)",
  ),
  solution: doc(z.strictObject({ heading: F.heading, lead: F.lead, cards: doc(z.array(cardSchema).length(6, "needs exactly 6 feature cards (spec §2)"), "The six feature cards"), cta: ctaSchema }), "The solution (anchor #solution)"),
  stories: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      items: doc(z.array(z.strictObject({ company: F.company, title: F.title, text: F.text, stat: statSchema })).length(3, "needs exactly 3 stories (spec §2)"), "The three stories of the carousel"),
      cta: ctaSchema,
    }),
    "The story carousel (anchor #stories)",
  ),
  models: doc(z.strictObject({ heading: F.heading, lead: F.lead, items: doc(z.array(cardSchema).length(3, "needs exactly 3 operating models (spec §2)"), "Own operation, joint venture, contracting") }), "Operating models (anchor #models)"),
  roi: doc(z.strictObject({ heading: F.heading, lead: F.lead, note: F.note }), "The ROI calculator's section (anchor #roi-tools)"),
  blog: doc(z.strictObject({ heading: F.heading, lead: F.lead, articles: doc(z.array(teaserSchema).length(3, "needs exactly 3 teasers: one row of the layout (spec §2)"), "The three article teasers"), cta: ctaSchema }), "Blog teasers (anchor #blog)"),
});

export const successStoriesSchema = z.strictObject({
  ...meta,
  hero: doc(z.strictObject({ eyebrow: F.eyebrow, heading: F.heading, lead: F.lead, stats: doc(list(statSchema), "Stats in the hero") }), "The opening block"),
  projects: doc(z.strictObject({
    heading: F.heading,
    lead: F.lead,
    items: doc(z.array(z.strictObject({ headline: F.headline, text: F.text, button: F.button, url: doc(z.url({ protocol: /^https$/ }), "The project's page, https://", "https://example.org/projekt") })).length(6, "needs exactly 6 project cards (spec §2)"), "The six project cards"),
  }), "The project cards (anchor #projects)"),
  models: doc(z.strictObject({ heading: F.heading, lead: F.lead, items: doc(z.array(cardSchema).length(3, "needs exactly 3 business models (spec §2)"), "The three models") }), "Business models (anchor #models)"),
  metrics: doc(z.strictObject({ heading: F.heading, items: doc(z.array(statSchema).length(3, "needs exactly 3 success metrics (spec §2)"), "The three metrics") }), "Success metrics (anchor #metrics)"),
  cta: ctaBlockSchema,
});

export const technologySchema = z.strictObject({
  ...meta,
  hero,
  steps: doc(z.strictObject({ heading: F.heading, lead: F.lead, items: doc(z.array(z.strictObject({ title: F.title, text: F.text })).length(4, "needs exactly 4 steps (spec §2)"), "Container, water cooling, heat exchanger, grid") }), "The four steps (anchor #steps)"),
  comparison: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      caption: F.caption,
      columns: doc(z.array(text).length(3, "needs 3 columns: criterion, gas boiler, DCC"), "Column headings", ["Kriterium", "Gaskessel", "DCC"]),
      rows: doc(list(z.array(text).length(3, "needs 3 cells, one per column")), "Rows of three cells"),
    }),
    "Gas boiler against DCC (anchor #comparison)",
  ),
  sizes: doc(z.strictObject({ heading: F.heading, lead: F.lead, items: doc(z.array(z.strictObject({ power: F.power, households: F.households, text: F.text })).length(3, "needs exactly 3 container sizes (spec §9)"), "Small, medium and large") }), "Container sizes (anchor #sizes)"),
  security: doc(z.strictObject({ heading: F.heading, lead: F.lead, items: doc(list(cardSchema), "Cards") }), "Security and plannability (anchor #security)"),
  economics: doc(z.strictObject({ heading: F.heading, lead: F.lead, rows: doc(list(z.strictObject({ label: F.label, value: F.value })), "The ROI example, row by row"), note: F.note, cta: ctaSchema }), "Economics (anchor #economics)"),
  cta: ctaBlockSchema,
});

export const blogSchema = z.strictObject({
  ...meta,
  hero,
  top: doc(z.strictObject({ heading: F.heading, articles: doc(list(teaserSchema), "The articles listed, in order") }), "The article list (anchor #articles)"),
  newsletter: doc(z.strictObject({ heading: F.heading, text: F.text, feed: F.feed }), "The feed block (anchor #newsletter)"),
  cta: ctaBlockSchema,
});

export const articleSchema = z.strictObject({
  ...meta,
  category: F.category,
  published,
  readMinutes,
  headline: F.headline,
  subline: F.subline,
  excerpt: F.excerpt,
  facts: doc(list(z.strictObject({ label: F.label, value: F.value })), "Key facts as label and value"),
  summary: F.summary,
  sections: doc(list(z.strictObject({ title: F.title, points: doc(list(z.strictObject({ subtitle: F.subtitle, text: F.text })), "Points with a subheading") })), "The article's sections (anchors #section-0, #section-1 …)"),
  analysis: tiles("Analysis tiles"),
  outlook: tiles("Outlook tiles"),
  innovations: tiles("Innovation tiles"),
  conclusion: F.conclusion,
  sources: doc(list(z.strictObject({ title: F.title, publisher: F.publisher, url: doc(z.url({ protocol: /^https?$/ }), "Address of the source", "https://example.org/artikel"), date: doc(date.optional(), "Date of the source, year-month-day", "2024-05-20") })), "Sources, each with title, publisher and URL"),
  ctas: doc(z.array(ctaSchema).length(2, "needs exactly 2 call buttons (spec §2)"), "The two call buttons at the end"),
});

const section = <K extends string, T extends z.ZodRawShape>(kind: K, shape: T) =>
  z.strictObject({ kind: doc(z.literal(kind), "How the section is laid out", kind), id: doc(z.string().regex(/^[a-z0-9-]+$/).optional(), "The section's anchor (page#id); default: from the heading", "kosten"), heading: F.heading, ...shape });

export const infoSectionSchema = z.discriminatedUnion("kind", [
  section("cards", { lead: F.lead.optional(), items: doc(list(cardSchema), "Cards") }),
  section("steps", { lead: F.lead.optional(), items: doc(list(z.strictObject({ title: F.title, text: F.text })), "Numbered steps") }),
  section("stats", { lead: F.lead.optional(), items: doc(list(statSchema), "Figures with labels") }),
  section("list", { lead: F.lead.optional(), items: doc(list(text), "Checklist items") }),
  section("text", { paragraphs: doc(list(text), "Paragraphs"), items: doc(list(text).optional(), "Checklist items after the text") }),
  section("table", { lead: F.lead.optional(), caption: F.caption, columns: doc(list(text, 2), "Column headings"), rows: doc(list(z.array(text)), "Rows, one cell per column") }),
]);

export const infoSchema = z.strictObject({
  ...meta,
  hero: doc(z.strictObject({ eyebrow: F.eyebrow, heading: F.heading, lead: F.lead, cta: ctaSchema.optional() }), "The opening block"),
  sections: doc(list(infoSectionSchema), "The sections, each with its `kind`"),
  cta: ctaBlockSchema,
});

export const faqSchema = z.strictObject({
  ...meta,
  header: F.header,
  subline: F.subline,
  faqs: doc(list(z.strictObject({ category: F.category, questions: doc(list(z.strictObject({ q: F.q, a: F.a })), "Questions; the n-th of category c has the anchor #item-c-n, counting from 0") })), "Categories of questions, each an accordion"),
  cta: doc(z.strictObject({ title: F.title, text: F.text, button: ctaSchema }), "The call to action under the questions"),
});

export const legalSchema = z.strictObject({ ...meta, content: F.content });

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
