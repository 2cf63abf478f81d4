// Checks of relationships across the typed input: plain functions returning Problems with YAML paths.
import type { Problem } from "../model.ts";
import { problem, type FactsOf } from "../problems/index.ts";
import { outputPathFor } from "../routes/route-graph.ts";
import { isEnglish, pageIds, type LinkConfig } from "./links.ts";
import { childSchema, isCopy, isRecord, valueAt, walkFields } from "./schema/walk.ts";
import { z } from "zod";
import type { SiteConfig } from "./schema/site.ts";
import { labelLanguage } from "../translations/content-language.ts";
import { standInIn } from "./markup.ts";
import { languageProblem } from "../translations/cross-language.ts";
import { keyOf } from "../translations/field-pairs.ts";
import { pageFeatures, siteSchema } from "../page-kinds.ts";

type RelationCode =
  | "RoutePairMissing"
  | "RouteDuplicate"
  | "RoutePathInvalid"
  | "RoutePathReserved"
  | "NavigationTargetUnknown"
  | "BreadcrumbLabelMissing"
  | "ContentLanguageLabel"
  | "LinkTargetUnknown"
  | "ContentParity"
  | "DuplicateItem";

/** A relationship problem before it is located: the YAML path it comes from, in the file the caller knows. */
export type PathProblem = Omit<Problem, "at" | "related"> & {
  readonly path: readonly PropertyKey[];
  /** Another place the problem involves (the first of two definitions), named by its line in the message. */
  readonly related?: readonly PropertyKey[];
};

/** `found` at `path` (located later by the caller, which knows the file). */
export const withPath = (found: Problem, path: readonly PropertyKey[]): PathProblem =>
  ({ ...found, path }) as unknown as PathProblem;

/** A catalogue problem at `path` (located later by the caller, which knows the file). */
function at<C extends RelationCode>(
  code: C,
  facts: FactsOf<C>,
  path: readonly PropertyKey[],
  related?: readonly PropertyKey[],
): PathProblem {
  return { ...problem(code, facts), path, ...(related && { related }) } as PathProblem;
}

/**
 * Why a route's file would be one the build writes for itself, or undefined: "/index" → index.html, the home page;
 * "/404" → 404.html, the page for unknown paths; "/assets/x" → inside the folder of scripts, styles and images.
 */
export function reservedReason(path: string): string | undefined {
  const segments = path.split("/");
  if (segments[segments.length - 1] === "index")
    return `its file ${outputPathFor(path)} is the ${path === "/index" ? "home page's file" : "index file of its folder"}`;
  if (path === "/404") return "its file 404.html is the page every unknown path answers with";
  if (segments[1] === "assets") return "assets/ holds the scripts, styles, fonts and images of the build";
  return undefined;
}

/** Every route paired or marked one-language, on paths of its language, and no two on one path. */
export function checkRoutes(config: Pick<SiteConfig, "routes">): PathProblem[] {
  const problems: PathProblem[] = [];
  const seenPaths = new Map<string, number>();
  const seenPages = new Map<string, number>();
  const seenFiles = new Map<string, { path: string; i: number }>();
  config.routes.forEach((route, i) => {
    if (seenPages.has(route.page)) {
      const first = seenPages.get(route.page)!;
      problems.push(at("RouteDuplicate", { id: route.page }, ["routes", i, "page"], ["routes", first, "page"]));
    } else seenPages.set(route.page, i);
    for (const lang of ["de", "en"] as const) {
      const path = route[lang];
      if (path === undefined) continue;
      if (seenPaths.has(path)) {
        problems.push(at("RouteDuplicate", { path, first: seenPaths.get(path)! }, ["routes", i, lang]));
      }
      seenPaths.set(path, i);
      const reserved = reservedReason(path);
      if (reserved) problems.push(at("RoutePathReserved", { path, reason: reserved }, ["routes", i, lang]));
      // Case-insensitive (macOS, Windows) or normalising file systems make these one file.
      const file = outputPathFor(path).normalize("NFC").toLowerCase();
      const same = seenFiles.get(file);
      if (!reserved && same && same.path !== path)
        problems.push(
          at(
            "RoutePathReserved",
            {
              path,
              reason: `on a case-insensitive file system it is the same file as ${same.path} (routes[${same.i}])`,
            },
            ["routes", i, lang],
          ),
        );
      else seenFiles.set(file, { path, i });
      if (isEnglish(path) !== (lang === "en")) {
        problems.push(at("RoutePathInvalid", { path, field: lang }, ["routes", i, lang]));
      }
    }
    if (route.en === undefined && route.switchTo === undefined) {
      problems.push(at("RoutePairMissing", { de: route.de, both: false }, ["routes", i]));
    }
    if (route.en !== undefined && route.switchTo !== undefined) {
      problems.push(at("RoutePairMissing", { de: route.de, both: true }, ["routes", i, "switchTo"]));
    }
    if (route.switchTo !== undefined && !isEnglish(route.switchTo)) {
      problems.push(at("RoutePathInvalid", { path: route.switchTo, field: "switchTo" }, ["routes", i, "switchTo"]));
    }
  });
  for (const [i, route] of config.routes.entries()) {
    for (const [k, from] of (route.formerly ?? []).entries()) {
      // A former path that is a page again, or the former path of two pages, cannot redirect.
      if (seenPaths.has(from))
        problems.push(at("RouteDuplicate", { path: from, first: seenPaths.get(from)! }, ["routes", i, "formerly", k]));
      seenPaths.set(from, i);
    }
  }
  for (const [i, route] of config.routes.entries()) {
    if (route.switchTo !== undefined && !seenPaths.has(route.switchTo)) {
      problems.push(at("LinkTargetUnknown", { switchTo: route.switchTo }, ["routes", i, "switchTo"]));
    }
  }
  return problems;
}

