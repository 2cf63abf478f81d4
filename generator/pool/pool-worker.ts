// A worker thread of worker-pool.ts: for each task it is set up for, answers every item it is sent.
import { parentPort } from "node:worker_threads";
import { openSources } from "../load/load-sources.ts";
import { parseSource } from "../load/parse-yaml.ts";
import type { Problem } from "../model.ts";
import { checkPageRange } from "../validate/check-pages.ts";
import type { PageCheckJob, PageRange } from "../validate/validate-site.ts";
import { renderChunk, type Chunk, type RenderSetup } from "./render-chunk.ts";
import type { PoolMessage } from "./worker-pool.ts";

let answer: (item: unknown) => unknown = () => undefined;

parentPort!.on("message", (message: PoolMessage) => {
  if (message.type === "setup")
    answer = message.task === "check" ? checker(message.setup as PageCheckJob) : renderer(message.setup as RenderSetup);
  else {
    try {
      parentPort!.postMessage({ index: message.index, result: answer(message.item) });
    } catch (e) {
      console.error("WORKER", e);
      throw e;
    }
  }
});

function checker(job: PageCheckJob): (item: unknown) => PageRange {
  const listed = new Set(job.contentPaths);
  const siteFile = parseSource("site.yaml", job.siteText);
  return (item) => {
    const [from, to] = item as [number, number];
    const problems: Problem[] = [];
    const pages = checkPageRange(
      { config: job.config, siteFile, problems, file: openSources(job.root, listed).file, cache: undefined },
      from,
      to,
    );
    return { pages, problems };
  };
}

function renderer(setup: RenderSetup): (item: unknown) => unknown {
  const made = new Set<string>();
  return (item) => renderChunk(setup, item as Chunk, made);
}
