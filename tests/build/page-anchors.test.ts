// The anchors the link check accepts (validate/page-anchors.ts) are exactly the ids every rendered page has:
// a template that adds, renames or drops an id fails here, before links to it are wrongly refused or let through.
import { beforeAll, describe, expect, it } from "vitest";
import type { Site } from "../../generator/model.ts";
import { buildRouteGraph } from "../../generator/routes/route-graph.ts";
import { pageAnchors } from "../../generator/validate/page-anchors.ts";
import type { MemoryWriter } from "../../generator/write/write-output.ts";
import { builtSite, repoRoot, checkSite } from "./project.ts";

let out: MemoryWriter;
let site: Site;
beforeAll(async () => {
  out = builtSite();
  const checked = await checkSite(repoRoot);
  if (!checked.ok) throw new Error("the real site has problems");
  site = checked.value;
});

/** Ids in `html` a link could target: not React's generated ones (`radix-…`, `_roi-R_…`), not SVG gradients. */
function renderedIds(html: string): string[] {
  const ids: string[] = [];
  for (const [, tag, id] of html.matchAll(/<([a-zA-Z0-9]+)\s[^>]*?\bid="([^"]+)"/g)) {
    if (/Gradient$/.test(tag!) || /^(radix-|_)/.test(id!)) continue;
    ids.push(id!);
  }
  return ids;
}

describe("page anchors", () => {
  it("every page of the real site renders exactly the anchors the link check accepts", () => {
    const routes = buildRouteGraph(site);
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const entry = site.pages.find((p) => p.page === route.page)!;
      const computed = [...pageAnchors(route.kind, entry.content[route.lang], (t) => t)].sort();
      const rendered = [...new Set(renderedIds(out.text(route.outputPath)))].sort();
      expect({ path: route.path, ids: computed }).toEqual({ path: route.path, ids: rendered });
    }
  });

  it("includes the FAQ items (item-{c}-{q}) and the sections of info pages", () => {
    const faq = site.pages.find((p) => p.page === "faq")!;
    const anchors = pageAnchors("faq", faq.content.de, (t) => t);
    expect(anchors.has("item-0-0")).toBe(true);
    expect(anchors.has("item-9-9")).toBe(false);
    expect(
      pageAnchors("info", { sections: [{ kind: "text", heading: "Drei Märkte für {x}" }] }, (t) =>
        t.replace("{x}", "75 °C"),
      ),
    ).toContain("drei-maerkte-fuer-75-c");
  });
});
