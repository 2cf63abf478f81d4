// What a page change is checked with before anything is written: site.yaml on disk against the route table of the
// dev session's site, and the site's own check of the change (site-answers.ts `check`), said at the request's fields.
import type { Problem } from "../model.ts";
import { messageOf } from "../problems/index.ts";
import { readEditable } from "./editor-data.ts";
import { EditRefused, isList, type Edited } from "./edited.ts";
import type { WriteTarget } from "./change-record.ts";
import type { AskSite } from "./site-answers.ts";
import type { Refused } from "./ui/refusals-en.ts";

export const SITE = "site.yaml";
export const PUBLISHED = "published.yaml";

/** Refusals by field of the request (`id`, `de`, `en`, `to` …); empty when the change may be written. */
export type FieldRefusals = Record<string, Refused>;

export type Changing = WriteTarget & { readonly site: AskSite };

/** site.yaml on disk with the site's checked route table: both list the same pages, else the file changed since. */
export async function readSite({ root, site }: Changing) {
  const file = await readEditable(root, SITE);
  const value = file.value as Record<string, Edited>;
  const table = value.routes;
  const routes = await site("routes");
  if (!isList(table) || routes.length === 0) throw new EditRefused({ reason: "site-mistakes" });
  if (table.$list.length !== routes.length || table.$list.some(([, item], i) => pageOf(item) !== routes[i]!.page))
    throw new EditRefused({ reason: "site-stale" });
  const labels = (value.breadcrumbs ?? {}) as Record<string, Edited>;
  return { file, value, table, routes, labels };
}
const pageOf = (item: Edited) => (typeof item === "object" && item !== null && "page" in item ? item.page : undefined);

/**
 * What the build would newly report with `changes`: a problem at the changed route's key at the request's field
 * `fields` maps it to, any other at the first field. `skip`: problems the change leaves to the build.
 */
export async function refusals(
  site: AskSite,
  changes: readonly (readonly [path: string, now: string, next: string])[],
  route: number,
  fields: Readonly<Record<string, string>>,
  skip: (problem: Problem) => boolean = () => false,
): Promise<FieldRefusals> {
  const refused: FieldRefusals = {};
  const first = Object.values(fields)[0]!;
  for (const p of await site("check", changes)) {
    if (skip(p)) continue;
    const [file, path] = [p.at?.file ?? SITE, p.at?.path ?? []];
    // At the changed route, or at another route that clashes with it (the later of two is named).
    const clash = p.code === "RouteDuplicate" && "first" in p.facts && p.facts.first === route;
    const own = file === SITE && path[0] === "routes" && (path[1] === route || clash);
    const field = own && typeof path[2] === "string" ? (fields[path[2]] ?? first) : first;
    refused[field] ??= reasonOf(p, own);
  }
  return refused;
}

/** What the build would report, as the editor words it at the field: by what it is, else in the build's words. */
function reasonOf(p: Problem, own: boolean): Refused {
  const { path: at = [], file = SITE, line } = p.at ?? {};
  const { id, path } = p.facts as { id?: string; path?: string };
  if (p.code === "RouteDuplicate") return id ? { reason: "taken", id } : { reason: "taken", path };
  if (p.code === "RoutePathReserved") return { reason: "reserved", path };
  if (own && (p.code === "RoutePathInvalid" || p.code === "ContentShape") && at[2] !== "kind") {
    const lang = at[2] === "de" || at[2] === "en" ? at[2] : undefined;
    return { reason: at[2] === "page" || at[2] === "content" ? "id-form" : "path-form", lang };
  }
  if (/^(Link|Navigation)/.test(p.code)) return { reason: "linked", path: file, line };
  return { reason: "build-field", path: file, line, said: messageOf(p) };
}
