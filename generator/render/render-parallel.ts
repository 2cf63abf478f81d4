// Large sites render on every core: the main thread takes one share of the routes, worker threads the rest.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { AssetManifest, OutputFile, PageEntry, Route, Site } from "../model.ts";
import type { SocialImages } from "./og-images.ts";
import { renderPages } from "./render-page.tsx";

/** Below this many routes a worker's start (about 150 ms to load React and the templates) costs more than it saves. */
export const PARALLEL_FROM = 400;

/** What a worker needs to render its routes; structured-cloned into the worker. */
export interface RenderJob {
  readonly site: Site;
  readonly routes: readonly Route[];
  readonly assets: AssetManifest;
  readonly social: Pick<SocialImages, "byRoute" | "logo"> | undefined;
}

/**
 * The HTML of every route plus 404.html, in the same order and bytes as renderPages. Uses worker threads
 * when the site is large, the machine has more than one core, and the bundled worker exists (bin/sitegen.mjs
 * builds it next to the CLI bundle; tests that import the sources render on one thread).
 * SITEGEN_THREADS overrides the number of threads (1 turns workers off).
 */
export async function renderPagesParallel(site: Site, routes: readonly Route[], assets: AssetManifest, social?: SocialImages): Promise<OutputFile[]> {
  const worker = new URL("./render-worker.mjs", import.meta.url);
  const threads = Number(process.env["SITEGEN_THREADS"] ?? Math.min(availableParallelism(), 4));
  if (threads < 2 || routes.length < PARALLEL_FROM || worker.protocol !== "file:" || !existsSync(fileURLToPath(worker))) {
    return renderPages(site, routes, assets, social);
  }
  // Contiguous shares keep each share's pages, and so the content cloned into its worker, small.
  if (process.env["SITEGEN_PROFILE"]) console.error(`rendering ${routes.length} routes on ${threads} threads`);
  const size = Math.ceil(routes.length / threads);
  const shares = Array.from({ length: threads }, (_, i) => routes.slice(i * size, (i + 1) * size));
  const socialLite = social ? { byRoute: social.byRoute, logo: social.logo } : undefined;
  const fromWorkers = shares.slice(1).map((share) => runWorker(worker, { site: siteFor(site, share), routes: share, assets, social: socialLite }));
  const own = renderPages(site, shares[0]!, assets, social); // ends with 404.html
  const rest = await Promise.all(fromWorkers);
  const notFound = own.pop()!;
  return [...own, ...rest.flat(), notFound];
}

/**
 * The Site a worker needs for `routes`: their pages and every article in full (teasers show articles),
 * every other page only with its id and paths (links to it need nothing more).
 */
function siteFor(site: Site, routes: readonly Route[]): Site {
  const needed = new Set(routes.map((r) => r.page));
  const pages = site.pages.map((p): PageEntry => (needed.has(p.page) || p.kind === "article" || p.kind === "blog" ? p : ({ ...p, content: {} } as unknown as PageEntry)));
  return { config: site.config, ui: site.ui, pages };
}

function runWorker(file: URL, job: RenderJob): Promise<OutputFile[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: job });
    worker.once("message", (files: OutputFile[]) => resolve(files.filter((f) => f.path !== "404.html")));
    worker.once("error", reject);
    worker.once("exit", (code) => code !== 0 && reject(new Error(`render worker exited with code ${code}`)));
  });
}
