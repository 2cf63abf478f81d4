// A link to an anchor (`to: faq#item-0-1`, `href="/faq#item-0-1"`) is checked against the ids its target page renders,
// read from the page rendered before anything is written (generator/render/page-anchors.ts): no list of ids is kept
// beside the templates, so a template that adds, renames or drops an id changes what links may name at once.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hintOf, messageOf } from "../../generator/problems/index.ts";
import type { Site } from "../../generator/model.ts";
import { linkableIds } from "../../generator/render/linkable-ids.ts";
import { renderedAnchors } from "../../generator/render/page-anchors.ts";
import { renderPages, UnresolvedLink } from "../../generator/render/render-page.tsx";
import { configFor } from "../../generator/options.ts";
import { buildRouteGraph } from "../../generator/routes/route-graph.ts";
import { openSite } from "../../generator/site.ts";
import { typesetSite } from "../../generator/typeset/typeset.ts";
import { builtSite, NO_ASSETS, realSite, repoRoot } from "./project.ts";

const out = builtSite();
const site = typesetSite(await realSite());

/** The problems of the real site with `edits` (file → [from, to]) made in memory, as `sitegen check` finds them. */
async function problemsWith(edits: Record<string, readonly [string, string]>) {
  const texts = new Map(
    Object.entries(edits).map(([file, [from, to]]) => {
      const text = readFileSync(`${repoRoot}/${file}`, "utf8");
      expect(text).toContain(from);
      return [file, text.replace(from, to)] as const;
    }),
  );
  const opened = await openSite(configFor({ root: repoRoot, codeRoot: repoRoot, command: "check" }), { texts });
  const checked = opened.check();
  return checked.ok ? [] : checked.problems;
}

describe("page anchors", () => {
  it("are, for every page of the real site, the ids of the page as built", () => {
    const routes = buildRouteGraph(site);
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const checked = [...(renderedAnchors(site, route.page, route.lang) ?? [])].sort();
      const built = [...linkableIds(out.text(route.outputPath))].sort();
      expect(built).toContain("page-title");
      expect({ path: route.path, ids: checked }).toEqual({ path: route.path, ids: built });
    }
  });

  // content/README.md#links lists the anchors maintainers need most, per page kind: each is rendered on the pages
  // of its kind ("every page": on all of them; a kind's example, like an info section's `#vergleich`: on one).
  it("named in content/README.md's table are rendered on the pages of their kind", () => {
    const readme = readFileSync(`${repoRoot}/content/README.md`, "utf8");
    const table = readme.slice(
      readme.indexOf("The anchors you will need most:"),
      readme.indexOf('<a id="change-text">'),
    );
    const rows = [...table.matchAll(/^\| ([a-z][\w-]*(?: page)?) +\| (.+) \|$/gm)]; // not the heading nor its rule
    expect(rows.map(([, kind]) => kind)).toEqual(expect.arrayContaining(["every page", "home", "faq", "article"]));
    const routes = buildRouteGraph(site);
    let named = 0;
    for (const [, kind, cell] of rows) {
      const pages = routes.filter((route) => kind === "every page" || route.kind === kind);
      expect(pages.length, `pages of the kind ${kind}`).toBeGreaterThan(0);
      const ids = pages.map((route) => linkableIds(out.text(route.outputPath)));
      // An anchor after "→" is a rule's example (a heading's slug), not an id of this site's pages.
      for (const [, id] of cell!.matchAll(/(?<!→ )`#([\w-]+)`/g)) {
        named++;
        const on = ids.filter((of) => of.has(id!)).length;
        if (kind === "every page") expect(on, `#${id} on every page`).toBe(pages.length);
        else expect(on, `#${id} on a page of the kind ${kind}`).toBeGreaterThan(0);
      }
    }
    expect(named).toBeGreaterThan(15);
  });

  it("let a link name any id its page renders, in a page's copy and in the frame's (the home page)", async () => {
    const problems = await problemsWith({
      "content/de/economics.yaml": ["to: home#roi-tools", "to: technology#sizes-heading"],
      "content/en/economics.yaml": ["to: home#roi-tools", "to: technology#sizes-heading"],
      "content/de/home.yaml": ['to: "success-stories"', 'to: "faq#item-1-6"'],
      "content/en/home.yaml": ['to: "success-stories"', 'to: "faq#item-1-6"'],
    });
    expect(problems).toEqual([]);
  });

  it("refuse an id the page does not render, at the link, with the id it most likely meant", async () => {
    const problems = await problemsWith({
      "content/de/economics.yaml": ["to: home#roi-tools", "to: technology#sizes-headline"],
      "content/en/economics.yaml": ["to: home#roi-tools", "to: technology#sizes-headline"],
    });
    expect(problems.map((p) => [p.code, p.at?.file, hintOf(p).match(/`#[^`]+`/)?.[0]])).toEqual([
      ["LinkAnchorMissing", "content/de/economics.yaml", "`#sizes-heading`"],
      ["LinkAnchorMissing", "content/en/economics.yaml", "`#sizes-heading`"],
    ]);
  });

  it('are not read from a link a template cannot resolve: rendering stops with the problem, never with href="#"', () => {
    const { linkedin: _, ...external } = site.config.external;
    const without = { ...site, config: { ...site.config, external } } as Site;
    const route = buildRouteGraph(without).find((r) => r.path === "/")!;
    let thrown: unknown;
    try {
      renderPages(without, [route], NO_ASSETS);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UnresolvedLink);
    expect((thrown as UnresolvedLink).report.problems.map((p) => [p.code, messageOf(p)])).toEqual([
      ["LinkTargetUnknown", "unknown external link `ext:linkedin`, in the template of /"],
    ]);
  });
});
