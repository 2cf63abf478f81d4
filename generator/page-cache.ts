// sitegen build's warm rebuild: each range's pass is kept in node_modules/.cache/sitegen/pages/ with the digest of
// every content file it read. A pass is a function of the code, its context and the files it reads: the key is the
// digest of the first two whole and the entry names the third (docs/architecture.md, 19).
import { createHash, hash as digest } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deserialize, serialize } from "node:v8";
import { createBuildCache, type BuildCache } from "./build-cache.ts";
import { typesetOf } from "./typeset/typeset.ts";
import type { openSources } from "./load/load-sources.ts";
import type { ContentRead } from "./load/read-content-file.ts";
import type { OutputFile, SourceFile } from "./model.ts";
import type { Frame } from "./validate/validate-site.ts";
import { readEntry, writeEntry } from "./write/atomic.ts";

/** Where a build keeps its ranges, and the digest of all a pass reads besides its content files. */
export interface PageCache {
  readonly dir: string;
  readonly key: string;
}

type Range = { readonly from: number; readonly to: number };
type CacheConfig = { readonly root: string; readonly codeRoot: string; readonly cache: boolean }; // options.ts
type Done = { readonly reads: readonly string[]; readonly files: readonly OutputFile[] };

interface Entry<Passed extends Done> {
  readonly key: string;
  /** Each content file the pass read, with the digest of what it read. */
  readonly reads: readonly (readonly [string, string])[];
  /** Each file's HTML is not in the JSON: its bytes follow it, in order. */
  readonly done: Omit<Passed, "files"> & {
    readonly files: readonly { readonly path: string; readonly bytes: number }[];
  };
}

const sha = (data: string | Buffer) => digest("sha256", data);

/** What the file reader gave for a path; files not listed and files missing read alike: nothing. */
function digestOf(read: ContentRead | undefined): string {
  if (read === undefined || read === "missing") return "-";
  return "text" in read ? `t${sha(read.text)}` : `p${sha(JSON.stringify(read.problem))}`;
}

let code: string | undefined;
/** The bundle bin/sitegen.mjs runs, else the sources (the tests), with the installed packages and Node's version. */
function codeVersion(codeRoot: string): string {
  if (code) return code;
  const here = fileURLToPath(new URL(".", import.meta.url));
  const hash = createHash("sha256").update(JSON.stringify(process.versions));
  // esbuild names the bundle's script by the hash of its content: its name and its starters' text say it all
  // (not the source map, nor V8's cache of the script, written after its first run: bin/sitegen.mjs).
  const bundled = basename(here).startsWith("cli-");
  for (const dir of bundled ? [here] : [join(codeRoot, "generator"), join(codeRoot, "templates")])
    for (const name of readdirSync(dir, { recursive: !bundled, encoding: "utf8" }).sort())
      if (bundled ? !/\.map$|\.v8cache/.test(name) : statSync(join(dir, name)).isFile())
        hash.update(name).update(/-[A-Z0-9]{8}\.[mc]js$/.test(name) ? "" : readFileSync(join(dir, name)));
  return (code = hash.update(readFileSync(join(codeRoot, "node_modules", ".package-lock.json"))).digest("hex"));
}

/** The project's cache folder and the code's version; undefined with --no-cache, without node_modules/ (nothing is
 * made beside a project's own files) or when the code cannot be read. */
function cacheOf(config: CacheConfig): { readonly dir: string; readonly code: string } | undefined {
  try {
    if (config.cache && statSync(join(config.root, "node_modules")).isDirectory())
      return { dir: join(config.root, "node_modules", ".cache", "sitegen"), code: codeVersion(config.codeRoot) };
  } catch {
    // no node_modules/, or the code unreadable: no cache
  }
  return undefined;
}

/** Undefined with no cache, or when the lock file cannot be read. Entries of ranges the route table no longer has go. */
export function openPageCache(
  config: CacheConfig,
  framed: {
    frame: Frame;
    ranges: readonly Range[];
    rendering: { readonly site: unknown } | undefined;
    shown: unknown;
    font: { hash: string } | undefined;
  },
): PageCache | undefined {
  const { frame, rendering, shown, font } = framed;
  const kept = cacheOf(config);
  try {
    if (!kept) return undefined;
    const dir = join(kept.dir, "pages");
    const hash = createHash("sha256").update(kept.code).update(config.root);
    // The translation lock's lines are read by a pass from the file the frame indexed.
    if (frame.translations.lock) hash.update(readFileSync(frame.translations.lock.file));
    const site = rendering?.site === shown ? "shown" : rendering?.site; // the same object (site-frame.ts): once
    const context = {
      frame: { ...frame, siteFile: frame.siteFile.text },
      rendering: { ...rendering, site },
      shown,
      font: font?.hash,
    };
    const current = new Set(framed.ranges.map((range) => `${range.from}-${range.to}.json`));
    for (const name of existsSync(dir) ? readdirSync(dir) : [])
      if (/^\d+-\d+\.json$/.test(name) && !current.has(name)) rmSync(join(dir, name), { force: true });
    // As JSON, not v8's bytes: a string read from this cache and one just made serialise differently there.
    const json = JSON.stringify(context, (_, v: unknown) => (v instanceof Map || v instanceof Set ? [...v] : v));
    return { dir, key: hash.update(json).digest("hex") };
  } catch {
    return undefined;
  }
}

