// Published URLs never break silently. published.yaml lists every path the site has published, by page id; a
// listed path that is no longer a route's path nor one of its `formerly:` paths would answer 404 wherever it is
// linked or bookmarked, so it is a problem: at the route of that page (a renamed slug: add `formerly:`), or at
// the list's line when the page is gone.
import { locate } from "../load/locate.ts";
import type { Problem, SourceFile } from "../model.ts";
import { problem } from "../problems/index.ts";
import type { SiteConfig } from "./schema/site.ts";

/** The problems of paths in `published` that the route table no longer answers. */
export function brokenPublishedPaths(published: SourceFile, siteFile: SourceFile, config: SiteConfig): Problem[] {
  const listed = published.value;
  if (listed === null || typeof listed !== "object" || Array.isArray(listed)) {
    return [
      problem(
        "ValueType",
        { path: "published.yaml", found: "no mapping", expected: "page ids, each with a list of paths", about: "" },
        { file: published.path, line: 1, column: 1 },
        "rename-page",
      ),
    ];
  }
  const answered = new Set(
    config.routes.flatMap((r) => [r.de, ...(r.en === undefined ? [] : [r.en]), ...(r.formerly ?? [])]),
  );
  const problems: Problem[] = [];
  for (const [page, paths] of Object.entries(listed as Record<string, unknown>)) {
    for (const [k, path] of (Array.isArray(paths) ? paths : [paths]).entries()) {
      if (typeof path !== "string" || answered.has(path)) continue;
      const listedAt = locate(published, [page, k]);
      const i = config.routes.findIndex((r) => r.page === page);
      const route = config.routes[i];
      const english = path === "/en" || path.startsWith("/en/");
      problems.push(
        route
          ? problem(
              "PublishedPathBroken",
              {
                path,
                listed: `${published.path}:${listedAt.line}`,
                page,
                now: (english ? route.en : route.de) ?? route.de,
              },
              locate(siteFile, ["routes", i, english && route.en !== undefined ? "en" : "de"]),
            )
          : problem(
              "PublishedPathBroken",
              { path, listed: `${published.path}:${listedAt.line}`, page, now: undefined },
              listedAt,
            ),
      );
    }
  }
  return problems;
}
