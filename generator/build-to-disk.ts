// sitegen build: the pipeline of build.ts, streamed onto every core. The main thread checks site.yaml, the
// labels and the pages other pages show (articles, blog, home); then it and the worker threads claim chunks of
// the route table, each reading, checking, rendering and writing one chunk at a time into the staging folder
// (render/shard.ts). No thread holds more than a chunk, so memory stays flat however large the site is, and
// dist/ is replaced only when every page was written without a problem. Same bytes as build.ts (tested).
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { buildAssets } from "./assets/build-assets.ts";
import type { BuildOptions } from "./build.ts";
import { listYaml, loadSources, parseSource, syntaxProblems } from "./load/load-sources.ts";
import { readContentFile } from "./load/read-content-file.ts";
import type { BuildReport, Lang, OutputFile, PageEntry, Problem, Site, SourceFile, Sources } from "./model.ts";
import { ProblemsError } from "./problems.ts";
import { renderFeeds } from "./render/feeds.ts";
import { renderHostRules } from "./render/host-rules.ts";
import { logoImage, renderLogo, renderSocialImages, type OgImage } from "./render/og-images.ts";
import { renderNotFound } from "./render/render-page.tsx";
import { renderSeoFiles } from "./render/seo-files.ts";
import { readSource, runShard, SHARED_KINDS, type ShardJob, type ShardResult } from "./render/shard.ts";
import { buildRouteGraph } from "./routes/route-graph.ts";
import { checkContentOnce, checkPage, checkUi, pageEntry, unusedFiles, validateConfig, validateSite, type PageInput } from "./validate/validate-site.ts";
import { openStaging } from "./write/write-output.ts";

/** A worker pays for itself from about this many routes (it takes ~150 ms to load React, zod and the templates). */
export const ROUTES_PER_THREAD = 200;

