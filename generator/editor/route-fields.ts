// What the editor checks before it adds, renames or removes a route: the build's own checks of the route table
// (the route's schema, checkRoutes and checkNavigation of validate/cross-checks.ts) run over the table as it would
// be, and each problem they find that the table as it is does not have is given to the field it comes from. So a
// clash with another route, a former path or a reserved path is refused with the build's sentence, at its field,
// before anything is written.
import { checkNavigation, checkRoutes, type PathProblem } from "../validate/cross-checks.ts";
import { contentPath } from "../validate/check-pages.ts";
import { brokenTargets as checkLinks, copyLinks } from "../validate/page-links.ts";
import { readFileState } from "./editor-data.ts";
import { plain } from "./edited.ts";
import type { RouteConfig, SiteConfig } from "../validate/schema/site.ts";
import { copySchema, routeSchema } from "../page-kinds.ts";
import type { PageKind } from "../model.ts";

/** Messages by field of the request (`id`, `de`, `en`, `to` …); empty when the change may be written. */
export type FieldRefusals = Record<string, string>;

type Frame = Pick<SiteConfig, "routes" | "navigation"> & { readonly external: Readonly<Record<string, string>> };

/**
 * The refusals of `after` (the route table with the change) that `before` does not have, each at the field of the
 * changed route it concerns: `fields` maps a route key (page, de, en, formerly) to the request's field.
 */
export function routeRefusals(
  before: Frame,
  after: readonly unknown[],
  changed: number,
  fields: Readonly<Record<string, string>>,
): FieldRefusals {
  const refusals: FieldRefusals = {};
  const give = (key: string | undefined, message: string) => {
    const field = fields[key ?? ""] ?? Object.values(fields)[0]!;
    refusals[field] ??= message;
  };
  const routes: RouteConfig[] = [];
  for (const [i, raw] of after.entries()) {
    const checked = routeSchema.safeParse(raw);
    if (checked.success) routes.push(checked.data);
    else if (i === changed) for (const issue of checked.error.issues) give(String(issue.path[0]), issue.message);
  }
  if (Object.keys(refusals).length > 0) return refusals;
  const known = new Set([...problemsOf(before).map(key)]);
  const route = after[changed] as Partial<RouteConfig> | undefined;
  for (const problem of problemsOf({ ...before, routes })) {
    if (known.has(key(problem))) continue;
    const [, at, field] = problem.path;
    if (at === changed && typeof field === "string") give(field, problem.message);
    else if (problem.path[0] === "navigation") give("page", problem.message);
    else
      give(
        ["de", "en"].find((lang) => problem.message.includes(String(route?.[lang as "de"]))),
        problem.message,
      );
  }
  return refusals;
}

const problemsOf = (frame: Frame): PathProblem[] => [...checkRoutes(frame), ...checkNavigation(frame)];
/** A problem without its place: the same clash moved one route down is the same problem. */
const key = (problem: PathProblem) => `${problem.code} ${problem.message}`;

/**
 * Where the copy of the pages left in `after` (and the labels) links to a page `before` has and `after` does not:
 * the build's checkLinks over each file's links (copyLinks: `to:` and teasers), in the table before and after.
 * A message naming the first file and field, or undefined.
 */
export async function linkRefusal(root: string, before: Frame, after: Frame): Promise<string | undefined> {
  const files = [
    ...after.routes.flatMap((r) =>
      (["de", "en"] as const).flatMap((lang) =>
        r[lang] ? [{ kind: r.kind as PageKind | "ui", lang, path: contentPath(r, lang) }] : [],
      ),
    ),
    ...(["de", "en"] as const).map((lang) => ({ kind: "ui" as const, lang, path: `content/${lang}/ui.yaml` })),
  ];
  for (const { kind, lang, path } of files) {
    const file = await readFileState(root, path);
    if (file.value === undefined) continue; // the build reports what it cannot read
    const links = copyLinks(copySchema(kind), plain(file.value));
    const known = new Set(checkLinks(links, lang, before).map(key));
    const broken = checkLinks(links, lang, after).find((p) => !known.has(key(p)));
    if (broken) return `${path} links to it (${broken.path.join(".")}): change that link first. ${broken.message}`;
  }
  return undefined;
}
