// Large sites on every core: worker threads that check, render and write ranges of the route table for
// build()'s pages stage (pages.ts). The workers take ranges from one queue; results come back in range order,
// so the output cannot depend on which thread did what (tests/build/parallel.test.ts compares it byte for byte
// with one thread).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { drawPreview, interFont } from "../images/social-images.ts";
import type { OutputFile } from "../model.ts";
import { addCounts, noCounts } from "../translations/cross-language.ts";
import type { Frame } from "../validate/validate-site.ts";
import type { Output } from "../write/write-output.ts";
import {
  pagesHere,
  pagesOfRange,
  rangesOf,
  type PagesStep,
  type Range,
  type RangeDone,
  type Rendering,
} from "./pages.ts";

/**
 * The young generation of a worker, in MB (V8's default is 48 on 64-bit systems): a range's files, parses and
 * checked copy die young, and with the default, scavenges that copy what is still alive cost about 13 % of a
 * large build; at 192 MB they cost about a third less (10,000 synthetic pages, 2 cores).
 */
const YOUNG_GENERATION_MB = 192;

/** A worker pays for itself from about this many routes (it takes ~150 ms to load React, zod and the templates). */
export const ROUTES_PER_THREAD = 200;

// bin/sitegen.mjs bundles the worker next to the CLI; tests that import the sources run on one thread.
const WORKER = new URL("./pool-worker.mjs", import.meta.url);

export type PoolTask = "pages";

/** What a worker is sent: once per task its setup, then items, each answered with `{ index, result }`. */
export type PoolMessage =
  | { readonly type: "setup"; readonly task: PoolTask; readonly setup: unknown }
  | { readonly type: "item"; readonly index: number; readonly item: unknown };

/** What a worker needs to check and render ranges (the frame's site.yaml as text: it parses it itself). */
export interface PagesSetup {
  readonly root: string;
  readonly contentPaths: readonly string[];
  readonly frame: Omit<Frame, "siteFile"> & { readonly siteFile: undefined; readonly siteText: string };
  readonly rendering: Rendering | undefined;
  readonly stop: Int32Array;
  readonly dir: string;
}

export class WorkerPool {
  readonly #threads: number;
  readonly #exactly: boolean;
  #workers: Worker[] = [];

  /** Up to `threads` worker threads: one per ROUTES_PER_THREAD routes, or exactly `threads` when `exactly`. */
  constructor(threads: number, exactly = false) {
    this.#threads = threads;
    this.#exactly = exactly;
  }

  /**
   * Checks and renders the route table in ranges on the workers, each opening the files of its ranges itself and
   * writing the HTML straight into the staging folder; this thread hands out the ranges and draws the previews.
   */
  readonly pages: PagesStep = async (job, output, onProgress) => {
    const { frame, sources } = job;
    const threads = this.#start(frame.config.routes.reduce((pages, r) => pages + (r.en === undefined ? 1 : 2), 0));
    // One thread, or no folder to share (memory, dev): every range here.
    if (threads === 1 || output.dir === undefined) return pagesHere(job, output, onProgress);
    const rendering = await job.rendering;
    const font = rendering?.social.perPage ? await interFont() : undefined;
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const setup: PagesSetup = {
      root: sources.root,
      contentPaths: sources.contentPaths,
      frame: { ...frame, siteFile: undefined, siteText: frame.siteFile.text },
      rendering,
      stop,
      dir: output.dir,
    };
    const previews: Promise<OutputFile>[] = [];
    let written = 0;
    const { results } = await this.#run<Range, RangeDone>(
      "pages",
      setup,
      rangesOf(frame, job.routes, threads),
      (done) => {
        if (font) previews.push(...done.toDraw.map((preview) => drawPreview(preview, font)));
        onProgress?.((written += done.written), job.routes.length);
      },
    );
    return {
      files: results.reduce((sum, r) => sum + r.written, 0),
      bytes: results.reduce((sum, r) => sum + r.bytes, 0),
      threads,
      problems: results.flatMap((r) => r.problems),
      translations: results.reduce((sum, r) => addCounts(sum, r.translations), noCounts()),
      previews,
      titles: results.flatMap((r) => r.titles),
    };
  };

  /** Ends the workers; the pool cannot be used after. */
  close(): void {
    for (const worker of this.#workers) void worker.terminate();
    this.#workers = [];
  }

  /** Starts the workers a site of `pages` pages wants (none without a worker bundle); returns the thread count. */
  #start(pages: number): number {
    const wanted = this.#exactly ? this.#threads : Math.min(this.#threads, Math.floor(pages / ROUTES_PER_THREAD));
    const threads = Math.max(1, Math.min(wanted, pages));
    if (threads === 1 || !existsSync(fileURLToPath(WORKER))) return 1;
    // Every thread a worker: this one hands out ranges and draws the previews. A worker's young generation is
    // made large enough for a range's copy (YOUNG_GENERATION_MB), which only a worker's resourceLimits can set.
    while (this.#workers.length < threads)
      this.#workers.push(new Worker(WORKER, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }));
    return threads;
  }

  /**
   * Runs `items` of `task` on the workers, each taking the next item when it answers one; results in item order,
   * each reported to `onResult` as it comes.
   */
  async #run<I, R>(
    task: PoolTask,
    setup: unknown,
    items: readonly I[],
    onResult?: (result: R) => void,
  ): Promise<{ results: R[] }> {
    const results: R[] = new Array(items.length);
    let next = 0;
    const working = this.#workers.map((worker) => {
      let done = () => {};
      let pending = 0; // items sent to this worker and not answered yet
      return new Promise<void>((resolve, reject) => {
        const give = () => {
          if (next >= items.length) return pending === 0 && resolve();
          const index = next++;
          pending++;
          worker.postMessage({ type: "item", index, item: items[index] } satisfies PoolMessage);
        };
        const onMessage = ({ index, result }: { index: number; result: R }) => {
          pending--;
          results[index] = result;
          onResult?.(result);
          give();
        };
        const onError = (error: Error) => reject(error);
        const onExit = (code: number) =>
          reject(new Error(`a build worker exited with code ${code} before it finished`));
        worker.on("message", onMessage).on("error", onError).on("exit", onExit);
        // Only these three: removeAllListeners() would also drop the ones Node adds for the worker's own output.
        done = () => worker.off("message", onMessage).off("error", onError).off("exit", onExit);
        worker.postMessage({ type: "setup", task, setup } satisfies PoolMessage);
        // Two items in flight: a worker never waits for this thread's answer.
        for (let ahead = 0; ahead < 2; ahead++) give();
      }).finally(() => done());
    });
    await Promise.all(working);
    return { results };
  }
}

export type { Output };
