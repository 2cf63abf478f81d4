// Page lookups by id, built once per Site or route table: a linear search per link made large sites quadratic.
import type { PageContent, Route, Site } from "../model.ts";
import type { RouteConfig, SiteConfig } from "../validate/schema/site.ts";
import { memoized } from "../memo.ts";

const pagesOf = memoized((site: Site) => new Map(site.pages.map((p) => [p.page, p])));

/** The copy a route shows: its page's, in its language. */
export const routeContent = (site: Site, route: Pick<Route, "page" | "lang">): PageContent =>
  pagesOf(site).get(route.page)!.content[route.lang]!;

// The first of a duplicate id wins.
const routesOf = memoized(
  (config: Pick<SiteConfig, "routes">) => new Map([...config.routes].reverse().map((r) => [r.page, r])),
);

/** By the route table, not the pages: a render thread's Site holds only some pages (pool/), yet links to any. */
export const routeById = (config: Pick<SiteConfig, "routes">, id: string): RouteConfig | undefined =>
  routesOf(config).get(id);
