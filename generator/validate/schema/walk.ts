// The one walk over a file's copy with its schema: every value with its path and the role its schema declares
// (doc.ts), so every check and the editor see a field alike. On raw values too: where the schema does not describe
// one (an unknown key), the walk goes on without a role.
import { z } from "zod";
import type { Role } from "./doc.ts";

export type FieldPath = readonly (string | number)[];
type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;
/** What the walk needs of a schema, worked out once per schema object (the walk meets each many times a build). */
interface Node {
  readonly role: Role | undefined;
  /** The language the schema binds this value and everything in it to (site.yaml's per-language values). */
  readonly lang: Lang | undefined;
  readonly def: Def;
  /** Of an object: the keys whose schema is a literal (a section's `kind`), with their values. */
  readonly literals: readonly (readonly [string, readonly unknown[]])[] | undefined;
}

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);
const BY_TYPE: Partial<Record<string, Role>> = {
  number: "number",
  boolean: "number",
  enum: "identifier",
  literal: "identifier",
};
const BY_FORMAT: Partial<Record<string, Role>> = { url: "url", email: "email", date: "date" };
const nodes = new WeakMap<Schema, Node>();
type Lang = "de" | "en";
const meta = (schema: Schema) => z.globalRegistry.get(schema) as { role?: Role; lang?: Lang } | undefined;

/** The schema under its wrappers, with the role the first of them declares, else the one its type says. */
function nodeOf(schema: Schema): Node {
  let node = nodes.get(schema);
  if (node) return node;
  let { role, lang } = meta(schema) ?? {};
  let def = schema._zod.def as Def;
  while (WRAPPERS.has(def.type) || def.type === "pipe") {
    const inner = (def.type === "pipe" ? def["in"] : def["innerType"]) as Schema;
    role ??= meta(inner)?.role;
    lang ??= meta(inner)?.lang;
    def = inner._zod.def as Def;
  }
  role ??= def.type === "string" ? (BY_FORMAT[def["format"] as string] ?? "text") : BY_TYPE[def.type];
  const literals =
    def.type === "object"
      ? Object.entries(def["shape"] as Record<string, Schema>).flatMap(([key, field]) => {
          const { def } = nodeOf(field);
          return def.type === "literal" ? [[key, def["values"] as unknown[]] as const] : [];
        })
      : undefined;
  nodes.set(schema, (node = { role, lang, def, literals }));
  return node;
}

