// Saving a page: both languages' files are patched in memory first and written only when every one of them
// could be; each is written to a temporary file beside it and renamed over it, so a reader (the build, the
// maintainer's editor) sees the old or the new file, never half of one. A file that changed on disk since the
// form loaded it is not overwritten: the answer carries both versions. Saves are serialised: one at a time in
// this process, and per file across processes (a second sitegen dev on the same folder) by a lock file created
// exclusively beside it, so the hash is compared and the file written with no other save in between.
import { lstat, open, rm } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Lang, Problem } from "../model.ts";
import { writeFileAtomic } from "../write/atomic.ts";
import { hashOf, problemsAt, readFileState, type EditorPage, type FieldProblem } from "./editor-data.ts";
import type { PreCheck } from "./pre-check.ts";
import { EditRefused, type Edited } from "./edited.ts";
import type { SaveRequest } from "./requests.ts";
import { patchYaml } from "./yaml-patch.ts";

export type SaveResult =
  | { readonly status: 200; readonly hashes: Partial<Record<Lang, string>>; readonly written: readonly string[] }
  | {
      readonly status: 409;
      readonly path: string;
      readonly disk: string;
      readonly yours?: string;
      readonly message: string;
    }
  | { readonly status: 400 | 409 | 413 | 422; readonly message: string; readonly problems?: readonly FieldProblem[] };

/** The only files the editor ever writes: site.yaml, published.yaml and YAML files under content/, named without tricks. */
export function isWritablePath(path: string): boolean {
  return (
    path === "site.yaml" ||
    path === "published.yaml" ||
    (/^content\/(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9_-]*\.yaml$/i.test(path) && !path.includes(".."))
  );
}

let saving: Promise<unknown> = Promise.resolve(); // the saves of this process, one after the other

/** The project the editor writes into, and who is told the files a write is about to change (sitegen dev). */
export interface WriteTarget {
  readonly root: string;
  readonly writing?: (files: readonly string[]) => void;
}

/** Saves `request` into the page's files, unless `check` finds that the build would refuse it and it is not kept. */
export async function savePage(
  target: WriteTarget,
  page: EditorPage,
  request: SaveRequest,
  check: PreCheck,
): Promise<SaveResult> {
  const edits: { lang: Lang; path: string; hash: string; value: Edited }[] = [];
  for (const lang of ["de", "en"] as const) {
    const edit = request.files[lang];
    if (edit === undefined) continue;
    const path = page.files[lang];
    if (path === undefined) return { status: 400, message: `The page "${page.id}" has no ${lang} file.` };
    if (!isWritablePath(path)) return { status: 400, message: `${path} is not a file the editor writes.` };
    edits.push({ lang, path, ...edit });
  }
  return whileLocked(
    target.root,
    edits.map((e) => e.path),
    () => saveLocked(target, page, edits, request.keep === true ? undefined : check),
  );
}

/** Runs `write` after every earlier save of this process, holding the lock of each of `paths` (project-relative). */
export function whileLocked<T>(
  root: string,
  paths: readonly string[],
  write: () => Promise<T>,
): Promise<T | ReturnType<typeof busy>> {
  const run = saving.then(async () => {
    const locks: (() => Promise<void>)[] = [];
    try {
      for (const path of paths) {
        const lock = await lockFile(join(root, path));
        if (lock === undefined) return busy(path);
        locks.push(lock);
      }
      return await write();
    } finally {
      for (const release of locks) await release();
    }
  });
  saving = run.catch(() => undefined);
  return run;
}

