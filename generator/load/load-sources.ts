// The only stage that reads the maintainer's input: site.yaml and content/**/*.yaml.
import { readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { BuildCache } from "../build-cache.ts";
import type { Problem, SourceFile, Sources } from "../model.ts";
import { problem } from "../problem-catalogue.ts";
import { parseSource } from "./parse-yaml.ts";

/**
 * site.yaml, read and parsed, and the content files, listed now and read when first asked for (on the thread that
 * checks them, generator/pool/). `cache` keeps the parses of unchanged files from one build to the next (dev).
 */
export async function loadSources(root: string, cache?: Pick<BuildCache, "parsed">): Promise<Sources> {
  const [siteText, contentPaths] = await Promise.all([readFile(join(root, "site.yaml"), "utf8").catch(() => undefined), listYaml(root, "content")]);
  const listed = new Set(contentPaths);
  const sources = openSources(root, listed, cache);
  const site = siteText === undefined ? undefined : sources.parsed("site.yaml", siteText);
  const problems: Problem[] = site ? [...site.problems] : [problem("SiteFileMissing", { root })];
  return { root, site, contentPaths, file: sources.file, files: sources.files, scope: () => openSources(root, listed, cache).file, problems };
}

/**
 * Content files read on demand from `root`, each kept once read. A thread checking a range of pages opens its own
 * and drops it after, so no thread holds the text of every file of a large site.
 */
export function openSources(root: string, listed: ReadonlySet<string>, cache?: Pick<BuildCache, "parsed">) {
  const files = new Map<string, SourceFile>();
  const parsed = (path: string, text: string): SourceFile => {
    const cached = cache?.parsed.get(path);
    const file = cached?.text === text ? cached : parseSource(path, text);
    cache?.parsed.set(path, file);
    files.set(path, file);
    return file;
  };
  const file = (path: string): SourceFile | undefined => {
    if (files.has(path)) return files.get(path);
    if (!listed.has(path)) return undefined;
    let text: string;
    try {
      text = readFileSync(join(root, path), "utf8");
    } catch {
      return undefined;
    }
    return parsed(path, text);
  };
  return { files, file, parsed };
}

/** The project-relative paths of the YAML files under `dir`, sorted. */
export async function listYaml(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { recursive: true }).catch(() => [] as string[]);
  return entries
    .map((entry) => `${dir}/${entry.split("\\").join("/")}`)
    .filter((path) => path.endsWith(".yaml") || path.endsWith(".yml"))
    .sort();
}