/** Builds the site under `options.root` into `outDir`; throws ProblemsError, leaving outDir as it was, on bad input. */
export async function buildToDisk(options: BuildOptions & { readonly onProgress?: ((written: number, total: number) => void) | undefined }, outDir: string): Promise<BuildReport> {
  const started = performance.now();
  const { root } = options;
  const siteRead = await readContentFile(root, "site.yaml"); // a refused site.yaml is reported by failAsBuild (#14)
  const siteText = typeof siteRead === "object" && "text" in siteRead ? siteRead.text : undefined;
  const siteFile = siteText === undefined ? undefined : parseSource("site.yaml", siteText);
  const checkedConfig = siteFile && syntaxProblems(siteFile).length === 0 ? validateConfig(siteFile) : undefined;
  if (!siteFile || !checkedConfig?.ok) return failAsBuild(root); // site.yaml itself is broken: report it (and every syntax problem) the way build.ts does

  const validated = checkedConfig.value;
  const config = options.baseUrl ? { ...validated, baseUrl: options.baseUrl.replace(/\/+$/, "") } : validated;
  const routeCount = config.routes.reduce((n, r) => n + (r.en === undefined ? 1 : 2), 0);
  const threads = threadCount(routeCount);
  const workers = Array.from({ length: threads - 1 }, () => startWorker()); // they load the generator while this thread prepares
  const profile = process.env["SITEGEN_PROFILE"] ? (label: string) => console.error(`${label} ${Math.round(performance.now() - started)} ms`) : () => {};
  profile(`site.yaml checked, ${routeCount} routes on ${threads} thread${threads === 1 ? "" : "s"}:`);

  try {
    // The parts only the main thread checks: site.yaml's cross-checks, files no route uses, the labels, the shared pages.
    const problems: Problem[] = [...checkedConfig.problems];
    const read = new Map<string, SourceFile | undefined>();
    const fileAt = (path: string) => {
      if (!read.has(path)) read.set(path, readSource(root, path, problems));
      return read.get(path);
    };
    const listed = await listYaml(root, "content");
    const unused = unusedFiles(validated, listed);
    for (const problem of unused) fileAt(problem.at!.file); // their syntax problems too, like build.ts
    problems.push(...unused);
    const input: PageInput = { config: validated, siteFile, problems, file: fileAt, broken: (path) => problems.some((p) => (p.code === "YamlSyntax" || p.code === "ContentFileNotRegular") && p.at?.file === path), check: checkContentOnce };
    const ui = { de: checkUi("de", input), en: checkUi("en", input) };
    const shared: PageEntry[] = [];
    validated.routes.forEach((route, i) => {
      if (!SHARED_KINDS.has(route.kind)) return;
      const entry = checkPage(route, i, input);
      if (entry) shared.push(entry);
    });

    const sharedById = new Map(shared.map((p) => [p.page, p]));
    const stubs = config.routes.map((route) => sharedById.get(route.page) ?? pageEntry(route, {}));
    const site = { config, ui, pages: stubs } as Site; // ui may be missing when problems were found; then nothing renders
    const routes = buildRouteGraph(site);
    const staging = await openStaging(outDir);
    try {
      const perPage = options.pagePreviews ?? true;
      // With --no-page-previews every page of a language shows its home page's image: drawn here, once.
      const [assets, images] = await Promise.all([
        options.assets ?? buildAssets({ root: options.codeRoot ?? root, dev: false }, config),
        perPage || problems.length > 0 ? renderLogo().then((logo) => ({ files: [logo], byRoute: undefined })) : renderSocialImages(site, routes, { perPage: false }),
      ]);
      const languageImages: Partial<Record<Lang, OgImage>> | undefined = images.byRoute && {};
      for (const route of routes) if (languageImages && !languageImages[route.lang] && images.byRoute?.get(route.path)) languageImages[route.lang] = images.byRoute.get(route.path)!;
      const counter = new SharedArrayBuffer(12);
      if (problems.length > 0 || !ui.de || !ui.en) new Int32Array(counter)[1] = 1; // check every page, write none
      const chunkSize = Math.max(1, Math.min(64, Math.ceil(config.routes.length / (threads * 16))));
      const job: ShardJob = { root, staging: staging.dir, siteText: siteFile.text, config, ui: ui as ShardJob["ui"], shared, routes, assets: assets.manifest, logo: logoImage(config), languageImages, counter, chunkSize };
      profile("shared pages, assets and previews ready:");
      const results = await Promise.all([...workers.map((w) => runInWorker(w, job)), runShard(job, options.onProgress && ((written) => options.onProgress!(written, routes.length)))]);

      profile("every page checked and written:");
      problems.push(...results.flatMap((r) => r.problems));
      if (problems.length > 0) {
        const texts = new Map<string, SourceFile>([["site.yaml", siteFile]]);
        for (const [path, file] of read) if (file) texts.set(path, file);
        for (const r of results) for (const [path, text] of Object.entries(r.texts)) texts.set(path, parseSource(path, text));
        throw new ProblemsError(problems, { root, site: siteFile, files: texts, problems: [] } satisfies Sources);
      }

      const files: OutputFile[] = [{ path: "404.html", contents: renderNotFound(site, assets.manifest) }, ...renderHostRules(routes), ...renderSeoFiles(site, routes), ...renderFeeds(site, routes), ...images.files, ...assets.files];
      await staging.write(files);
      const warnings = await staging.commit();
      const count = (lang: Lang) => routes.filter((r) => r.lang === lang).length;
      const pageFiles = results.reduce((sum, r) => sum + r.files, 0);
      return {
        pages: { de: count("de"), en: count("en") },
        files: pageFiles + files.length,
        bytes: results.reduce((sum, r) => sum + r.bytes, 0) + files.reduce((sum, f) => sum + (typeof f.contents === "string" ? Buffer.byteLength(f.contents) : f.contents.byteLength), 0),
        ms: performance.now() - started,
        warnings,
      };
    } catch (error) {
      await staging.abort();
      throw error;
    }
  } finally {
    for (const worker of workers) void worker.terminate();
  }
}

/**
 * How many threads: SITEGEN_THREADS when set (1 turns workers off); otherwise one per ROUTES_PER_THREAD routes,
 * at most one per core and 4 in all. Always 1 when no worker bundle exists (tests that import the sources).
 */
function threadCount(routes: number): number {
  if (!existsSync(fileURLToPath(WORKER))) return 1;
  const asked = process.env["SITEGEN_THREADS"];
  if (asked !== undefined) return Math.max(1, Math.floor(Number(asked)) || 1);
  return Math.max(1, Math.min(availableParallelism(), 4, Math.floor(routes / ROUTES_PER_THREAD)));
}

// bin/sitegen.mjs bundles the worker next to the CLI; tests that import the sources build on one thread.
const WORKER = new URL("./shard-worker.mjs", import.meta.url);

function startWorker(): Worker {
  const worker = new Worker(WORKER);
  worker.on("error", () => {}); // reported through runInWorker
  return worker;
}

function runInWorker(worker: Worker, job: ShardJob): Promise<ShardResult> {
  return new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`a build worker exited with code ${code} before it finished`)));
    worker.postMessage(job);
  });
}

/** site.yaml is missing or broken: the full pipeline's loader and validator give the same report as build.ts. */
async function failAsBuild(root: string): Promise<never> {
  const sources = await loadSources(root);
  const checked = validateSite(sources);
  if (checked.ok) throw new Error("site.yaml failed its check in build-to-disk.ts but passed in build.ts");
  throw new ProblemsError(checked.problems, sources);
}

