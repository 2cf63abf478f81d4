// The whole pipeline on one screen: load → validate → routes → render + assets → write.
import { buildAssets } from "./assets/build-assets.ts";
import { loadSources } from "./load/load-sources.ts";
import type { BuildReport, Lang, OutputFile, Sources } from "./model.ts";
import { ProblemsError } from "./problems.ts";
import { renderHostRules } from "./render/host-rules.ts";
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
}

export interface BuildResult extends BuildReport {
  readonly sources: Sources;
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
  const assets = await buildAssets({ root: options.codeRoot ?? options.root, dev: options.dev ?? false }, site.config); // client bundles + CSS, hashed
  const t2 = performance.now();
  const pages = renderPages(site, routes, assets.manifest); // HTML of every route + 404.html
  if (process.env["SITEGEN_PROFILE"]) console.error(`load+validate ${Math.round(t1 - started)} ms, assets ${Math.round(t2 - t1)} ms, render ${Math.round(performance.now() - t2)} ms`);
  const files: OutputFile[] = [...pages, ...renderHostRules(routes), ...renderSeoFiles(site, routes), ...assets.files].sort((a, b) => (a.path < b.path ? -1 : 1));

  await writer.write(files); // staging dir, then swap into dist/
  const count = (lang: Lang) => routes.filter((r) => r.lang === lang).length;
  return {
    sources,
    pages: { de: count("de"), en: count("en") },
    files: files.length,
    bytes: files.reduce((sum, f) => sum + (typeof f.contents === "string" ? Buffer.byteLength(f.contents) : f.contents.byteLength), 0),
    ms: performance.now() - started,
  };
}
