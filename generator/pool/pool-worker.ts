// A worker thread of worker-pool.ts: for each task it is set up for, answers every item it is sent.
import { parentPort } from "node:worker_threads";
import { openSources } from "../load/load-sources.ts";
import { parseSource } from "../load/parse-yaml.ts";
import type { PageEntry, Problem } from "../model.ts";
import { checkPageRange } from "../validate/check-pages.ts";
import type { PageCheckJob, PageRange } from "../validate/validate-site.ts";
import { renderChunk, type Chunk, type RenderSetup } from "./render-chunk.ts";
import type { PoolMessage } from "./worker-pool.ts";

let answer: (item: unknown) => unknown = () => undefined;
/** The pages this worker checked, by id: it renders them itself later, so their copy is not sent back to it (#12). */
let held = new Map<string, PageEntry>();

parentPort!.on("message", (message: PoolMessage) => {
  if (message.type === "setup")
    answer = message.task === "check" ? checker(message.setup as PageCheckJob) : renderer(message.setup as RenderSetup);
  else parentPort!.postMessage({ index: message.index, result: answer(message.item) });
});

function checker(job: PageCheckJob): (item: unknown) => PageRange {
  const listed = new Set(job.contentPaths);
  held = new Map();
  const siteFile = parseSource("site.yaml", job.siteText);
  return (item) => {
    const [from, to] = item as [number, number];
    const problems: Problem[] = [];
    const pages = checkPageRange(
      { config: job.config, siteFile, problems, file: openSources(job.root, listed).file, cache: undefined },
      from,
      to,
    );
    for (const page of pages) held.set(page.page, page);
    return { pages, problems };
  };
}

function renderer(setup: RenderSetup): (item: unknown) => unknown {
  const made = new Set<string>();
  return (item) => {
    const chunk = item as Chunk;
    return renderChunk(setup, chunk.ids ? { ...chunk, pages: chunk.ids.map((id) => held.get(id)!) } : chunk, made);
  };
}
