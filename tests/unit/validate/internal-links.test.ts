// Which links of a page's copy the build checks against the route table and the anchors.
import { describe, expect, it } from "vitest";
import { internalLinks } from "../../../generator/validate/internal-links.ts";
import { pageAnchors, slug } from "../../../generator/validate/page-anchors.ts";
import type { PageKind } from "../../../generator/validate/schema/pages.ts";

describe("internalLinks", () => {
  it.each<[unknown, string[][], string]>([
    // copy, expected links, why
    [{ cta: { label: "x", to: "faq#item-0-1" } }, [["cta.to", "faq#item-0-1", "to"]], "a to: with a fragment"],
    [{ cta: { label: "x", to: "faq" } }, [], "a page id alone is checkLinks' job (cross-checks.ts)"],
    [{ articles: [{ to: "#" }] }, [], "an announced article links nowhere yet"],
    [
      { content: '<p><a href="/datenschutz#rechte">x</a></p>' },
      [["content", "/datenschutz#rechte", "href"]],
      "an internal href in legal HTML",
    ],
    [
      { content: '<a href="https://example.org/">x</a> <a href="mailto:{company.email}">y</a>' },
      [],
      "external and mailto links are sitegen check's",
    ],
    [
      { a: ['see <a href="#kosten">costs</a>'] },
      [["a.0", "#kosten", "href"]],
      "a fragment of the same page, in any copy field",
    ],
  ])("%j → %j (%s)", (copy, expected) => {
    expect(internalLinks(copy).map((l) => [l.path.join("."), l.target, l.form])).toEqual(expected);
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
