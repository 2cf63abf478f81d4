// The only stage that reads the maintainer's input: site.yaml and content/**/*.yaml.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { BuildCache } from "../build-cache.ts";
import type { Problem, SourceFile, Sources } from "../model.ts";
import { problem } from "../problem-catalogue.ts";
import { parseSource } from "./parse-yaml.ts";

/** Reads and parses site.yaml and every YAML file under content/; `cache` keeps parses of unchanged files (dev). */
export async function loadSources(root: string, cache?: Pick<BuildCache, "parsed">): Promise<Sources> {
  const contentPaths = await listYaml(root, "content");
  const paths = ["site.yaml", ...contentPaths];
  const texts = await Promise.all(paths.map((path) => readFile(join(root, path), "utf8").catch(() => undefined)));

  const files = new Map<string, SourceFile>();
  const problems: Problem[] = [];
  paths.forEach((path, i) => {
    const text = texts[i];
    if (text === undefined) return;
    const cached = cache?.parsed.get(path);
    const file = cached?.text === text ? cached : parseSource(path, text);
    cache?.parsed.set(path, file);
    files.set(path, file);
    problems.push(...file.problems);
  });

  const site = files.get("site.yaml");
  if (!site) problems.push(problem("SiteFileMissing", { root }));
  return { root, site, files, problems };
}

/** The project-relative paths of the YAML files under `dir`, sorted. */
export async function listYaml(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { recursive: true }).catch(() => [] as string[]);
  return entries
    .map((entry) => `${dir}/${entry.split("\\").join("/")}`)
    .filter((path) => path.endsWith(".yaml") || path.endsWith(".yml"))
    .sort();
}
