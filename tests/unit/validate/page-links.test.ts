// The links of a page's copy, read by the one link grammar, and the addresses a link may not name.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { linkIn, type CopyLink } from "../../../generator/validate/page-links.ts";
import { walkFields } from "../../../generator/validate/schema/walk.ts";
import { parseLink, refusedUrl } from "../../../generator/validate/links.ts";
import type { SiteConfig } from "../../../generator/validate/schema/site.ts";
import { linkableIds } from "../../../generator/render/linkable-ids.ts";
import { slug } from "../../../generator/validate/schema/slug.ts";
import { pageKind } from "../../../generator/page-kinds.ts";
import type { PageKind } from "../../../generator/model.ts";

const config = parse(readFileSync(new URL("../../../site.yaml", import.meta.url), "utf8")) as SiteConfig;

describe("the links of a page's copy, in one grammar", () => {
  it.each<[PageKind, unknown, string[][], string]>([
    // kind, copy, expected links, why
    [
      "info",
      { hero: { cta: { label: "x", to: "faq#item-0-1" } } },
      [["hero.cta.to", "faq#item-0-1", "to"]],
      "a to: with a fragment",
    ],
    ["info", { hero: { cta: { label: "x", to: "ext:booking" } } }, [["hero.cta.to", "ext:booking", "to"]], "ext:"],
    [
      "blog",
      { top: { heading: "x", articles: [{ to: "#" }, "meta-odense"] } },
      [["top.articles.1", "meta-odense", "article"]],
      "an announced article links nowhere yet; an article id is a link",
    ],
    [
      "legal",
      { content: '<p><a href="/datenschutz#rechte">x</a> <a href="https://www.x.ch/faq">y</a></p>' },
      [
        ["content", "/datenschutz#rechte", "href"],
        ["content", "https://www.x.ch/faq", "href"],
      ],
      "an internal href and an address in legal HTML",
    ],
    ["legal", { content: '<a href="mailto:{company.email}">y</a>' }, [], "mailto is no page"],
    [
      "info",
      { sections: [{ kind: "text", heading: "x", paragraphs: ['see <a href="#kosten">costs</a>'] }] },
      [["sections.0.paragraphs.0", "#kosten", "href"]],
      "a fragment of the same page, in any copy field",
    ],
  ])("%s %j → %j (%s)", (kind, copy, expected) => {
    const links: CopyLink[] = [];
    walkFields(pageKind(kind).schema, copy, (node, path, role) => linkIn(links, node, path, role));
    expect(links.map((l) => [l.path.join("."), l.target, l.form])).toEqual(expected);
  });

  it.each<[string, boolean, object, string]>([
    // target, as an href?, what it names, why
    ["faq#item-1-4", false, { kind: "page", page: "faq", anchor: "item-1-4" }, "a page id with its anchor"],
    ["/datenschutz#rechte", true, { kind: "path", path: "/datenschutz", anchor: "rechte" }, "a path with its anchor"],
    ["#kosten", true, { kind: "path", path: "", anchor: "kosten" }, "this page's anchor"],
    ["ext:booking", false, { kind: "ext", name: "booking" }, "an external address of site.yaml"],
    ["https://x.ch/a", true, { kind: "url", url: "https://x.ch/a" }, "an address"],
  ])("%s (href: %s) → %j (%s)", (target, href, link) => {
    expect(parseLink(target, href)).toEqual(link);
  });

  it.each<[string, "to" | "href", object | undefined, string]>([
    // address, written as, what it is refused with, why
    ["https://www.rechenwaerme.example/faq", "to", { reason: "own", write: "to: faq" }, "the site's own page"],
    [
      "https://rechenwaerme.example/en/faq#item-0-1",
      "href",
      { reason: "own", write: 'href="/en/faq#item-0-1"' },
      "without www, with an anchor",
    ],
    [
      "https://www.rechenwaerme.example/wirtschaftlichkeit",
      "href",
      { reason: "own", write: 'href="/wirtschaftlichkeit"' },
      "a path of the site",
    ],
    ["https://docs.example.com/x", "to", { reason: "example", write: undefined }, "a domain reserved for examples"],
    ["https://forms.rechenwaerme.example/kontakt", "href", undefined, "an address of external:, judged in site.yaml"],
    ["https://www.linkedin.com/company/x", "to", undefined, "another site"],
  ])("%s as %s → %j (%s)", (url, form, refused) => {
    expect(refusedUrl(url, config, form)).toEqual(refused);
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
