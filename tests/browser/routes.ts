// Spec §2's routes with what a visitor should see on each, written out by hand.
export interface ExpectedRoute {
  readonly path: string;
  readonly switchTo: string;
  readonly crumbs: readonly string[]; // empty: no breadcrumb bar
}

export const EXPECTED: readonly ExpectedRoute[] = [
  { path: "/", switchTo: "/en", crumbs: [] },
  { path: "/success-stories", switchTo: "/en/success-stories", crumbs: ["Home", "Praxisbeispiele"] },
  { path: "/technologie-deep-dive", switchTo: "/en/technology-deep-dive", crumbs: ["Home", "Technologie im Detail"] },
  { path: "/blog", switchTo: "/en/blog", crumbs: ["Home", "Blog"] },
  {
    path: "/blog/meta-odense-datacenter-fernwaerme",
    switchTo: "/en/blog/meta-odense-datacenter-district-heating",
    crumbs: ["Home", "Blog", "Meta Odense Case Study"],
  },
  {
    path: "/blog/google-helsinki-datacenter-waermerueckgewinnung",
    switchTo: "/en/blog/google-helsinki-datacenter-heat-recovery",
    crumbs: ["Home", "Blog", "Google Hamina Case Study"],
  },
  {
    path: "/blog/telia-helsinki-90-prozent-effizienz-weltrekord",
    switchTo: "/en/blog/telia-helsinki-90-percent-efficiency-world-record",
    crumbs: ["Home", "Blog", "Telia Helsinki Case Study"],
  },
  { path: "/wirtschaftlichkeit", switchTo: "/en/economics", crumbs: ["Home", "Wirtschaftlichkeit"] },
  { path: "/geschaeftsmodelle", switchTo: "/en/business-models", crumbs: ["Home", "Geschäftsmodelle"] },
  { path: "/foerderung", switchTo: "/en", crumbs: ["Home", "Förderung"] },
  { path: "/workshops", switchTo: "/en/workshops", crumbs: ["Home", "Workshops"] },
  { path: "/faq", switchTo: "/en/faq", crumbs: ["Home", "FAQ"] },
  { path: "/en", switchTo: "/", crumbs: [] },
  { path: "/en/success-stories", switchTo: "/success-stories", crumbs: ["Home", "Project examples"] },
  { path: "/en/technology-deep-dive", switchTo: "/technologie-deep-dive", crumbs: ["Home", "Technology Deep-Dive"] },
  { path: "/en/blog", switchTo: "/blog", crumbs: ["Home", "Blog"] },
  {
    path: "/en/blog/meta-odense-datacenter-district-heating",
    switchTo: "/blog/meta-odense-datacenter-fernwaerme",
    crumbs: ["Home", "Blog", "Meta Odense Case Study"],
  },
  {
    path: "/en/blog/google-helsinki-datacenter-heat-recovery",
    switchTo: "/blog/google-helsinki-datacenter-waermerueckgewinnung",
    crumbs: ["Home", "Blog", "Google Hamina Case Study"],
  },
  {
    path: "/en/blog/telia-helsinki-90-percent-efficiency-world-record",
    switchTo: "/blog/telia-helsinki-90-prozent-effizienz-weltrekord",
    crumbs: ["Home", "Blog", "Telia Helsinki Case Study"],
  },
  { path: "/en/economics", switchTo: "/wirtschaftlichkeit", crumbs: ["Home", "Economics"] },
  { path: "/en/business-models", switchTo: "/geschaeftsmodelle", crumbs: ["Home", "Business Models"] },
  { path: "/en/workshops", switchTo: "/workshops", crumbs: ["Home", "Workshops"] },
  { path: "/en/faq", switchTo: "/faq", crumbs: ["Home", "FAQ"] },
];

export const LEGAL = [
  { path: "/impressum", title: "Impressum | Rechenwärme", heading: "Impressum", home: "/" },
  { path: "/datenschutz", title: "Datenschutz | Rechenwärme", heading: "Datenschutz", home: "/" },
  { path: "/agb", title: "AGB | Rechenwärme", heading: "AGB", home: "/" },
  { path: "/en/imprint", title: "Imprint | Rechenwärme", heading: "Imprint", home: "/en" },
  { path: "/en/privacy", title: "Privacy Policy | Rechenwärme", heading: "Privacy Policy", home: "/en" },
  { path: "/en/terms", title: "Terms | Rechenwärme", heading: "Terms", home: "/en" },
] as const;
