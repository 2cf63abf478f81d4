// Site → Route[]: every page in every language it exists in, with its switch target and crumbs.
import type { Lang, Route, Site } from "../model.ts";
import { breadcrumbsFor } from "./breadcrumbs.ts";
import { counterpartPath, languagePairs } from "./switch-language.ts";
import { pageFeatures } from "../page-kinds.ts";

/** Sorted by path, so every later list is stable; from site.yaml alone; none for `leaveOut` (scheduled articles). */
export function buildRouteGraph(site: Pick<Site, "config">, leaveOut: readonly { page: string }[] = []): Route[] {
  const pairs = languagePairs(site.config.routes);
  const labels = { segments: site.config.breadcrumbs, home: site.config.breadcrumbHome };
  const left = new Set(leaveOut.map((p) => p.page));
  const routes: Route[] = [];
  for (const entry of site.config.routes) {
    if (left.has(entry.page)) continue;
    for (const lang of ["de", "en"] as const) {
      const path = entry[lang];
      if (path === undefined) continue;
      const alternates: Partial<Record<Lang, string>> =
        entry.en === undefined ? { de: entry.de } : { de: entry.de, en: entry.en };
      routes.push({
        path,
        lang,
        page: entry.page,
        kind: entry.kind,
        counterpart: counterpartPath(path, pairs),
        alternates,
        // Pages outside the shared layout (the legal pages, in both languages) have no bar.
        crumbs: breadcrumbsFor(path, labels, { hidden: pageFeatures(entry.kind).layout === "bare" }),
        outputPath: outputPathFor(path),
      });
    }
  }
  // Paths are /[a-z0-9-/]* (validate/schema/site.ts): code-unit order is localeCompare's there, without ICU's collator.
  return routes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** "/" → "index.html", "/en/faq" → "en/faq.html": a file, not a folder, lets every host answer the one spelling. */
export function outputPathFor(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}
