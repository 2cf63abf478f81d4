// Every link of a page's copy, checked at build in one pass before anything is written, in both languages: `to:`
// targets (links.ts reads them), the article ids of teaser lists, and every `href` of legal HTML or any text. A
// link must lead to the page that was meant, not merely somewhere: a page of the file's language and an anchor it
// renders (page-anchors.ts), its current path and not a former one that redirects, no absolute URL of the site's
// own pages or of a domain reserved for examples, no article before its day, and a FAQ item still the question it
// opened when the FAQ was last confirmed. `sitegen check` only confirms it afterwards.
import { locate } from "../load/locate.ts";
import type { Lang, LockIndex, Problem, SourceFile, SourceLocation } from "../model.ts";
import { keyOf } from "../translations/field-pairs.ts";
import { pageLock, shortHash, type Hashes } from "../translations/lock.ts";
import { problem } from "../problems/index.ts";
import { routeById } from "../routes/page-index.ts";
import type { z } from "zod";
import { closest } from "./check-file.ts";
import { withPath, type PathProblem } from "./cross-checks.ts";
import { isEnglish, parseLink, pathNow, refusedUrl, resolveLink, routeTable, type LinkConfig } from "./links.ts";
import { locateIn } from "./locate-text.ts";
import type { ScheduledArticle } from "./scheduled.ts";
import { valueAt, walkFields } from "./schema/walk.ts";
import type { RouteConfig, SiteConfig } from "./schema/site.ts";
import { pageFeatures } from "../page-kinds.ts";

/** One link found in a page's copy: where it is (its YAML path), what it says, and how it was written. */
export interface CopyLink {
  readonly path: readonly PropertyKey[];
  readonly target: string; // "faq#item-1-2" for `to:`, "/datenschutz#rechte" or a URL for an href, a page id in `articles:`
  readonly form: "to" | "href" | "article";
}

/** The anchors page `page` renders in `lang`, or undefined when they cannot be known (its file is missing or broken). */
export type AnchorsOf = (page: RouteConfig, lang: Lang) => ReadonlySet<string> | undefined;

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
    return found ? [withPath(problem("LinkTargetUnknown", found), path)] : [];
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
    if (unknown) problems.push(withPath(problem("LinkTargetUnknown", unknown), path));
    if (url) problems.push(withPath(problem("LinkUrlRefused", { link: to, ...url }), path));
  }
  for (const [name, url] of Object.entries(config.external)) {
    const own = refusedUrl(url, config, "external");
    if (own) problems.push(withPath(problem("LinkUrlRefused", { link: url, ...own }), ["external", name]));
  }
  config.routes.forEach((route, i) => {
    const now = route.switchTo === undefined ? undefined : pathNow(config, route.switchTo);
    if (now)
      problems.push(withPath(problem("LinkFormerPath", { link: route.switchTo!, now }), ["routes", i, "switchTo"]));
  });
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
  const problems = brokenTargets(links, c.lang, c.config).map(
    (p) => ({ ...p, at: locate(c.file, p.path) }) as unknown as Problem,
  );
  const dateOf = new Map((c.scheduled ?? []).map((s) => [s.page, s.date]));
  const own = dateOf.get(c.route.page);
  for (const link of links) {
    const at = (): SourceLocation =>
      link.form === "href" ? locateIn(c.file, link.path, `"${link.target}"`, { skip: 1 }) : locate(c.file, link.path);
    const parsed = parseLink(link.target, link.form === "href");
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

const withAnchor = (path: string, anchor: string | undefined) => (anchor === undefined ? path : `${path}#${anchor}`);

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
 * Where an item named by its position (a FAQ question, `item-1-4`) is now, when it moved since the page was last
 * confirmed: the lock file remembers each item's text by position, so the item whose text the position held then
 * is the one a link to it was written for. Undefined while nothing moved, or without a lock file.
 */
export function movedIn(
  lock: LockIndex | undefined,
  fileOf: (route: RouteConfig, lang: Lang) => SourceFile | undefined,
  anchorsOf: AnchorsOf,
): LinkCheck["movedTo"] {
  if (!lock) return undefined;
  return (route, lang, anchor) => {
    const positional = pageFeatures(route.kind).positionalAnchors;
    const at = positional && positionOf(positional.id, anchor);
    const file = at && fileOf(route, lang);
    if (!positional || !at || !file) return undefined;
    let confirmed = confirmedMemo.get(lock)?.get(route.page);
    if (!confirmed) {
      confirmed = pageLock(lock, route.page).entries;
      confirmedMemo.set(lock, (confirmedMemo.get(lock) ?? new Map()).set(route.page, confirmed));
    }
    const was = confirmed.get(keyOf(positional.field(at)))?.[lang];
    const hashAt = (position: readonly number[]) => {
      const text = valueAt(file.value, positional.field(position));
      return typeof text === "string" ? shortHash(text) : undefined;
    };
    if (was === undefined || hashAt(at) === was) return undefined;
    for (const other of anchorsOf(route, lang) ?? []) {
      const position = positionOf(positional.id, other);
      if (position && hashAt(position) === was)
        return { anchor: other, item: String(valueAt(file.value, positional.field(position))) };
    }
    return undefined;
  };
}
const positionOf = (id: RegExp, anchor: string) => id.exec(anchor)?.slice(1).map(Number);
const confirmedMemo = new WeakMap<LockIndex, Map<string, ReadonlyMap<string, Hashes>>>();
