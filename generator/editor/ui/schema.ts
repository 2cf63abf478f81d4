// Reading the JSON Schema (made from the zod schemas) for one field: its node and control; a new value from it.
import { isGroup, isList, type Key, type Value } from "./tree.ts";

/** A node of the JSON Schemas the server sends (validate/json-schemas.ts; the x- keys: validate/schema/doc.ts). */
export interface Schema {
  readonly role?: string;
  readonly type?: string | readonly string[];
  readonly description?: string;
  readonly title?: string;
  readonly "x-de"?: { readonly title?: string; readonly description?: string };
  /** A key of site.yaml the form leaves to the file. */
  readonly editor?: false;
  /** On a table's rows: the sibling key whose list names the cells. */
  readonly "x-headings"?: string;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly items?: Schema;
  readonly anyOf?: readonly Schema[];
  readonly oneOf?: readonly Schema[];
  readonly minItems?: number;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly pattern?: string;
  readonly format?: string;
  readonly $ref?: string;
  readonly definitions?: Readonly<Record<string, Schema>>;
  readonly $defs?: Readonly<Record<string, Schema>>;
}

export function resolve(root: Schema, node: Schema | undefined): Schema | undefined {
  if (!node?.$ref) return node;
  const name = node.$ref.replace(/^#\/(definitions|\$defs)\//, "");
  return resolve(root, root.definitions?.[name] ?? root.$defs?.[name]);
}

/** The schema of `key` inside `node`, for the value there (a union picks the variant its `kind` names). */
export function child(root: Schema, node: Schema | undefined, key: Key, value: Value | undefined): Schema | undefined {
  const here = variant(root, resolve(root, node), value);
  if (typeof key === "number") return resolve(root, here?.items);
  return variant(root, resolve(root, here?.properties?.[key]), undefined);
}

function variant(root: Schema, node: Schema | undefined, value: Value | undefined): Schema | undefined {
  const options = node?.anyOf ?? node?.oneOf;
  if (!options || node?.properties || node?.role) return node; // a field with a role is one field, whatever it allows
  const resolved = options.map((o) => resolve(root, o)!);
  const kind = typeof value === "object" && value !== null && "kind" in value ? value.kind : undefined;
  const byKind = resolved.find((o) => o.properties?.["kind"]?.const === kind);
  // Without a kind, the choice whose keys the value has (a navigation link: to a page, or to an external URL).
  const keys = kind === undefined && typeof value === "object" && value !== null ? Object.keys(value) : [];
  const fits =
    keys.length > 0 ? resolved.find((o) => o.properties && keys.every((k) => k in o.properties!)) : undefined;
  const described = { ...(fits ?? byKind ?? resolved.find((o) => o.properties) ?? node) } as Schema;
  if (!node?.description || described.description) return described;
  return { ...described, description: node.description, "x-de": { ...described["x-de"], ...node["x-de"] } };
}

export type Control = "text" | "textarea" | "number" | "checkbox" | "select" | "pick" | "date" | "link" | "html";

/** A value's role: its own, or that of its one-value choice (a teaser: an article's id, or a group of keys). */
export const roleOf = (node: Schema | undefined) => node?.role ?? node?.anyOf?.find((o) => o.role)?.role;

export function controlOf(node: Schema | undefined, values: readonly (Value | undefined)[]): Control {
  const types = [node?.type, ...(node?.anyOf ?? []).map((o) => o.type)].flat();
  if (node?.role === "link") return "link";
  // A page chosen by its title, an external address by its label.
  if (roleOf(node) === "page" || roleOf(node) === "article" || roleOf(node) === "external") return "pick";
  if (node?.role === "html") return "html"; // a legal page's text (legal-editor.tsx)
  if (node?.enum) return "select";
  if (types.includes("number") || types.includes("integer")) return "number";
  if (types.includes("boolean")) return "checkbox";
  if (node?.format === "date" || node?.pattern?.includes("\\d{4}-")) return "date";
  const long = values.some((v) => typeof v === "string" && (v.length > 70 || v.includes("\n")));
  return long ? "textarea" : "text";
}

/**
 * A new value from the schema, as plain data: every required key, texts and numbers "", lists with at least one
 * item; a choice of shapes takes the variant of `like` (a new item's sibling), else the first with keys.
 */
export function emptyOf(root: Schema, node: Schema | undefined, like?: unknown): unknown {
  const here = variant(root, resolve(root, node), like as Value | undefined);
  if (here?.const !== undefined) return here.const;
  if (here?.properties) {
    const required = new Set(here.required ?? []);
    return Object.fromEntries(
      Object.entries(here.properties)
        .filter(([key]) => required.has(key))
        .map(([key, inner]) => [key, emptyOf(root, inner, isGroup(like) ? like[key] : undefined)]),
    );
  }
  const types = [here?.type, ...(here?.anyOf ?? []).map((o) => resolve(root, o)?.type)].flat();
  if (types.includes("array")) {
    const items = Array.isArray(like) ? like[0] : isList(like) ? like.$list[0]?.[1] : undefined;
    return Array.from({ length: Math.max(1, here?.minItems ?? 1) }, () => emptyOf(root, here?.items, items));
  }
  if (types.includes("boolean")) return false;
  return "";
}

export function optionalKeys(root: Schema, node: Schema | undefined, value: Value | undefined): string[] {
  const here = variant(root, resolve(root, node), value);
  const required = new Set(here?.required ?? []);
  return Object.keys(here?.properties ?? {}).filter((key) => !required.has(key));
}
