// The shape of site.yaml. The schema is the documentation of the format; content/README.md shows it in use.
import { z } from "zod";
import { doc } from "./doc.ts";
import { deriveFigures, derivedSchema, type DerivedFigures } from "./derived-figures.ts";
import { DERIVED_FIGURES } from "./figure-kinds.ts";
import { figuresSchema } from "./figures.ts";
import { baseUrlSchema } from "./base-url.ts";
import { glossarySchema } from "./glossary.ts";
import { jointsSchema, namesSchema } from "./names.ts";
import { roiSchema } from "./roi.ts";
import { companySchema, privacySchema, termsSchema } from "./site-legal.ts";
import { text, unbroken } from "./text.ts";

export { baseUrlSchema };

const path = z
  .string()
  .regex(
    /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/,
    "must be a path like /faq or /en/faq: a leading slash, lower-case letters, digits and hyphens, no trailing slash",
  );
const url = unbroken(z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" }), "address");
const lang = <T extends z.ZodType>(schema: T) =>
  z.strictObject({
    de: doc(schema, { en: "German", de: "Deutsch" }),
    en: doc(schema, { en: "English", de: "Englisch" }),
  });

/** The names site.yaml's `kind:` accepts: those of the page kinds (templates/pages/kinds.ts, generator/page-kinds.ts). */
export type KindNames = readonly [string, ...string[]];

const routeSchemaOf = (kinds: KindNames) =>
  doc(
    z.strictObject({
      page: doc(
        z
          .string()
          .regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and hyphens")
          // The editor lists site.yaml and the labels (ui.yaml) under these ids.
          .refine((id) => id !== "site" && id !== "ui", "names the site settings or the labels: choose another id"),
        {
          en: "The page id: links (`to:`), navigation and teasers name the page by it",
          de: "Die Seiten-ID: Links (`to:`), Navigation und Teaser nennen die Seite bei ihr",
        },
        "workshops",
      ),
      kind: doc(
        z.enum(kinds),
        {
          en: "The template and the fields its content file has (content/README.md#kinds)",
          de: "Die Vorlage und die Felder ihrer Inhaltsdatei (content/README.md#kinds)",
        },
        "info",
      ),
      content: doc(
        z
          .string()
          .regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, "must be a file name under content/<lang>/ without .yaml")
          .optional(),
        {
          en: "The content file under content/<lang>/ without .yaml; default: the page id",
          de: "Die Inhaltsdatei unter content/<lang>/ ohne .yaml; Vorgabe: die Seiten-ID",
        },
        "blog/meta-odense",
      ),
      de: doc(path, { en: "The German path", de: "Der deutsche Pfad" }, "/workshops"),
      en: doc(
        path.optional(),
        {
          en: "The English path, under /en; leave out for a German-only page",
          de: "Der englische Pfad, unter /en; weglassen bei einer nur deutschen Seite",
        },
        "/en/workshops",
      ),
      switchTo: doc(
        path.optional(),
        {
          en: "German-only pages: where the DE/EN switch leads",
          de: "Nur deutsche Seiten: wohin der DE/EN-Umschalter führt",
        },
        "/en",
      ),
      formerly: doc(
        z.array(path).min(1).optional(),
        {
          en: "Paths this page was published at before a rename: each redirects here for good (301) on every host (content/README.md#rename-page)",
          de: "Pfade, unter denen die Seite vor einer Umbenennung veröffentlicht war: Jeder leitet auf jedem Host dauerhaft (301) hierher weiter (content/README.md#rename-page)",
        },
        ["/wirtschaftlichkeit"],
      ),
    }),
    { en: "One page of the site in its languages", de: "Eine Seite der Website in ihren Sprachen" },
    { page: "workshops", kind: "info", de: "/workshops", en: "/en/workshops" },
  );

