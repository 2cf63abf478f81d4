// A table of the mistakes maintainers really make in site.yaml and content/: each row is one edit of a
// copy of the real project, the problem it must give (code and file:line of the mistake) and why the row
// exists. A green build must mean a correct site, so every row stops the build with at most three problems.
// Most rows run the in-memory validation (fast); the rows marked `cli` run `sitegen build` and prove exit 1,
// no stack trace and a byte-identical dist/.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuildCache } from "../../generator/build-cache.ts";
import type { Problem, ProblemCode } from "../../generator/model.ts";
import { shortHash } from "../../generator/translations/lock.ts";
import { confirmTranslations } from "../../generator/translations/project.ts";
import {
  checkSite,
  checkTranslations,
  commitAll,
  copyProject,
  type CheckedSite,
  hashTree,
  repoRoot,
  sitegenHere,
  translationsOf,
} from "./project.ts";

/**
 * `at` is `file:@text`: the problem must be at the line of the edited file that reads `text` (the whole line,
 * trimmed, or else the first line holding it), so the rows keep pointing at the mistake when the copy changes.
 */
type Row = readonly [why: string, file: string, from: string, to: string, code: ProblemCode, at: string, cli?: "cli"];

const LONG_TITLE = "Rechenwärme: Abwärme aus Rechenclustern für Fernwärme in Stadtwerken der DACH-Region";
/** The first FAQ answer of each language, its folded lines as they stand in the file. */
const FIRST_ANSWER = {
  de: firstAnswer("content/de/faq.yaml"),
  en: firstAnswer("content/en/faq.yaml"),
};
function firstAnswer(file: string): string {
  return /\n {8}a: >-\n((?: {10}.*\n)+)/.exec(readFileSync(join(repoRoot, file), "utf8"))![1]!;
}

const NEW_ROUTE_AFTER = "  - { page: workshops, kind: info, de: /workshops, en: /en/workshops }\n";

