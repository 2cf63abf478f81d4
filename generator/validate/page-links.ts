// Every link of a page's copy (`to:`, teaser article ids, `href`s) checked at build before anything is written: it
// must lead to the page that was meant, not merely somewhere: a page of the file's language, an anchor it renders,
// its current path, no absolute URL of the site itself, no article before its day, a FAQ item still the question
// it was when last confirmed. `sitegen check` only confirms it afterwards.
import { locate } from "../load/locate.ts";
import { memoized } from "../memo.ts";
import { LANGS, type Lang, type LockIndex, type Problem, type SourceFile } from "../model.ts";
import { keyOf } from "../translations/field-pairs.ts";
import { pageLock, shortHash, type Hashes } from "../translations/lock.ts";
import { problem, type FactsOf, type ProblemCode } from "../problems/index.ts";
import { routeById } from "../routes/page-index.ts";
import { isEnglishPath } from "../routes/switch-language.ts";
import { closest } from "./check-file.ts";
import { pageIds, parseLink, pathNow, refusedUrl, resolveLink, routeTable, type LinkConfig } from "./links.ts";
import { locateIn, problemAt, problemsIn } from "./locate-text.ts";
import type { ScheduledArticle } from "./scheduled.ts";
import type { Role } from "./schema/doc.ts";
import { valueAt, type FieldPath } from "./schema/walk.ts";
import type { RouteConfig, SiteConfig } from "./schema/site.ts";
import { pageFeatures } from "../page-kinds.ts";

export interface CopyLink {
  readonly path: readonly PropertyKey[];
  readonly target: string; // "faq#item-1-2" for `to:`, "/datenschutz#rechte" or a URL for an href, a page id in `articles:`
  readonly form: "to" | "href" | "article";
}

/** The anchors page `page` renders in `lang`, or undefined when they cannot be known (its file is missing or broken). */
export type AnchorsOf = (page: RouteConfig, lang: Lang) => ReadonlySet<string> | undefined;

const HREF = /\bhref\s*=\s*"([^"]*)"/g;

/**
 * Adds what `node` links to, if anything: a `to:`, a teaser's article id, an `href` to a path, anchor or URL. Called
 * for every value of a page's checked copy by the walk that finds its repeated items (duplicates.ts).
 */
