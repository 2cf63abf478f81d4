// SourceFile[] → Site, or every Problem found in every file.
import sanitizeHtml from "sanitize-html";
import { locate } from "../load/locate.ts";
import type { Checked, Lang, PageEntry, Problem, Site, SourceFile, Sources } from "../model.ts";
import { checkFile } from "./check-file.ts";
import { checkBreadcrumbs, checkLinks, checkNavigation, checkParity, checkRoutes, type PathProblem } from "./cross-checks.ts";
import { checkInternalLinks, hasUniqueId, locateText, type AnchorsOf } from "./internal-links.ts";
import { pageAnchors } from "./page-anchors.ts";
import { renamedFigures } from "./renamed-figures.ts";
import { closestPlaceholder, fillPlaceholders, placeholderNamespaces } from "./placeholders.ts";
import { problem } from "../problem-catalogue.ts";
import { kindHints, pageSchemas, uiSchema, type PageContent, type PageKind, type Ui } from "./schema/pages.ts";
import { siteHint, siteSchema, type RouteConfig, type SiteConfig } from "./schema/site.ts";

/** The typed, readonly Site built from `sources`, or every problem found in any file. */
export function validateSite(sources: Sources): Checked<Site> {
  const problems: Problem[] = [...sources.problems];
  const broken = new Set(problems.map((p) => p.at?.file));
  if (!sources.site || broken.has("site.yaml")) return { ok: false, problems };

  const checkedConfig = validateConfig(sources.site, sources.files);
  if (!checkedConfig.ok) return { ok: false, problems: [...problems, ...checkedConfig.problems] };
  const config = checkedConfig.value;
  problems.push(...checkedConfig.problems);
  const pages: PageEntry[] = [];
  const input: PageInput = { config, siteFile: sources.site, problems, file: (path) => sources.files.get(path), broken: (path) => broken.has(path), check: checkContent };
  const ui = { de: checkUi("de", input), en: checkUi("en", input) };
  config.routes.forEach((route, i) => {
    const entry = checkPage(route, i, input);
    if (entry) pages.push(entry);
  });
  problems.push(...unusedFiles(config, [...sources.files.keys()]));

  if (problems.length > 0 || !ui.de || !ui.en) return { ok: false, problems };
  return { ok: true, value: deepFreeze({ config, pages, ui: { de: ui.de, en: ui.en } }) };
}

/**
 * site.yaml checked against its schema and its own cross-checks (routes, navigation, breadcrumbs). Schema
 * problems stop here; cross-check problems come with the config, since the pages can still be checked.
 */
export function validateConfig(siteFile: SourceFile, files: ReadonlyMap<string, SourceFile> = new Map()): { ok: true; value: SiteConfig; problems: readonly Problem[] } | { ok: false; problems: readonly Problem[] } {
  let config: SiteConfig;
  if (lastConfig?.text === siteFile.text) config = lastConfig.config;
  else {
    const checkedConfig = checkFile(siteFile, siteFile.value, siteSchema, siteHint);
    if (!checkedConfig.ok) {
      const renamed = renamedFigures(siteFile, files); // root cause first (#13)
      return { ok: false, problems: [...renamed.problems, ...checkedConfig.problems.filter((p) => !renamed.covers(p))] };
    }
    config = deepFreeze(checkedConfig.value);
    lastConfig = { text: siteFile.text, config };
  }
  const fromSite = (list: PathProblem[]) => list.map((p) => locatedIn(siteFile, p));
  return { ok: true, value: config, problems: [...fromSite(checkRoutes(config)), ...fromSite(checkNavigation(config)), ...fromSite(checkBreadcrumbs(config))] };
}

/** What checking one page needs: the config, a way to get a content file, and where problems go. */
export interface PageInput {
  readonly config: SiteConfig;
  readonly siteFile: SourceFile;
  readonly problems: Problem[];
  /** The parsed file at a project-relative path, or undefined when it does not exist. */
  readonly file: (path: string) => SourceFile | undefined;
  /** True when the file has syntax problems (already reported). */
  readonly broken: (path: string) => boolean;
  /** The checked value of one content file; `checkContent` (cached, for dev) or `checkContentOnce` (large builds). */
  readonly check: (file: SourceFile, lang: Lang, kind: PageKind | "ui", config: SiteConfig, problems: Problem[]) => unknown;
}

