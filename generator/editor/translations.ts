// The translation status the editor shows at each field and counts in the list, read through the project's
// translation API (generator/translations/): the editor keeps no status of its own. Pages are named by their page id,
// as everywhere else; files are read through the content files' guard.
import { parseSource } from "../load/parse-yaml.ts";
import { readContentFileSync } from "../load/read-content-file.ts";
import type { PagePair } from "../translations/lock.ts";
import { confirmTranslations, pageFiles, readTranslations, UNREADABLE_LOCK } from "../translations/project.ts";
import type { FieldStatusName } from "../model.ts";
import type { FieldStatus } from "../translations/status.ts";
import type { SiteConfig } from "../validate/schema/site.ts";
import { validateConfig } from "../validate/validate-site.ts";
import type { EditorPage } from "./editor-data.ts";

/** A field pair as the form needs it: where, which status, and what changed on each side since confirmation. */
export type FieldTranslation = Pick<FieldStatus, "path" | "key" | "status" | "changed" | "values"> & {
  readonly de: Pick<FieldStatus["de"], "text" | "diff">;
  readonly en: Pick<FieldStatus["en"], "text" | "diff">;
};

/** The editor's pages whose copy exists in both languages (the site's own data has none to translate). */
function pagePairs(pages: readonly EditorPage[]): PagePair[] {
  return pages.flatMap((p) =>
    p.kind !== "site" && p.files.de && p.files.en ? [{ id: p.id, kind: p.kind, ...p.files } as PagePair] : [],
  );
}

/** site.yaml's values, which a confirmed text depends on; undefined while it does not check. */
function siteConfig(root: string): SiteConfig | undefined {
  const read = readContentFileSync(root, "site.yaml");
  const checked =
    typeof read === "object" &&
    "text" in read &&
    validateConfig(parseSource("site.yaml", read.text), undefined, () => new Map());
  return checked && checked.ok ? checked.value : undefined;
}

/** The fields of `page` with their status, or none when it has one language or a file cannot be read. */
function fieldsOf(root: string, page: EditorPage): readonly FieldStatus[] {
  const [pair] = pagePairs([page]);
  const files = pair && pageFiles(root, pair);
  if (!files || "problems" in files) return []; // the form shows why
  return readTranslations(root, [pair], siteConfig(root)).fields;
}

/** Every translated field pair of the page; none when it has one language or a file cannot be read. */
export function pageTranslations(root: string, page: EditorPage, pages: readonly EditorPage[]): FieldTranslation[] {
  return fieldsOf(root, page).map((f) => ({
    path: f.path,
    key: f.key,
    status: f.status,
    ...(f.changed ? { changed: f.changed } : {}),
    ...(f.values ? { values: f.values } : {}),
    de: {
      text: f.de.text,
      ...(f.de.diff ? { diff: f.de.diff } : {}),
    },
    en: {
      text: f.en.text,
      ...(f.en.diff ? { diff: f.en.diff } : {}),
    },
  }));
}

/** How many pairs of each page have each status, by page id. */
export function statusCounts(
  root: string,
  pages: readonly EditorPage[],
): Map<string, Partial<Record<FieldStatusName, number>>> {
  const counts = new Map<string, Partial<Record<FieldStatusName, number>>>();
  for (const field of readTranslations(root, pagePairs(pages), siteConfig(root)).fields) {
    const count = counts.get(field.page) ?? {};
    count[field.status] = (count[field.status] ?? 0) + 1;
    counts.set(field.page, count);
  }
  return counts;
}

/** A pair as the form showed it when the translator confirmed it. */
export interface ShownPair {
  readonly key: string;
  readonly de: string;
  readonly en: string;
}

/**
 * Confirms the pairs of the page as the form showed them, all at once: only when every one of them says on disk
 * what it said in the form (the form saves first), so a confirmation never records a text the translator did not
 * see. Otherwise nothing is confirmed, and the answer names the first pair that is not as shown.
 */
export function confirmShown(
  root: string,
  page: EditorPage,
  shown: readonly ShownPair[],
  pages: readonly EditorPage[],
): { readonly confirmed: number } | { readonly status: 404 | 409; readonly message: string } {
  const fields = new Map(fieldsOf(root, page).map((f) => [f.key, f]));
  for (const pair of shown) {
    const field = fields.get(pair.key);
    if (!field || field.status === "missing")
      return { status: 404, message: `"${pair.key}" is no translated field of ${page.id} with both texts.` };
    if (field.de.text !== pair.de || field.en.text !== pair.en)
      return {
        status: 409,
        message: `The files say something else at "${pair.key}" than the form showed: save the form, then confirm.`,
      };
  }
  const keys = shown.map((pair) => pair.key);
  const config = siteConfig(root);
  if (!config) return { status: 409, message: "site.yaml has problems: fix them, then confirm." };
  const done = confirmTranslations(root, pagePairs(pages), { page: page.id, keys }, config);
  const unreadable = done.problems.find((p) => p.code === "TranslationLockInvalid");
  if (unreadable)
    return { status: 409, message: `line ${unreadable.at?.line}: ${unreadable.message}. ${UNREADABLE_LOCK}` };
  return { confirmed: done.confirmed };
}