const ROWS: readonly Row[] = [
  [
    "a year typo in an article's date (2205 for 2025): scheduled for 180 years, reported at the date",
    "content/de/blog/telia-helsinki.yaml",
    "published: 2025-04-08",
    "published: 2205-04-08",
    "DateYearsAway",
    "content/de/blog/telia-helsinki.yaml:@published: 2205-04-08",
  ],
  // Characters nobody sees, pasted into what must be exact.
  [
    "a soft hyphen pasted into the booking URL (a dead link on every page)",
    "site.yaml",
    "booking: https://cal.rechenwaerme.example/beratung-30-min",
    "booking: https://cal.rechenwaerme.example/bera\u00ADtung-30-min",
    "ContentShape",
    "site.yaml:@booking: https://cal.rechenwaerme.example/bera",
  ],
  [
    "a zero-width space pasted into a button's link target",
    "content/de/blog.yaml",
    "to: ext:booking",
    "to: ext:boo\u200Bking",
    "ContentShape",
    "content/de/blog.yaml:@to: ext:boo",
  ],
  [
    "a phone number typed with the letter O",
    "site.yaml",
    "phone: +41 41 000 00 00",
    "phone: +41 41 OOO 00 00",
    "ContentShape",
    "site.yaml:@phone: +41 41 OOO 00 00",
  ],
  // Pasted from elsewhere: garbled umlauts, a slot of a label translated with the label.
  [
    "umlauts garbled by a paste from a file read as Windows-1252 (FÃ¶rderung)",
    "content/de/faq.yaml",
    "Wirtschaftlichkeit und Förderung",
    "Wirtschaftlichkeit und FÃ¶rderung",
    "TextMojibake",
    "content/de/faq.yaml:@FÃ¶rderung",
  ],
  [
    "a slot of a ui.yaml label translated with it ({Minuten} for {minutes}): shown as written on every article",
    "content/de/ui.yaml",
    '"{minutes} Min. Lesezeit"',
    '"{Minuten} Min. Lesezeit"',
    "ContentShape",
    "content/de/ui.yaml:@{Minuten}",
  ],
  // Figures judged by what was typed: YAML reads 150.000 as 150, a whole number the schema alone cannot doubt.
  [
    "a German thousands point in an amount that YAML reads as a whole number (150.000 → 150)",
    "site.yaml",
    "exampleInvestmentEur: 150000",
    "exampleInvestmentEur: 150.000",
    "FigureTypedWithPoint",
    "site.yaml:@exampleInvestmentEur: 150.000",
    "cli",
  ],
  [
    "a German thousands point in a count (91.000 → 91, „91+ Haushalte“)",
    "site.yaml",
    "households: 91000",
    "households: 91.000",
    "FigureTypedWithPoint",
    "site.yaml:@households: 91.000",
  ],
  [
    "a German thousands point in a term of the contract (1.000 days → 1)",
    "site.yaml",
    "orderBindingDays: 14",
    "orderBindingDays: 1.000",
    "FigureTypedWithPoint",
    "site.yaml:@orderBindingDays: 1.000",
  ],
  // Numbers by their meaning: a percentage typed as a fraction, a number written for the other language's readers.
  [
    "a percentage typed as a fraction (0.95 for 95 %): the home page would show 547 kWh instead of 54,720",
    "site.yaml",
    "dccEfficiencyPercent: 95",
    "dccEfficiencyPercent: 0.95",
    "ContentShape",
    "site.yaml:@dccEfficiencyPercent: 0.95",
    "cli",
  ],
  [
    "a German thousands point in English copy („11.000“, read as eleven)",
    "content/en/blog/meta-odense.yaml",
    '{ label: "Homes supplied (end of 2023)", value: "around 11,000" }',
    '{ label: "Homes supplied (end of 2023)", value: "around 11.000" }',
    "NumberFormat",
    "content/en/blog/meta-odense.yaml:@around 11.000",
    "cli",
  ],
  [
    "a decimal comma in English copy (1,3 times)",
    "content/en/success-stories.yaml",
    "1.3 times the data centre's",
    "1,3 times the data centre's",
    "NumberFormat",
    "content/en/success-stories.yaml:@1,3 times the data centre's",
  ],
  [
    "an English thousands comma in German copy („25,000 Haushalte“, read as 25 with decimals)",
    "content/de/blog/telia-helsinki.yaml",
    "genug für bis zu 25.000 Haushalte",
    "genug für bis zu 25,000 Haushalte",
    "NumberFormat",
    "content/de/blog/telia-helsinki.yaml:@genug für bis zu 25,000 Haushalte",
  ],
  [
    "an English thousands comma on a page only in German (no English side to pair it with)",
    "content/de/funding.yaml",
    "mehr als 100 Wohneinheiten",
    "mehr als 1,000 Wohneinheiten",
    "NumberFormat",
    "content/de/funding.yaml:@mehr als 1,000 Wohneinheiten",
  ],
  [
    "a derived figure typed by hand next to the figures it follows from",
    "site.yaml",
    "  maxScaleMw: 2.4\n",
    "  maxScaleMw: 2.4\n  heroHeatKwhPerDay: 54720\n",
    "ContentShape",
    "site.yaml:@heroHeatKwhPerDay: 54720",
  ],
  [
    "an http:// base URL: canonical links, sitemap and feeds on an unencrypted address",
    "site.yaml",
    "baseUrl: https://www.rechenwaerme.example",
    "baseUrl: http://www.rechenwaerme.example",
    "ContentShape",
    "site.yaml:@baseUrl: http://www.rechenwaerme.example",
    "cli",
  ],
  // Published URLs never break silently (published.yaml lists every path the site has published).
  [
    "a route's slug renamed without `formerly:`: the published URL would answer 404 on every host",
    "site.yaml",
    "de: /wirtschaftlichkeit, en: /en/economics }",
    "de: /wirtschaftlichkeitsrechnung, en: /en/economics }",
    "PublishedPathBroken",
    "site.yaml:@de: /wirtschaftlichkeitsrechnung, en: /en/economics }",
    "cli",
  ],
  [
    "an English slug renamed without `formerly:`",
    "site.yaml",
    "de: /faq, en: /en/faq }",
    "de: /faq, en: /en/questions }",
    "PublishedPathBroken",
    "site.yaml:@de: /faq, en: /en/questions }",
  ],
  [
    "a former path that is another page's path: it cannot redirect",
    "site.yaml",
    "de: /wirtschaftlichkeit, en: /en/economics }",
    "de: /wirtschaftlichkeit, en: /en/economics, formerly: [/faq] }",
    "RouteDuplicate",
    "site.yaml:@formerly: [/faq] }",
  ],
  // Nothing dropped or shown literally without a word.
  [
    "` #` after text: YAML drops the rest of the heading as a comment",
    "content/de/faq.yaml",
    "header: Häufige Fragen",
    "header: Häufige Fragen #1 der Stadtwerke",
    "CommentInText",
    "content/de/faq.yaml:@header: Häufige Fragen #1 der Stadtwerke",
    "cli",
  ],
  [
    "a Markdown link in a FAQ answer, shown as typed",
    "content/de/faq.yaml",
    "bis zu {figures.heatOutputC} °C",
    "bis zu {figures.heatOutputC} °C ([Technologie](/technologie-deep-dive))",
    "MarkupInText",
    "content/de/faq.yaml:@[Technologie](/technologie-deep-dive)",
  ],
  [
    "<strong> in a heading, shown as typed",
    "content/de/faq.yaml",
    "header: Häufige Fragen",
    "header: Häufige <strong>Fragen</strong>",
    "MarkupInText",
    "content/de/faq.yaml:@header: Häufige <strong>Fragen</strong>",
  ],
  [
    "Markdown emphasis in the English FAQ's heading",
    "content/en/faq.yaml",
    "header: Frequently asked questions",
    "header: Frequently asked **questions**",
    "MarkupInText",
    "content/en/faq.yaml:@header: Frequently asked **questions**",
  ],
  [
    "an image in legal HTML, which the sanitiser would remove without a word",
    "content/de/legal/imprint.yaml",
    "<h2>Verbraucherstreitbeilegung</h2>",
    '<h2>Verbraucherstreitbeilegung</h2><img src="/bilder/team.jpg">',
    "LegalHtmlChanged",
    'content/de/legal/imprint.yaml:@<img src="/bilder/team.jpg">',
  ],
  [
    "an unclosed <strong> in legal HTML, which the parser would close where it guesses",
    "content/de/legal/imprint.yaml",
    "<h2>Verbraucherstreitbeilegung</h2>",
    "<h2>Verbraucherstreitbeilegung</h2><p><strong>Wichtig:</p>",
    "LegalHtmlChanged",
    "content/de/legal/imprint.yaml:@<strong>Wichtig:",
  ],
  [
    "a javascript: link in legal HTML, which would lose its address",
    "content/de/legal/imprint.yaml",
    "<h2>Verbraucherstreitbeilegung</h2>",
    '<h2>Verbraucherstreitbeilegung</h2><p><a href="javascript:alert(1)">x</a></p>',
    "LegalHtmlChanged",
    "content/de/legal/imprint.yaml:@javascript:alert(1)",
  ],
  // Quotes: reported where the quote opens, not at the end of the file.
  [
    "an apostrophe at the start of a text opens a quote that never closes („'s Wichtigste“)",
    "content/de/faq.yaml",
    "header: Häufige Fragen",
    "header: 's Wichtigste zu Fragen",
    "YamlSyntax",
    "content/de/faq.yaml:@header: 's Wichtigste zu Fragen",
    "cli",
  ],
  [
    "a straight quote inside a quoted heading closes it early",
    "content/de/faq.yaml",
    "header: Häufige Fragen",
    'header: "Die "wichtigsten Fragen',
    "YamlSyntax",
    'content/de/faq.yaml:@header: "Die "wichtigsten Fragen',
  ],
  // Duplicates, at the second occurrence, naming the first.
  [
    "a FAQ question pasted twice",
    "content/de/faq.yaml",
    "      - q: Welche Temperatur liefert ein DCC?\n",
    "      - q:  Welche Temperatur liefert ein DCC?\n        a: Bis 75 °C.\n      - q: Welche Temperatur liefert ein DCC?\n",
    "DuplicateItem",
    "content/de/faq.yaml:@- q: Welche Temperatur liefert ein DCC?",
  ],
  [
    "a FAQ question pasted twice, once with another case and without its question mark",
    "content/en/faq.yaml",
    "      - q: What temperature does a DCC deliver?\n",
    "      - q: what temperature does a DCC deliver\n        a: Up to 75 °C.\n      - q: What temperature does a DCC deliver?\n",
    "DuplicateItem",
    "content/en/faq.yaml:@- q: What temperature does a DCC deliver?",
  ],
  [
    "a home page teaser listed twice (the same article shown twice)",
    "content/de/home.yaml",
    '    - "article-google-hamina"\n',
    "    - article-meta-odense\n",
    "DuplicateItem",
    "content/de/home.yaml:@- article-meta-odense",
  ],
  [
    "a section id used twice on a page",
    "content/de/economics.yaml",
    "    id: kosten",
    "    id:  erloese",
    "DuplicateItem",
    "content/de/economics.yaml:@id:  erloese",
    "cli",
  ],
  // Across pages: the later page of the route table, naming the earlier one.
  [
    "the FAQ page given the title of the workshops page, one route above it",
    "content/de/faq.yaml",
    'title: "FAQ: Technik, Betrieb, Wirtschaftlichkeit und Förderung"',
    'title: "Workshops und Beratung: vom Potenzial zur Umsetzung"',
    "DuplicateTitleOrDescription",
    'content/de/faq.yaml:@title: "Workshops und Beratung: vom Potenzial zur Umsetzung"',
    "cli",
  ],
  [
    "the English FAQ's description pasted from the workshops page, wrapped differently",
    "content/en/faq.yaml",
    "  Answers to common questions from utilities: temperatures, container size, noise, summer operation,\n  security, payback and public funding.\n",
    "  Workshops and consulting for utilities: potential assessment, site assessment,\n  heat-network integration, business model, funding and implementation planning.\n",
    "DuplicateTitleOrDescription",
    "content/en/faq.yaml:@description: >-",
    "cli",
  ],
  // Placeholders strict: a brace that is no exact placeholder would be published as it is.
  [
    "spaces inside a placeholder's braces",
    "content/de/faq.yaml",
    "bis zu {figures.heatOutputC} °C",
    "bis zu { figures.heatOutputC } °C",
    "PlaceholderMalformed",
    "content/de/faq.yaml:@{ figures.heatOutputC }",
    "cli",
  ],
  [
    "a placeholder whose closing brace is missing",
    "content/de/economics.yaml",
    "bis zu {figures.heatOutputC} °C",
    "bis zu {figures.heatOutputC °C",
    "PlaceholderMalformed",
    "content/de/economics.yaml:@{figures.heatOutputC °C",
  ],
  [
    "a placeholder in double braces, as other template languages write them („{75} °C“)",
    "content/de/blog/telia-helsinki.yaml",
    "bis zu {figures.heatOutputC} °C",
    "bis zu {{figures.heatOutputC}} °C",
    "PlaceholderMalformed",
    "content/de/blog/telia-helsinki.yaml:@{{figures.heatOutputC}}",
  ],
  // Figures in site.yaml: German number habits.
  [
    "German thousands point: YAML reads 5.200 as 5.2 and the page would say „5,2 kW“",
    "site.yaml",
    "sizeLargeKw: 300",
    "sizeLargeKw: 5.200",
    "ContentShape",
    "site.yaml:@sizeLargeKw: 5.200",
    "cli",
  ],
  [
    "a figure in quotes is text the build cannot format",
    "site.yaml",
    "sizeMediumKw: 100",
    'sizeMediumKw: "100"',
    "ContentShape",
    'site.yaml:@sizeMediumKw: "100"',
  ],
  [
    "English thousands comma makes the figure text",
    "site.yaml",
    "exampleInvestmentEur: 150000",
    "exampleInvestmentEur: 150,000",
    "ContentShape",
    "site.yaml:@exampleInvestmentEur: 150,000",
  ],
  [
    "German decimal comma",
    "site.yaml",
    "maxScaleMw: 2.4",
    "maxScaleMw: 2,4",
    "ContentShape",
    "site.yaml:@maxScaleMw: 2,4",
  ],
  [
    "German decimal comma in a household's heat",
    "site.yaml",
    "householdHotWaterMwh: 0.8",
    "householdHotWaterMwh: 0,8",
    "ContentShape",
    "site.yaml:@householdHotWaterMwh: 0,8",
  ],
  [
    "a percentage with one zero too many",
    "site.yaml",
    "gasBoilerEfficiencyPercent: 85",
    "gasBoilerEfficiencyPercent: 850",
    "ContentShape",
    "site.yaml:@gasBoilerEfficiencyPercent: 850",
  ],
  [
    "a two-digit year",
    "site.yaml",
    "copyrightYear: 2025",
    "copyrightYear: 25",
    "ContentShape",
    "site.yaml:@copyrightYear: 25",
  ],
  [
    "a range with min and max swapped",
    "site.yaml",
    "implementationMonths: { min: 2, max: 3 }",
    "implementationMonths: { min: 3, max: 2 }",
    "ContentShape",
    "site.yaml:@implementationMonths: { min: 3, max: 2 }",
  ],
  [
    "a range typed as it is shown",
    "site.yaml",
    "implementationMonths: { min: 2, max: 3 }",
    "implementationMonths: 2-3",
    "ContentShape",
    "site.yaml:@implementationMonths: 2-3",
  ],
  [
    "a German decimal comma in the terms",
    "site.yaml",
    "defaultInterestPercent: 5",
    "defaultInterestPercent: 5,5",
    "ContentShape",
    "site.yaml:@defaultInterestPercent: 5,5",
  ],
  [
    "a figure renamed by mistake: one problem at its definition, not one per use",
    "site.yaml",
    "heatOutputC: 75",
    "heatOutputc: 75",
    "FigureRenamed",
    "site.yaml:@heatOutputc: 75",
  ],
  // Routes, navigation and URLs in site.yaml.
  [
    "a route copied for a new page, its page id left unchanged: one problem at the second definition",
    "site.yaml",
    NEW_ROUTE_AFTER,
    `${NEW_ROUTE_AFTER}  - { page: faq, kind: info, de: /seminare, en: /en/seminars }\n`,
    "RouteDuplicate",
    "site.yaml:@- { page: faq, kind: faq, de: /faq, en: /en/faq }",
  ],
  [
    "an English path without /en",
    "site.yaml",
    "en: /en/economics }",
    "en: /economics }",
    "RoutePathInvalid",
    "site.yaml:@en: /economics }",
  ],
  [
    "a misspelt page id in the navigation",
    "site.yaml",
    "{ label: Geschäftsmodelle, page: business-models }",
    "{ label: Geschäftsmodelle, page: busines-models }",
    "NavigationTargetUnknown",
    "site.yaml:@{ label: Geschäftsmodelle, page: busines-models }",
  ],
  [
    "an external URL without https://",
    "site.yaml",
    "contactForm: https://forms.rechenwaerme.example/kontakt",
    "contactForm: forms.rechenwaerme.example/kontakt",
    "ContentShape",
    "site.yaml:@contactForm: forms.rechenwaerme.example/kontakt",
  ],
  [
    "a route path with a trailing slash",
    "site.yaml",
    "de: /faq,",
    "de: /faq/,",
    "ContentShape",
    "site.yaml:@de: /faq/,",
  ],
  [
    "a base URL with a trailing slash",
    "site.yaml",
    "baseUrl: https://www.rechenwaerme.example #",
    "baseUrl: https://www.rechenwaerme.example/ #",
    "ContentShape",
    "site.yaml:@baseUrl: https://www.rechenwaerme.example/ #",
  ],
  [
    "an article slug renamed without its breadcrumb label",
    "site.yaml",
    "de: /blog/meta-odense-datacenter-fernwaerme,",
    "de: /blog/meta-odense-rechenzentrum-fernwaerme,",
    "BreadcrumbLabelMissing",
    "site.yaml:@de: /blog/meta-odense-rechenzentrum-fernwaerme,",
  ],
  [
    "a new route whose content files were not written yet",
    "site.yaml",
    NEW_ROUTE_AFTER,
    `${NEW_ROUTE_AFTER}  - { page: karriere, kind: info, de: /karriere, en: /en/careers }\n`,
    "ContentFileMissing",
    "site.yaml:@- { page: karriere, kind: info, de: /karriere, en: /en/careers }",
  ],
  // Links and anchors.
  [
    "a link to a FAQ question that does not exist",
    "content/de/home.yaml",
    'to: "success-stories"',
    'to: "faq#item-9-9"',
    "LinkAnchorMissing",
    'content/de/home.yaml:@to: "faq#item-9-9"',
    "cli",
  ],
  [
    "a FAQ item off by one (ids count from 0)",
    "content/en/home.yaml",
    'to: "success-stories"',
    'to: "faq#item-1-7"',
    "LinkAnchorMissing",
    'content/en/home.yaml:@to: "faq#item-1-7"',
  ],
  [
    "a misspelt section anchor",
    "content/de/economics.yaml",
    "to: home#roi-tools",
    "to: home#roi-tool",
    "LinkAnchorMissing",
    "content/de/economics.yaml:@to: home#roi-tool",
  ],
  [
    "a German guess at an anchor name",
    "content/en/economics.yaml",
    "to: home#roi-tools",
    "to: home#roi-rechner",
    "LinkAnchorMissing",
    "content/en/economics.yaml:@to: home#roi-rechner",
  ],
  [
    "a link in legal HTML to a path that is no route",
    "content/de/legal/imprint.yaml",
    "<p><strong>Rechtsform:",
    '<p>Siehe <a href="/datenschutzerklaerung">Datenschutz</a>. <strong>Rechtsform:',
    "LinkPathUnknown",
    'content/de/legal/imprint.yaml:@<p>Siehe <a href="/datenschutzerklaerung">Datenschutz</a>. <strong>Rechtsform:',
    "cli",
  ],
  [
    "a link in legal HTML with a trailing slash",
    "content/de/legal/imprint.yaml",
    "<p><strong>Rechtsform:",
    '<p><a href="/impressum/">Impressum</a> <strong>Rechtsform:',
    "LinkPathUnknown",
    'content/de/legal/imprint.yaml:@<p><a href="/impressum/">Impressum</a> <strong>Rechtsform:',
  ],
  [
    "a link in legal HTML to an anchor the legal page does not have",
    "content/en/legal/privacy.yaml",
    "<p>Phone:",
    '<p>See <a href="/en/terms#liability">liability</a>. Phone:',
    "LinkAnchorMissing",
    'content/en/legal/privacy.yaml:@<p>See <a href="/en/terms#liability">liability</a>. Phone:',
  ],
  [
    "a German link kept in a paragraph pasted into the English legal page",
    "content/en/legal/privacy.yaml",
    "<p>Phone:",
    '<p>See the <a href="/impressum">imprint</a>. Phone:',
    "LinkLanguageMismatch",
    'content/en/legal/privacy.yaml:@<p>See the <a href="/impressum">imprint</a>. Phone:',
  ],
  [
    "a misspelt page id",
    "content/de/home.yaml",
    'to: "success-stories"',
    'to: "succes-stories"',
    "LinkTargetUnknown",
    'content/de/home.yaml:@to: "succes-stories"',
  ],
  [
    "a link from English to the German-only funding page",
    "content/en/business-models.yaml",
    "to: economics",
    "to: funding",
    "LinkTargetUnknown",
    "content/en/business-models.yaml:@to: funding",
  ],
  [
    "an external link named in German",
    "content/de/faq.yaml",
    "to: ext:contactForm",
    "to: ext:kontaktformular",
    "LinkTargetUnknown",
    "content/de/faq.yaml:@to: ext:kontaktformular",
  ],
  [
    "a path where a page id belongs",
    "content/de/home.yaml",
    'to: "success-stories"',
    'to: "/success-stories"',
    "ContentShape",
    'content/de/home.yaml:@to: "/success-stories"',
  ],
  [
    "a misspelt article id in the home teasers",
    "content/de/home.yaml",
    '- "article-meta-odense"',
    '- "article-meta-odesse"',
    "LinkTargetUnknown",
    'content/de/home.yaml:@- "article-meta-odesse"',
  ],
  // Placeholders.
  [
    "a placeholder with the wrong case, located at the placeholder",
    "content/de/home.yaml",
    "bis {figures.heatOutputC} °C für Ihr",
    "bis {figures.heatOutputc} °C für Ihr",
    "UnknownPlaceholder",
    "content/de/home.yaml:@bis {figures.heatOutputc} °C für Ihr",
  ],
  [
    "a placeholder named in German",
    "content/de/home.yaml",
    "{figures.co2SavingsTonnesPerYear} t",
    "{figures.co2EinsparungTonnen} t",
    "UnknownPlaceholder",
    "content/de/home.yaml:@{figures.co2EinsparungTonnen} t",
  ],
  // Dates and numbers in content.
  [
    "a German date",
    "content/de/blog/meta-odense.yaml",
    "published: 2025-02-11",
    "published: 11.02.2025",
    "ContentShape",
    "content/de/blog/meta-odense.yaml:@published: 11.02.2025",
  ],
  [
    "a day that is not in the calendar",
    "content/de/blog/meta-odense.yaml",
    "published: 2025-02-11",
    "published: 2025-02-30",
    "ContentShape",
    "content/de/blog/meta-odense.yaml:@published: 2025-02-30",
  ],
  [
    "a German date in a source",
    "content/de/blog/meta-odense.yaml",
    "date: 2018-04-26",
    "date: 26.04.2018",
    "ContentShape",
    "content/de/blog/meta-odense.yaml:@date: 26.04.2018",
  ],
  [
    "read time written as a word",
    "content/de/blog/meta-odense.yaml",
    "readMinutes: 7",
    'readMinutes: "seven"',
    "ValueType",
    'content/de/blog/meta-odense.yaml:@readMinutes: "seven"',
  ],
  // Structure and keys.
  [
    "a question added in German only",
    "content/de/faq.yaml",
    "      - q: Wie groß ist ein Container",
    "      - q: Gibt es eine Mindestlaufzeit?\n        a: Nein.\n      - q: Wie groß ist ein Container",
    "ContentParity",
    "content/en/faq.yaml:@- q: What temperature does a DCC deliver?",
  ],
  [
    "a German key pasted into the English file",
    "content/en/faq.yaml",
    "header: Frequently asked questions",
    "überschrift: Frequently asked questions",
    "UnknownKey",
    "content/en/faq.yaml:@überschrift: Frequently asked questions",
  ],
  [
    "a misspelt key",
    "content/de/home.yaml",
    "description: >-\n  Rechencluster",
    "desription: >-\n  Rechencluster",
    "UnknownKey",
    "content/de/home.yaml:@desription: >-",
  ],
  [
    "an answer deleted with its key",
    "content/de/faq.yaml",
    "      - q: Welche Temperatur liefert ein DCC?\n        a:",
    "      - q: Welche Temperatur liefert ein DCC?\n        answer:",
    "UnknownKey",
    "content/de/faq.yaml:@answer:",
  ],
  [
    "a title longer than search results show",
    "content/de/home.yaml",
    'title: "{product}: Abwärme aus Rechenclustern für Fernwärme"',
    `title: "${LONG_TITLE}"`,
    "ContentShape",
    'content/de/home.yaml:@title: "Rechenwärme: Abwärme aus Rechenclustern für Fernwärme in Stadtwerken der DACH-Region"',
  ],
  [
    "an icon name that does not exist",
    "content/de/home.yaml",
    'icon: "container"',
    'icon: "heat"',
    "ContentShape",
    'content/de/home.yaml:@icon: "heat"',
  ],
  [
    "a hero stat deleted (the layout shows four)",
    "content/de/home.yaml",
    '    - value: "{figures.maxScaleMw} MW"\n      label: "Clustergröße im Vollausbau, modular in Containerschritten"\n',
    "",
    "ContentShape",
    'content/de/home.yaml:@- value: "{figures.heroHeatKwhPerDay} kWh"',
  ],
  // YAML.
  [
    "text starting with ! is read as a tag and dropped",
    "content/de/faq.yaml",
    "header: Häufige Fragen",
    "header: !Neu Häufige Fragen",
    "YamlTagUnknown",
    "content/de/faq.yaml:@header: !Neu Häufige Fragen",
  ],
  [
    "a key indented one space too far",
    "content/de/faq.yaml",
    "    questions:\n      - q: Welche Temperatur",
    "     questions:\n      - q: Welche Temperatur",
    "YamlSyntax",
    "content/de/faq.yaml:@questions:",
  ],
  [
    "a tab as indentation",
    "content/de/faq.yaml",
    "  - category: Technik und Betrieb",
    "\t- category: Technik und Betrieb",
    "YamlSyntax",
    "content/de/faq.yaml:@- category: Technik und Betrieb",
  ],
  [
    "an alias where text was meant",
    "content/de/faq.yaml",
    "header: Häufige Fragen",
    "header: *Häufige Fragen",
    "YamlSyntax",
    "content/de/faq.yaml:@header: *Häufige Fragen",
  ],
  [
    "a colon and space inside unquoted text",
    "content/de/faq.yaml",
    "header: Häufige Fragen",
    "header: Häufige Fragen: Technik und Förderung",
    "YamlSyntax",
    "content/de/faq.yaml:@header: Häufige Fragen: Technik und Förderung",
  ],
  [
    "straight quotes inside a quoted text",
    "content/de/faq.yaml",
    "title: Ihre Frage ist nicht dabei?",
    'title: "Ihre Frage ist "nicht" dabei?"',
    "YamlSyntax",
    'content/de/faq.yaml:@title: "Ihre Frage ist "nicht" dabei?"',
  ],
  // The two languages (content/README.md#translations): text in the wrong file, values both must share.
  [
    "an English question left in the German FAQ",
    "content/de/faq.yaml",
    "- q: Welche Temperatur liefert ein DCC?",
    "- q: What temperature does a container deliver to the district heating network?",
    "ContentLanguage",
    "content/de/faq.yaml:@- q: What temperature does a container deliver to the district heating network?",
    "cli",
  ],
  [
    "a German question pasted into the English FAQ",
    "content/en/faq.yaml",
    "- q: What temperature does a DCC deliver?",
    "- q: Welche Temperatur liefert ein Container an das Fernwärmenetz der Stadtwerke?",
    "ContentLanguage",
    "content/en/faq.yaml:@- q: Welche Temperatur liefert ein Container an das Fernwärmenetz der Stadtwerke?",
  ],
  [
    "the English answer pasted over the German one (the same text in both files)",
    "content/de/faq.yaml",
    FIRST_ANSWER.de,
    FIRST_ANSWER.en,
    "ContentLanguage",
    "content/de/faq.yaml:@a: >-",
    "cli",
  ],
  [
    "the German answer pasted over the English one",
    "content/en/faq.yaml",
    FIRST_ANSWER.en,
    FIRST_ANSWER.de,
    "ContentLanguage",
    "content/en/faq.yaml:@a: >-",
  ],
  // Short text, judged by its words (a label says too little for language identification), and one sentence of
  // another language inside a long text.
  [
    "the German category left in an English article („Fallstudie“)",
    "content/en/blog/meta-odense.yaml",
    'category: "Case study"',
    'category: "Fallstudie"',
    "ContentLanguageLabel",
    'content/en/blog/meta-odense.yaml:@category: "Fallstudie"',
    "cli",
  ],
  [
    "the German skip link copied into the English ui.yaml",
    "content/en/ui.yaml",
    "skipLink: Skip to content",
    "skipLink: Zum Inhalt springen",
    "ContentLanguageLabel",
    "content/en/ui.yaml:@skipLink: Zum Inhalt springen",
  ],
  [
    "an English label in the German ui.yaml, worded differently from the English file's",
    "content/de/ui.yaml",
    "backHome: Zur Startseite",
    "backHome: Back to home",
    "ContentLanguageLabel",
    "content/de/ui.yaml:@backHome: Back to home",
  ],
  [
    "the German breadcrumb label given to an English path segment",
    "site.yaml",
    "  economics: Economics",
    "  economics: Wirtschaftlichkeit",
    "ContentLanguageLabel",
    "site.yaml:@economics: Wirtschaftlichkeit",
  ],
  [
    "a German sentence appended to an English answer (the English around it outweighs it)",
    "content/en/faq.yaml",
    FIRST_ANSWER.en,
    `${FIRST_ANSWER.en}          Die Wärme wird direkt in das Fernwärmenetz der Stadtwerke eingespeist.\n`,
    "ContentLanguageSentence",
    "content/en/faq.yaml:@Die Wärme wird direkt in das Fernwärmenetz der Stadtwerke eingespeist.",
    "cli",
  ],
  [
    "an article dated differently in English",
    "content/en/blog/meta-odense.yaml",
    "published: 2025-02-11",
    "published: 2025-02-12",
    "TranslationValueDiffers",
    "content/en/blog/meta-odense.yaml:@published: 2025-02-12",
    "cli",
  ],
  [
    "a different reading time in English",
    "content/en/blog/google-hamina.yaml",
    "readMinutes: 6",
    "readMinutes: 9",
    "TranslationValueDiffers",
    "content/en/blog/google-hamina.yaml:@readMinutes: 9",
  ],
  [
    "the English home page lists its teasers in another order",
    "content/en/home.yaml",
    '    - "article-meta-odense"\n    - "article-google-hamina"',
    '    - "article-google-hamina"\n    - "article-meta-odense"',
    "TranslationValueDiffers",
    'content/en/home.yaml:@- "article-google-hamina"',
  ],
  [
    "an English button that leads to another page than the German one",
    "content/en/home.yaml",
    'to: "success-stories"',
    'to: "economics"',
    "TranslationValueDiffers",
    'content/en/home.yaml:@to: "economics"',
  ],
  // The glossary of site.yaml: a refused variant stops the build at its own line, with the term to use.
  [
    "another name for the free call in a German button („Erstgespräch“ instead of „Beratungsgespräch“)",
    "content/de/success-stories.yaml",
    'label: "Beratungsgespräch buchen"',
    'label: "Erstgespräch buchen"',
    "GlossaryTerm",
    'content/de/success-stories.yaml:@label: "Erstgespräch buchen"',
  ],
  [
    "an English term of the wrong trade, in a folded paragraph",
    "content/en/faq.yaml",
    "needs higher flow temperatures",
    "needs higher supply temperatures",
    "GlossaryTerm",
    "content/en/faq.yaml:@needs higher supply temperatures",
  ],
  [
    "„Success Stories“ in German copy, written in capitals",
    "content/de/success-stories.yaml",
    'eyebrow: "Praxisbeispiele"',
    'eyebrow: "SUCCESS STORIES"',
    "GlossaryTerm",
    'content/de/success-stories.yaml:@eyebrow: "SUCCESS STORIES"',
  ],
  [
    "the refused name written with a hyphen („Erst-Gespräch“)",
    "content/de/success-stories.yaml",
    'label: "Beratungsgespräch buchen"',
    'label: "Erst-Gespräch buchen"',
    "GlossaryTerm",
    'content/de/success-stories.yaml:@label: "Erst-Gespräch buchen"',
  ],
  [
    "the refused name with an invisible soft hyphen pasted into it",
    "content/de/success-stories.yaml",
    'label: "Beratungsgespräch buchen"',
    'label: "Erst\u00ADgespräch buchen"',
    "GlossaryTerm",
    'content/de/success-stories.yaml:@label: "Erst\u00ADgespräch buchen"',
  ],
  [
    "a refused term split over two lines of a folded paragraph, reported where it starts",
    "content/en/faq.yaml",
    "needs higher flow temperatures, a\n          downstream",
    "needs higher supply\n          temperatures, a downstream",
    "GlossaryTerm",
    "content/en/faq.yaml:@needs higher supply",
  ],
  [
    "power for electricity in English copy",
    "content/en/blog.yaml",
    "label: Book a consultation",
    "label: Book a consultation on power costs",
    "GlossaryTerm",
    "content/en/blog.yaml:@label: Book a consultation on power costs",
  ],
];
/**
 * Mistakes that a check of the content's form let through, each publishing a wrong site (a price in cents, a unit
 * after a placeholder, a label left in the other language, a link to the right page's former path): a row each,
 * `why | code | where | edits`. `where` is `file:@text` as above; each edit is `file => from => to` (`\n` a line
 * break; an empty `from` makes a new file with the text of the file `to` names, an empty `to` removes the file).
 * A code ending in `?` is a warning, the build going on; `shows:` the text a page shows when the build gets it right.
 */
