// Checks of relationships across the typed input, each problem at its value's line (locate-text.ts problemAt).
import { LANGS, type Problem, type SourceFile } from "../model.ts";
import type { FactsOf } from "../problems/index.ts";
import { outputPathFor } from "../routes/route-graph.ts";
import { isEnglishPath } from "../routes/switch-language.ts";
import { problemAt, problemsIn } from "./locate-text.ts";
import { formatPath, locate } from "../load/locate.ts";
import { isCopy, isRecord, schemaAtPath, valueAt, walkFields } from "./schema/walk.ts";
import { z } from "zod";
import type { SiteConfig } from "./schema/site.ts";
import { labelLanguage } from "../translations/content-language.ts";
import { standInIn } from "./copy-text.ts";
import { keyOf } from "../translations/field-pairs.ts";
import { pageFeatures, siteSchema } from "../page-kinds.ts";

/** Why a route's file would be one the build writes for itself (index.html, 404.html, assets/), or undefined. */
function reservedReason(path: string): string | undefined {
  const segments = path.split("/");
  if (segments[segments.length - 1] === "index")
    return `its file ${outputPathFor(path)} is the ${path === "/index" ? "home page's file" : "index file of its folder"}`;
  if (path === "/404") return "its file 404.html is the page every unknown path answers with";
  if (segments[1] === "assets") return "assets/ holds the scripts, styles, fonts and images of the build";
  return undefined;
}

/** Every route paired or marked one-language, on paths of its language, and no two on one path (or one file). */
export function checkRoutes(config: SiteConfig, site: SourceFile): Problem[] {
  const { problems, add } = problemsIn(site);
  const seenPaths = new Map<string, number>();
  const seenPages = new Map<string, number>();
  const seenFiles = new Map<string, { path: string; i: number }>();
  config.routes.forEach((route, i) => {
    const first = seenPages.get(route.page);
    if (first === undefined) seenPages.set(route.page, i);
    else add("RouteDuplicate", { id: route.page }, ["routes", i, "page"], ["routes", first, "page"]);
    for (const lang of LANGS) {
      const path = route[lang];
      if (path === undefined) continue;
      const at = ["routes", i, lang];
      if (seenPaths.has(path)) add("RouteDuplicate", { path, first: seenPaths.get(path)! }, at);
      seenPaths.set(path, i);
      const reserved = reservedReason(path);
      if (reserved) add("RoutePathReserved", { path, reason: reserved }, at);
      // Case-insensitive (macOS, Windows) or normalising file systems make these one file.
      const file = outputPathFor(path).normalize("NFC").toLowerCase();
      const same = seenFiles.get(file);
      if (reserved || !same || same.path === path) seenFiles.set(file, { path, i });
      else {
        const reason = `on a case-insensitive file system it is the same file as ${same.path} (routes[${same.i}])`;
        add("RoutePathReserved", { path, reason }, at);
      }
      if (isEnglishPath(path) !== (lang === "en")) add("RoutePathInvalid", { path, field: lang }, at);
    }
    const switchAt = ["routes", i, "switchTo"];
    if (route.en === undefined && route.switchTo === undefined)
      add("RoutePairMissing", { de: route.de, both: false }, ["routes", i]);
    if (route.en !== undefined && route.switchTo !== undefined)
      add("RoutePairMissing", { de: route.de, both: true }, switchAt);
    if (route.switchTo !== undefined && !isEnglishPath(route.switchTo))
      add("RoutePathInvalid", { path: route.switchTo, field: "switchTo" }, switchAt);
  });
  config.routes.forEach((route, i) =>
    route.formerly?.forEach((from, k) => {
      // A former path that is a page again, or the former path of two pages, cannot redirect.
      if (seenPaths.has(from))
        add("RouteDuplicate", { path: from, first: seenPaths.get(from)! }, ["routes", i, "formerly", k]);
      seenPaths.set(from, i);
    }),
  );
  return problems;
}

/** Every breadcrumb label names a path segment of some route, and every article slug has a label. */
export function checkBreadcrumbs(config: SiteConfig, site: SourceFile): Problem[] {
  const segments = new Set(
    config.routes.flatMap((r) => [r.de, r.en ?? ""].flatMap((p) => p.split("/").filter(Boolean))),
  );
  const { problems, add } = problemsIn(site);
  for (const segment of Object.keys(config.breadcrumbs))
    if (!segments.has(segment)) add("BreadcrumbLabelMissing", { segment }, ["breadcrumbs", segment]);
  config.routes.forEach((route, i) => {
    if (pageFeatures(route.kind).feed !== "entry") return;
    for (const lang of LANGS) {
      const slug = route[lang]?.split("/").pop();
      if (slug && !Object.hasOwn(config.breadcrumbs, slug))
        add("BreadcrumbLabelMissing", { article: route[lang]!, slug }, ["routes", i, lang]);
    }
  });
  return problems;
}

