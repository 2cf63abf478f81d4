// sitegen check: dist/ against the route table: pairs, alternates, sitemap, links, budgets, third-party URLs.
import { readFile, readdir } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { LinkChecker } from "linkinator";
import { unbuiltRefusal, type Config } from "../cli/config.ts";
import { serveDist } from "../dev/serve.ts";
import type { Problem, Route } from "../model.ts";
import { problem, toText } from "../problems/index.ts";
import { openSite } from "../site.ts";
import { checkTranslations } from "../translations/problems.ts";
import { unusedNames } from "../typeset/names.ts";
import { locate } from "../load/locate.ts";
import { baseUrlOf, pageFacts, type PageFacts } from "./page-facts.ts";
import { pageFeatures } from "../page-kinds.ts";

const BUDGETS = { jsPlainPage: 5 * 1024, jsIslandPage: 90 * 1024, cssSite: 20 * 1024 } as const;

/** The command: `config` is resolved and checked by cli/config.ts (--out, --base-url, --external, --quiet, --strict). */
export async function runCheck(config: Config): Promise<0 | 1> {
  const { out: dist } = config;
  const unbuilt = unbuiltRefusal(config);
  if (unbuilt) {
    console.error(unbuilt);
    return 1;
  }
  const site = await openSite(config); // the route table, as the build made it
  const checked = site.check();
  const framed = site.framed();
  if (!checked.ok || !framed) {
    console.error(toText(site.problems(), "Nothing was checked: the content has problems; fix them and build again."));
    return 1;
  }
  // The URLs in dist/ carry the base URL the build was given (--base-url, SITE_BASE_URL), which may not be site.yaml's.
  const home = await readFile(join(dist, "index.html"), "utf8").catch(() => "");
  const { config: siteConfig, siteFile } = framed.frame; // the checked site.yaml
  const baseUrl = config.baseUrl ?? baseUrlOf(home) ?? siteConfig.baseUrl;
  const sizes = new Map<string, ScriptSize>();
  const names = unusedNames(siteConfig);
  const problems = await checkDist(dist, framed.routes, baseUrl.replace(/\/$/, ""), config.external, sizes, (html) =>
    names.see(html),
  );
  if (!config.quiet) console.log(formatSizes(sizes));
  const translations = checkTranslations(site);
  // The build's warnings, the translations' and the names no page shows, each once (a figure typed by hand is both).
  const warnings = site.report([
    ...(checked.warnings ?? []),
    ...translations.warnings,
    ...names
      .unused()
      .map((i) => problem("NameUnused", { name: siteConfig.names[i]!.name }, locate(siteFile, ["names", i]))),
  ]);
  problems.push(...translations.problems, ...(config.strict ? warnings.problems : []));
  if (!config.strict && warnings.problems.length > 0) console.error(toText(warnings));
  if (problems.length > 0) console.error(toText(site.report(problems), "dist/ was not changed."));
  else console.log("check: route pairs, alternates, sitemap, links, budgets and origins are fine.");
  return problems.length === 0 ? 0 : 1;
}

