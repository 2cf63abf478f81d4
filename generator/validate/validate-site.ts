// The frame of the site: site.yaml, the labels and the pages other pages show, checked before any other page
// (site.ts then checks the pages range by range against it).
import type { BuildCache } from "../build-cache.ts";
import type { LockIndex, PageEntry, Problem, Site, SourceFile, Sources, TranslationCounts } from "../model.ts";
import { problem } from "../problems/index.ts";
import { checkFile, closest } from "./check-file.ts";
import { checkPage, checkUi, contentPath, type PageInput, UI_FILES } from "./check-pages.ts";
import { SHARED_KINDS } from "./shared-kinds.ts";
import { titleFacts, type TitleFact } from "./duplicate-titles.ts";
import {
  announcedLive,
  datedFiles,
  datesYearsAway,
  localToday,
  scheduledArticles,
  type ScheduledArticle,
} from "./scheduled.ts";
import { checkBreadcrumbLanguage, checkBreadcrumbs, checkRoutes, checkSiteText } from "./cross-checks.ts";
import { brokenPublishedPaths } from "./published-paths.ts";
import { checkSiteLinks } from "./page-links.ts";
import { checkGlossaryRules } from "./glossary.ts";
import { renamedFigures } from "./renamed-figures.ts";
import { brokenRelations, calculatorOpensWithLoss, derivedNotPositive } from "./relations.ts";
import { noCounts } from "../translations/cross-language.ts";
import { LOCK_PATH, mistakeProblems, uncheckedMistakes } from "../translations/lock.ts";
import { withDerived, type SiteConfig } from "./schema/site.ts";
import { figuresTypedWithPoint, markedValues, notForTheLiveSite, type MarkedValue } from "./site-text.ts";
import { siteSchema } from "../page-kinds.ts";
import { childSchema } from "./schema/walk.ts";
import { z } from "zod";

export interface Frame {
  readonly config: SiteConfig;
  readonly siteFile: SourceFile;
  /** Undefined when a labels file has problems (reported with the frame's problems). */
  readonly ui: Site["ui"] | undefined;
  /** The pages of SHARED_KINDS that passed their checks, in route order; not the scheduled articles. */
  readonly shared: readonly PageEntry[];
  /** The articles dated after today, left out of the build (none with `future`): scheduled.ts. */
  readonly scheduled: readonly ScheduledArticle[];
  /** The titles and descriptions of the shared pages, scheduled articles included (duplicate-titles.ts). */
  readonly titles: readonly TitleFact[];
  /** The lock file's index for every thread, and the field statuses of the frame's own pages and labels. */
  readonly translations: { readonly lock: LockIndex | undefined; readonly counts: TranslationCounts };
  /** The values of site.yaml still marked `# PLACEHOLDER` or `# CONFIRM`, counted in every build's summary. */
  readonly marked: readonly MarkedValue[];
  /** The day of the build (year-month-day): no date but a page's own may lie after it. */
  readonly today: string;
}

/** A build for the live site (`production`, or a real baseUrl) refuses every marked value. */
interface FrameOptions {
  readonly production?: boolean | undefined;
  readonly today?: string | undefined;
  readonly future?: boolean | undefined;
}

/** The frame of the site with every problem in it and in unused files; not ok only when site.yaml cannot be used. */
export function validateFrame(
  sources: Sources,
  cache?: BuildCache,
  { production = false, today = localToday(), future = false }: FrameOptions = {},
): { ok: true; frame: Frame; problems: Problem[] } | { ok: false; problems: readonly Problem[] } {
  const problems: Problem[] = [...sources.problems];
  const { site: siteFile, file, published } = sources;
  if (!siteFile || problems.length > 0) return { ok: false, problems };
  const checkedConfig = validateConfig(siteFile, cache, () => sources.contentPaths.flatMap((p) => file(p) ?? []));
  if (!checkedConfig.ok) return { ok: false, problems: [...problems, ...checkedConfig.problems] };
  const { config, marked } = checkedConfig;
  problems.push(...checkedConfig.problems, ...unusedFiles(config, sources));
  const translations = { lock: sources.translationLock, counts: noCounts() };
  // Lock file lines of no page the build checks (a conflict marker, a hand edit): problems at their line.
  const paired = new Set(["ui", ...config.routes.flatMap((r) => (r.en === undefined ? [] : [r.page]))]);
  const lock = sources.translationLock;
  if (lock?.refused) problems.push(lock.refused);
  else problems.push(...mistakeProblems(lock ? uncheckedMistakes(lock, paired) : []));
  if (published) problems.push(...brokenPublishedPaths(published, siteFile, config));
  // Known before any page is checked: every page's links to a scheduled article are problems.
  const dated = datedFiles(config, file, contentPath);
  const away = datesYearsAway(dated, today);
  problems.push(...away.problems);
  const scheduled = future ? [] : scheduledArticles(dated, today).filter((s) => !away.pages.has(s.page));
  const later = new Set(scheduled.map((s) => s.page));
  problems.push(...checkSiteLinks(config, siteFile, published, scheduled));
  const input: PageInput = { config, siteFile, problems, file, cache, translations, scheduled, today };
  const ui = { de: checkUi("de", input), en: checkUi("en", input) };
  const checked = config.routes.flatMap((route, i) => {
    const entry = SHARED_KINDS.has(route.kind) ? checkPage(route, i, input) : undefined;
    return entry ? [deepFreeze(entry)] : [];
  });
  const shared = later.size === 0 ? checked : checked.filter((p) => !later.has(p.page));
  const titles = titleFacts(config, 0, config.routes.length, checked);
  problems.push(...announcedLive(checked, later, file, today));
  const labels = ui.de && ui.en ? deepFreeze({ de: ui.de, en: ui.en }) : undefined;
  if (production || !new URL(config.baseUrl).hostname.endsWith(".example")) {
    // What a build for the live site refuses, in site.yaml and every content file: read only for such a build.
    problems.push(...notForTheLiveSite(siteFile, marked));
    for (const path of sources.contentPaths) {
      const content = path === LOCK_PATH ? undefined : file(path);
      if (content) problems.push(...notForTheLiveSite(content));
    }
  }
  const frame = { config, siteFile, ui: labels, shared, scheduled, titles, marked, translations, today };
  return { ok: true, frame, problems };
}

