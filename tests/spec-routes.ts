// Spec §2's routes, written out by hand once for every test that checks them against the site: a pair a row, in the
// spec's order, its breadcrumb labels and the switch between the two; the German-only funding page and the legal
// pages.

export interface ExpectedRoute {
  readonly path: string;
  readonly lang: "de" | "en";
  /** Where the DE/EN switch leads. */
  readonly switchTo: string;
  /** The breadcrumb bar, empty where there is none. */
  readonly crumbs: readonly string[];
}

// [German path, English path, German crumb, English crumb]: an article's crumbs follow the blog's ("Home", "Blog", …).
const PAIRS: readonly (readonly [string, string, string, string])[] = [
  ["/", "/en", "", ""],
  ["/success-stories", "/en/success-stories", "Praxisbeispiele", "Project examples"],
  ["/technologie-deep-dive", "/en/technology-deep-dive", "Technologie im Detail", "Technology deep-dive"],
  ["/blog", "/en/blog", "Blog", "Blog"],
  [
    "/blog/meta-odense-datacenter-fernwaerme",
    "/en/blog/meta-odense-datacenter-district-heating",
    "Meta Odense Case Study",
    "Meta Odense Case Study",
  ],
  [
    "/blog/google-helsinki-datacenter-waermerueckgewinnung",
    "/en/blog/google-helsinki-datacenter-heat-recovery",
    "Google Hamina Case Study",
    "Google Hamina Case Study",
  ],
  [
    "/blog/telia-helsinki-90-prozent-effizienz-weltrekord",
    "/en/blog/telia-helsinki-90-percent-efficiency-world-record",
    "Telia Helsinki Case Study",
    "Telia Helsinki Case Study",
  ],
  ["/wirtschaftlichkeit", "/en/economics", "Wirtschaftlichkeit", "Economics"],
  ["/geschaeftsmodelle", "/en/business-models", "Geschäftsmodelle", "Business models"],
  ["/workshops", "/en/workshops", "Workshops", "Workshops"],
  ["/faq", "/en/faq", "FAQ", "FAQ"],
];

const crumbs = (path: string, label: string) =>
  label === "" ? [] : ["Home", ...(/^(\/en)?\/blog\/./.test(path) ? ["Blog"] : []), label];

/** The pages of the shared layout, German first: each with its language, switch and breadcrumbs. */
export const EXPECTED: readonly ExpectedRoute[] = [
  ...PAIRS.map(([de, en, label]) => ({ path: de, lang: "de" as const, switchTo: en, crumbs: crumbs(de, label) })),
  { path: "/foerderung", lang: "de", switchTo: "/en", crumbs: ["Home", "Förderung"] },
  ...PAIRS.map(([de, en, , label]) => ({ path: en, lang: "en" as const, switchTo: de, crumbs: crumbs(en, label) })),
];

/** The stand-alone legal pages: no header, no breadcrumbs, a link home. */
export const LEGAL = [
  { path: "/impressum", lang: "de", title: "Impressum | Rechenwärme", heading: "Impressum", home: "/" },
  { path: "/datenschutz", lang: "de", title: "Datenschutz | Rechenwärme", heading: "Datenschutz", home: "/" },
  { path: "/agb", lang: "de", title: "AGB | Rechenwärme", heading: "AGB", home: "/" },
  { path: "/en/imprint", lang: "en", title: "Imprint | Rechenwärme", heading: "Imprint", home: "/en" },
  { path: "/en/privacy", lang: "en", title: "Privacy Policy | Rechenwärme", heading: "Privacy Policy", home: "/en" },
  { path: "/en/terms", lang: "en", title: "Terms | Rechenwärme", heading: "Terms", home: "/en" },
] as const;

/** Every page of the site. */
export const PAGES = [...EXPECTED.map((r) => r.path), ...LEGAL.map((l) => l.path)];
