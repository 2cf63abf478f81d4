// Every link of a page's copy, checked at build in one pass before anything is written, in both languages: `to:`
// targets (links.ts reads them), the article ids of teaser lists, and every `href` of legal HTML or any text. A
// link must lead to the page that was meant, not merely somewhere: a page of the file's language and an anchor it
// renders (page-anchors.ts), its current path and not a former one that redirects, no absolute URL of the site's
// own pages or of a domain reserved for examples, no article before its day, and a FAQ item still the question it
// opened when the FAQ was last confirmed. `sitegen check` only confirms it afterwards.
import { locate } from "../load/locate.ts";
import type { Lang, PageEntry, Problem, SourceFile, SourceLocation } from "../model.ts";
import { problem } from "../problems/index.ts";
import { routeById } from "../routes/page-index.ts";
import type { z } from "zod";
import { closest } from "./check-file.ts";
import type { PathProblem } from "./cross-checks.ts";
import { parseLink, resolveLink, type LinkConfig } from "./links.ts";
import type { ScheduledArticle } from "./scheduled.ts";
import { valueAt, walkFields, type FieldPath } from "./schema/walk.ts";
import type { RouteConfig, SiteConfig } from "./schema/site.ts";
import { RESERVED_DOMAIN } from "./site-text.ts";
import { pageFeatures, pageKind } from "../page-kinds.ts";

/** One link found in a page's copy: where it is (its YAML path), what it says, and how it was written. */
export interface CopyLink {
  readonly path: readonly PropertyKey[];
  readonly target: string; // "faq#item-1-2" for `to:`, "/datenschutz#rechte" or a URL for an href, a page id in `articles:`
  readonly form: "to" | "href" | "article";
}

/** The anchors page `page` renders in `lang`, or undefined when they cannot be known (its file is missing or broken). */
export type AnchorsOf = (page: RouteConfig, lang: Lang) => ReadonlySet<string> | undefined;

/** The route table looked up by path (current and former) and page id, built once per site.yaml (not once per page). */
interface RouteTable {
  readonly byPath: ReadonlyMap<string, { readonly route: RouteConfig; readonly lang: Lang }>;
  readonly former: ReadonlyMap<string, { readonly route: RouteConfig; readonly lang: Lang }>;
  readonly duplicateIds: ReadonlySet<string>;
}
const tables = new WeakMap<SiteConfig, RouteTable>();

function routeTable(config: SiteConfig): RouteTable {
  let table = tables.get(config);
  if (!table) {
    const ids = new Set<string>();
    const byPath = new Map<string, { route: RouteConfig; lang: Lang }>();
    const former = new Map<string, { route: RouteConfig; lang: Lang }>();
    const duplicateIds = new Set<string>();
    for (const route of config.routes) {
      if (ids.has(route.page)) duplicateIds.add(route.page);
      ids.add(route.page);
      byPath.set(route.de, { route, lang: "de" });
      if (route.en !== undefined) byPath.set(route.en, { route, lang: "en" });
      for (const path of route.formerly ?? []) former.set(path, { route, lang: isEnglish(path) ? "en" : "de" });
    }
    tables.set(config, (table = { byPath, former, duplicateIds }));
  }
  return table;
}

const isEnglish = (path: string) => path === "/en" || path.startsWith("/en/");

/** The page id of the route at `path` (either language), or undefined. */
export function pageAtPath(config: SiteConfig, path: string): string | undefined {
  return routeTable(config).byPath.get(path)?.route.page;
}

/** The current path of the page a former path redirects to (in its language), or undefined. */
export function pathNow(config: SiteConfig, former: string): string | undefined {
  const was = routeTable(config).former.get(former);
  return was && (was.route[was.lang] ?? was.route.de);
}

/** False for the routes of a page id that two routes have: which copy is meant is unclear until it is fixed (RouteDuplicate). */
export function hasUniqueId(config: SiteConfig, route: RouteConfig): boolean {
  return !routeTable(config).duplicateIds.has(route.page);
}

const HREF = /\bhref\s*=\s*"([^"]*)"/g;

/**
 * Every link of `content` (described by `schema`) with its YAML path: each link target (`to:`), each article id of a
 * teaser list, and each `href="/…"`, `href="#…"` or `href="https://…"` in any other copy.
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
        if (/^(?:[/#]|https?:\/\/)/.test(href!)) links.push({ path: [...path], target: href!, form: "href" });
  });
  return links;
}

/** The `to:` targets and teasers of `links` that lead to no page in `lang` (or to no external URL of site.yaml). */
export function brokenTargets(links: readonly CopyLink[], lang: Lang, config: LinkConfig): PathProblem[] {
  return links.flatMap(({ form, target, path }) => {
    const found =
      form === "to"
        ? resolveLink(config, target, lang).problem
        : form === "article" && notAnArticle(config, target, lang);
    return found ? [{ ...problem("LinkTargetUnknown", found), path }] : [];
  });
}

