// sitegen check: dist/ against the route table: pairs, alternates, sitemap, links, budgets, third-party URLs.
import { readFile, readdir } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { LinkChecker } from "linkinator";
import { parseOptions } from "../cli.ts";
import { serveDist } from "../dev/serve.ts";
import { loadSources } from "../load/load-sources.ts";
import { buildRouteGraph } from "../routes/route-graph.ts";
import { validateSite } from "../validate/validate-site.ts";

/** One finding: the page it is on, what is wrong, and where it comes from. */
export interface CheckProblem {
  readonly page: string;
  readonly what: string;
  readonly source: string;
}

export const BUDGETS = { jsPlainPage: 5 * 1024, jsIslandPage: 90 * 1024, cssSite: 20 * 1024 } as const;

const HELP = `sitegen check: check the built dist/ (run sitegen build first).

Checks: every route of site.yaml exists in both languages (or is German-only with a switch target);
every DE/EN switch target, canonical URL and hreflang alternate exists; the sitemap lists exactly the
pages; every internal link, asset and #fragment resolves (linkinator; external links are skipped unless
--external); JavaScript per page and CSS stay within the budgets; no URL of another origin is fetched on load.

Options:
  --root <dir>   project folder (default: current folder)
  --external     also check external links (needs network)
  --quiet        do not print the JavaScript size of each page
  -h, --help     show this help`;

export async function runCheck(args: readonly string[]): Promise<0 | 1> {
  const values = parseOptions("check", args, { root: { type: "string" }, external: { type: "boolean" }, quiet: { type: "boolean" } });
  if (!values) return 1;
  if (values["help"]) {
    console.log(HELP);
    return 0;
  }
  const root = resolve(String(values["root"] ?? "."));
  const dist = join(root, "dist");
  const checked = validateSite(await loadSources(root));
  if (!checked.ok) {
    console.error("The content has problems; run `npm run build` (sitegen build) to see them.");
    return 1;
  }
  const sizes = new Map<string, { bytes: number; islands: boolean }>();
  const problems = await checkDist(dist, buildRouteGraph(checked.value), checked.value.config.baseUrl, Boolean(values["external"]), sizes);
  if (!values["quiet"]) console.log(formatSizes(sizes));
  for (const p of problems) console.error(`${p.page}  ${p.what}  (${p.source})`);
  console.log(problems.length === 0 ? "check: route pairs, alternates, sitemap, links, budgets and origins are fine." : `check: ${problems.length} problem${problems.length === 1 ? "" : "s"}.`);
  return problems.length === 0 ? 0 : 1;
}