/** `schema` under its wrappers (optional, default, a pipe's input …), and whether one lets the value be left out. */
export function unwrapped<S extends Schema>(schema: S): { readonly inner: S; readonly optional: boolean } {
  let [inner, optional] = [schema, false];
  for (let def = inner._zod.def as Def; WRAPPERS.has(def.type) || def.type === "pipe"; def = inner._zod.def as Def) {
    optional ||= def.type === "optional" || def.type === "default" || def.type === "prefault";
    inner = (def.type === "pipe" ? def["in"] : def["innerType"]) as S;
  }
  return { inner, optional };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** `schema` itself, or of a union the variant that describes `value` (its keys known, its literals equal). */
function variantFor(schema: Schema | undefined, value: unknown): Schema | undefined {
  const def = schema && nodeOf(schema).def;
  if (def?.type !== "union") return schema;
  return (def["options"] as Schema[]).find((option) => {
    const { def, literals } = nodeOf(option);
    if (def.type === "array") return Array.isArray(value);
    if (def.type !== "object") return !Array.isArray(value) && !isRecord(value);
    const shape = def["shape"] as Record<string, Schema>;
    if (!isRecord(value)) return false;
    // By the literal of a variant (a section's `kind`), else by its keys (a navigation item's `page` or `external`).
    if (literals!.length === 0) return Object.keys(value).every((key) => Object.hasOwn(shape, key));
    return literals!.every(([key, values]) => values.includes(value[key]));
  });
}

/** The schema of `key` inside a value of `schema`, or undefined where the schema does not describe it. */
export function childSchema(schema: Schema | undefined, key: string | number): Schema | undefined {
  return schema && childOf(nodeOf(schema).def, key);
}

function childOf(def: Def, key: string | number): Schema | undefined {
  if (def.type === "object")
    return typeof key === "string" && Object.hasOwn(def["shape"] as object, key)
      ? (def["shape"] as Record<string, Schema>)[key]
      : undefined;
  if (def.type === "array") return typeof key === "number" ? (def["element"] as Schema) : undefined;
  if (def.type === "record") return def["valueType"] as Schema;
  return def.type === "tuple" && typeof key === "number" ? (def["items"] as Schema[])[key] : undefined;
}

/** The schema at `path` inside a value of `schema`, key by key (childSchema). */
export const schemaAtPath = (schema: Schema | undefined, path: readonly (string | number)[]) =>
  path.reduce<Schema | undefined>(childSchema, schema);

/** `visit` for `value` and all in it, in document order; its path is a stack the walk changes: copy it to keep it. */
export function walkFields(
  schema: Schema | undefined,
  value: unknown,
  visit: (value: unknown, path: FieldPath, role: Role | undefined, lang: Lang | undefined) => void,
): void {
  const path: (string | number)[] = [];
  const walk = (node: unknown, schema: Schema | undefined, around: Lang | undefined) => {
    // Each schema's node looked up once here: the walk meets a schema at every value it describes.
    const own = schema && nodeOf(schema);
    const variant = own?.def.type === "union" ? variantFor(schema, node) : schema;
    const known = variant === schema ? own : variant && nodeOf(variant);
    const lang = known?.lang ?? own?.lang ?? around;
    if (Array.isArray(node)) {
      visit(node, path, undefined, lang);
      for (let i = 0; i < node.length; i++) {
        path.push(i);
        walk(node[i], known && childOf(known.def, i), lang);
        path.pop();
      }
    } else if (isRecord(node)) {
      visit(node, path, undefined, lang);
      for (const key of Object.keys(node)) {
        path.push(key);
        walk(node[key], known && childOf(known.def, key), lang);
        path.pop();
      }
    } else visit(node, path, known?.role, lang);
  };
  walk(value, schema, undefined);
}

type Container = Record<string | number, unknown>;
/** `value` with each string replaced by `map` of it, given its path and role; only containers with a change are copied. */
export function mapFields(
  schema: Schema | undefined,
  value: unknown,
  map: (text: string, path: FieldPath, role: Role | undefined) => string,
): unknown {
  let mapped = value;
  // The containers on the current path (in document order, the last met at each depth), each with its copy once made.
  const open: { readonly own: Container; copy?: Container }[] = [];
  /** `copy` put at `path` (its first `depth` keys) into the copy of its container, made on the first change in it. */
  const put = <T>(depth: number, path: FieldPath, copy: T): T => {
    if (depth === 0) return (mapped = copy);
    const [container, key] = [open[depth - 1]!, path[depth - 1]!];
    const { own } = container;
    const parent = (container.copy ??= put(depth - 1, path, Array.isArray(own) ? ([...own] as never) : { ...own }));
    if (key === "__proto__") Object.defineProperty(parent, key, { value: copy, enumerable: true, writable: true });
    else parent[key] = copy;
    return copy;
  };
  walkFields(schema, value, (node, path, role) => {
    if (Array.isArray(node) || isRecord(node)) open[path.length] = { own: node as Container };
    else if (typeof node === "string") {
      const text = map(node, path, role);
      if (text !== node) put(path.length, path, text);
    }
  });
  return mapped;
}

/** The value at `path`, through lists by index and mappings by their own keys only (`toString` is no field). */
export const valueAt = (value: unknown, path: FieldPath): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      typeof key === "number"
        ? Array.isArray(node)
          ? node[key]
          : undefined
        : isRecord(node) && Object.hasOwn(node, key)
          ? node[key]
          : undefined,
    value,
  );

/** Copy: what is typeset, checked against the glossary and translated as written (a field without a schema too). */
export const isCopy = (role: Role | undefined): boolean =>
  role === undefined || role === "text" || role === "name" || role === "html";
