// The one pass over a range of the route table, on any thread. A page's copy lives only while its range is passed,
// so a large site's copy is never all held.
import { interFont, previewsOf, type PreviewToDraw, type SocialSetup } from "../images/social-images.ts";
import type {
  AssetManifest,
  OutputFile,
  PageEntry,
  Problem,
  Route,
  Site,
  SourceFile,
  TranslationCounts,
} from "../model.ts";
import { timed } from "../profile.ts";
import { keepRange, recordReads, type PageCache } from "../page-cache.ts";
import { stopsTheBuild } from "../problems/index.ts";
import { renderPages, UnresolvedLink } from "../render/render-page.tsx";
import { anchorsOf } from "../render/page-anchors.ts";
import { checkPageRange } from "../validate/check-pages.ts";
import { noCounts } from "../translations/cross-language.ts";
import { typesetPage } from "../typeset/typeset.ts";
import { titleFacts, type TitleFact } from "../validate/duplicate-titles.ts";
import { SHARED_KINDS } from "../validate/shared-kinds.ts";
import type { Frame } from "../validate/validate-site.ts";
import { writeFileInto } from "../write/write-output.ts";

/** What rendering a page needs besides its copy; absent when the frame has problems (pages are then only checked). */
export interface Rendering {
  readonly site: Site;
  readonly assets: AssetManifest;
  readonly social: SocialSetup;
}

/** Routes [from, to) of the route table. */
export interface Range {
  readonly from: number;
  readonly to: number;
  readonly routes: readonly Route[];
}

export interface RangeContext {
  readonly frame: Frame;
  /** The range's content files, opened for it alone. */
  readonly file: (path: string) => SourceFile | undefined;
  readonly rendering: Rendering | undefined;
  /** What a link's target is rendered with to read its anchors (site-frame.ts `shown`). */
  readonly shown: Site | undefined;
  /** Set to 1 by the first pass that finds a problem: from then on, ranges sharing it are only checked. */
  readonly stop: Int32Array;
  readonly font: Awaited<ReturnType<typeof interFont>> | undefined;
}

export interface Passed {
  readonly problems: readonly Problem[];
  /** The field statuses of its pages (the frame's own are counted with the frame). */
  readonly translations: TranslationCounts;
  readonly titles: readonly TitleFact[];
  readonly reads: readonly string[];
}

/** The preview images are named but not drawn. */
export type PageSink = (files: readonly OutputFile[], toDraw: readonly PreviewToDraw[]) => void;

/** At most 64 routes, about 16 ranges in all; or `size` (sitegen dev: a requested page is rendered with few others). */
export function rangesOf(frame: Frame, routes: readonly Route[], size?: number): Range[] {
  const count = frame.config.routes.length;
  const per = size ?? Math.max(1, Math.min(64, Math.ceil(count / 16)));
  const routesOf = new Map<string, Route[]>();
  for (const route of routes) routesOf.set(route.page, [...(routesOf.get(route.page) ?? []), route]);
  return Array.from({ length: Math.ceil(count / per) }, (_, i) => {
    const from = i * per;
    const to = Math.min(count, from + per);
    return { from, to, routes: frame.config.routes.slice(from, to).flatMap((r) => routesOf.get(r.page) ?? []) };
  });
}

/** Rendered into `sink` only when the frame can be rendered and no pass sharing `context.stop` found a problem. */
export function passRange(
  context: RangeContext,
  range: Range,
  sink?: PageSink,
): Passed & { readonly pages: readonly PageEntry[] } {
  const { frame, rendering } = context;
  const problems: Problem[] = [];
  const reads = new Set<string>();
  const translations = { lock: frame.translations.lock, counts: noCounts() };
  const input = {
    config: frame.config,
    siteFile: frame.siteFile,
    problems,
    file: (path: string) => (reads.add(path), timed("read + parse YAML", () => context.file(path))),
    cache: undefined, // a range's files are read once: only the frame's are cached (sitegen dev)
    translations,
    scheduled: frame.scheduled,
    today: frame.today,
    anchors: context.shown && anchorsOf(context.shown),
  };
  const pages = checkPageRange(input, range.from, range.to, frame.shared);
  if (stopsTheBuild(problems)) Atomics.store(context.stop, 0, 1);
  // A few strings per page; the shared pages' came with the frame.
  const own = pages.filter((p) => !SHARED_KINDS.has(p.kind));
  const titles = timed("titles", () => titleFacts(frame.config, range.from, range.to, own));
  const passed = { pages, problems, translations: translations.counts, titles, reads: [...reads] };
  if (!sink || !rendering || Atomics.load(context.stop, 0) === 1) return passed;
  // The shared pages and this range's (others resolve by the route table); not frozen: that costs 1.5 % of a build.
  const typeset = timed("typeset", () => own.map(typesetPage));
  const site: Site = { ...rendering.site, pages: [...rendering.site.pages, ...typeset] };
  const { images, toDraw } = timed("previews: lay out", () =>
    previewsOf(site, range.routes, rendering.social, context.font),
  );
  let files: OutputFile[];
  try {
    files = timed("render (React)", () => renderPages(site, range.routes, rendering.assets, images));
  } catch (error) {
    if (!(error instanceof UnresolvedLink)) throw error;
    Atomics.store(context.stop, 0, 1); // returned as this range's problem, on whichever thread renders it
    return { ...passed, problems: [...problems, ...error.problems] };
  }
  sink(files, toDraw);
  return passed;
}

export interface RangeDone extends Passed {
  /** The HTML files, when there is no folder to write them into (memory). */
  readonly files: readonly OutputFile[];
  readonly written: number;
  readonly bytes: number;
  readonly toDraw: readonly PreviewToDraw[];
}

export function buildRange(
  context: Omit<RangeContext, "file">,
  open: Parameters<typeof recordReads>[0],
  cache: PageCache | undefined,
  range: Range,
  dir: string | undefined,
  made: Set<string>,
): RangeDone {
  const { file, digests } = recordReads(open, cache !== undefined);
  let rendered = { files: [] as readonly OutputFile[], written: 0, bytes: 0, toDraw: [] as readonly PreviewToDraw[] };
  let html: readonly OutputFile[] | undefined;
  const { problems, translations, titles, reads } = passRange({ ...context, file }, range, (files, toDraw) => {
    let bytes = 0;
    for (const { path, contents } of files)
      bytes +=
        dir === undefined
          ? Buffer.byteLength(contents)
          : timed("write HTML", () => writeFileInto(dir, path, contents, made));
    rendered = { files: dir === undefined ? files : [], written: files.length, bytes, toDraw };
    html = files;
  });
  const done = { ...rendered, problems, translations, titles, reads }; // not the checked pages: a worker sends this back
  if (html && cache) keepRange(cache, range, { ...done, files: html }, digests);
  return done;
}
