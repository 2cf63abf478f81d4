// The whole pipeline on one screen: load → validate the frame → routes → assets + images → pages (each range
// checked, rendered, written) → the site-wide files → commit.
// `sitegen build`, `sitegen dev` and the tests all run this function; only what they pass in differs: the
// writer (disk, dev folder, memory), the pages step (this thread or a worker pool) and the dev server's cache.
import { buildAssets, type BuiltAssets } from "./assets/build-assets.ts";
import type { BuildCache } from "./build-cache.ts";
import { loadSources } from "./load/load-sources.ts";
import type { BuildReport, Lang, OutputFile, Route, Site, Sources } from "./model.ts";
import type { BuildOptions } from "./options.ts";
import { pagesHere, type Rendering } from "./pool/pages.ts";
import type { WorkerPool } from "./pool/worker-pool.ts";
import { ProblemsError } from "./problems/index.ts";
import { renderFeeds } from "./render/feeds.ts";
import { renderHostRules } from "./render/host-rules.ts";
import { socialSetup } from "./images/social-images.ts";
import { renderNotFound } from "./render/render-page.tsx";
import { typesetSite } from "./typeset/typeset.ts";
import { renderSeoFiles } from "./render/seo-files.ts";
import { formerRedirects } from "./routes/former-paths.ts";
import { buildRouteGraph } from "./routes/route-graph.ts";
import { addCounts } from "./translations/cross-language.ts";
import { duplicateTitles } from "./validate/duplicate-titles.ts";
import { validateFrame, type Frame } from "./validate/validate-site.ts";
import type { Writer } from "./write/write-output.ts";

export interface BuildResult extends BuildReport {
  readonly sources: Sources;
}

/** What a caller may pass besides the options: worker threads (large sites), the dev server's cache, a progress callback. */
export interface BuildWith {
  readonly pool?: WorkerPool | undefined;
  readonly cache?: BuildCache | undefined;
  readonly onProgress?: ((pagesWritten: number, total: number) => void) | undefined;
}

/** Builds the site under `options.root` into `writer`; throws ProblemsError, before anything is committed, on bad input. */
export async function build(
  options: BuildOptions,
  writer: Writer,
  { pool, cache, onProgress }: BuildWith = {},
): Promise<BuildResult> {
  const started = performance.now();
  const lap = profiler(options.profile, started);
  const sources = await loadSources(options.root, cache); // site.yaml; the content files, read as they are checked
  // site.yaml, the labels, the pages others show; files no route uses; for production, the values marked as stand-ins
  const { production, today, future } = options;
  const framed = validateFrame(sources, cache, { production, today, future });
  if (!framed.ok) throw new ProblemsError(framed.problems, sources); // site.yaml unusable: no page can be checked
  const { frame, problems } = framed;
  // Paths, language switch targets, breadcrumbs: from site.yaml alone, without the articles scheduled for later.
  const routes = buildRouteGraph(frame, frame.scheduled);
  lap("load + frame");

  const site = problems.length === 0 && frame.ui ? framedSite(frame, frame.ui, options.baseUrl) : undefined;
  // Started, not awaited: esbuild, lightningcss and resvg work on their own threads while the pages are checked.
  const assets =
    site &&
    (cache?.assets
      ? Promise.resolve(cache.assets)
      : buildAssets({ root: options.codeRoot, dev: options.dev }, site.config));
  const social = site && socialSetup(site, routes, options.pagePreviews); // logo.png and the home pages' previews
  const ready = site && assets && social && prepared(site, assets, social);

  const output = await writer.open(); // a staging folder: dist/ changes only on commit
  try {
    // Every page checked, then rendered and written, range by range; none rendered once a problem is found.
    const pages = await (pool?.pages ?? pagesHere)(
      { frame, routes, sources, rendering: ready, cache },
      output,
      onProgress,
    );
    lap(`pages (${pages.threads} thread${pages.threads === 1 ? "" : "s"})`);
    problems.push(...pages.problems, ...duplicateTitles([...frame.titles, ...pages.titles], sources.file));
    for (const found of problems) if (found.at) sources.file(found.at.file); // read again for the code frame (ranges drop theirs)
    const rendering = problems.length === 0 ? await ready : undefined;
    if (!rendering || !assets || !social) throw new ProblemsError(problems, sources); // nothing committed
    if (cache) cache.assets = await assets;
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
      sources,
      pages: { de: count("de"), en: count("en") },
      files: pages.files + files.length,
      bytes: pages.bytes + bytesOf(files),
      ms: performance.now() - started,
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

/** The files of the whole site besides its pages, images and assets: what sitegen dev writes after a frame changed. */
export function siteFiles(rendering: Rendering, routes: readonly Route[]): OutputFile[] {
  return [
    { path: "404.html", contents: renderNotFound(rendering.site, rendering.assets) },
    ...renderHostRules(routes, formerRedirects(rendering.site.config)),
    ...renderSeoFiles(rendering.site, routes),
    ...renderFeeds(rendering.site, routes),
  ];
}

/** The frame as pages show it: its copy typeset, the base URL given on the command line (checked there like site.yaml's), if any. */
export function framedSite(frame: Frame, ui: Site["ui"], baseUrl: string | undefined): Site {
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