/** Every problem found in `dist` for `routes`. */
export async function checkDist(
  dist: string,
  routes: ReturnType<typeof buildRouteGraph>,
  baseUrl: string,
  external = false,
  sizes = new Map<string, { bytes: number; islands: boolean }>(),
): Promise<CheckProblem[]> {
  const problems: CheckProblem[] = [];
  const files = new Set((await readdir(dist, { recursive: true })).map((f) => f.split("\\").join("/")));
  const pathExists = (path: string) => path === "/" ? files.has("index.html") : files.has(`${path.slice(1)}.html`);
  const routePaths = new Set(routes.map((r) => r.path));

  for (const route of routes) {
    if (!files.has(route.outputPath)) {
      problems.push({ page: route.path, what: `missing in dist/ (${route.outputPath})`, source: "site.yaml routes" });
      continue;
    }
    const html = await readFile(join(dist, route.outputPath), "utf8");
    const switchTo = html.match(/<a class="lang-switch" href="([^"]+)"/)?.[1];
    if (route.kind !== "legal" && (switchTo === undefined || !pathExists(switchTo))) problems.push({ page: route.path, what: `DE/EN switch leads to ${switchTo ?? "nothing"}, which is not a page`, source: "site.yaml routes (en / switchTo)" });
    for (const [, rel, href] of html.matchAll(/<link rel="(canonical|alternate)"(?: hrefLang="[^"]+")? href="([^"]+)"/g)) {
      const path = href!.startsWith(baseUrl) ? href!.slice(baseUrl.length) || "/" : href!;
      if (!pathExists(path)) problems.push({ page: route.path, what: `${rel} URL ${href} points to no page`, source: "site.yaml routes" });
    }
    const size = await scriptSizes(dist, html);
    sizes.set(route.path, size);
    problems.push(...budgetProblems(route.path, html, size));
    problems.push(...foreignOrigins(route.path, html));
  }

  const sitemap = await readFile(join(dist, "sitemap.xml"), "utf8").catch(() => "");
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(baseUrl.length) || "/"));
  for (const path of routePaths) if (!listed.has(path)) problems.push({ page: path, what: "not listed in sitemap.xml", source: "render/seo-files.ts" });
  for (const path of listed) if (!routePaths.has(path)) problems.push({ page: path, what: "listed in sitemap.xml but not a route", source: "render/seo-files.ts" });

  const css = [...files].filter((f) => f.endsWith(".css"));
  let cssBytes = 0;
  for (const file of css) {
    const text = await readFile(join(dist, file), "utf8");
    cssBytes += gzipSync(text).length;
    for (const [, url] of text.matchAll(/url\(\s*["']?(https?:)?\/\/([^"')]+)/g)) problems.push({ page: file, what: `stylesheet loads from another origin: //${url}`, source: "styles/" });
  }
  if (cssBytes > BUDGETS.cssSite) problems.push({ page: "(site)", what: `CSS is ${cssBytes} bytes gzip, over the ${BUDGETS.cssSite} budget`, source: "styles/" });

  problems.push(...(await linkProblems(dist, external)));
  return problems;
}

/** One line per page: the gzip bytes of all JavaScript it loads, and its budget. */
function formatSizes(sizes: ReadonlyMap<string, { bytes: number; islands: boolean }>): string {
  const width = Math.max(...[...sizes.keys()].map((p) => p.length));
  const lines = [...sizes].map(([page, s]) => `  ${page.padEnd(width)}  ${(s.bytes / 1024).toFixed(1).padStart(5)} KB of ${s.islands ? BUDGETS.jsIslandPage / 1024 : BUDGETS.jsPlainPage / 1024} KB${s.islands ? "  (islands)" : ""}`);
  return `JavaScript per page, gzip:\n${lines.join("\n")}`;
}

async function scriptSizes(dist: string, html: string): Promise<{ bytes: number; islands: boolean }> {
  const srcs = new Set([...html.matchAll(/<script[^>]* src="(\/[^"]+)"/g), ...html.matchAll(/<link rel="modulepreload" href="(\/[^"]+)"/g)].map((m) => m[1]!));
  let bytes = 0;
  const seen = new Set<string>();
  const add = async (src: string): Promise<void> => {
    if (seen.has(src)) return;
    seen.add(src);
    const code = await readFile(join(dist, src), "utf8").catch(() => "");
    bytes += gzipSync(code).length;
    // Static imports of chunks load with the entry, so they count too.
    for (const [, chunk] of code.matchAll(/from"\.\/([^"]+\.js)"/g)) await add(`/assets/${chunk}`);
  };
  for (const src of srcs) await add(src);
  return { bytes, islands: html.includes("data-island=") };
}

/** Over-budget JavaScript on a page (DESIGN.md §4). */
export function budgetProblems(page: string, _html: string, size: { bytes: number; islands: boolean }): CheckProblem[] {
  const budget = size.islands ? BUDGETS.jsIslandPage : BUDGETS.jsPlainPage;
  return size.bytes > budget ? [{ page, what: `loads ${size.bytes} bytes of JavaScript gzip, over the ${budget} budget`, source: size.islands ? "client/main.ts and islands" : "client/chrome.ts" }] : [];
}

/** Resources fetched on load from another origin: scripts, stylesheets, preloads, icons, images, frames (DESIGN.md §3.6). */
export function foreignOrigins(page: string, html: string): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const patterns = [
    /<script[^>]* src="((?:https?:)?\/\/[^"]+)"/g,
    /<link[^>]* rel="(?:stylesheet|preload|modulepreload|icon|prefetch|preconnect)"[^>]* href="((?:https?:)?\/\/[^"]+)"/g,
    /<(?:img|iframe|source|video|audio|embed)[^>]* src="((?:https?:)?\/\/[^"]+)"/g,
    /style="[^"]*url\(["']?((?:https?:)?\/\/[^"')]+)/g,
  ];
  for (const re of patterns) for (const [, url] of html.matchAll(re)) problems.push({ page, what: `loads ${url} from another origin`, source: "templates/ or content/" });
  if (/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/.test(html)) problems.push({ page, what: "has an inline script (the CSP allows none)", source: "templates/" });
  return problems;
}

async function linkProblems(dist: string, external: boolean): Promise<CheckProblem[]> {
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
    // One finding per page and link (#13): `/impressum/` and `/impressum` are one page (the host redirects the
    // one to the other), and a 200 that linkinator calls broken is a missing #fragment, not a status.
    const found = new Map<string, CheckProblem>();
    const broken = new Set(result.links.filter((link) => link.state === "BROKEN").map((link) => link.url.replace(origin, "").replace(/(.)\/+$/, "$1")));
    for (const l of result.links.filter((link) => link.state === "BROKEN")) {
      const page = ((l.parent ?? "").replace(origin, "").replace(/(.)\/+$/, "$1") || "/").replace(/\.html$/, "");
      const url = l.url.replace(origin, "");
      if (broken.has(page)) continue; // a link "on" a page that is itself missing: the host's 404 page, not the content
      const reason = l.status === 200 ? `anchor #${url.split("#")[1] ?? ""} missing` : String(l.status ?? "no answer");
      found.set(`${page} ${url.replace(/\/+(?=#|$)/, "")}`, { page, what: `broken link ${url} (${reason})`, source: "content/ or templates/" });
    }
    return [...found.values()];
  } finally {
    server.close();
  }
}
