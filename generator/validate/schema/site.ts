// The shape of site.yaml. The schema is the documentation of the format; content/README.md shows it in use.
import { z } from "zod";
import { doc, docTable, role } from "./doc.ts";
import { deriveFigures, type DerivedFigures, type DerivedName } from "./derived-figures.ts";
import { derivedSchema } from "./figure-kinds.ts";
import { figuresSchema } from "./figures.ts";
import { linkTarget } from "./parts.ts";
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
// An address visitors are sent to: https only, as `baseUrl` (an http:// page is sent unencrypted and marked so).
const url = unbroken(
  z.url({ protocol: /^https$/, error: "must be an absolute https:// URL (http:// is sent unencrypted)" }),
  "address",
);
/** One value per language; each side is language-bound: its texts are judged in its language (cross-checks.ts). */
const lang = <T extends z.ZodType>(schema: T) =>
  z.strictObject({
    de: doc(schema, { en: "German", de: "Deutsch", label: "Deutsch" }).meta({ lang: "de" }),
    en: doc(schema, { en: "English", de: "Englisch", label: "Englisch" }).meta({ lang: "en" }),
  });

/** The names site.yaml's `kind:` accepts: those of the page kinds (templates/pages/kinds.ts, generator/page-kinds.ts). */
export type KindNames = readonly [string, ...string[]];

const route = docTable(`
page | Seite | The page id: links (\`to:\`), navigation and teasers name the page by it | Die Seiten-ID: Links (\`to:\`), Navigation und Teaser nennen die Seite bei ihr | "workshops"
kind | Art | The template and the fields its content file has (content/README.md#kinds) | Die Vorlage und die Felder ihrer Inhaltsdatei (content/README.md#kinds) | "info"
content | Inhalt | The content file under content/<lang>/ without .yaml; default: the page id | Die Inhaltsdatei unter content/<lang>/ ohne .yaml; Vorgabe: die Seiten-ID | "blog/meta-odense"
de | Deutsch | The German path | Der deutsche Pfad | "/workshops"
en | Englisch | The English path, under /en; leave out for a German-only page | Der englische Pfad, unter /en; weglassen bei einer nur deutschen Seite | "/en/workshops"
switchTo | Umschalten auf | German-only pages: where the DE/EN switch leads | Nur deutsche Seiten: wohin der DE/EN-Umschalter führt | "/en"
formerly | Frühere Pfade | Paths this page was published at before a rename: each redirects here for good (301) on every host (content/README.md#rename-page) | Pfade, unter denen die Seite vor einer Umbenennung veröffentlicht war: Jeder leitet auf jedem Host dauerhaft (301) hierher weiter (content/README.md#rename-page) | ["/wirtschaftlichkeit"]
`);

const routeSchemaOf = (kinds: KindNames) =>
  doc(
    z.strictObject({
      page: route(
        z
          .string()
          .regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and hyphens")
          // The editor lists site.yaml and the labels (ui.yaml) under these ids.
          .refine((id) => id !== "site" && id !== "ui", "names the site settings or the labels: choose another id"),
        "page",
      ),
      kind: route(z.enum(kinds), "kind"),
      content: route(
        z
          .string()
          .regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, "must be a file name under content/<lang>/ without .yaml")
          .optional(),
        "content",
      ),
      de: route(path, "de"),
      en: route(path.optional(), "en"),
      switchTo: route(path.optional(), "switchTo"),
      formerly: route(z.array(path).min(1).optional(), "formerly"),
    }),
    { en: "One page of the site in its languages", de: "Eine Seite der Website in ihren Sprachen" },
    { page: "workshops", kind: "info", de: "/workshops", en: "/en/workshops" },
  );

