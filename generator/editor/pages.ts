// Adding, renaming and removing pages from the editor: the route table in site.yaml, the addresses in
// published.yaml and the content files, changed together. site.yaml and published.yaml are written back through
// the same exact patch as a form's save (yaml-patch.ts: every other byte kept), each file atomically, under the
// saves' lock; a new content file only where nothing is (read-content-file.ts's guard says "missing"). Every
// field is checked with the build's own checks first (route-fields.ts); a refusal writes nothing.
import type { IncomingMessage } from "node:http";
import { dirname, join } from "node:path";
import { z } from "zod";
import type { Lang, PageKind } from "../model.ts";
import { readContentFile } from "../load/read-content-file.ts";
import { LOCK_PATH } from "../translations/lock.ts";
import { contentPath } from "../validate/check-pages.ts";
import type { RouteConfig } from "../validate/schema/site.ts";
import { readFileState, type SchemaCache } from "./editor-data.ts";
import { editable, EditRefused, isList, plain, type Edited, type EditedList } from "./edited.ts";
import { writeTogether, type WriteTarget } from "./change-record.ts";
import { insideProject, removableContentFiles } from "./page-files.ts";
import { linkRefusal, routeRefusals, type FieldRefusals } from "./route-fields.ts";
import { emptyOf } from "./ui/schema.ts";
import { readRequest, type Refusal } from "./requests.ts";
import { isWritablePath, whileLocked } from "./save.ts";
import type { Schema } from "./ui/schema.ts";
import { patchYaml } from "./yaml-patch.ts";
import { written } from "./yaml-style.ts";
import { PAGE_KINDS, pageFeatures, siteSchema } from "../page-kinds.ts";

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

export type PageChange =
  | { readonly status: 200; readonly id: string; readonly written: readonly string[] }
  | { readonly status: 422; readonly message: string; readonly fields: FieldRefusals }
  | { readonly status: 409; readonly message: string }; // another save holds the file

/**
 * A POST to api/pages/<action>, through the editor's envelope (requests.ts: size, nesting, shape) like every
 * write; undefined for an action that does not exist.
 */
export async function changePages(
  target: WriteTarget,
  action: string,
  req: IncomingMessage,
  schemas: SchemaCache,
): Promise<PageChange | Refusal | undefined> {
  const read = async <T>(shape: z.ZodType<T>, expected: string, then: (value: T) => Promise<PageChange>) => {
    const request = await readRequest(req, shape, expected);
    if (!("value" in request)) return request;
    try {
      return await then(request.value);
    } catch (error) {
      if (!(error instanceof EditRefused)) throw error;
      return { status: 422 as const, message: `Nothing was written: ${error.message}`, fields: {} };
    }
  };
  if (action === "create")
    return read(CreateRequest, "A new page names its id, kind and both paths.", (r) => createPage(target, r, schemas));
  if (action === "rename")
    return read(RenameRequest, "A rename names the page's id, the language and the new path.", (r) =>
      renamePage(target, r),
    );
  if (action === "delete")
    return read(DeleteRequest, "A removal names the page's id and the page its addresses lead to.", (r) =>
      deletePage(target, r),
    );
  if (action === "remove-file")
    return read(RemoveFileRequest, "A removal of a file names its path.", (r) => removeUnusedFile(target, r));
  return undefined;
}

/** The kinds a new page may have, each with whether it is an article (its breadcrumb needs a label). */
export const pageKinds = () =>
  Object.keys(PAGE_KINDS).map((kind) => ({ kind, article: pageFeatures(kind as PageKind).feed === "entry" }));

const SITE = "site.yaml";
const PUBLISHED = "published.yaml";
const refused = (fields: FieldRefusals): PageChange => ({
  status: 422,
  message: "Nothing was written: correct the fields marked.",
  fields,
});

/** site.yaml as it is now: its text, editable value and the parts of it the route checks read. */
async function readSite(root: string) {
  const file = await readFileState(root, SITE);
  if (file.value === undefined) throw new EditRefused(file.error ?? `${SITE} cannot be read.`);
  const value = file.value as Record<string, Edited>;
  const table = value.routes;
  if (!isList(table)) throw new EditRefused(`${SITE} has no list of routes.`);
  const site = plain(file.value) as Record<string, unknown>;
  const navigation = siteSchema.shape.navigation.safeParse(site.navigation);
  const external = siteSchema.shape.external.safeParse(site.external);
  const routes = (site.routes as unknown[]).map((raw) => raw as RouteConfig);
  const frame = {
    routes,
    navigation: navigation.success ? navigation.data : { de: [], en: [] },
    external: external.success ? external.data : {},
  };
  const labels = (site.breadcrumbs ?? {}) as Record<string, unknown>;
  return { file, value, table, frame, labels };
}

