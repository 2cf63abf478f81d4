// The site, opened once from the one Config (options.ts), and the only place that sequences the stages:
// load → validate the frame → routes → assets + images → pages (each range checked, then rendered and written)
// → the site-wide files → commit. `sitegen build` calls `build(writer)`, sitegen dev's worker `render(path)`,
// `next()` and `update(files)`, `sitegen check` and the tests `check()`; all of them read `problems()`, the one
// normalised report. Every pass over the pages goes through `#check` and `#render` of one range, whose record
// (its routes, whether it is stale, its problems, titles and the files it read) is kept in one array: a save
// re-checks only the ranges that read the saved file (Lume's Site: build, update and renderPage over one pass).
// Holds hashes and small records per page, never a page's copy or HTML: memory stays flat at any size.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildAssets, type BuiltAssets } from "./assets/build-assets.ts";
import { createBuildCache, type BuildCache } from "./build-cache.ts";
import { openDevOutput, type DevOutput, type OutputHashes } from "./dev/dev-output.ts";
import { drawPreview, interFont, socialSetup, type PreviewToDraw } from "./images/social-images.ts";
import { loadSources, openSources } from "./load/load-sources.ts";
import type {
  BuildReport,
  Checked,
  Lang,
  OutputFile,
  PageEntry,
  Problem,
  Route,
  Site,
  SourceFile,
  Sources,
} from "./model.ts";
import type { Config } from "./options.ts";
import { checkRange, rangesOf, renderRange, type RangeContext, type Rendering } from "./pool/pages.ts";
import type { WorkerPool } from "./pool/worker-pool.ts";
import { ProblemsError, reportOf, type Report } from "./problems/index.ts";
import { renderFeeds } from "./render/feeds.ts";
import { renderHostRules } from "./render/host-rules.ts";
import { renderNotFound } from "./render/render-page.tsx";
import { renderSeoFiles } from "./render/seo-files.ts";
import { formerRedirects } from "./routes/former-paths.ts";
import { buildRouteGraph } from "./routes/route-graph.ts";
import { addCounts, noCounts } from "./translations/cross-language.ts";
import { typesetSite } from "./typeset/typeset.ts";
import { duplicateTitles, type TitleFact } from "./validate/duplicate-titles.ts";
import { localToday } from "./validate/scheduled.ts";
import { deepFreeze, validateFrame, type Frame } from "./validate/validate-site.ts";
import type { Output, Writer } from "./write/write-output.ts";

/** The files outside content/ that the frame is made from: a save of one redoes everything. */
const FRAME_FILES: ReadonlySet<string> = new Set(["site.yaml", "published.yaml"]);

/** Routes of site.yaml per range in sitegen dev: a requested or saved page is rendered with at most three others. */
const DEV_RANGE_ROUTES = 2;

/** What a caller may pass to build() besides the writer: worker threads (large sites), a progress callback. */
export interface BuildWith {
  readonly pool?: WorkerPool | undefined;
  readonly onProgress?: ((pagesWritten: number, total: number) => void) | undefined;
}

/** What a step of sitegen dev did: pages rendered, and the problems it found (already counted in `problems()`). */
export interface Step {
  readonly rendered: number;
  readonly found: readonly Problem[];
  /** True when the set of problems changed (found some, or a range that had some is clean now). */
  readonly problemsChanged: boolean;
  /** True when pages in dist/ changed or will (a new frame): open pages should reload. */
  readonly changed: boolean;
}

/** One range of the route table and what its last check found. */
interface RangeRecord {
  readonly from: number;
  readonly to: number;
  readonly routes: readonly Route[];
  /** Not checked and rendered since the last change of what it read. */
  stale: boolean;
  problems: readonly Problem[];
  /** The titles and descriptions of its pages, compared across ranges when the problems are asked for. */
  titles: readonly TitleFact[];
  /** The content files its check read (its pages' files, the pages whose anchors they link to). */
  reads: ReadonlySet<string>;
}