// The keys of site.yaml and of its navigation, languages and header button, a row each.
const site = docTable(`
product | Produkt | The product name, {product} in copy and the end of every page title | Der Produktname, {product} in Texten und das Ende jedes Seitentitels | "Rechenwärme"
baseUrl | Basis-URL | The production origin, without a trailing slash (canonical URLs, sitemap, feeds) | Die Produktionsadresse, ohne Schrägstrich am Ende (kanonische URLs, Sitemap, Feeds) | "https://www.rechenwaerme.example"
external | Externe URLs | External URLs by name; \`to: ext:<name>\` and navigation \`external:\` use them | Externe URLs nach Namen; \`to: ext:<name>\` und \`external:\` der Navigation verwenden sie | {"contactForm": "https://forms.example/kontakt"}
contactForm | Kontaktformular | The external contact form | Das externe Kontaktformular | "https://forms.example.com/kontakt"
booking | Buchungsseite | The booking page for the free call | Die Buchungsseite für das Gespräch | "https://forms.example.com/kontakt"
linkedin | LinkedIn | The company's LinkedIn page | Die LinkedIn-Seite der Firma | "https://forms.example.com/kontakt"
languages | Sprachen | The two languages: German at /, English under /en | Die beiden Sprachen: Deutsch unter /, Englisch unter /en
prefix | Präfix | Path prefix of the language | Pfadpräfix der Sprache | "/en"
locale | Gebietsschema | Locale for numbers and dates | Gebietsschema für Zahlen und Daten | "de-DE"
name | Name | Name of the language | Name der Sprache | "Deutsch"
routes | Routen | The route table: every page, its template and its paths (content/README.md#add-page) | Die Routentabelle: jede Seite, ihre Vorlage und ihre Pfade (content/README.md#add-page)
navigation | Navigation | Header navigation per language, in order | Navigation der Kopfzeile je Sprache, in ihrer Reihenfolge
navItem |  | A header link: a page of this language, or an external URL | Ein Link in der Kopfzeile: eine Seite dieser Sprache oder eine externe URL | {"label": "FAQ", "page": "faq"}
label | Beschriftung | The label in the header | Die Beschriftung in der Kopfzeile | "FAQ"
navPage | Seite | The page the link leads to | Die Seite, zu der der Link führt | "faq"
navExternal | Externer Link | A key of \`external\` | Die Adresse unter „Externe URLs“, zu der der Link führt | "contactForm"
headerCta | Call to Action der Kopfzeile | The header's call-to-action button per language | Der Call-to-Action-Button der Kopfzeile je Sprache
ctaLabel | Beschriftung | Button label | Beschriftung des Buttons | "Beratung anfragen"
ctaTitle | Tooltip | Tooltip of the button | Tooltip des Buttons | "30 Min kostenloses Beratungsgespräch"
ctaTo | Linkziel | Where the button leads (link grammar, content/README.md#links); default: the booking page | Wohin der Button führt (Link-Grammatik, content/README.md#links); Vorgabe: die Buchungsseite | "ext:booking"
breadcrumbs | Brotkrumenpfad | Breadcrumb label per path segment, one for both languages or one per language (a segment both share); every article slug needs one | Beschriftung im Brotkrumenpfad je Pfadsegment, eine für beide Sprachen oder eine je Sprache (ein Segment, das beide teilen); jeder Artikel-Slug braucht eine | {"faq": "FAQ", "success-stories": {"de": "Praxisbeispiele", "en": "Project examples"}}
breadcrumbHome | Brotkrumenpfad: Start | The first crumb per language | Das erste Glied des Brotkrumenpfads je Sprache | {"de": "Home", "en": "Home"}
ui | Oberfläche | Interface constants: toast, animation and carousel timings | Konstanten der Oberfläche: Zeiten von Hinweisen, Animationen und Karussell
`);

const navItem = site(
  z.union([
    z.strictObject({ label: site(text, "label"), page: site(role("page", z.string()), "navPage") }),
    z.strictObject({ label: site(text, "label"), external: site(role("external", z.string()), "navExternal") }),
  ]),
  "navItem",
);

