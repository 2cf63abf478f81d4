// The per-page part of validation: a route's content files in each language, checked against their kind's schema,
// their placeholders filled, their links and their parity checked. Pure but for reading the files through Sources,
// so it runs on any thread: validate-site.ts calls it for the whole route table or for one range of it.
import type { z } from "zod";
import type { BuildCache } from "../build-cache.ts";
import { locate } from "../load/locate.ts";
import type {
  Lang,
  LockIndex,
  PageContent,
  PageEntry,
  PageKind,
  Problem,
  SourceFile,
  TranslationCounts,
} from "../model.ts";
import { problem } from "../problems/index.ts";
import { checkFile } from "./check-file.ts";
import { parseLink } from "./links.ts";
import { routeById } from "../routes/page-index.ts";
import { checkGlossary, locateWords } from "./glossary.ts";
import { checkLinks, checkParity, type PathProblem } from "./cross-checks.ts";
import { checkInternalLinks, copyLinks, hasUniqueId, locateText, type AnchorsOf } from "./internal-links.ts";
import { pageAnchors } from "./page-anchors.ts";
import { droppedComments } from "../load/dropped-comments.ts";
import { duplicates } from "./duplicates.ts";
import { sanitizeLegalHtml } from "./legal-html.ts";
import { locateNumber } from "./numbers.ts";
import { closestPlaceholder, fillPlaceholders, placeholderNamespaces } from "./placeholders.ts";
import type { RouteConfig, SiteConfig } from "./schema/site.ts";
import { SHARED_KINDS } from "./shared-kinds.ts";
import { linksToScheduled, type ScheduledArticle } from "./scheduled.ts";
import { checkPagePair, checkUnpaired } from "../translations/cross-language.ts";
import { confirmedHashes } from "../translations/lock-index.ts";
import { LOCK_PATH } from "../translations/lock.ts";
import { pageKind } from "../page-kinds.ts";
import { uiSchema, type Ui } from "./schema/ui.ts";

/** What checking one page needs: the config, the content files, where problems go, and the dev cache if any. */
export interface PageInput {
  readonly config: SiteConfig;
  readonly siteFile: SourceFile;
  readonly problems: Problem[];
  /** The parsed file at a project-relative path, or undefined when it does not exist. */
  readonly file: (path: string) => SourceFile | undefined;
  readonly cache: BuildCache | undefined;
  /** The lock file's index (undefined: translations not tracked) and where the field statuses are counted. */
  readonly translations?: { readonly lock: LockIndex | undefined; readonly counts: TranslationCounts } | undefined;
  /** The articles this build leaves out until their day: links to them are problems. */
  readonly scheduled?: readonly ScheduledArticle[] | undefined;
}

/** The project-relative path of a route's content file in `lang`. */
export function contentPath(route: RouteConfig, lang: Lang): string {
  return `content/${lang}/${route.content ?? route.page}.yaml`;
}

/** The checked labels of `lang` (content/<lang>/ui.yaml), or undefined with problems reported. */
export function checkUi(lang: Lang, input: PageInput): Ui | undefined {
  const ui = checkedContent(`content/${lang}/ui.yaml`, lang, "ui", [], input) as Ui | undefined;
  if (ui && lang === "en" && input.file("content/de/ui.yaml")?.problems.length === 0)
    checkPair("ui", "ui", uiSchema, input);
  return ui;
}

/**
 * The two files of the page `id` (named `file` under content/<lang>/) compared as translations: values both must
 * share, text in the wrong language, the status of each field pair counted. Only for files that passed their checks.
 */
function checkPair(id: string, file: string, schema: z.ZodType, input: PageInput): void {
  const de = input.file(`content/de/${file}.yaml`)!;
  const en = input.file(`content/en/${file}.yaml`)!;
  const { lock, counts } = input.translations ?? { lock: undefined, counts: undefined };
  // A link to no page is one problem (LinkTargetUnknown) at its own line, not also a difference between languages.
  const known = (to: string) => {
    const link = parseLink(to);
    return link.kind === "ext" || (link.kind === "page" && routeById(input.config, link.page) !== undefined);
  };
  const confirmed = lock && confirmedHashes(lock, id, file);
  for (const { line, column, reason } of confirmed?.mistakes ?? [])
    input.problems.push(problem("TranslationLockInvalid", { reason }, { file: LOCK_PATH, line, column }));
  for (const found of checkPagePair(schema, de.value, en.value, confirmed?.hashes, counts)) {
    if (found.code === "TranslationValueDiffers" && found.link)
      if (!known(found.facts.de) || !known(found.facts.en)) continue;
    const file = found.lang === "de" ? de : en;
    const at = locate(file, found.path);
    if (found.code === "Language") {
      const where = found.sentence ? locateWords(file, found.path, found.sentence) : at;
      input.problems.push({ ...found.problem, at: where });
    } else if (found.code === "NumberFormat")
      input.problems.push(problem(found.code, found.facts, locateNumber(file, found.path, found.facts.written)));
    else {
      const german = locate(de, found.path);
      input.problems.push(problem(found.code, { ...found.facts, germanAt: `${german.file}:${german.line}` }, at));
    }
  }
}

