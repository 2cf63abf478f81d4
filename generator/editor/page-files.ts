// The files a page change adds or removes besides site.yaml and published.yaml, through the content files' guard
// (read-content-file.ts): a new file only in a folder inside the project, a removed one only when the guard
// would read it, and the removed page's confirmations dropped from the lock file by the lock's own writer.
import { realpathSync } from "node:fs";
import { join, sep } from "node:path";
import { checkContentPath, realRootOf } from "../load/read-content-file.ts";
import { lockRefusal, readLock, writeLock } from "../translations/lock.ts";
import { isWritablePath } from "./save.ts";

/** Whether the folder `dir` (project-relative) exists and is, through its links, inside the project. */
export function insideProject(root: string, dir: string): boolean {
  try {
    return realpathSync.native(join(root, dir)).startsWith(realRootOf(root) + sep);
  } catch {
    return false; // no such folder
  }
}

/**
 * The files of `files` that no other route reads (`kept`) and the guard would read (a regular file inside the
 * project): those a removal of their page removes (`rm` removes a link itself, never where it leads).
 */
export function removableContentFiles(root: string, files: readonly string[], kept: readonly string[]): string[] {
  const realRoot = realRootOf(root);
  return files.filter((path) => {
    if (kept.includes(path) || !isWritablePath(path)) return false;
    const checked = checkContentPath(root, path, realRoot);
    return typeof checked === "object" && "real" in checked;
  });
}

/**
 * How to drop the lock file's confirmations of page `id` (which would be reported stale once it is gone), or none
 * when there are none. A lock file with unreadable lines or one the guard refuses is left for the maintainer.
 */
export function forgetTranslations(root: string, id: string): (() => void) | undefined {
  if (lockRefusal(root) !== undefined) return undefined;
  const lock = readLock(root, []);
  const mine = [...lock.entries.keys()].filter((key) => key.startsWith(`${id} `));
  if (mine.length === 0 || lock.mistakes.length > 0) return undefined;
  const entries = new Map(lock.entries);
  for (const key of mine) entries.delete(key);
  return () => writeLock(root, [entries]);
}
