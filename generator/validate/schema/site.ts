// The shape of site.yaml. The schema is the documentation of the format; content/README.md shows it in use.
import { z } from "zod";
import { doc } from "./doc.ts";
import { deriveFigures, derivedSchema, type DerivedFigures } from "./derived-figures.ts";
import { decimal, DERIVED_FIGURES, figuresSchema, whole, year } from "./figures.ts";
import { baseUrlSchema } from "./base-url.ts";
import { glossarySchema } from "./glossary.ts";
import { roiSchema } from "./roi.ts";
import { pageSchemas, type PageKind } from "./pages.ts";
import { phone, text, unbroken } from "./text.ts";

export { baseUrlSchema };

const path = z
  .string()
  .regex(
    /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/,
    "must be a path like /faq or /en/faq: a leading slash, lower-case letters, digits and hyphens, no trailing slash",
  );
const url = unbroken(z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" }), "address");
const lang = <T extends z.ZodType>(schema: T) =>
  z.strictObject({ de: doc(schema, "German"), en: doc(schema, "English") });

const KIND_NAMES = Object.keys(pageSchemas) as [PageKind, ...PageKind[]];

export const routeSchema = doc(
  z.strictObject({
    page: doc(
      z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and hyphens"),
      "The page id: links (`to:`), navigation and teasers name the page by it",
      "workshops",
    ),
    kind: doc(
      z.enum(KIND_NAMES), // the page kinds, listed once in templates/pages/kinds.ts
      "The template and the fields its content file has (content/README.md#kinds)",
      "info",
    ),
    content: doc(
      z
        .string()
        .regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, "must be a file name under content/<lang>/ without .yaml")
        .optional(),
      "The content file under content/<lang>/ without .yaml; default: the page id",
      "blog/meta-odense",
    ),
    de: doc(path, "The German path", "/workshops"),
    en: doc(path.optional(), "The English path, under /en; leave out for a German-only page", "/en/workshops"),
    switchTo: doc(path.optional(), "German-only pages: where the DE/EN switch leads", "/en"),
    formerly: doc(
      z.array(path).min(1).optional(),
      "Paths this page was published at before a rename: each redirects here for good (301) on every host (content/README.md#rename-page)",
      ["/wirtschaftlichkeit"],
    ),
  }),
  "One page of the site in its languages",
  { page: "workshops", kind: "info", de: "/workshops", en: "/en/workshops" },
);

const navItem = doc(
  z.union([
    z.strictObject({
      label: doc(text, "The label in the header", "FAQ"),
      page: doc(z.string(), "The page id of a route", "faq"),
    }),
    z.strictObject({
      label: doc(text, "The label in the header", "Kontakt"),
      external: doc(z.string(), "A key of `external`", "contactForm"),
    }),
  ]),
  "A header link: a page of this language, or an external URL",
  { label: "FAQ", page: "faq" },
);

const company = (description: string, example: string) => doc(text, description, example);

