// Page lookup by id, built once per Site: a linear search per link made large sites quadratic.
import type { PageEntry, Site } from "../model.ts";

const indexes = new WeakMap<Site, ReadonlyMap<string, PageEntry>>();

/** The route-table entry with page id `id`, or undefined. */
export function pageById(site: Site, id: string): PageEntry | undefined {
  let index = indexes.get(site);
  if (!index) {
    index = new Map(site.pages.map((p) => [p.page, p]));
    indexes.set(site, index);
  }
  return index.get(id);
}