/** Route `i` of site.yaml with its checked copy in each language (parity included), or undefined with problems reported. */
export function checkPage(route: RouteConfig, i: number, input: PageInput): PageEntry | undefined {
  // Two routes with one page id are one problem (RouteDuplicate), not a cascade from checking a copy against the wrong kind.
  if (!hasUniqueId(input.config, route)) return undefined;
  const de = checkedContent(contentPath(route, "de"), "de", route.kind, ["routes", i, "de"], input) as
    PageContent | undefined;
  const en =
    route.en === undefined
      ? undefined
      : (checkedContent(contentPath(route, "en"), "en", route.kind, ["routes", i, "en"], input) as
          PageContent | undefined);
  if (route.en !== undefined && de && en) {
    // Located in the English file, with the German counterpart's line in the message: the fix may belong in either.
    const deFile = input.file(contentPath(route, "de"))!;
    const parity = checkParity(de, en);
    input.problems.push(
      ...parity.map((p) => {
        const german = locate(deFile, p.path);
        return locatedIn(input.file(contentPath(route, "en"))!, {
          ...p,
          message: `${p.message} (German: ${german.file}:${german.line})`,
        });
      }),
    );
    if (parity.length === 0) checkPair(route.page, route.content ?? route.page, pageKind(route.kind).schema, input);
  } else if (route.en === undefined && de) {
    const file = input.file(contentPath(route, "de"))!;
    for (const { path, facts } of checkUnpaired(pageKind(route.kind).schema, file.value, "de"))
      input.problems.push(problem("NumberFormat", facts, locateNumber(file, path, facts.written)));
  }
  // Links are checked here, not per file: those to other pages' anchors need those pages' copy, those to scheduled
  // articles depend on the day of the build, and the copy's links are gathered once for all three checks.
  for (const [lang, content] of [["de", de] as const, ["en", en] as const]) {
    if (!content) continue;
    const file = input.file(contentPath(route, lang))!;
    const links = copyLinks(pageKind(route.kind).schema, content);
    input.problems.push(...checkLinks(links, lang, input.config).map((p) => locatedIn(file, p)));
    input.problems.push(...checkInternalLinks(file, links, route, lang, input.config, anchorsIn(input)));
    if (input.scheduled?.length)
      input.problems.push(...linksToScheduled(file, links, route, input.config, input.scheduled));
  }
  if (!de || (route.en !== undefined && !en)) return undefined;
  return pageEntry(route, en === undefined ? { de } : { de, en });
}

/**
 * The anchors of a page in `lang`, from its file as `input` reads it (raw: the target's own problems are
 * reported on its own); kept per parsed file, so a page many others link to is worked out once per build.
 */
function anchorsIn(input: PageInput): AnchorsOf {
  return (route, lang) => {
    const file = input.file(contentPath(route, lang));
    if (!file || file.problems.length > 0) return undefined;
    const known = anchorMemo.get(file);
    if (known?.config === input.config) return known.anchors;
    const fill = (text: string) =>
      text.includes("{") ? String(fillPlaceholders(text, lang, input.config).value) : text;
    const anchors = pageAnchors(route.kind, file.value, fill);
    anchorMemo.set(file, { config: input.config, anchors });
    return anchors;
  };
}
/** A memo keyed by the parsed file's identity: nothing in it outlives the file it was computed from. */
const anchorMemo = new WeakMap<SourceFile, { readonly config: SiteConfig; readonly anchors: ReadonlySet<string> }>();

/** Route `route` of site.yaml as a PageEntry with its checked copy. */
function pageEntry(route: RouteConfig, content: PageEntry["content"]): PageEntry {
  return {
    page: route.page,
    kind: route.kind,
    paths: route.en === undefined ? { de: route.de } : { de: route.de, en: route.en },
    ...(route.switchTo === undefined ? {} : { switchTo: route.switchTo }),
    content,
    files:
      route.en === undefined
        ? { de: contentPath(route, "de") }
        : { de: contentPath(route, "de"), en: contentPath(route, "en") },
  };
}

