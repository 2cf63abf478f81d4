// The `#fragment`s a page offers, read from its HTML: the ids its template and the layout render, so a link to an
// anchor is checked against the page as visitors get it, with no list of ids kept beside the templates. The check of
// links (validate/check-pages.ts) renders a page it links into this way before anything is written; the editor reads
// the same ids from the pages sitegen dev wrote (editor/editor-data.ts).
import type { AssetManifest, Lang, PageEntry, Route, Site } from "../model.ts";
import { buildRouteGraph } from "../routes/route-graph.ts";
import type { RenderedAnchors } from "../validate/check-pages.ts";
import type { SiteConfig } from "../validate/schema/site.ts";
import { typesetPage } from "../typeset/typeset.ts";
import { linkableIds } from "./linkable-ids.ts";
import { renderBody } from "./render-page.tsx";

/**
 * The anchors of page `page` in `lang`, rendered from `site` (the frame as pages show it) with `entry`, the page's
 * checked copy when it is not one of the site's shared pages; undefined when the route table has no such route (an
 * article scheduled for later). The bundles' names do not reach an id, so the page is rendered without them: the
 * check of links runs before the assets are bundled, and in `sitegen check` and the editor's check, which bundle none.
 */
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
export function anchorsOf(site: Site): RenderedAnchors {
  let anchors = bySite.get(site);
  if (!anchors) bySite.set(site, (anchors = (page, lang, entry) => renderedAnchors(site, page, lang, entry)));
  return anchors;
}
const bySite = new WeakMap<Site, RenderedAnchors>();

const UNBUNDLED: AssetManifest = {
  css: "",
  chrome: "",
  islands: undefined,
  islandPreloads: [],
  islandChunks: {},
  fonts: [],
};

/** The routes by language and page id, made once per site.yaml and only when a link names an anchor. */
const tables = new WeakMap<SiteConfig, ReadonlyMap<string, Route>>();
function routeTable(config: SiteConfig): ReadonlyMap<string, Route> {
  let table = tables.get(config);
  if (!table) {
    table = new Map(buildRouteGraph({ config }).map((route) => [`${route.lang}\u0000${route.page}`, route]));
    tables.set(config, table);
  }
  return table;
}
