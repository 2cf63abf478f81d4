// What the editor shows: the pages of the route table with their files, and one page's two files as the form
// needs them (value, schema, the build's problems at their key paths). Files are read through the same checks
// as the build's (read-content-file.ts), so the editor never opens a link out of the project or a device.
import { createHash } from "node:crypto";
import { isMap, isSeq, parseDocument, type Node, type Pair } from "yaml";
import type { Lang, PageKind, SourceLocation } from "../model.ts";
import { MAX_NESTING, tooDeepAt } from "../load/nesting.ts";
import { parseSource } from "../load/parse-yaml.ts";
import { readContentFile } from "../load/read-content-file.ts";
import { jsonSchemas } from "../validate/json-schemas.ts";
import { contentPath } from "../validate/check-pages.ts";
import { pageLabel, type CrumbLabels } from "../routes/breadcrumbs.ts";
import { linkTargets, resolveLink, type ResolvedLink } from "../validate/links.ts";
import type { RouteConfig } from "../validate/schema/site.ts";
import { isCopy, walkFields } from "../validate/schema/walk.ts";
import { editable, plain, type Edited, type Path } from "./edited.ts";
import { copySchema, routeSchema, siteSchema } from "../page-kinds.ts";

/** A page of the editor: a route of site.yaml, or the site's figures and company data, or the labels. */
export interface EditorPage {
  readonly id: string;
  readonly kind: string; // the schema: a page kind, "ui" or "site"
  readonly paths: Partial<Record<Lang, string>>; // the routes, for the preview
  readonly files: Partial<Record<Lang, string>>; // project-relative
  readonly names?: Partial<Record<Lang, string>>; // what its breadcrumb calls it, per language (a route's page)
  readonly keys?: readonly string[]; // for site.yaml: the groups the editor offers
}

export interface FileState {
  readonly path: string;
  readonly hash: string;
  readonly text: string;
  readonly value?: Edited; // absent when the file does not parse: the form is read-only
  readonly error?: string;
}

export interface FieldProblem {
  readonly lang: Lang | "both";
  readonly path: Path;
  readonly code: string;
  readonly message: string;
  readonly hint: string;
  readonly line: number;
}

/** A problem of the last build as the dev server keeps it. */
export interface BuildProblem {
  readonly code: string;
  readonly message: string;
  readonly hint: string;
  readonly at?: SourceLocation | null | undefined;
}

export const SITE_KEYS = [
  "company",
  "figures",
  "derived",
  "navigation",
  "headerCta",
  "external",
  "breadcrumbs",
  "breadcrumbHome",
  "glossary",
  "names",
  "roi",
  "terms",
  "privacy",
] as const;

export const hashOf = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * The pages the editor lists: the routes of site.yaml (read fresh: the maintainer may edit it) that its schema
 * accepts, each with the content files the build reads for it. A route the schema refuses is the build's problem
 * to report; the editor leaves it out.
 */
export async function editorPages(root: string): Promise<EditorPage[]> {
  const pages: EditorPage[] = [];
  const site = await readFileState(root, "site.yaml");
  const labels = crumbLabels(site);
  for (const route of routesOf(site)) {
    const paths = { de: route.de, ...(route.en ? { en: route.en } : {}) };
    pages.push({
      id: route.page,
      kind: route.kind,
      paths,
      files: { de: contentPath(route, "de"), ...(route.en ? { en: contentPath(route, "en") } : {}) },
      names: Object.fromEntries(Object.entries(paths).map(([lang, path]) => [lang, pageLabel(path, labels)])),
    });
  }
  pages.push({
    id: "ui",
    kind: "ui",
    paths: { de: "/", en: "/en" },
    files: { de: "content/de/ui.yaml", en: "content/en/ui.yaml" },
  });
  pages.push({ id: "site", kind: "site", paths: { de: "/", en: "/en" }, files: { de: "site.yaml" }, keys: SITE_KEYS });
  return pages;
}

/** A file's text, hash and editable value, or why it cannot be edited. */
export async function readFileState(root: string, path: string): Promise<FileState> {
  const read = await readContentFile(root, path);
  if (read === "missing") return { path, hash: "", text: "", error: `${path} does not exist.` };
  if ("problem" in read) return { path, hash: "", text: "", error: read.problem.message };
  const base = { path, hash: hashOf(read.text), text: read.text };
  const deep = tooDeepAt(read.text); // before the parser, which recurses once per level
  if (deep !== undefined)
    return { ...base, error: `${path}:${lineOf(read.text, deep)}: nests deeper than ${MAX_NESTING} levels.` };
  const doc = parseDocument(read.text);
  const error = doc.errors[0];
  if (error) return { ...base, error: `${path}:${error.linePos?.[0].line ?? 1}: ${error.message}` };
  try {
    return { ...base, value: editable(doc.toJS()) };
  } catch {
    // More aliases than `yaml` expands: the build's own problem, at the first alias.
    const problem = parseSource(path, read.text).problems[0];
    return { ...base, error: `${path}:${problem?.at?.line ?? 1}: ${problem?.message ?? "cannot be read"}` };
  }
}