function checkedContent(
  path: string,
  lang: Lang,
  kind: PageKind | "ui",
  at: readonly PropertyKey[],
  input: PageInput,
): unknown {
  const file = input.file(path);
  if (!file) {
    const other = path.replace(`content/${lang}/`, `content/${lang === "de" ? "en" : "de"}/`);
    input.problems.push(
      problem(
        "ContentFileMissing",
        { path, lang, labels: kind === "ui", other },
        at.length ? locate(input.siteFile, at) : { file: "site.yaml", line: 1, column: 1 },
      ),
    );
    return undefined;
  }
  if (file.problems.length > 0) {
    input.problems.push(...file.problems); // not valid YAML: nothing more to check
    return undefined;
  }
  return checkContent(file, lang, kind, input);
}

/** Routes [from, to) of site.yaml with their checked copy (the frame's for shared kinds); problems go to `input.problems`. */
export function checkPageRange(input: PageInput, from: number, to: number, shared: readonly PageEntry[]): PageEntry[] {
  const pages: PageEntry[] = [];
  for (let i = from; i < to; i++) {
    const route = input.config.routes[i]!;
    // Pages others show were checked with the frame (validate-site.ts): taken from there, not checked twice.
    const entry = SHARED_KINDS.has(route.kind) ? shared.find((p) => p.page === route.page) : checkPage(route, i, input);
    if (entry) pages.push(entry);
  }
  return pages;
}

/** One content file checked, or its last check while the file and site.yaml are unchanged (dev). */
function checkContent(file: SourceFile, lang: Lang, kind: PageKind | "ui", input: PageInput): unknown {
  const { cache, config } = input;
  const cached = cache?.checked.get(file.path);
  if (cached && cached.text === file.text && cached.config === config && cached.kind === kind) {
    input.problems.push(...cached.problems);
    return cached.value;
  }
  const found: Problem[] = droppedComments(file);
  const value = checkContentFile(file, lang, kind, config, found);
  cache?.checked.set(file.path, { text: file.text, config, kind, value, problems: found });
  input.problems.push(...found);
  return value;
}

function checkContentFile(
  file: SourceFile,
  lang: Lang,
  kind: PageKind | "ui",
  config: SiteConfig,
  problems: Problem[],
): unknown {
  const raw = file.value;
  if (raw === null || raw === undefined) {
    problems.push(
      problem(
        "ContentFileEmpty",
        { path: file.path },
        { file: file.path, line: 1, column: 1 },
        kind === "ui" ? "files" : `kind-${kind}`,
      ),
    );
    return undefined;
  }
  const schema = kind === "ui" ? uiSchema : pageKind(kind).schema;
  problems.push(...checkGlossary(file, raw, schema, lang, config));
  const filled = fillPlaceholders(raw, lang, config, schema);
  for (const { path, name } of filled.unknown) {
    // Located at the placeholder itself, not at the start of its string, with the name it most likely meant.
    problems.push(
      problem(
        "UnknownPlaceholder",
        { name, suggestion: closestPlaceholder(name, config), namespaces: placeholderNamespaces() },
        locateText(file, path, `{${name}}`),
      ),
    );
  }
  for (const { path, found, what } of filled.markup)
    problems.push(
      problem("MarkupInText", { found, what }, locateText(file, path, found), kind === "ui" ? "files" : `kind-${kind}`),
    );
  for (const { path, text, suggestion } of filled.malformed)
    problems.push(problem("PlaceholderMalformed", { text, suggestion }, locateText(file, path, text)));
  const checked = checkFile(file, filled.value, schema, kind === "ui" ? "files" : `kind-${kind}`);
  if (!checked.ok) {
    problems.push(...checked.problems);
    return undefined;
  }
  if (kind !== "ui") problems.push(...duplicates(checked.value, kind).map((p) => locatedIn(file, p)));
  if (kind === "legal") {
    const legal = checked.value as { content: string };
    const content = sanitizeLegalHtml(legal.content, (found, what) =>
      problems.push(problem("LegalHtmlChanged", { found, what }, locateText(file, ["content"], found), "kind-legal")),
    );
    return { ...legal, content };
  }
  return checked.value;
}

export function locatedIn(file: SourceFile, found: PathProblem): Problem {
  const related = found.related && locate(file, found.related); // the first of two definitions, by its line
  const message = related ? `${found.message} at ${related.file}:${related.line}` : found.message;
  return { code: found.code, message, hint: found.hint, at: locate(file, found.path) };
}
