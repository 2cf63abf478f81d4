// Descriptions, examples and roles on the zod schemas: what editors show while typing, and what a field is.
import type { z } from "zod";

/** `schema` with a description and, when given, an example, both shown by the editor while typing. */
export function doc<T extends z.ZodType>(schema: T, description: string, example?: unknown): T {
  return schema.meta(example === undefined ? { description } : { description, examples: [example] });
}

/** `schema` with a short label for the editor's form, where its key says too little (`q` → "Question"). */
export function titled<T extends z.ZodType>(title: string, schema: T): T {
  return schema.meta({ title });
}

/**
 * What a field is, declared once where its shape is built and read by the one walk over the copy (walk.ts):
 * `text` is copy to typeset, translate and check against the glossary; `name` is such a text that names its item
 * in a list (two items with one name are one item pasted twice); `html` is copy as HTML (a legal page's `content`);
 * `link` a link target (links.ts), `article` the page id of an article, `anchor` a section's id on its page;
 * `date`, `number`, `identifier` (an icon, a layout), `url` and `email` are values. A string the schema declares
 * nothing for is text; numbers, enums and literals, dates, URLs and e-mail addresses say it by their type.
 */
export type Role =
  "text" | "name" | "html" | "link" | "article" | "anchor" | "date" | "number" | "identifier" | "url" | "email";

/** `schema` declared as a field of `role` (the JSON Schemas carry it to the editor's form). */
export function role<T extends z.ZodType>(role: Role, schema: T): T {
  return schema.meta({ role });
}