const MEANING = `
a new page saved with a required field still empty | ContentShape | content/de/workshops.yaml:@title: "" | content/de/workshops.yaml => title: "Workshops und Beratung: vom Potenzial zur Umsetzung" => title: ""
a new page with TODO and Lorem ipsum left in it | TextStandIn | content/de/workshops.yaml:@TODO: Beschreibung | content/de/workshops.yaml => description: >-\\n  Workshops => description: >-\\n  TODO: Beschreibung für Suchmaschinen. Workshops || content/en/workshops.yaml => heading: What we offer => heading: Lorem ipsum dolor sit amet
a new page's English button label left German | ContentLanguageLabel | content/en/workshops.yaml:@label: Kontakt aufnehmen | content/en/workshops.yaml => label: Request a workshop => label: Kontakt aufnehmen
a new page's button link left as # | ContentShape | content/de/workshops.yaml:@to: "#" | content/de/workshops.yaml => to: ext:contactForm => to: "#"
a new article whose route line keeps the content: of the article it was copied from | ContentFileUnused | content/de/blog/stockholm.yaml:@# yaml-language-server | content/de/blog/stockholm.yaml => (a copy of content/de/blog/telia-helsinki.yaml) || content/en/blog/stockholm.yaml => (a copy of content/en/blog/telia-helsinki.yaml) || site.yaml =>   - { page: economics, =>   - { page: article-stockholm, kind: article, content: blog/telia-helsinki, de: /blog/stockholm, en: /en/blog/stockholm }\\n  - { page: economics,
renamed back by hand: formerly: names the path the page has again | RouteDuplicate | site.yaml:@page: economics | site.yaml => de: /wirtschaftlichkeit, en: /en/economics } => de: /wirtschaftlichkeit, en: /en/economics, formerly: [/wirtschaftlichkeit, /wirtschaftlichkeitsrechnung] } || published.yaml => economics: [/wirtschaftlichkeit, => economics: [/wirtschaftlichkeit, /wirtschaftlichkeitsrechnung,
renamed twice: the second rename replaced the first former path | PublishedPathBroken | site.yaml:@page: economics | site.yaml => de: /wirtschaftlichkeit, en: /en/economics } => de: /rentabilitaet, en: /en/economics, formerly: [/wirtschaftlichkeitsrechnung] } || site.yaml =>   wirtschaftlichkeit: Wirtschaftlichkeit =>   rentabilitaet: Wirtschaftlichkeit || published.yaml => economics: [/wirtschaftlichkeit, => economics: [/wirtschaftlichkeit, /wirtschaftlichkeitsrechnung,
a renamed page's former path written on the neighbouring route's line | PublishedPathElsewhere | site.yaml:@page: business-models | site.yaml => de: /wirtschaftlichkeit, en: /en/economics } => de: /wirtschaftlichkeitsrechnung, en: /en/economics } || site.yaml => de: /geschaeftsmodelle, en: /en/business-models } => de: /geschaeftsmodelle, en: /en/business-models, formerly: [/wirtschaftlichkeit] } || site.yaml =>   wirtschaftlichkeit: Wirtschaftlichkeit =>   wirtschaftlichkeitsrechnung: Wirtschaftlichkeit
two pages claim one former path (an old campaign address) | RouteDuplicate | site.yaml:@page: economics | site.yaml => de: /wirtschaftlichkeit, en: /en/economics } => de: /wirtschaftlichkeit, en: /en/economics, formerly: [/rechner] } || site.yaml => de: /, en: /en } => de: /, en: /en, formerly: [/rechner] }
an English path renamed, its former path written without /en | PublishedPathBroken | site.yaml:@page: economics | site.yaml => en: /en/economics } => en: /en/economic-viability, formerly: [/economics] } || site.yaml =>   economics: Economics =>   economic-viability: Economics
a removed page still in the navigation | NavigationTargetUnknown | site.yaml:@- { label: Workshops, page: workshops } | site.yaml =>   - { page: workshops, kind: info, de: /workshops, en: /en/workshops }\\n => (nothing) || site.yaml =>   workshops: Workshops\\n => (nothing) || site.yaml => de: /, en: /en } => de: /, en: /en, formerly: [/workshops, /en/workshops] } || content/de/funding.yaml => to: workshops => to: faq || content/de/workshops.yaml => (removed) || content/en/workshops.yaml => (removed)
a removed article still teased on the blog | LinkTargetUnknown | content/de/blog.yaml:@- article-telia-helsinki | site.yaml =>   - { page: article-telia-helsinki, => #  - { page: article-telia-helsinki, || site.yaml => de: /blog, en: /en/blog } => de: /blog, en: /en/blog, formerly: [/blog/telia-helsinki-90-prozent-effizienz-weltrekord, /en/blog/telia-helsinki-90-percent-efficiency-world-record] } || site.yaml =>   telia-helsinki-90-prozent-effizienz-weltrekord: Telia Helsinki Case Study\\n  telia-helsinki-90-percent-efficiency-world-record: Telia Helsinki Case Study\\n => (nothing) || content/de/blog/telia-helsinki.yaml => (removed) || content/en/blog/telia-helsinki.yaml => (removed)
a removed page still linked from an article's button | LinkTargetUnknown | content/de/blog/meta-odense.yaml:@to: "workshops" | content/de/blog/meta-odense.yaml => { label: "Kontakt aufnehmen", to: "ext:contactForm" } => { label: "Kontakt aufnehmen", to: "workshops" } || site.yaml =>   - { page: workshops, kind: info, de: /workshops, en: /en/workshops }\\n => (nothing) || site.yaml =>     - { label: Workshops, page: workshops }\\n => (nothing) || site.yaml =>     - { label: Workshops, page: workshops }\\n => (nothing) || site.yaml =>   workshops: Workshops\\n => (nothing) || site.yaml => de: /, en: /en } => de: /, en: /en, formerly: [/workshops, /en/workshops] } || content/de/funding.yaml => to: workshops => to: faq || content/de/workshops.yaml => (removed) || content/en/workshops.yaml => (removed)
a removed page still linked from legal HTML by its path, now a former path | LinkFormerPath | content/de/legal/terms.yaml:@href="/workshops" | content/de/legal/terms.yaml => <p>Stand: November 2026</p> => <p>Stand: November 2026, <a href="/workshops">Workshops</a></p> || site.yaml =>   - { page: workshops, kind: info, de: /workshops, en: /en/workshops }\\n => (nothing) || site.yaml =>     - { label: Workshops, page: workshops }\\n => (nothing) || site.yaml =>     - { label: Workshops, page: workshops }\\n => (nothing) || site.yaml =>   workshops: Workshops\\n => (nothing) || site.yaml => de: /, en: /en } => de: /, en: /en, formerly: [/workshops, /en/workshops] } || content/de/funding.yaml => to: workshops => to: faq || content/de/workshops.yaml => (removed) || content/en/workshops.yaml => (removed)
a section id renamed while a link elsewhere names the old anchor | LinkAnchorMissing | content/de/funding.yaml:@to: economics#kosten | content/de/funding.yaml => to: workshops => to: economics#kosten || content/de/economics.yaml => id: kosten => id: kostenstruktur
a FAQ question inserted at the top of a category, above the question a link opens | LinkAnchorMoved | content/de/funding.yaml:@to: faq#item-1-4 | content/de/funding.yaml => to: workshops => to: faq#item-1-4 || content/de/faq.yaml => Wirtschaftlichkeit und Förderung\\n    questions: => Wirtschaftlichkeit und Förderung\\n    questions:\\n      - q: Gibt es eine Mindestgröße?\\n        a: Nein, schon ein Container mit wenigen Kilowatt lässt sich einbinden. || content/en/faq.yaml => Economics and funding\\n    questions: => Economics and funding\\n    questions:\\n      - q: Is there a minimum size?\\n        a: No, even a container of a few kilowatts can be connected.
an ext: name that does not exist | LinkTargetUnknown | content/de/blog/meta-odense.yaml:@ext:calendly | content/de/blog/meta-odense.yaml => to: "ext:booking" => to: "ext:calendly" || content/en/blog/meta-odense.yaml => to: "ext:booking" => to: "ext:calendly"
an external URL on http:// | ContentShape | site.yaml:@linkedin: http:// | site.yaml => linkedin: https://www.linkedin.com => linkedin: http://www.linkedin.com
a button link copied from the dev preview | ContentShape | content/de/workshops.yaml:@http://127.0.0.1 | content/de/workshops.yaml => to: ext:contactForm => to: "http://127.0.0.1:4321/faq" || content/en/workshops.yaml => to: ext:contactForm => to: "http://127.0.0.1:4321/faq"
a button to the site's own page by its full URL, in both languages | LinkUrlRefused | content/de/workshops.yaml:@to: "https://www.rechenwaerme.example/faq" | content/de/workshops.yaml => to: ext:contactForm => to: "https://www.rechenwaerme.example/faq" || content/en/workshops.yaml => to: ext:contactForm => to: "https://www.rechenwaerme.example/faq"
an announced teaser left on the home page after its article went live | TeaserAnnouncedLive | content/de/home.yaml:@Telia Helsinki: Was die Abwärme-Kooperation | content/de/home.yaml =>     - "article-telia-helsinki" =>     - { headline: "Telia Helsinki: Was die Abwärme-Kooperation mit Helen belegbar leistet", excerpt: "Bald.", category: Fallstudie, published: 2025-05-01, readMinutes: 5, to: "#" } || content/en/home.yaml =>     - "article-telia-helsinki" =>     - { headline: "Telia Helsinki: what the heat partnership with Helen demonstrably delivers", excerpt: "Soon.", category: Case study, published: 2025-05-01, readMinutes: 5, to: "#" }
the same page a second time in the navigation, under another label | DuplicateItem | site.yaml:@- { label: FAQ, page: faq } | site.yaml =>     - { label: FAQ, page: faq }\\n    - { label: Kontakt =>     - { label: Häufige Fragen, page: faq }\\n    - { label: FAQ, page: faq }\\n    - { label: Kontakt
a navigation item with an anchor | NavigationTargetUnknown | site.yaml:@ROI-Rechner | site.yaml =>     - { label: Kontakt, external: contactForm } =>     - { label: ROI-Rechner, page: home#roi-tools }\\n    - { label: Kontakt, external: contactForm }
an English navigation item to an external key that holds the site's own German page | LinkUrlRefused | site.yaml:@fundingDe: | site.yaml =>   linkedin: https =>   fundingDe: https://www.rechenwaerme.example/foerderung\\n  linkedin: https || site.yaml =>     - { label: Contact, external: contactForm } =>     - { label: Funding (German), external: fundingDe }\\n    - { label: Contact, external: contactForm }
a slider's min above its max | ContentShape | site.yaml:@heatPrice: | site.yaml => heatPrice: { default: 60, min: 20, max: 150, step: 5 } => heatPrice: { default: 60, min: 150, max: 20, step: 5 }
a slider's default outside its range | ContentShape | site.yaml:@itPrice: | site.yaml => itPrice: { default: 0.16, => itPrice: { default: 0.30,
an electricity price entered in cents (15 for 0.15 €/kWh) | ContentShape | site.yaml:@electricityPrice: | site.yaml => electricityPrice: { default: 0.15, min: 0.05, max: 0.40, step: 0.01 } => electricityPrice: { default: 15, min: 5, max: 40, step: 1 }
a heat price entered per kWh in a slider per MWh | ContentShape | site.yaml:@heatPrice: | site.yaml => heatPrice: { default: 60, min: 20, max: 150, step: 5 } => heatPrice: { default: 0.06, min: 0.02, max: 0.15, step: 0.005 }
a slider's step wider than its range: the arrow keys would jump from end to end | ContentShape | site.yaml:@heatPrice: | site.yaml => heatPrice: { default: 60, min: 20, max: 150, step: 5 } => heatPrice: { default: 20, min: 20, max: 150, step: 200 }
the yearly volume typed in GWh in a slider in kWh | ContentShape | site.yaml:@volume: | site.yaml => volume: { default: 5000000, min: 1000000, max: 20000000, step: 100000 } => volume: { default: 5, min: 1, max: 20, step: 0.1 }
a slider's default off its steps (62 with step 5 from 20) | ContentShape | site.yaml:@heatPrice: | site.yaml => heatPrice: { default: 60, => heatPrice: { default: 62,
a default electricity price above the IT price: the calculator opens with a loss | DerivedFigureNotPositive | site.yaml:@electricityPrice: | site.yaml => electricityPrice: { default: 0.15, => electricityPrice: { default: 0.30,
a placeholder followed by the wrong unit ({figures.maxScaleMw} kW) | FigureUnitMismatch | content/en/home.yaml:@value: "{figures.maxScaleMw} kW" | content/en/home.yaml => value: "{figures.maxScaleMw} MW" => value: "{figures.maxScaleMw} kW"
a €/kWh figure written with €/MWh after it | FigureUnitMismatch | content/en/home.yaml:@€{figures.heatSalePerKwh}/MWh | content/en/home.yaml => heat sales at €{figures.heatSalePerKwh}/kWh => heat sales at €{figures.heatSalePerKwh}/MWh
the medium size typed with an extra zero, above the large one | FigureRelation | site.yaml:@sizeMediumKw: 1000 | site.yaml => sizeMediumKw: 100 => sizeMediumKw: 1000
hot water and full heat per household swapped | FigureRelation | site.yaml:@householdHotWaterMwh: 8 | site.yaml => householdHeatMwh: 8\\n  householdHotWaterMwh: 0.8 => householdHeatMwh: 0.8\\n  householdHotWaterMwh: 8
a rounding step above the CO₂ savings: the home page would state 0 t | DerivedFigureNotPositive | site.yaml:@co2RoundDownTonnes: 5000 | site.yaml => co2RoundDownTonnes: 500 => co2RoundDownTonnes: 5000
a plant size typed in kW | ContentShape | site.yaml:@maxScaleMw: 2400 | site.yaml => maxScaleMw: 2.4 => maxScaleMw: 2400
a container's power typed in MW | ContentShape | site.yaml:@containerPowerKw: | site.yaml => containerPowerKw: { min: 200, max: 300 } => containerPowerKw: { min: 0.2, max: 0.3 }
a figure typed by hand that disagrees with site.yaml (80 °C; heatOutputC is 75) | FigureTypedByHand? | content/en/faq.yaml:@up to 80 °C | content/en/faq.yaml => up to {figures.heatOutputC} °C => up to 80 °C
a converted figure follows its figure (per MWh) | shows:0,02–0,04 €/kWh, also 20–40 €/MWh |  | site.yaml => heatSalePerKwh: { min: 0.015, max: 0.03 } => heatSalePerKwh: { min: 0.02, max: 0.04 }
a figure's complement follows it (5 % lower at 95 %) | shows:fiele der Wärmeerlös um 10 % niedriger aus – bei den Voreinstellungen 30.000 € weniger |  | site.yaml => dccEfficiencyPercent: 95 => dccEfficiencyPercent: 90
an English navigation label left German | ContentLanguageLabel | site.yaml:@@- { label: Geschäftsmodelle, page: business-models } | site.yaml => { label: Business models, page: business-models } => { label: Geschäftsmodelle, page: business-models }
the English header button left German | ContentLanguageLabel | site.yaml:@en: { label: Beratung anfragen | site.yaml => en: { label: Request Consultation, => en: { label: Beratung anfragen,
a shared segment's breadcrumb label collapsed to one German text | ContentLanguageLabel | site.yaml:@success-stories: Praxisbeispiele | site.yaml => success-stories: { de: Praxisbeispiele, en: Project examples } => success-stories: Praxisbeispiele
the company's English country left German | ContentLanguageLabel | site.yaml:@countryEn: Schweiz | site.yaml => countryEn: Switzerland => countryEn: Schweiz
an English privacy processor with the German country name | ContentLanguageLabel | site.yaml:@hostingEn: | site.yaml => Frankfurt am Main, Germany => Frankfurt am Main, Deutschland
an English FAQ question left German | ContentLanguageLabel | content/en/faq.yaml:@q: Wie ist die Sicherheit | content/en/faq.yaml => q: How is security ensured? => q: Wie ist die Sicherheit gewährleistet?
an English article's button label left German | ContentLanguageLabel | content/en/blog/meta-odense.yaml:@Beratungsgespräch buchen | content/en/blog/meta-odense.yaml => label: "Book a consultation" => label: "Beratungsgespräch buchen"
a five-word German sentence at the end of an English answer | ContentLanguageSentence | content/en/faq.yaml:@Rufen Sie uns gerne an. | content/en/faq.yaml => process heat also improve the balance. => process heat also improve the balance. Rufen Sie uns gerne an.
a German navigation label in English | ContentLanguageLabel | site.yaml:@- { label: Contact, external: contactForm } | site.yaml => { label: Kontakt, external: contactForm } => { label: Contact, external: contactForm }
an article date typed 04/08/2025 | ContentShape | content/en/blog/telia-helsinki.yaml:@published: 04/08/2025 | content/en/blog/telia-helsinki.yaml => published: 2025-04-08 => published: 04/08/2025
an article live in German, scheduled for next year in English | TranslationValueDiffers | content/en/blog/telia-helsinki.yaml:@published: 2027-04-08 | content/en/blog/telia-helsinki.yaml => published: 2025-04-08 => published: 2027-04-08
a source dated in the future (2028 for 2018) | DateInFuture | content/de/blog/meta-odense.yaml:@date: 2028-04-26 | content/de/blog/meta-odense.yaml => date: 2018-04-26 => date: 2028-04-26 || content/en/blog/meta-odense.yaml => date: 2018-04-26 => date: 2028-04-26
a glossary rule that refuses a word of its own term | GlossaryContradiction | site.yaml:@refuse: [boiler efficiency, efficiency] | site.yaml => refuse: [boiler efficiency] => refuse: [boiler efficiency, efficiency]
a new glossary rule that contradicts an existing one | GlossaryContradiction | site.yaml:@refuse: [Beratungsgespräch] | site.yaml =>     - use: Praxisbeispiele =>     - use: Erstgespräch\\n      refuse: [Beratungsgespräch]\\n      reason: the new name of the free call\\n    - use: Praxisbeispiele
an e-mail address typed into the imprint, not the company's | CompanyDataByHand | content/de/legal/imprint.yaml:@info@rechenwaerme.ch | content/de/legal/imprint.yaml => E-Mail: <a href="mailto:{company.email}">{company.email}</a> => E-Mail: <a href="mailto:info@rechenwaerme.ch">info@rechenwaerme.ch</a>
empty paragraphs from pressing Enter twice in the formatted text | LegalHtmlChanged | content/de/legal/imprint.yaml:@<p></p> | content/de/legal/imprint.yaml => <h3>Kontakt</h3> => <h3>Kontakt</h3>\\n  <p></p>\\n  <p><br></p>
a legal page linking the site's own page by its full URL | LinkUrlRefused | content/de/legal/privacy.yaml:@https://www.rechenwaerme.example/faq | content/de/legal/privacy.yaml => <p>Unser <a href="{external.contactForm}"> => <p>Siehe <a href="https://www.rechenwaerme.example/faq">FAQ</a>. Unser <a href="{external.contactForm}">
a mailto: link whose address differs from the address it shows | MailtoDiffers | content/en/legal/imprint.yaml:@mailto:kontakt@rechenwaerme.ch | content/en/legal/imprint.yaml => <a href="mailto:{company.email}">{company.email}</a> => <a href="mailto:kontakt@rechenwaerme.ch">{company.email}</a>
curly single quotes around a button label | MarkupInText | content/de/blog.yaml:@label: ‘Beratungsgespräch buchen’ | content/de/blog.yaml => label: Beratungsgespräch buchen => label: ‘Beratungsgespräch buchen’
no-break spaces as indentation, reported at their own line | YamlSyntax | content/de/blog.yaml:@label: Beratungsgespräch buchen | content/de/blog.yaml =>     label: Beratungsgespräch buchen => \\u00a0\\u00a0\\u00a0\\u00a0label: Beratungsgespräch buchen
a figure typed by hand in new copy (the FAQ's 5 households) | FigureTypedByHand? | content/de/faq.yaml:@rund 5 Haushalte | content/de/faq.yaml => rund {figures.sizeSmallHouseholdsFullHeat} Haushalte => rund 5 Haushalte
the header's button pointed at a page that does not exist | LinkTargetUnknown | site.yaml:@to: faqs | site.yaml => de: { label: Beratung anfragen, title: 30 Min kostenloses Beratungsgespräch } => de: { label: Beratung anfragen, title: 30 Min kostenloses Beratungsgespräch, to: faqs }
a language switch to a former path | LinkFormerPath | site.yaml:@switchTo: /en/economy | site.yaml => en: /en/economics } => en: /en/economics, formerly: [/en/economy] } || site.yaml => de: /foerderung, switchTo: /en } => de: /foerderung, switchTo: /en/economy }
`
  .trim()
  .split("\n")
  .map((line) => {
    const [why, code, at, edits] = line.split(" | ");
    const text = (t: string) => t.replace(/\\n/g, "\n").replace(/\\u00a0/g, "\u00a0");
    const each = edits!.split(" || ").map((edit) => edit.split(" => ").map(text) as [string, string, string]);
    return { why: why!, code: code!, at: at!, edits: each };
  });