function notAnArticle(config: LinkConfig, page: string, lang: Lang) {
  const route = routeById(config, page);
  if (route && pageFeatures(route.kind).feed === "entry" && route[lang] !== undefined) return undefined;
  return {
    article: page,
    articles: config.routes.filter((r) => pageFeatures(r.kind).feed === "entry").map((r) => r.page),
  };
}

/**
 * The links of site.yaml itself beyond the navigation's targets (cross-checks.ts): the header's button (`headerCta.to`,
 * the link grammar's), an `external:` address on the site's own host, a German-only page's switch to a former path.
 */
export function checkSiteLinks(config: SiteConfig): PathProblem[] {
  const problems: PathProblem[] = [];
  for (const lang of ["de", "en"] as const) {
    const { to } = config.headerCta[lang];
    const unknown = resolveLink(config, to, lang).problem;
    const url = parseLink(to).kind === "url" ? refusedUrl(to, config, "to") : undefined;
    const path = ["headerCta", lang, "to"];
    if (unknown) problems.push({ ...problem("LinkTargetUnknown", unknown), path });
    if (url) problems.push({ ...problem("LinkUrlRefused", { link: to, ...url }), path });
  }
  for (const [name, url] of Object.entries(config.external)) {
    const own = refusedUrl(url, config, "external");
    if (own) problems.push({ ...problem("LinkUrlRefused", { link: url, ...own }), path: ["external", name] });
  }
  config.routes.forEach((route, i) => {
    const now = route.switchTo === undefined ? undefined : pathNow(config, route.switchTo);
    if (now)
      problems.push({ ...problem("LinkFormerPath", { link: route.switchTo!, now }), path: ["routes", i, "switchTo"] });
  });
  return problems;
}

/**
 * Announced teasers (`to: "#"`, shown as "not available yet") of the shared pages whose headline is a live article's
 * (the same, or the start of it): the article went live and the teaser was left behind; and, as a warning, those
 * whose announced day has passed.
 */
export function announcedLive(
  pages: readonly PageEntry[],
  later: ReadonlySet<string>,
  file: (path: string) => SourceFile | undefined,
  today: string,
): Problem[] {
  const problems: Problem[] = [];
  const words = (text: unknown) =>
    typeof text === "string"
      ? (text
          .toLowerCase()
          .match(/[\p{L}\d]+/gu)
          ?.join(" ") ?? "")
      : "";
  for (const lang of ["de", "en"] as const) {
    const live = pages.filter((p) => pageFeatures(p.kind).feed === "entry" && !later.has(p.page) && p.content[lang]);
    for (const page of pages) {
      const content = page.content[lang];
      if (!content || !page.files[lang]) continue;
      // An announced teaser is the one item whose `to` is the literal "#" (parts.ts teaserSchema).
      walkFields(pageKind(page.kind).schema, content, (node, path, role) => {
        if (node !== "#" || role !== "identifier") return;
        const at = [...path.slice(0, -1), "headline"];
        const headline = words(valueAt(content, at));
        const article = live.find((a) => {
          const its = words(a.content[lang]!["headline"]);
          return headline.split(" ").length >= 3 && (its === headline || its.startsWith(`${headline} `));
        });
        const facts = { headline: String(valueAt(content, at)), article: article?.page ?? "" };
        const where = () => locate(file(page.files[lang]!)!, at);
        const date = valueAt(content, [...path.slice(0, -1), "published"]);
        if (article) problems.push(problem("TeaserAnnouncedLive", facts, where()));
        else if (typeof date === "string" && date < today)
          problems.push(problem("TeaserAnnouncedOverdue", { headline: facts.headline, date, today }, where()));
      });
    }
  }
  return problems;
}

/** What checking the links of one file of a page needs besides the links. */
export interface LinkCheck {
  readonly config: SiteConfig;
  readonly file: SourceFile;
  readonly route: RouteConfig;
  readonly lang: Lang;
  readonly anchorsOf: AnchorsOf;
  readonly scheduled?: readonly ScheduledArticle[] | undefined;
  /** The anchor where the item `anchor` of `page` now is, when it moved since the page was last confirmed. */
  readonly movedTo?:
    ((page: RouteConfig, lang: Lang, anchor: string) => { anchor: string; item: string } | undefined) | undefined;
}

