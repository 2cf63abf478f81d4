// The per-page part of validation: a route's content files checked, filled, their links and parity checked. Pure but
// for reading files through Sources, so it runs on any thread, for the whole route table or for one range of it.
import type { BuildCache } from "../build-cache.ts";
import { locate } from "../load/locate.ts";
import type { Lang, PageContent, PageEntry, PageKind, Problem, SourceFile } from "../model.ts";
import { timed } from "../profile.ts";
import { problem } from "../problems/index.ts";
import { checkFile } from "./check-file.ts";
import { routeById } from "../routes/page-index.ts";
import { checkPair, type PairInput } from "./check-pair.ts";
import { checkParity } from "./cross-checks.ts";
import { checkPageLinks, movedIn, type AnchorsOf, type CopyLink } from "./page-links.ts";
import { routeTable } from "./links.ts";
import { locateIn, locateNumber } from "./locate-text.ts";
import { droppedComments } from "../load/dropped-comments.ts";
import { duplicates } from "./duplicates.ts";
import { figuresByUnit } from "./figures-in-copy.ts";
import { fillPlaceholders } from "./placeholders.ts";
import type { RouteConfig } from "./schema/site.ts";
import { SHARED_KINDS } from "./shared-kinds.ts";
import { datesAfter, type ScheduledArticle } from "./scheduled.ts";
import { checkUnpaired } from "../translations/cross-language.ts";
import { pageKind } from "../page-kinds.ts";
import { uiSchema, type Ui } from "./schema/ui.ts";

/** What checking one page needs: the config, the content files, where problems go, and the dev cache if any. */
export interface PageInput extends PairInput {
  readonly siteFile: SourceFile;
  readonly cache: BuildCache | undefined;
  /** The articles this build leaves out until their day: links to them are problems. */
  readonly scheduled?: readonly ScheduledArticle[] | undefined;
  /** The day of the build: a date in the copy after it (but a page's own, which schedules it) is a typo. */
  readonly today?: string | undefined;
  /** The anchors a page renders (render/page-anchors.ts); undefined while site.yaml has problems: not checked yet. */
  readonly anchors?: RenderedAnchors | undefined;
}

/** The ids of page `page` in `lang` as rendered, or undefined when it has no route or cannot be rendered. */
export type RenderedAnchors = (page: string, lang: Lang, entry?: PageEntry) => ReadonlySet<string> | undefined;

export function contentPath(route: RouteConfig, lang: Lang): string {
  return `content/${lang}/${route.content ?? route.page}.yaml`;
}

export const UI_FILES = { de: "content/de/ui.yaml", en: "content/en/ui.yaml" } as const;

/** The checked labels of `lang`, or undefined with problems reported. */
export function checkUi(lang: Lang, input: PageInput): Ui | undefined {
  const ui = checkedContent(UI_FILES[lang], lang, "ui", [], input) as Ui | undefined;
  if (ui && lang === "en" && input.file(UI_FILES.de)?.problems.length === 0)
    checkPair("ui", "ui", uiSchema, input, false); // a label, never a name the other file quotes
  return ui;
}

/** Route `i` of site.yaml with its checked copy in each language (parity included), or undefined with problems reported. */
export function checkPage(route: RouteConfig, i: number, input: PageInput): PageEntry | undefined {
  // Two routes with one page id are one problem (RouteDuplicate), not a cascade from checking a copy against the wrong kind.
  if (routeTable(input.config).duplicateIds.has(route.page)) return undefined;
  const checked = (lang: Lang) =>
    checkedContent(contentPath(route, lang), lang, route.kind, ["routes", i, lang], input) as PageContent | undefined;
  const [de, en] = [checked("de"), route.en === undefined ? undefined : checked("en")];
  if (route.en !== undefined && de && en) {
    const files = [input.file(contentPath(route, "de"))!, input.file(contentPath(route, "en"))!] as const;
    const parity = timed("parity", () => checkParity(de, en, ...files));
    input.problems.push(...parity);
    if (parity.length === 0)
      timed("translations: pairs", () =>
        checkPair(route.page, route.content ?? route.page, pageKind(route.kind).schema, input),
      );
  } else if (route.en === undefined && de) {
    const file = input.file(contentPath(route, "de"))!;
    for (const found of checkUnpaired(pageKind(route.kind).schema, file.value, "de", figuresByUnit(input.config)))
      input.problems.push({ ...found.problem, at: locateNumber(file, found.path, found.written) });
  }
  // Links are checked here, not per file: they need other pages' copy and the day of the build.
  for (const [lang, content] of [["de", de] as const, ["en", en] as const]) {
    if (!content) continue;
    timed("links", () => {
      input.problems.push(...pageLinks(route, lang, content, input));
      if (input.today)
        input.problems.push(...datesAfter(input.today, route, content, input.file(contentPath(route, lang))!));
    });
  }
  if (!de || (route.en !== undefined && !en)) return undefined;
  return pageEntry(route, en === undefined ? { de } : { de, en });
}

