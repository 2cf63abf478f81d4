// The guard in front of every write to an output folder: a build replaces its output folder whole, so
// `--out .`, `--out ..` or `--out content` would otherwise replace the project with the site.
import { lstatSync, readdirSync, realpathSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { readIfAny } from "../fs-errors.ts";
import type { Problem } from "../model.ts";
import { problem } from "../problems/index.ts";
// Every build's `_headers` starts with this line: an output folder needs no marker file (one would be deployed).
import { OUTPUT_MARK } from "../render/host-rules.ts";

/** Folders of a project that hold its sources (or its history); an output folder never lies inside one. */
export const SOURCE_FOLDERS: readonly string[] =
  ".git bin client content docs generator node_modules schemas scripts styles templates tests".split(" ");

export type OutFacts =
  | { readonly kind: "missing" }
  | { readonly kind: "file" }
  | { readonly kind: "folder"; readonly entries: readonly string[]; readonly marked: boolean };

/** `/site/content/x` → "it lies inside the source folder content/". Paths resolved through symbolic links. */
export function outDirRefusal(out: string, projects: readonly string[], facts: OutFacts): string | undefined {
  for (const project of projects) {
    if (out === project) return "it is the project folder itself";
    if (project.startsWith(out.endsWith(sep) ? out : out + sep)) return `it contains the project folder ${project}`;
    const inside = relative(project, out).split(sep);
    if (inside[0] !== ".." && inside[0] !== "" && SOURCE_FOLDERS.includes(inside[0]!))
      return `it lies inside the source folder ${inside[0]}/ of ${project}`;
  }
  if (facts.kind === "file") return "it is a file, not a folder";
  if (facts.kind === "folder" && facts.entries.length > 0 && !facts.marked)
    return "it is a folder with files that sitegen did not write";
  return undefined;
}

/** `projects`: the project folder (--root) and the folder of the generator's own code. */
export function checkOutDir(out: string, projects: readonly string[]): Problem | undefined {
  const real = realPath(out);
  const reason = outDirRefusal(real, projects.map(realPath), factsAbout(real));
  if (reason === undefined) return undefined;
  return problem("OutDirRefused", { out, reason });
}

/** `path` with symbolic links resolved as far as it exists, so a link cannot smuggle the project in. */
function realPath(path: string): string {
  const absolute = resolve(path);
  try {
    return realpathSync(absolute);
  } catch {
    const parent = dirname(absolute);
    return parent === absolute ? absolute : join(realPath(parent), basename(absolute));
  }
}

function factsAbout(out: string): OutFacts {
  const info = lstatSync(out, { throwIfNoEntry: false });
  if (!info) return { kind: "missing" };
  if (!info.isDirectory()) return { kind: "file" };
  // Marked: it holds the `_headers` file a sitegen build writes.
  const marked = readIfAny(join(out, "_headers"))?.toString().startsWith(OUTPUT_MARK) ?? false;
  return { kind: "folder", entries: readdirSync(out), marked };
}
