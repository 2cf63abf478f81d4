// The one grammar of a link target (`to:` in the copy, the links of the header and footer): a page id (`faq`),
// a page id with an anchor the page renders (`home#roi-tools`), `ext:<name>` of site.yaml's `external`, or an
// absolute URL. Render, validate, check and the editor parse and resolve a target here and nowhere else.
import type { Lang } from "../model.ts";
import type { FactsOf } from "../problems/index.ts";
import { routeById } from "../routes/page-index.ts";
import { closest } from "./check-file.ts";
import type { RouteConfig, SiteConfig } from "./schema/site.ts";

export type Link =
  | { readonly kind: "page"; readonly page: string; readonly anchor: string | undefined }
  | { readonly kind: "ext"; readonly name: string }
  | { readonly kind: "url"; readonly url: string };

/** What a target names, without looking anything up. */
export function parseLink(to: string): Link {
  if (to.startsWith("ext:")) return { kind: "ext", name: to.slice(4) };
  if (/^https?:\/\//.test(to)) return { kind: "url", url: to };
  const hash = to.indexOf("#");
  if (hash < 0) return { kind: "page", page: to, anchor: undefined };
  return { kind: "page", page: to.slice(0, hash), anchor: to.slice(hash + 1).split("#")[0] };
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
  if (link.kind === "url") return { href: to, external: true };
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
  return {
    href,
    external: false,
    problem: { page: link.page, lang, exists: Boolean(route), suggestion, ids },
  };
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

/** The page ids of the route table that have a page in `lang`. */
export const pageIds = (config: Pick<SiteConfig, "routes">, lang: Lang) =>
  config.routes.filter((r) => r[lang] !== undefined).map((r) => r.page);
