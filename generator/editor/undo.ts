// A page's removal can be undone until the next commit (docs/architecture.md, 16): what it changed is kept beside
// the change record with the commit it was made on, and applied backwards as a patch to the files as they are now.
import { readFile } from "node:fs/promises";
import { applyPatch, createPatch } from "diff";
import { writeFileAtomic } from "../write/atomic.ts";
import { stateOf, textOf, writeTogether, type FileChange, type WriteTarget } from "./change-record.ts";
import { git, type GitRepo } from "./git.ts";
import { refusal, type Refusal } from "./requests.ts";

/** A removed page as the editor's list names it, and each file the removal changed (null: none). */
export interface Removal {
  readonly page: { readonly id: string; readonly kind: string; readonly names?: unknown };
  readonly files: readonly { readonly path: string; readonly before: string | null; readonly after: string | null }[];
}

interface Kept {
  readonly head: string;
  readonly removals: readonly Removal[];
}

export type UndoTarget = WriteTarget & { readonly environment: GitRepo["env"] };

const headOf = async ({ root, environment }: UndoTarget) => {
  const run = await git({ root, env: environment }, ["rev-parse", "-q", "--verify", "HEAD"]).catch(() => undefined);
  return run?.code === 0 ? run.stdout.trim() : "";
};

export async function removals(target: UndoTarget): Promise<readonly Removal[]> {
  const kept = await readFile(stateOf(target).removed, "utf8").then(
    (text) => JSON.parse(text) as Kept,
    () => undefined,
  );
  return kept && kept.head === (await headOf(target)) ? kept.removals : [];
}

async function keep(target: UndoTarget, removals: readonly Removal[]) {
  const kept: Kept = { head: await headOf(target), removals };
  await writeFileAtomic(stateOf(target).removed, JSON.stringify(kept));
}

/** Writes a removal of `page` with `write`, keeping what it changed of `paths` (as the guard reads them) for Undo. */
export async function removeUndoably<T>(
  target: UndoTarget,
  page: Removal["page"],
  paths: readonly string[],
  write: () => Promise<T>,
): Promise<T> {
  const before = await Promise.all(paths.map((path) => textOf(target.root, path)));
  const done = await write();
  const after = await Promise.all(paths.map((path) => textOf(target.root, path)));
  const files = paths.flatMap((path, i) =>
    before[i] !== undefined && after[i] !== undefined && before[i] !== after[i]
      ? [{ path, before: before[i]!, after: after[i]! }]
      : [],
  );
  const others = (await removals(target)).filter((r) => r.page.id !== page.id);
  await keep(target, [...others, { page, files }]);
  return done;
}

export async function undoRemoval(
  target: UndoTarget,
  id: string,
): Promise<{ status: 200; id: string; written: readonly string[] } | Refusal<404 | 409>> {
  const all = await removals(target);
  const removal = all.find((r) => r.page.id === id);
  if (!removal) return refusal(404, { reason: "no-removal", id });
  const changes: FileChange[] = [];
  for (const { path, before, after } of removal.files) {
    const now = await textOf(target.root, path);
    const back =
      now === after
        ? before
        : now === undefined || now === null || after === null || before === null
          ? false
          : applyPatch(now, createPatch(path, after, before));
    if (back === false) return refusal(409, { reason: "undo-conflict", path });
    if (back !== now) changes.push({ path, text: back });
  }
  const written = await writeTogether(target, changes);
  await keep(
    target,
    all.filter((r) => r !== removal),
  );
  return { status: 200, id, written };
}