const navItem = doc(
  z.union([
    z.strictObject({
      label: doc(text, { en: "The label in the header", de: "Die Beschriftung in der Kopfzeile" }, "FAQ"),
      page: doc(z.string(), { en: "The page id of a route", de: "Die Seiten-ID einer Route" }, "faq"),
    }),
    z.strictObject({
      label: doc(text, { en: "The label in the header", de: "Die Beschriftung in der Kopfzeile" }, "Kontakt"),
      external: doc(z.string(), { en: "A key of `external`", de: "Ein Schlüssel von `external`" }, "contactForm"),
    }),
  ]),
  {
    en: "A header link: a page of this language, or an external URL",
    de: "Ein Link in der Kopfzeile: eine Seite dieser Sprache oder eine externe URL",
  },
  { label: "FAQ", page: "faq" },
);

/**
 * The shape of site.yaml for the page kinds named `kinds`. Made once, in generator/page-kinds.ts (`siteSchema`),
 * where the kinds are listed: the kinds build on this folder, so it does not import them. The editor's site settings
 * offer every key but those marked `editor: false`, which stay the file's (the route table has its own forms).
 */
export const siteSchemaOf = (kinds: KindNames) =>
  z.strictObject({
    product: doc(
      text,
      {
        en: "The product name, {product} in copy and the end of every page title",
        de: "Der Produktname, {product} in Texten und das Ende jedes Seitentitels",
      },
      "Rechenwärme",
    ).meta({ editor: false }),
    baseUrl: doc(
      baseUrlSchema,
      {
        en: "The production origin, without a trailing slash (canonical URLs, sitemap, feeds)",
        de: "Die Produktionsadresse, ohne Schrägstrich am Ende (kanonische URLs, Sitemap, Feeds)",
      },
      "https://www.rechenwaerme.example",
    ).meta({ editor: false }),
    company: companySchema,
    external: doc(
      z.record(z.string(), url),
      {
        en: "External URLs by name; `to: ext:<name>` and navigation `external:` use them",
        de: "Externe URLs nach Namen; `to: ext:<name>` und `external:` der Navigation verwenden sie",
      },
      { contactForm: "https://forms.example/kontakt" },
    ),
    languages: doc(
      lang(
        z.strictObject({
          prefix: doc(z.string(), { en: "Path prefix of the language", de: "Pfadpräfix der Sprache" }, "/en"),
          locale: doc(
            text.refine(isLocale, "must be a locale such as de-DE or en-GB"),
            { en: "Locale for numbers and dates", de: "Gebietsschema für Zahlen und Daten" },
            "de-DE",
          ),
          name: doc(text, { en: "Name of the language", de: "Name der Sprache" }, "Deutsch"),
        }),
      ),
      {
        en: "The two languages: German at /, English under /en",
        de: "Die beiden Sprachen: Deutsch unter /, Englisch unter /en",
      },
    ).meta({ editor: false }),
    routes: doc(z.array(routeSchemaOf(kinds)).min(1), {
      en: "The route table: every page, its template and its paths (content/README.md#add-page)",
      de: "Die Routentabelle: jede Seite, ihre Vorlage und ihre Pfade (content/README.md#add-page)",
    }).meta({ editor: false }),
    navigation: doc(lang(z.array(navItem).min(1)), {
      en: "Header navigation per language, in order",
      de: "Navigation der Kopfzeile je Sprache, in ihrer Reihenfolge",
    }),
    headerCta: doc(
      lang(
        z.strictObject({
          label: doc(text, { en: "Button label", de: "Beschriftung des Buttons" }, "Beratung anfragen"),
          title: doc(
            text,
            { en: "Tooltip of the button", de: "Tooltip des Buttons" },
            "30 Min kostenloses Beratungsgespräch",
          ),
        }),
      ),
      {
        en: "The header's call-to-action button per language",
        de: "Der Call-to-Action-Button der Kopfzeile je Sprache",
      },
    ),
    breadcrumbs: doc(
      z.record(z.string(), z.union([text, lang(text)])),
      {
        en: "Breadcrumb label per path segment, one for both languages or one per language (a segment both share); every article slug needs one",
        de: "Beschriftung im Brotkrumenpfad je Pfadsegment, eine für beide Sprachen oder eine je Sprache (ein Segment, das beide teilen); jeder Artikel-Slug braucht eine",
      },
      { faq: "FAQ", "success-stories": { de: "Praxisbeispiele", en: "Project examples" } },
    ),
    breadcrumbHome: doc(
      lang(text),
      { en: "The first crumb per language", de: "Das erste Glied des Brotkrumenpfads je Sprache" },
      { de: "Home", en: "Home" },
    ),
    glossary: glossarySchema,
    names: namesSchema,
    joints: jointsSchema,
    figures: figuresSchema,
    derived: derivedSchema,
    terms: termsSchema,
    privacy: privacySchema,
    roi: roiSchema,
    ui: doc(
      z.strictObject({
        toastDurationMs: doc(
          z.number().int().positive(),
          { en: "Toast auto-dismiss, ms", de: "Hinweis schließt sich selbst nach, ms" },
          5000,
        ),
        toastLimit: doc(
          z.literal(1),
          { en: "Toasts visible at once (spec: 1)", de: "Gleichzeitig sichtbare Hinweise (Spezifikation: 1)" },
          1,
        ),
        toastSwipeThresholdPx: doc(
          z.number().positive(),
          { en: "Swipe distance that dismisses a toast, px", de: "Wischweg, der einen Hinweis schließt, px" },
          50,
        ),
        toastHotkey: doc(text, { en: "Key that focuses the toasts", de: "Taste, die die Hinweise fokussiert" }, "F8"),
        layoutAnimationS: doc(z.number().positive(), { en: "Layout animation, s", de: "Layout-Animation, s" }, 0.45),
        layoutEasing: doc(
          z.tuple([z.number(), z.number(), z.number(), z.number()]),
          { en: "Easing curve (cubic Bézier)", de: "Beschleunigungskurve (kubische Bézierkurve)" },
          [0.4, 0, 0.1, 1],
        ),
        resizeDebounceMs: doc(
          z.number().int().positive(),
          { en: "Resize debounce, ms", de: "Verzögerung beim Ändern der Fenstergröße, ms" },
          250,
        ),
        dragElastic: doc(
          z.number(),
          { en: "Drag elasticity of the carousel", de: "Elastizität des Karussells beim Ziehen" },
          0.35,
        ),
        carouselTransitionS: doc(
          z.number().nonnegative(),
          { en: "Carousel transition, s", de: "Übergang des Karussells, s" },
          0.3,
        ),
        pageFadeS: doc(
          z.number().min(0.6).max(0.8),
          { en: "Page fade, s (0.6–0.8)", de: "Einblenden der Seite, s (0,6–0,8)" },
          0.7,
        ),
        faqHeadingFadeS: doc(
          z.number().nonnegative(),
          { en: "FAQ heading fade, s", de: "Einblenden der FAQ-Überschrift, s" },
          0.6,
        ),
        faqSublineDelayS: doc(
          z.number().nonnegative(),
          { en: "Delay of the FAQ subline, s", de: "Verzögerung der FAQ-Unterzeile, s" },
          0.2,
        ),
        faqCategoryStaggerS: doc(
          z.number().nonnegative(),
          { en: "Stagger per FAQ category, s", de: "Versatz je FAQ-Kategorie, s" },
          0.2,
        ),
      }),
      {
        en: "Interface constants: toast, animation and carousel timings",
        de: "Konstanten der Oberfläche: Zeiten von Hinweisen, Animationen und Karussell",
      },
    ).meta({ editor: false }),
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
export type TypedSiteConfig = z.output<ReturnType<typeof siteSchemaOf>>;
type TypedFigures = Omit<TypedSiteConfig["figures"], keyof typeof DERIVED_FIGURES>;
export type SiteConfig = Omit<TypedSiteConfig, "figures"> & { readonly figures: TypedFigures & DerivedFigures };
export type RouteConfig = TypedSiteConfig["routes"][number];

/** The typed site.yaml with the figures the build computes: what every page and the editor read. */
export const withDerived = (typed: TypedSiteConfig): SiteConfig => ({
  ...typed,
  figures: { ...typed.figures, ...deriveFigures(typed) },
});
