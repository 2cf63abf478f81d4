// The translation status of a whole project, and the one act that changes it: confirming.
import { openSources } from "../load/load-sources.ts";
import type { LockMistake, Problem, SourceFile } from "../model.ts";
import { contentPath, UI_FILES } from "../validate/check-pages.ts";
import type { RouteConfig, SiteConfig } from "../validate/schema/site.ts";
import { confirmedTexts } from "./confirmed-text.ts";
import { byPageId, LOCK_PATH, lockKey, lockRefusal, mistakeProblems, openLock, writeLock } from "./lock.ts";
import type { Confirmation, PagePair } from "./lock.ts";
import { confirmationOf, pageStatuses, translatedPairs, type FieldStatus, type PageFiles } from "./status.ts";

/** The listed files of an open site, each read through the guard and parsed (OpenSite `reader`), kept while it is. */
export type ReadFile = (path: string) => SourceFile | undefined;
/** A new reader for each page, so that a large site's files are never all held at once. */
export type OpenFiles = () => ReadFile;

export const readerOf =
  (root: string, listed: ReadonlySet<string>): OpenFiles =>
  () =>
    openSources(root, listed).file;

export interface ProjectTranslations {
  /** Every translated field pair of every page that exists in both languages, page by page in route order. */
  readonly fields: readonly FieldStatus[];
  /** Lock entries whose field no longer exists in either language (removed, or renamed and changed). */
  readonly stale: readonly { readonly key: string; readonly line: number }[];
  readonly mistakes: readonly LockMistake[];
  /** Files that could not be read (a link out of the project, a FIFO, a YAML mistake …): their pages are left out. */
  readonly problems: readonly Problem[];
}

/** The pages of the route table whose copy exists in both languages, by page id in route order, and the labels (`ui`). */
export function pagePairs(routes: readonly RouteConfig[]): PagePair[] {
  const pages = routes.flatMap((route) =>
    route.en === undefined
      ? []
      : [{ id: route.page, kind: route.kind, de: contentPath(route, "de"), en: contentPath(route, "en") }],
  );
  return [...pages, { id: "ui", kind: "ui" as const, ...UI_FILES }];
}

export function pageFiles(file: ReadFile, page: PagePair): PageFiles | { readonly problems: readonly Problem[] } {
  const [de, en] = [file(page.de), file(page.en)];
  const problems = [...(de?.problems ?? []), ...(en?.problems ?? [])];
  if (problems.length > 0 || !de || !en) return { problems };
  return { page: page.id, kind: page.kind, de, en };
}

export function readTranslations(
  root: string,
  pages: readonly PagePair[],
  open: OpenFiles,
  config?: SiteConfig,
): ProjectTranslations {
  const lock = openLock(root);
  const fields: FieldStatus[] = [];
  const stale: { key: string; line: number }[] = [];
  const problems: Problem[] = lock.refused ? [lock.refused] : [];
  const given = { config, texts: confirmedTexts(root) };
  const staleOf = (page: string, keys: Iterable<string>) =>
    stale.push(...[...keys].map((key) => ({ key: lockKey(page, key), line: lock.pages.get(page)!.get(key)!.line })));
  for (const page of pages) {
    const files = pageFiles(open(), page);
    if ("problems" in files) {
      problems.push(...files.problems);
      continue;
    }
    const found = pageStatuses(files, lock.pages.get(page.id) ?? new Map(), given);
    fields.push(...found.fields);
    staleOf(page.id, found.stale);
  }
  const known = new Set(pages.map((p) => p.id));
  for (const [page, entries] of lock.pages) if (!known.has(page)) staleOf(page, entries.keys());
  return { fields, stale: stale.sort((a, b) => a.line - b.line), mistakes: lock.mistakes, problems };
}

export type ConfirmWhich =
  | "all"
  | { readonly file: string; readonly line?: number }
  | { readonly page: string; readonly keys: readonly string[] };

/** Why a confirm of some pairs left the lock file as it was. */
export const UNREADABLE_LOCK = `${LOCK_PATH} was not changed: a confirm would drop the lines it cannot read. Keep either side of a conflict and confirm again, or confirm --all after a full review.`;

/** `all` replaces the file; other confirms leave one with unreadable lines (a conflict) alone: they would drop them. */
export function confirmTranslations(
  root: string,
  pages: readonly PagePair[],
  which: ConfirmWhich,
  open: OpenFiles,
  config: SiteConfig,
): { confirmed: number; problems: readonly Problem[] } {
  const refused = lockRefusal(root);
  if (refused) return { confirmed: 0, problems: [refused] };
  if (which === "all") return confirmAll(root, pages, open, config);
  const found = readTranslations(root, pages, open, config);
  if (found.mistakes.length > 0) return { confirmed: 0, problems: mistakeProblems(found.mistakes) };
  const chosen = found.fields.filter((f) => f.status !== "missing" && chosenBy(f, which));
  const { pages: confirmed } = openLock(root);
  // A touched page's confirmations move to their fields' keys now: one a moved item's key holds would be overwritten.
  const touched = new Set(chosen.map((f) => f.page));
  const moved = found.fields.flatMap((f) => {
    const entry = f.renamedFrom === undefined ? undefined : confirmed.get(f.page)?.get(f.renamedFrom);
    return entry && touched.has(f.page) ? [{ f, from: f.renamedFrom!, entry }] : [];
  });
  for (const { f, from } of moved) confirmed.get(f.page)!.delete(from);
  for (const { f, entry } of moved) confirmed.get(f.page)!.set(f.key, entry);
  for (const f of chosen) {
    if (!confirmed.has(f.page)) confirmed.set(f.page, new Map());
    confirmed.get(f.page)!.set(f.key, { ...confirmationOf({ de: f.de.text!, en: f.en.text! }, config), line: 0 });
  }
  if (chosen.length > 0)
    writeLock(
      root,
      [...confirmed].sort(([a], [b]) => byPageId(a, b)),
    );
  return { confirmed: chosen.length, problems: found.problems };
}

/** Page by page, written as it goes: a large site's texts are never all held. An unreadable file stops it first. */
function confirmAll(
  root: string,
  pages: readonly PagePair[],
  open: OpenFiles,
  config: SiteConfig,
): { confirmed: number; problems: readonly Problem[] } {
  const problems: Problem[] = [];
  let confirmed = 0;
  function* byPage() {
    for (const page of [...pages].sort((a, b) => byPageId(a.id, b.id))) {
      const files = pageFiles(open(), page);
      if ("problems" in files) {
        problems.push(...files.problems);
        continue;
      }
      const entries = new Map<string, Confirmation>();
      for (const pair of translatedPairs(files))
        if (pair.de.trim() && pair.en.trim()) entries.set(pair.key, confirmationOf(pair, config));
      confirmed += entries.size;
      yield [page.id, entries] as const;
    }
    if (problems.length > 0) throw NOT_WRITTEN;
  }
  try {
    writeLock(root, byPage());
  } catch (error) {
    if (error !== NOT_WRITTEN) throw error;
    return { confirmed: 0, problems };
  }
  return { confirmed, problems };
}
const NOT_WRITTEN = new Error("a file could not be read: the lock file stays as it was");

function chosenBy(field: FieldStatus, which: Exclude<ConfirmWhich, "all">): boolean {
  if ("keys" in which) return field.page === which.page && which.keys.includes(field.key);
  const file = which.file.replace(/^\.\//, "");
  return [field.de, field.en].some(
    (side) => side.file === file && (which.line === undefined || side.line === which.line),
  );
}
