// The page kinds as the generator sees them, each defined in one file of templates/pages/ and listed once in
// templates/pages/kinds.ts (its zod schema is built there from the shared shapes of this folder), and the
// labels of ui.yaml. The types of the checked copy that templates/ reads are derived here.
import { z } from "zod";
import * as listed from "../../../templates/pages/kinds.ts";
import type { PageKindDefinition, PageKindFeatures } from "../../../templates/pages/page-kind.ts";
import { cardSchema, ctaBlockSchema, ctaSchema, statSchema } from "./parts.ts";
import { label, text } from "./text.ts";

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
    readTime: label("minutes"),
    published: text,
    readMore: text,
  }),
  carousel: z.strictObject({
    label: text,
    previous: text,
    next: text,
    slide: label("index", "count"),
    goTo: label("index", "count"),
  }),
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
    print: text,
    printedOn: label("date"),
    printLink: text,
  }),
  notFound: z.strictObject({ title: text, heading: text, text: text, link: text }),
});

/**
 * Every page kind by its name (site.yaml's `kind:`), sorted: the list of templates/pages/kinds.ts, with
 * each kind's schema, template, anchors and docs (templates/pages/page-kind.ts).
 */
export const PAGE_KINDS: typeof listed = Object.fromEntries(
  Object.keys(listed)
    .sort()
    .map((kind) => [kind, listed[kind as keyof typeof listed]]),
) as typeof listed;

/** What the generator does for pages of `kind` besides rendering them (templates/pages/page-kind.ts). */
export function pageFeatures(kind: PageKind): PageKindFeatures {
  return (PAGE_KINDS[kind] as PageKindDefinition).features ?? {};
}

/** The kinds whose features pass `test`, by name: `(f) => f.feed === "entry"` → ["article"]. */
export function kindsWith(test: (features: PageKindFeatures) => boolean): readonly PageKind[] {
  return (Object.keys(PAGE_KINDS) as PageKind[]).filter((kind) => test(pageFeatures(kind)));
}

/** The schema of each page kind's content files. */
export const pageSchemas = Object.fromEntries(
  Object.entries(PAGE_KINDS).map(([kind, definition]) => [kind, definition.schema]),
) as { readonly [K in PageKind]: (typeof listed)[K]["schema"] };

export type PageKind = keyof typeof listed;

/** The schema of a content file: a page kind's, or the labels' (`ui`). */
export const copySchema = (kind: PageKind | "ui"): z.ZodType => (kind === "ui" ? uiSchema : pageSchemas[kind]);
export type PageContentOf<K extends PageKind> = z.output<(typeof listed)[K]["schema"]>;
export type PageContent = { [K in PageKind]: PageContentOf<K> }[PageKind];
export type Cta = z.output<typeof ctaSchema>;
export type Stat = z.output<typeof statSchema>;
export type Card = z.output<typeof cardSchema>;
export type CtaBlock = z.output<typeof ctaBlockSchema>;
export type Ui = z.output<typeof uiSchema>;