/** The checked frame and everything derived from it; replaced whole when the frame changes. */
interface Framed {
  readonly sources: Sources;
  readonly frame: Frame;
  readonly routes: readonly Route[];
  readonly ranges: RangeRecord[];
  readonly problems: readonly Problem[];
  /** The files the frame was made from: a save of one of them redoes everything. */
  readonly files: ReadonlySet<string>;
  readonly listed: ReadonlySet<string>;
  /** The frame as pages show it; undefined while the frame has problems (pages are then only checked). */
  readonly site: Site | undefined;
  /** Route path → its range. */
  readonly rangeOf: ReadonlyMap<string, number>;
  /** What rendering needs once the assets are bundled; set by whoever awaited it (build, or dev at once). */
  rendering: Rendering | undefined;
  font: Awaited<ReturnType<typeof interFont>> | undefined;
}

/** site.yaml could not be used: its problems are the only ones known. */
interface Unusable {
  readonly sources: Sources;
  readonly problems: readonly Problem[];
}

/**
 * What a caller may pass besides the Config: a cache kept from an earlier site (the client bundles: tests); for
 * sitegen dev, what the session before it wrote into dist/ and where its warnings go.
 */
export interface OpenWith {
  readonly cache?: BuildCache | undefined;
  readonly handedOver?: OutputHashes | undefined;
  readonly warn?: ((warning: string) => void) | undefined;
}

/** Opens the site of `config.root`: loads and checks the frame; sitegen dev also writes the site-wide files. */
export async function openSite(config: Config, given: OpenWith = {}): Promise<OpenSite> {
  const site = new OpenSite(config, given);
  await site.loadFrame(true);
  return site;
}

export class OpenSite {
  readonly config: Config;
  readonly #cache: BuildCache;
  readonly #with: OpenWith;
  readonly #opened = performance.now();
  #state: Framed | Unusable | undefined;
  /** Content file → the ranges that read it. */
  readonly #readBy = new Map<string, Set<number>>();
  #report: Report | undefined;
  #cursor = 0;
  // sitegen dev only: its output folder, the site-wide files in it, and the preview images its pages show.
  #output: DevOutput | undefined;
  #siteFiles: ReadonlySet<string> = new Set();
  readonly #previews = new Map<string, string>(); // PNG path → its SVG, drawn when requested
  readonly #previewOf = new Map<string, string>(); // route path → its PNG path

  constructor(config: Config, given: OpenWith) {
    this.config = config;
    this.#cache = given.cache ?? createBuildCache();
    this.#with = given;
  }

  /** Pages of the site (both languages). */
  pages(): number {
    return this.#framed()?.routes.length ?? 0;
  }

  /** Ranges not yet checked and rendered since the last change. */
  pending(): number {
    return this.#framed()?.ranges.filter((r) => r.stale).length ?? 0;
  }

