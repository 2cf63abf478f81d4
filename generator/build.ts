// The whole pipeline on one screen: load → validate → routes → assets + images → render → write (#12).
// `sitegen build`, `sitegen dev` and the tests all run this function; only what they pass in differs: the
// writer (disk, dev folder, memory), the renderer (this thread or a worker pool) and the dev server's cache.
import { buildAssets } from "./assets/build-assets.ts";
import type { BuildCache } from "./build-cache.ts";
import { loadSources } from "./load/load-sources.ts";
import type { BuildReport, Lang, OutputFile, Site, Sources } from "./model.ts";
import type { BuildOptions } from "./options.ts";
import { renderHere } from "./pool/renderer.ts";
import type { WorkerPool } from "./pool/worker-pool.ts";
import { ProblemsError } from "./problems.ts";
import { renderFeeds } from "./render/feeds.ts";
import { renderHostRules } from "./render/host-rules.ts";
import { renderSocialImages } from "./images/social-images.ts";
import { renderNotFound } from "./render/render-page.tsx";
import { renderSeoFiles } from "./render/seo-files.ts";
import { buildRouteGraph } from "./routes/route-graph.ts";
import { validateSite } from "./validate/validate-site.ts";
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

/** Builds the site under `options.root` into `writer`; throws ProblemsError, before anything is written, on bad input. */
export async function build(
  options: BuildOptions,
  writer: Writer,
  { pool, cache, onProgress }: BuildWith = {},
): Promise<BuildResult> {
  const started = performance.now();
  const lap = profiler(options.profile, started);
  const sources = await loadSources(options.root, cache); // site.yaml; the content files, read as they are checked
  const checked = await validateSite(sources, { cache, checkPages: pool?.checkPages }); // every problem in every file, or the Site
  if (!checked.ok) throw new ProblemsError(checked.problems, sources); // nothing written
  lap("load + validate");

  const site = withBaseUrl(checked.value, options.baseUrl);
  const routes = buildRouteGraph(site); // paths, language switch targets, breadcrumbs
  const [assets, social] = await Promise.all([
    cache?.assets ?? buildAssets({ root: options.codeRoot, dev: options.dev }, site.config), // client bundles + CSS, hashed
    renderSocialImages(site, routes, { perPage: options.pagePreviews }), // preview URLs now; PNGs drawn on resvg's threads meanwhile
  ]);
  if (cache) cache.assets = assets;
  lap("assets");

  const output = await writer.open(); // a staging folder: dist/ changes only on commit
  try {
    const pages = await (pool?.render ?? renderHere)(
      { site, routes, assets: assets.manifest, social: social.images, cache },
      output,
      onProgress,
    ); // every route's HTML
    lap(`render (${pages.threads} thread${pages.threads === 1 ? "" : "s"})`);
    const files: OutputFile[] = [
      { path: "404.html", contents: renderNotFound(site, assets.manifest) },
      ...renderHostRules(routes),
      ...renderSeoFiles(site, routes),
      ...renderFeeds(site, routes),
      ...(await social.files), // the preview PNGs, drawn while the pages were rendered
      ...assets.files,
    ];
    await output.write(files);
    const warnings = await output.commit(); // dist/ now holds this build
    const count = (lang: Lang) => routes.filter((r) => r.lang === lang).length;
    return {
      sources,
      pages: { de: count("de"), en: count("en") },
      files: pages.files + files.length,
      bytes: pages.bytes + bytesOf(files),
      ms: performance.now() - started,
      warnings,
    };
  } catch (error) {
    await output.abort();
    throw error;
  }
}

/** The Site with `baseUrl` replaced by the one given on the command line (checked there like site.yaml's). */
function withBaseUrl(site: Site, baseUrl: string | undefined): Site {
  return baseUrl === undefined ? site : { ...site, config: { ...site.config, baseUrl } };
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
