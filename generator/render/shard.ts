// One thread's part of a build to disk (build-to-disk.ts): claim a chunk of the route table, read, parse and
// check its content files, render its pages and write them into the staging folder; repeat until none is left.
// The main thread and every worker run this same loop, so the output cannot depend on who rendered what.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseSource, syntaxProblems } from "../load/load-sources.ts";
import { readContentFileSync, textOrProblem } from "../load/read-content-file.ts";
import type { AssetManifest, Lang, PageEntry, Problem, Route, Site, SourceFile } from "../model.ts";
import { checkContentOnce, checkPage, pageEntry, type PageInput } from "../validate/validate-site.ts";
import type { Ui } from "../validate/schema/pages.ts";
import type { SiteConfig } from "../validate/schema/site.ts";
import { pagePreview, type OgImage, type SocialImages } from "./og-images.ts";
import { renderRoute } from "./render-page.tsx";

/** Kinds whose copy other pages show (teasers, feeds, the language's preview image): checked first, by the main thread. */
export const SHARED_KINDS: ReadonlySet<string> = new Set(["article", "blog", "home"]);

/** Everything a thread needs; structured-cloned into each worker. */
export interface ShardJob {
  readonly root: string;
  readonly staging: string;
  readonly siteText: string;
  readonly config: SiteConfig;
  readonly ui: Readonly<Record<Lang, Ui>>;
  /** Pages other pages show (articles, the blog, home pages), checked once by the main thread. */
  readonly shared: readonly PageEntry[];
  readonly routes: readonly Route[];
  readonly assets: AssetManifest;
  readonly logo: OgImage;
  /** undefined: one preview per page, drawn by the thread that renders it; otherwise the image of each language. */
  readonly languageImages: Readonly<Partial<Record<Lang, OgImage>>> | undefined;
  /** Int32Array view: [0] the next chunk to claim, [1] set to 1 once any thread found a problem, [2] pages written by all threads. */
  readonly counter: SharedArrayBuffer;
  readonly chunkSize: number;
}

export interface ShardResult {
  readonly problems: readonly Problem[];
  /** The text of every file a problem points at, for the code frames. */
  readonly texts: Readonly<Record<string, string>>;
  readonly files: number;
  readonly bytes: number;
}

/** Claims chunks until the route table is done. Stops rendering (but goes on checking) once any thread found a problem. */
export async function runShard(job: ShardJob, onChunk?: (pagesWritten: number) => void): Promise<ShardResult> {
  const counter = new Int32Array(job.counter);
  const { config } = job;
  const siteFile = parseSource("site.yaml", job.siteText);
  const shared = new Map(job.shared.map((p) => [p.page, p]));
  const stubs = config.routes.map((route): PageEntry => shared.get(route.page) ?? pageEntry(route, {}));
  const routesOf = new Map<string, Route[]>();
  for (const route of job.routes) routesOf.set(route.page, [...(routesOf.get(route.page) ?? []), route]);
  const chunks = Math.ceil(config.routes.length / job.chunkSize);
  const madeDirs = new Set<string>();
  const problems: Problem[] = [];
  const texts: Record<string, string> = {};
  let files = 0;
  let bytes = 0;

  for (let chunk = Atomics.add(counter, 0, 1); chunk < chunks; chunk = Atomics.add(counter, 0, 1)) {
    const first = chunk * job.chunkSize;
    const last = Math.min(first + job.chunkSize, config.routes.length);
    const read = new Map<string, SourceFile | undefined>();
    const found: Problem[] = [];
    const input: PageInput = {
      config,
      siteFile,
      problems: found,
      file: (path) => {
        if (!read.has(path)) read.set(path, readSource(job.root, path, found));
        return read.get(path);
      },
      broken: (path) => found.some((p) => (p.code === "YamlSyntax" || p.code === "ContentFileNotRegular") && p.at?.file === path),
      check: checkContentOnce,
    };
    const pages = stubs.slice(); // this chunk's pages in full, every other page as its id and paths
    const entries: PageEntry[] = [];
    for (let i = first; i < last; i++) {
      const route = config.routes[i]!;
      const entry = SHARED_KINDS.has(route.kind) ? shared.get(route.page) : checkPage(route, i, input); // shared ones were checked (and reported) by the main thread
      if (entry) entries.push((pages[i] = entry));
    }
    if (found.length > 0) {
      Atomics.store(counter, 1, 1);
      problems.push(...found);
      for (const p of found) if (p.at && p.at.file !== "site.yaml" && read.get(p.at.file)) texts[p.at.file] = read.get(p.at.file)!.text;
      continue;
    }
    if (Atomics.load(counter, 1) === 1) continue; // nothing will be written; only the checks go on

    const site: Site = { config, ui: job.ui, pages };
    const work = entries.flatMap((entry) => (routesOf.get(entry.page) ?? []).map((route) => ({ route, entry })));
    const previews = job.languageImages ? undefined : await Promise.all(work.map(({ route, entry }) => pagePreview(config, route, entry.content[route.lang]!.title)));
    work.forEach(({ route }, i) => {
      const image = previews ? previews[i]!.image : job.languageImages![route.lang];
      const social: SocialImages = { files: [], byRoute: new Map(image ? [[route.path, image]] : []), logo: job.logo };
      bytes += write(job.staging, route.outputPath, renderRoute(site, route, job.assets, social), madeDirs);
      files++;
    });
    Atomics.add(counter, 2, work.length);
    onChunk?.(Atomics.load(counter, 2));
    for (const preview of previews ?? []) {
      bytes += write(job.staging, preview.file.path, preview.file.contents, madeDirs);
      files++;
    }
  }
  return { problems, texts, files, bytes };
}

/** The parsed file, or undefined when it cannot be read (checkPage reports it as missing). Syntax problems go to `found`. */
export function readSource(root: string, path: string, found: Problem[]): SourceFile | undefined {
  const text = textOrProblem(readContentFileSync(root, path), found); // regular files inside the project only (#14)
  if (text === undefined) return undefined;
  const file = parseSource(path, text);
  found.push(...syntaxProblems(file));
  return file;
}

function write(staging: string, path: string, contents: string | Uint8Array, madeDirs: Set<string>): number {
  const file = join(staging, path);
  const dir = dirname(file);
  if (!madeDirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  }
  writeFileSync(file, contents);
  return typeof contents === "string" ? Buffer.byteLength(contents) : contents.byteLength;
}
