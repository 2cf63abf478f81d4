// Saving a page: both languages' files are patched in memory first and written only when every one of them
// could be; each is written to a temporary file beside it and renamed over it, so a reader (the build, the
// maintainer's editor) sees the old or the new file, never half of one. A file that changed on disk since the
// form loaded it is not overwritten: the answer carries both versions.
import { join } from "node:path";
import type { Lang } from "../model.ts";
import { writeFileAtomic } from "../write/atomic.ts";
import { hashOf, problemsAt, readFileState, type EditorPage, type FieldProblem } from "./editor-data.ts";
import { schemaProblems } from "./pre-check.ts";
import { EditRefused, patchYaml, type Edited } from "./yaml-patch.ts";

export interface SaveRequest {
  readonly id: string;
  readonly files: Partial<Record<Lang, { readonly hash: string; readonly value: Edited }>>;
  /** Write even when the build's schema refuses a value: the file is the maintainer's. */
  readonly keep?: boolean;
}

export type SaveResult =
  | { readonly status: 200; readonly hashes: Partial<Record<Lang, string>>; readonly written: readonly string[] }
  | {
      readonly status: 409;
      readonly path: string;
      readonly disk: string;
      readonly yours: string;
      readonly message: string;
    }
  | { readonly status: 400 | 422; readonly message: string; readonly problems?: readonly FieldProblem[] };

/** The only files the editor ever writes: site.yaml and YAML files under content/, named without tricks. */
export function isWritablePath(path: string): boolean {
  return (
    path === "site.yaml" ||
    (/^content\/(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9_-]*\.yaml$/i.test(path) && !path.includes(".."))
  );
}

export async function savePage(root: string, page: EditorPage, request: SaveRequest): Promise<SaveResult> {
  const planned: { lang: Lang; path: string; text: string }[] = [];
  for (const [lang, edit] of Object.entries(request.files) as [Lang, { hash: string; value: Edited }][]) {
    const path = page.files[lang];
    if (path === undefined) return { status: 400, message: `The page "${page.id}" has no ${lang} file.` };
    if (!isWritablePath(path)) return { status: 400, message: `${path} is not a file the editor writes.` };
    const disk = await readFileState(root, path);
    if (disk.value === undefined) return { status: 422, message: disk.error ?? `${path} cannot be read.` };
    if (typeof edit.hash !== "string" || typeof edit.value !== "object" || edit.value === null)
      return { status: 400, message: "A save names each file's hash and its new value." };
    try {
      if (disk.hash !== edit.hash) {
        const yours = patchYaml(disk.text, edit.value);
        const message = `${path} was changed on disk since the form was loaded; nothing was saved.`;
        return { status: 409, path, disk: disk.text, yours, message };
      }
      planned.push({ lang, path, text: patchYaml(disk.text, edit.value) });
    } catch (error) {
      if (error instanceof EditRefused) return { status: 422, message: `${path}: ${error.message}` };
      throw error;
    }
  }
  const refused = planned.flatMap(({ path, text }) => schemaProblems(page.kind, path, text));
  if (refused.length > 0 && request.keep !== true) {
    const problems = problemsAt(
      page,
      planned.map(({ path, text }) => ({ path, text, hash: "" })),
      refused,
    );
    const message = "The build would refuse this; nothing was saved. Fix the values shown, or save anyway.";
    return { status: 422, message, problems };
  }
  const hashes: Partial<Record<Lang, string>> = {};
  const written: string[] = [];
  for (const { lang, path, text } of planned) {
    hashes[lang] = hashOf(text);
    const disk = await readFileState(root, path);
    if (disk.text === text) continue; // unchanged: no write, no rebuild
    await writeFileAtomic(join(root, path), text);
    written.push(path);
  }
  return { status: 200, hashes, written };
}
