import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { breadcrumbsFor, fallbackLabel } from "../../../generator/routes/breadcrumbs.ts";

const site = parse(readFileSync(new URL("../../../site.yaml", import.meta.url), "utf8"));
const labels = { segments: site.breadcrumbs, home: site.breadcrumbHome };
const legal = new Set(["/impressum", "/datenschutz", "/agb", "/en/imprint", "/en/privacy", "/en/terms"]);
const crumbs = (path: string) =>
  breadcrumbsFor(path, labels, { hidden: legal.has(path) }).map((c) => (c.href ? `${c.label} <${c.href}>` : c.label));

describe("breadcrumbsFor over every route of the site", () => {
  it.each([
    // path, expected crumbs (last is not a link), why
    ["/", [], "no bar on the German home"],
    ["/en", [], "no bar on the English home"],
    ["/success-stories", ["Home </>", "Praxisbeispiele"], "a segment both languages share, its German label"],
    [
      "/en/success-stories",
      ["Home </en>", "Project examples"],
      "English: its English label; home is /en, `en` skipped",
    ],
    ["/technologie-deep-dive", ["Home </>", "Technologie im Detail"], "German label"],
    ["/en/technology-deep-dive", ["Home </en>", "Technology deep-dive"], "English label"],
    ["/blog", ["Home </>", "Blog"], "blog index"],
    ["/en/blog", ["Home </en>", "Blog"], "blog index"],
    [
      "/blog/meta-odense-datacenter-fernwaerme",
      ["Home </>", "Blog </blog>", "Meta Odense Case Study"],
      "case-study label",
    ],
    [
      "/en/blog/meta-odense-datacenter-district-heating",
      ["Home </en>", "Blog </en/blog>", "Meta Odense Case Study"],
      "case-study label, English",
    ],
    [
      "/blog/google-helsinki-datacenter-waermerueckgewinnung",
      ["Home </>", "Blog </blog>", "Google Hamina Case Study"],
      "case-study label",
    ],
    [
      "/en/blog/google-helsinki-datacenter-heat-recovery",
      ["Home </en>", "Blog </en/blog>", "Google Hamina Case Study"],
      "case-study label, English",
    ],
    [
      "/blog/telia-helsinki-90-prozent-effizienz-weltrekord",
      ["Home </>", "Blog </blog>", "Telia Helsinki Case Study"],
      "case-study label",
    ],
    [
      "/en/blog/telia-helsinki-90-percent-efficiency-world-record",
      ["Home </en>", "Blog </en/blog>", "Telia Helsinki Case Study"],
      "case-study label, English",
    ],
    ["/wirtschaftlichkeit", ["Home </>", "Wirtschaftlichkeit"], "German label"],
    ["/en/economics", ["Home </en>", "Economics"], "English label"],
    ["/geschaeftsmodelle", ["Home </>", "Geschäftsmodelle"], "label with umlaut"],
    ["/en/business-models", ["Home </en>", "Business models"], "English label"],
    ["/foerderung", ["Home </>", "Förderung"], "German-only page"],
    ["/workshops", ["Home </>", "Workshops"], "same slug"],
    ["/en/workshops", ["Home </en>", "Workshops"], "same slug"],
    ["/faq", ["Home </>", "FAQ"], "label keeps capitals"],
    ["/en/faq", ["Home </en>", "FAQ"], "label keeps capitals"],
    ["/impressum", [], "German legal pages have no bar"],
    ["/datenschutz", [], "German legal pages have no bar"],
    ["/agb", [], "German legal pages have no bar"],
    ["/en/imprint", [], "legal pages stand outside the shared layout in both languages"],
    ["/en/privacy", [], "legal pages stand outside the shared layout in both languages"],
    ["/en/terms", [], "legal pages stand outside the shared layout in both languages"],
    ["/en/some-new-page", ["Home </en>", "Some new page"], "fallback: first letter capitalised, hyphens become spaces"],
    ["/neu/unter-seite", ["Home </>", "Neu </neu>", "Unter seite"], "fallback on every segment; middle crumbs link"],
    [
      "/blog/constructor",
      ["Home </>", "Blog </blog>", "Constructor"],
      "a name every object has: no label of site.yaml",
    ],
  ])("%s (%s)", (path, expected) => {
    expect(crumbs(path)).toEqual(expected);
  });
});

describe("fallbackLabel", () => {
  it.each([
    ["some-new-page", "Some new page"],
    ["ueber", "Ueber"],
    ["x", "X"],
  ])("%s → %s", (segment, label) => expect(fallbackLabel(segment)).toBe(label));
});
