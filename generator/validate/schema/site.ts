// The shape of site.yaml. The schema is the documentation of the format; content/README.md shows it in use.
import { z } from "zod";
import { figuresSchema, year } from "./figures.ts";
import { text } from "./text.ts";

const path = z.string().regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, "must be a path like /faq or /en/faq: a leading slash, lower-case letters, digits and hyphens, no trailing slash");
const url = z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" });
const lang = <T extends z.ZodType>(schema: T) => z.strictObject({ de: schema, en: schema });

const slider = z
  .strictObject({ default: z.number(), min: z.number(), max: z.number(), step: z.number().positive() })
  .refine((s) => s.min <= s.default && s.default <= s.max, "default must lie between min and max");

export const routeSchema = z.strictObject({
  page: z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and hyphens"),
  kind: z.enum(["home", "success-stories", "technology", "blog", "article", "info", "faq", "legal"]),
  content: z.string().regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, "must be a file name under content/<lang>/ without .yaml").optional(),
  de: path,
  en: path.optional(),
  switchTo: path.optional(),
});

const navItem = z.union([
  z.strictObject({ label: text, page: z.string() }),
  z.strictObject({ label: text, external: z.string() }),
]);

export const siteSchema = z.strictObject({
  product: text,
  baseUrl: url.refine((u) => !u.endsWith("/"), "must not end with a slash"),
  company: z.strictObject({
    name: text,
    legalForm: text,
    legalFormEn: text,
    street: text,
    postalCode: z.string(),
    city: text,
    country: text,
    countryEn: text,
    representatives: text,
    representativesEn: text,
    email: z.email(),
    phone: text,
    register: text,
    registerEn: text,
    vatId: text,
    copyrightYear: year("The year in the footer's copyright line"),
  }),
  external: z.record(z.string(), url),
  languages: lang(z.strictObject({ prefix: z.string(), locale: text.refine(isLocale, "must be a locale such as de-DE or en-GB"), name: text })),
  routes: z.array(routeSchema).min(1),
  navigation: lang(z.array(navItem).min(1)),
  headerCta: lang(z.strictObject({ label: text, title: text })),
  breadcrumbs: z.record(z.string(), text),
  breadcrumbHome: lang(text),
  figures: figuresSchema,
  terms: z.record(z.string(), z.union([z.number(), z.string()])),
  privacy: z.record(z.string(), z.number()),
  roi: z.strictObject({ electricityPrice: slider, heatPrice: slider, itPrice: slider, volume: slider }),
  ui: z.strictObject({
    toastDurationMs: z.number().int().positive(),
    toastLimit: z.literal(1),
    toastSwipeThresholdPx: z.number().positive(),
    toastHotkey: text,
    layoutAnimationS: z.number().positive(),
    layoutEasing: z.tuple([z.number(), z.number(), z.number(), z.number()]),
    resizeDebounceMs: z.number().int().positive(),
    dragElastic: z.number(),
    carouselTransitionS: z.number().nonnegative(),
    pageFadeS: z.number().min(0.6).max(0.8),
    faqHeadingFadeS: z.number().nonnegative(),
    faqSublineDelayS: z.number().nonnegative(),
    faqCategoryStaggerS: z.number().nonnegative(),
  }),
});

/** True when Intl can format numbers and dates for `locale`. */
function isLocale(locale: string): boolean {
  try {
    return Intl.getCanonicalLocales(locale).length === 1 && new Intl.NumberFormat(locale).resolvedOptions().locale !== undefined;
  } catch {
    return false;
  }
}

export type SiteConfig = z.output<typeof siteSchema>;
export type RouteConfig = z.output<typeof routeSchema>;
export type RoiConfig = SiteConfig["roi"];
export type UiConstants = SiteConfig["ui"];

/** The fix to suggest for a shape problem at `path` in site.yaml: figures have a section of their own (#13). */
export function siteHint(path: readonly PropertyKey[]): string {
  if (path[0] === "figures") return "Write a figure as a plain number with a decimal point and no thousands separator (5200, 2.4), or a range { min: 2, max: 3 }; see content/README.md#figure.";
  if (path[0] === "routes" || path[0] === "navigation" || path[0] === "breadcrumbs") return "See the comments in site.yaml and content/README.md#add-page.";
  return "See the comments in site.yaml for what each key holds, and content/README.md#placeholder for the values marked PLACEHOLDER.";
}