const lastSegment = (path: string | undefined) => path?.split("/").pop() ?? "";
const segmentsOf = (routes: readonly RouteConfig[]) =>
  new Set(routes.flatMap((r) => [r.de, r.en ?? ""].flatMap((p) => p.split("/").filter(Boolean))));
const withList = (list: EditedList, items: EditedList["$list"]): EditedList => ({ ...list, $list: items });

/** A new page of `kind` at two paths: its route after the last of its kind, its two content files, empty. */
export async function createPage(
  target: WriteTarget,
  request: z.infer<typeof CreateRequest>,
  schemas: SchemaCache,
): Promise<PageChange> {
  const { root } = target;
  return whileLocked(target, async () => {
    const { file, value, table, frame, labels } = await readSite(root);
    const kind = request.kind as PageKind;
    // The content folder of the kind's other pages (blog/ for articles …): the new one goes beside them.
    const folders = new Set(
      frame.routes.filter((r) => r.kind === kind).map((r) => /^(.*)\//.exec(r.content ?? "")?.[1]),
    );
    const folder = folders.size === 1 ? [...folders][0] : undefined;
    const route: Record<string, string> = {
      page: request.id,
      kind,
      ...(folder ? { content: `${folder}/${request.id}` } : {}),
      de: request.de,
      en: request.en,
    };
    const at = frame.routes.findLastIndex((r) => r.kind === kind) + 1 || frame.routes.length;
    const after = [...frame.routes.slice(0, at), route, ...frame.routes.slice(at)];
    const fields = routeRefusals(frame, after, at, { page: "id", kind: "kind", content: "id", de: "de", en: "en" });
    const files = {
      de: contentPath(route as unknown as RouteConfig, "de"),
      en: contentPath(route as unknown as RouteConfig, "en"),
    };
    const schema = schemas(kind) as Schema;
    const texts = (fields.kind ? [] : (["de", "en"] as const)).map((lang) => {
      const [path, depth] = [files[lang], files[lang].split("/").length - 1];
      const header = `# yaml-language-server: $schema=${"../".repeat(depth)}schemas/${kind}.schema.json\n# A new ${kind} page (${lang === "de" ? "German" : "English"}): every field below is required; the build names each one still empty.\n`;
      return { path, text: header + written(emptyOf(schema, schema), 0, 100) };
    });
    for (const { path, text } of texts) {
      if (fields.id) break;
      const read = isWritablePath(path) ? await readContentFile(root, path) : undefined;
      // A file just as this would write it is one a create cut short left behind: it is taken over.
      if (read !== "missing" && !(typeof read === "object" && "text" in read && read.text === text))
        fields.id = `${path} exists already: choose another id.`;
      else if (!insideProject(root, dirname(path)))
        fields.id = `${dirname(path)}/ is not a folder inside the project (a link out of it?); nothing is written there.`;
    }
    const article = Object.keys(fields).length === 0 && pageFeatures(kind).feed === "entry";
    const added: Record<string, Edited> = {};
    for (const lang of ["de", "en"] as const) {
      const segment = lastSegment(request[lang]);
      const label = request.labels?.[lang].trim() ?? "";
      if (Object.hasOwn(labels, segment) || Object.hasOwn(added, segment)) continue;
      if (label === "" && article) fields[`label-${lang}`] = "An article needs a short label for its breadcrumb.";
      else if (label !== "") added[segment] = label;
    }
    if (Object.keys(fields).length > 0) return refused(fields);
    const table2 = withList(table, [...table.$list.slice(0, at), [null, route], ...table.$list.slice(at)]);
    const breadcrumbs = value.breadcrumbs as Record<string, Edited>;
    const siteText = patchYaml(file.text, { ...value, routes: table2, breadcrumbs: { ...breadcrumbs, ...added } });
    await writeTogether(target, [...texts, { path: SITE, text: siteText }]);
    return { status: 200, id: request.id, written: [...Object.values(files), SITE] };
  });
}

/** The route of `id` at `path` in `lang`; the old path becomes a former path (301 on every host), its label moves. */
export async function renamePage(target: WriteTarget, request: z.infer<typeof RenameRequest>): Promise<PageChange> {
  return whileLocked(target, async () => {
    const { file, value, table, frame, labels } = await readSite(target.root);
    const i = frame.routes.findIndex((r) => r.page === request.id);
    const route = frame.routes[i];
    const old = route?.[request.lang];
    if (route === undefined || old === undefined)
      return refused({
        path: `"${request.id}" has no ${request.lang === "de" ? "German" : "English"} path to rename.`,
      });
    if (old === request.path) return refused({ path: "This is the page's path already." });
    // Back to a former path: it is the page's path again, no longer a redirect.
    const formerly = [...(route.formerly ?? []).filter((p) => p !== request.path), old];
    const renamed = { ...route, [request.lang]: request.path, formerly };
    const after = frame.routes.map((r, k) => (k === i ? renamed : r));
    const fields = routeRefusals(frame, after, i, { [request.lang]: "path", formerly: "path" });
    if (Object.keys(fields).length > 0) return refused(fields);
    const [from, item] = table.$list[i]!;
    const edited = item as Record<string, Edited>;
    const kept = isList(edited.formerly) ? edited.formerly.$list.filter(([, p]) => p !== request.path) : [];
    const entry = { ...edited, [request.lang]: request.path, formerly: { $list: [...kept, [null, old]] } } as Edited;
    const routes = withList(
      table,
      table.$list.map((e, k) => (k === i ? [from, entry] : e)),
    );
    const breadcrumbs = { ...(value.breadcrumbs as Record<string, Edited>) };
    const [was, now] = [lastSegment(old), lastSegment(request.path)];
    if (Object.hasOwn(labels, was) && !Object.hasOwn(labels, now)) breadcrumbs[now] = breadcrumbs[was]!;
    if (!segmentsOf(after).has(was)) delete breadcrumbs[was];
    await writeTogether(target, [{ path: SITE, text: patchYaml(file.text, { ...value, routes, breadcrumbs }) }]);
    return { status: 200, id: request.id, written: [SITE] };
  });
}

/**
 * Removes the page `id`: its route and content files go, its paths (and former paths) become former paths of the
 * page `to`, and published.yaml lists them under its id, so every address it had answers 301 for good.
 */
export async function deletePage(target: WriteTarget, request: z.infer<typeof DeleteRequest>): Promise<PageChange> {
  const { root } = target;
  return whileLocked(target, async () => {
    const { file, value, table, frame } = await readSite(root);
    const i = frame.routes.findIndex((r) => r.page === request.id);
    const t = frame.routes.findIndex((r) => r.page === request.to);
    const route = frame.routes[i];
    if (route === undefined) return refused({ id: `No page "${request.id}" in the route table.` });
    if (t === -1 || t === i) return refused({ to: "Choose another page of the route table for its addresses." });
    const paths = [route.de, ...(route.en ? [route.en] : [])];
    const moved = [...paths, ...(route.formerly ?? [])];
    const after = frame.routes.flatMap((r, k) =>
      k === i ? [] : k === t ? [{ ...r, formerly: [...(r.formerly ?? []), ...moved] }] : [r],
    );
    const fields = routeRefusals(frame, after, t - (t > i ? 1 : 0), { formerly: "to", page: "id" });
    if (Object.keys(fields).length > 0) return refused(fields);
    const linked = await linkRefusal(root, frame, { ...frame, routes: after });
    if (linked !== undefined) return refused({ id: linked });
    const published = await readFileState(root, PUBLISHED);
    if (published.value === undefined) throw new EditRefused(published.error ?? `${PUBLISHED} cannot be read.`);
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
    const routes = withList(
      table,
      table.$list.flatMap((e, k) => (k === i ? [] : k === t ? [[tFrom, entry] as const] : [e])),
    );
    const used = segmentsOf(after);
    const breadcrumbs = Object.fromEntries(
      Object.entries(value.breadcrumbs as Record<string, Edited>).filter(([segment]) => used.has(segment)),
    );
    const siteText = patchYaml(file.text, { ...value, routes, breadcrumbs });
    const files = (["de", "en"] as Lang[]).flatMap((lang) => (route[lang] ? [contentPath(route, lang)] : []));
    const shared = after.flatMap((r) => [contentPath(r, "de"), contentPath(r, "en")]);
    const gone = removableContentFiles(root, files, shared).map((path) => ({ path, text: null }));
    const written = await writeTogether(
      target,
      [{ path: PUBLISHED, text: publishedText }, { path: SITE, text: siteText }, ...gone],
      route.page,
    );
    return { status: 200, id: request.to, written: written.filter((p) => p !== PUBLISHED || missing.length > 0) };
  });
}

/** Removes a content file that no route reads (what a page change cut short can leave behind), through the guard. */
async function removeUnusedFile(target: WriteTarget, request: z.infer<typeof RemoveFileRequest>): Promise<PageChange> {
  return whileLocked(target, async () => {
    const { frame } = await readSite(target.root);
    const used = frame.routes.flatMap((r) => [contentPath(r, "de"), contentPath(r, "en")]);
    used.push("content/de/ui.yaml", "content/en/ui.yaml", LOCK_PATH);
    const [path] = removableContentFiles(target.root, [request.path], used);
    if (path === undefined) return refused({ path: `${request.path} is not a content file that no page reads.` });
    await writeTogether(target, [{ path, text: null }]);
    return { status: 200, id: path, written: [path] };
  });
}