export async function checkDist(
  dist: string,
  routes: readonly Route[],
  baseUrl: string,
  external = false,
  sizes = new Map<string, ScriptSize>(),
  onPage: (html: string) => void = () => {},
): Promise<Problem[]> {
  const problems: Problem[] = [];
  const files = new Set((await readdir(dist, { recursive: true })).map((f) => f.split("\\").join("/")));
  const pathExists = (path: string) => (path === "/" ? files.has("index.html") : files.has(`${path.slice(1)}.html`));
  const routePaths = new Set(routes.map((r) => r.path));
  const linkedFrom = new Map<string, Set<string>>(); // internal href → the routes whose HTML has it

  for (const route of routes) {
    if (!files.has(route.outputPath)) {
      problems.push(problem("CheckPageMissing", { path: route.path, file: route.outputPath }));
      continue;
    }
    const html = await readFile(join(dist, route.outputPath), "utf8");
    onPage(html);
    const facts = pageFacts(html);
    for (const href of facts.hrefs) linkedFrom.set(href, (linkedFrom.get(href) ?? new Set()).add(route.path));
    const wrong = (what: string, target: string) =>
      problems.push(problem("CheckLinkTarget", { page: route.path, what, target }));
    if (pageFeatures(route.kind).layout !== "bare" && (facts.switchTo === undefined || !pathExists(facts.switchTo)))
      wrong("DE/EN switch", facts.switchTo ?? "nothing");
    for (const { rel, href } of facts.alternates) {
      const path = href.startsWith(baseUrl) ? href.slice(baseUrl.length) || "/" : href;
      if (!pathExists(path)) wrong(rel === "canonical" ? "canonical URL" : "hreflang alternate", href);
    }
    const size = await scriptSizes(dist, facts);
    sizes.set(route.path, size);
    problems.push(...budgetProblems(route.path, size));
    // Resources fetched on load from another origin (docs/architecture.md §2.6), and inline scripts.
    problems.push(...facts.foreign.map((url) => problem("CheckForeignOrigin", { page: route.path, url })));
    if (facts.inlineScripts > 0) problems.push(problem("CheckForeignOrigin", { page: route.path, url: "" }));
  }

  const sitemap = await readFile(join(dist, "sitemap.xml"), "utf8").catch(() => "");
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(baseUrl.length) || "/"));
  for (const path of routePaths) if (!listed.has(path)) problems.push(problem("CheckSitemap", { path, listed: false }));
  for (const path of listed) if (!routePaths.has(path)) problems.push(problem("CheckSitemap", { path, listed: true }));

  const css = [...files].filter((f) => f.endsWith(".css"));
  let cssBytes = 0;
  for (const file of css) {
    const text = await readFile(join(dist, file), "utf8");
    cssBytes += gzipSync(text).length;
    for (const [, , url] of text.matchAll(/url\(\s*["']?(https?:)?\/\/([^"')]+)/g))
      problems.push(problem("CheckForeignOrigin", { page: file, url: `//${url}` }));
  }
  problems.push(...overBudget("the CSS of the site", cssBytes, BUDGETS.cssSite, "styles/"));

  problems.push(...(await linkProblems(dist, external, linkedFrom, routePaths)));
  return problems;
}

/** One line per page: the gzip bytes of JavaScript it loads, and of what its islands fetch when they hydrate. */
function formatSizes(sizes: ReadonlyMap<string, ScriptSize>): string {
  const width = Math.max(...[...sizes.keys()].map((p) => p.length));
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(5);
  const lines = [...sizes].map(
    ([page, s]) =>
      `  ${page.padEnd(width)}  ${kb(s.bytes)} KB of ${BUDGETS.jsPlainPage / 1024} KB${s.islands ? `  (islands: ${kb(s.hydrated ?? s.bytes)} KB of ${BUDGETS.jsIslandPage / 1024} KB once hydrated)` : ""}`,
  );
  return `JavaScript per page, gzip:\n${lines.join("\n")}`;
}

/** Gzip bytes of the scripts a page loads with its HTML and, with `hydrated`, of everything once its islands have hydrated. */
export interface ScriptSize {
  readonly bytes: number;
  readonly islands: boolean;
  readonly hydrated?: number;
}

async function scriptSizes(dist: string, facts: PageFacts): Promise<ScriptSize> {
  const srcs = new Set(facts.scripts);
  let bytes = 0;
  const seen = new Set<string>();
  const lazy: string[] = [];
  const add = async (src: string): Promise<void> => {
    if (seen.has(src)) return;
    seen.add(src);
    const code = await readFile(join(dist, src), "utf8").catch(() => "");
    bytes += gzipSync(code).length;
    // Static imports of chunks load with the entry, so they count too; dynamic ones load when an island hydrates.
    for (const [, chunk] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) await add(`/assets/${chunk}`);
    // The entry's dynamic import is React's chunk; an island's own chunks are named by its data-chunks attribute.
    if (atLoad === undefined)
      for (const [, chunk] of code.matchAll(/import\(\s*"\.\/([^"]+\.js)"\s*\)/g)) lazy.push(`/assets/${chunk}`);
  };
  let atLoad: number | undefined;
  for (const src of srcs) await add(src);
  atLoad = bytes;
  lazy.push(...facts.islandChunks);
  for (const src of lazy) await add(src);
  return { bytes: atLoad, islands: facts.hasIslands, hydrated: bytes };
}

/** Over-budget JavaScript on a page (docs/architecture.md §4): at load on every page, and once every island has hydrated. */
function budgetProblems(page: string, { bytes, islands, hydrated = bytes }: ScriptSize): Problem[] {
  const source = islands ? "client/main.ts and client/chrome.ts" : "client/chrome.ts";
  const hydrating = `the JavaScript ${page} fetches once its islands hydrate`;
  return [
    ...overBudget(`the JavaScript ${page} loads`, bytes, BUDGETS.jsPlainPage, source),
    ...(islands ? overBudget(hydrating, hydrated, BUDGETS.jsIslandPage, "client/ and templates/islands/") : []),
  ];
}

const overBudget = (what: string, bytes: number, budget: number, source: string): Problem[] =>
  bytes > budget ? [problem("CheckBudget", { what, bytes, budget, source })] : [];

/** Broken links and assets, each once, pages named in their one spelling (linkinator also follows `/impressum/`). */
async function linkProblems(
  dist: string,
  external: boolean,
  linkedFrom: ReadonlyMap<string, ReadonlySet<string>>,
  routePaths: ReadonlySet<string>,
): Promise<Problem[]> {
  const server = await serveDist({ dir: dist, port: 0 });
  try {
    const { port } = server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const checker = new LinkChecker();
    const result = await checker.check({
      path: `${origin}/`,
      recurse: true,
      checkFragments: true,
      concurrency: 8,
      linksToSkip: async (link) => !link.startsWith(origin) && !external,
    });
    // Pages reached only through the sitemap (legal pages open from the footer, so all are linked).
    const broken = new Map<string, { reason: string; pages: Set<string> }>();
    for (const link of result.links.filter((l) => l.state === "BROKEN")) {
      const url = link.url.replace(origin, "");
      const parent = spelling((link.parent ?? "").replace(origin, ""));
      // The pages whose HTML has the link: linkinator names the page that led to it (a missing #fragment: "/").
      const pages = linkedFrom.get(url) ?? (routePaths.has(parent) ? new Set([parent]) : new Set<string>());
      if (pages.size === 0) continue;
      const fragment = link.failureDetails?.some((d) =>
        /fragment/i.test(String((d as { message?: unknown })?.message ?? d)),
      );
      const reason =
        fragment || (link.status === 200 && url.includes("#"))
          ? "anchor missing on the page"
          : link.status
            ? `HTTP ${link.status}`
            : "no answer";
      const entry = broken.get(url) ?? { reason, pages: new Set<string>() };
      for (const page of pages) entry.pages.add(page);
      broken.set(url, entry);
    }
    return [...broken]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([url, { reason, pages }]) => problem("CheckLinkBroken", { url, reason, pages: [...pages].sort() }));
  } finally {
    server.close();
  }
}

/** A page's one spelling (docs/architecture.md §2.8): "/impressum/" and "/impressum.html" are "/impressum". */
function spelling(path: string): string {
  const bare = path
    .split(/[?#]/)[0]!
    .replace(/\.html$/, "")
    .replace(/\/index$/, "/")
    .replace(/(.)\/+$/, "$1");
  return bare === "" ? "/" : bare;
}
