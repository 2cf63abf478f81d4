// One zod schema per page kind, built from a few shared shapes. The README of content/ mirrors them.
import { z } from "zod";
import { doc } from "./doc.ts";
import { F } from "./fields.ts";
import { homeSchema, successStoriesSchema, technologySchema } from "./home.ts";
import {
  cardSchema,
  ctaBlockSchema,
  ctaSchema,
  date,
  hero,
  list,
  meta,
  published,
  readMinutes,
  statSchema,
  teaserSchema,
  tile,
  tiles,
} from "./parts.ts";
import { text } from "./text.ts";

export {
  ICONS,
  linkTarget,
  ctaSchema,
  statSchema,
  cardSchema,
  ctaBlockSchema,
  teaserSchema,
  type IconName,
  type Teaser,
} from "./parts.ts";
export { homeSchema, successStoriesSchema, technologySchema } from "./home.ts";

export const blogSchema = z.strictObject({
  ...meta,
  hero,
  top: doc(
    z.strictObject({ heading: F.heading, articles: doc(list(teaserSchema), "The articles listed, in order") }),
    "The article list (anchor #articles)",
  ),
  newsletter: doc(
    z.strictObject({ heading: F.heading, text: F.text, feed: F.feed }),
    "The feed block (anchor #newsletter)",
  ),
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
  sections: doc(
    list(
      z.strictObject({
        title: F.title,
        points: doc(list(z.strictObject({ subtitle: F.subtitle, text: F.text })), "Points with a subheading"),
      }),
    ),
    "The article's sections (anchors #section-0, #section-1 …)",
  ),
  analysis: tiles("Analysis tiles"),
  outlook: tiles("Outlook tiles"),
  innovations: tiles("Innovation tiles"),
  conclusion: F.conclusion,
  sources: doc(
    list(
      z.strictObject({
        title: F.title,
        publisher: F.publisher,
        url: doc(z.url({ protocol: /^https?$/ }), "Address of the source", "https://example.org/artikel"),
        date: doc(date.optional(), "Date of the source, year-month-day", "2024-05-20"),
      }),
    ),
    "Sources, each with title, publisher and URL",
  ),
  ctas: doc(z.array(ctaSchema).length(2, "needs exactly 2 call buttons"), "The two call buttons at the end"),
});

const section = <K extends string, T extends z.ZodRawShape>(kind: K, shape: T) =>
  z.strictObject({
    kind: doc(z.literal(kind), "How the section is laid out", kind),
    id: doc(
      z
        .string()
        .regex(/^[a-z0-9-]+$/)
        .optional(),
      "The section's anchor (page#id); default: from the heading",
      "kosten",
    ),
    heading: F.heading,
    ...shape,
  });

export const infoSectionSchema = z.discriminatedUnion("kind", [
  section("cards", { lead: F.lead.optional(), items: doc(list(cardSchema), "Cards") }),
  section("steps", {
    lead: F.lead.optional(),
    items: doc(list(z.strictObject({ title: F.title, text: F.text })), "Numbered steps"),
  }),
  section("stats", { lead: F.lead.optional(), items: doc(list(statSchema), "Figures with labels") }),
  section("list", { lead: F.lead.optional(), items: doc(list(text), "Checklist items") }),
  section("text", {
    paragraphs: doc(list(text), "Paragraphs"),
    items: doc(list(text).optional(), "Checklist items after the text"),
  }),
  section("table", {
    lead: F.lead.optional(),
    caption: F.caption,
    columns: doc(list(text, 2), "Column headings"),
    rows: doc(list(z.array(text)), "Rows, one cell per column"),
  }),
]);

export const infoSchema = z.strictObject({
  ...meta,
  hero: doc(
    z.strictObject({ eyebrow: F.eyebrow, heading: F.heading, lead: F.lead, cta: ctaSchema.optional() }),
    "The opening block",
  ),
  sections: doc(list(infoSectionSchema), "The sections, each with its `kind`"),
  cta: ctaBlockSchema,
});

export const faqSchema = z.strictObject({
  ...meta,
  header: F.header,
  subline: F.subline,
  faqs: doc(
    list(
      z.strictObject({
        category: F.category,
        questions: doc(
          list(z.strictObject({ q: F.q, a: F.a })),
          "Questions; the n-th of category c has the anchor #item-c-n, counting from 0",
        ),
      }),
    ),
    "Categories of questions, each an accordion",
  ),
  cta: doc(
    z.strictObject({ title: F.title, text: F.text, button: ctaSchema }),
    "The call to action under the questions",
  ),
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
