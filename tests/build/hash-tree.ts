// A folder's contents as one hash, in a module of its own: the global setup uses it without loading the generator.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** One hash over every file's path (relative to `folder`) and bytes, in path order: equal hashes, equal folders. */
export function hashTree(folder: string): string {
  const hash = createHash("sha256");
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(folder.length + 1))
    .sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(folder, file)))
      .update("\0");
  return hash.digest("hex");
}