/** The JSON Schema of a kind (`schemas/*.schema.json`): the form, each field's help and role. */
export type SchemaCache = (kind: string) => unknown;

/** schemaOf for one editor session: the schemas are made once, on the first form opened. */
export function schemaCache(): SchemaCache {
  let texts: Map<string, string> | undefined;
  return (kind) => JSON.parse((texts ??= jsonSchemas()).get(`${kind}.schema.json`) ?? "{}");
}

/** The build's problems in a page's files, each at the key path of the line it names. */
export function problemsAt(
  page: EditorPage,
  files: readonly FileState[],
  problems: readonly BuildProblem[],
): FieldProblem[] {
  const out: FieldProblem[] = [];
  for (const file of files) {
    const lang = (Object.entries(page.files).find(([, path]) => path === file.path)?.[0] ?? "de") as Lang;
    const mine = problems.filter((p) => p.at?.file === file.path);
    if (mine.length === 0) continue;
    const doc = parseDocument(file.text);
    const starts = lineStarts(file.text);
    for (const p of mine) {
      const offset = (starts[p.at!.line - 1] ?? 0) + Math.max(0, p.at!.column - 1);
      out.push({
        lang: page.kind === "site" ? "both" : lang,
        path: pathAt(doc.contents as Node | null, offset),
        code: p.code,
        message: p.message,
        hint: p.hint,
        line: p.at!.line,
      });
    }
  }
  return out;
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split("\n").length;

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

/** The key path of the deepest node at `offset`. */
function pathAt(node: Node | null, offset: number, path: Path = []): Path {
  if (isMap(node)) {
    for (const pair of node.items as Pair<Node, Node | null>[]) {
      const key = String((pair.key as { value?: unknown }).value);
      const end = pair.value?.range?.[2] ?? pair.key.range![2];
      if (offset >= pair.key.range![0] && offset < end) return pathAt(pair.value, offset, [...path, key]);
    }
  }
  if (isSeq(node)) {
    const items = node.items as Node[];
    for (let i = 0; i < items.length; i++) {
      const range = items[i]!.range!;
      if (offset >= range[0] && offset < range[2]) return pathAt(items[i]!, offset, [...path, i]);
    }
  }
  return path;
}

/** A target a link field may name, with where it leads in each language (null: no page in that language). */
export interface LinkTarget {
  readonly target: string;
  readonly de: string | null;
  readonly en: string | null;
}

/**
 * What a link (`to:`) may name, for the form to offer (validate/links.ts): every page id, each with the anchors of its
 * German page as built (faq#item-0-1; `anchorsAt` reads them from the page at a path), and ext:<name> for the
 * external URLs of site.yaml.
 */
export async function editorLinks(
  site: FileState,
  anchorsAt: (path: string) => Promise<ReadonlySet<string> | undefined>,
): Promise<LinkTarget[]> {
  const routes = routesOf(site);
  const external = siteSchema.shape.external.safeParse(siteValue(site).external);
  const config = { routes, external: external.success ? external.data : {} };
  const anchors = new Map<string, string[]>();
  await Promise.all(
    routes.map(async (route) => {
      const ids = await anchorsAt(route.de);
      if (ids) anchors.set(route.page, [...ids].sort());
    }),
  );
  const leads = (resolved: ResolvedLink) => (resolved.problem ? null : resolved.href);
  return linkTargets(config, (route) => anchors.get(route.page)).map((target) => {
    return { target, de: leads(resolveLink(config, target, "de")), en: leads(resolveLink(config, target, "en")) };
  });
}

/** The paths of the copy in a file of `kind` (a text a click in the preview can land on), by the one walk. */
export function copyFields(kind: string, file: FileState | undefined): Path[] {
  const paths: Path[] = [];
  if (file?.value === undefined) return paths;
  const schema = kind === "site" ? siteSchema : copySchema(kind as PageKind | "ui");
  walkFields(schema, plain(file.value), (value, path, role) => {
    if (typeof value === "string" && isCopy(role)) paths.push([...path]);
  });
  return paths;
}

const siteValue = (site: FileState) =>
  (site.value ? plain(site.value) : {}) as Partial<
    Record<"routes" | "external" | "breadcrumbs" | "breadcrumbHome", unknown>
  >;

/** site.yaml's breadcrumb labels, as far as they are valid (the build reports what it refuses). */
function crumbLabels(site: FileState): CrumbLabels {
  const value = siteValue(site);
  const segments = siteSchema.shape.breadcrumbs.safeParse(value.breadcrumbs);
  const home = siteSchema.shape.breadcrumbHome.safeParse(value.breadcrumbHome);
  return { segments: segments.success ? segments.data : {}, home: home.success ? home.data : { de: "", en: "" } };
}

/** The routes of site.yaml that its schema accepts (a route it refuses is the build's problem to report). */
function routesOf(site: FileState): RouteConfig[] {
  const routes = siteValue(site).routes;
  return (Array.isArray(routes) ? routes : []).flatMap((raw) => {
    const checked = routeSchema.safeParse(raw);
    return checked.success ? [checked.data] : [];
  });
}
