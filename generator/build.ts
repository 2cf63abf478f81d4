// The whole pipeline on one screen: load → validate → routes → render + assets → write.
import { buildAssets, type BuiltAssets } from "./assets/build-assets.ts";
import { loadSources } from "./load/load-sources.ts";
import type { BuildReport, Lang, OutputFile, Sources } from "./model.ts";
import { ProblemsError } from "./problems.ts";
import { renderFeeds } from "./render/feeds.ts";
import { renderHostRules } from "./render/host-rules.ts";
import { renderSocialImages } from "./render/og-images.ts";
import { renderPages } from "./render/render-page.tsx";
import { renderSeoFiles } from "./render/seo-files.ts";
import { buildRouteGraph } from "./routes/route-graph.ts";
import { validateSite } from "./validate/validate-site.ts";
import type { Writer } from "./write/write-output.ts";

export interface BuildOptions {
  readonly root: string; // holds site.yaml and content/
  readonly codeRoot?: string; // holds client/ and styles/ (the generator's own); default: root
  readonly baseUrl?: string | undefined;
  readonly dev?: boolean;
  readonly pagePreviews?: boolean; // false: one preview image per language instead of one per page
  readonly assets?: BuiltAssets | undefined; // a previous build's assets, reused by dev while client/, styles/ and site.yaml are unchanged
}

export interface BuildResult extends BuildReport {
  readonly sources: Sources;
  readonly assets: BuiltAssets;
}

/** Builds the site under `options.root` and hands every file to `writer`; throws ProblemsError before writing on bad input. */
export async function build(options: BuildOptions, writer: Writer): Promise<BuildResult> {
  const started = performance.now();
  const sources = await loadSources(options.root); // site.yaml + content/**/*.yaml, positions kept
  const checked = validateSite(sources); // every problem in every file, or the Site
  if (!checked.ok) throw new ProblemsError(checked.problems, sources); // dist/ untouched

  const site = options.baseUrl ? { ...checked.value, config: { ...checked.value.config, baseUrl: options.baseUrl.replace(/\/+$/, "") } } : checked.value;
  const routes = buildRouteGraph(site); // Route[]: paths, switch targets, crumbs
  const t1 = performance.now();
  const [assets, social] = await Promise.all([
    options.assets ?? buildAssets({ root: options.codeRoot ?? options.root, dev: options.dev ?? false }, site.config), // client bundles + CSS, hashed
    renderSocialImages(site, routes, { perPage: options.pagePreviews ?? true }), // preview PNG per page + logo.png, on resvg's threads meanwhile; cached
  ]);
  const t2 = performance.now();
  const pages = renderPages(site, routes, assets.manifest, social); // HTML of every route + 404.html
  if (process.env["SITEGEN_PROFILE"]) console.error(`load+validate ${Math.round(t1 - started)} ms, assets ${Math.round(t2 - t1)} ms, render ${Math.round(performance.now() - t2)} ms`);
  const files: OutputFile[] = [...pages, ...renderHostRules(routes), ...renderSeoFiles(site, routes), ...renderFeeds(site, routes), ...social.files, ...assets.files].sort((a, b) => (a.path < b.path ? -1 : 1));

  await writer.write(files); // staging dir, then swap into dist/
  const count = (lang: Lang) => routes.filter((r) => r.lang === lang).length;
  return {
    sources,
    assets,
    pages: { de: count("de"), en: count("en") },
    files: files.length,
    bytes: files.reduce((sum, f) => sum + (typeof f.contents === "string" ? Buffer.byteLength(f.contents) : f.contents.byteLength), 0),
    ms: performance.now() - started,
  };
}
