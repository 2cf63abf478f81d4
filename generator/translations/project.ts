// The translation status of a whole project, read from its files, and the one act that changes it: confirming.
// What `sitegen translations`, `sitegen check` and the editor call; the lock file is written atomically.
// For one page: `pageStatuses(pageFiles(root, "faq")!, readLock(root).entries)` (status.ts).
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { parseSource } from "../load/parse-yaml.ts";
import { listContentYaml } from "../load/read-content-file.ts";
import { checkPagePair, noCounts } from "./cross-language.ts";
import { keyOf } from "./field-pairs.ts";
import { fileDigest, formatLock, lockKey, LOCK_PATH, parseLock, shortHash } from "./lock-file.ts";
import type { LockEntry, LockMistake, Seal } from "./lock-file.ts";
import { pageStatuses, translatedPairs, type FieldStatus, type PageFiles } from "./status.ts";

export interface ProjectTranslations {
  /** Every translated field pair of every page that exists in both languages, page by page in file order. */
  readonly fields: readonly FieldStatus[];
  /** Lock entries whose field no longer exists in either language (removed, or renamed and changed). */
  readonly stale: readonly { readonly key: string; readonly line: number }[];
  /** Lines of the lock file that could not be read. */
  readonly mistakes: readonly LockMistake[];
  readonly lockExists: boolean;
}

/** The pages of `root` that exist in both languages, by their name under content/<lang>/ without `.yaml`. */
export async function pagePairs(root: string): Promise<string[]> {
  const german = await listContentYaml(root, "content/de");
  return german
    .map((path) => path.slice("content/de/".length).replace(/\.ya?ml$/, ""))
    .filter((page) => existsSync(join(root, `content/en/${page}.yaml`)));
}

/** The status of every field pair of the project at `root`. */
export async function readTranslations(root: string): Promise<ProjectTranslations> {
  const lock = readLock(root);
  const fields: FieldStatus[] = [];
  const stale: { key: string; line: number }[] = [];
  const pages = await pagePairs(root);
  for (const page of pages) {
    const files = pageFiles(root, page);
    if (!files) continue;
    const found = pageStatuses(files, lock.entries);
    fields.push(...found.fields);
    for (const [key, entry] of found.stale) stale.push({ key, line: entry.line });
  }
  const known = new Set(pages);
  for (const [key, entry] of lock.entries) {
    if (!known.has(key.slice(0, key.indexOf(" ")))) stale.push({ key, line: entry.line });
  }
  stale.sort((a, b) => a.line - b.line);
  return { fields, stale, mistakes: lock.mistakes, lockExists: lock.exists };
}

/**
 * Which pairs to confirm: all of them, those of one file (German or English) or the one at a line of it, or one
 * pair by its page and key (what an editor's "confirm" button knows).
 */
export type ConfirmWhich =
  "all" | { readonly file: string; readonly line?: number } | { readonly page: string; readonly key: string };

/**
 * Records the current text of the chosen pairs as confirmed and writes the lock file (sorted, atomically).
 * Confirming all also drops stale entries and unreadable lines. Returns how many pairs were confirmed.
 */
export async function confirmTranslations(root: string, which: ConfirmWhich): Promise<{ confirmed: number }> {
  if (which === "all") return confirmAll(root);
  const { fields } = await readTranslations(root);
  const chosen = fields.filter((f) => f.status !== "missing" && chosenBy(f, which));
  const entries = new Map<string, { de: string; en: string }>(readLock(root).entries);
  for (const f of chosen) {
    if (f.renamedFrom) entries.delete(lockKey(f.page, f.renamedFrom));
    entries.set(lockKey(f.page, f.key), { de: f.de.text!, en: f.en.text! });
  }
  const byPage = new Map<string, Map<string, { de: string; en: string }>>();
  for (const [key, texts] of entries) {
    const page = key.slice(0, key.indexOf(" "));
    if (!byPage.has(page)) byPage.set(page, new Map());
    byPage.get(page)!.set(key, texts);
  }
  const seals = new Map<string, Seal>();
  for (const page of await pagePairs(root)) {
    const files = pageFiles(root, page);
    const seal = files && sealOf(files, byPage.get(page) ?? new Map());
    if (seal) seals.set(page, seal);
  }
  writeLock(root, entries, seals);
  return { confirmed: chosen.length };
}

