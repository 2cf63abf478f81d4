// Every internal link of a page's copy checked at build, before anything is written: `to:` page ids
// with a `#fragment`, and `href`s in legal HTML or any other copy, in both languages, against the route table
// and against the anchors the target page really renders (page-anchors.ts). `sitegen check` only confirms it
// afterwards. Page ids without a fragment are checked by cross-checks.ts (checkLinks), every target read by links.ts.
import { locate, positionAt } from "../load/locate.ts";
import type { Lang, Problem, SourceFile, SourceLocation } from "../model.ts";
import { problem } from "../problems/index.ts";
import type { z } from "zod";
import { closest } from "./check-file.ts";
import { parseLink } from "./links.ts";
import { routeById } from "../routes/page-index.ts";
import { walkFields } from "./schema/walk.ts";
import type { RouteConfig, SiteConfig } from "./schema/site.ts";

/** One link found in a page's copy: where it is (its YAML path), what it says, and how it was written. */
export interface CopyLink {
  readonly path: readonly PropertyKey[];
  readonly target: string; // "faq#item-1-2" for `to:`, "/datenschutz#rechte" for an href, a page id in `articles:`
  readonly form: "to" | "href" | "article";
}

/** A link whose target must exist as a page of the route table or an anchor of one. */
export interface InternalLink extends CopyLink {
  readonly form: "to" | "href";
}

/** The anchors page `page` renders in `lang`, or undefined when they cannot be known (its file is missing or broken). */
export type AnchorsOf = (page: RouteConfig, lang: Lang) => ReadonlySet<string> | undefined;

/** The route table looked up by page id and by path, built once per site.yaml (not once per page). */
interface RouteTable {
  readonly byPath: ReadonlyMap<string, { readonly route: RouteConfig; readonly lang: Lang }>;
  readonly duplicateIds: ReadonlySet<string>;
}
const tables = new WeakMap<SiteConfig, RouteTable>();

function routeTable(config: SiteConfig): RouteTable {
  let table = tables.get(config);
  if (!table) {
    const ids = new Set<string>();
    const byPath = new Map<string, { route: RouteConfig; lang: Lang }>();
    const duplicateIds = new Set<string>();
    for (const route of config.routes) {
      if (ids.has(route.page)) duplicateIds.add(route.page);
      ids.add(route.page);
      byPath.set(route.de, { route, lang: "de" });
      if (route.en !== undefined) byPath.set(route.en, { route, lang: "en" });
    }
    tables.set(config, (table = { byPath, duplicateIds }));
  }
  return table;
}

/** The page id of the route at `path` (either language), or undefined. */
export function pageAtPath(config: SiteConfig, path: string): string | undefined {
  return routeTable(config).byPath.get(path)?.route.page;
}

/** False for the routes of a page id that two routes have: which copy is meant is unclear until it is fixed (RouteDuplicate). */
export function hasUniqueId(config: SiteConfig, route: RouteConfig): boolean {
  return !routeTable(config).duplicateIds.has(route.page);
}

const HREF = /\bhref\s*=\s*"([^"]*)"/g;

/**
 * Every link of `content` (described by `schema`) with its YAML path: each link target (`to:`), each article id of a
 * teaser list, and each internal `href="/…"` or `href="#…"` in any other copy. One walk serves every check of links
 * (targets, anchors, scheduled articles).
 */
export function copyLinks(schema: z.ZodType | undefined, content: unknown): CopyLink[] {
  const links: CopyLink[] = [];
  walkFields(schema, content, (node, path, role) => {
    if (typeof node !== "string") return;
    if (role === "link" || role === "article")
      links.push({ path: [...path], target: node, form: role === "link" ? "to" : "article" });
    else if (node.includes("href"))
      // almost every string: no HTML at all
      for (const [, href] of node.matchAll(HREF))
        if (href!.startsWith("/") || href!.startsWith("#"))
          links.push({ path: [...path], target: href!, form: "href" });
  });
  return links;
}

/** The links of `links` checked against the route table and the anchors: `to:` with a fragment, internal hrefs. */
export function anchoredLinks(links: readonly CopyLink[]): InternalLink[] {
  return links.filter((l): l is InternalLink => {
    if (l.form === "href") return true;
    const link = l.form === "to" ? parseLink(l.target) : undefined;
    return link?.kind === "page" && link.anchor !== undefined && l.target !== "#";
  });
}

