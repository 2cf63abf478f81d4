import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { counterpartPath, isEnglishPath, languagePairs } from "../../../generator/routes/switch-language.ts";

// The route table as site.yaml holds it; the expectations below are the site's page pairs, written out by hand.
const pairs = languagePairs(parse(readFileSync(new URL("../../../site.yaml", import.meta.url), "utf8")).routes);

// Each page pair of the site, German path first: the switch leads from either to the other.
const PAIRS = [
  // German, English, why
  ["/", "/en", "home pair; root maps to /en"],
  ["/success-stories", "/en/success-stories", "paired topic"],
  ["/technologie-deep-dive", "/en/technology-deep-dive", "translated slug"],
  ["/blog", "/en/blog", "blog index"],
  ["/blog/meta-odense-datacenter-fernwaerme", "/en/blog/meta-odense-datacenter-district-heating", "article"],
  [
    "/blog/google-helsinki-datacenter-waermerueckgewinnung",
    "/en/blog/google-helsinki-datacenter-heat-recovery",
    "article",
  ],
  [
    "/blog/telia-helsinki-90-prozent-effizienz-weltrekord",
    "/en/blog/telia-helsinki-90-percent-efficiency-world-record",
    "article",
  ],
  ["/wirtschaftlichkeit", "/en/economics", "translated slug"],
  ["/geschaeftsmodelle", "/en/business-models", "translated slug"],
  ["/workshops", "/en/workshops", "same slug"],
  ["/faq", "/en/faq", "same slug"],
  ["/impressum", "/en/imprint", "legal pair"],
  ["/datenschutz", "/en/privacy", "legal pair"],
  ["/agb", "/en/terms", "legal pair"],
] as const;

describe("counterpartPath over every route of the site", () => {
  it.each([
    // from, to, why
    ...PAIRS.flatMap(([de, en, why]) => [
      [de, en, why],
      [en, de, `${why}, back`],
    ]),
    ["/foerderung", "/en", "German-only page leads to the English home"],
    ["/neu", "/en/neu", "unpaired German path gains the prefix"],
    ["/en/new", "/new", "unpaired English path loses the prefix"],
    ["/en/", "/", "losing the prefix never leaves an empty path"],
    ["/en/foerderung", "/foerderung", "unknown English path loses the prefix"],
    ["/entwicklung", "/en/entwicklung", "a German path that merely starts with 'en'"],
  ])("%s → %s (%s)", (from, to) => {
    expect(counterpartPath(from, pairs)).toBe(to);
  });
});

describe("isEnglishPath", () => {
  it.each([
    ["/en", true, "the English home"],
    ["/en/faq", true, "below /en"],
    ["/entwicklung", false, "German word starting with en"],
    ["/", false, "German home"],
  ])("%s → %s (%s)", (path, expected) => {
    expect(isEnglishPath(path)).toBe(expected);
  });
});