/** The project-relative path of a route's content file in `lang`. */
export function contentPath(route: RouteConfig, lang: Lang): string {
  return `content/${lang}/${route.content ?? route.page}.yaml`;
}

/** The checked labels of `lang` (content/<lang>/ui.yaml), or undefined with problems reported. */
export function checkUi(lang: Lang, input: PageInput): Ui | undefined {
  return checkedContent(`content/${lang}/ui.yaml`, lang, "ui", [], input) as Ui | undefined;
}

/** Route `i` of site.yaml with its checked copy in each language (parity included), or undefined with problems reported. */
export function checkPage(route: RouteConfig, i: number, input: PageInput): PageEntry | undefined {
  // Two routes with one page id are one problem (RouteDuplicate), not a cascade from checking a copy against the wrong kind (#13).
  if (!hasUniqueId(input.config, route)) return undefined;
  const de = checkedContent(contentPath(route, "de"), "de", route.kind, ["routes", i, "de"], input) as PageContent | undefined;
  const en = route.en === undefined ? undefined : (checkedContent(contentPath(route, "en"), "en", route.kind, ["routes", i, "en"], input) as PageContent | undefined);
  if (route.en !== undefined && de && en) {
    // Located in the English file, with the German counterpart's line in the message: the fix may belong in either.
    const deFile = input.file(contentPath(route, "de"))!;
    input.problems.push(
      ...checkParity(de, en).map((p) => {
        const german = locate(deFile, p.path);
        return locatedIn(input.file(contentPath(route, "en"))!, { ...p, message: `${p.message} (German: ${german.file}:${german.line})` });
      }),
    );
  }
  // Links to other pages' anchors need those pages' copy, so they are checked here, not per file (#13).
  if (de) input.problems.push(...checkInternalLinks(input.file(contentPath(route, "de"))!, de, route, "de", input.config, anchorsIn(input)));
  if (en) input.problems.push(...checkInternalLinks(input.file(contentPath(route, "en"))!, en, route, "en", input.config, anchorsIn(input)));
  if (!de || (route.en !== undefined && !en)) return undefined;
  return pageEntry(route, en === undefined ? { de } : { de, en });
}

/**
 * The anchors of a page in `lang`, from its file as `input` reads it (raw: the target's own problems are
 * reported on its own); kept per parsed file, so a page many others link to is read once per build.
 */
function anchorsIn(input: PageInput): AnchorsOf {
  return (route, lang) => {
    const path = contentPath(route, lang);
    const file = input.file(path);
    if (!file || input.broken(path)) return undefined;
    const cached = anchorCache.get(file);
    if (cached?.config === input.config) return cached.anchors;
    const fill = (text: string) => (text.includes("{") ? String(fillPlaceholders(text, lang, input.config).value) : text);
    const anchors = pageAnchors(route.kind, file.value, fill);
    anchorCache.set(file, { config: input.config, anchors });
    return anchors;
  };
}
const anchorCache = new WeakMap<SourceFile, { readonly config: SiteConfig; readonly anchors: ReadonlySet<string> }>();

/**
 * Route `route` of site.yaml as a PageEntry with `content`. Large builds (render/shard.ts) give the pages they
 * are not rendering empty content: links to a page need only its id and paths.
 */
export function pageEntry(route: RouteConfig, content: PageEntry["content"] | Record<string, never>): PageEntry {
  return {
    page: route.page,
    kind: route.kind,
    paths: route.en === undefined ? { de: route.de } : { de: route.de, en: route.en },
    ...(route.switchTo === undefined ? {} : { switchTo: route.switchTo }),
    content: content as PageEntry["content"],
    files: route.en === undefined ? { de: contentPath(route, "de") } : { de: contentPath(route, "de"), en: contentPath(route, "en") },
  };
}

function checkedContent(path: string, lang: Lang, kind: PageKind | "ui", at: readonly PropertyKey[], input: PageInput): unknown {
  const file = input.file(path);
  if (!file) {
    input.problems.push({
      code: "ContentFileMissing",
      message: `${path} is missing (${kind === "ui" ? "the labels shared by all pages" : `the ${lang === "de" ? "German" : "English"} copy of this route`})`,
      hint: `Create ${path}; copy the file of the other language as a start. See content/README.md#files.`,
      at: at.length ? locate(input.siteFile, at) : { file: "site.yaml", line: 1, column: 1 },
    });
    return undefined;
  }
  if (input.broken(path)) return undefined;
  return input.check(file, lang, kind, input.config, input.problems);
}

