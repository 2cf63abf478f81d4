// Page lookups by id, built once per Site or route table: a linear search per link made large sites quadratic.
import type { PageEntry, Site } from "../model.ts";
import type { RouteConfig, SiteConfig } from "../validate/schema/site.ts";
import { memoized } from "../memo.ts";

const pagesOf = memoized((site: Site) => new Map(site.pages.map((p) => [p.page, p])));

export const pageById = (site: Site, id: string): PageEntry | undefined => pagesOf(site).get(id);

// The first of a duplicate id wins.
const routesOf = memoized(
  (config: Pick<SiteConfig, "routes">) => new Map([...config.routes].reverse().map((r) => [r.page, r])),
);

/** By the route table, not the pages: a render thread's Site holds only some pages (pool/), yet links to any. */
export const routeById = (config: Pick<SiteConfig, "routes">, id: string): RouteConfig | undefined =>
  routesOf(config).get(id);