async function saveLocked(
  { root, writing }: WriteTarget,
  page: EditorPage,
  edits: readonly { lang: Lang; path: string; hash: string; value: Edited }[],
  check: PreCheck | undefined, // undefined: kept anyway
): Promise<SaveResult> {
  const planned: { lang: Lang; path: string; text: string; disk: string }[] = [];
  for (const { lang, path, hash, value } of edits) {
    const disk = await readFileState(root, path);
    if (disk.value === undefined) return { status: 422, message: disk.error ?? `${path} cannot be read.` };
    try {
      if (disk.hash !== hash) {
        // Your values laid onto the disk's version, to show both; where they no longer fit it (a list changed
        // meanwhile), the disk's version alone: Merge carries your values over field by field.
        const yours = attempt(() => patchYaml(disk.text, value));
        const message = `${path} was changed on disk since the form was loaded (another tab, another editor or a save meanwhile); nothing was saved.`;
        return { status: 409, path, disk: disk.text, ...(yours !== undefined && { yours }), message };
      }
      planned.push({ lang, path, text: patchYaml(disk.text, value), disk: disk.text });
    } catch (error) {
      if (error instanceof EditRefused) return { status: error.status, message: `${path}: ${error.message}` };
      throw error;
    }
  }
  if (check && planned.some(({ text, disk }) => text !== disk)) {
    await sleep(0); // each file patched: requests that arrived meanwhile are answered before the site is checked
    const refused = await check(new Map(planned.map(({ path, text }) => [path, text])));
    if (refused.length > 0) return refusal(page, planned, refused);
  }
  const hashes = Object.fromEntries(planned.map(({ lang, text }) => [lang, hashOf(text)]));
  const changed = planned.filter(({ text, disk }) => text !== disk); // unchanged: no write, no rebuild
  if (changed.length > 0) writing?.(changed.map(({ path }) => path));
  for (const { path, text } of changed) await writeFileAtomic(join(root, path), text);
  return { status: 200, hashes, written: changed.map(({ path }) => path) };
}

/** The problems of the page's files at their fields; those the save would cause in other files in the message. */
function refusal(page: EditorPage, planned: readonly { path: string; text: string }[], refused: readonly Problem[]) {
  const problems = problemsAt(
    page,
    planned.map(({ path, text }) => ({ path, text, hash: "" })),
    refused,
  );
  const mine = new Set(planned.map((p) => p.path));
  const elsewhere = refused.filter((p) => !mine.has(p.at?.file ?? ""));
  const where = (p: Problem) => (p.at ? `${p.at.file}:${p.at.line}: ` : "");
  const also = elsewhere.slice(0, 5).map((p) => ` ${where(p)}${p.message}`);
  if (elsewhere.length > 5) also.push(` … and ${elsewhere.length - 5} more.`);
  const message = `The build would refuse this; nothing was saved. Fix the values shown, or save anyway.${
    also.length > 0 ? ` In other files it would report:${also.join("")}` : ""
  }`;
  return { status: 422, message, problems } as const;
}

function attempt<T>(make: () => T): T | undefined {
  try {
    return make();
  } catch (error) {
    if (error instanceof EditRefused) return undefined;
    throw error;
  }
}

const busy = (path: string): { readonly status: 409; readonly message: string } => ({
  status: 409,
  message: `${path} is being saved by another sitegen dev on this folder; nothing was saved. Save again in a moment.`,
});

/** A lock older than this was left by a process that ended during a save: it is removed. */
const LOCK_STALE_MS = 10_000;
/** How long a save waits for another process's save of the same file. */
const LOCK_WAIT_MS = 3_000;

/**
 * Takes `<file>.lock`, created exclusively (O_EXCL: never through a link, never one that exists), and returns
 * its release; undefined when another process holds it for longer than LOCK_WAIT_MS.
 */
async function lockFile(file: string): Promise<(() => Promise<void>) | undefined> {
  const lock = `${file}.lock`;
  const started = Date.now();
  for (;;) {
    try {
      const handle = await open(lock, "wx");
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return () => rm(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const held = await lstat(lock).catch(() => undefined);
    if (held !== undefined && Date.now() - held.mtimeMs > LOCK_STALE_MS) await rm(lock, { force: true });
    else if (Date.now() - started > LOCK_WAIT_MS) return undefined;
    else await sleep(20);
  }
}
