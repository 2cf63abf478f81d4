// The one place that sequences the stages (generator/README.md). Holds hashes and small records per page, never a
// page's copy or HTML: memory stays flat at any size.
import { buildAssets } from "./assets/build-assets.ts";
import { createBuildCache, type BuildCache } from "./build-cache.ts";
import { drawPreview } from "./images/social-images.ts";
import { openSources, type GivenTexts } from "./load/load-sources.ts";
import type { BuildReport, Checked, Lang, OutputFile, PageEntry, Problem, Site, SourceFile } from "./model.ts";
import type { Config } from "./options.ts";
import { cachedRange, keepBuildCache, openPageCache, storedBuildCache } from "./page-cache.ts";
import { profiler, timed } from "./profile.ts";
import { buildRange, passRange, type PageSink, type Passed, type RangeDone } from "./pool/pages.ts";
import type { WorkerPool } from "./pool/worker-pool.ts";
import { ProblemsError, reportOf, stopsTheBuild, type Report } from "./problems/index.ts";
import { addCounts, noCounts } from "./translations/cross-language.ts";
import { duplicateTitles } from "./validate/duplicate-titles.ts";
import { frameOutput, frameSite, type Framed, type Unusable } from "./site-frame.ts";
import { deepFreeze } from "./validate/validate-site.ts";
import { writeFileInto, type Output, type Writer } from "./write/write-output.ts";

/** The files outside content/ that the frame is made from: a save of one redoes everything. */
export const FRAME_FILES: ReadonlySet<string> = new Set(["site.yaml", "published.yaml"]);

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

/** `texts` are read in place of files on disk (the editor's check before a save; a build's threads read the disk). */
export interface OpenWith {
  readonly cache?: BuildCache | undefined;
  readonly texts?: GivenTexts | undefined;
  readonly takeOver?: boolean | undefined;
  readonly warn?: ((warning: string) => void) | undefined;
}

/** Opens the site of `config.root`: loads and checks the frame; sitegen dev also writes the site-wide files. */
export async function openSite(config: Config, given: OpenWith = {}): Promise<OpenSite> {
  const site = new OpenSite(config, { ...given, cache: given.cache ?? storedBuildCache(config) });
  await site.loadFrame(true);
  return site;
}

export class OpenSite {
  readonly config: Config;
  protected readonly cache: BuildCache;
  readonly #opened = performance.now();
  /** `--profile`: the frame's checks are timed too, from here. */
  readonly #lap: (stage: string) => void;
  readonly #texts: GivenTexts | undefined;
  /** The listed content files, each read when first asked for: a given text in place of its file. */
  readonly #open = (listed: ReadonlySet<string>) => openSources(this.config.root, listed, undefined, this.#texts);
  protected state: Framed | Unusable | undefined;
  /** Content file → the ranges that read it. */
  protected readonly readBy = new Map<string, Set<number>>();
  #report: Report | undefined;
  /** Routes per range: as a build cuts the route table, unless a subclass wants them smaller (sitegen dev). */
  protected readonly rangeSize: number | undefined = undefined;

  constructor(config: Config, given: OpenWith) {
    this.config = config;
    this.cache = given.cache ?? createBuildCache();
    this.#lap = profiler(config.profile, this.#opened);
    this.#texts = given.texts;
  }

  pages(): number {
    return this.framed()?.routes.length ?? 0;
  }

  /** Ranges not yet checked and rendered since the last change. */
  pending(): number {
    return this.framed()?.ranges.filter((r) => r.stale).length ?? 0;
  }