/** The shared pages' links to anchors, checked once the frame can be rendered (the frame's own check cannot). */
export function checkSharedAnchors(input: PageInput, shared: readonly PageEntry[]): void {
  for (const entry of shared) {
    const route = routeById(input.config, entry.page)!;
    for (const lang of ["de", "en"] as const) {
      const content = entry.content[lang];
      if (content === undefined) continue;
      for (const found of pageLinks(route, lang, content, input))
        if (found.code === "LinkAnchorMissing" || found.code === "LinkAnchorMoved") input.problems.push(found); // the rest came with the frame's check
    }
  }
}

function pageLinks(route: RouteConfig, lang: Lang, content: PageContent, input: PageInput): Problem[] {
  const file = input.file(contentPath(route, lang))!;
  const links = linksOf.get(content)!; // every page's copy is checked first, on this thread
  const { config, scheduled } = input;
  const anchorsOf = anchorsIn(input);
  const movedTo = movedIn(input.translations?.lock, (page, l) => input.file(contentPath(page, l)), anchorsOf);
  return checkPageLinks(links, { config, file, route, lang, anchorsOf, scheduled, movedTo });
}

/** A page's anchors in `lang`, rendered with its copy (none while its file has problems); kept per file. */
function anchorsIn(input: PageInput): AnchorsOf {
  return (route, lang) => {
    const file = input.file(contentPath(route, lang));
    if (!input.anchors || !file || file.problems.length > 0) return undefined;
    const known = anchorMemo.get(file);
    if (known?.by === input.anchors) return known.anchors;
    let entry: PageEntry | undefined; // a shared page is rendered with the frame's copy
    if (!SHARED_KINDS.has(route.kind)) {
      const content = checkContent(file, lang, route.kind, { ...input, problems: [] }) as PageContent | undefined;
      if (content === undefined) return undefined;
      entry = pageEntry(route, { de: content, [lang]: content }); // only `lang` is rendered
    }
    const anchors = timed("links: anchors of the pages linked to", () => input.anchors!(route.page, lang, entry));
    if (anchors) anchorMemo.set(file, { by: input.anchors, anchors });
    return anchors;
  };
}
/** Keyed by the parsed file and kept for one frame (`anchors` is made once per frame): nothing outlives either. */
const anchorMemo = new WeakMap<
  SourceFile,
  { readonly by: PageInput["anchors"]; readonly anchors: ReadonlySet<string> }
>();

function pageEntry(route: RouteConfig, content: PageEntry["content"]): PageEntry {
  return {
    page: route.page,
    kind: route.kind,
    paths: route.en === undefined ? { de: route.de } : { de: route.de, en: route.en },
    ...(route.switchTo === undefined ? {} : { switchTo: route.switchTo }),
    content,
    files: { de: contentPath(route, "de"), ...(route.en === undefined ? {} : { en: contentPath(route, "en") }) },
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
    const where = at.length ? locate(input.siteFile, at) : { file: "site.yaml", line: 1, column: 1 };
    const facts = { path, lang, labels: kind === "ui", other, otherToo: !input.file(other) };
    input.problems.push(problem("ContentFileMissing", facts, where));
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

/** The links of each page's checked copy, found with its duplicates (one walk): checkContent keeps them here. */
const linksOf = new WeakMap<object, readonly CopyLink[]>();

/** One content file checked, or its last check while the file and site.yaml are unchanged (dev, a build's frame). */
function checkContent(file: SourceFile, lang: Lang, kind: PageKind | "ui", input: PageInput): unknown {
  const { cache, config } = input;
  let checked = cache?.checked.get(file.path);
  if (!checked || checked.text !== file.text || checked.config !== config || checked.kind !== kind) {
    const problems: Problem[] = timed("comments dropped", () => droppedComments(file));
    const raw = file.value;
    const section = kind === "ui" ? "files" : `kind-${kind}`;
    const links: CopyLink[] = [];
    let value: unknown;
    if (raw === null || raw === undefined)
      problems.push(problem("ContentFileEmpty", { path: file.path }, { file: file.path, line: 1, column: 1 }, section));
    else {
      const schema = kind === "ui" ? uiSchema : pageKind(kind).schema;
      const filled = timed("placeholders, glossary", () => fillPlaceholders(raw, lang, config, schema));
      for (const { path, needle, n, problem } of filled.issues)
        problems.push({ ...problem, at: locateIn(file, path, needle, { n }) });
      const parsed = timed("schema (zod)", () => checkFile(file, filled.value, schema, section));
      if (!parsed.ok) problems.push(...parsed.problems);
      else if (kind !== "ui")
        problems.push(...timed("duplicates, links", () => duplicates(file, parsed.value, kind, links)));
      value = parsed.ok ? parsed.value : undefined;
    }
    checked = { text: file.text, config, kind, value, links, problems };
    cache?.checked.set(file.path, checked);
  }
  input.problems.push(...checked.problems);
  if (checked.value) linksOf.set(checked.value, checked.links);
  return checked.value;
}