/** Every navigation item names a page that exists in its language, or a known external URL. */
export function checkNavigation(config: Pick<SiteConfig, "routes" | "navigation"> & LinkConfig): PathProblem[] {
  const problems: PathProblem[] = [];
  for (const lang of ["de", "en"] as const) {
    const seen = new Map<string, number>();
    config.navigation[lang].forEach((item, i) => {
      // The same page (or address) twice in one header is one item pasted twice under another label.
      const target = "page" in item ? `page: ${item.page}` : `external: ${item.external}`;
      const first = seen.get(target);
      if (first === undefined) seen.set(target, i);
      else
        problems.push(
          at(
            "DuplicateItem",
            { what: "navigation", text: target },
            ["navigation", lang, i],
            ["navigation", lang, first],
          ),
        );
      if ("page" in item) {
        const route = config.routes.find((r) => r.page === item.page);
        if (!route || route[lang] === undefined) {
          problems.push(
            at(
              "NavigationTargetUnknown",
              { label: item.label, page: item.page, lang, exists: Boolean(route), ids: pageIds(config, lang) },
              ["navigation", lang, i, "page"],
            ),
          );
        }
      } else if (!Object.hasOwn(config.external, item.external)) {
        problems.push(
          at(
            "NavigationTargetUnknown",
            { label: item.label, external: item.external, known: Object.keys(config.external) },
            ["navigation", lang, i, "external"],
          ),
        );
      }
    });
  }
  return problems;
}

/** Every breadcrumb label names a path segment of some route, and every article slug has a label. */
export function checkBreadcrumbs(config: SiteConfig): PathProblem[] {
  const segments = new Set(
    config.routes.flatMap((r) => [r.de, r.en ?? ""].flatMap((p) => p.split("/").filter(Boolean))),
  );
  const problems: PathProblem[] = Object.keys(config.breadcrumbs)
    .filter((segment) => !segments.has(segment))
    .map((segment) => at("BreadcrumbLabelMissing", { segment }, ["breadcrumbs", segment]));
  config.routes.forEach((route, i) => {
    if (pageFeatures(route.kind).feed !== "entry") return;
    for (const lang of ["de", "en"] as const) {
      const slug = route[lang]?.split("/").pop();
      if (slug && !Object.hasOwn(config.breadcrumbs, slug)) {
        problems.push(at("BreadcrumbLabelMissing", { article: route[lang]!, slug }, ["routes", i, lang]));
      }
    }
  });
  return problems;
}

/**
 * Every breadcrumb label written once for a segment in the language of the paths it is on: a route's German and
 * English segments at the same depth are a pair, as a page's two files are (a German label of an English segment is
 * one left untranslated); one label of a segment both paths share is shown in both. Labels given per language are
 * judged with site.yaml's other language-bound texts (checkSiteText).
 */