/**
 * Rows of mistakes the build does not catch yet, kept as `it.fails` until it does (none today).
 */
const PENDING = new Set<string>([]);

let dir: string;
// One load of the unchanged files for all rows: a row re-reads only the file it edits (as sitegen dev would).
const cache = createBuildCache();
beforeAll(() => {
  dir = copyProject();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Applies the row's edit to the copy, runs `check`, and puts the file back. */
async function withEdit<T>(file: string, from: string, to: string, check: () => Promise<T>): Promise<T> {
  const path = join(dir, file);
  const original = readFileSync(path, "utf8");
  const edited = original.replace(from, to);
  if (edited === original) throw new Error(`the edit of this row (${from}) is not in ${file}`);
  writeFileSync(path, edited);
  try {
    return await check();
  } finally {
    writeFileSync(path, original);
  }
}

/** The check of the copy with the edit of the row `why` in place, and the row's place; once per row, for every test that asks. */
const rowChecks = new Map<string, Promise<{ checked: CheckedSite; expected: string }>>();
function checkRow(why: string): Promise<{ checked: CheckedSite; expected: string }> {
  const [, file, from, to, , at] = ROWS.find((row) => row[0] === why)!;
  if (!rowChecks.has(why))
    rowChecks.set(
      why,
      withEdit(file, from, to, async () => ({ checked: await checkSite(dir, { cache }), expected: lineAt(at) })),
    );
  return rowChecks.get(why)!;
}

const where = (p: Problem) => `${p.code} ${p.at?.file}:${p.at?.line}`;

/** `file:@text` as `file:line` in the copy as it is now (called while the row's edit is in place). */
function lineAt(at: string): string {
  const [, file, last, text] = /^(.*?):@(@?)(.*)$/s.exec(at)!;
  const lines = readFileSync(join(dir, file!), "utf8").split("\n");
  const exact = last
    ? lines.findLastIndex((line) => line.trim() === text)
    : lines.findIndex((line) => line.trim() === text);
  const line = exact >= 0 ? exact : lines.findIndex((l) => l.includes(text!));
  if (line < 0) throw new Error(`the row's place "${text}" is not in ${file}`);
  return `${file}:${line + 1}`;
}

describe("maintainer mistakes stop the build at their own line", () => {
  it("the unedited copy builds without problems and without a warning", async () => {
    expect(await checkSite(dir, { cache })).toMatchObject({ ok: true, warnings: [] });
  });

  for (const [why, , , , code, at] of ROWS) {
    (PENDING.has(why) ? it.fails : it)(`${code} at ${at}: ${why}`, async () => {
      const { checked, expected } = await checkRow(why);
      const problems = checked.ok ? [] : [...checked.problems];
      expect(problems.map(where)).toContain(`${code} ${expected}`);
      expect(problems.length, problems.map(where).join("\n")).toBeLessThanOrEqual(3);
      for (const p of problems)
        expect(p.message).not.toMatch(/undefined|^Error|does not match any of the allowed forms/);
    });
  }

  it.each([
    // row, what the hint must name
    ["a misspelt page id", "Did you mean `success-stories`?"],
    ["a link to a FAQ question that does not exist", "Did you mean `#item-1-6`?"],
    ["a link in legal HTML to a path that is no route", 'Write href="/datenschutz"'],
    ["a link in legal HTML with a trailing slash", 'Write href="/impressum".'],
    ["a German link kept in a paragraph pasted into the English legal page", 'Write href="/en/imprint"'],
    ["a figure renamed by mistake: one problem at its definition, not one per use", "Did you mean `heatOutputC`?"],
    ["a placeholder with the wrong case, located at the placeholder", "Did you mean `{figures.heatOutputC}`?"],
    ["spaces inside a placeholder's braces", "Write `{figures.heatOutputC}`"],
    ["a placeholder whose closing brace is missing", "Write `{figures.heatOutputC}`"],
    [
      "a placeholder in double braces, as other template languages write them („{75} °C“)",
      "Write `{figures.heatOutputC}`",
    ],
    ["a German thousands point in an amount that YAML reads as a whole number (150.000 → 150)", "write 150000"],
    [
      "a route's slug renamed without `formerly:`: the published URL would answer 404 on every host",
      "Add `formerly: [/wirtschaftlichkeit]` to this route",
    ],
    ["a section id used twice on a page", "Give this section its own `id`"],
    ["a German thousands point in English copy („11.000“, read as eleven)", "Write „11,000“ (English: a comma between"],
    ["a decimal comma in English copy (1,3 times)", "Write „1.3“"],
    ["an English thousands comma in German copy („25,000 Haushalte“, read as 25 with decimals)", "Write „25.000“"],
    ["an English thousands comma on a page only in German (no English side to pair it with)", "Write „1.000“"],
    ["an apostrophe at the start of a text opens a quote that never closes („'s Wichtigste“)", "typographic ’"],
    ["a straight quote inside a quoted heading closes it early", "Write typographic quotes"],
  ])("the hint of „%s“ names the nearest valid target: %s", async (why, hint) => {
    const { checked } = await checkRow(why);
    expect(checked.ok ? [] : checked.problems.map((p) => p.hint).join("\n")).toContain(hint);
  });

  it.each([
    [
      "a percentage typed as a fraction (0.95 for 95 %): the home page would show 547 kWh instead of 54,720",
      "0.95 is a fraction, but this figure is in percent: pages would show „0,95 %“",
      "for 95 % write 95",
    ],
    [
      "a German thousands point in English copy („11.000“, read as eleven)",
      "„11.000“ is written the German way in English copy: English readers read the point as a decimal point (11)",
      "",
    ],
    [
      "an English thousands comma in German copy („25,000 Haushalte“, read as 25 with decimals)",
      "„25,000“ is written the English way in German copy: German readers read the comma as a decimal comma (25)",
      "",
    ],
  ])("the message of „%s“ says what readers would see", async (why, says, fix) => {
    const { checked } = await checkRow(why);
    const messages = checked.ok ? "" : checked.problems.map((p) => p.message).join("\n");
    expect(messages).toContain(says);
    expect(messages).toContain(fix);
  });

  it("a renamed slug with `formerly:` builds (the old path redirects); a removed page is named at its line of published.yaml", async () => {
    const renamed = await withEdit(
      "site.yaml",
      "de: /wirtschaftlichkeit, en: /en/economics }\n",
      "de: /wirtschaftlichkeitsrechnung, en: /en/economics, formerly: [/wirtschaftlichkeit] }\n",
      () =>
        withEdit(
          "site.yaml",
          "  wirtschaftlichkeit: Wirtschaftlichkeit",
          "  wirtschaftlichkeitsrechnung: Wirtschaftlichkeit",
          async () => checkSite(dir, { cache }),
        ),
    );
    expect(renamed.ok ? [] : renamed.problems.map(where)).toEqual([]);
    const removed = await withEdit(
      "published.yaml",
      "home: [/, /en]",
      "home: [/, /en]\nkarriere: [/karriere, /en/careers]",
      async () => ({
        checked: await checkSite(dir, { cache }),
        expected: lineAt("published.yaml:@karriere: [/karriere, /en/careers]"),
      }),
    );
    const problems = removed.checked.ok ? [] : removed.checked.problems;
    expect(problems.map(where)).toEqual([
      `PublishedPathBroken ${removed.expected}`,
      `PublishedPathBroken ${removed.expected}`,
    ]);
    expect(problems[0]!.message).toContain("/karriere was published");
    expect(problems[0]!.hint).toContain("delete it from published.yaml");
  });

  it("a title or description of another page names that page's file and line", async () => {
    for (const [why, first] of [
      ["the FAQ page given the title of the workshops page, one route above it", "content/de/workshops.yaml:@title:"],
      [
        "the English FAQ's description pasted from the workshops page, wrapped differently",
        "content/en/workshops.yaml:@description:",
      ],
    ] as const) {
      const { checked } = await checkRow(why);
      const found = checked.ok ? [] : checked.problems.filter((p) => p.code === "DuplicateTitleOrDescription");
      expect(found).toHaveLength(1);
      expect(found[0]!.message).toContain(`of ${lineAt(first)}:`);
      expect(found[0]!.hint).toContain("content/README.md#unique-titles");
    }
  });
});

/** Applies `edits` to the copy in turn (a file made, removed or changed), runs `check`, and puts every file back. */
async function withEdits<T>(edits: readonly (readonly string[])[], check: () => Promise<T>): Promise<T> {
  const [first, ...rest] = edits;
  if (!first) return check();
  const [file, from, to] = first as [string, string, string?];
  const path = join(dir, file);
  const copied = /^\(a copy of (.*)\)$/.exec(from)?.[1];
  if (!copied && from !== "(removed)")
    return withEdit(file, from, to === "(nothing)" ? "" : to!, () => withEdits(rest, check));
  const original = copied ? undefined : readFileSync(path, "utf8");
  if (copied) writeFileSync(path, readFileSync(join(dir, copied), "utf8"));
  else rmSync(path);
  try {
    return await withEdits(rest, check);
  } finally {
    if (original === undefined) rmSync(path);
    else writeFileSync(path, original);
  }
}

describe("a wrong meaning stops the build at its line, or warns there; what the copy derives follows its figure", () => {
  for (const { why, code, at, edits } of MEANING)
    it(`${code} at ${at}: ${why}`, async () => {
      const { checked, expected } = await withEdits(edits, async () => ({
        checked: await checkSite(dir, { cache, today: "2026-12-01" }),
        expected: at && lineAt(at),
      }));
      if (code.startsWith("shows:")) {
        expect(checked.ok && JSON.stringify(checked.value.pages)).toContain(code.slice("shows:".length));
        return;
      }
      const found = checked.ok ? (checked.warnings ?? []) : checked.problems;
      expect(checked.ok).toBe(code.endsWith("?")); // a warning, and the build goes on
      expect(found.map(where)).toContain(`${code.replace("?", "")} ${expected}`);
      // A mistake may show in several files (a removed article's four teasers), but not everywhere.
      expect(found.length, found.map(where).join("\n")).toBeLessThanOrEqual(8);
    });
});

describe("through sitegen build: exit 1, located, no stack trace, dist/ byte-identical", () => {
  const cli = sitegenHere;
  let before: string;
  beforeAll(async () => {
    const built = await cli(["build", "--root", dir, "--out", join(dir, "dist"), "--quiet"]);
    expect(built.code).toBe(0);
    before = hashTree(join(dir, "dist"));
  }, 60_000);

  it.each(
    ROWS.filter((row) => row[6] === "cli").map(
      (row) => [...row.slice(0, 6)] as [string, string, string, string, ProblemCode, string],
    ),
  )(
    "%s",
    async (_why, file, from, to, code, at) => {
      const { result, expected } = await withEdit(file, from, to, async () => ({
        result: await cli(["build", "--root", dir, "--out", join(dir, "dist")]),
        expected: lineAt(at),
      }));
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(new RegExp(`^${expected.replace(/[.]/g, "\\.")}:\\d+  .*\\[${code}\\]$`, "m"));
      expect(result.stderr).not.toMatch(/^\s+at /m);
      expect(hashTree(join(dir, "dist"))).toBe(before);
    },
    30_000,
  );
});

/**
 * Mistakes the build lets through on purpose but `sitegen check` and `sitegen translations` name: a translation
 * left behind (a warning: the other language may follow later) and a lock file that cannot be trusted.
 */
const LOCK = "content/translations.lock.yaml";
const GONE = `"faq removedQuestion": ["${shortHash("Alt")}","${shortHash("Old")}"]`;
const CTA = readFileSync(join(repoRoot, LOCK), "utf8").match(/^"blog cta\.heading": .*$/m)![0];
const OTHER_CTA = `"blog cta.heading": ["${shortHash("Neu")}","${shortHash("New")}"]`;
const TRANSLATION_ROWS: readonly Row[] = [
  [
    "the German FAQ answer changed, the English one not",
    "content/de/faq.yaml",
    "Ein DCC liefert Ihrem Netz",
    "Ein Container liefert Ihrem Netz",
    "TranslationOutdated",
    "content/en/faq.yaml:@a: >-",
  ],
  [
    "the English heading changed, the German one not",
    "content/en/faq.yaml",
    "header: Frequently asked questions",
    "header: Questions utilities ask",
    "TranslationOutdated",
    "content/de/faq.yaml:@header: Häufige Fragen",
  ],
  [
    "a merge left conflict markers in the lock file",
    LOCK,
    '"blog cta.heading"',
    '<<<<<<< HEAD\n"blog cta.heading"',
    "TranslationLockInvalid",
    `${LOCK}:@<<<<<<< HEAD`,
  ],
  [
    "a hash edited by hand in the lock file (no longer 8 hex digits)",
    LOCK,
    '"blog cta.heading": ["',
    '"blog cta.heading": ["x',
    "TranslationLockInvalid",
    `${LOCK}:@"blog cta.heading": ["x`,
  ],
  [
    "a merge kept both sides of a confirmed pair (one key twice, with other hashes)",
    LOCK,
    CTA,
    `${CTA}\n${OTHER_CTA}`,
    "TranslationLockInvalid",
    `${LOCK}:@${OTHER_CTA}`,
  ],
  [
    "a line of nonsense in the lock file",
    LOCK,
    '"blog cta.heading"',
    'faq: everything is fine\n"blog cta.heading"',
    "TranslationLockInvalid",
    `${LOCK}:@faq: everything is fine`,
  ],
  [
    "the lock file confirms a field that no longer exists",
    LOCK,
    '"blog cta.heading"',
    `${GONE}\n"blog cta.heading"`,
    "TranslationLockStale",
    `${LOCK}:@"faq removedQuestion"`,
  ],
];

describe("translations left behind and bad lock files are named at their line", () => {
  it("the unedited copy has no translation problem or warning", async () => {
    expect(await checkTranslations(dir)).toEqual({ problems: [], warnings: [] });
  });

  it.each(TRANSLATION_ROWS.map((row) => [...row.slice(0, 6)] as [string, string, string, string, ProblemCode, string]))(
    "%s",
    async (why, file, from, to, code, at) => {
      const { found, expected } = await withEdit(file, from, to, async () => ({
        found: await checkTranslations(dir),
        expected: lineAt(at),
      }));
      const all = [...found.problems, ...found.warnings];
      expect(all.map(where)).toEqual([`${code} ${expected}`]);
      // A lock line that is no entry (a conflict marker, a hash edited by hand, one key twice) stops the build at the
      // same line with the same message (lock.ts `readLock` judges it for both); a translation left behind never stops
      // it (the other language may follow in a later commit).
      const built = await withEdit(file, from, to, async () => checkSite(dir, { cache }));
      if (code === "TranslationLockInvalid") {
        expect(built.ok ? [] : built.problems.map(where)).toEqual([`${code} ${expected}`]);
        expect(built.ok ? [] : built.problems.map((p) => [p.at?.column, p.message])).toEqual(
          found.problems.map((p) => [p.at?.column, p.message]),
        );
      } else expect(built.ok).toBe(true);
    },
  );

  it("sitegen translations --strict names the English answer with the German diff; confirm makes it pass", async () => {
    const cli = (args: string[]) =>
      sitegenHere(["translations", "--root", dir, ...args]).then((r) => ({ code: r.code, out: r.stdout + r.stderr }));
    const lock = readFileSync(join(dir, LOCK), "utf8");
    commitAll(dir); // the word diff comes from git's history (translations/confirmed-text.ts)
    await withEdit("content/de/faq.yaml", "Ein DCC liefert", "Ein Container liefert", async () => {
      try {
        const english = lineAt("content/en/faq.yaml:@a: >-");
        const strict = await cli(["--strict"]);
        expect(strict.code).toBe(1);
        expect(strict.out).toContain(`${english}:1  warning: \`faqs[0].questions[0].a\`: the German text changed`);
        expect(strict.out).toContain("Ein [-DCC-] {+Container+} liefert Ihrem Netz");
        expect((await cli(["confirm", english])).code).toBe(0);
        expect(await cli(["--strict"])).toMatchObject({ code: 0 });
      } finally {
        writeFileSync(join(dir, LOCK), lock);
      }
    });
  }, 30_000);
});

/**
 * Numbers the build lets through on purpose but `sitegen check` and `sitegen translations` warn about: a confirmed
 * translation whose two sides state different numbers, and a figure of site.yaml typed by hand in copy that writes
 * figures as placeholders. Each is a warning at the number's own line; the build stays green.
 */
const NUMBER_WARNINGS: readonly (readonly [
  why: string,
  file: string,
  from: string,
  to: string,
  code: ProblemCode,
  at: string,
  says: string,
])[] = [
  [
    "a figure's placeholder replaced by its value typed by hand („bis zu 75 °C“: stays 75 when heatOutputC becomes 80)",
    "content/de/faq.yaml",
    "bis zu {figures.heatOutputC} °C, gemessen",
    "bis zu 75 °C, gemessen",
    "FigureTypedByHand",
    "content/de/faq.yaml:@bis zu 75 °C, gemessen",
    "Write `{figures.heatOutputC}` for the number",
  ],
  [
    "the FAQ's households typed by hand beside {figures.sizeSmallKw} („rund 5 Haushalte“)",
    "content/de/faq.yaml",
    "rund {figures.sizeSmallHouseholdsFullHeat} Haushalte",
    "rund 5 Haushalte",
    "FigureTypedByHand",
    "content/de/faq.yaml:@rund 5 Haushalte",
    "Write `{figures.sizeSmallHouseholdsFullHeat}` for the number",
  ],
  [
    "the English households typed by hand, in a list item's label",
    "content/en/technology.yaml",
    '"approx. {figures.sizeLargeHouseholdsFullHeat} households with space',
    '"approx. 300 households with space',
    "FigureTypedByHand",
    "content/en/technology.yaml:@approx. 300 households with space",
    "Write `{figures.sizeLargeHouseholdsFullHeat}` for the number",
  ],
];

describe("numbers the commands warn about, at their own line; the build stays green", () => {
  it.each(NUMBER_WARNINGS.map((row) => [...row]))("%s", async (_why, file, from, to, code, at, says) => {
    const { found, expected, built } = await withEdit(file, from, to, async () => ({
      found: await checkTranslations(dir),
      expected: lineAt(at),
      built: await checkSite(dir, { cache }),
    }));
    expect(found.problems).toEqual([]);
    const warning = found.warnings.find((w) => w.code === code);
    expect(found.warnings.map(where)).toContain(`${code} ${expected}`);
    expect(warning!.hint).toContain(says);
    expect(built.ok).toBe(true);
  });

  it("a German number changed and `translations confirm --all` run without the English: the pair is named at the English number", async () => {
    const lock = readFileSync(join(dir, LOCK), "utf8");
    const { pages, open, config } = await translationsOf(dir);
    try {
      const { found, expected, german } = await withEdit(
        "content/de/faq.yaml",
        "Ab 300 kW kann der",
        "Ab 350 kW kann der",
        async () => {
          expect(confirmTranslations(dir, pages, "all", open, config).problems).toEqual([]);
          return {
            found: await checkTranslations(dir),
            expected: lineAt("content/en/faq.yaml:@From 300 kW, the cluster"),
            german: lineAt("content/de/faq.yaml:@Ab 350 kW kann der"),
          };
        },
      );
      expect(found.warnings.map(where)).toEqual([`TranslationNumbersDiffer ${expected}`]);
      expect(found.warnings[0]!.message).toContain("numbers differ: 300 in English, 350 in German");
      expect(found.warnings[0]!.message).toContain(`(${german})`);
    } finally {
      writeFileSync(join(dir, LOCK), lock);
    }
  });
});

describe("messages that name the mistake", () => {
  const first = async (file: string, from: string, to: string) =>
    withEdit(file, from, to, async () => {
      const checked = await checkSite(dir, { cache });
      return checked.ok ? undefined : checked.problems[0];
    });
  /** The first problem of a row of the table (its check shared with the row's own test). */
  const firstOf = async (why: string) => {
    const { checked } = await checkRow(why);
    return checked.ok ? undefined : checked.problems[0];
  };

  it.each([
    ["a folded line", "content/de/faq.yaml", "\n          Ein DCC liefert", "\n\tEin DCC liefert", "Ein DCC liefert"],
    ["a key", "site.yaml", "\n  heatOutputC:", "\n\theatOutputC:", "heatOutputC:"],
  ])("a tab indenting %s is named as a tab, at its line", async (_what, file, from, to, text) => {
    const found = await first(file, from, to);
    const line =
      readFileSync(join(dir, file), "utf8")
        .split("\n")
        .findIndex((l) => l.includes(text)) + 1;
    expect(found?.message).toContain("a tab is used for indentation");
    expect(found?.hint).toContain("Indent with spaces only");
    expect(found?.at).toMatchObject({ file, line, column: 1 });
  });

  it("garbled text names the word and what it was meant to be", async () => {
    const found = await firstOf("umlauts garbled by a paste from a file read as Windows-1252 (FÃ¶rderung)");
    expect(found).toMatchObject({ code: "TextMojibake" });
    expect(found?.message).toBe(
      "„FÃ¶rderung“ is garbled: „Ã¶“ is one character read in the wrong encoding and saved again; it was meant as „Förderung“",
    );
  });

  it("an invisible character in a URL and a letter O in a phone number are named", async () => {
    const url = await firstOf("a soft hyphen pasted into the booking URL (a dead link on every page)");
    expect(url?.message).toContain("contains a soft hyphen (U+00AD), which breaks the address unseen");
    const phone = await firstOf("a phone number typed with the letter O");
    expect(phone?.message).toContain("contains the letter O where a zero belongs");
  });

  it("a year typo in a date names the year it most likely meant", async () => {
    const found = await firstOf(
      "a year typo in an article's date (2205 for 2025): scheduled for 180 years, reported at the date",
    );
    expect(found?.message).toMatch(/^`published: 2205-04-08` is \d+ years from today .* did you mean 2025-04-08\?$/);
  });

  it("text in the wrong language names its words, its sentence, or the path segment it labels", async () => {
    const messages = async (why: string) => {
      const { checked } = await checkRow(why);
      return checked.ok
        ? []
        : checked.problems.filter((p) => p.code.startsWith("ContentLanguage")).map((p) => p.message);
    };
    expect(await messages("the German skip link copied into the English ui.yaml")).toEqual([
      "`skipLink` „Zum Inhalt springen“ is German („zum“, „inhalt“, „springen“), in the English file",
    ]);
    expect(await messages("the German category left in an English article („Fallstudie“)")).toEqual([
      "`category` „Fallstudie“ is German („fallstudie“), in the English file",
    ]);
    expect(await messages("the German breadcrumb label given to an English path segment")).toEqual([
      "`breadcrumbs.economics` „Wirtschaftlichkeit“ is German („wirtschaftlichkeit“), the label of the English path segment `economics`",
    ]);
    const [sentence] = await messages(
      "a German sentence appended to an English answer (the English around it outweighs it)",
    );
    expect(sentence).toMatch(
      /^a sentence of `faqs\[0\]\.questions\[0\]\.a` reads as German \(.+\), in the English file: „Die Wärme wird direkt in das Fernwärmenetz der Stadtwerke eingespeist\.“$/,
    );
  });

  it("a translated slot names the slot to write", async () => {
    const found = await firstOf(
      "a slot of a ui.yaml label translated with it ({Minuten} for {minutes}): shown as written on every article",
    );
    expect(found?.message).toContain("`{Minuten}` is not a slot of this label: write `{minutes}`");
  });

  it.each([
    ["inside a folded text, where it would parse", "content/en/faq.yaml", "\n          A DCC delivers"],
    ["between two keys", "site.yaml", "\ncompany:"],
  ])("merge-conflict markers %s are named as a merge conflict, at the first marker", async (_where, file, before) => {
    const conflict = "\n<<<<<<< HEAD\n  ours: 1\n=======\n  theirs: 2\n>>>>>>> other";
    const text = readFileSync(join(dir, file), "utf8");
    const line = text.slice(0, text.indexOf(before)).split("\n").length + 1;
    const found = await first(file, before, conflict + before);
    expect(found).toMatchObject({ code: "YamlMergeConflict", at: { file, line, column: 1 } });
    expect(found?.message).toContain("holds a merge conflict: 3 conflict marker lines");
    expect(found?.hint).toContain("delete the three marker lines");
  });
});

describe("through sitegen build: values not for the live site, files not in UTF-8", () => {
  const cli = sitegenHere;
  const out = () => join(dir, "dist-marked");
  let before: string;
  let summary: string;
  beforeAll(async () => {
    const built = await cli(["build", "--root", dir, "--out", out()]);
    expect(built.code).toBe(0);
    summary = built.stdout;
    before = hashTree(out());
  }, 60_000);

  it("every build counts the values marked # PLACEHOLDER and # CONFIRM in its summary", () => {
    const marks = (mark: string) => readFileSync(join(dir, "site.yaml"), "utf8").split(`# ${mark}`).length - 1;
    expect(summary).toContain(
      `site.yaml holds ${marks("PLACEHOLDER")} values marked # PLACEHOLDER and ${marks("CONFIRM")} marked # CONFIRM`,
    );
  });

  it.each([
    // why, flags, the edit (the --production row only widens a comment's gap, so that the file is read as changed)
    ["--production", ["--production"], "demandResponseMioEur: 2.1 #", "demandResponseMioEur: 2.1  #"],
    [
      "a baseUrl no longer on .example",
      [],
      "baseUrl: https://www.rechenwaerme.example",
      "baseUrl: https://www.rechenwaerme.ch",
    ],
  ])(
    "%s: each marked value refused at its line, exit 1, dist/ unchanged",
    async (_why, flags, from, to) => {
      const line = "households: 91000";
      const { result, expected } = await withEdit("site.yaml", from, to, async () => ({
        result: await cli(["build", "--root", dir, "--out", out(), ...flags]),
        expected: lineAt(`site.yaml:@${line}`),
      }));
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        new RegExp(
          `^${expected.replace(/[.]/g, "\\.")}:\\d+  figures\\.households is marked CONFIRM .*„91000“  \\[ValueUnconfirmed\\]$`,
          "m",
        ),
      );
      expect(result.stderr).toMatch(/^site\.yaml:\d+:\d+  figures\.demandResponseMioEur is marked CONFIRM/m);
      expect(result.stderr).toMatch(/^site\.yaml:\d+:\d+  company\.vatId is marked PLACEHOLDER/m);
      expect(result.stderr).not.toMatch(/^\s+at /m);
      expect(hashTree(out())).toBe(before);
    },
    30_000,
  );

  it("--production also refuses a mark in lower case or on the line above, a content file's note, and stand-ins nothing marks", async () => {
    const edits: [string, string, string][] = [
      [
        "site.yaml",
        "email: kontakt@rechenwaerme.example # PLACEHOLDER",
        "email: kontakt@rechenwaerme.example # placeholder",
      ],
      [
        "site.yaml",
        "  street: Baarerstrasse 10 # PLACEHOLDER",
        "  # Placeholder: the seat\n  street: Baarerstrasse 10",
      ],
      ["site.yaml", "vatId: CHE-000.000.000 MWST # PLACEHOLDER", "vatId: CHE-000.000.000 MWST"],
      ["site.yaml", "phone: +41 41 000 00 00 # PLACEHOLDER", "phone: +41 41 000 00 00"],
      [
        "site.yaml",
        "booking: https://cal.rechenwaerme.example/beratung-30-min # PLACEHOLDER: the",
        "booking: https://cal.rechenwaerme.example/beratung-30-min # the",
      ],
      ["site.yaml", "contentResponsible: Erika Beispiel # PLACEHOLDER", "contentResponsible: Erika Beispiel"],
    ];
    const edited = (i: number): Promise<{ stderr: string; code: number; at: (text: string) => string }> =>
      i === edits.length
        ? cli(["build", "--root", dir, "--out", out(), "--production"]).then((r) => {
            const lines = readFileSync(join(dir, "site.yaml"), "utf8").split("\n");
            return { ...r, at: (text: string) => `site.yaml:${lines.findIndex((l) => l.includes(text)) + 1}` };
          })
        : withEdit(edits[i]![0], edits[i]![1], edits[i]![2], () => edited(i + 1));
    const { stderr, code, at } = await edited(0);
    expect(code).toBe(1);
    const reported = (place: string, message: string) =>
      expect(stderr).toMatch(new RegExp(`^${place.replace(/[.]/g, "\\.")}:\\d+  ${message}`, "m"));
    reported(
      at("email: kontakt@"),
      "company\\.email is marked PLACEHOLDER: the live site would publish „kontakt@rechenwaerme\\.example“",
    );
    reported(at("street: Baarerstrasse"), "company\\.street is marked PLACEHOLDER \\(the seat\\)");
    reported(at("vatId:"), "company\\.vatId holds a register or VAT number of zeros .*\\[ValueStandIn\\]$");
    reported(at("phone:"), "company\\.phone holds a phone number of zeros");
    reported(at("contentResponsible:"), "company\\.contentResponsible holds a stand-in name \\(„Beispiel“\\)");
    reported(
      at("booking:"),
      "external\\.booking holds an address on a domain reserved for examples .*„https://cal\\.rechenwaerme\\.example/beratung-30-min“",
    );
    // A content file's note on the line above the text it is about: a key's, a list item's, a table row's.
    const noted = (file: string, note: RegExp) => {
      const lines = readFileSync(join(dir, file), "utf8").split("\n");
      const at = lines.findIndex((l) => note.test(l));
      return `${file}:${at + lines.slice(at).findIndex((l) => !/^\s*#/.test(l)) + 1}`;
    };
    reported(noted("content/de/faq.yaml", /^\s*# CONFIRM/), "faqs\\[\\d+\\]\\.questions\\[0\\]\\.q is marked CONFIRM");
    const models = "content/de/business-models.yaml";
    reported(
      noted(models, /# CONFIRM: whether we commit to green/),
      "sections\\[0\\]\\.items\\[2\\]\\.points\\[2\\] is marked",
    );
    reported(
      noted(models, /# CONFIRM: counsel to say whether we, a Swiss AG/),
      "sections\\[1\\]\\.rows\\[7\\] is marked",
    );
    expect(stderr).not.toMatch(/rows\[7\]\[0\] is marked/); // the row's note is the row's, not its first cell's
    expect(stderr).not.toMatch(/roi\.volume/); // an amount is not a phone number
    expect(hashTree(out())).toBe(before);
  }, 30_000);

  it.each([
    // at the line's value, whose first hash is no longer 8 hex digits
    ["a hash edited by hand", (l: string) => l.replace('["', '["0'), (l: string) => l.indexOf("[") + 1],
    ["a merge conflict marker", (l: string) => `<<<<<<< HEAD\n${l}`, () => 1],
  ])(
    "%s in the lock file: `sitegen translations` and the build stop at its line with the same message",
    async (_why, edit, column) => {
      const lockFile = join(dir, "content/translations.lock.yaml");
      const lines = readFileSync(lockFile, "utf8").split("\n");
      const line = lines.findIndex((l) => l.startsWith('"blog top.heading"')) + 1;
      const edited = edit(lines[line - 1]!);
      const { build, translations } = await withEdit(
        "content/translations.lock.yaml",
        lines[line - 1]!,
        edited,
        async () => ({
          build: await cli(["build", "--root", dir, "--out", out()]),
          translations: await cli(["translations", "--root", dir]),
        }),
      );
      const place = `content/translations.lock.yaml:${line}:${column(lines[line - 1]!)}  `;
      expect(build.code).toBe(1);
      expect(translations.code).toBe(1);
      // The same line, column and message in both (each command's own summary aside).
      const said = (output: string) => output.split("\n").find((l) => l.startsWith(place));
      expect(said(build.stderr)).toMatch(/\[TranslationLockInvalid\]$/);
      expect(said(build.stderr)).toBe(said(translations.stdout + translations.stderr));
      expect(hashTree(out())).toBe(before);
    },
    30_000,
  );

  it("a content file saved as Windows-1252: located at its first bad byte, the encoding named, dist/ unchanged", async () => {
    const path = join(dir, "content/de/faq.yaml");
    const original = readFileSync(path);
    const text = original.toString("utf8");
    writeFileSync(path, latin1(text));
    try {
      const result = await cli(["build", "--root", dir, "--out", out()]);
      const line = text.split("\n").findIndex((l) => /[^\x00-\x7f]/.test(l)) + 1;
      const column = text.split("\n")[line - 1]!.search(/[^\x00-\x7f]/) + 1;
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`content/de/faq.yaml:${line}:${column}  content/de/faq.yaml is not UTF-8`);
      expect(result.stderr).toMatch(/looks like (?:Windows-1252|Latin-1)/);
      expect(hashTree(out())).toBe(before);
    } finally {
      writeFileSync(path, original);
    }
  }, 30_000);

  it("the README's sample error is what the build prints when the first FAQ answer is deleted", async () => {
    const readme = readFileSync(join(repoRoot, "README.md"), "utf8");
    const sample = /```\n(content\/de\/faq\.yaml:[\s\S]*?)\n```/.exec(readme)?.[1];
    expect(sample, "README.md has a sample error of content/de/faq.yaml").toBeDefined();
    const path = join(dir, "content/de/faq.yaml");
    const original = readFileSync(path, "utf8");
    // The first answer: `a:` under the first question and its folded lines.
    writeFileSync(path, original.replace(/(\n {6}- q: [^\n]*\n) {8}a: [^\n]*\n(?: {10}[^\n]*\n)*/, "$1"));
    try {
      const result = await cli(["build", "--root", dir, "--out", out()]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`${sample}\n`);
    } finally {
      writeFileSync(path, original);
    }
  }, 30_000);

  it("a page id changed into another page's id: the duplicate first, what follows from it in one line", async () => {
    const { result, expected } = await withEdit(
      "site.yaml",
      "{ page: workshops, kind: info",
      "{ page: faq, kind: info",
      async () => ({
        result: await cli(["build", "--root", dir, "--out", out()]),
        expected: lineAt("site.yaml:@- { page: faq, kind: faq, de: /faq, en: /en/faq }"),
      }),
    );
    expect(result.code).toBe(1);
    const heads = result.stderr.split("\n").filter((l) => /^\S/.test(l) && !l.startsWith("building…"));
    expect(heads[0]).toMatch(new RegExp(`^${expected.replace(/[.]/g, "\\.")}:\\d+  .*\\[RouteDuplicate\\]$`));
    expect(heads[1]).toMatch(
      /^\S+:\d+:\d+  5 more problems likely follow from the above: .*NavigationTargetUnknown.*\[FollowsFromAbove\]$/,
    );
    expect(heads.filter((l) => /\[(?:NavigationTargetUnknown|ContentFileUnused|LinkTargetUnknown)\]$/.test(l))).toEqual(
      [],
    );
    expect(hashTree(out())).toBe(before);
  }, 30_000);

  it("the same file with a byte-order mark and Windows line ends builds", async () => {
    const path = join(dir, "content/de/faq.yaml");
    const original = readFileSync(path, "utf8");
    writeFileSync(path, `\ufeff${original.replace(/\n/g, "\r\n")}`);
    try {
      expect((await checkSite(dir, { cache })).ok).toBe(true);
    } finally {
      writeFileSync(path, original);
    }
  });
});

/** `text` in Latin-1 bytes (typographic quotes and dashes as Windows-1252 has them). */
function latin1(text: string): Buffer {
  const cp1252: Record<string, number> = {
    "„": 0x84,
    "“": 0x93,
    "”": 0x94,
    "–": 0x96,
    "—": 0x97,
    "’": 0x92,
    "…": 0x85,
    "€": 0x80,
  };
  return Buffer.from([...text].map((c) => cp1252[c] ?? (c.charCodeAt(0) < 256 ? c.charCodeAt(0) : 0x3f)));
}
