// The one grammar of a link target: a page id (`faq`), with an anchor (`home#roi-tools`), `ext:<name>` of site.yaml's
// `external`, or an absolute URL. Render, validate, check and the editor parse and resolve a target here alone.
import type { Lang } from "../model.ts";
import { memoized } from "../memo.ts";
import type { FactsOf } from "../problems/index.ts";
import { routeById } from "../routes/page-index.ts";
import { isEnglishPath } from "../routes/switch-language.ts";
import { closest } from "./check-file.ts";
import { RESERVED_DOMAIN } from "./site-text.ts";
import type { RouteConfig, SiteConfig } from "./schema/site.ts";

export type Link =
  | { readonly kind: "page"; readonly page: string; readonly anchor: string | undefined }
  | { readonly kind: "path"; readonly path: string; readonly anchor: string | undefined }
  | { readonly kind: "ext"; readonly name: string }
  | { readonly kind: "url"; readonly url: string };

/** What a target names, looking nothing up: a `to:`, or an `href` of HTML copy (a path with its anchor, or a URL). */
export function parseLink(to: string, href = false): Link {
  if (!href && to.startsWith("ext:")) return { kind: "ext", name: to.slice(4) };
  if (/^https?:\/\//.test(to)) return { kind: "url", url: to };
  const hash = to.indexOf("#");
  const [base, anchor] = hash < 0 ? [to, undefined] : [to.slice(0, hash), to.slice(hash + 1).split("#")[0]];
  return href ? { kind: "path", path: base, anchor } : { kind: "page", page: base, anchor };
}

/** A target resolved in `lang`: its href, whether it leaves the site, or why it leads nowhere. */
export interface ResolvedLink {
  readonly href: string;
  readonly external: boolean;
  readonly problem?: FactsOf<"LinkTargetUnknown"> | undefined;
}

/** What resolving a target needs of site.yaml: the route table and the external URLs. */
export type LinkConfig = Pick<SiteConfig, "routes"> & { readonly external: Readonly<Record<string, string>> };

export function resolveLink(config: LinkConfig, to: string, lang: Lang): ResolvedLink {
  const link = parseLink(to);
  if (link.kind === "url" || link.kind === "path") return { href: to, external: link.kind === "url" };
  if (link.kind === "ext") {
    const url = Object.hasOwn(config.external, link.name) ? config.external[link.name] : undefined;
    if (url !== undefined) return { href: url, external: true };
    return { href: "#", external: true, problem: { external: to, known: Object.keys(config.external) } };
  }
  const route = routeById(config, link.page);
  const path = route?.[lang] ?? route?.de ?? "/";
  const href = link.anchor ? `${path}#${link.anchor}` : path;
  if (route?.[lang] !== undefined) return { href, external: false };
  // The nearest valid target first: a misspelt id is the usual cause.
  const ids = pageIds(config, lang);
  const suggestion = route ? undefined : closest(link.page, ids);
  return { href, external: false, problem: { page: link.page, lang, exists: Boolean(route), suggestion, ids } };
}

/** Every target a link may name, as written: each page, with the anchors it renders, then each ext: name. */
export function linkTargets(
  config: LinkConfig,
  anchorsOf: (route: RouteConfig) => Iterable<string> | undefined,
): string[] {
  const targets: string[] = [];
  for (const route of config.routes) {
    targets.push(route.page);
    for (const anchor of anchorsOf(route) ?? []) targets.push(`${route.page}#${anchor}`);
  }
  return [...targets, ...Object.keys(config.external).map((name) => `ext:${name}`)];
}

export const pageIds = (config: Pick<SiteConfig, "routes">, lang: Lang) =>
  config.routes.filter((r) => r[lang] !== undefined).map((r) => r.page);

/** The route table looked up by path (current and former) and page id, built once per site.yaml (not once per page). */
interface RouteTable {
  readonly byPath: ReadonlyMap<string, { readonly route: RouteConfig; readonly lang: Lang }>;
  readonly former: ReadonlyMap<string, { readonly route: RouteConfig; readonly lang: Lang }>;
  readonly duplicateIds: ReadonlySet<string>;
}

export const routeTable = memoized((config: SiteConfig): RouteTable => {
  const ids = new Set<string>();
  const byPath = new Map<string, { route: RouteConfig; lang: Lang }>();
  const former = new Map<string, { route: RouteConfig; lang: Lang }>();
  const duplicateIds = new Set<string>();
  for (const route of config.routes) {
    if (ids.has(route.page)) duplicateIds.add(route.page);
    ids.add(route.page);
    byPath.set(route.de, { route, lang: "de" });
    if (route.en !== undefined) byPath.set(route.en, { route, lang: "en" });
    for (const path of route.formerly ?? []) former.set(path, { route, lang: isEnglishPath(path) ? "en" : "de" });
  }
  return { byPath, former, duplicateIds };
});

/** The current path of the page a former path redirects to (in its language), or undefined. */
export function pathNow(config: SiteConfig, former: string): string | undefined {
  const was = routeTable(config).former.get(former);
  return was && (was.route[was.lang] ?? was.route.de);
}

/** Why an absolute URL may not be linked: a page of the site (a page id follows a rename), or an example domain. */
export function refusedUrl(
  url: string,
  config: SiteConfig,
  form: "to" | "href" | "external",
): { reason: "own" | "example"; write: string | undefined } | undefined {
  // An address of `external:` (written in copy as {external.x}) is judged where site.yaml holds it.
  if (form !== "external" && Object.values(config.external).includes(url)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const bare = (host: string) => host.replace(/^www\./, "");
  if (bare(parsed.hostname) === bare(new URL(config.baseUrl).hostname)) {
    const path = parsed.pathname.replace(/\/+$/, "") || "/";
    const found = routeTable(config).byPath.get(path) ?? routeTable(config).former.get(path);
    const anchor = parsed.hash ? parsed.hash : "";
    const id = found && `${found.route.page}${anchor}`;
    const write = !found
      ? undefined
      : form === "href"
        ? `href="${(found.route[found.lang] ?? path) + anchor}"`
        : form === "to"
          ? `to: ${id}`
          : `{ page: ${id} }\` in the navigation or \`to: ${id}\` in copy, and delete this address`;
    return { reason: "own", write };
  }
  return form !== "external" && RESERVED_DOMAIN.test(parsed.hostname)
    ? { reason: "example", write: undefined }
    : undefined;
}
