// The copy as pages print it, typeset (typography.ts) before React renders it, so islands' props and server HTML
// agree. What is not copy stays as written: fields whose schema declares no text or HTML, and all of site.yaml (the
// spec fixes its labels character for character; its figures are typeset where placeholders put them).
import type { z } from "zod";
import type { Lang, PageEntry, Site } from "../model.ts";
import { isCopy, mapFields } from "../validate/schema/walk.ts";
import { quotes, spacing, typography } from "./typography.ts";
import { pageKind } from "../page-kinds.ts";
import { uiSchema } from "../validate/schema/ui.ts";

export function typeset(text: string, lang: Lang, markup = false): string {
  if (!markup) return typography(text, lang);
  // Sanitised HTML: Typograf keeps its tags; spaces and dashes are set between them, never into an attribute.
  return quotes(text, lang)
    .split(/(<[^>]*>)/)
    .map((part, i) => (i % 2 === 1 ? part : spacing(part, lang)))
    .join("");
}

// Kept per checked object (the dev BuildCache keeps it while the file is unchanged): the page's HTML is reused.
const done = new WeakMap<object, unknown>();
/** The typeset copy of `copy` made here, or (given `typed`, as a build kept it with the check: page-cache.ts) taken. */
export function typesetOf(copy: object, typed?: unknown): unknown {
  if (typed !== undefined) done.set(copy, typed);
  return done.get(copy);
}

/** A checked copy (a page's content or the labels) as pages print it; the same object for the same copy. */
function typesetCopy<T extends object>(copy: T, lang: Lang, schema: z.ZodType): T {
  let typed = done.get(copy) as T | undefined;
  if (typed === undefined)
    done.set(
      copy,
      (typed = mapFields(schema, copy, (text, _path, role) =>
        isCopy(role) ? typeset(text, lang, role === "html") : text,
      ) as T),
    );
  return typed;
}

export function typesetPage(entry: PageEntry): PageEntry {
  const schema = pageKind(entry.kind).schema;
  const typeset = Object.entries(entry.content).map(([lang, copy]) => [lang, typesetCopy(copy, lang as Lang, schema)]);
  return { ...entry, content: Object.fromEntries(typeset) } as PageEntry;
}

/** The site as pages print it: its pages' copy and its labels typeset; site.yaml as written. */
export function typesetSite(site: Site): Site {
  return {
    ...site,
    ui: { de: typesetCopy(site.ui.de, "de", uiSchema), en: typesetCopy(site.ui.en, "en", uiSchema) },
    pages: site.pages.map(typesetPage),
  };
}
