// The copy as pages print it: every string of the checked copy (content/, labels included) with the typography
// of its language (typography.ts), derived before React renders it. Because the islands' props are made of the
// same strings, the server HTML and the browser's render agree. Words are hyphenated by the browser
// (`hyphens: auto` with the page's `lang`, styles/10-base.css); the only soft hyphens are those an author wrote.
//
// What is not copy stays as written: link targets, URLs, dates, ids, icon names, page ids, and everything in
// site.yaml (its labels are those the spec fixes character for character: the header button, the breadcrumb
// labels, the navigation; its figures come into the copy through placeholders and are typeset there).
// Where a string is read as plain text outside the page (title, description, feeds, JSON-LD, preview images),
// `plain` (plain.ts) takes an author's soft hyphens out.
import type { Lang, PageEntry, Site } from "../model.ts";
import { NOT_COPY } from "../validate/schema/text.ts";
import { numbers, quotes, typography } from "./typography.ts";

/** Keys holding markup (legal pages): the rules for numbers apply only to the text between the tags. */
const MARKUP = new Set(["content"]);

/** A string of copy in `lang` as pages print it. */
export function typeset(text: string, lang: Lang, markup = false): string {
  if (!markup) return typography(text, lang);
  // Sanitised HTML (validate/check-pages.ts): Typograf keeps its tags as they are; the rules for numbers go only
  // between them, never into an attribute.
  return quotes(text, lang)
    .split(/(<[^>]*>)/)
    .map((part, i) => (i % 2 === 1 ? part : numbers(part, lang)))
    .join("");
}

// Kept per checked object: the dev server's BuildCache keeps a file's checked copy while the file is unchanged,
// so its typeset copy keeps its identity too, and the page's HTML is reused (render/render-page.tsx).
const done = new WeakMap<object, unknown>();

function walk(node: unknown, lang: Lang, key: string | undefined): unknown {
  if (typeof node === "string")
    return key !== undefined && NOT_COPY.has(key) ? node : typeset(node, lang, key !== undefined && MARKUP.has(key));
  if (node === null || typeof node !== "object") return node;
  if (Array.isArray(node)) {
    if (key !== undefined && NOT_COPY.has(key))
      return node.map((item) => (typeof item === "string" ? item : walk(item, lang, undefined)));
    return node.map((item) => walk(item, lang, key));
  }
  const out: Record<string, unknown> = {};
  for (const k in node) out[k] = walk((node as Record<string, unknown>)[k], lang, k);
  return out;
}

/** A checked copy (a page's content or the labels) as pages print it; the same object for the same copy. */
export function typesetCopy<T extends object>(copy: T, lang: Lang): T {
  let typed = done.get(copy) as T | undefined;
  if (typed === undefined) done.set(copy, (typed = walk(copy, lang, undefined) as T));
  return typed;
}

/** A page with its copy in each language as pages print it. */
export function typesetPage(entry: PageEntry): PageEntry {
  const { de, en } = entry.content;
  const content =
    en === undefined ? { de: typesetCopy(de, "de") } : { de: typesetCopy(de, "de"), en: typesetCopy(en, "en") };
  return { ...entry, content } as PageEntry;
}

/** The site as pages print it: its pages' copy and its labels typeset; site.yaml as written. */
export function typesetSite(site: Site): Site {
  return {
    ...site,
    ui: { de: typesetCopy(site.ui.de, "de"), en: typesetCopy(site.ui.en, "en") },
    pages: site.pages.map(typesetPage),
  };
}
