// Checks of relationships across the typed input: plain functions returning Problems with YAML paths.
import type { Lang } from "../model.ts";
import { closest } from "./check-file.ts";
import type { SiteConfig } from "./schema/site.ts";

/** A relationship problem before it is located: the file and YAML path it comes from. */
export interface PathProblem {
  readonly code: "RoutePairMissing" | "RouteDuplicate" | "RoutePathInvalid" | "NavigationTargetUnknown" | "BreadcrumbLabelMissing" | "LinkTargetUnknown" | "ContentParity";
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly hint: string;
  /** Another place the problem involves (the first of two definitions), named by its line in the message (#13). */
  readonly related?: readonly PropertyKey[];
}

/** Every route paired or marked one-language, on paths of its language, and no two on one path. */
export function checkRoutes(config: SiteConfig): PathProblem[] {
  const problems: PathProblem[] = [];
  const seenPaths = new Map<string, number>();
  const seenPages = new Map<string, number>();
  config.routes.forEach((route, i) => {
    if (seenPages.has(route.page)) {
      const first = seenPages.get(route.page)!;
      problems.push({ code: "RouteDuplicate", path: ["routes", i, "page"], related: ["routes", first, "page"], message: `page id \`${route.page}\` is already used by the route`, hint: "Give this route its own `page` id; its copy is checked once the id is unique." });
    } else seenPages.set(route.page, i);
    for (const lang of ["de", "en"] as const) {
      const path = route[lang];
      if (path === undefined) continue;
      if (seenPaths.has(path)) {
        problems.push({ code: "RouteDuplicate", path: ["routes", i, lang], message: `route ${path} is defined twice (also routes[${seenPaths.get(path)}])`, hint: "Two pages cannot share one path: change one of them or remove the duplicate." });
      }
      seenPaths.set(path, i);
      if (isEnglish(path) !== (lang === "en")) {
        problems.push({
          code: "RoutePathInvalid",
          path: ["routes", i, lang],
          message: lang === "en" ? `English route ${path} does not start with /en` : `German route ${path} starts with /en, the English prefix`,
          hint: lang === "en" ? `Write it as /en${path === "/" ? "" : path}.` : "German paths live at the root; choose a path that does not begin with /en.",
        });
      }
    }
    if (route.en === undefined && route.switchTo === undefined) {
      problems.push({ code: "RoutePairMissing", path: ["routes", i], message: `route ${route.de} has no English counterpart and no \`switchTo\``, hint: "Add `en: /en/...` to pair it, or `switchTo: /en` if the page exists only in German." });
    }
    if (route.en !== undefined && route.switchTo !== undefined) {
      problems.push({ code: "RoutePairMissing", path: ["routes", i, "switchTo"], message: `route ${route.de} has both an English page and \`switchTo\``, hint: "Remove `switchTo`: the switch leads to the English page." });
    }
    if (route.switchTo !== undefined && !isEnglish(route.switchTo)) {
      problems.push({ code: "RoutePathInvalid", path: ["routes", i, "switchTo"], message: `switchTo ${route.switchTo} is not an English path`, hint: "The DE/EN switch of a German-only page leads to an English page, e.g. /en." });
    }
  });
  for (const [i, route] of config.routes.entries()) {
    if (route.switchTo !== undefined && !seenPaths.has(route.switchTo)) {
      problems.push({ code: "LinkTargetUnknown", path: ["routes", i, "switchTo"], message: `switchTo ${route.switchTo} is not a route`, hint: "Use the English path of an existing page, e.g. /en." });
    }
  }
  return problems;
}

/** Every navigation item names a page that exists in its language, or a known external URL. */
export function checkNavigation(config: SiteConfig): PathProblem[] {
  const problems: PathProblem[] = [];
  for (const lang of ["de", "en"] as const) {
    config.navigation[lang].forEach((item, i) => {
      if ("page" in item) {
        const route = config.routes.find((r) => r.page === item.page);
        if (!route || route[lang] === undefined) {
          problems.push({
            code: "NavigationTargetUnknown",
            path: ["navigation", lang, i, "page"],
            message: route ? `navigation item "${item.label}" points to ${item.page}, which has no ${lang === "en" ? "English" : "German"} page` : `navigation item "${item.label}" points to unknown page \`${item.page}\``,
            hint: `Use the \`page\` id of a route in this language: ${pageIds(config, lang)}.`,
          });
        }
      } else if (!(item.external in config.external)) {
        problems.push({ code: "NavigationTargetUnknown", path: ["navigation", lang, i, "external"], message: `navigation item "${item.label}" points to unknown external URL \`${item.external}\``, hint: `Use a key of \`external\`: ${Object.keys(config.external).join(", ")}.` });
      }
    });
  }
  return problems;
}

