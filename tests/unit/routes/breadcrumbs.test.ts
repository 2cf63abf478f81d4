import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { breadcrumbsFor, fallbackLabel } from "../../../generator/routes/breadcrumbs.ts";
import { EXPECTED, LEGAL } from "../../spec-routes.ts";

const site = parse(readFileSync(new URL("../../../site.yaml", import.meta.url), "utf8"));
const labels = { segments: site.breadcrumbs, home: site.breadcrumbHome };
const legal = new Set<string>(LEGAL.map((l) => l.path));
const crumbs = (path: string) =>
  breadcrumbsFor(path, labels, { hidden: legal.has(path) }).map((c) => (c.href ? `${c.label} <${c.href}>` : c.label));

describe("breadcrumbsFor over every route of the site", () => {
  // The labels of spec §2's routes (tests/spec-routes.ts); where the crumbs lead is in the rows below.
  it.each(EXPECTED)("$path: $crumbs", ({ path, crumbs: expected }) => {
    expect(crumbs(path).map((c) => c.replace(/ <.*>$/, ""))).toEqual(expected);
  });

  it.each<[string, readonly string[], string]>([
    // path, expected crumbs (last is not a link), why
    ["/success-stories", ["Home </>", "Praxisbeispiele"], "a segment both languages share, its German label"],
    ["/en/success-stories", ["Home </en>", "Project examples"], "English: its English label; home is /en"],
    [
      "/blog/meta-odense-datacenter-fernwaerme",
      ["Home </>", "Blog </blog>", "Meta Odense Case Study"],
      "the blog crumb leads to the blog",
    ],
    [
      "/en/blog/meta-odense-datacenter-district-heating",
      ["Home </en>", "Blog </en/blog>", "Meta Odense Case Study"],
      "the English blog crumb leads to the English blog",
    ],
    ...LEGAL.map(({ path }): [string, string[], string] => [path, [], "legal pages stand outside the shared layout"]),
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

it.each([
  ["some-new-page", "Some new page"],
  ["ueber", "Ueber"],
  ["x", "X"],
])("fallbackLabel: %s → %s", (segment, label) => expect(fallbackLabel(segment)).toBe(label));
