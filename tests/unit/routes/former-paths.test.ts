// A page's former paths (`formerly:`) lead to its path in the same language, sorted, so the host rules are stable.
import { describe, expect, it } from "vitest";
import { formerRedirects } from "../../../generator/routes/former-paths.ts";
import type { SiteConfig } from "../../../generator/validate/schema/site.ts";

const routes = [
  {
    page: "economics",
    kind: "info",
    de: "/wirtschaftlichkeit",
    en: "/en/economics",
    formerly: ["/rentabilitaet", "/en/profitability"],
  },
  { page: "funding", kind: "info", de: "/foerderung", switchTo: "/en", formerly: ["/en/funding", "/zuschuesse"] },
  { page: "faq", kind: "faq", de: "/faq", en: "/en/faq" },
] as unknown as SiteConfig["routes"];

describe("formerRedirects", () => {
  it.each([
    ["/en/funding", "/en", "an English former path of a German-only page leads where its switch leads"],
    ["/en/profitability", "/en/economics", "an English former path leads to the English page"],
    ["/rentabilitaet", "/wirtschaftlichkeit", "a German former path leads to the German page"],
    ["/zuschuesse", "/foerderung", "a German-only page keeps its German former paths"],
  ])("%s → %s (%s)", (from, to) => {
    expect(formerRedirects({ routes })).toContainEqual({ from, to });
  });

  it("lists each former path once, sorted, and nothing for pages without one", () => {
    expect(formerRedirects({ routes }).map((r) => r.from)).toEqual([
      "/en/funding",
      "/en/profitability",
      "/rentabilitaet",
      "/zuschuesse",
    ]);
  });
});