/** site.yaml for the page kinds `kinds`, made in generator/page-kinds.ts; the editor hides keys of `editor: false`. */
export const siteSchemaOf = (kinds: KindNames) =>
  z.strictObject({
    product: site(text, "product").meta({ docs: "placeholder", editor: false }),
    baseUrl: site(baseUrlSchema, "baseUrl").meta({ docs: "placeholder", editor: false }),
    company: companySchema.meta({ docs: "placeholder" }),
    // The names the layout links to are required (the header's button, the footer's icons); any other is free.
    external: site(
      z
        .strictObject({
          contactForm: site(url, "contactForm"),
          booking: site(url, "booking"),
          linkedin: site(url, "linkedin"),
        })
        .catchall(url),
      "external",
    ).meta({ docs: "placeholder" }),
    languages: site(
      lang(
        z.strictObject({
          prefix: site(role("identifier", z.string()), "prefix"),
          locale: site(role("identifier", text.refine(isLocale, "must be a locale such as de-DE or en-GB")), "locale"),
          name: site(text, "name"),
        }),
      ),
      "languages",
    ).meta({ editor: false }),
    routes: site(z.array(routeSchemaOf(kinds)).min(1), "routes").meta({ docs: "add-page", editor: false }),
    navigation: site(lang(z.array(navItem).min(1)), "navigation").meta({ docs: "add-page" }),
    headerCta: site(
      lang(
        z.strictObject({
          label: site(text, "ctaLabel"),
          title: site(text, "ctaTitle"),
          to: site(linkTarget.default("ext:booking"), "ctaTo").meta({ title: "Link target" }),
        }),
      ),
      "headerCta",
    ),
    breadcrumbs: site(z.record(z.string(), z.union([text, lang(text)])), "breadcrumbs").meta({ docs: "add-page" }),
    breadcrumbHome: site(lang(text), "breadcrumbHome").meta({ docs: "add-page" }),
    glossary: glossarySchema.meta({ docs: "glossary" }),
    names: namesSchema.meta({ docs: "names" }),
    joints: jointsSchema.meta({ docs: "names" }),
    figures: figuresSchema.meta({ docs: "figure" }),
    derived: derivedSchema.meta({ docs: "derived" }),
    terms: termsSchema.meta({ docs: "figure" }),
    privacy: privacySchema.meta({ docs: "figure" }),
    roi: roiSchema.meta({ docs: "figure" }),
    ui: site(
      z.strictObject({
        toastDurationMs: ui(z.number().int().positive(), "toastDurationMs"),
        toastLimit: ui(z.literal(1), "toastLimit"),
        toastSwipeThresholdPx: ui(z.number().positive(), "toastSwipeThresholdPx"),
        toastHotkey: ui(text, "toastHotkey"),
        layoutAnimationS: ui(z.number().positive(), "layoutAnimationS"),
        layoutEasing: ui(z.tuple([z.number(), z.number(), z.number(), z.number()]), "layoutEasing"),
        resizeDebounceMs: ui(z.number().int().positive(), "resizeDebounceMs"),
        dragElastic: ui(z.number(), "dragElastic"),
        carouselTransitionS: ui(z.number().nonnegative(), "carouselTransitionS"),
        pageFadeS: ui(z.number().min(0.6).max(0.8), "pageFadeS"),
        faqHeadingFadeS: ui(z.number().nonnegative(), "faqHeadingFadeS"),
        faqSublineDelayS: ui(z.number().nonnegative(), "faqSublineDelayS"),
        faqCategoryStaggerS: ui(z.number().nonnegative(), "faqCategoryStaggerS"),
      }),
      "ui",
    ).meta({ editor: false }),
  });

const ui = docTable(`
toastDurationMs | Anzeigedauer eines Hinweises in ms | Toast auto-dismiss, ms | Hinweis schließt sich selbst nach, ms | 5000
toastLimit | Höchstzahl der Hinweise | Toasts visible at once (spec: 1) | Gleichzeitig sichtbare Hinweise (Spezifikation: 1) | 1
toastSwipeThresholdPx | Wischweg für Hinweise in px | Swipe distance that dismisses a toast, px | Wischweg, der einen Hinweis schließt, px | 50
toastHotkey | Taste für die Hinweise | Key that focuses the toasts | Taste, die die Hinweise fokussiert | "F8"
layoutAnimationS | Layout-Animation in s | Layout animation, s | Layout-Animation, s | 0.45
layoutEasing | Beschleunigungskurve des Layouts | Easing curve (cubic Bézier) | Beschleunigungskurve (kubische Bézierkurve) | [0.4, 0, 0.1, 1]
resizeDebounceMs | Verzögerung beim Ändern der Fenstergröße in ms | Resize debounce, ms | Verzögerung beim Ändern der Fenstergröße, ms | 250
dragElastic | Elastizität beim Ziehen | Drag elasticity of the carousel | Elastizität des Karussells beim Ziehen | 0.35
carouselTransitionS | Übergang des Karussells in s | Carousel transition, s | Übergang des Karussells, s | 0.3
pageFadeS | Einblenden der Seite in s | Page fade, s (0.6–0.8) | Einblenden der Seite, s (0,6–0,8) | 0.7
faqHeadingFadeS | Einblenden der FAQ-Überschrift in s | FAQ heading fade, s | Einblenden der FAQ-Überschrift, s | 0.6
faqSublineDelayS | Verzögerung der FAQ-Unterzeile in s | Delay of the FAQ subline, s | Verzögerung der FAQ-Unterzeile, s | 0.2
faqCategoryStaggerS | Versatz je FAQ-Kategorie in s | Stagger per FAQ category, s | Versatz je FAQ-Kategorie, s | 0.2
`);

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
type TypedFigures = Omit<TypedSiteConfig["figures"], DerivedName>;
export type SiteConfig = Omit<TypedSiteConfig, "figures"> & { readonly figures: TypedFigures & DerivedFigures };
export type RouteConfig = TypedSiteConfig["routes"][number];

/** The typed site.yaml with the figures the build computes: what every page and the editor read. */
export const withDerived = (typed: TypedSiteConfig): SiteConfig => ({
  ...typed,
  figures: { ...typed.figures, ...deriveFigures(typed) },
});