/** site.yaml against its schema (problems stop here) and its cross-checks (problems come with the config). */
function validateConfig(
  siteFile: SourceFile,
  cache: BuildCache | undefined,
  contentFiles: () => readonly SourceFile[],
): ({ ok: true } & NonNullable<BuildCache["config"]>) | { ok: false; problems: readonly Problem[] } {
  if (cache?.config?.text === siteFile.text) return { ok: true, ...cache.config };
  const checkedConfig = checkFile(siteFile, siteFile.value, siteSchema, siteDocs);
  if (!checkedConfig.ok) {
    const renamed = renamedFigures(siteFile, contentFiles); // root cause first: one problem where a figure was renamed
    return {
      ok: false,
      problems: [
        ...renamed.problems,
        ...checkedConfig.problems.filter((p) => !renamed.covers(p)),
        ...figuresTypedWithPoint(siteFile),
      ],
    };
  }
  const config = deepFreeze(withDerived(checkedConfig.value));
  // A figure typed wrong or out of order is the root cause: what is computed from it says nothing more.
  const figures = [...figuresTypedWithPoint(siteFile), ...brokenRelations(config, siteFile)];
  const problems = [
    ...figures,
    ...(figures.length > 0
      ? []
      : [...derivedNotPositive(config, siteFile), ...calculatorOpensWithLoss(config, siteFile)]),
    ...checkRoutes(config, siteFile),
    ...checkBreadcrumbs(config, siteFile),
    ...checkBreadcrumbLanguage(config, siteFile),
    ...checkSiteText(config, siteFile),
    ...checkGlossaryRules(config.glossary, siteFile),
  ];
  const checked = { text: siteFile.text, config, problems, marked: markedValues(siteFile) };
  if (cache) cache.config = checked;
  return { ok: true, ...checked };
}

/** The section of content/README.md that explains a key of site.yaml: the nearest its schema names (`docs`). */
function siteDocs(path: readonly PropertyKey[]): string {
  let schema: z.core.$ZodType | undefined = siteSchema;
  let docs = "files";
  for (const key of path) {
    schema = childSchema(schema, key as string | number);
    docs = (schema && (z.globalRegistry.get(schema) as { docs?: string } | undefined)?.docs) ?? docs;
  }
  return docs;
}

/** Files under content/ that no route of site.yaml (and no ui.yaml, no lock file) uses, and what is wrong with their YAML. */
function unusedFiles(config: SiteConfig, sources: Sources): Problem[] {
  const used = new Set(["site.yaml", UI_FILES.de, UI_FILES.en, LOCK_PATH]);
  for (const route of config.routes) {
    used.add(contentPath(route, "de"));
    if (route.en !== undefined) used.add(contentPath(route, "en"));
  }
  const listed = new Set(sources.contentPaths);
  const idOf = (path: string) => path.replace(/^content\/(?:de|en)\//, "").replace(/\.yaml$/, "");
  // The route whose file is missing nearest this one's name: `page: fqa` for faq.yaml.
  const nearOf = (path: string) => {
    const lang = path.startsWith("content/en/") ? "en" : "de";
    const routes = config.routes.filter((route) => lang === "de" || route.en !== undefined);
    const wanted = routes.map((route) => contentPath(route, lang)).filter((file) => !listed.has(file));
    return closest(idOf(path), wanted.map(idOf));
  };
  return sources.contentPaths
    .filter((path) => !used.has(path))
    .flatMap((path) => {
      const near = nearOf(path);
      const facts = near ? { path, near: { page: near, id: idOf(path) } } : { path };
      return [
        problem("ContentFileUnused", facts, { file: path, line: 1, column: 1 }),
        ...(sources.file(path)?.problems ?? []),
      ];
    });
}

export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