/** Every breadcrumb label names a path segment of some route, and every article slug has a label (spec §2). */
export function checkBreadcrumbs(config: SiteConfig): PathProblem[] {
  const segments = new Set(config.routes.flatMap((r) => [r.de, r.en ?? ""].flatMap((p) => p.split("/").filter(Boolean))));
  const problems: PathProblem[] = Object.keys(config.breadcrumbs)
    .filter((segment) => !segments.has(segment))
    .map((segment) => ({
      code: "BreadcrumbLabelMissing" as const,
      path: ["breadcrumbs", segment],
      message: `breadcrumb label \`${segment}\` matches no segment of any route`,
      hint: "Correct the segment to match a route path in `routes`, or remove the label.",
    }));
  config.routes.forEach((route, i) => {
    if (route.kind !== "article") return;
    for (const lang of ["de", "en"] as const) {
      const slug = route[lang]?.split("/").pop();
      if (slug && !(slug in config.breadcrumbs)) {
        problems.push({ code: "BreadcrumbLabelMissing", path: ["routes", i, lang], message: `article ${route[lang]} has no breadcrumb label for \`${slug}\``, hint: `Add \`${slug}: <label>\` under \`breadcrumbs\` in site.yaml (e.g. "Meta Odense Case Study").` });
      }
    }
  });
  return problems;
}

/** Every `to:` in a page's copy leads to a page of that language or a known external URL. */
export function checkLinks(content: unknown, lang: Lang, config: SiteConfig): PathProblem[] {
  const problems: PathProblem[] = [];
  const walk = (node: unknown, path: readonly PropertyKey[]): void => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...path, i]));
    else if (node !== null && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "to" && typeof value === "string") {
          const problem = linkProblem(value, lang, config);
          if (problem) problems.push({ code: "LinkTargetUnknown", path: [...path, key], ...problem });
        } else if (key === "articles" && Array.isArray(value)) {
          value.forEach((id, i) => {
            if (typeof id !== "string") return; // an announced article (`to: "#"`) links nowhere yet
            const route = config.routes.find((r) => r.page === id);
            if (!route || route.kind !== "article" || route[lang] === undefined) {
              problems.push({ code: "LinkTargetUnknown", path: [...path, key, i], message: `\`${String(id)}\` is not an article in this language`, hint: `Use the page id of an article route: ${config.routes.filter((r) => r.kind === "article").map((r) => r.page).join(", ")}.` });
            }
          });
        } else walk(value, [...path, key]);
      }
    }
  };
  walk(content, []);
  return problems;
}

function linkProblem(to: string, lang: Lang, config: SiteConfig): { message: string; hint: string } | undefined {
  if (to.startsWith("https://")) return undefined;
  if (to.startsWith("ext:")) {
    const key = to.slice(4);
    return key in config.external ? undefined : { message: `unknown external link \`${to}\``, hint: `Use one of: ${Object.keys(config.external).map((k) => `ext:${k}`).join(", ")}.` };
  }
  const page = to.split("#")[0]!;
  const route = config.routes.find((r) => r.page === page);
  if (route && route[lang] !== undefined) return undefined;
  // The nearest valid target first (#13): a misspelt id is the usual cause.
  const near = route ? undefined : closest(page, pageIds(config, lang).split(", "));
  return {
    message: route ? `link to \`${page}\`, which has no ${lang === "en" ? "English" : "German"} page` : `link to unknown page \`${page}\``,
    hint: `${near ? `Did you mean \`${near}\`? Otherwise use` : "Use"} a page id of this language (${pageIds(config, lang)}), ext:<name> or an https:// URL.`,
  };
}

/** Differences in structure between a German page and its English counterpart (lists of different length, keys on one side only). */
export function checkParity(de: unknown, en: unknown): PathProblem[] {
  const problems: PathProblem[] = [];
  const walk = (a: unknown, b: unknown, path: readonly PropertyKey[]): void => {
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length) {
        problems.push({ code: "ContentParity", path, message: `${label(path)} has ${b.length} item${b.length === 1 ? "" : "s"} in English but ${a.length} in German`, hint: "Paired pages show the same structure: add or remove items so both languages match, at the same position. See content/README.md#files." });
      }
      for (let i = 0; i < Math.min(a.length, b.length); i++) walk(a[i], b[i], [...path, i]);
    } else if (isRecord(a) && isRecord(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (!(key in b)) problems.push({ code: "ContentParity", path, message: `${label([...path, key])} exists in German but not in English`, hint: "Add it to the English file, or remove it from the German one. See content/README.md#files." });
        else if (!(key in a)) problems.push({ code: "ContentParity", path: [...path, key], message: `${label([...path, key])} exists in English but not in German`, hint: "Add it to the German file, or remove it from the English one. See content/README.md#files." });
        else walk(a[key], b[key], [...path, key]);
      }
    }
  };
  walk(de, en, []);
  return problems;
}

function label(path: readonly PropertyKey[]): string {
  return path.length ? `\`${path.map((p) => (typeof p === "number" ? `[${p}]` : String(p))).join(".").replace(/\.\[/g, "[")}\`` : "the page";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function isEnglish(path: string): boolean {
  return path === "/en" || path.startsWith("/en/");
}

function pageIds(config: SiteConfig, lang: Lang): string {
  return config.routes.filter((r) => r[lang] !== undefined).map((r) => r.page).join(", ");
}
