// Saving a page: both languages' files are patched in memory and written as one change only when every one could
// be. A file changed on disk since the form loaded it is not overwritten: the answer carries both versions. Saves
// run one at a time in the one process that writes the project, so no save comes between hash check and write.
import type { Lang, Problem } from "../model.ts";
import { messageOf, stopsTheBuild } from "../problems/index.ts";
import { claimProject, writeTogether, type WriteTarget } from "./change-record.ts";
import { fieldProblems, hashOf, readEditable, type EditorPage, type FieldProblem } from "./editor-data.ts";
import { matchItems } from "../translations/item-identity.ts";
import { attempt, EditRefused, isList, plain, type Edited } from "./edited.ts";
import { refusal, type Refusal, type SaveRequest } from "./requests.ts";
import type { EditorAnswers } from "./site-answers.ts";
import { patchYaml } from "./yaml-patch.ts";

export type SaveResult =
  | { readonly status: 200; readonly hashes: Partial<Record<Lang, string>>; readonly written: readonly string[] }
  | (Refusal<409> & { readonly path: string; readonly disk: string; readonly yours?: string }) // changed on disk since the form loaded it
  | (Refusal<400 | 404 | 409 | 413 | 422 | 503> & { readonly problems?: readonly FieldProblem[] });

/** The only files the editor ever writes. */
export function isWritablePath(path: string): boolean {
  return (
    path === "site.yaml" ||
    path === "published.yaml" ||
    (/^content\/(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9_-]*\.yaml$/i.test(path) && !path.includes(".."))
  );
}

let saving: Promise<unknown> = Promise.resolve(); // the saves of this process, one after the other

/** The dev session's check of the new texts (site-answers.ts). */
type PreCheck = EditorAnswers["check"];

/** Saves `request` unless `check` finds that the build would refuse it and it is not kept. */
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
    if (path === undefined) return refusal(400, { reason: "no-file", id: page.id, lang });
    if (!isWritablePath(path)) return refusal(400, { reason: "not-writable", path });
    edits.push({ lang, path, ...edit });
  }
  return whileLocked(target, () => saveLocked(target, page, edits, request.keep === true ? undefined : check));
}

export function whileLocked<T>(target: WriteTarget, write: () => Promise<T>): Promise<T | Busy> {
  const run = saving.then(async (): Promise<T | Busy> => {
    const pid = claimProject(target);
    return pid === undefined ? await write() : refusal(409, { reason: "claimed", pid });
  });
  saving = run.catch(() => undefined);
  return run;
}

type Busy = Refusal<409>;

async function saveLocked(
  target: WriteTarget,
  page: EditorPage,
  edits: readonly { lang: Lang; path: string; hash: string; value: Edited }[],
  check: PreCheck | undefined, // undefined: kept anyway
): Promise<SaveResult> {
  const planned: { lang: Lang; path: string; text: string; disk: string }[] = [];
  for (const { lang, path, hash, value } of edits) {
    try {
      const disk = await readEditable(target.root, path);
      if (disk.hash !== hash) {
        // Your values laid onto the disk's version, each list item onto the disk's item it is, to show both;
        // Merge carries your changes over to the disk's items.
        const yours = attempt(() => patchYaml(disk.text, onto(value, disk.value)));
        return {
          ...refusal(409, { reason: "changed-on-disk", path }),
          disk: disk.text,
          ...(yours !== undefined && { yours }),
        };
      }
      planned.push({ lang, path, text: patchYaml(disk.text, value), disk: disk.text });
    } catch (error) {
      if (error instanceof EditRefused) return refusal(error.status, { path, ...error.refused });
      throw error;
    }
  }
  if (check && planned.some(({ text, disk }) => text !== disk)) {
    const refused = await check(planned.map(({ path, disk, text }) => [path, disk, text] as const));
    if (stopsTheBuild(refused)) return buildRefuses(page, planned, refused); // a warning is shown once saved
  }
  const hashes = Object.fromEntries(planned.map(({ lang, text }) => [lang, hashOf(text)]));
  const changed = planned.filter(({ text, disk }) => text !== disk); // unchanged: no write, no rebuild
  if (changed.length > 0) await writeTogether(target, changed);
  return { status: 200, hashes, written: changed.map(({ path }) => path) };
}

/** The problems of the page's files at their fields; those the save would cause in other files named besides. */
function buildRefuses(page: EditorPage, planned: readonly { path: string }[], refused: readonly Problem[]): SaveResult {
  const mine = new Set(planned.map((p) => p.path));
  const elsewhere = refused.filter((p) => !mine.has(p.at?.file ?? ""));
  const also = elsewhere.slice(0, 5).map((p) => `${p.at ? `${p.at.file}:${p.at.line}: ` : ""}${messageOf(p)}`);
  const more = elsewhere.length > 5 ? { more: elsewhere.length - 5 } : {};
  return { ...refusal(422, { reason: "build-refuses", also, ...more }), problems: fieldProblems(page, refused) };
}
/** `value` with each list item marked as the item of `disk` it is (paired by what they say), or as new. */
function onto(value: Edited, disk: Edited | undefined): Edited {
  if (isList(value)) {
    const items = isList(disk) ? disk.$list.map(([, item]) => item) : [];
    const at = matchItems(
      items.map(plain),
      value.$list.map(([, item]) => plain(item)),
    );
    return { $list: value.$list.map(([, item], i) => [at[i] ?? null, onto(item, items[at[i] ?? -1])] as const) };
  }
  if (typeof value !== "object" || value === null) return value;
  const group: Partial<Record<string, Edited>> = typeof disk === "object" && disk !== null && !isList(disk) ? disk : {};
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, onto(v, group[key])]));
}
