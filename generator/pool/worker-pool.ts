// Large sites on every core: tinypool's worker threads pass ranges of the route table (pages.ts) for build()'s
// pages stage, which keeps their outcomes in range order, so the output cannot depend on which thread did what
// (tests/build/parallel.test.ts compares it byte for byte with one thread).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Site, Sources } from "../model.ts";
import type { PageCache } from "../page-cache.ts";
import type { Frame } from "../validate/validate-site.ts";
import type { Range, RangeDone, Rendering } from "./pages.ts";

/**
 * A range's copy dies young, and a larger young generation copies less of what is alive (at 192 MB a large build is
 * about 10 % faster than at 64), but every worker holds it. SITEGEN_WORKER_MB 192 (the default) gives 64 MB and a
 * 10,000-page build of about 430 MB on 2 cores; 4096 gives 192 MB, about 800 MB.
 */
const youngGenerationMb = (oldGenerationMb: number) => Math.min(192, Math.max(16, Math.round(oldGenerationMb / 3)));

/** Unlimited, V8's old generation grows far past what is alive; a range that needs more is passed here again. */
export const WORKER_OLD_GENERATION_MB = 192;

/** A worker pays for itself from about this many routes (it takes ~150 ms to load React, zod and the templates). */
export const ROUTES_PER_THREAD = 200;

// bin/sitegen.mjs bundles the worker next to the CLI; tests that import the sources run on one thread.
const WORKER = new URL("./pool-worker.mjs", import.meta.url);

export interface PagesJob {
  readonly frame: Frame;
  readonly sources: Sources;
  readonly ranges: readonly Range[];
  readonly rendering: Rendering | undefined;
  readonly shown: Site | undefined;
  /** Shared by every thread (a SharedArrayBuffer): the first problem found stops the rendering everywhere. */
  readonly stop: Int32Array;
  readonly cache: PageCache | undefined;
}

/** What every worker starts with (its workerData): the frame's site.yaml as text, which it parses itself. */
export interface PagesSetup extends Omit<PagesJob, "frame" | "sources" | "ranges"> {
  readonly root: string;
  readonly contentPaths: readonly string[];
  readonly frame: Omit<Frame, "siteFile"> & { readonly siteFile: undefined; readonly siteText: string };
  readonly dir: string;
}

export interface PoolRun {
  readonly threads: number;
  pass(i: number): Promise<RangeDone>;
  /** Ends the threads; returns what the maintainer should know (a thread out of memory). */
  close(): Promise<string[]>;
}

export class WorkerPool {
  readonly #threads: number;
  readonly #exactly: boolean;
  readonly #oldGenerationMb: number;

  /** One thread per ROUTES_PER_THREAD routes up to `threads`, or exactly `threads` when `exactly`. */
  constructor(threads: number, exactly = false, oldGenerationMb = WORKER_OLD_GENERATION_MB) {
    this.#threads = threads;
    this.#exactly = exactly;
    this.#oldGenerationMb = oldGenerationMb;
  }

  /**
   * Undefined when this thread should pass every range (one thread, or no folder to share). After a worker runs out
   * of memory, `here` passes every range not yet begun: the other workers have the same limit.
   */
  async start(job: PagesJob, dir: string | undefined, here: (i: number) => RangeDone): Promise<PoolRun | undefined> {
    const { frame, sources, ranges, ...shared } = job;
    const threads = this.#threadsFor(frame.config.routes.reduce((n, r) => n + (r.en === undefined ? 1 : 2), 0));
    if (threads === 1 || dir === undefined) return undefined;
    // `shown` is the same object as rendering's site, when there is one: cloned once.
    const setup: PagesSetup = {
      ...shared,
      root: sources.root,
      contentPaths: sources.contentPaths,
      frame: { ...frame, siteFile: undefined, siteText: frame.siteFile.text },
      dir,
    };
    // A worker's young generation is sized from SITEGEN_WORKER_MB (youngGenerationMb), which only a worker's
    // resourceLimits can set. Two ranges in flight per worker: a worker never waits for this thread to send one.
    const { default: Tinypool } = await import("tinypool"); // not loaded at start: most builds use one thread
    const pool = new Tinypool({
      filename: WORKER.href,
      // This thread passes ranges too. Workers start for the ranges sent, none to keep a minimum: after one ran out
      // of memory none is sent, so none starts again (tinypool's destroy() throws if a worker dies of it meanwhile).
      minThreads: 0,
      maxThreads: threads - 1,
      idleTimeout: 2 ** 31 - 1, // a worker between two ranges stays
      concurrentTasksPerWorker: 2,
      workerData: setup,
      resourceLimits: {
        maxYoungGenerationSizeMb: youngGenerationMb(this.#oldGenerationMb),
        maxOldGenerationSizeMb: this.#oldGenerationMb,
      },
    });
    let redone = 0;
    let starved = false;
    const starve = () => {
      starved = true;
      pool.cancelPendingTasks();
    };
    // A worker out of memory between two ranges (or while it starts) is said by the pool, not by a range: the same.
    pool.on("error", (error: Error & { code?: string }) => {
      if (error.code !== "ERR_WORKER_OUT_OF_MEMORY") throw error;
      if (!starved) starve();
    });
    return {
      threads,
      pass: async (i) => {
        try {
          // None is sent after a worker ran out of memory: the pool might never start one that takes it.
          if (!starved) return (await pool.run(ranges[i])) as RangeDone;
        } catch (error) {
          if ((error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY" && !starved) starve();
          if (!starved) throw error;
        }
        redone++;
        return here(i);
      },
      close: async () => {
        await pool.destroy();
        return redone === 0
          ? []
          : [
              `a page thread ran out of memory (SITEGEN_WORKER_MB=${this.#oldGenerationMb}): ${redone} of ${ranges.length} ranges of pages were checked and rendered again on the main thread; a larger SITEGEN_WORKER_MB builds faster`,
            ];
      },
    };
  }

  /** The threads a site of `pages` pages wants (one without a worker bundle). */
  #threadsFor(pages: number): number {
    const wanted = this.#exactly ? this.#threads : Math.min(this.#threads, Math.floor(pages / ROUTES_PER_THREAD));
    const threads = Math.max(1, Math.min(wanted, pages));
    return threads === 1 || !existsSync(fileURLToPath(WORKER)) ? 1 : threads;
  }
}
