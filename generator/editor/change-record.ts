// What the editor keeps of a project outside it (docs/architecture.md, 16): the claim of the one process that writes
// the project, and the record of a change of several files, written before its first file and removed after its
// last, so that a change cut short is completed when sitegen dev starts next.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { readContentFile, realRootOf } from "../load/read-content-file.ts";
import { writeFileAtomic } from "../write/atomic.ts";
import { en } from "./ui/messages-en.ts";
import { byPageId, LOCK_PATH, lockRefusal, openLock, writeLock } from "../translations/lock.ts";

/** `writing`: told the files a write is about to change (sitegen dev). */
export interface WriteTarget {
  readonly root: string;
  readonly codeRoot: string;
  readonly writing?: ((files: readonly string[]) => void) | undefined;
}

/** A file of a change: its new text, or null when it goes. */
export interface FileChange {
  readonly path: string;
  readonly text: string | null;
}

interface Record {
  readonly files: readonly (FileChange & { readonly before: string | null })[];
  /** The page whose confirmed translations leave the lock file last. */
  readonly forget?: string | undefined;
}

const running = (pid: number) => {
  try {
    return process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** The project by its real path (one folder reached through two links is one project). */
export const projectId = (root: string) => createHash("sha256").update(realRootOf(root)).digest("hex").slice(0, 16);

export function stateOf({ root, codeRoot }: WriteTarget) {
  const dir = join(codeRoot, "node_modules", ".cache", "sitegen");
  const name = `edit-${projectId(root)}`;
  return {
    dir,
    claim: join(dir, `${name}.pid`),
    record: join(dir, `${name}.json`),
    removed: join(dir, `${name}-removed.json`),
  };
}

const claimed = new Set<string>();

/** Claims the project for this process, or the process id of the running sitegen dev that has; stale claims go. */
export function claimProject(target: WriteTarget): string | undefined {
  const { dir, claim } = stateOf(target);
  if (claimed.has(claim)) return undefined;
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir).filter((n) => /^edit-\w+\.pid$/.test(n))) {
    const pid = Number(readFileSync(join(dir, name), "utf8"));
    if (pid !== process.pid && !running(pid)) rmSync(join(dir, name), { force: true });
  }
  try {
    writeFileSync(claim, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const pid = readFileSync(claim, "utf8");
    if (pid !== String(process.pid)) return pid;
  }
  claimed.add(claim);
  process.once("exit", () => rmSync(claim, { force: true }));
  return undefined;
}

/** A file's text through the content-file guard; null: no file; undefined: the guard does not read it. */
export async function textOf(root: string, path: string): Promise<string | null | undefined> {
  const read = await readContentFile(root, path);
  return read === "missing" ? null : typeof read === "object" && "text" in read ? read.text : undefined;
}

const hashOf = (text: string | null) => (text === null ? null : createHash("sha256").update(text).digest("hex"));
const hashesOnDisk = (root: string, files: readonly FileChange[]) =>
  Promise.all(files.map(async ({ path }) => hashOf((await textOf(root, path)) ?? null)));

/** Writes `files` as one change, each atomically, then drops the lock file's confirmations of page `forget`. */
export async function writeTogether(target: WriteTarget, files: readonly FileChange[], forget?: string) {
  const { record } = stateOf(target);
  const recorded = files.length > 1 || forget !== undefined;
  if (recorded) {
    const before = await hashesOnDisk(target.root, files);
    const change: Record = { files: files.map((file, i) => ({ ...file, before: before[i]! })), forget };
    await writeFileAtomic(record, JSON.stringify(change));
  }
  const dropConfirmations = forget === undefined ? undefined : forgetTranslations(target.root, forget);
  const written = [...files.map((f) => f.path), ...(dropConfirmations ? [LOCK_PATH] : [])];
  target.writing?.(written);
  for (const { path, text } of files)
    await (text === null
      ? rm(join(target.root, path), { force: true })
      : writeFileAtomic(join(target.root, path), text));
  dropConfirmations?.();
  if (recorded) await rm(record, { force: true });
  return written;
}

/** Completes a change left half-written, unless a file changed since; what was done, for the terminal. */
export async function finishChange(target: WriteTarget): Promise<string | undefined> {
  const pid = claimProject(target);
  if (pid !== undefined) return en.refused({ reason: "claimed", pid });
  const { record } = stateOf(target);
  let change: Record;
  try {
    change = JSON.parse(readFileSync(record, "utf8")) as Record;
  } catch {
    return undefined; // none, or one cut short before its first file was written
  }
  const now = await hashesOnDisk(target.root, change.files);
  const changed = change.files.filter((file, i) => now[i] !== file.before && now[i] !== hashOf(file.text));
  const paths = change.files.map((f) => f.path).join(", ");
  if (changed.length > 0) {
    await rm(record, { force: true });
    return `A change of ${paths} was cut short, and ${changed.map((f) => f.path).join(", ")} changed since: left as they are (the build names what is wrong).`;
  }
  const left = change.files.filter((file, i) => now[i] !== hashOf(file.text));
  await writeTogether(target, left, change.forget);
  await rm(record, { force: true });
  return `Completed a change the editor was writing when it stopped: ${paths}.`;
}

// Confirmations of a page that is gone would be reported stale. A lock file the guard refuses, or with unreadable
// lines, is left for the maintainer.
function forgetTranslations(root: string, id: string): (() => void) | undefined {
  if (lockRefusal(root) !== undefined) return undefined;
  const lock = openLock(root);
  if (!lock.pages.delete(id) || lock.mistakes.length > 0) return undefined;
  return () =>
    writeLock(
      root,
      [...lock.pages].sort(([a], [b]) => byPageId(a, b)),
    );
}