  /** Every problem known now: the frame's and those of the ranges checked. */
  problems(): Report {
    return (this.#report ??= this.report(this.found()));
  }

  protected found(): Problem[] {
    const state = this.state!;
    const found = [...state.problems];
    if ("ranges" in state) {
      for (const range of state.ranges) found.push(...range.problems);
      // Compared once over all ranges (not per range: that is quadratic).
      const titles = [...state.frame.titles, ...state.ranges.flatMap((r) => r.titles)];
      found.push(...duplicateTitles(titles, this.#open(state.listed).file));
    }
    return found;
  }

  report(problems: readonly Problem[]): Report {
    const state = this.state;
    const opened = state && "listed" in state ? this.#open(state.listed) : undefined;
    const files = new Map<string, SourceFile>();
    for (const path of new Set(problems.flatMap((p) => (p.at ? [p.at.file] : [])))) {
      const file = FRAME_FILES.has(path) ? state?.sources.file(path) : opened?.file(path);
      if (file) files.set(path, file);
    }
    return reportOf(problems, files);
  }

  /** Throws ProblemsError, before anything is committed, on bad input. */
  async build(writer: Writer, { pool, onProgress }: BuildWith = {}): Promise<BuildReport> {
    const lap = this.#lap;
    const state = this.framed();
    lap("load + frame");
    if (!state) throw new ProblemsError(this.problems()); // site.yaml unusable: no page can be checked
    const { frame, routes, sources, site } = state;
    // Started at once: esbuild, lightningcss and resvg work on their own threads.
    const framing = site && this.frameOutput(state, site, false);
    const output = await writer.open(); // a staging folder: dist/ changes only on commit
    try {
      await framing?.ready.catch(() => {}); // without it pages are only checked; its failure is thrown below
      lap("assets + shared images (awaited)");
      const pages = await this.#pages(state, output, pool, onProgress);
      keepBuildCache(this.config, this.cache, state.listed);
      lap(`pages (${pages.threads} thread${pages.threads === 1 ? "" : "s"})`);
      const report = this.problems();
      if (stopsTheBuild(report.problems) || !framing) throw new ProblemsError(report); // nothing committed
      const files = [...(await framing.files), ...(await Promise.all(pages.previews))]; // the PNGs, drawn meanwhile
      await output.write(files);
      lap("site files + previews");
      const warnings = await output.commit(); // dist/ now holds this build
      lap("commit");
      const count = (lang: Lang) => routes.filter((r) => r.lang === lang).length;
      return {
        pages: { de: count("de"), en: count("en") },
        files: pages.files + files.length,
        bytes: pages.bytes + files.reduce((sum, f) => sum + Buffer.byteLength(f.contents), 0),
        ms: performance.now() - this.#opened,
        marked: {
          placeholders: frame.marked.filter((m) => m.mark === "PLACEHOLDER").length,
          unconfirmed: frame.marked.filter((m) => m.mark === "CONFIRM").length,
        },
        scheduled: frame.scheduled,
        warnings: [...pages.warnings, ...warnings],
        translations: sources.translationLock && {
          counts: addCounts({ ...frame.translations.counts }, pages.translations),
        },
      };
    } catch (error) {
      await output.abort();
      throw error;
    }
  }

  /** Every page checked, none rendered: the readonly Site with every page held, or every problem found. */
  check(): Checked<Site> {
    const state = this.framed();
    if (!state) return { ok: false, problems: this.problems().problems };
    const pages: PageEntry[] = [];
    state.ranges.forEach((_, i) => pages.push(...this.pass(state, i).passed.pages));
    const { problems } = this.problems();
    if (stopsTheBuild(problems) || !state.frame.ui) return { ok: false, problems };
    const { config, ui } = state.frame;
    return { ok: true, value: Object.freeze({ config, pages: pages.map(deepFreeze), ui }), warnings: problems };
  }

  /** The frame checked (again); sitegen dev bundles the assets and writes the site-wide files now. */
  async loadFrame(newAssets: boolean): Promise<boolean> {
    const framed = await frameSite(this.config, this.cache, this.rangeSize, this.#texts);
    await this.adopting(framed, newAssets);
    this.#report = undefined;
    this.state = framed;
    this.readBy.clear();
    return "ranges" in framed;
  }

  /** What a subclass does before a new frame is adopted (sitegen dev writes the site-wide files). */
  protected async adopting(_framed: Framed | Unusable, _newAssets: boolean): Promise<void> {}

  /** Undefined while site.yaml is unusable. */
  framed(): Framed | undefined {
    const state = this.state;
    return state && "ranges" in state ? state : undefined;
  }

  /** The client bundles and CSS are reused while client/, styles/ and site.yaml's interface constants are unchanged. */
  protected frameOutput(state: Framed, site: Site, freshAssets: boolean): ReturnType<typeof frameOutput> {
    const cached = this.cache.assets;
    const assets =
      cached && !freshAssets
        ? Promise.resolve(cached)
        : buildAssets({ root: this.config.codeRoot, dev: false }, site.config).then((a) => (this.cache.assets = a));
    return frameOutput(state, site, assets, this.config.pagePreviews);
  }

  /** Range `i` passed on this thread, into `sink` when given; `problemsChanged` when it found or had problems. */
  protected pass(state: Framed, i: number, sink?: PageSink, stop = new Int32Array(1)) {
    const passed = passRange(
      { ...this.#context(state, stop), file: this.#open(state.listed).file },
      state.ranges[i]!,
      sink,
    );
    return { passed, problemsChanged: this.#record(state, i, passed) };
  }

  #context(state: Framed, stop: Int32Array) {
    const { frame, rendering, shown, font } = state;
    return { frame, rendering, shown, stop, font };
  }

  #record(state: Framed, i: number, passed: Passed): boolean {
    const range = state.ranges[i]!;
    for (const path of range.reads) this.readBy.get(path)?.delete(i);
    for (const path of passed.reads) this.readBy.set(path, (this.readBy.get(path) ?? new Set()).add(i));
    const problemsChanged = range.problems.length > 0 || passed.problems.length > 0;
    Object.assign(range, { stale: false, problems: passed.problems, titles: passed.titles, reads: passed.reads });
    this.#report = undefined;
    return problemsChanged;
  }

  async #pages(state: Framed, output: Output, pool: WorkerPool | undefined, onProgress: BuildWith["onProgress"]) {
    const stop = new Int32Array(new SharedArrayBuffer(4)); // shared with the pool's threads
    const made = new Set<string>();
    const cache = state.rendering && timed("cache: key", () => openPageCache(this.config, state));
    const here = (i: number) =>
      buildRange(this.#context(state, stop), this.#open(state.listed), cache, state.ranges[i]!, output.dir, made);
    const { frame, sources, ranges, rendering, shown, font } = state;
    const done = { files: 0, bytes: 0, translations: noCounts(), previews: [] as Promise<OutputFile>[] };
    const take = async (i: number, range: RangeDone) => {
      this.#record(state, i, range);
      // Written at once where a folder is (the HTML of ranges taken from the cache): not through the event loop.
      if (output.dir) for (const f of range.files) writeFileInto(output.dir, f.path, f.contents, made);
      else await output.write(range.files);
      if (font) done.previews.push(...range.toDraw.map((preview) => drawPreview(preview, font)));
      addCounts(done.translations, range.translations);
      done.files += range.written;
      done.bytes += range.bytes;
      onProgress?.(done.files, state.routes.length);
    };
    // Cached ranges are taken one at a time: a large site's HTML is never all held.
    const missed: number[] = [];
    const read = this.#open(state.listed).read;
    for (let i = 0; i < ranges.length; i++) {
      const kept = cache && timed("cache: ranges taken", () => cachedRange<RangeDone>(cache, ranges[i]!, read));
      if (kept) await take(i, kept);
      else missed.push(i);
    }
    const job = { frame, sources, ranges, rendering, shown, stop, cache };
    const run = missed.length > 0 ? await pool?.start(job, output.dir, here) : undefined;
    let warnings: string[] = [];
    try {
      if (run) {
        // Each worker has two ranges in flight; this thread takes the next range whenever it is free.
        const lane = async (pass: (i: number) => Promise<RangeDone>) => {
          for (let i = missed.shift(); i !== undefined; i = missed.shift()) await take(i, await pass(i));
        };
        const lanes = Array.from({ length: 2 * (run.threads - 1) }, () => lane(run.pass));
        await Promise.all([...lanes, lane((i) => new Promise((done) => setImmediate(() => done(here(i)))))]);
      } else for (const i of missed) await take(i, here(i));
    } finally {
      warnings = (await run?.close()) ?? [];
    }
    return { ...done, threads: run?.threads ?? 1, warnings };
  }
}
