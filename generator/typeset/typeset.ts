// The copy as pages print it: every string of the checked copy (content/, labels included) with the typography
// of its language (typography.ts), derived before React renders it. Because the islands' props are made of the
// same strings, the server HTML and the browser's render agree. Words are hyphenated by the browser
// (`hyphens: auto` with the page's `lang`, styles/10-base.css); the only soft hyphens are those an author wrote.
//
// What is not copy stays as written: every field whose schema declares it no text or HTML (validate/schema/doc.ts:
// link targets, URLs, dates, ids, icons, page ids), and everything in site.yaml (its labels are those the spec
// fixes character for character: the header button, the breadcrumb labels, the navigation; its figures come into
// the copy through placeholders and are typeset there).
// A page's copy also gets a soft hyphen at each joint of the compounds site.yaml's `joints` lists, wherever it writes
// one: not the labels, which templates also put into attributes (aria-label, data-*).
// Where a string is read as plain text outside the page (title, description, feeds, JSON-LD, preview images),
// `plain` (plain.ts) takes the soft hyphens out.
import type { z } from "zod";
import type { Lang, PageEntry, Site } from "../model.ts";
import type { SiteConfig } from "../validate/schema/site.ts";
import { isCopy, mapFields } from "../validate/schema/walk.ts";
import { SOFT_HYPHEN } from "./plain.ts";
import { quotes, spacing, typography } from "./typography.ts";
import { pageKind } from "../page-kinds.ts";
import { uiSchema } from "../validate/schema/ui.ts";

/** A string of copy in `lang` as pages print it. */
export function typeset(text: string, lang: Lang, markup = false): string {
  if (!markup) return typography(text, lang);
  // Sanitised HTML (validate/check-pages.ts): Typograf keeps its tags as they are; the spaces and dashes are set only
  // between them, never into an attribute.
  return quotes(text, lang)
    .split(/(<[^>]*>)/)
    .map((part, i) => (i % 2 === 1 ? part : spacing(part, lang)))
    .join("");
}

/** The compounds of `joints` as copy writes them (case as written, also inside a longer word), each with its hyphens. */
interface Joints {
  readonly pattern: RegExp | undefined;
  readonly hyphenated: ReadonlyMap<string, string>;
  /** Each checked copy typeset with these joints (see typesetCopy). */
  readonly done: WeakMap<object, unknown>;
}
const compiled = new WeakMap<readonly string[], Joints>();
const NO_JOINTS: Joints = { pattern: undefined, hyphenated: new Map(), done: new WeakMap() };

function jointsOf(config: SiteConfig): Joints {
  let joints = compiled.get(config.joints);
  if (joints === undefined) {
    const hyphenated = new Map(config.joints.map((j) => [j.replaceAll("|", ""), j.replaceAll("|", SOFT_HYPHEN)]));
    // One scan of literal words, without the `u` flag: about half the cost of the same pattern with it. A `test` that
    // fails leaves it at the start, and `replace` starts there anyway.
    const pattern = hyphenated.size > 0 ? new RegExp([...hyphenated.keys()].join("|"), "g") : undefined;
    compiled.set(config.joints, (joints = { pattern, hyphenated, done: new WeakMap() }));
  }
  return joints;
}

/** `text` with a soft hyphen at each joint of `joints`; in HTML only between its tags. */
function joined(text: string, joints: Joints, markup: boolean): string {
  const { pattern, hyphenated } = joints;
  if (pattern === undefined || !pattern.test(text)) return text;
  const join = (word: string) => hyphenated.get(word) ?? word;
  if (!markup) return text.replace(pattern, join);
  return text
    .split(/(<[^>]*>)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(pattern, join)))
    .join("");
}

// Kept per checked object: the dev server's BuildCache keeps a file's checked copy while the file is unchanged,
// so its typeset copy keeps its identity too, and the page's HTML is reused (render/render-page.tsx).
/** A checked copy (a page's content or the labels) as pages print it; the same object for the same copy. */
function typesetCopy<T extends object>(copy: T, lang: Lang, schema: z.ZodType, joints: Joints): T {
  let typed = joints.done.get(copy) as T | undefined;
  if (typed === undefined)
    joints.done.set(
      copy,
      (typed = mapFields(schema, copy, (text, _path, role) =>
        isCopy(role) ? typeset(joined(text, joints, role === "html"), lang, role === "html") : text,
      ) as T),
    );
  return typed;
}

/** A page with its copy in each language as pages print it. */
export function typesetPage(entry: PageEntry, config: SiteConfig): PageEntry {
  const { de, en } = entry.content;
  const schema = pageKind(entry.kind).schema;
  const joints = jointsOf(config);
  const content =
    en === undefined
      ? { de: typesetCopy(de, "de", schema, joints) }
      : { de: typesetCopy(de, "de", schema, joints), en: typesetCopy(en, "en", schema, joints) };
  return { ...entry, content } as PageEntry;
}

/** The site as pages print it: its pages' copy and its labels typeset; site.yaml as written. */
export function typesetSite(site: Site): Site {
  return {
    ...site,
    ui: {
      de: typesetCopy(site.ui.de, "de", uiSchema, NO_JOINTS),
      en: typesetCopy(site.ui.en, "en", uiSchema, NO_JOINTS),
    },
    pages: site.pages.map((page) => typesetPage(page, site.config)),
  };
}