/** Files under content/ that no route of site.yaml (and no ui.yaml) uses. */
export function unusedFiles(config: SiteConfig, paths: readonly string[]): Problem[] {
  const used = new Set(["site.yaml", "content/de/ui.yaml", "content/en/ui.yaml"]);
  for (const route of config.routes) {
    used.add(contentPath(route, "de"));
    if (route.en !== undefined) used.add(contentPath(route, "en"));
  }
  return paths
    .filter((path) => !used.has(path))
    .map((path) => ({
      code: "ContentFileUnused",
      message: `${path} belongs to no route in site.yaml`,
      hint: "Add a route for it under `routes` in site.yaml (see content/README.md#article), or delete the file.",
      at: { file: path, line: 1, column: 1 },
    }));
}

/**
 * The last result per content file, reused while the file and site.yaml are unchanged: a rebuild in one
 * process (sitegen dev) checks only what changed, and unchanged pages keep their identity, which lets
 * render/ reuse their HTML.
 */
const checkedFiles = new Map<string, { readonly text: string; readonly config: SiteConfig; readonly kind: string; readonly value: unknown; readonly problems: readonly Problem[] }>();
let lastConfig: { readonly text: string; readonly config: SiteConfig } | undefined;

function checkContent(file: SourceFile, lang: Lang, kind: PageKind | "ui", config: SiteConfig, problems: Problem[]): unknown {
  const cached = checkedFiles.get(file.path);
  if (cached && cached.text === file.text && cached.config === config && cached.kind === kind) {
    problems.push(...cached.problems);
    return cached.value;
  }
  const found: Problem[] = [];
  const value = checkContentOnce(file, lang, kind, config, found);
  checkedFiles.set(file.path, { text: file.text, config, kind, value, problems: found });
  problems.push(...found);
  return value;
}

/** One content file checked without keeping the result: a large build sees each file once. */
export function checkContentOnce(file: SourceFile, lang: Lang, kind: PageKind | "ui", config: SiteConfig, problems: Problem[]): unknown {
  const raw = file.value;
  if (raw === null || raw === undefined) {
    problems.push({ code: "ContentShape", message: `${file.path} is empty`, hint: kindHints[kind], at: { file: file.path, line: 1, column: 1 } });
    return undefined;
  }
  const filled = fillPlaceholders(raw, lang, config);
  for (const { path, name } of filled.unknown) {
    // Located at the placeholder itself, not at the start of its string, with the name it most likely meant (#13).
    problems.push(problem("UnknownPlaceholder", { name, suggestion: closestPlaceholder(name, config), namespaces: placeholderNamespaces() }, locateText(file, path, `{${name}}`)));
  }
  const schema = kind === "ui" ? uiSchema : pageSchemas[kind];
  const checked = checkFile(file, filled.value, schema, kindHints[kind]);
  if (!checked.ok) {
    problems.push(...checked.problems);
    return undefined;
  }
  if (kind !== "ui") problems.push(...checkLinks(checked.value, lang, config).map((p) => locatedIn(file, p)));
  if (kind === "legal") {
    const legal = checked.value as { content: string };
    return { ...legal, content: sanitizeLegalHtml(legal.content) };
  }
  return checked.value;
}

/** Legal text as HTML a visitor can safely receive: an allowlist of tags; no scripts, handlers or javascript: URLs. */
export function sanitizeLegalHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["h2", "h3", "h4", "p", "ul", "ol", "li", "a", "strong", "em", "b", "i", "br", "address", "abbr", "span", "table", "thead", "tbody", "tr", "th", "td"],
    allowedAttributes: { a: ["href", "target", "rel"], abbr: ["title"], th: ["scope"] },
    allowedSchemes: ["https", "http", "mailto", "tel"],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) =>
        /^https?:/.test(attribs["href"] ?? "") ? { tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" } } : { tagName, attribs },
    },
  }).trim();
}

function locatedIn(file: SourceFile, problem: PathProblem): Problem {
  const related = problem.related && locate(file, problem.related);
  const message = related ? `${problem.message} at ${related.file}:${related.line}` : problem.message;
  return { code: problem.code, message, hint: problem.hint, at: locate(file, problem.path) };
}

export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
