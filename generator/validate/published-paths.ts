// Published URLs never break silently: a path of published.yaml that no route answers (as its path or `formerly:`)
// is a problem at the page's route, or at the list's line when the page is gone; one another route answers, there.
import { locate } from "../load/locate.ts";
import type { Problem, SourceFile } from "../model.ts";
import { problem } from "../problems/index.ts";
import { isEnglishPath } from "../routes/switch-language.ts";
import type { SiteConfig } from "./schema/site.ts";

export function brokenPublishedPaths(published: SourceFile, siteFile: SourceFile, config: SiteConfig): Problem[] {
  const listed = published.value;
  if (listed === null || typeof listed !== "object" || Array.isArray(listed)) {
    const facts = { path: "published.yaml", found: "no mapping", expected: "page ids, each with a list of paths" };
    return [problem("ValueType", { ...facts, about: "" }, { file: published.path, line: 1, column: 1 }, "rename-page")];
  }
  const answered = new Map<string, { page: string; at: readonly (string | number)[] }>();
  config.routes.forEach((r, i) => {
    for (const lang of ["de", "en"] as const)
      if (r[lang] !== undefined) answered.set(r[lang], { page: r.page, at: [i, lang] });
    r.formerly?.forEach((path, k) => answered.set(path, { page: r.page, at: [i, "formerly", k] }));
  });
  const problems: Problem[] = [];
  for (const [page, paths] of Object.entries(listed as Record<string, unknown>)) {
    for (const [k, path] of (Array.isArray(paths) ? paths : [paths]).entries()) {
      if (typeof path !== "string") continue;
      const by = answered.get(path);
      const i = config.routes.findIndex((r) => r.page === page);
      const route = config.routes[i];
      if (by && (!route || by.page === page)) continue; // located only for a problem: locating parses the file again
      const listedAt = locate(published, [page, k]);
      const facts = { path, listed: `${published.path}:${listedAt.line}`, page };
      if (by) {
        const at = locate(siteFile, ["routes", ...by.at]);
        problems.push(problem("PublishedPathElsewhere", { ...facts, other: by.page }, at));
        continue;
      }
      const lang = isEnglishPath(path) && route?.en !== undefined ? "en" : "de";
      const at = route ? locate(siteFile, ["routes", i, lang]) : listedAt;
      problems.push(problem("PublishedPathBroken", { ...facts, now: route?.[lang] }, at));
    }
  }
  return problems;
}
