// Adding, renaming and removing pages: the route table in site.yaml, the addresses in published.yaml and the
// content files, changed together through the save's exact patch (yaml-patch.ts) under the saves' lock, after the
// site's check of the change (page-checks.ts); a refusal writes nothing.
import { dirname } from "node:path";
import { z } from "zod";
import { LANGS, type PageKind, type Problem } from "../model.ts";
import { LOCK_PATH } from "../translations/lock.ts";
import { contentPath, UI_FILES } from "../validate/check-pages.ts";
import type { RouteConfig } from "../validate/schema/site.ts";
import { readEditable, type SchemaCache } from "./editor-data.ts";
import { EditRefused, isList, type Edited, type EditedList } from "./edited.ts";
import { textOf, writeTogether } from "./change-record.ts";
import { PUBLISHED, readSite, refusals, SITE, type Changing, type FieldRefusals } from "./page-checks.ts";
import { insideProject, removableContentFiles } from "./page-files.ts";
import { removeUndoably, undoRemoval, type UndoTarget } from "./undo.ts";
import { emptyOf } from "./ui/schema.ts";
import { refusal, worded, type Refusal, type Worded } from "./requests.ts";
import { isWritablePath, whileLocked } from "./save.ts";
import type { Schema } from "./ui/schema.ts";
import { patchYaml } from "./yaml-patch.ts";
import { written } from "./yaml-style.ts";
import { PAGE_KINDS, pageFeatures } from "../page-kinds.ts";

const text = z.string().max(300);
export const CreateRequest = z.strictObject({
  id: text,
  kind: text,
  de: text,
  en: text,
  /** The breadcrumb labels of the last segments, per language (required for an article). */
  labels: z.strictObject({ de: text, en: text }).optional(),
});
export const RenameRequest = z.strictObject({ id: text, lang: z.enum(["de", "en"]), path: text });
export const DeleteRequest = z.strictObject({ id: text, to: text });
export const RemoveFileRequest = z.strictObject({ path: text });
export const UndoRequest = z.strictObject({ id: text });

export type PageChange =
  | { readonly status: 200; readonly id: string; readonly written: readonly string[] }
  | (Refusal<422> & { readonly fields: Readonly<Record<string, Worded>> })
  | Refusal<404 | 409>; // no removal to undo; another sitegen dev writes the project, a file changed since

export type Changes = Changing & UndoTarget & { readonly schemas: SchemaCache };

export async function changePage<T>(
  change: (to: Changes, request: T) => Promise<PageChange>,
  request: T,
  to: Changes,
): Promise<PageChange> {
  try {
    return await change(to, request);
  } catch (error) {
    if (!(error instanceof EditRefused)) throw error;
    return { ...refusal(422, error.refused), fields: {} };
  }
}

/** The kinds a new page may have; an article's breadcrumb needs a label. */
export const pageKinds = () =>
  Object.keys(PAGE_KINDS).map((kind) => ({ kind, article: pageFeatures(kind as PageKind).feed === "entry" }));

const refused = (fields: FieldRefusals): PageChange => ({
  ...refusal(422, { reason: "nothing-written" }),
  fields: Object.fromEntries(Object.entries(fields).map(([field, said]) => [field, worded(said)])),
});

const lastSegment = (path: string | undefined) => path?.split("/").pop() ?? "";
const segmentsOf = (routes: readonly RouteConfig[]) =>
  new Set(routes.flatMap((r) => [r.de, r.en ?? ""].flatMap((p) => p.split("/").filter(Boolean))));
const withList = (list: EditedList, items: EditedList["$list"]): EditedList => ({ ...list, $list: items });

