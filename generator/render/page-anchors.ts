// The `#fragment`s a page offers, read from its rendered HTML: no list of ids is kept beside the templates.
import type { AssetManifest, Lang, PageEntry, Site } from "../model.ts";
import { buildRouteGraph } from "../routes/route-graph.ts";
import type { RenderedAnchors } from "../validate/check-pages.ts";
import type { SiteConfig } from "../validate/schema/site.ts";
import { typesetPage } from "../typeset/typeset.ts";
import { linkableIds } from "./linkable-ids.ts";
import { renderBody } from "./render-page.tsx";
import { memoized } from "../memo.ts";

/** Undefined for no such route (a scheduled article); without the bundles' names: links are checked before bundling. */
export function renderedAnchors(
  site: Site,
  page: string,
  lang: Lang,
  entry?: PageEntry,
): ReadonlySet<string> | undefined {
  const route = routeTable(site.config).get(`${lang}\u0000${page}`);
  if (!route) return undefined;
  const pages = entry ? [...site.pages.filter((p) => p.page !== page), typesetPage(entry)] : site.pages;
  try {
    return linkableIds(renderBody({ ...site, pages }, route, UNBUNDLED).body);
  } catch {
    // The frame has problems the page cannot be rendered with (a teaser of an article that failed its check): the
    // links to its anchors are checked once they are fixed. On a frame without problems the build's own rendering
    // of the page would throw the same error and report it.
    return undefined;
  }
}

/** `renderedAnchors` of `site`, one function per frame, so that what was read through it is kept while it lasts. */
export const anchorsOf = memoized(
  (site: Site): RenderedAnchors =>
    (page, lang, entry) =>
      renderedAnchors(site, page, lang, entry),
);

const UNBUNDLED: AssetManifest = {
  css: "",
  chrome: "",
  islands: undefined,
  islandPreloads: [],
  islandChunks: {},
  fonts: [],
};

/** The routes by language and page id, made once per site.yaml and only when a link names an anchor. */
const routeTable = memoized(
  (config: SiteConfig) =>
    new Map(buildRouteGraph({ config }).map((route) => [`${route.lang}\u0000${route.page}`, route])),
);