export function linkIn(links: CopyLink[], node: unknown, path: FieldPath, role: Role | undefined): void {
  if (typeof node !== "string") return;
  if (role === "link" || role === "article")
    links.push({ path: [...path], target: node, form: role === "link" ? "to" : "article" });
  else if (node.includes("href"))
    // almost every string: no HTML at all
    for (const [, href] of node.matchAll(HREF))
      if (/^(?:[/#]|https?:\/\/)/.test(href!)) links.push({ path: [...path], target: href!, form: "href" });
}

function notAnArticle(config: LinkConfig, page: string, lang: Lang) {
  const route = routeById(config, page);
  if (route && pageFeatures(route.kind).feed === "entry" && route[lang] !== undefined) return undefined;
  return {
    article: page,
    articles: config.routes.filter((r) => pageFeatures(r.kind).feed === "entry").map((r) => r.page),
  };
}

/** site.yaml's links: navigation (each target once), the button, switches, `external:`, links to scheduled pages. */
export function checkSiteLinks(
  config: SiteConfig,
  site: SourceFile,
  published: SourceFile | undefined,
  scheduled: readonly ScheduledArticle[],
): Problem[] {
  const { problems, add } = problemsIn(site);
  const dateOf = new Map(scheduled.map((s) => [s.page, s.date]));
  const toScheduled = (page: string, link: string, file: SourceFile, path: readonly PropertyKey[]) => {
    const date = dateOf.get(page);
    if (date !== undefined)
      problems.push(problemAt(file, "LinkToScheduledArticle", { link, date, own: undefined }, path));
  };
  for (const lang of LANGS) {
    const seen = new Map<string, number>();
    config.navigation[lang].forEach((item, i) => {
      const at = ["navigation", lang, i];
      // The same page (or address) twice in one header is one item pasted twice under another label.
      const target = "page" in item ? `page: ${item.page}` : `external: ${item.external}`;
      const first = seen.get(target);
      if (first === undefined) seen.set(target, i);
      else add("DuplicateItem", { what: "navigation", text: target }, at, ["navigation", lang, first]);
      if ("page" in item) {
        const route = routeById(config, item.page);
        const facts = { label: item.label, page: item.page, lang, exists: Boolean(route), ids: pageIds(config, lang) };
        if (route?.[lang] === undefined) add("NavigationTargetUnknown", facts, [...at, "page"]);
        toScheduled(item.page, item.page, site, [...at, "page"]);
      } else if (!Object.hasOwn(config.external, item.external)) {
        const facts = { label: item.label, external: item.external, known: Object.keys(config.external) };
        add("NavigationTargetUnknown", facts, [...at, "external"]);
      }
    });
    const { to } = config.headerCta[lang];
    const unknown = resolveLink(config, to, lang).problem;
    const url = parseLink(to).kind === "url" ? refusedUrl(to, config, "to") : undefined;
    if (unknown) add("LinkTargetUnknown", unknown, ["headerCta", lang, "to"]);
    if (url) add("LinkUrlRefused", { link: to, ...url }, ["headerCta", lang, "to"]);
  }
  for (const [name, url] of Object.entries(config.external)) {
    const own = refusedUrl(url, config, "external");
    if (own) add("LinkUrlRefused", { link: url, ...own }, ["external", name]);
  }
  config.routes.forEach(({ switchTo }, i) => {
    if (switchTo === undefined) return;
    const [now, target] = [pathNow(config, switchTo), routeTable(config).byPath.get(switchTo)?.route.page];
    if (now) add("LinkFormerPath", { link: switchTo, now }, ["routes", i, "switchTo"]);
    else if (target === undefined) add("LinkTargetUnknown", { switchTo }, ["routes", i, "switchTo"]);
    if (target !== undefined) toScheduled(target, switchTo, site, ["routes", i, "switchTo"]);
  });
  const listed = published?.value;
  if (published && listed !== null && typeof listed === "object")
    for (const page of Object.keys(listed)) toScheduled(page, page, published, [page]);
  return problems;
}

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
  const problems: Problem[] = [];
  const dateOf = new Map((c.scheduled ?? []).map((s) => [s.page, s.date]));
  const own = dateOf.get(c.route.page);
  for (const link of links) {
    const say = <C extends ProblemCode>(code: C, facts: FactsOf<C>) => {
      const at = link.form === "href" ? locateIn(c.file, link.path, `"${link.target}"`, { skip: 1 }) : undefined;
      problems.push(problem(code, facts, at ?? locate(c.file, link.path)));
    };
    const unknown =
      link.form === "to"
        ? resolveLink(c.config, link.target, c.lang).problem
        : link.form === "article" && notAnArticle(c.config, link.target, c.lang);
    if (unknown) say("LinkTargetUnknown", unknown);
    const parsed = parseLink(link.target, link.form === "href");
    if (parsed.kind === "url") {
      const refused = refusedUrl(parsed.url, c.config, link.form === "href" ? "href" : "to");
      if (refused) say("LinkUrlRefused", { link: link.target, ...refused });
      continue;
    }
    if (parsed.kind === "ext" || link.target === "#") continue;
    let target: { route: RouteConfig; lang: Lang } | undefined;
    if (parsed.kind === "page") {
      const route = routeById(c.config, parsed.page);
      if (!route || route[c.lang] === undefined) continue; // LinkTargetUnknown
      target = { route, lang: c.lang };
    } else if (parsed.path === "") target = { route: c.route, lang: c.lang };
    else target = table.byPath.get(parsed.path);
    if (parsed.kind === "path" && !target) {
      const now = pathNow(c.config, parsed.path);
      if (now) {
        say("LinkFormerPath", { link: link.target, now: withAnchor(now, parsed.anchor) });
        continue;
      }
      const spelling = parsed.path.replace(/\/+$/, "") || "/";
      const known = table.byPath.has(spelling);
      const paths = [...table.byPath.keys()].filter((p) => isEnglishPath(p) === (c.lang === "en"));
      const suggestion = known ? spelling : nearestPath(parsed.path, paths);
      say("LinkPathUnknown", { href: link.target, suggestion, trailingSlash: known && spelling !== parsed.path });
      continue;
    }
    if (!target) continue;
    // A block pasted from the other language's file keeps that language's paths.
    if (target.lang !== c.lang) {
      const counterpart = target.route[c.lang] && withAnchor(target.route[c.lang]!, parsed.anchor);
      say("LinkLanguageMismatch", { href: link.target, found: target.lang, file: c.lang, counterpart });
      continue;
    }
    const date = dateOf.get(target.route.page);
    if (date !== undefined && !(own !== undefined && date <= own))
      say("LinkToScheduledArticle", { link: link.target, date, own });
    const anchor = parsed.anchor;
    if (link.form === "article" || anchor === undefined || anchor === "") continue;
    const anchors = c.anchorsOf(target.route, target.lang);
    if (!anchors) continue;
    const page = parsed.kind === "page" ? parsed.page : parsed.path || "this page";
    const moved = anchors.has(anchor) ? c.movedTo?.(target.route, target.lang, anchor) : undefined;
    if (!anchors.has(anchor))
      say("LinkAnchorMissing", { link: link.target, page, anchor, suggestion: nearestAnchor(anchor, anchors) });
    else if (moved) say("LinkAnchorMoved", { link: link.target, anchor, now: moved.anchor, item: moved.item });
  }
  return problems;
}

const withAnchor = (path: string, anchor: string | undefined) => (anchor === undefined ? path : `${path}#${anchor}`);

/** The closest spelling, or the longest path that begins the link (`/datenschutzerklaerung` → `/datenschutz`). */
function nearestPath(href: string, paths: readonly string[]): string | undefined {
  const prefixes = paths.filter((p) => p.length > 3 && href.startsWith(p)).sort((a, b) => b.length - a.length);
  return closest(href, paths) ?? prefixes[0];
}

/** The closest spelling, or for a FAQ item past the end (`item-1-9` of 7) the last item of that category. */
function nearestAnchor(fragment: string, anchors: ReadonlySet<string>): string | undefined {
  const item = /^item-(\d+)-(\d+)$/.exec(fragment);
  if (item) {
    const items = [...anchors].filter((a) => a.startsWith("item-"));
    const sameCategory = items.filter((a) => a.startsWith(`item-${item[1]}-`));
    return (sameCategory.length ? sameCategory : items).at(-1);
  }
  return closest(fragment, [...anchors]);
}

/** Where an item named by its position (`item-1-4`) is now, by the text the lock file remembers at that position. */
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
    let confirmed = confirmedIn(lock).get(route.page);
    if (!confirmed) confirmedIn(lock).set(route.page, (confirmed = pageLock(lock, route.page).entries()));
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
const confirmedIn = memoized((_: LockIndex) => new Map<string, ReadonlyMap<string, Hashes>>());