/** A label written once for a segment is in its paths' language (a route's segments at one depth are a pair). */
export function checkBreadcrumbLanguage(config: SiteConfig, site: SourceFile): Problem[] {
  const problems = new Map<string, Problem>();
  const given = (segment: string) =>
    Object.hasOwn(config.breadcrumbs, segment) ? config.breadcrumbs[segment] : undefined;
  for (const route of config.routes) {
    const de = route.de.split("/").filter(Boolean);
    const en = route.en?.split("/").filter(Boolean).slice(1) ?? []; // without the leading /en
    for (let i = 0; i < Math.min(de.length, en.length); i++)
      for (const lang of LANGS) {
        const [segment, other] = lang === "de" ? [de[i]!, en[i]!] : [en[i]!, de[i]!];
        const text = given(segment);
        const twin = segment === other ? undefined : given(other);
        if (typeof text !== "string") continue;
        const found = labelLanguage(text, lang, typeof twin === "string" ? twin : twin?.[lang === "de" ? "en" : "de"]);
        if (!found) continue;
        const facts = { key: `breadcrumbs.${segment}`, text, ...found, segment };
        problems.set(`${segment} ${lang}`, problemAt(site, "ContentLanguageLabel", facts, ["breadcrumbs", segment]));
      }
  }
  return [...problems.values()];
}

/** site.yaml's texts judged as copy: no stand-in, each in the language its schema binds it to (`countryEn`). */
export function checkSiteText(config: SiteConfig, site: SourceFile): Problem[] {
  const { problems, add } = problemsIn(site);
  // The routes hold page ids and paths, no text: not walked (a thousand of them on a large site).
  walkFields(siteSchema, { ...config, routes: [] }, (node, path, role, lang) => {
    if (typeof node !== "string" || !isCopy(role)) return;
    const standIn = standInIn(node);
    if (standIn) add("TextStandIn", { found: standIn }, path);
    if (lang === undefined) return;
    // A twin (`countryEn` of `country`) shares names with it: only the words it does not share are judged.
    const schema = schemaAtPath(siteSchema, path);
    const twin = (schema && (z.globalRegistry.get(schema) as { twin?: string } | undefined)?.twin) ?? "";
    const other = twin && valueAt(config, [...path.slice(0, -1), twin]);
    const own = typeof other === "string" && other !== node ? wordsApart(node, other) : node;
    // By its words alone, long or short: eld's database (a second and 180 MB) is for copy that changed, not every build.
    const found = labelLanguage(own, lang, undefined);
    if (found) add("ContentLanguageLabel", { key: keyOf(path as string[]), text: node, ...found, site: true }, path);
  });
  return problems;
}

function wordsApart(text: string, other: string): string {
  const shared = new Set(other.toLowerCase().match(/\p{L}+/gu));
  return (text.match(/\p{L}+/gu) ?? []).filter((word) => !shared.has(word.toLowerCase())).join(" ");
}

/** Differences in structure of a page's two files, in the English file with the German line: either may be wrong. */
export function checkParity(de: unknown, en: unknown, deFile: SourceFile, enFile: SourceFile): Problem[] {
  const problems: Problem[] = [];
  const add = (facts: FactsOf<"ContentParity">, path: readonly PropertyKey[]) => {
    const german = locate(deFile, path);
    problems.push({
      ...problemAt(enFile, "ContentParity", facts, path),
      related: { file: german.file, line: german.line, german: true },
    });
  };
  const label = (path: readonly PropertyKey[]) => (path.length ? `\`${formatPath(path)}\`` : "the page");
  walkFields(undefined, de, (a, path) => {
    const b = valueAt(en, path);
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length) add({ label: label(path), de: a.length, en: b.length }, path);
    } else if (isRecord(a) && isRecord(b)) {
      for (const key of Object.keys(a)) if (!(key in b)) add({ label: label([...path, key]), onlyIn: "de" }, path);
      for (const key of Object.keys(b))
        if (!(key in a)) add({ label: label([...path, key]), onlyIn: "en" }, [...path, key]);
    }
  });
  return problems;
}
