// Rendering on every core for large sites: this thread and the workers take chunks of pages from one queue,
// render them and write them straight into the staging folder. Each worker gets, once, the site without its pages
// (site.yaml, labels, the pages other pages show) and then one chunk of validated pages at a time, so no thread
// holds more than it renders. Same bytes as renderHere (tests/build/parallel.test.ts) (#12).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PageEntry, Route } from "../model.ts";
import type { OgImage } from "../render/og-images.ts";
import type { Output } from "../write/write-output.ts";
import { renderHere, type Renderer, type RenderJob } from "./renderer.ts";
import { renderChunk, SHARED_KINDS, type Chunk, type WorkerStart } from "./render-chunk.ts";

/** A worker pays for itself from about this many routes (it takes ~150 ms to load React, zod and the templates). */
export const ROUTES_PER_THREAD = 200;

// bin/sitegen.mjs bundles the worker next to the CLI; tests that import the sources render on one thread.
const WORKER = new URL("./render-worker.mjs", import.meta.url);

/**
 * A renderer on up to `threads` threads, this one included: one per ROUTES_PER_THREAD routes, or exactly
 * `threads` when `exactly` (SITEGEN_THREADS, which the tests use to spread even a small site over threads).
 */
export function workerPool(threads: number, exactly = false): Renderer {
  return async (job, output, onProgress) => {
    const wanted = exactly ? threads : Math.min(threads, Math.floor(job.routes.length / ROUTES_PER_THREAD));
    return renderOn(Math.max(1, Math.min(wanted, job.site.pages.length)), job, output, onProgress);
  };
}

async function renderOn(threads: number, job: RenderJob, output: Output, onProgress?: (written: number, total: number) => void) {
  {
    if (threads === 1 || output.dir === undefined || !existsSync(fileURLToPath(WORKER))) return renderHere(job, output, onProgress);
    return renderOnThreads(job, output.dir, threads, onProgress);
  }
}

async function renderOnThreads(job: RenderJob, dir: string, threads: number, onProgress?: (written: number, total: number) => void) {
  const { site, social } = job;
  const start: WorkerStart = {
    dir,
    base: { config: site.config, ui: site.ui, pages: site.pages.filter((p) => SHARED_KINDS.has(p.kind)) },
    assets: job.assets,
    logo: social.logo,
  };
  const queue = chunksOf(job, Math.max(1, Math.min(64, Math.ceil(site.pages.length / (threads * 16)))));
  const total = job.routes.length;
  let written = 0;
  let files = 0;
  let bytes = 0;
  const made = new Set<string>();
  const done = (result: { files: number; bytes: number; pages: number }) => {
    files += result.files;
    bytes += result.bytes;
    written += result.pages;
    onProgress?.(written, total);
  };

  const workers = Array.from({ length: threads - 1 }, () => new Worker(WORKER, { workerData: start }));
  try {
    const working = workers.map((worker) => feed(worker, queue, done));
    // This thread renders too, a chunk at a time, yielding between chunks so the workers get their next one.
    for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
      done(renderChunk(start, chunk, made));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(working);
  } finally {
    for (const worker of workers) void worker.terminate();
  }
  return { files, bytes, threads };
}

/** Gives `worker` chunks until the queue is empty; rejects if the worker fails. */
function feed(worker: Worker, queue: Chunk[], done: (result: { files: number; bytes: number; pages: number }) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const next = () => {
      const chunk = queue.shift();
      if (chunk) worker.postMessage(chunk);
      else resolve();
    };
    worker.on("message", (result: { files: number; bytes: number; pages: number }) => {
      done(result);
      next();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`a render worker exited with code ${code} before it finished`)));
    next();
  });
}

/** The pages in chunks, each with its routes and their preview images. */
function chunksOf(job: RenderJob, size: number): Chunk[] {
  const routesOf = new Map<string, Route[]>();
  for (const route of job.routes) routesOf.set(route.page, [...(routesOf.get(route.page) ?? []), route]);
  const chunks: Chunk[] = [];
  for (let i = 0; i < job.site.pages.length; i += size) {
    const pages: PageEntry[] = job.site.pages.slice(i, i + size);
    const routes = pages.flatMap((p) => routesOf.get(p.page) ?? []);
    const images: [string, OgImage][] = routes.flatMap((r) => {
      const image = job.social.byRoute.get(r.path);
      return image ? [[r.path, image]] : [];
    });
    chunks.push({ pages, routes, images });
  }
  return chunks;
}
