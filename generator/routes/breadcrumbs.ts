// The breadcrumb bar: Home first, labels from site.yaml, the last crumb not a link.
import type { Crumb, Lang } from "../model.ts";
import { isEnglishPath } from "./switch-language.ts";

export interface CrumbLabels {
  /** A label for both languages, or one per language for a segment both share (`/success-stories`). */
  readonly segments: Readonly<Record<string, string | Readonly<Record<Lang, string>>>>;
  readonly home: Readonly<Record<Lang, string>>;
}

/** The crumbs for `path`, none where the spec shows no bar: "/en/blog/x" → Home (/en) › Blog (/en/blog) › x's label. */
export function breadcrumbsFor(path: string, labels: CrumbLabels, options: { readonly hidden: boolean }): Crumb[] {
  if (options.hidden || path === "/" || path === "/en") return [];
  const english = isEnglishPath(path);
  const home = english ? "/en" : "/";
  const segments = path
    .split("/")
    .filter(Boolean)
    .slice(english ? 1 : 0);
  const lang: Lang = english ? "en" : "de";
  const crumbs: Crumb[] = [{ label: labels.home[lang], href: home }];
  let href = english ? "/en" : "";
  segments.forEach((segment, i) => {
    href += `/${segment}`;
    const given = Object.hasOwn(labels.segments, segment) ? labels.segments[segment] : undefined; // not `constructor`
    const label = given === undefined ? fallbackLabel(segment) : typeof given === "string" ? given : given[lang];
    crumbs.push(i === segments.length - 1 ? { label } : { label, href });
  });
  return crumbs;
}

/** What the breadcrumb calls the page at `path`: its last crumb, or the first one at a home page ("/", "/en"). */
export function pageLabel(path: string, labels: CrumbLabels): string {
  const crumbs = breadcrumbsFor(path, labels, { hidden: false });
  return crumbs.at(-1)?.label ?? labels.home[isEnglishPath(path) ? "en" : "de"];
}

/** "some-new-page" → "Some new page". */
export function fallbackLabel(segment: string): string {
  const words = segment.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
