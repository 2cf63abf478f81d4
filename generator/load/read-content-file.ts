// Reading the maintainer's files without trusting them: a content file may be a link to /proc/self/environ (printed
// in a code frame), /dev/zero, a FIFO or a file outside the project (published). Only regular files inside the
// project are read; anything else becomes a located problem.
import { lstatSync, readFileSync, realpathSync, statSync, type Stats } from "node:fs";
import { readdir } from "node:fs/promises";
import { join, sep } from "node:path";
import { asFileSystemError } from "../fs-errors.ts";
import type { Problem } from "../model.ts";
import { problem as problemOf } from "../problems/index.ts";
import { utf8Problem } from "./utf8.ts";

/** Larger than any page's copy by far; a file this size is a mistake (or a device) and is not read. */
export const MAX_CONTENT_BYTES = 8 * 1024 * 1024;

/** The text of a file, the problem that keeps it from being read, or "missing" when there is nothing at the path. */
export type ContentRead = { readonly text: string } | { readonly problem: Problem } | "missing";

/** What the checks need to know about a path: its own kind, and where and what it leads to when it is a link. */
interface PathFacts {
  readonly link: Stats;
  readonly target: { readonly real: string; readonly stats: Stats } | undefined;
  readonly realRoot: string;
}

/** readContentFileSync for a caller that awaits (the editor). */
export async function readContentFile(root: string, path: string): Promise<ContentRead> {
  return readContentFileSync(root, path);
}

/**
 * Reads `path` under `root` when it is a regular file inside the project, synchronously: checking threads read
 * their files one by one. `realRoot` is resolved by the caller once for many files (load-sources.ts).
 */
export function readContentFileSync(
  root: string,
  path: string,
  realRoot = realRootOf(root),
  maxBytes = MAX_CONTENT_BYTES,
): ContentRead {
  const full = join(root, path);
  try {
    const checked = checkContentPath(root, path, realRoot, maxBytes);
    if (typeof checked !== "object" || !("real" in checked)) return checked;
    const text = readFileSync(checked.real, "utf8");
    const notUtf8 = utf8Problem(path, text, () => readFileSync(checked.real));
    return notUtf8 ? { problem: notUtf8 } : { text };
  } catch (error) {
    throw asFileSystemError(error, full) ?? error;
  }
}

/** The real path to read, or why not: "missing", or the problem (for a reader that reads the file in parts). */
export function checkContentPath(
  root: string,
  path: string,
  realRoot: string,
  maxBytes = MAX_CONTENT_BYTES,
): { readonly real: string } | Exclude<ContentRead, { readonly text: string }> {
  const full = join(root, path);
  let link: Stats | undefined;
  try {
    link = lstatSync(full, { throwIfNoEntry: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOTDIR") throw error; // a file where a folder of the path should be
  }
  if (!link) return "missing";
  const real = tryRealpath(full);
  const refusal = refusalOf(path, maxBytes, {
    link,
    realRoot,
    // What a path that is not a link leads to is what lstat saw: no second stat for every content file.
    target: real === undefined ? undefined : { real, stats: link.isSymbolicLink() ? statSync(real) : link },
  });
  return refusal ? { problem: refusal } : { real: real! };
}

/** The problem that keeps `path` from being read, or undefined for a regular file of sensible size inside the project. */
function refusalOf(path: string, maxBytes: number, { link, target, realRoot }: PathFacts): Problem | undefined {
  const problem = (what: string, fix: string): Problem =>
    problemOf("ContentFileNotRegular", { path, what, fix }, { file: path, line: 1, column: 1 });
  if (!target) return problem("is a link that leads nowhere", "Replace the link by the file itself.");
  if (!target.real.startsWith(realRoot + sep))
    return problem(
      "is a link to a file outside the project",
      "Copy the file into content/ instead of linking to it: only files inside the project are published.",
    );
  if (!target.stats.isFile()) {
    const kind = target.stats.isDirectory()
      ? "a folder"
      : target.stats.isFIFO()
        ? "a named pipe"
        : target.stats.isSocket()
          ? "a socket"
          : "a device";
    return problem(
      `is not a regular file but ${kind}${link.isSymbolicLink() ? " (through a link)" : ""}`,
      "Content files are plain YAML files; remove this one or replace it by a file.",
    );
  }
  if (target.stats.size > maxBytes)
    return problem(
      `is ${(target.stats.size / 1024 / 1024).toFixed(0)} MB, more than the ${maxBytes / 1024 / 1024} MB ${maxBytes === MAX_CONTENT_BYTES ? "a content file" : "this file"} may have`,
      maxBytes === MAX_CONTENT_BYTES
        ? "Split the copy into several files, or check that this is the file you meant."
        : "Check that this is the file you meant, or remove it and let the command that writes it write it anew.",
    );
  return undefined;
}

/** The project folder through its links, resolved by each reader (a dev session outlives a change of links). */
export function realRootOf(root: string): string {
  return realpathSync.native(root);
}

function tryRealpath(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "ELOOP")
      return undefined;
    throw error;
  }
}

/** The YAML files under `root/dir`, sorted; linked folders are not entered, links to files are refused when read. */
export async function listContentYaml(root: string, dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    const entries = await readdir(join(root, relative), { withFileTypes: true }).catch(() => []);
    await Promise.all(
      entries.map(async (entry) => {
        const path = `${relative}/${entry.name}`;
        if (entry.isDirectory()) return walk(path);
        if (/\.ya?ml$/.test(entry.name)) found.push(path);
      }),
    );
  };
  await walk(dir);
  return found.sort();
}
