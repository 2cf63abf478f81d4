// Descriptions, examples and roles on the zod schemas: what editors show while typing, and what a field is.
import type { z } from "zod";

/** Help for editors in English and German, the German label of the form (English reads the key) and an example. */
export interface Said {
  readonly en: string;
  readonly de: string;
  readonly label?: string;
  readonly example?: unknown;
}

/** The German words of a field (`x-de`, for the editor's form); `description` and `title` stay English for editors. */
export interface GermanMeta {
  readonly title?: string;
  readonly description?: string;
}

/** `schema` with its `x-de` extended by `german` (a title and a description are declared one at a time). */
function withGerman<T extends z.ZodType>(schema: T, meta: Record<string, unknown>, german: GermanMeta): T {
  const had = (schema.meta()?.["x-de"] ?? {}) as GermanMeta;
  return schema.meta({ ...meta, "x-de": { ...had, ...german } });
}

/** `schema` with a description and, when given, an example, both shown by the editor while typing. */
export function doc<T extends z.ZodType>(schema: T, description: Said, example = description.example): T {
  const meta =
    example === undefined ? { description: description.en } : { description: description.en, examples: [example] };
  const title = description.label ? { title: description.label } : {};
  return withGerman(schema, meta, { description: description.de, ...title });
}

/** Docs of many fields, a line each: `key | German label | English | German | example?` (JSON, or text). */
export function saidTable(rows: string): (key: string) => Said {
  const table = new Map(
    rows
      .trim()
      .split("\n")
      .map((line) => {
        const [key, label, en, de, example] = line.split("|").map((cell) => cell.trim());
        return [key!, { label: label!, en: en!, de: de!, ...(example ? { example: json(example) } : {}) }] as const;
      }),
  );
  return (key) => {
    const row = table.get(key);
    if (!row?.de) throw new Error(`saidTable: no row for \`${key}\``);
    return row;
  };
}

const json = (cell: string): unknown => {
  try {
    return JSON.parse(cell);
  } catch {
    return cell;
  }
};

/** `field(schema, key)`: `schema` documented by its row of the table `rows` (saidTable). */
export function docTable(rows: string): <T extends z.ZodType>(schema: T, key: string) => T {
  const said = saidTable(rows);
  return (schema, key) => doc(schema, said(key));
}

/** `schema` with its label in the editor's form where its own docs give none (a list's item: "Column 2"). */
export function titled<T extends z.ZodType>(title: string | Said, schema: T): T {
  if (typeof title === "string") return withGerman(schema, {}, { title });
  return withGerman(schema, { title: title.en }, { title: title.de });
}

/**
 * What a field is, declared once where its shape is built and read by the one walk over the copy (walk.ts):
 * `text` is copy to typeset, translate and check against the glossary; `name` is such a text that names its item
 * in a list (two items with one name are one item pasted twice); `html` is copy as HTML (a legal page's `content`);
 * `link` a link target (links.ts), `page` a page id, `article` the page id of an article, `anchor` a section's id,
 * `external` a name under site.yaml's `external`;
 * `date`, `number`, `identifier` (an icon, a layout), `url` and `email` are values. A string the schema declares
 * nothing for is text; numbers, enums and literals, dates, URLs and e-mail addresses say it by their type.
 */
export type Role =
  | "text"
  | "name"
  | "html"
  | "link"
  | "page"
  | "article"
  | "anchor"
  | "external"
  | "date"
  | "number"
  | "identifier"
  | "url"
  | "email";

/** A table's rows: the editor names each "Row n" and each cell by its heading in the sibling list `headings`. */
export function rowsHeadedBy<T extends z.ZodType>(headings: string, schema: T): T {
  return schema.meta({ "x-headings": headings });
}

/** `schema` declared as a field of `role` (the JSON Schemas carry it to the editor's form). */
export function role<T extends z.ZodType>(role: Role, schema: T): T {
  return schema.meta({ role });
}