export const siteSchema = z.strictObject({
  product: doc(text, "The product name, {product} in copy and the end of every page title", "Rechenwärme"),
  baseUrl: doc(
    baseUrlSchema,
    "The production origin, without a trailing slash (canonical URLs, sitemap, feeds)",
    "https://www.rechenwaerme.example",
  ),
  company: doc(
    z.strictObject({
      name: company("The registered firm", "Rechenwärme AG"),
      legalForm: company("Legal form, German", "Aktiengesellschaft (AG) nach schweizerischem Recht"),
      legalFormEn: company("Legal form, English", "stock corporation (AG) under Swiss law"),
      street: company("Street and number", "Baarerstrasse 10"),
      postalCode: doc(z.string(), "Postal code, in quotes", "6300"),
      city: company("City", "Zug"),
      country: company("Country, German", "Schweiz"),
      countryEn: company("Country, English", "Switzerland"),
      representatives: company(
        "Who represents the company, German",
        "Dr. Jana Muster (Präsidentin des Verwaltungsrats)",
      ),
      representativesEn: company(
        "Who represents the company, English",
        "Dr. Jana Muster (Chair of the Board of Directors)",
      ),
      email: doc(unbroken(z.email(), "e-mail address"), "Contact e-mail address", "kontakt@rechenwaerme.example"),
      phone: doc(phone, "Phone number, as dialled", "+41 41 000 00 00"),
      register: company("Commercial register entry, German", "Handelsregister des Kantons Zug, CHE-000.000.000"),
      registerEn: company(
        "Commercial register entry, English",
        "Commercial Register of the Canton of Zug, CHE-000.000.000",
      ),
      vatId: company("VAT number", "CHE-000.000.000 MWST"),
      contentResponsible: company(
        "Responsible for content under § 18 Abs. 2 MStV: a person resident in Germany (imprint)",
        "Erika Beispiel",
      ), // #17
      contentResponsibleAddress: company("That person's address in Germany", "Musterstraße 1, 10115 Berlin"),
      copyrightYear: year("The year in the footer's copyright line"),
    }),
    "Company data for the footer and the legal pages; {company.name} etc. in copy",
  ),
  external: doc(
    z.record(z.string(), url),
    "External URLs by name; `to: ext:<name>` and navigation `external:` use them",
    { contactForm: "https://forms.example/kontakt" },
  ),
  languages: doc(
    lang(
      z.strictObject({
        prefix: doc(z.string(), "Path prefix of the language", "/en"),
        locale: doc(
          text.refine(isLocale, "must be a locale such as de-DE or en-GB"),
          "Locale for numbers and dates",
          "de-DE",
        ),
        name: doc(text, "Name of the language", "Deutsch"),
      }),
    ),
    "The two languages: German at /, English under /en",
  ),
  routes: doc(
    z.array(routeSchema).min(1),
    "The route table: every page, its template and its paths (content/README.md#add-page)",
  ),
  navigation: doc(lang(z.array(navItem).min(1)), "Header navigation per language, in order"),
  headerCta: doc(
    lang(
      z.strictObject({
        label: doc(text, "Button label", "Beratung anfragen"),
        title: doc(text, "Tooltip of the button", "30 Min kostenloses Beratungsgespräch"),
      }),
    ),
    "The header's call-to-action button per language",
  ),
  breadcrumbs: doc(
    z.record(z.string(), z.union([text, lang(text)])),
    "Breadcrumb label per path segment, one for both languages or one per language (a segment both share); every article slug needs one",
    { faq: "FAQ", "success-stories": { de: "Praxisbeispiele", en: "Project examples" } },
  ),
  breadcrumbHome: doc(lang(text), "The first crumb per language", { de: "Home", en: "Home" }),
  glossary: glossarySchema,
  figures: figuresSchema,
  derived: derivedSchema,
  // Typed like the figures: `defaultInterestPercent: 5,5` would otherwise be published as text.
  terms: doc(
    z.strictObject({
      orderBindingDays: whole("Days an order is binding (calendar days)", 1, 365, "a number of days"),
      defaultInterestPercent: decimal("Default interest per year, in percent", 0, 100, "a percentage"),
      warrantyMonths: whole("Warranty, in months", 1, 120, "a number of months"),
      currency: doc(text, "Currency of all prices", "EUR"),
      jurisdiction: doc(text, "Place of jurisdiction", "Zug"),
    }),
    "Values of the terms, {terms.name} in copy",
  ),
  privacy: doc(
    z.strictObject({
      serverLogWeeks: whole("How long server logs are kept, in weeks", 1, 520, "a number of weeks"),
      requestRetentionYears: whole(
        "How long data-subject requests are kept after completion, in years",
        1,
        30,
        "a number of years",
      ),
      hosting: company(
        "The web host (processor): firm, seat, country; German",
        "Beispiel Hosting GmbH, Berlin, Deutschland",
      ),
      hostingEn: company("The web host, English", "Beispiel Hosting GmbH, Berlin, Germany"),
      formsProcessor: company(
        "The service behind the contact form: firm, seat, country; German",
        "Beispiel GmbH, Deutschland",
      ),
      formsProcessorEn: company("The service behind the contact form, English", "Beispiel GmbH, Germany"),
      bookingProcessor: company(
        "The service behind the booking page: firm, seat, country; German",
        "Beispiel AG, Schweiz",
      ),
      bookingProcessorEn: company("The service behind the booking page, English", "Beispiel AG, Switzerland"),
      euRepresentative: company(
        "Representative in the EU under Art. 27 GDPR, German",
        "Beispiel GmbH, Berlin, Deutschland",
      ),
      euRepresentativeEn: company(
        "Representative in the EU under Art. 27 GDPR, English",
        "Beispiel GmbH, Berlin, Germany",
      ),
    }),
    "Values of the privacy policy, {privacy.name} in copy",
  ),
  roi: roiSchema,
  ui: doc(
    z.strictObject({
      toastDurationMs: doc(z.number().int().positive(), "Toast auto-dismiss, ms", 5000),
      toastLimit: doc(z.literal(1), "Toasts visible at once (spec: 1)", 1),
      toastSwipeThresholdPx: doc(z.number().positive(), "Swipe distance that dismisses a toast, px", 50),
      toastHotkey: doc(text, "Key that focuses the toasts", "F8"),
      layoutAnimationS: doc(z.number().positive(), "Layout animation, s", 0.45),
      layoutEasing: doc(
        z.tuple([z.number(), z.number(), z.number(), z.number()]),
        "Easing curve (cubic Bézier)",
        [0.4, 0, 0.1, 1],
      ),
      resizeDebounceMs: doc(z.number().int().positive(), "Resize debounce, ms", 250),
      dragElastic: doc(z.number(), "Drag elasticity of the carousel", 0.35),
      carouselTransitionS: doc(z.number().nonnegative(), "Carousel transition, s", 0.3),
      pageFadeS: doc(z.number().min(0.6).max(0.8), "Page fade, s (0.6–0.8)", 0.7),
      faqHeadingFadeS: doc(z.number().nonnegative(), "FAQ heading fade, s", 0.6),
      faqSublineDelayS: doc(z.number().nonnegative(), "Delay of the FAQ subline, s", 0.2),
      faqCategoryStaggerS: doc(z.number().nonnegative(), "Stagger per FAQ category, s", 0.2),
    }),
    "Interface constants: toast, animation and carousel timings",
  ),
});

/** True when Intl can format numbers and dates for `locale`. */
function isLocale(locale: string): boolean {
  try {
    return (
      Intl.getCanonicalLocales(locale).length === 1 &&
      new Intl.NumberFormat(locale).resolvedOptions().locale !== undefined
    );
  } catch {
    return false;
  }
}

/** site.yaml as typed; `SiteConfig` adds the figures the build computes (derived-figures.ts). */
export type TypedSiteConfig = z.output<typeof siteSchema>;
type TypedFigures = Omit<TypedSiteConfig["figures"], keyof typeof DERIVED_FIGURES>;
export type SiteConfig = Omit<TypedSiteConfig, "figures"> & { readonly figures: TypedFigures & DerivedFigures };
export type RouteConfig = z.output<typeof routeSchema>;

/** The typed site.yaml with the figures the build computes: what every page and the editor read. */
export const withDerived = (typed: TypedSiteConfig): SiteConfig => ({
  ...typed,
  figures: { ...typed.figures, ...deriveFigures(typed) },
});
