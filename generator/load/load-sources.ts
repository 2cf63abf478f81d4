// The only stage that reads the maintainer's input: site.yaml and content/**/*.yaml (the translation lock file is
// indexed here and its pages' lines read by the thread that checks them, translations/lock.ts).
import type { BuildCache } from "../build-cache.ts";
import type { Problem, SourceFile, Sources } from "../model.ts";
import { problem } from "../problems/index.ts";
import { indexLock } from "../translations/lock.ts";
import { parseSource } from "./parse-yaml.ts";
import { listContentYaml, readContentFileSync, realRootOf } from "./read-content-file.ts";
import type { ContentRead } from "./read-content-file.ts";

/** Texts in place of files on disk (path → text): what the editor checks a save with; only listed files are taken. */
export type GivenTexts = ReadonlyMap<string, string>;

/** site.yaml parsed, the content files listed now and read when first asked for; `cache` keeps unchanged parses. */
export async function loadSources(
  root: string,
  cache?: Pick<BuildCache, "parsed">,
  texts?: GivenTexts,
): Promise<Sources> {
  const [siteRead, publishedRead, contentPaths, translationLock] = await Promise.all([
    givenOr(texts, "site.yaml", () => readContentFileSync(root, "site.yaml")),
    givenOr(texts, "published.yaml", () => readContentFileSync(root, "published.yaml")),
    listContentYaml(root, "content"),
    indexLock(root),
  ]);
  const listed = new Set(contentPaths);
  const sources = openSources(root, listed, cache, texts);
  const site = siteRead === "missing" ? undefined : sources.opened("site.yaml", siteRead);
  const published = publishedRead === "missing" ? undefined : sources.opened("published.yaml", publishedRead);
  const problems: Problem[] = site ? [...site.problems] : [problem("SiteFileMissing", { root })];
  problems.push(...(published?.problems ?? []));
  return { root, site, published, contentPaths, file: sources.file, files: sources.files, problems, translationLock };
}

/** Content files read on demand, each kept once read: a thread drops its own after its range of pages. */
export function openSources(
  root: string,
  listed: ReadonlySet<string>,
  cache?: Pick<BuildCache, "parsed">,
  texts?: GivenTexts,
) {
  const files = new Map<string, SourceFile>();
  let realRoot: string | undefined; // resolved on the first file read, once for all of them
  const opened = (path: string, read: Exclude<ContentRead, "missing">): SourceFile => {
    // A file that may not be read (a link out of the project, a device, a FIFO …) is an empty file with that problem.
    if ("problem" in read) return { ...parseSource(path, ""), value: undefined, problems: [read.problem] };
    const cached = cache?.parsed.get(path);
    const file = cached?.text === read.text ? cached : parseSource(path, read.text);
    cache?.parsed.set(path, file);
    files.set(path, file);
    return file;
  };
  /** The file's text (given, or read through the guard), not parsed; undefined when it is not listed. */
  const read = (path: string): ContentRead | undefined =>
    listed.has(path)
      ? givenOr(texts, path, () => readContentFileSync(root, path, (realRoot ??= realRootOf(root))))
      : undefined;
  const file = (path: string): SourceFile | undefined => {
    if (files.has(path)) return files.get(path);
    const text = read(path);
    return text === undefined || text === "missing" ? undefined : opened(path, text);
  };
  return { files, file, opened, read };
}

/** The text given for `path`, else what `read` reads from disk: the one place a given text takes a file's place. */
function givenOr<Read>(
  texts: GivenTexts | undefined,
  path: string,
  read: () => Read,
): Read | { readonly text: string } {
  const text = texts?.get(path);
  return text === undefined ? read() : { text };
}
