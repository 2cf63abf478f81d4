// One range of the route table checked (`checkRange`) and rendered (`renderRange`): what site.ts runs on this
// thread and the worker pool (worker-pool.ts) on every thread. A page's copy lives only while its range is
// rendered, so a large site's copy is never all held. Once any range has a problem, no page is rendered any more.
import { interFont, previewsOf, type PreviewToDraw, type SocialSetup } from "../images/social-images.ts";
import type {
  AssetManifest,
  OutputFile,
  PageEntry,
  Problem,
  Route,
  Site,
  SourceFile,
  Sources,
  TranslationCounts,
} from "../model.ts";
import { renderPages } from "../render/render-page.tsx";
import { anchorsOf } from "../render/page-anchors.ts";
import { checkPageRange } from "../validate/check-pages.ts";
import { noCounts } from "../translations/cross-language.ts";
import { typesetPage } from "../typeset/typeset.ts";
import { titleFacts, type TitleFact } from "../validate/duplicate-titles.ts";
import { SHARED_KINDS } from "../validate/shared-kinds.ts";
import type { Frame } from "../validate/validate-site.ts";
import { writeFileInto, type Output } from "../write/write-output.ts";

/** What rendering a page needs besides its copy; absent when the frame has problems (pages are then only checked). */
export interface Rendering {
  /** The frame as pages show it: the base URL of the command line, the labels, the shared pages. */
  readonly site: Site;
  readonly assets: AssetManifest;
  readonly social: SocialSetup;
}

export interface PagesJob {
  readonly frame: Frame;
  /** Every route (routes/route-graph.ts). */
  readonly routes: readonly Route[];
  readonly sources: Sources;
  /** What a link's target is rendered with to read its anchors (site-frame.ts `shown`). */
  readonly shown: Site | undefined;
  /** Settles when the assets are bundled: the first pages are checked meanwhile. */
  readonly rendering: Promise<Rendering> | undefined;
}

export interface PagesDone {
  readonly files: number;
  readonly bytes: number;
  readonly threads: number;
  readonly problems: readonly Problem[];
  /** The field statuses of the pages checked (the frame's own are counted with the frame). */
  readonly translations: TranslationCounts;
  /** The per-page preview PNGs, drawn on resvg's threads while later ranges are checked. */
  readonly previews: readonly Promise<OutputFile>[];
  /** The titles and descriptions of the pages checked, in route order, compared once all ranges are done. */
  readonly titles: readonly TitleFact[];
  /** What the maintainer should know although the pages are fine (a worker out of memory). */
  readonly warnings?: readonly string[];
}

/** Checks, renders and writes every page of `job` into `output` on other threads; undefined: on this one (site.ts). */
export type PagesStep = (
  job: PagesJob,
  output: Output,
  onProgress?: (written: number, total: number) => void,
) => Promise<PagesDone | undefined>;

/** Routes [from, to) of the route table with the routes of their pages. */
export interface Range {
  readonly from: number;
  readonly to: number;
  readonly routes: readonly Route[];
}

export interface RangeDone {
  readonly problems: readonly Problem[];
  readonly translations: TranslationCounts;
  readonly titles: readonly TitleFact[];
  /** The HTML files, when the thread has no folder to write them into (memory, dev). */
  readonly files: readonly OutputFile[];
  readonly written: number;
  readonly bytes: number;
  readonly toDraw: readonly PreviewToDraw[];
}

/** What any thread needs to check and render ranges. */
export interface RangeContext {
  readonly frame: Frame;
  readonly file: (path: string) => SourceFile | undefined;
  readonly rendering: Rendering | undefined;
  /** What a link's target is rendered with to read its anchors (site-frame.ts `shown`). */
  readonly shown: Site | undefined;
  /** Set to 1 by the first thread that finds a problem: from then on, ranges are only checked. */
  readonly stop: Int32Array;
  /** Where to write the HTML (a staging folder), or undefined to return it. */
  readonly dir: string | undefined;
  readonly made: Set<string>;
  readonly font: Awaited<ReturnType<typeof interFont>> | undefined;
  /** Starts drawing a preview as soon as it is named (this thread); without it, previews are returned (workers). */
  readonly draw?: ((preview: PreviewToDraw) => void) | undefined;
}

