// sitegen dev's model of the site: the frame (site.yaml, labels, shared pages) checked at start, each page's
// range of the route table checked and rendered when it is requested or when the background pass reaches it,
// and a save re-checking only the ranges that read the saved file. Each range records the content files it read
// (its pages' two files, the pages whose anchors they link to); the frame's files, site.yaml and the code make
// every range stale. The same stage functions as `sitegen build`, so dist/ ends byte for byte as a build writes
// it. Holds hashes and small records per page, never a page's copy or HTML: memory stays flat at any size.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildAssets, type BuiltAssets } from "../assets/build-assets.ts";
import { framedSite, siteFiles } from "../build.ts";
import { createBuildCache } from "../build-cache.ts";
import { drawPreview, interFont, socialSetup } from "../images/social-images.ts";
import { loadSources, openSources } from "../load/load-sources.ts";
import type { OutputFile, Problem, Route, SourceFile, Sources } from "../model.ts";
import { checkRange, rangesOf, renderRange, type Range, type RangeContext, type Rendering } from "../pool/pages.ts";
import { buildRouteGraph } from "../routes/route-graph.ts";
import { duplicateTitles, type TitleFact } from "../validate/duplicate-titles.ts";
import { validateFrame, type Frame } from "../validate/validate-site.ts";
import { openDevOutput, type DevOutput, type OutputHashes } from "./dev-output.ts";

/** The files outside content/ that the frame is made from: a save of one redoes everything. */
const FRAME_FILES: ReadonlySet<string> = new Set(["site.yaml", "published.yaml"]);

/** Routes of site.yaml per range: a requested or saved page is rendered with at most three others. */
const RANGE_ROUTES = 2;

export interface DevSiteOptions {
  readonly root: string;
  readonly codeRoot: string;
  readonly out: string;
  /** Include the articles dated after today (`--future`); otherwise they are left out as `sitegen build` does. */
  readonly future?: boolean | undefined;
}

/** What a step of the session did: pages rendered, and the problems it found (already counted in `problems()`). */
export interface Step {
  readonly rendered: number;
  readonly found: readonly Problem[];
  /** True when the set of problems changed (found some, or a range that had some is clean now). */
  readonly problemsChanged: boolean;
  /** True when pages in dist/ changed or will (a new frame): open pages should reload. */
  readonly changed: boolean;
}

export interface DevSite {
  /** Pages of the site (both languages). */
  readonly pages: () => number;
  /** Ranges not yet checked and rendered since the last change. */
  readonly pending: () => number;
  /** Every problem known now: the frame's and those of the ranges checked so far. */
  readonly problems: () => readonly Problem[];
  /** The files the problems are in, read now, for their code frames. */
  readonly sourceFiles: (problems: readonly Problem[]) => ReadonlyMap<string, SourceFile>;
  /** Renders the page at URL path `path` now if it is not current (a request for it arrived). */
  readonly ensure: (path: string) => Step | undefined;
  /** Draws the preview image at `path` ("assets/og/….png") into dist/ if a page shows it and it is not there. */
  readonly preview: (path: string) => Promise<void>;
  /** The next stale range checked and rendered; undefined when none is left. */
  readonly step: () => Step | undefined;
  /** A save (or a removal) of project-relative `files`; `assets` when client/ or styles/ changed. */
  readonly save: (files: readonly string[], assets: boolean) => Promise<Step>;
  /** What the session that takes over after a code change starts from. */
  readonly handOver: () => OutputHashes;
}

interface State {
  readonly sources: Sources;
  readonly frame: Frame;
  readonly routes: readonly Route[];
  readonly ranges: readonly Range[];
  readonly rendering: Rendering | undefined;
  readonly font: Awaited<ReturnType<typeof interFont>> | undefined;
  readonly problems: readonly Problem[];
  /** The files the frame was made from: a save of one of them redoes everything. */
  readonly files: ReadonlySet<string>;
  readonly listed: ReadonlySet<string>;
  /** Route path → its range; preview image name → its route's path. */
  readonly rangeOf: ReadonlyMap<string, number>;
  readonly ogOwner: ReadonlyMap<string, string>;
  readonly siteFiles: ReadonlySet<string>;
}