/** Problems for the links (copyLinks) of the copy in `c.file` that lead nowhere, or elsewhere than meant. */
export function checkPageLinks(links: readonly CopyLink[], c: LinkCheck): Problem[] {
  const table = routeTable(c.config);
  const problems: Problem[] = brokenTargets(links, c.lang, c.config).map((p) => ({ ...p, at: locate(c.file, p.path) }));
  const dateOf = new Map((c.scheduled ?? []).map((s) => [s.page, s.date]));
  const own = dateOf.get(c.route.page);
  for (const link of links) {
    const at = (): SourceLocation =>
      link.form === "href" ? locateText(c.file, link.path, `"${link.target}"`, 1) : locate(c.file, link.path);
    const parsed = link.form === "href" ? hrefOf(link.target) : parseLink(link.target);
    if (parsed.kind === "url") {
      const refused = refusedUrl(parsed.url, c.config, link.form === "href" ? "href" : "to");
      if (refused) problems.push(problem("LinkUrlRefused", { link: link.target, ...refused }, at()));
      continue;
    }
    if (parsed.kind === "ext" || link.target === "#") continue;
    let target: { route: RouteConfig; lang: Lang } | undefined;
    if (parsed.kind === "page") {
      const route = routeById(c.config, parsed.page);
      if (!route || route[c.lang] === undefined) continue; // brokenTargets' problem
      target = { route, lang: c.lang };
    } else if (parsed.path === "") target = { route: c.route, lang: c.lang };
    else target = table.byPath.get(parsed.path);
    if (parsed.kind === "path" && !target) {
      const now = pathNow(c.config, parsed.path);
      if (now) {
        problems.push(problem("LinkFormerPath", { link: link.target, now: withAnchor(now, parsed.anchor) }, at()));
        continue;
      }
      const spelling = parsed.path.replace(/\/+$/, "") || "/";
      const known = table.byPath.has(spelling);
      const paths = [...table.byPath.keys()].filter((p) => isEnglish(p) === (c.lang === "en"));
      const suggestion = known ? spelling : nearestPath(parsed.path, paths);
      problems.push(
        problem(
          "LinkPathUnknown",
          { href: link.target, suggestion, trailingSlash: known && spelling !== parsed.path },
          at(),
        ),
      );
      continue;
    }
    if (!target) continue;
    // A block pasted from the other language's file keeps that language's paths.
    if (target.lang !== c.lang) {
      const counterpart = target.route[c.lang];
      problems.push(
        problem(
          "LinkLanguageMismatch",
          {
            href: link.target,
            found: target.lang,
            file: c.lang,
            counterpart: counterpart === undefined ? undefined : withAnchor(counterpart, parsed.anchor),
          },
          at(),
        ),
      );
      continue;
    }
    const date = dateOf.get(target.route.page);
    if (date !== undefined && !(own !== undefined && date <= own))
      problems.push(problem("LinkToScheduledArticle", { link: link.target, date, own }, at()));
    const anchor = parsed.anchor;
    if (link.form === "article" || anchor === undefined || anchor === "") continue;
    const anchors = c.anchorsOf(target.route, target.lang);
    if (!anchors) continue;
    const written = parsed.kind === "page" ? parsed.page : parsed.path || "this page";
    if (!anchors.has(anchor)) {
      const facts = { link: link.target, page: written, anchor, suggestion: nearestAnchor(anchor, anchors) };
      problems.push(problem("LinkAnchorMissing", facts, at()));
      continue;
    }
    const moved = c.movedTo?.(target.route, target.lang, anchor);
    if (moved)
      problems.push(
        problem("LinkAnchorMoved", { link: link.target, anchor, now: moved.anchor, item: moved.item }, at()),
      );
  }
  return problems;
}

/** An href as the link grammar reads it: a path of the site (with its anchor; "" is this page) or a URL. */
function hrefOf(
  href: string,
): { kind: "path"; path: string; anchor: string | undefined } | { kind: "url"; url: string } {
  if (/^https?:\/\//.test(href)) return { kind: "url", url: href };
  const hash = href.indexOf("#");
  return hash < 0
    ? { kind: "path", path: href, anchor: undefined }
    : { kind: "path", path: href.slice(0, hash), anchor: href.slice(hash + 1) };
}

const withAnchor = (path: string, anchor: string | undefined) => (anchor === undefined ? path : `${path}#${anchor}`);

/**
 * Why an absolute URL may not be linked: a page of the site itself (it would leave the page's language and open in a
 * new tab; written as a page id or path it follows a rename), or a domain reserved for examples, which has no site.
 */
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
      const { line, col } = file.lines.linePos(range[0] + offset + skip);
      return { file: file.path, line, column: col };
    }
  }
  return locate(file, path);
}