/** The frame's checks (build-cache.ts) the last build of this code and project kept, else an empty cache. */
export function storedBuildCache(config: CacheConfig): BuildCache {
  const kept = cacheOf(config);
  const body = kept && readEntry(join(kept.dir, "frame.v8"));
  try {
    const stored = body && (deserialize(body) as Stored);
    if (stored && stored.key === `${kept.code} ${config.root}`) {
      const cache = { ...createBuildCache(), config: stored.config, checked: stored.checked };
      for (const { value, typeset } of stored.checked.values()) if (value && typeset) typesetOf(value, typeset);
      storedAs.set(cache, { config: cache.config, checked: new Map(cache.checked) });
      return cache;
    }
  } catch {
    // written by another version of Node: checked again
  }
  return createBuildCache();
}

/** Written when a check was redone or a file is gone; the entry's key is not the checks' own (site.yaml's and each
 * file's text). A check redone is a new object: what was read is compared by identity, not serialised again. */
export function keepBuildCache(config: CacheConfig, cache: BuildCache, listed: ReadonlySet<string>): void {
  const kept = cacheOf(config);
  const checked = new Map([...cache.checked].filter(([path]) => listed.has(path))); // not those of files gone
  const was = storedAs.get(cache) ?? { config: undefined, checked: new Map() };
  const same = was.config === cache.config && was.checked.size === checked.size;
  if (!kept || (same && [...checked].every(([path, c]) => was.checked.get(path) === c))) return;
  for (const [path, c] of checked) checked.set(path, { ...c, typeset: c.value ? typesetOf(c.value) : undefined });
  writeEntry(
    join(kept.dir, "frame.v8"),
    serialize({ key: `${kept.code} ${config.root}`, config: cache.config, checked }),
  );
}
const storedAs = new WeakMap<BuildCache, Pick<BuildCache, "config" | "checked">>();
type Stored = Pick<BuildCache, "config" | "checked"> & { readonly key: string };

export function recordReads(open: Pick<ReturnType<typeof openSources>, "read" | "opened">, kept: boolean) {
  const digests = new Map<string, string>();
  const files = new Map<string, SourceFile | undefined>();
  const file = (path: string): SourceFile | undefined => {
    if (!files.has(path)) {
      const read = open.read(path);
      if (kept) digests.set(path, digestOf(read)); // no cache (--no-cache, no node_modules/): nothing to compare
      files.set(path, read === undefined || read === "missing" ? undefined : open.opened(path, read));
    }
    return files.get(path);
  };
  return { file, digests: digests as ReadonlyMap<string, string> };
}

const entryPath = (cache: PageCache, range: Range) => join(cache.dir, `${range.from}-${range.to}.json`);
/** An entry's key names its range too: an entry copied to another range's name is not that range's. */
const keyOf = (cache: PageCache, range: Range) => `${cache.key} ${range.from}-${range.to}`;

/** Undefined unless the entry has this key and every file it read reads the same now. */
export function cachedRange<Passed extends Done>(
  cache: PageCache,
  range: Range,
  read: (path: string) => ContentRead | undefined,
): (Omit<Passed, "files"> & Done) | undefined {
  const body = readEntry(entryPath(cache, range));
  try {
    const end = body?.indexOf("\n") ?? -1; // the pass as JSON, then its HTML's bytes (never decoded, written as read)
    const entry = body && (JSON.parse(body.toString("utf8", 0, end)) as Entry<Passed>);
    if (!entry || entry.key !== keyOf(cache, range)) return undefined;
    if (!entry.reads.every(([path, digest]) => digestOf(read(path)) === digest)) return undefined;
    let at = end + 1;
    const files = entry.done.files.map((f) => ({ path: f.path, contents: body.subarray(at, (at += f.bytes)) }));
    const safe = files.every((f) => f.path.split("/").every((part) => !["", ".", ".."].includes(part)));
    return safe && at === body.length ? { ...entry.done, files } : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a range's pass for the next build. */
export function keepRange(cache: PageCache, range: Range, done: Done, digests: ReadonlyMap<string, string>): void {
  const reads = done.reads.map((path) => [path, digests.get(path)!] as const);
  const html = done.files.map((f) => Buffer.from(f.contents));
  const files = done.files.map((f, i) => ({ path: f.path, bytes: html[i]!.length }));
  const entry = JSON.stringify({ key: keyOf(cache, range), reads, done: { ...done, files } } satisfies Entry<Done>);
  writeEntry(entryPath(cache, range), Buffer.concat([Buffer.from(`${entry}\n`), ...html]));
}
