// The translation status of a whole project, read from its files, and the one act that changes it: confirming.
// What `sitegen translations`, `sitegen check` and the editor call. Every file is read through the content files'
// guard (load/read-content-file.ts), and the lock file is written at once (write/atomic.ts).
import { loadSources } from "../load/load-sources.ts";
import { parseSource } from "../load/parse-yaml.ts";
import { readContentFileSync, realRootOf } from "../load/read-content-file.ts";
import type { LockMistake, Problem } from "../model.ts";
import { contentPath } from "../validate/check-pages.ts";
import type { SiteConfig } from "../validate/schema/site.ts";
import { validateConfig } from "../validate/validate-site.ts";
import { keyOf } from "./field-pairs.ts";
import { lockKey, lockRefusal, readLock, writeLock, type PagePair } from "./lock.ts";
import { pageStatus, pageStatuses, translatedPairs, type FieldStatus, type PageFiles } from "./status.ts";

export interface ProjectTranslations {
  /** Every translated field pair of every page that exists in both languages, page by page in route order. */
  readonly fields: readonly FieldStatus[];
  /** Lock entries whose field no longer exists in either language (removed, or renamed and changed). */
  readonly stale: readonly { readonly key: string; readonly line: number }[];
  /** Lines of the lock file that could not be read. */
  readonly mistakes: readonly LockMistake[];
  /** Files that could not be read (a link out of the project, a FIFO, a YAML mistake …): their pages are left out. */
  readonly problems: readonly Problem[];
  readonly lockExists: boolean;
}

/**
 * The pages of `root` whose copy exists in both languages, by page id in route order, and the labels (`ui`); or the
 * problems that keep site.yaml's route table from being read.
 */
export async function projectPages(
  root: string,
): Promise<{ pages: PagePair[]; problems: readonly Problem[]; config?: SiteConfig }> {
  const sources = await loadSources(root);
  if (!sources.site || sources.problems.length > 0) return { pages: [], problems: sources.problems };
  const checked = validateConfig(sources.site, undefined, () => new Map());
  if (!checked.ok) return { pages: [], problems: checked.problems };
  const pages = checked.value.routes.flatMap((route) =>
    route.en === undefined
      ? []
      : [{ id: route.page, kind: route.kind, de: contentPath(route, "de"), en: contentPath(route, "en") }],
  );
  return {
    pages: [...pages, { id: "ui", kind: "ui" as const, de: "content/de/ui.yaml", en: "content/en/ui.yaml" }],
    problems: [],
    config: checked.value,
  };
}

/** A page's German and English files, parsed, or the problems that keep one from being read. */
export function pageFiles(root: string, page: PagePair): PageFiles | { readonly problems: readonly Problem[] } {
  const realRoot = realRootOf(root);
  const problems: Problem[] = [];
  const [de, en] = ([page.de, page.en] as const).map((path) => {
    const read = readContentFileSync(root, path, realRoot);
    if (read === "missing") return undefined;
    if ("problem" in read) return void problems.push(read.problem);
    const file = parseSource(path, read.text);
    problems.push(...file.problems);
    return file;
  });
  if (problems.length > 0 || !de || !en) return { problems };
  return { page: page.id, kind: page.kind, de, en };
}

/** The status of every field pair of `pages` (projectPages, or the editor's pages) in the project at `root`. */
export function readTranslations(root: string, pages: readonly PagePair[]): ProjectTranslations {
  const lock = readLock(root, pages);
  const fields: FieldStatus[] = [];
  const stale: string[] = [];
  const problems: Problem[] = lock.refused ? [lock.refused] : [];
  for (const page of pages) {
    const files = pageFiles(root, page);
    if ("problems" in files) {
      problems.push(...files.problems);
      continue;
    }
    const found = pageStatuses(files, lock.entries);
    fields.push(...found.fields);
    stale.push(...found.stale);
  }
  const known = new Set(pages.map((p) => p.id));
  for (const key of lock.entries.keys()) if (!known.has(key.slice(0, key.indexOf(" ")))) stale.push(key);
  return {
    fields,
    stale: stale.map((key) => ({ key, line: lock.entries.get(key)!.line })).sort((a, b) => a.line - b.line),
    mistakes: lock.mistakes,
    problems,
    lockExists: lock.exists,
  };
}

/**
 * Which pairs to confirm: all of them, those of one file (German or English) or the one at a line of it, or pairs
 * of one page by their keys (what the editor's "confirm" buttons know).
 */
export type ConfirmWhich =
  | "all"
  | { readonly file: string; readonly line?: number }
  | { readonly page: string; readonly keys: readonly string[] };

/**
 * Records the current text of the chosen pairs as confirmed and writes the lock file (sorted, at once, in the
 * current form). Confirming all also drops stale entries and unreadable lines. A file or lock file that may not be
 * read confirms nothing and leaves the lock file as it was: its problems are returned.
 */
export function confirmTranslations(
  root: string,
  pages: readonly PagePair[],
  which: ConfirmWhich,
): { confirmed: number; problems: readonly Problem[] } {
  const refused = lockRefusal(root);
  if (refused) return { confirmed: 0, problems: [refused] };
  if (which === "all") return confirmAll(root, pages);
  const found = readTranslations(root, pages);
  const chosen = found.fields.filter((f) => f.status !== "missing" && chosenBy(f, which));
  const entries = new Map<string, { de: string; en: string }>(readLock(root, pages).entries);
  // Every confirmation of a chosen pair's page moves to its field's key as it is now: one left under a key that a
  // moved list item now holds would be overwritten by the next confirm of that item.
  const touched = new Set(chosen.map((f) => f.page));
  const moved = found.fields.flatMap((f) => {
    const from = f.renamedFrom === undefined || !touched.has(f.page) ? undefined : lockKey(f.page, f.renamedFrom);
    const entry = from === undefined ? undefined : entries.get(from);
    return entry ? [{ from: from!, to: lockKey(f.page, f.key), entry }] : [];
  });
  for (const { from } of moved) entries.delete(from);
  for (const { to, entry } of moved) entries.set(to, entry);
  for (const f of chosen) entries.set(lockKey(f.page, f.key), { de: f.de.text!, en: f.en.text! });
  if (chosen.length > 0) writeLock(root, [entries]);
  return { confirmed: chosen.length, problems: found.problems };
}

/**
 * Every pair confirmed, page by page, written as it goes: a large site's texts are never all held (nor located:
 * confirming needs no line numbers). Any file that cannot be read stops it before the lock file is replaced.
 */
function confirmAll(root: string, pages: readonly PagePair[]): { confirmed: number; problems: readonly Problem[] } {
  const problems: Problem[] = [];
  let confirmed = 0;
  function* byPage() {
    for (const page of [...pages].sort((a, b) => (a.id + " " < b.id + " " ? -1 : 1))) {
      const files = pageFiles(root, page);
      if ("problems" in files) {
        problems.push(...files.problems);
        continue;
      }
      const pairs = translatedPairs(files).map((p) => ({ ...p, key: keyOf(p.path) }));
      const { states } = pageStatus(pairs, new Map());
      const entries = new Map<string, { de: string; en: string }>();
      for (const [i, pair] of pairs.entries())
        if (states[i]!.status !== "missing") entries.set(lockKey(page.id, pair.key), { de: pair.de!, en: pair.en! });
      confirmed += entries.size;
      yield entries;
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