  /** Every problem known now, normalised, with the files they are in: the frame's and those of the ranges checked. */
  problems(): Report {
    if (this.#report) return this.#report;
    const state = this.#state!;
    const found = [...state.problems];
    if ("ranges" in state) {
      for (const range of state.ranges) found.push(...range.problems);
      // Compared once over all ranges (not per range: that is quadratic).
      const titles = [...state.frame.titles, ...state.ranges.flatMap((r) => r.titles)];
      found.push(...duplicateTitles(titles, openSources(this.config.root, state.listed).file));
    }
    return (this.#report = this.report(found));
  }

  /** `problems` as a Report, with the files they are in read now for their code frames. */
  report(problems: readonly Problem[]): Report {
    const state = this.#state;
    const opened = state && "listed" in state ? openSources(this.config.root, state.listed) : undefined;
    const files = new Map<string, SourceFile>();
    for (const path of new Set(problems.flatMap((p) => (p.at ? [p.at.file] : [])))) {
      const file = FRAME_FILES.has(path) ? state?.sources.file(path) : opened?.file(path);
      if (file) files.set(path, file);
    }
    return reportOf(problems, files);
  }

  /**
   * sitegen build: every page checked, then rendered and written into `writer`, range by range (on the pool's
   * threads when it takes them), then the site-wide files, and the output committed. Throws ProblemsError, before
   * anything is committed, on bad input.
   */
  async build(writer: Writer, { pool, onProgress }: BuildWith = {}): Promise<BuildReport> {
    const lap = profiler(this.config.profile, this.#opened);
    const state = this.#framed();
    lap("load + frame");
    if (!state) throw new ProblemsError(this.problems()); // site.yaml unusable: no page can be checked
    const { frame, routes, sources, site } = state;
    // Started, not awaited: esbuild, lightningcss and resvg work on their own threads while the pages are checked.
    const assets = site && this.#assets(site, false);
    const social = site && socialSetup(site, routes, this.config.pagePreviews); // logo.png and the home pages' previews
    const ready = site && assets && social && prepared(site, assets, social);
    const output = await writer.open(); // a staging folder: dist/ changes only on commit
    try {
      const pooled = await pool?.pages({ frame, routes, sources, rendering: ready }, output, onProgress);
      if (pooled) {
        // The pool's ranges are its own: their outcome is kept as one record.
        const all = { from: 0, to: frame.config.routes.length, routes, stale: false, reads: new Set<string>() };
        state.ranges.splice(0, state.ranges.length, { ...all, problems: pooled.problems, titles: pooled.titles });
        this.#report = undefined;
      }
      const pages = pooled ?? (await this.#pagesHere(state, output, ready, onProgress));
      lap(`pages (${pages.threads} thread${pages.threads === 1 ? "" : "s"})`);
      const report = this.problems();
      const rendering = report.problems.length === 0 ? await ready : undefined;
      if (!rendering || !assets || !social) throw new ProblemsError(report); // nothing committed
      const files: OutputFile[] = [
        ...siteFiles(rendering, routes),
        ...(await Promise.all([...(await social).files, ...pages.previews])), // the preview PNGs, drawn meanwhile
        ...(await assets).files,
      ];
      await output.write(files);
      lap("site files + previews");
      const warnings = await output.commit(); // dist/ now holds this build
      lap("commit");
      const count = (lang: Lang) => routes.filter((r) => r.lang === lang).length;
      return {
        pages: { de: count("de"), en: count("en") },
        files: pages.files + files.length,
        bytes: pages.bytes + bytesOf(files),
        ms: performance.now() - this.#opened,
        marked: {
          placeholders: frame.marked.filter((m) => m.mark === "PLACEHOLDER").length,
          unconfirmed: frame.marked.filter((m) => m.mark === "CONFIRM").length,
        },
        scheduled: frame.scheduled,
        warnings: [...(pages.warnings ?? []), ...warnings],
        translations: sources.translationLock && {
          counts: addCounts({ ...frame.translations.counts }, pages.translations),
          unreadableLines: sources.translationLock.unreadable,
        },
      };
    } catch (error) {
      await output.abort();
      throw error;
    }
  }

  /**
   * Every page checked, none rendered: the typed, readonly Site with every page held, or every problem found
   * (sitegen check learns the route table from it; the tests read the checked copy).
   */
  check(): Checked<Site> {
    const state = this.#framed();
    if (!state) return { ok: false, problems: this.problems().problems };
    const pages: PageEntry[] = [];
    state.ranges.forEach((_, i) => pages.push(...this.#check(state, i, new Int32Array(1)).checked.pages));
    const { problems } = this.problems();
    if (problems.length > 0 || !state.frame.ui) return { ok: false, problems };
    const { config, ui } = state.frame;
    return { ok: true, value: Object.freeze({ config, pages: pages.map(deepFreeze), ui }) };
  }

  /** sitegen dev: renders the page at URL path `path` now if it is not current (a request for it arrived). */
  render(path: string): Step | undefined {
    const state = this.#framed();
    const i = state?.rangeOf.get(path);
    return state && i !== undefined && state.ranges[i]!.stale ? this.#renderNow(state, i) : undefined;
  }

  /** sitegen dev's background pass: the next stale range checked and rendered; undefined when none is left. */
  next(): Step | undefined {
    const state = this.#framed();
    if (!state) return undefined;
    while (this.#cursor < state.ranges.length && !state.ranges[this.#cursor]!.stale) this.#cursor++;
    return this.#cursor < state.ranges.length ? this.#renderNow(state, this.#cursor) : undefined;
  }

  /** sitegen dev: a save (or a removal) of project-relative `files`; `assets` when client/ or styles/ changed. */
  async update(files: readonly string[], assets: boolean): Promise<Step> {
    const state = this.#state;
    const frameChanged =
      assets ||
      !state ||
      !("ranges" in state) ||
      files.some(
        (f) =>
          FRAME_FILES.has(f) || state.files.has(f) || state.listed.has(f) !== existsSync(join(this.config.root, f)),
      );
    if (frameChanged) {
      const adopted = await this.loadFrame(assets || files.includes("site.yaml"));
      const rendering = adopted && !!this.#framed()?.rendering;
      return { rendered: 0, found: this.#state!.problems, problemsChanged: true, changed: rendering };
    }
    const hit = [...new Set(files.flatMap((f) => [...(this.#readBy.get(f) ?? [])]))].sort((a, b) => a - b);
    for (const i of hit) state.ranges[i]!.stale = true;
    this.#cursor = 0;
    const steps = hit.map((i) => this.#renderNow(state, i));
    return {
      rendered: steps.reduce((n, s) => n + s.rendered, 0),
      found: steps.flatMap((s) => s.found),
      problemsChanged: steps.some((s) => s.problemsChanged),
      changed: steps.some((s) => s.changed),
    };
  }

  /** sitegen dev: draws the preview image at `path` ("assets/og/….png") into dist/ if a page shows it and it is not there. */
  async preview(path: string): Promise<void> {
    const state = this.#framed();
    if (!this.#previews.has(path) && !this.#output?.has(path) && state) {
      const name = path.replace(/^assets\/og\/(.*)\.[0-9a-f]{10}\.png$/, "$1");
      const owner = state.routes.find((r) => (r.path === "/" ? "index" : r.path.slice(1).replace(/\//g, "-")) === name);
      if (owner) this.render(owner.path);
    }
    const svg = this.#previews.get(path);
    const font = state?.font;
    if (svg === undefined || !font || this.#output?.has(path)) return;
    const drawn = await drawPreview({ path, svg }, font);
    if (this.#previews.get(path) === svg) this.#output!.write(drawn.path, drawn.contents); // still shown by its page
  }

  /** sitegen dev: what the session that takes over after a code change starts from. */
  handOver(): OutputHashes {
    return this.#output?.hashes ?? new Map();
  }

  /**
   * The frame checked (again); adopted only when site.yaml can be used, else the last one stays with the problems.
   * In sitegen dev the assets are bundled and the site-wide files written now, before any page is requested.
   */
  async loadFrame(newAssets: boolean): Promise<boolean> {
    const { root, production, future, baseUrl } = this.config;
    const sources = await loadSources(root, this.#cache);
    const files = new Set(["site.yaml"]);
    const reading = { ...sources, file: (path: string) => (files.add(path), sources.file(path)) };
    // Without a day given, today is read from the clock at every frame: an article whose day came is in after a save.
    const today = this.config.today ?? localToday();
    const framed = validateFrame(reading, this.#cache, { production, today, future });
    this.#report = undefined;
    if (!framed.ok) {
      const last = this.#state;
      // sitegen dev keeps its last usable frame's pages in dist/; its problems are now site.yaml's alone.
      this.#state = { sources, problems: framed.problems };
      if (last && "ranges" in last) this.#previous = last;
      return false;
    }
    const { frame, problems } = framed;
    // Paths, language switch targets, breadcrumbs: from site.yaml alone, without the articles scheduled for later.
    const routes = buildRouteGraph(frame, frame.scheduled);
    const dev = this.config.command === "dev";
    const ranges = rangesOf(frame, routes, 1, dev ? DEV_RANGE_ROUTES : undefined).map((range) => ({
      ...range,
      stale: true,
      problems: [],
      titles: [],
      reads: new Set<string>(),
    }));
    const rangeOf = new Map<string, number>();
    ranges.forEach((range, i) => range.routes.forEach((r) => rangeOf.set(r.path, i)));
    const site = problems.length === 0 && frame.ui ? framedSite(frame, frame.ui, baseUrl) : undefined;
    const next: Framed = {
      sources,
      frame,
      routes,
      ranges,
      problems,
      files,
      listed: new Set(sources.contentPaths),
      site,
      rangeOf,
      rendering: undefined,
      font: undefined,
    };
    if (dev) await this.#writeSiteFiles(next, newAssets);
    this.#state = next;
    this.#readBy.clear();
    this.#cursor = 0;
    return true;
  }

  /** The last frame whose pages dist/ holds, while site.yaml cannot be used (sitegen dev). */
  #previous: Framed | undefined;

  #framed(): Framed | undefined {
    const state = this.#state;
    return state && "ranges" in state ? state : undefined;
  }

  /** The client bundles and CSS: reused while client/, styles/ and site.yaml's interface constants are unchanged. */
  #assets(site: Site, fresh: boolean): Promise<BuiltAssets> {
    const cached = this.#cache.assets;
    if (cached && !fresh) return Promise.resolve(cached);
    const built = buildAssets({ root: this.config.codeRoot, dev: false }, site.config);
    return built.then((assets) => (this.#cache.assets = assets));
  }

  /** sitegen dev: the assets and images of a new frame and the site-wide files, written into dist/ at once. */
  async #writeSiteFiles(next: Framed, newAssets: boolean): Promise<void> {
    let written: OutputFile[] | undefined;
    if (next.site) {
      const assets = await this.#assets(next.site, newAssets);
      const social = await socialSetup(next.site, next.routes, this.config.pagePreviews);
      next.rendering = { site: next.site, assets: assets.manifest, social: social.setup };
      next.font = await interFont();
      written = [...siteFiles(next.rendering, next.routes), ...(await Promise.all(social.files)), ...assets.files];
    }
    // From here on synchronous: requests and the background pass see the old state or the new one, never a mix.
    const last = this.#framed() ?? this.#previous;
    const output = (this.#output ??= await openDevOutput(
      this.config.out,
      written,
      this.#with.handedOver,
      this.#with.warn,
    ));
    const siteFileSet = new Set(written?.map((f) => f.path));
    if (written && last) {
      for (const file of written) output.write(file.path, file.contents);
      for (const path of this.#siteFiles) if (!siteFileSet.has(path)) output.remove(path);
      for (const route of last.routes)
        if (!next.rangeOf.has(route.path)) {
          output.remove(route.outputPath);
          output.remove(this.#previewOf.get(route.path) ?? "");
          this.#previewOf.delete(route.path);
        }
    }
    if (written) this.#siteFiles = siteFileSet;
    this.#previous = undefined;
  }

  /** Range `i` checked: its record updated, its checked pages returned with what rendering them needs. */
  #check(state: Framed, i: number, stop: Int32Array, dir?: string, made = new Set<string>()) {
    const range = state.ranges[i]!;
    const reads = new Set<string>();
    const opened = openSources(this.config.root, state.listed); // this range's files only, dropped when it is done
    const file = (path: string) => (reads.add(path), opened.file(path));
    const { frame, rendering, font } = state;
    const context: RangeContext = { frame, file, rendering, stop, dir, made, font };
    const checked = checkRange(context, range);
    for (const path of range.reads) this.#readBy.get(path)?.delete(i);
    for (const path of reads) this.#readBy.set(path, (this.#readBy.get(path) ?? new Set()).add(i));
    const before = range.problems.length;
    Object.assign(range, { stale: false, problems: checked.problems, titles: checked.titles, reads });
    this.#report = undefined;
    return { context, checked, problemsChanged: before > 0 || checked.problems.length > 0 };
  }

  /** sitegen build on this thread: every range checked and, while none has a problem, rendered and written. */
  async #pagesHere(
    state: Framed,
    output: Output,
    ready: Promise<Rendering> | undefined,
    onProgress: BuildWith["onProgress"],
  ) {
    const stop = new Int32Array(1);
    const made = new Set<string>();
    const translations = noCounts();
    const previews: Promise<OutputFile>[] = [];
    let files = 0;
    let bytes = 0;
    for (let i = 0; i < state.ranges.length; i++) {
      const { context, checked } = this.#check(state, i, stop, output.dir, made);
      addCounts(translations, checked.translations);
      if (Atomics.load(stop, 0) === 1) continue; // only checked from now on
      if (!state.rendering && ready) {
        state.rendering = await ready; // the first range was checked while the assets were bundled
        state.font = state.rendering.social.perPage ? await interFont() : undefined;
      }
      const font = state.font;
      const draw = font && ((preview: PreviewToDraw) => void previews.push(drawPreview(preview, font)));
      const range = state.ranges[i]!;
      const done = renderRange({ ...context, rendering: state.rendering, font, draw }, range, checked.pages);
      if (done.files.length > 0) await output.write(done.files);
      files += done.written;
      bytes += done.bytes;
      onProgress?.(files, state.routes.length);
    }
    return { files, bytes, threads: 1, translations, previews, warnings: [] as string[] };
  }

  /** sitegen dev: range `i` checked and, when it has no problem and the frame can be rendered, rendered into dist/. */
  #renderNow(state: Framed, i: number): Step {
    const { context, checked, problemsChanged } = this.#check(state, i, new Int32Array(1)); // one range's problem stops only it
    if (checked.problems.length > 0 || !state.rendering)
      return { rendered: 0, found: checked.problems, problemsChanged, changed: false };
    const range = state.ranges[i]!;
    const done = renderRange(context, range, checked.pages);
    const output = this.#output!;
    for (const page of done.files) output.write(page.path, page.contents);
    range.routes.forEach((route, k) => {
      const drawn = done.toDraw[k];
      if (!drawn) return;
      const was = this.#previewOf.get(route.path);
      if (was && was !== drawn.path) {
        this.#previews.delete(was);
        output.remove(was); // a build would not write the old image any more
      }
      this.#previewOf.set(route.path, drawn.path);
      this.#previews.set(drawn.path, drawn.svg);
    });
    return { rendered: done.files.length, found: [], problemsChanged, changed: done.files.length > 0 };
  }
}

/** What rendering needs once the assets are bundled and the shared images named; a failure surfaces where awaited. */
function prepared(
  site: Site,
  assets: Promise<BuiltAssets>,
  social: ReturnType<typeof socialSetup>,
): Promise<Rendering> {
  const ready = Promise.all([assets, social]).then(([a, s]) => ({ site, assets: a.manifest, social: s.setup }));
  ready.catch(() => {}); // not yet awaited while the first pages are checked: no unhandled rejection meanwhile
  return ready;
}

/** The files of the whole site besides its pages, images and assets. */
function siteFiles(rendering: Rendering, routes: readonly Route[]): OutputFile[] {
  return [
    { path: "404.html", contents: renderNotFound(rendering.site, rendering.assets) },
    ...renderHostRules(routes, formerRedirects(rendering.site.config)),
    ...renderSeoFiles(rendering.site, routes),
    ...renderFeeds(rendering.site, routes),
  ];
}

/** The frame as pages show it: its copy typeset, the base URL given on the command line (checked there like site.yaml's), if any. */
function framedSite(frame: Frame, ui: Site["ui"], baseUrl: string | undefined): Site {
  const config = baseUrl === undefined ? frame.config : { ...frame.config, baseUrl };
  return typesetSite({ config, ui, pages: frame.shared });
}

function bytesOf(files: readonly OutputFile[]): number {
  return files.reduce(
    (sum, f) => sum + (typeof f.contents === "string" ? Buffer.byteLength(f.contents) : f.contents.byteLength),
    0,
  );
}

/** `--profile`: the time of each stage on stderr. */
function profiler(on: boolean, started: number): (stage: string) => void {
  let last = started;
  return (stage) => {
    if (!on) return;
    const now = performance.now();
    console.error(`${stage}: ${Math.round(now - last)} ms`);
    last = now;
  };
}
