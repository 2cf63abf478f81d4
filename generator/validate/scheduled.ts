// Articles dated after today are scheduled: checked like every page, but left out of what the build renders until
// their day, unless `--future`. Decided once, with the frame; only while one is scheduled are links to it searched.
import { locate } from "../load/locate.ts";
import { LANGS, type Lang, type PageContent, type PageEntry, type Problem, type SourceFile } from "../model.ts";
import { problemAt } from "./locate-text.ts";
import { keyOf } from "../translations/field-pairs.ts";
import { valueAt, walkFields } from "./schema/walk.ts";
import { problem } from "../problems/index.ts";
import type { RouteConfig, SiteConfig } from "./schema/site.ts";
import { pageFeatures, pageKind } from "../page-kinds.ts";

/** An article left out of this build, and the day it will be in. */
export interface ScheduledArticle {
  readonly page: string;
  readonly date: string;
}

/** Today on the build machine's calendar, year-month-day: the day a maintainer means by "today". */
export function localToday(now: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** True for a day of the calendar written year-month-day (2026-11-24; not 2026-02-30, not 24.11.2026). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

interface Dated {
  readonly route: RouteConfig;
  readonly file: SourceFile;
  readonly date: string;
}

/** The `published` day of each article file, read before it is checked; one not a calendar day dates nothing. */
export function datedFiles(
  config: SiteConfig,
  file: (path: string) => SourceFile | undefined,
  contentPath: (route: RouteConfig, lang: Lang) => string,
): Dated[] {
  const dated: Dated[] = [];
  for (const route of config.routes) {
    const key = pageFeatures(route.kind).dated;
    if (key === undefined) continue;
    for (const lang of LANGS) {
      const source = route[lang] === undefined ? undefined : file(contentPath(route, lang));
      const value = (source?.value as Record<string, unknown> | null | undefined)?.[key];
      if (source && typeof value === "string" && isCalendarDay(value)) dated.push({ route, file: source, date: value });
    }
  }
  return dated;
}

/** The articles dated after `today`, in route order; when the languages disagree, the later date counts. */
export function scheduledArticles(dated: readonly Dated[], today: string): ScheduledArticle[] {
  const latest = new Map<string, string>();
  for (const { route, date } of dated) if (date > (latest.get(route.page) ?? "")) latest.set(route.page, date);
  return [...latest].filter(([, date]) => date > today).map(([page, date]) => ({ page, date }));
}

export function scheduledSummary(scheduled: readonly ScheduledArticle[]): string {
  if (scheduled.length === 0) return "";
  const days = [...new Set(scheduled.map((s) => s.date))].sort();
  const count = scheduled.length === 1 ? "1 article" : `${scheduled.length} articles`;
  return `\n${count} scheduled for ${days.join(", ")} (--future to include); not in dist/, the sitemap or the feeds. See content/README.md#scheduled.`;
}

/** How far ahead of today and of the latest other article a `published` date may be before it is a typo. */
const YEARS_AHEAD = 2;

/** Dates years after today and every other article (2205 for 2025), with the year meant; those are not scheduled. */
export function datesYearsAway(
  dated: readonly Dated[],
  today: string,
): { problems: Problem[]; pages: ReadonlySet<string> } {
  const year = (date: string) => Number(date.slice(0, 4));
  const thisYear = year(today);
  const pages = new Set<string>();
  const problems = dated.flatMap(({ route, file: source, date }) => {
    const others = dated.filter((d) => year(d.date) !== year(date)).map((d) => year(d.date));
    const latest = Math.max(thisYear, ...others);
    if (year(date) - latest <= YEARS_AHEAD) return [];
    const digitsApart = (y: number) => [...String(y)].filter((c, i) => c !== String(year(date))[i]).length;
    const meant = [...new Set([...others, thisYear])].sort((a, b) => digitsApart(a) - digitsApart(b) || b - a)[0]!;
    const span = others.length > 0 ? `${Math.min(...others)}–${Math.max(...others)}` : "none";
    const facts = { date, years: year(date) - thisYear, others: span, meant: `${meant}${date.slice(4)}` };
    pages.add(route.page);
    return [problem("DateYearsAway", facts, locate(source, [pageFeatures(route.kind).dated!]))];
  });
  return { problems, pages };
}

const WORD = /[\p{L}\d]+/gu;

/** Announced teasers (`to: "#"`) whose headline is a live article's (left behind), and, as a warning, overdue ones. */
export function announcedLive(
  pages: readonly PageEntry[],
  later: ReadonlySet<string>,
  file: (path: string) => SourceFile | undefined,
  today: string,
): Problem[] {
  const problems: Problem[] = [];
  const words = (text: unknown) => (typeof text === "string" ? (text.toLowerCase().match(WORD) ?? []).join(" ") : "");
  for (const lang of LANGS) {
    const live = pages.filter((p) => pageFeatures(p.kind).feed === "entry" && !later.has(p.page) && p.content[lang]);
    for (const page of pages) {
      const content = page.content[lang];
      if (!content || !page.files[lang]) continue;
      // An announced teaser is the one item whose `to` is the literal "#" (parts.ts teaserSchema).
      walkFields(pageKind(page.kind).schema, content, (node, path, role) => {
        if (node !== "#" || role !== "identifier") return;
        const at = [...path.slice(0, -1), "headline"];
        const headline = words(valueAt(content, at));
        const article = live.find((a) => {
          const its = words(a.content[lang]!["headline"]);
          return headline.split(" ").length >= 3 && (its === headline || its.startsWith(`${headline} `));
        });
        const facts = { headline: String(valueAt(content, at)), article: article?.page ?? "" };
        const where = () => locate(file(page.files[lang]!)!, at);
        const date = valueAt(content, [...path.slice(0, -1), "published"]);
        if (article) problems.push(problem("TeaserAnnouncedLive", facts, where()));
        else if (typeof date === "string" && date < today)
          problems.push(problem("TeaserAnnouncedOverdue", { headline: facts.headline, date, today }, where()));
      });
    }
  }
  return problems;
}

/** Every date of the copy after `today` but the page's own publication date (a source dated 2028 for 2018). */
export function datesAfter(today: string, route: RouteConfig, content: PageContent, file: SourceFile): Problem[] {
  const own = pageFeatures(route.kind).dated;
  const problems: Problem[] = [];
  // Most pages have no date at all, and most dates are past: the copy is walked only for one that is not.
  const later = /-\d\d-\d\d/.test(file.text) && file.text.match(/\b\d{4}-\d\d-\d\d\b/g)?.some((d) => d > today);
  if (!later) return problems;
  walkFields(pageKind(route.kind).schema, content, (node, path, role) => {
    if (role !== "date" || typeof node !== "string" || node <= today || (path.length === 1 && path[0] === own)) return;
    const facts = { key: keyOf(path as (string | number)[]), date: node, today };
    problems.push(problemAt(file, "DateInFuture", facts, path));
  });
  return problems;
}