/**
 * The route table in ranges of at most 64 routes, about 16 per thread, each with the routes of its pages; or of
 * `size` routes (sitegen dev: small ranges, so that a page requested or saved is rendered with few others).
 */
export function rangesOf(frame: Frame, routes: readonly Route[], threads: number, size?: number): Range[] {
  const count = frame.config.routes.length;
  const per = size ?? Math.max(1, Math.min(64, Math.ceil(count / (threads * 16))));
  const routesOf = new Map<string, Route[]>();
  for (const route of routes) routesOf.set(route.page, [...(routesOf.get(route.page) ?? []), route]);
  return Array.from({ length: Math.ceil(count / per) }, (_, i) => {
    const from = i * per;
    const to = Math.min(count, from + per);
    return { from, to, routes: frame.config.routes.slice(from, to).flatMap((r) => routesOf.get(r.page) ?? []) };
  });
}

/** One range checked and, while no thread has found a problem, rendered. */
export function pagesOfRange(context: RangeContext, range: Range): RangeDone {
  const checked = checkRange(context, range);
  const { translations, titles } = checked;
  return checked.problems.length > 0
    ? { ...NOTHING, problems: checked.problems, translations, titles }
    : { ...renderRange(context, range, checked.pages), translations, titles };
}

const NOTHING = { problems: [], files: [], written: 0, bytes: 0, toDraw: [] } as const;

/** The pages of a range with their copy checked; a problem stops every thread's rendering. */
export function checkRange(
  context: RangeContext,
  range: Range,
): { pages: PageEntry[]; problems: Problem[]; translations: TranslationCounts; titles: TitleFact[] } {
  const { frame } = context;
  const problems: Problem[] = [];
  const translations = { lock: frame.translations.lock, counts: noCounts() };
  const input = {
    config: frame.config,
    siteFile: frame.siteFile,
    problems,
    file: context.file,
    cache: undefined, // a range's files are read once: only the frame's are cached (sitegen dev)
    translations,
    scheduled: frame.scheduled,
    anchors: context.shown && anchorsOf(context.shown),
  };
  const pages = checkPageRange(input, range.from, range.to, frame.shared);
  if (problems.length > 0) Atomics.store(context.stop, 0, 1);
  // A few strings per page; the shared pages' came with the frame.
  const own = pages.filter((p) => !SHARED_KINDS.has(p.kind));
  const titles = titleFacts(frame.config, range.from, range.to, own);
  return { pages, problems, translations: translations.counts, titles };
}

/** A checked range's pages rendered and written, unless a thread has found a problem by now. */
export function renderRange(
  context: RangeContext,
  range: Range,
  pages: readonly PageEntry[],
): Omit<RangeDone, "translations" | "titles"> {
  const { rendering } = context;
  if (!rendering || Atomics.load(context.stop, 0) === 1) return NOTHING;
  // The shared pages and this range's: what its pages show and link to; other pages resolve through the route table.
  // (Not frozen like the frame: they live for this range only, and freezing them costs about 1.5 % of a build.)
  const own = pages.filter((p) => !SHARED_KINDS.has(p.kind)).map(typesetPage); // the shared ones are, with the frame
  const site: Site = { ...rendering.site, pages: [...rendering.site.pages, ...own] };
  const { images, toDraw } = previewsOf(site, range.routes, rendering.social, context.font);
  if (context.draw) toDraw.splice(0).forEach(context.draw);
  const files = renderPages(site, range.routes, rendering.assets, images);
  if (context.dir === undefined) {
    const bytes = files.reduce((sum, f) => sum + Buffer.byteLength(f.contents as string), 0);
    return { problems: [], files, written: files.length, bytes, toDraw };
  }
  let bytes = 0;
  for (const file of files) bytes += writeFileInto(context.dir, file.path, file.contents, context.made);
  return { problems: [], files: [], written: files.length, bytes, toDraw };
}
