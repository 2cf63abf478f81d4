// A worker thread of worker-pool.ts: for each task it is set up for, answers every item it is sent.
import { parentPort } from "node:worker_threads";
import { interFont } from "../images/social-images.ts";
import { openSources } from "../load/load-sources.ts";
import { parseSource } from "../load/parse-yaml.ts";
import type { SourceFile } from "../model.ts";
import { pagesOfRange, type Range, type RangeContext } from "./pages.ts";
import type { PagesSetup, PoolMessage } from "./worker-pool.ts";

let answer: Promise<(item: unknown) => unknown> = Promise.resolve(() => undefined);

parentPort!.on("message", (message: PoolMessage) => {
  if (message.type === "setup") answer = ranges(message.setup as PagesSetup);
  else
    void answer.then((answerItem) =>
      parentPort!.postMessage({ index: message.index, result: answerItem(message.item) }),
    );
});

/**
 * A worker needs site.yaml's syntax tree only to locate a problem at one of its routes (a missing content file):
 * parsed on first use, not at every worker's start (about 90 ms for 10,000 routes).
 */
function parsedWhenRead(path: string, text: string): SourceFile {
  let parsed: SourceFile | undefined;
  const file = () => (parsed ??= parseSource(path, text));
  return {
    path,
    text,
    get value() {
      return file().value;
    },
    get problems() {
      return file().problems;
    },
    get doc() {
      return file().doc;
    },
    get lines() {
      return file().lines;
    },
  };
}

/** Checks and renders each range it is sent into the staging folder; the HTML stays here, the counts go back. */
async function ranges(setup: PagesSetup): Promise<(item: unknown) => unknown> {
  const { siteText, ...frame } = setup.frame;
  const context: Omit<RangeContext, "file"> = {
    frame: { ...frame, siteFile: parsedWhenRead("site.yaml", siteText) },
    rendering: setup.rendering,
    stop: setup.stop,
    dir: setup.dir,
    made: new Set(),
    font: setup.rendering?.social.perPage ? await interFont() : undefined,
  };
  const listed = new Set(setup.contentPaths);
  // Each range opens its own files, dropped once it is done: a worker never holds more than one range's copy.
  return (item) => pagesOfRange({ ...context, file: openSources(setup.root, listed).file }, item as Range);
}
