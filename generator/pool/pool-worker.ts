// A worker thread of worker-pool.ts: set up once from the pool's workerData, it passes each range it is given
// (pages.ts) into the staging folder; the HTML stays here, the counts go back.
import Tinypool from "tinypool";
import { interFont } from "../images/social-images.ts";
import { openSources } from "../load/load-sources.ts";
import { parseSource } from "../load/parse-yaml.ts";
import type { SourceFile } from "../model.ts";
import { buildRange, type Range, type RangeContext, type RangeDone } from "./pages.ts";
import type { PagesSetup } from "./worker-pool.ts";

/** site.yaml's tree, parsed when a problem at a route needs it: parsing it at each worker's start took 90 ms. */
function parsedWhenRead(path: string, text: string): SourceFile {
  let parsed: SourceFile | undefined;
  const file = { path, text } as SourceFile;
  // Every field of a SourceFile but the two it starts with.
  for (const key of ["value", "problems", "doc", "lines", "keyAt"] satisfies (keyof SourceFile)[])
    Object.defineProperty(file, key, { enumerable: true, get: () => (parsed ??= parseSource(path, text))[key] });
  return file;
}

const setup = Tinypool.workerData as PagesSetup;
const listed = new Set(setup.contentPaths);
const made = new Set<string>(); // the folders of the staging folder this thread has made
const { siteText, ...frame } = setup.frame;
const context: Promise<Omit<RangeContext, "file">> = (async () => ({
  frame: { ...frame, siteFile: parsedWhenRead("site.yaml", siteText) },
  rendering: setup.rendering,
  shown: setup.shown,
  stop: setup.stop,
  font: setup.rendering?.social.perPage ? await interFont() : undefined,
}))();

/** One range: it opens its own files (noted for the cache), dropped once it is done: a worker holds one range's copy. */
export default async function range(range: Range): Promise<RangeDone> {
  return buildRange(await context, openSources(setup.root, listed), setup.cache, range, setup.dir, made);
}
