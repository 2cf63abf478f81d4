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
import { pagesOfRange, rangesOf, type PagesStep, type Range, type RangeDone, type Rendering } from "./pages.ts";

/**
 * The young generation of a worker, in MB, from its old generation's limit: a range's files, parses and checked
 * copy die young, and a larger young generation copies less of what is still alive (at 192 MB a large build is
 * about 10 % faster than at 64), but every worker holds it. One knob, SITEGEN_WORKER_MB, trades the two: 192
 * (the default) gives 64 MB and a 10,000-page build of about 430 MB on 2 cores; 4096 gives 192 MB, about 800 MB.
 */
const youngGenerationMb = (oldGenerationMb: number) => Math.min(192, Math.max(16, Math.round(oldGenerationMb / 3)));

/**
 * The old generation of a worker, in MB (SITEGEN_WORKER_MB). Without a limit V8 lets it grow to several times
 * what is alive before it collects; near the limit it collects, so a worker holds about the live copy of its
 * range (tens of MB). A range that needs more than the limit ends the worker (out of memory), and this thread
 * checks and renders that range again itself: the build is the same, only slower.
 */
export const WORKER_OLD_GENERATION_MB = 192;

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
  readonly #oldGenerationMb: number;
  #workers: Worker[] = [];

  /**
   * Up to `threads` worker threads: one per ROUTES_PER_THREAD routes, or exactly `threads` when `exactly`; each
   * collects its old generation as it nears `oldGenerationMb`.
   */
  constructor(threads: number, exactly = false, oldGenerationMb = WORKER_OLD_GENERATION_MB) {
    this.#threads = threads;
    this.#exactly = exactly;
    this.#oldGenerationMb = oldGenerationMb;
  }

  /**
   * Checks and renders the route table in ranges on the workers, each opening the files of its ranges itself and
   * writing the HTML straight into the staging folder; this thread hands out the ranges and draws the previews.
   */
  readonly pages: PagesStep = async (job, output, onProgress) => {
    const { frame, sources } = job;
    const threads = this.#start(frame.config.routes.reduce((pages, r) => pages + (r.en === undefined ? 1 : 2), 0));
    // One thread, or no folder to share (memory): every range on this thread, by the site itself.
    if (threads === 1 || output.dir === undefined) return undefined;
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
    // A range a worker could not finish (out of memory), checked and rendered on this thread instead.
    const here = (range: Range) =>
      pagesOfRange({ frame, file: sources.scope(), rendering, stop, dir: output.dir, made: new Set(), font }, range);
    const { results, redone } = await this.#run<Range, RangeDone>(
      "pages",
      setup,
      rangesOf(frame, job.routes, threads),
      (done) => {
        if (font) previews.push(...done.toDraw.map((preview) => drawPreview(preview, font)));
        onProgress?.((written += done.written), job.routes.length);
      },
      here,
    );
    return {
      files: results.reduce((sum, r) => sum + r.written, 0),
      bytes: results.reduce((sum, r) => sum + r.bytes, 0),
      threads,
      problems: results.flatMap((r) => r.problems),
      translations: results.reduce((sum, r) => addCounts(sum, r.translations), noCounts()),
      previews,
      titles: results.flatMap((r) => r.titles),
      warnings:
        redone === 0
          ? []
          : [
              `a page thread ran out of memory (SITEGEN_WORKER_MB=${this.#oldGenerationMb}): ${redone} of ${results.length} ranges of pages were checked and rendered again on the main thread; a larger SITEGEN_WORKER_MB builds faster`,
            ],
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
    // sized from SITEGEN_WORKER_MB (youngGenerationMb), which only a worker's resourceLimits can set.
    while (this.#workers.length < threads)
      this.#workers.push(
        new Worker(WORKER, {
          resourceLimits: {
            maxYoungGenerationSizeMb: youngGenerationMb(this.#oldGenerationMb),
            maxOldGenerationSizeMb: this.#oldGenerationMb,
          },
        }),
      );
    return threads;
  }

  /**
   * Runs `items` of `task` on the workers, each taking the next item when it answers one; results in item order,
   * each reported to `onResult` as it comes. The items of a worker that ran out of memory, and any left when no
   * worker is, are done by `here` on this thread.
   */
  async #run<I, R>(
    task: PoolTask,
    setup: unknown,
    items: readonly I[],
    onResult: (result: R) => void,
    here: (item: I) => R,
  ): Promise<{ results: R[]; redone: number }> {
    const results: R[] = new Array(items.length);
    const undone: number[] = [];
    let next = 0;
    const working = this.#workers.map((worker) => {
      let done = () => {};
      const pending = new Set<number>(); // items sent to this worker and not answered yet
      return new Promise<void>((resolve, reject) => {
        const give = () => {
          if (next >= items.length) return pending.size === 0 && resolve();
          const index = next++;
          pending.add(index);
          worker.postMessage({ type: "item", index, item: items[index] } satisfies PoolMessage);
        };
        const onMessage = ({ index, result }: { index: number; result: R }) => {
          pending.delete(index);
          results[index] = result;
          onResult(result);
          give();
        };
        const onError = (error: Error & { code?: string }) => {
          if (error.code !== "ERR_WORKER_OUT_OF_MEMORY") return reject(error);
          this.#workers = this.#workers.filter((w) => w !== worker); // it has stopped
          undone.push(...pending);
          resolve();
        };
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
    const never = Array.from({ length: items.length - next }, (_, i) => next + i); // no worker was left to take them
    for (const index of [...undone.sort((a, b) => a - b), ...never]) {
      results[index] = here(items[index]!);
      onResult(results[index]);
    }
    return { results, redone: undone.length + never.length };
  }
}

export type { Output };
