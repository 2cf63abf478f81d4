// The files a page change adds or removes besides site.yaml and published.yaml, through the content files' guard
// (read-content-file.ts).
import { realpathSync } from "node:fs";
import { join, sep } from "node:path";
import { checkContentPath, realRootOf } from "../load/read-content-file.ts";
import { isWritablePath } from "./save.ts";

/** Whether the folder `dir` (project-relative) exists and is, through its links, inside the project. */
export function insideProject(root: string, dir: string): boolean {
  try {
    return realpathSync.native(join(root, dir)).startsWith(realRootOf(root) + sep);
  } catch {
    return false; // no such folder
  }
}

/** The files of `files` that no route of `kept` reads and the guard would read: those a removal removes. */
export function removableContentFiles(root: string, files: readonly string[], kept: readonly string[]): string[] {
  const realRoot = realRootOf(root);
  return files.filter((path) => {
    if (kept.includes(path) || !isWritablePath(path)) return false;
    const checked = checkContentPath(root, path, realRoot);
    return typeof checked === "object" && "real" in checked;
  });
}