/** Problems for the links (copyLinks) of the copy of `page` in `lang`, from `file`, that lead nowhere. */
export function checkInternalLinks(
  file: SourceFile,
  links: readonly CopyLink[],
  page: RouteConfig,
  lang: Lang,
  config: SiteConfig,
  anchorsOf: AnchorsOf,
): Problem[] {
  const table = routeTable(config);
  const problems: Problem[] = [];
  for (const link of anchoredLinks(links)) {
    const hash = link.target.indexOf("#");
    const parsed = link.form === "to" ? parseLink(link.target) : undefined;
    const base = parsed?.kind === "page" ? parsed.page : hash < 0 ? link.target : link.target.slice(0, hash);
    const fragment = parsed?.kind === "page" ? parsed.anchor : hash < 0 ? undefined : link.target.slice(hash + 1);
    const at = () =>
      link.form === "href" ? locateText(file, link.path, `"${link.target}"`, 1) : locate(file, link.path);
    let target: { route: RouteConfig; lang: Lang } | undefined;
    if (link.form === "to") {
      const route = routeById(config, base);
      if (!route || route[lang] === undefined) continue; // an unknown page id is checkLinks' problem (cross-checks.ts)
      target = { route, lang };
    } else if (base === "") target = { route: page, lang };
    else {
      target = table.byPath.get(base);
      if (!target) {
        const spelling = base.replace(/\/+$/, "") || "/";
        const suggestion = table.byPath.has(spelling)
          ? spelling
          : nearestPath(
              base,
              [...table.byPath.keys()].filter((p) => (p === "/en" || p.startsWith("/en/")) === (lang === "en")),
            );
        problems.push(
          problem(
            "LinkPathUnknown",
            { href: link.target, suggestion, trailingSlash: spelling !== base && table.byPath.has(spelling) },
            at(),
          ),
        );
        continue;
      }
      // A block pasted from the other language's file keeps that language's paths.
      if (target.lang !== lang) {
        const counterpart = target.route[lang];
        problems.push(
          problem(
            "LinkLanguageMismatch",
            {
              href: link.target,
              found: target.lang,
              file: lang,
              counterpart:
                counterpart === undefined ? undefined : counterpart + (fragment === undefined ? "" : `#${fragment}`),
            },
            at(),
          ),
        );
        continue;
      }
    }
    if (fragment === undefined || fragment === "") continue;
    const anchors = anchorsOf(target.route, target.lang);
    if (!anchors || anchors.has(fragment)) continue;
    const written = link.form === "to" ? base : base || "this page";
    problems.push(
      problem(
        "LinkAnchorMissing",
        { link: link.target, page: written, anchor: fragment, suggestion: nearestAnchor(fragment, anchors) },
        at(),
      ),
    );
  }
  return problems;
}

/** The closest spelling, or the longest path that begins the link (`/datenschutzerklaerung` → `/datenschutz`). */
function nearestPath(href: string, paths: readonly string[]): string | undefined {
  const prefixes = paths.filter((p) => p.length > 3 && href.startsWith(p)).sort((a, b) => b.length - a.length);
  return closest(href, paths) ?? prefixes[0];
}

/**
 * The anchor a maintainer most likely meant: the closest spelling, or for a FAQ item past the end
 * (`item-1-9` where category 1 has 7 questions) the last item of that category.
 */
function nearestAnchor(fragment: string, anchors: ReadonlySet<string>): string | undefined {
  const item = /^item-(\d+)-(\d+)$/.exec(fragment);
  if (item) {
    const items = [...anchors].filter((a) => a.startsWith("item-"));
    const sameCategory = items.filter((a) => a.startsWith(`item-${item[1]}-`));
    return (sameCategory.length ? sameCategory : items).at(-1);
  }
  return closest(fragment, [...anchors]);
}

/**
 * The position of `needle` inside the string at `path`: a link in a long HTML block is reported at its own
 * line, not at the block's first. Searches only the source of that one YAML node (found through the syntax
 * tree), and falls back to the node's start when the text is written differently there (escapes, folding).
 */
export function locateText(file: SourceFile, path: readonly PropertyKey[], needle: string, skip = 0): SourceLocation {
  const node = file.doc.getIn(path as unknown[], true) as { range?: [number, number, number] } | undefined;
  const range = node?.range;
  if (range) {
    const offset = file.text.slice(range[0], range[1]).indexOf(needle);
    if (offset >= 0) {
      return positionAt(file, range[0] + offset + skip, path);
    }
  }
  return locate(file, path);
}
