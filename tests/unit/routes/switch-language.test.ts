import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { counterpartPath, isEnglishPath, languagePairs } from "../../../generator/routes/switch-language.ts";

// The route table as site.yaml holds it; the expectations below are the site's page pairs, written out by hand.
const pairs = languagePairs(parse(readFileSync(new URL("../../../site.yaml", import.meta.url), "utf8")).routes);

describe("counterpartPath over every route of the site", () => {
  it.each([
    // from, to, why
    ["/", "/en", "home pair; root maps to /en"],
    ["/en", "/", "home pair, back"],
    ["/success-stories", "/en/success-stories", "paired topic"],
    ["/en/success-stories", "/success-stories", "paired topic, back"],
    ["/technologie-deep-dive", "/en/technology-deep-dive", "translated slug"],
    ["/en/technology-deep-dive", "/technologie-deep-dive", "translated slug, back"],
    ["/blog", "/en/blog", "blog index"],
    ["/en/blog", "/blog", "blog index, back"],
    ["/blog/meta-odense-datacenter-fernwaerme", "/en/blog/meta-odense-datacenter-district-heating", "article"],
    ["/en/blog/meta-odense-datacenter-district-heating", "/blog/meta-odense-datacenter-fernwaerme", "article, back"],
    [
      "/blog/google-helsinki-datacenter-waermerueckgewinnung",
      "/en/blog/google-helsinki-datacenter-heat-recovery",
      "article",
    ],
    [
      "/en/blog/google-helsinki-datacenter-heat-recovery",
      "/blog/google-helsinki-datacenter-waermerueckgewinnung",
      "article, back",
    ],
    [
      "/blog/telia-helsinki-90-prozent-effizienz-weltrekord",
      "/en/blog/telia-helsinki-90-percent-efficiency-world-record",
      "article",
    ],
    [
      "/en/blog/telia-helsinki-90-percent-efficiency-world-record",
      "/blog/telia-helsinki-90-prozent-effizienz-weltrekord",
      "article, back",
    ],
    ["/wirtschaftlichkeit", "/en/economics", "translated slug"],
    ["/en/economics", "/wirtschaftlichkeit", "translated slug, back"],
    ["/geschaeftsmodelle", "/en/business-models", "translated slug"],
    ["/en/business-models", "/geschaeftsmodelle", "translated slug, back"],
    ["/foerderung", "/en", "German-only page leads to the English home"],
    ["/workshops", "/en/workshops", "same slug"],
    ["/en/workshops", "/workshops", "same slug, back"],
    ["/faq", "/en/faq", "same slug"],
    ["/en/faq", "/faq", "same slug, back"],
    ["/impressum", "/en/imprint", "legal pair"],
    ["/en/imprint", "/impressum", "legal pair, back"],
    ["/datenschutz", "/en/privacy", "legal pair"],
    ["/en/privacy", "/datenschutz", "legal pair, back"],
    ["/agb", "/en/terms", "legal pair"],
    ["/en/terms", "/agb", "legal pair, back"],
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
