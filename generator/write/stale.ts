// The staging and old folders of builds that were interrupted (Ctrl+C, a crash, a killed container). A name
// proves nothing (anyone may call a backup `dist.old-20240101`), so a build removes only folders that carry
// the mark it puts into each folder of its own, and names every other one in a warning.
import { readdir, rm, unlink, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { readIfAny } from "../fs-errors.ts";

/** The file that marks a folder as a build's own temporary folder; never part of what is deployed. */
export const LEFTOVER_MARK_FILE = ".sitegen-leftover";
const MARK_TEXT =
  "sitegen: a build's temporary folder. Any later sitegen build into the same output folder removes it.\n";

export function markLeftover(dir: string): Promise<void> {
  return writeFile(join(dir, LEFTOVER_MARK_FILE), MARK_TEXT);
}

export function unmark(dir: string): Promise<void> {
  return unlink(join(dir, LEFTOVER_MARK_FILE));
}

/** Called under the lock of `outDir` (lock.ts), so none of them belongs to a running build. */
export async function removeLeftovers(outDir: string): Promise<string[]> {
  const base = basename(outDir);
  const parent = dirname(outDir);
  const names = await readdir(parent).catch(() => [] as string[]);
  const candidates = names.filter((n) => n.startsWith(`${base}.staging-`) || n.startsWith(`${base}.old-`)).sort();
  const warnings = await Promise.all(
    candidates.map(async (name) => {
      const path = join(parent, name);
      if (readIfAny(join(path, LEFTOVER_MARK_FILE))?.toString() !== MARK_TEXT)
        return `${path} was left alone: it is named like a leftover of an interrupted build but sitegen did not write it. Move or delete it yourself.`;
      // A leftover that cannot be removed (another user's) must not stop this build; the next one tries again.
      return rm(path, { recursive: true, force: true }).then(
        () => undefined,
        async () => {
          await markLeftover(path).catch(() => {}); // rm may have taken the mark before it stopped
          return `${path} is a leftover of an interrupted build that could not be removed; delete it yourself.`;
        },
      );
    }),
  );
  return warnings.filter((w) => w !== undefined);
}