export function checkBreadcrumbLanguage(config: SiteConfig): PathProblem[] {
  const problems = new Map<string, PathProblem>();
  const given = (segment: string) =>
    Object.hasOwn(config.breadcrumbs, segment) ? config.breadcrumbs[segment] : undefined;
  for (const route of config.routes) {
    const de = route.de.split("/").filter(Boolean);
    const en = route.en?.split("/").filter(Boolean).slice(1) ?? []; // without the leading /en
    for (let i = 0; i < Math.min(de.length, en.length); i++)
      for (const [lang, segment, other] of [
        ["de", de[i]!, en[i]!],
        ["en", en[i]!, de[i]!],
      ] as const) {
        const text = given(segment);
        const twin = segment === other ? undefined : given(other);
        if (typeof text !== "string") continue;
        const found = labelLanguage(text, lang, typeof twin === "string" ? twin : twin?.[lang === "de" ? "en" : "de"]);
        const path = ["breadcrumbs", segment];
        if (found)
          problems.set(
            `${segment} ${lang}`,
            at("ContentLanguageLabel", { key: path.join("."), text, ...found, segment }, path),
          );
      }
  }
  return [...problems.values()];
}

/**
 * The texts of site.yaml as copy is judged: no stand-in (TODO, Lorem ipsum), and each text its schema binds to a
 * language (a navigation label, the header's button, the English twin of a company value) in that language:
 * „Geschäftsmodelle“ as an English navigation label, „Schweiz“ as `countryEn`. Judged by its words, with no exception
 * for a text both languages share: a label of site.yaml is never a quoted title.
 */
export function checkSiteText(config: SiteConfig): PathProblem[] {
  const problems: PathProblem[] = [];
  // The routes hold page ids and paths, no text: not walked (a thousand of them on a large site).
  walkFields(siteSchema, { ...config, routes: [] }, (node, path, role, lang) => {
    if (typeof node !== "string" || !isCopy(role)) return;
    const standIn = standInIn(node);
    if (standIn) problems.push(withPath(problem("TextStandIn", { found: standIn }), [...path]));
    if (lang === undefined) return;
    // A twin (`countryEn` of `country`) shares names with it: only the words it does not share are judged.
    const twin = (twinOf(path.reduce<ReturnType<typeof childSchema>>(childSchema, siteSchema)) ?? "") as string;
    const other = twin && valueAt(config, [...path.slice(0, -1), twin]);
    const own = typeof other === "string" && other !== node ? wordsApart(node, other) : node;
    // By its words alone, long or short: eld's database (a second and 180 MB) is for copy that changed, not every build.
    const found = labelLanguage(own, lang, undefined);
    if (found) {
      problems.push(withPath(languageProblem({ kind: "label", ...found }, keyOf(path as string[]), node), [...path]));
    }
  });
  return problems;
}

const twinOf = (schema: z.core.$ZodType | undefined) =>
  schema && (z.globalRegistry.get(schema) as { twin?: string } | undefined)?.twin;

/** The words of `text` that `other` does not have, in order. */
function wordsApart(text: string, other: string): string {
  const shared = new Set(other.toLowerCase().match(/\p{L}+/gu));
  return (text.match(/\p{L}+/gu) ?? []).filter((word) => !shared.has(word.toLowerCase())).join(" ");
}

/** Differences in structure between a German page and its English counterpart (lists of different length, keys on one side only). */
export function checkParity(de: unknown, en: unknown): PathProblem[] {
  const problems: PathProblem[] = [];
  walkFields(undefined, de, (a, path) => {
    const b = valueAt(en, path);
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length)
        problems.push(at("ContentParity", { label: label(path), de: a.length, en: b.length }, [...path]));
    } else if (isRecord(a) && isRecord(b)) {
      for (const key of Object.keys(a))
        if (!(key in b)) problems.push(at("ContentParity", { label: label([...path, key]), onlyIn: "de" }, [...path]));
      for (const key of Object.keys(b))
        if (!(key in a))
          problems.push(at("ContentParity", { label: label([...path, key]), onlyIn: "en" }, [...path, key]));
    }
  });
  return problems;
}

function label(path: readonly PropertyKey[]): string {
  return path.length
    ? `\`${path
        .map((p) => (typeof p === "number" ? `[${p}]` : String(p)))
        .join(".")
        .replace(/\.\[/g, "[")}\``
    : "the page";
}
