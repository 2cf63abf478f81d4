// Which links of a page's copy the build checks against the route table and the anchors.
import { describe, expect, it } from "vitest";
import { anchoredLinks, copyLinks } from "../../../generator/validate/internal-links.ts";
import { pageAnchors } from "../../../generator/validate/page-anchors.ts";
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

describe("pageAnchors", () => {
  it.each<[PageKind, unknown, string[], string]>([
    [
      "faq",
      { faqs: [{ category: "Technik", questions: [{}, {}] }] },
      ["item-0-0", "item-0-1", "faq-0", "technik-heading"],
      "FAQ items count from 0",
    ],
    [
      "info",
      { sections: [{ id: "kosten", heading: "Kosten" }, { heading: "Drei Märkte" }] },
      ["kosten", "kosten-heading", "drei-maerkte"],
      "an info section's id, else its heading",
    ],
  ])("%s %j has %j (%s)", (kind, content, expected) => {
    expect([...pageAnchors(kind, content, (t) => t)]).toEqual(expect.arrayContaining(expected));
  });

  it("gives legal pages no anchors of their own: the sanitiser drops ids in legal HTML", () => {
    expect([...pageAnchors("legal", { content: '<h2 id="x">' }, (t) => t)].sort()).toEqual(["main", "page-title"]);
  });

  it("slugs headings like the templates", () => {
    expect(slug("Förderung: Größe & Maß")).toBe("foerderung-groesse-mass");
  });
});