/**
 * Every pair confirmed, page by page, written as it goes: a large site's texts are never all held (nor located:
 * confirming needs no line numbers).
 */
async function confirmAll(root: string): Promise<{ confirmed: number }> {
  const pages = (await pagePairs(root)).sort((a, b) => (a + " " < b + " " ? -1 : 1)); // the order of the keys
  const path = join(root, LOCK_PATH);
  const temp = `${path}.${process.pid}.tmp`;
  const fd = openSync(temp, "w");
  let confirmed = 0;
  try {
    writeSync(fd, formatLock(new Map(), new Map()));
    for (const page of pages) {
      const files = pageFiles(root, page);
      if (!files) continue;
      const entries = new Map<string, { de: string; en: string }>();
      for (const pair of translatedPairs(files.de.value, files.en.value)) {
        if (pair.de?.trim() && pair.en?.trim())
          entries.set(lockKey(page, keyOf(pair.path)), { de: pair.de, en: pair.en });
      }
      confirmed += entries.size;
      const seal = sealOf(files, entries);
      const seals = new Map(seal ? [[page, seal]] : []);
      if (entries.size > 0 || seal) writeSync(fd, formatLock(entries, seals, false));
    }
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
  return { confirmed };
}

function chosenBy(field: FieldStatus, which: Exclude<ConfirmWhich, "all">): boolean {
  if ("key" in which) return field.page === which.page && field.key === which.key;
  const file = which.file.replace(/^\.\//, "");
  return [field.de, field.en].some(
    (side) => side.file === file && (which.line === undefined || side.line === which.line),
  );
}

/** The lock file of `root`, parsed; an absent file is an empty lock. */
export function readLock(root: string): {
  entries: ReadonlyMap<string, LockEntry>;
  mistakes: readonly LockMistake[];
  exists: boolean;
} {
  const path = join(root, LOCK_PATH);
  if (!existsSync(path)) return { entries: new Map(), mistakes: [], exists: false };
  return { ...parseLock(readFileSync(path, "utf8")), exists: true };
}

/** Writes the lock file through a temporary file renamed over it, so no reader ever sees half a lock file. */
export function writeLock(
  root: string,
  entries: ReadonlyMap<string, { readonly de: string; readonly en: string }>,
  seals: ReadonlyMap<string, Seal>,
) {
  const path = join(root, LOCK_PATH);
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, formatLock(entries, seals));
  renameSync(temp, path);
}

/**
 * The seal of a page against the confirmed texts `entries` of its pairs: its files' digests and counts when every
 * pair is in sync and the build's comparison finds nothing; otherwise none, and the build reads its fields.
 */
function sealOf(files: PageFiles, entries: ReadonlyMap<string, { readonly de: string; readonly en: string }>) {
  const prefix = lockKey(files.page, "");
  const confirmed = new Map<string, { de: string; en: string }>();
  for (const [key, { de, en }] of entries)
    if (key.startsWith(prefix)) confirmed.set(key.slice(prefix.length), { de: shortHash(de), en: shortHash(en) });
  const counts = noCounts();
  const problems = checkPagePair(files.de.value, files.en.value, confirmed, counts);
  if (problems.length > 0 || counts.outdated > 0 || counts.unconfirmed > 0) return undefined;
  const [de, en] = [fileDigest(files.de.text), fileDigest(files.en.text)];
  return { de, en, inSync: counts["in-sync"], missing: counts.missing } satisfies Seal;
}

/** A page's German and English files, parsed, or undefined when one cannot be read. */
export function pageFiles(root: string, page: string) {
  const read = (lang: "de" | "en") => {
    const path = `content/${lang}/${page}.yaml`;
    return parseSource(path, readFileSync(join(root, path), "utf8"));
  };
  const de = read("de");
  const en = read("en");
  return de.problems.length > 0 || en.problems.length > 0 ? undefined : { page, de, en };
}
