// SourceFile[] → Site, or every Problem found in every file.
import sanitizeHtml from "sanitize-html";
import { locate } from "../load/locate.ts";
import type { Checked, Lang, PageEntry, Problem, Site, SourceFile, Sources } from "../model.ts";
import { checkFile } from "./check-file.ts";
import { checkBreadcrumbs, checkLinks, checkNavigation, checkParity, checkRoutes, type PathProblem } from "./cross-checks.ts";
import { fillPlaceholders, placeholderNamespaces } from "./placeholders.ts";
import { kindHints, pageSchemas, uiSchema, type PageContent, type PageKind, type Ui } from "./schema/pages.ts";
import { siteHint, siteSchema, type SiteConfig } from "./schema/site.ts";

/** The typed, readonly Site built from `sources`, or every problem found in any file. */
export function validateSite(sources: Sources): Checked<Site> {
  const problems: Problem[] = [...sources.problems];
  const broken = new Set(problems.map((p) => p.at?.file));
  if (!sources.site || broken.has("site.yaml")) return { ok: false, problems };

  const siteFile = sources.site;
  let config: SiteConfig;
  if (lastConfig?.text === siteFile.text) config = lastConfig.config;
  else {
    const checkedConfig = checkFile(siteFile, siteFile.value, siteSchema, siteHint);
    if (!checkedConfig.ok) return { ok: false, problems: [...problems, ...checkedConfig.problems] };
    config = deepFreeze(checkedConfig.value);
    lastConfig = { text: siteFile.text, config };
  }

  const fromSite = (list: PathProblem[]) => list.map((p) => locatedIn(siteFile, p));
  problems.push(...fromSite(checkRoutes(config)), ...fromSite(checkNavigation(config)), ...fromSite(checkBreadcrumbs(config)));

  const used = new Set<string>();
  const content = (lang: Lang, name: string, kind: PageKind | "ui", at: readonly PropertyKey[]): unknown => {
    const path = `content/${lang}/${name}.yaml`;
    used.add(path);
    const file = sources.files.get(path);
    if (!file) {
      problems.push({
        code: "ContentFileMissing",
        message: `${path} is missing (${kind === "ui" ? "the labels shared by all pages" : `the ${lang === "de" ? "German" : "English"} copy of this route`})`,
        hint: `Create ${path}; copy the file of the other language as a start. See content/README.md#files.`,
        at: at.length ? locate(siteFile, at) : { file: "site.yaml", line: 1, column: 1 },
      });
      return undefined;
    }
    if (broken.has(path)) return undefined;
    return checkContent(file, lang, kind, config, problems);
  };

  const ui = { de: content("de", "ui", "ui", []), en: content("en", "ui", "ui", []) } as Record<Lang, Ui | undefined>;
  const pages: PageEntry[] = [];
  config.routes.forEach((route, i) => {
    const name = route.content ?? route.page;
    const de = content("de", name, route.kind, ["routes", i, "de"]) as PageContent | undefined;
    const en = route.en === undefined ? undefined : (content("en", name, route.kind, ["routes", i, "en"]) as PageContent | undefined);
    if (route.en !== undefined && de && en) {
      const enFile = sources.files.get(`content/en/${name}.yaml`)!;
      problems.push(...checkParity(de, en).map((p) => locatedIn(enFile, p)));
    }
    if (!de || (route.en !== undefined && !en)) return;
    pages.push({
      page: route.page,
      kind: route.kind,
      paths: route.en === undefined ? { de: route.de } : { de: route.de, en: route.en },
      ...(route.switchTo === undefined ? {} : { switchTo: route.switchTo }),
      content: en === undefined ? { de } : { de, en },
      files: route.en === undefined ? { de: `content/de/${name}.yaml` } : { de: `content/de/${name}.yaml`, en: `content/en/${name}.yaml` },
    });
  });

  for (const path of sources.files.keys()) {
    if (path === "site.yaml" || used.has(path)) continue;
    problems.push({
      code: "ContentFileUnused",
      message: `${path} belongs to no route in site.yaml`,
      hint: "Add a route for it under `routes` in site.yaml (see content/README.md#article), or delete the file.",
      at: { file: path, line: 1, column: 1 },
    });
  }

  if (problems.length > 0 || !ui.de || !ui.en) return { ok: false, problems };
  return { ok: true, value: deepFreeze({ config, pages, ui: { de: ui.de, en: ui.en } }) };
}

/**
 * The last result per content file, reused while the file and site.yaml are unchanged: a rebuild in one
 * process (sitegen dev) checks only what changed, and unchanged pages keep their identity, which lets
 * render/ reuse their HTML.
 */
const checkedFiles = new Map<string, { readonly text: string; readonly config: SiteConfig; readonly kind: string; readonly value: unknown; readonly problems: readonly Problem[] }>();
let lastConfig: { readonly text: string; readonly config: SiteConfig } | undefined;

function checkContent(file: SourceFile, lang: Lang, kind: PageKind | "ui", config: SiteConfig, problems: Problem[]): unknown {
  const cached = checkedFiles.get(file.path);
  if (cached && cached.text === file.text && cached.config === config && cached.kind === kind) {
    problems.push(...cached.problems);
    return cached.value;
  }
  const found: Problem[] = [];
  const value = checkContentUncached(file, lang, kind, config, found);
  checkedFiles.set(file.path, { text: file.text, config, kind, value, problems: found });
  problems.push(...found);
  return value;
}

function checkContentUncached(file: SourceFile, lang: Lang, kind: PageKind | "ui", config: SiteConfig, problems: Problem[]): unknown {
  const raw = file.value;
  if (raw === null || raw === undefined) {
    problems.push({ code: "ContentShape", message: `${file.path} is empty`, hint: kindHints[kind], at: { file: file.path, line: 1, column: 1 } });
    return undefined;
  }
  const filled = fillPlaceholders(raw, lang, config);
  for (const { path, name } of filled.unknown) {
    problems.push({ code: "UnknownPlaceholder", message: `unknown placeholder \`{${name}}\``, hint: `Placeholders name a value of site.yaml: ${placeholderNamespaces()}. Check the spelling; see content/README.md#figures.`, at: locate(file, path) });
  }
  const schema = kind === "ui" ? uiSchema : pageSchemas[kind];
  const checked = checkFile(file, filled.value, schema, kindHints[kind]);
  if (!checked.ok) {
    problems.push(...checked.problems);
    return undefined;
  }
  if (kind !== "ui") problems.push(...checkLinks(checked.value, lang, config).map((p) => locatedIn(file, p)));
  if (kind === "legal") {
    const legal = checked.value as { content: string };
    return { ...legal, content: sanitizeLegalHtml(legal.content) };
  }
  return checked.value;
}

/** Legal text as HTML a visitor can safely receive: an allowlist of tags; no scripts, handlers or javascript: URLs. */
export function sanitizeLegalHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["h2", "h3", "h4", "p", "ul", "ol", "li", "a", "strong", "em", "b", "i", "br", "address", "abbr", "span", "table", "thead", "tbody", "tr", "th", "td"],
    allowedAttributes: { a: ["href", "target", "rel"], abbr: ["title"], th: ["scope"] },
    allowedSchemes: ["https", "http", "mailto", "tel"],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) =>
        /^https?:/.test(attribs["href"] ?? "") ? { tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" } } : { tagName, attribs },
    },
  }).trim();
}

function locatedIn(file: SourceFile, problem: PathProblem): Problem {
  return { code: problem.code, message: problem.message, hint: problem.hint, at: locate(file, problem.path) };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
