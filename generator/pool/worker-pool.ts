// Large sites on every core (#12): worker threads that check pages and render pages for build(), as strategies
// it is handed. Each task is a list of items (ranges of the route table, chunks of validated pages) that this
// thread and the workers take from one queue; results come back in item order, so the output cannot depend on
// which thread did what (tests/build/parallel.test.ts compares them byte for byte with one thread).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PageChecker, PageRange } from "../validate/validate-site.ts";
import type { Output } from "../write/write-output.ts";
import { chunksOf, renderChunk, SHARED_KINDS, type Chunk, type RenderSetup } from "./render-chunk.ts";
import { renderHere, type Rendered, type Renderer } from "./renderer.ts";

/** A worker pays for itself from about this many routes (it takes ~150 ms to load React, zod and the templates). */
export const ROUTES_PER_THREAD = 200;

// bin/sitegen.mjs bundles the worker next to the CLI; tests that import the sources run on one thread.
const WORKER = new URL("./pool-worker.mjs", import.meta.url);

/** What a worker is sent: once per task its setup, then items, each answered with `{ index, result }`. */
export type PoolMessage =
  | { readonly type: "setup"; readonly task: "check" | "render"; readonly setup: unknown }
  | { readonly type: "item"; readonly index: number; readonly item: unknown };

export class WorkerPool {
  readonly #threads: number;
  readonly #exactly: boolean;
  #workers: Worker[] = [];
  /** Which thread checked each page (-1: this one), so the same thread renders it. */
  #checkedBy = new Map<string, number>();

  /** Up to `threads` threads, this one included: one per ROUTES_PER_THREAD routes, or exactly `threads` when `exactly`. */
  constructor(threads: number, exactly = false) {
    this.#threads = threads;
    this.#exactly = exactly;
  }

  /** Checks the route table in ranges, here and on the workers, each opening the files of its range itself. */
  readonly checkPages: PageChecker = async (job, here) => {
    const routes = job.config.routes.length;
    const threads = this.#start(job.config.routes.reduce((pages, r) => pages + (r.en === undefined ? 1 : 2), 0));
    // Ranges of at most 64 routes: each one's files are dropped once checked, on whichever thread.
    const size = Math.max(1, Math.min(64, Math.ceil(routes / (threads * 16))));
    const ranges = Array.from(
      { length: Math.ceil(routes / size) },
      (_, i) => [i * size, Math.min(routes, (i + 1) * size)] as const,
    );
    if (threads === 1) return ranges.map(([from, to]) => here(from, to));
    const { results, by } = await this.#run<readonly [number, number], PageRange>("check", job, ranges, ([from, to]) =>
      here(from, to),
    );
    // A worker keeps the pages it checked and renders them later: their copy is not sent back to it (#12).
    this.#checkedBy = new Map(results.flatMap((range, i) => range.pages.map((p) => [p.page, by[i]!] as const)));
    return results;
  };

  /** Renders the pages in chunks, here and on the workers, written straight into the staging folder. */
  readonly render: Renderer = async (job, output, onProgress) => {
    const threads = this.#workers.length + 1;
    // Chunks written straight into the staging folder even on one thread: a large site's HTML is never all held.
    if (output.dir === undefined) return renderHere(job, output, onProgress);
    const setup: RenderSetup = {
      dir: output.dir,
      base: { ...job.site, pages: job.site.pages.filter((p) => SHARED_KINDS.has(p.kind)) },
      assets: job.assets,
      logo: job.social.logo,
    };
    const made = new Set<string>();
    let written = 0;
    // Each thread renders the pages it checked (held in the worker): the chunks sent name the pages, not their copy.
    const owner = (chunk: Chunk) => this.#checkedBy.get(chunk.pages[0]?.page ?? "") ?? -1;
    const chunks = chunksOf(job, threads, (page) => this.#checkedBy.get(page.page) ?? -1);
    const queues = this.#workers.map((_, k) =>
      chunks.filter((c) => owner(c) === k).map((c) => ({ ...c, pages: [], ids: c.pages.map((p) => p.page) })),
    );
    const { results } = await this.#run(
      "render",
      setup,
      chunks.filter((c) => owner(c) === -1),
      (chunk) => renderChunk(setup, chunk, made),
      (result) => onProgress?.((written += result.files), job.routes.length),
      queues,
    );
    return results.reduce<Rendered>((sum, r) => ({ files: sum.files + r.files, bytes: sum.bytes + r.bytes, threads }), {
      files: 0,
      bytes: 0,
      threads,
    });
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
    while (this.#workers.length < threads - 1) this.#workers.push(new Worker(WORKER));
    return threads;
  }

  /**
   * Runs `items` of `task` on every thread, this one included (yielding between items); results in item order, with
   * the thread that did each (-1: this one). With `queues`, worker k takes only its own queue's items (after `items`).
   */
  async #run<I, R>(
    task: "check" | "render",
    setup: unknown,
    items: readonly I[],
    here: (item: I) => R,
    onResult?: (result: R) => void,
    queues?: readonly (readonly I[])[],
  ): Promise<{ results: R[]; by: number[] }> {
    const all = [...items, ...(queues ?? []).flat()];
    const results: R[] = new Array(all.length);
    const by: number[] = new Array(all.length).fill(-1);
    let next = 0;
    const offsets = (queues ?? []).map(
      (_, k) => items.length + (queues ?? []).slice(0, k).reduce((n, q) => n + q.length, 0),
    );
    const working = this.#workers.map((worker, k) => {
      let done = () => {};
      let own = 0; // next item of this worker's own queue
      let pending = 0; // items sent to this worker and not answered yet
      return new Promise<void>((resolve, reject) => {
        const give = () => {
          let index: number;
          if (queues) {
            if (own >= (queues[k]?.length ?? 0)) return pending === 0 && resolve();
            index = offsets[k]! + own++;
          } else {
            if (next >= items.length) return pending === 0 && resolve();
            index = next++;
          }
          by[index] = k;
          pending++;
          worker.postMessage({ type: "item", index, item: all[index] } satisfies PoolMessage);
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
        // Three items in flight: a worker never waits for this thread, which answers only between its own items.
        for (let ahead = 0; ahead < 3; ahead++) give();
      }).finally(() => done());
    });
    while (next < items.length) {
      const index = next++;
      results[index] = here(items[index]!);
      onResult?.(results[index]!);
      await new Promise((resolve) => setImmediate(resolve)); // let the workers' answers in
    }
    await Promise.all(working);
    return { results, by };
  }
}

export type { Output };
