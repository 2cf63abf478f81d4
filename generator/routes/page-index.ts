// Page lookups by id, built once per Site or route table: a linear search per link made large sites quadratic.
import type { PageEntry, Site } from "../model.ts";
import type { RouteConfig, SiteConfig } from "../validate/schema/site.ts";

const pages = new WeakMap<Site, ReadonlyMap<string, PageEntry>>();
const routes = new WeakMap<object, ReadonlyMap<string, RouteConfig>>();

export function pageById(site: Site, id: string): PageEntry | undefined {
  let index = pages.get(site);
  if (!index) {
    index = new Map(site.pages.map((p) => [p.page, p]));
    pages.set(site, index);
  }
  return index.get(id);
}

/**
 * The route-table entry of page `id`. Links resolve through the route table, not through the pages: a render
 * thread's Site holds only the pages it renders and those others show (generator/pool/), yet links to any page.
 */
export function routeById(config: Pick<SiteConfig, "routes">, id: string): RouteConfig | undefined {
  let index = routes.get(config);
  if (!index) {
    index = new Map([...config.routes].reverse().map((r) => [r.page, r])); // the first of a duplicate id wins
    routes.set(config, index);
  }
  return index.get(id);
}
