// What the form shows beside a value that copy reads through a placeholder: what each placeholder prints on a page
// in each language ("Reads:" under a field), which pages write each one, and the figures the build computes with
// their formulas. All from the build's own code (placeholders.ts, derived-figures.ts), never worked out again here.
import type { Lang } from "../model.ts";
import { placeholdersIn, placeholderValues } from "../validate/placeholders.ts";
import { DERIVED_FIGURES } from "../validate/schema/derived-figures.ts";
import { withDerived } from "../validate/schema/site.ts";
import { plain } from "./edited.ts";
import { readFileState, type EditorPage, type FileState } from "./editor-data.ts";
import { siteSchema } from "../page-kinds.ts";

/** A page as a list of pages names it. */
export type PageNamed = Pick<EditorPage, "id" | "kind" | "names">;

export interface SiteFacts {
  /** Per language, every placeholder name with what a page shows for it; empty while site.yaml does not check. */
  readonly reads: Partial<Record<Lang, Readonly<Record<string, string>>>>;
  /** For site.yaml's form: each placeholder name with the pages whose copy writes it (shown by their names). */
  readonly uses?: Readonly<Record<string, readonly PageNamed[]>>;
  /** For site.yaml's form: the figures the build computes, with the formula and what the pages show. */
  readonly computed?: readonly { readonly name: string; readonly formula: string; readonly value: string }[];
}

export async function siteFacts(
  root: string,
  site: FileState,
  page: EditorPage,
  pages: readonly EditorPage[],
): Promise<SiteFacts> {
  const checked = site.value === undefined ? undefined : siteSchema.safeParse(plain(site.value));
  if (!checked?.success) return { reads: {} };
  const config = withDerived(checked.data);
  const reads = { de: placeholderValues(config, "de"), en: placeholderValues(config, "en") };
  if (page.kind !== "site") return { reads };
  const uses: Record<string, PageNamed[]> = {};
  for (const { id, kind, names, files } of pages.filter((p) => p.kind !== "site"))
    for (const path of new Set(Object.values(files))) {
      const file = await readFileState(root, path);
      for (const name of placeholdersIn(file.text))
        if (!uses[name]?.some((p) => p.id === id)) (uses[name] ??= []).push({ id, kind, ...(names && { names }) });
    }
  const computed = Object.entries(DERIVED_FIGURES).map(([name, { formula }]) => ({
    name,
    formula,
    value: reads.de[`figures.${name}`] ?? "",
  }));
  return { reads, uses, computed };
}
