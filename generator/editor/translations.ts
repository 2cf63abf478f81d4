// The translation status the editor shows at each field and counts in the list, read through the project's
// translation API (generator/translations/): the editor keeps no status of its own.
import { confirmTranslations, pageFiles, readLock, readTranslations } from "../translations/project.ts";
import { pageStatuses, type FieldStatus, type FieldStatusName } from "../translations/status.ts";
import type { EditorPage } from "./editor-data.ts";

/** A field pair as the form needs it: where, which status, and what changed on each side since confirmation. */
export type FieldTranslation = Pick<FieldStatus, "path" | "key" | "status" | "changed"> & {
  readonly de: Pick<FieldStatus["de"], "text" | "confirmed" | "diff">;
  readonly en: Pick<FieldStatus["en"], "text" | "confirmed" | "diff">;
};

/** The name translations use for a page: its German file under content/de/ without `.yaml`. */
const pageName = (page: EditorPage) =>
  page.files.de?.startsWith("content/de/") && page.files.en ? page.files.de.slice(11, -5) : undefined;

/** Every translated field pair of the page; none when it has one language or a file does not parse. */
export function pageTranslations(root: string, page: EditorPage): FieldTranslation[] {
  const name = pageName(page);
  if (name === undefined) return [];
  let files: ReturnType<typeof pageFiles>;
  try {
    files = pageFiles(root, name);
  } catch {
    return []; // a file is missing or unreadable: the form shows why
  }
  if (!files) return [];
  return pageStatuses(files, readLock(root).entries).fields.map((f) => ({
    path: f.path,
    key: f.key,
    status: f.status,
    ...(f.changed ? { changed: f.changed } : {}),
    de: {
      text: f.de.text,
      ...(f.de.confirmed !== undefined ? { confirmed: f.de.confirmed } : {}),
      ...(f.de.diff ? { diff: f.de.diff } : {}),
    },
    en: {
      text: f.en.text,
      ...(f.en.confirmed !== undefined ? { confirmed: f.en.confirmed } : {}),
      ...(f.en.diff ? { diff: f.en.diff } : {}),
    },
  }));
}

/** How many pairs of each page have each status, by page id. */
export async function statusCounts(
  root: string,
  pages: readonly EditorPage[],
): Promise<Map<string, Partial<Record<FieldStatusName, number>>>> {
  const counts = new Map<string, Partial<Record<FieldStatusName, number>>>();
  const { fields } = await readTranslations(root).catch(() => ({ fields: [] as FieldStatus[] }));
  const byName = new Map(pages.map((p) => [pageName(p), p.id]));
  for (const field of fields) {
    const id = byName.get(field.page);
    if (id === undefined) continue;
    const count = counts.get(id) ?? {};
    count[field.status] = (count[field.status] ?? 0) + 1;
    counts.set(id, count);
  }
  return counts;
}

/** Confirms the pair `key` of the page (its current German and English text say the same); false when there is none. */
export async function confirmField(root: string, page: EditorPage, key: string): Promise<boolean> {
  const name = pageName(page);
  const files = name === undefined ? undefined : pageFiles(root, name);
  const field = files ? pageStatuses(files, readLock(root).entries).fields.find((f) => f.key === key) : undefined;
  if (!field || field.status === "missing") return false;
  await confirmTranslations(root, { file: field.de.file, line: field.de.line });
  return true;
}