/** Checks the frame and writes the site-wide files; the pages follow through `ensure` and `step`. */
export async function openDevSite(options: DevSiteOptions, handedOver?: OutputHashes): Promise<DevSite> {
  const { root, codeRoot } = options;
  const cache = createBuildCache(); // only the frame's few files pass through it: bounded at any site size
  let assets: BuiltAssets | undefined;
  let state: State | undefined;
  let output: DevOutput | undefined;
  let frameProblems: readonly Problem[] = [];
  let stale: boolean[] = [];
  let rangeProblems: (readonly Problem[] | undefined)[] = [];
  // Titles and descriptions per range, compared when the problems are asked for (not per range: that is quadratic).
  let rangeTitles: (readonly TitleFact[] | undefined)[] = [];
  let sameTitles: readonly Problem[] | undefined;
  let readsOf: Set<string>[] = [];
  const readBy = new Map<string, Set<number>>();
  const previews = new Map<string, string>(); // PNG path → its SVG, drawn when requested
  const previewOf = new Map<string, string>(); // route path → its PNG path
  let cursor = 0;
  let usable = false; // false while site.yaml cannot be used: its problems are the only ones shown

  /** The frame checked again; adopted only when site.yaml can be used, else the last one stays with the problems. */
  async function loadFrame(newAssets: boolean): Promise<boolean> {
    const sources = await loadSources(root, cache);
    const files = new Set(["site.yaml"]);
    // Today is read from the clock at every frame: an article whose day came is in after the next save.
    const reading = { ...sources, file: (path: string) => (files.add(path), sources.file(path)) };
    const framed = validateFrame(reading, cache, { future: options.future });
    if (!framed.ok) {
      frameProblems = framed.problems;
      usable = false;
      return false;
    }
    const { frame, problems } = framed;
    const routes = buildRouteGraph(frame, frame.scheduled);
    const site = problems.length === 0 && frame.ui ? framedSite(frame, frame.ui, undefined) : undefined;
    let rendering: Rendering | undefined;
    let written: OutputFile[] | undefined;
    if (site) {
      if (newAssets || !assets) assets = await buildAssets({ root: codeRoot, dev: false }, site.config);
      const social = await socialSetup(site, routes, true);
      rendering = { site, assets: assets.manifest, social: social.setup };
      written = [...siteFiles(rendering, routes), ...(await Promise.all(social.files)), ...assets.files];
    }
    const font = rendering ? await interFont() : undefined;
    // From here on synchronous: requests and the background pass see the old state or the new one, never a mix.
    output ??= await openDevOutput(options.out, written, handedOver);
    const next: State = {
      sources,
      frame,
      routes,
      ranges: rangesOf(frame, routes, 1, RANGE_ROUTES),
      rendering,
      font,
      problems,
      files,
      listed: new Set(sources.contentPaths),
      rangeOf: new Map(),
      ogOwner: new Map(routes.map((r) => [ogName(r.path), r.path])),
      siteFiles: new Set(written?.map((f) => f.path)),
    };
    next.ranges.forEach((range, i) =>
      range.routes.forEach((r) => (next.rangeOf as Map<string, number>).set(r.path, i)),
    );
    if (written && state) {
      for (const file of written) output.write(file.path, file.contents);
      for (const path of state.siteFiles) if (!next.siteFiles.has(path)) output.remove(path);
      for (const route of state.routes)
        if (!next.rangeOf.has(route.path)) {
          output.remove(route.outputPath);
          output.remove(previewOf.get(route.path) ?? "");
          previewOf.delete(route.path);
        }
    }
    state = next;
    frameProblems = problems;
    stale = next.ranges.map(() => true);
    rangeProblems = [];
    rangeTitles = [];
    sameTitles = undefined;
    readsOf = [];
    readBy.clear();
    cursor = 0;
    usable = true;
    return true;
  }

  /** Range `i` checked and, when it has no problem and the frame can be rendered, rendered into dist/. */
  function renderNow(i: number): Step {
    const { frame, ranges, rendering, font, listed } = state!;
    const range = ranges[i]!;
    const reads = new Set<string>();
    const opened = openSources(root, listed); // this range's files only, dropped when it is done
    const file = (path: string) => (reads.add(path), opened.file(path));
    const stop = new Int32Array(1); // one range's problem keeps only that range from being rendered
    const context: RangeContext = { frame, file, rendering, stop, dir: undefined, made: new Set(), font };
    const checked = checkRange(context, range);
    record(i, reads);
    stale[i] = false;
    const before = rangeProblems[i]?.length ?? 0;
    rangeProblems[i] = checked.problems.length > 0 ? checked.problems : undefined;
    rangeTitles[i] = checked.titles;
    sameTitles = undefined;
    const problemsChanged = before > 0 || checked.problems.length > 0;
    if (checked.problems.length > 0 || !rendering)
      return { rendered: 0, found: checked.problems, problemsChanged, changed: false };
    const done = renderRange(context, range, checked.pages);
    for (const page of done.files) output!.write(page.path, page.contents);
    range.routes.forEach((route, k) => {
      const drawn = done.toDraw[k];
      if (!drawn) return;
      const was = previewOf.get(route.path);
      if (was && was !== drawn.path) {
        previews.delete(was);
        output!.remove(was); // a build would not write the old image any more
      }
      previewOf.set(route.path, drawn.path);
      previews.set(drawn.path, drawn.svg);
    });
    return { rendered: done.files.length, found: [], problemsChanged, changed: done.files.length > 0 };
  }

  function record(i: number, reads: Set<string>): void {
    for (const path of readsOf[i] ?? []) readBy.get(path)?.delete(i);
    readsOf[i] = reads;
    for (const path of reads) readBy.set(path, (readBy.get(path) ?? new Set()).add(i));
  }

  const sum = (steps: readonly Step[]): Step => ({
    rendered: steps.reduce((n, s) => n + s.rendered, 0),
    found: steps.flatMap((s) => s.found),
    problemsChanged: steps.some((s) => s.problemsChanged),
    changed: steps.some((s) => s.changed),
  });

  const ensure = (path: string): Step | undefined => {
    const i = state?.rangeOf.get(path);
    return i !== undefined && stale[i] ? renderNow(i) : undefined;
  };

  await loadFrame(true);

  return {
    pages: () => state?.routes.length ?? 0,
    pending: () => stale.filter(Boolean).length,
    problems() {
      if (!usable || !state) return frameProblems;
      const facts = [...state.frame.titles, ...rangeTitles.flatMap((t) => t ?? [])];
      sameTitles ??= duplicateTitles(facts, openSources(root, state.listed).file);
      return [...frameProblems, ...rangeProblems.flatMap((p) => p ?? []), ...sameTitles];
    },
    sourceFiles(problems) {
      const opened = state && openSources(root, state.listed);
      const files = new Map<string, SourceFile>();
      for (const path of new Set(problems.flatMap((p) => (p.at ? [p.at.file] : [])))) {
        const file = path === "site.yaml" ? state?.sources.site : opened?.file(path);
        if (file) files.set(path, file);
      }
      return files;
    },
    ensure,
    async preview(path) {
      if (!previews.has(path) && !output?.has(path)) {
        const owner = state?.ogOwner.get(path.replace(/^assets\/og\/(.*)\.[0-9a-f]{10}\.png$/, "$1"));
        if (owner) ensure(owner);
      }
      const svg = previews.get(path);
      const font = state?.font;
      if (svg === undefined || !font || output?.has(path)) return;
      const drawn = await drawPreview({ path, svg }, font);
      if (previews.get(path) === svg) output!.write(drawn.path, drawn.contents); // still shown by its page
    },
    step() {
      while (cursor < stale.length && !stale[cursor]) cursor++;
      return cursor < stale.length ? renderNow(cursor) : undefined;
    },
    async save(files, newAssets) {
      const frameChanged =
        newAssets ||
        !state ||
        files.some(
          (f) => FRAME_FILES.has(f) || state!.files.has(f) || state!.listed.has(f) !== existsSync(join(root, f)),
        );
      if (frameChanged) {
        const adopted = await loadFrame(newAssets || files.includes("site.yaml"));
        return { rendered: 0, found: frameProblems, problemsChanged: true, changed: adopted && !!state?.rendering };
      }
      const hit = new Set(files.flatMap((f) => [...(readBy.get(f) ?? [])]));
      for (const i of hit) stale[i] = true;
      cursor = 0;
      return sum([...hit].sort((a, b) => a - b).map(renderNow));
    },
    handOver: () => output?.hashes ?? new Map(),
  };
}

/** The name part of a route's preview image (social-images.ts: "/en/faq" → "en-faq"). */
function ogName(path: string): string {
  return path === "/" ? "index" : path.slice(1).replace(/\//g, "-");
}
