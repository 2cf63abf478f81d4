// Sources → Site, or every Problem found in every file.
import type { BuildCache } from "../build-cache.ts";
import type { Checked, PageEntry, Problem, Site, SourceFile, Sources } from "../model.ts";
import { problem } from "../problem-catalogue.ts";
import { checkFile } from "./check-file.ts";
import { checkPageRange, checkUi, contentPath, locatedIn, type PageInput } from "./check-pages.ts";
import { checkBreadcrumbs, checkNavigation, checkRoutes, type PathProblem } from "./cross-checks.ts";
import { renamedFigures } from "./renamed-figures.ts";
import { siteSchema, type SiteConfig } from "./schema/site.ts";

/**
 * Checks routes [from, to) of site.yaml and returns their pages and problems: on this thread (the default), or
 * spread over worker threads for a large site (generator/pool/), each opening the files of its share itself.
 */
export type PageChecker = (
  job: PageCheckJob,
  here: (from: number, to: number) => PageRange,
) => Promise<readonly PageRange[]>;

export interface PageCheckJob {
  readonly root: string;
  readonly contentPaths: readonly string[];
  readonly siteText: string;
  readonly config: SiteConfig;
}

export interface PageRange {
  readonly pages: readonly PageEntry[];
  readonly problems: readonly Problem[];
}

/** On this thread, in ranges of 64 routes: each range's files are dropped once it is checked, so a large site's texts are never all held. */
const checkHere: PageChecker = async (job, here) => {
  const routes = job.config.routes.length;
  return Array.from({ length: Math.ceil(routes / 64) }, (_, i) => here(i * 64, Math.min(routes, (i + 1) * 64)));
};

/** The typed, readonly Site built from `sources`, or every problem found in any file. */
export async function validateSite(
  sources: Sources,
  options: { readonly cache?: BuildCache | undefined; readonly checkPages?: PageChecker | undefined } = {},
): Promise<Checked<Site>> {
  const { cache, checkPages = checkHere } = options;
  const problems: Problem[] = [...sources.problems];
  if (!sources.site || problems.length > 0) return { ok: false, problems };

  const checkedConfig = validateConfig(
    sources.site,
    cache,
    () =>
      new Map(
        sources.contentPaths.flatMap((path) => (sources.file(path) ? [[path, sources.file(path)!] as const] : [])),
      ),
  );
  if (!checkedConfig.ok) return { ok: false, problems: [...problems, ...checkedConfig.problems] };
  const config = checkedConfig.value;
  problems.push(...checkedConfig.problems);
  const input: PageInput = { config, siteFile: sources.site, problems, file: sources.file, cache };
  const ui = { de: checkUi("de", input), en: checkUi("en", input) };
  const here = (from: number, to: number): PageRange => {
    const found: Problem[] = [];
    return {
      pages: checkPageRange({ ...input, problems: found, file: cache ? sources.file : sources.scope() }, from, to),
      problems: found,
    };
  };
  const ranges = await checkPages(
    { root: sources.root, contentPaths: sources.contentPaths, siteText: sources.site.text, config },
    here,
  );
  const pages = ranges.flatMap((r) => r.pages);
  for (const range of ranges) problems.push(...range.problems);
  for (const found of problems) if (found.at) sources.file(found.at.file); // read here too, for the code frame, when another thread found it
  problems.push(...unusedFiles(config, sources));

  if (problems.length > 0 || !ui.de || !ui.en) return { ok: false, problems };
  return { ok: true, value: deepFreeze({ config, pages, ui: { de: ui.de, en: ui.en } }) };
}

/**
 * site.yaml checked against its schema and its own cross-checks (routes, navigation, breadcrumbs). Schema
 * problems stop here; cross-check problems come with the config, since the pages can still be checked.
 */
function validateConfig(
  siteFile: SourceFile,
  cache: BuildCache | undefined,
  contentFiles: () => ReadonlyMap<string, SourceFile>,
): { ok: true; value: SiteConfig; problems: readonly Problem[] } | { ok: false; problems: readonly Problem[] } {
  let config: SiteConfig;
  if (cache?.config?.text === siteFile.text) config = cache.config.config;
  else {
    const checkedConfig = checkFile(siteFile, siteFile.value, siteSchema, siteDocs);
    if (!checkedConfig.ok) {
      const renamed = renamedFigures(siteFile, contentFiles()); // root cause first: one problem where a figure was renamed (#13)
      return {
        ok: false,
        problems: [...renamed.problems, ...checkedConfig.problems.filter((p) => !renamed.covers(p))],
      };
    }
    config = deepFreeze(checkedConfig.value);
    if (cache) cache.config = { text: siteFile.text, config };
  }
  const fromSite = (list: PathProblem[]) => list.map((p) => locatedIn(siteFile, p));
  return {
    ok: true,
    value: config,
    problems: [
      ...fromSite(checkRoutes(config)),
      ...fromSite(checkNavigation(config)),
      ...fromSite(checkBreadcrumbs(config)),
    ],
  };
}

/** The section of content/README.md that explains a key of site.yaml. */
function siteDocs(path: readonly PropertyKey[]): string {
  if (path[0] === "figures" || path[0] === "terms" || path[0] === "privacy") return "figure";
  if (path[0] === "routes" || path[0] === "navigation" || path[0] === "breadcrumbs") return "add-page";
  return "placeholder";
}

/** Files under content/ that no route of site.yaml (and no ui.yaml) uses, and what is wrong with their YAML. */
function unusedFiles(config: SiteConfig, sources: Sources): Problem[] {
  const used = new Set(["site.yaml", "content/de/ui.yaml", "content/en/ui.yaml"]);
  for (const route of config.routes) {
    used.add(contentPath(route, "de"));
    if (route.en !== undefined) used.add(contentPath(route, "en"));
  }
  return sources.contentPaths
    .filter((path) => !used.has(path))
    .flatMap((path) => [
      problem("ContentFileUnused", { path }, { file: path, line: 1, column: 1 }),
      ...(sources.file(path)?.problems ?? []),
    ]);
}

export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
