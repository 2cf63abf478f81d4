// Which links of a page's copy the build checks against the route table and the anchors.
import { describe, expect, it } from "vitest";
import { anchoredLinks, copyLinks } from "../../../generator/validate/internal-links.ts";
import { linkableIds } from "../../../generator/render/linkable-ids.ts";
import { slug } from "../../../generator/validate/schema/slug.ts";
import { pageKind } from "../../../generator/page-kinds.ts";
import type { PageKind } from "../../../generator/model.ts";

describe("the links checked against the route table and the anchors", () => {
  it.each<[PageKind, unknown, string[][], string]>([
    // kind, copy, expected links, why
    [
      "info",
      { hero: { cta: { label: "x", to: "faq#item-0-1" } } },
      [["hero.cta.to", "faq#item-0-1", "to"]],
      "a to: with a fragment",
    ],
    ["info", { hero: { cta: { label: "x", to: "faq" } } }, [], "a page id alone is checkLinks' job (cross-checks.ts)"],
    ["info", { hero: { cta: { label: "x", to: "ext:booking" } } }, [], "an external target has no anchor of ours"],
    [
      "blog",
      { top: { heading: "x", articles: [{ to: "#" }, "meta-odense"] } },
      [],
      "an announced article links nowhere yet; an article id has no anchor",
    ],
    [
      "legal",
      { content: '<p><a href="/datenschutz#rechte">x</a></p>' },
      [["content", "/datenschutz#rechte", "href"]],
      "an internal href in legal HTML",
    ],
    [
      "legal",
      { content: '<a href="https://example.org/">x</a> <a href="mailto:{company.email}">y</a>' },
      [],
      "external and mailto links are sitegen check's",
    ],
    [
      "info",
      { sections: [{ kind: "text", heading: "x", paragraphs: ['see <a href="#kosten">costs</a>'] }] },
      [["sections.0.paragraphs.0", "#kosten", "href"]],
      "a fragment of the same page, in any copy field",
    ],
  ])("%s %j → %j (%s)", (kind, copy, expected) => {
    const links = anchoredLinks(copyLinks(pageKind(kind).schema, copy));
    expect(links.map((l) => [l.path.join("."), l.target, l.form])).toEqual(expected);
  });
});

describe("linkableIds", () => {
  it("reads the id of every element, wherever the attribute stands", () => {
    const html =
      '<main id="main"><section class="band" id="kosten" aria-labelledby="kosten-heading">' +
      '<h2 data-x="1" id="kosten-heading">Kosten</h2><details id="item-0-0"></details></section></main>';
    expect([...linkableIds(html)]).toEqual(["main", "kosten", "kosten-heading", "item-0-0"]);
  });

  it("leaves out the ids React makes for its own wiring and an SVG's gradients, which no link may rely on", () => {
    const html =
      '<div id="roi"><input id="_R_1ab_" aria-describedby="_R_1ab_-hint"><button id="radix-_R_2_" data-id="x">' +
      '<svg><defs><linearGradient id="glow"></linearGradient><radialGradient id="halo"></radialGradient></defs></svg>';
    expect([...linkableIds(html)]).toEqual(["roi"]);
  });

  it("does not take an attribute that only ends in id for an id", () => {
    expect([...linkableIds('<a data-id="x" aria-id="y" href="#z">z</a>')]).toEqual([]);
  });

  it("slugs headings like the templates", () => {
    expect(slug("Förderung: Größe & Maß")).toBe("foerderung-groesse-mass");
  });
});