/** A new page of `kind` at two paths: its route after the last of its kind, its two content files, empty. */
export async function createPage(to: Changes, request: z.infer<typeof CreateRequest>): Promise<PageChange> {
  const { root } = to;
  return whileLocked(to, async () => {
    const { file, value, table, routes, labels } = await readSite(to);
    const kind = request.kind as PageKind;
    // The content folder of the kind's other pages (blog/ for articles …): the new one goes beside them.
    const folders = new Set(routes.filter((r) => r.kind === kind).map((r) => /^(.*)\//.exec(r.content ?? "")?.[1]));
    const folder = folders.size === 1 ? [...folders][0] : undefined;
    const route: Record<string, string> = {
      page: request.id,
      kind,
      ...(folder ? { content: `${folder}/${request.id}` } : {}),
      de: request.de,
      en: request.en,
    };
    const files = LANGS.map((lang) => contentPath(route as unknown as RouteConfig, lang));
    const added: Record<string, Edited> = {};
    const [de, en] = LANGS.map((lang) => [lastSegment(request[lang]), request.labels?.[lang].trim() ?? ""] as const);
    // A segment both paths share gets a label per language when they differ: one label is judged in both languages.
    if (de![0] === en![0] && de![1] && en![1] && de![1] !== en![1] && !Object.hasOwn(labels, de![0]))
      added[de![0]] = { de: de![1], en: en![1] };
    for (const [segment, label] of [de!, en!])
      if (label !== "" && !Object.hasOwn(labels, segment) && !Object.hasOwn(added, segment)) added[segment] = label;
    const at = routes.findLastIndex((r) => r.kind === kind) + 1 || routes.length;
    const table2 = withList(table, [...table.$list.slice(0, at), [null, route], ...table.$list.slice(at)]);
    const siteText = patchYaml(file.text, { ...value, routes: table2, breadcrumbs: { ...labels, ...added } });
    // Its files are written empty (or are refused below when they exist), and a missing label is asked for below.
    const left = (p: Problem) =>
      p.code === "BreadcrumbLabelMissing" ||
      files.includes(p.at?.file ?? "") ||
      (p.code === "ContentFileMissing" && files.includes(p.facts.path));
    const fields = await refusals(to.site, [[SITE, file.text, siteText]], at, ROUTE_FIELDS, left);
    const schema = fields.kind ? undefined : (to.schemas(kind) as Schema);
    const texts = (schema ? files : []).map((path, n) => {
      const header = `# yaml-language-server: $schema=${"../".repeat(path.split("/").length - 1)}schemas/${kind}.schema.json\n# A new ${kind} page (${n === 0 ? "German" : "English"}): every field below is required; the build names each one still empty.\n`;
      return { path, text: header + written(emptyOf(schema!, schema), 0, 100) };
    });
    for (const { path, text } of texts) {
      if (fields.id) break;
      const read = isWritablePath(path) ? await textOf(root, path) : undefined;
      // A file just as this would write it is one a create cut short left behind: it is taken over.
      if (read !== null && read !== text) fields.id = { reason: "file-exists", path };
      else if (!insideProject(root, dirname(path))) fields.id = { reason: "not-writable", path };
    }
    if (Object.keys(fields).length === 0 && pageFeatures(kind).feed === "entry")
      for (const lang of LANGS) {
        const segment = lastSegment(request[lang]);
        if (!Object.hasOwn(labels, segment) && !Object.hasOwn(added, segment))
          fields[`label-${lang}`] = { reason: "needs-label" };
      }
    if (Object.keys(fields).length > 0) return refused(fields);
    await writeTogether(to, [...texts, { path: SITE, text: siteText }]);
    return { status: 200, id: request.id, written: [...files, SITE] };
  });
}
const ROUTE_FIELDS = { page: "id", kind: "kind", content: "id", de: "de", en: "en" };

/** The route of `id` at `path` in `lang`; the old path becomes a former path (301 on every host), its label moves. */
export async function renamePage(to: Changing, request: z.infer<typeof RenameRequest>): Promise<PageChange> {
  return whileLocked(to, async () => {
    const { file, value, table, routes, labels } = await readSite(to);
    const i = routes.findIndex((r) => r.page === request.id);
    const route = routes[i];
    const old = route?.[request.lang];
    if (route === undefined || old === undefined)
      return refused({ path: { reason: "no-file", id: request.id, lang: request.lang } });
    if (old === request.path) return refused({ path: { reason: "same-path" } });
    const after = routes.map((r, k) => (k === i ? { ...r, [request.lang]: request.path } : r));
    const [from, item] = table.$list[i]!;
    const edited = item as Record<string, Edited>;
    // Back to a former path: it is the page's path again, no longer a redirect.
    const kept = isList(edited.formerly) ? edited.formerly.$list.filter(([, p]) => p !== request.path) : [];
    const entry = { ...edited, [request.lang]: request.path, formerly: { $list: [...kept, [null, old]] } } as Edited;
    const routesNow = withList(
      table,
      table.$list.map((e, k) => (k === i ? [from, entry] : e)),
    );
    const breadcrumbs = { ...labels };
    const [was, now] = [lastSegment(old), lastSegment(request.path)];
    if (Object.hasOwn(labels, was) && !Object.hasOwn(labels, now)) breadcrumbs[now] = breadcrumbs[was]!;
    if (!segmentsOf(after).has(was)) delete breadcrumbs[was];
    const siteText = patchYaml(file.text, { ...value, routes: routesNow, breadcrumbs });
    const fields = await refusals(to.site, [[SITE, file.text, siteText]], i, {
      [request.lang]: "path",
      formerly: "path",
    });
    if (Object.keys(fields).length > 0) return refused(fields);
    await writeTogether(to, [{ path: SITE, text: siteText }]);
    return { status: 200, id: request.id, written: [SITE] };
  });
}

/** Removes page `id`: its addresses become former paths of page `to` and stay in published.yaml (301 for good). */
export async function deletePage(to: Changes, request: z.infer<typeof DeleteRequest>): Promise<PageChange> {
  const { root } = to;
  return whileLocked(to, async () => {
    const { file, value, table, routes, labels } = await readSite(to);
    const i = routes.findIndex((r) => r.page === request.id);
    const t = routes.findIndex((r) => r.page === request.to);
    const route = routes[i];
    if (route === undefined) return refused({ id: { reason: "no-page", id: request.id } });
    if (t === -1 || t === i) return refused({ to: { reason: "choose-target" } });
    const paths = [route.de, ...(route.en ? [route.en] : [])];
    const moved = [...paths, ...(route.formerly ?? [])];
    const after = routes.filter((_, k) => k !== i);
    const published = await readEditable(root, PUBLISHED);
    const listed = published.value as Record<string, Edited>;
    const own = isList(listed[route.page]) ? (listed[route.page] as EditedList) : { $list: [] };
    const missing = paths.filter((p) => !own.$list.some(([, q]) => q === p));
    const publishedText =
      missing.length === 0
        ? published.text
        : patchYaml(published.text, {
            ...listed,
            [route.page]: { $list: [...own.$list, ...missing.map((p) => [null, p] as const)] },
          });
    const [tFrom, tItem] = table.$list[t]!;
    const targetItem = tItem as Record<string, Edited>;
    const before = isList(targetItem.formerly) ? targetItem.formerly.$list : [];
    const entry = { ...targetItem, formerly: { $list: [...before, ...moved.map((p) => [null, p] as const)] } };
    const routesNow = withList(
      table,
      table.$list.flatMap((e, k) => (k === i ? [] : k === t ? [[tFrom, entry] as const] : [e])),
    );
    const used = segmentsOf(after);
    const breadcrumbs = Object.fromEntries(Object.entries(labels).filter(([segment]) => used.has(segment)));
    const siteText = patchYaml(file.text, { ...value, routes: routesNow, breadcrumbs });
    const files = LANGS.flatMap((lang) => (route[lang] ? [contentPath(route, lang)] : []));
    const shared = after.flatMap((r) => [contentPath(r, "de"), contentPath(r, "en")]);
    // The removed page's own files go with it: what the build would say of them is not asked.
    const texts = [
      [SITE, file.text, siteText],
      [PUBLISHED, published.text, publishedText],
    ] as const;
    const goes = (p: Problem) => files.includes(p.at?.file ?? "") && !shared.includes(p.at?.file ?? "");
    const fields = await refusals(to.site, texts, t - (t > i ? 1 : 0), { page: "id", formerly: "to" }, goes);
    if (Object.keys(fields).length > 0) return refused(fields);
    const gone = removableContentFiles(root, files, shared).map((path) => ({ path, text: null }));
    const page = (await to.site("list")).find((p) => p.id === route.page);
    const changed = [...gone.map((g) => g.path), SITE, PUBLISHED, LOCK_PATH];
    const written = await removeUndoably(to, { id: route.page, kind: route.kind, names: page?.names }, changed, () =>
      writeTogether(
        to,
        [{ path: PUBLISHED, text: publishedText }, { path: SITE, text: siteText }, ...gone],
        route.page,
      ),
    );
    return { status: 200, id: request.to, written: written.filter((p) => p !== PUBLISHED || missing.length > 0) };
  });
}

/** Removes a content file that no route reads (what a page change cut short can leave behind). */
export async function removeUnusedFile(to: Changing, request: z.infer<typeof RemoveFileRequest>): Promise<PageChange> {
  return whileLocked(to, async () => {
    const { routes } = await readSite(to);
    const used = routes.flatMap((r) => [contentPath(r, "de"), contentPath(r, "en")]);
    used.push(UI_FILES.de, UI_FILES.en, LOCK_PATH);
    const [path] = removableContentFiles(to.root, [request.path], used);
    if (path === undefined) return refused({ path: { reason: "not-unused", path: request.path } });
    await writeTogether(to, [{ path, text: null }]);
    return { status: 200, id: path, written: [path] };
  });
}

export const undoPage = (to: Changes, request: z.infer<typeof UndoRequest>): Promise<PageChange> =>
  whileLocked(to, () => undoRemoval(to, request.id));
