// The one walk over a file's copy with its schema: every value reached with its path and the role its schema
// declares (doc.ts). Typesetting, placeholders, links, duplicates, the glossary, the translation pairs and the
// editor all see a field the same way. The value may be raw (before the check): where the schema does not
// describe it (a key it does not know, a list where a text belongs), the walk goes on without a role.
import { z } from "zod";
import type { Role } from "./doc.ts";

export type FieldPath = readonly (string | number)[];
/** Called for every value, containers included; `path` is a stack the walk changes as it goes on: copy it to keep it. */
export type Visit = (value: unknown, path: FieldPath, role: Role | undefined) => void;

type Schema = z.core.$ZodType;
interface Node {
  readonly role: Role | undefined;
  readonly def: z.core.$ZodTypeDef & Record<string, unknown>;
}

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);
const FORMATS: Partial<Record<string, Role>> = { url: "url", email: "email", date: "date" };
const nodes = new WeakMap<Schema, Node>();

/** The schema under its wrappers, with the role the first of them declares or its type says. */
function nodeOf(schema: Schema): Node {
  let node = nodes.get(schema);
  if (node) return node;
  let declared = (z.globalRegistry.get(schema) as { role?: Role } | undefined)?.role;
  let inner = schema;
  for (let def = inner._zod.def; ; def = inner._zod.def) {
    if (WRAPPERS.has(def.type)) inner = (def as unknown as { innerType: Schema }).innerType;
    else if (def.type === "pipe") inner = (def as unknown as { in: Schema }).in;
    else if (def.type === "lazy") inner = (def as unknown as { getter: () => Schema }).getter();
    else break;
    declared ??= (z.globalRegistry.get(inner) as { role?: Role } | undefined)?.role;
  }
  const def = inner._zod.def as Node["def"];
  const role = declared ?? typeRole(def);
  nodes.set(schema, (node = { role, def }));
  return node;
}

function typeRole(def: Node["def"]): Role | undefined {
  switch (def.type) {
    case "string":
      return FORMATS[def["format"] as string] ?? "text";
    case "number":
    case "int":
    case "bigint":
    case "boolean":
      return "number";
    case "enum":
    case "literal":
      return "identifier";
    default:
      return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Whether `value` has the shape of `schema`: the variant of a union that describes it. */
function fits(schema: Schema, value: unknown): boolean {
  const { def } = nodeOf(schema);
  switch (def.type) {
    case "object": {
      if (!isRecord(value)) return false;
      const shape = def["shape"] as Record<string, Schema>;
      for (const key of Object.keys(value)) if (!Object.hasOwn(shape, key)) return false;
      for (const [key, field] of Object.entries(shape)) {
        const literal = nodeOf(field).def;
        if (literal.type === "literal" && !(literal["values"] as unknown[]).includes(value[key])) return false;
      }
      return true;
    }
    case "array":
    case "tuple":
      return Array.isArray(value);
    case "union":
      return (def["options"] as Schema[]).some((option) => fits(option, value));
    case "literal":
      return (def["values"] as unknown[]).includes(value);
    default: {
      const role = nodeOf(schema).role;
      if (role === undefined) return true;
      return role === "number" ? typeof value !== "string" && !isRecord(value) : typeof value === "string";
    }
  }
}

/** The schema of `key` inside the value of `schema`, or undefined where the schema does not describe it. */
export function childSchema(schema: Schema | undefined, key: string | number): Schema | undefined {
  if (!schema) return undefined;
  const { def } = nodeOf(schema);
  if (def.type === "object") return typeof key === "string" ? (def["shape"] as Record<string, Schema>)[key] : undefined;
  if (def.type === "array") return typeof key === "number" ? (def["element"] as Schema) : undefined;
  if (def.type === "tuple") return typeof key === "number" ? (def["items"] as Schema[])[key] : undefined;
  if (def.type === "record") return def["valueType"] as Schema;
  return undefined;
}

/** `schema` itself, or for a union the variant that describes `value`. */
export function variantFor(schema: Schema | undefined, value: unknown): Schema | undefined {
  if (!schema) return undefined;
  const { def } = nodeOf(schema);
  if (def.type !== "union") return schema;
  const option = (def["options"] as Schema[]).find((o) => fits(o, value));
  return option && variantFor(option, value);
}

/** The role `schema` declares for a value (undefined for a container or where there is no schema). */
export const roleOf = (schema: Schema | undefined, value: unknown): Role | undefined => {
  const variant = variantFor(schema, value);
  return variant && nodeOf(variant).role;
};

/** Calls `visit` for `value` and everything in it, in document order, each with its path and role. */
export function walkFields(schema: Schema | undefined, value: unknown, visit: Visit): void {
  const path: (string | number)[] = [];
  const walk = (node: unknown, schema: Schema | undefined) => {
    const variant = variantFor(schema, node);
    const container = node !== null && typeof node === "object";
    visit(node, path, container || !variant ? undefined : nodeOf(variant).role);
    if (!container) return;
    const entries: Iterable<[string | number, unknown]> = Array.isArray(node) ? node.entries() : Object.entries(node);
    for (const [key, child] of entries) {
      path.push(key);
      walk(child, childSchema(variant, key));
      path.pop();
    }
  };
  walk(value, schema);
}

/**
 * A copy of `value` with each string replaced by `map` of it (given its path and role); everything else as it was.
 * A key `__proto__` stays an own key, as YAML meant it.
 */
export function mapFields(
  schema: Schema | undefined,
  value: unknown,
  map: (text: string, path: FieldPath, role: Role | undefined) => string,
): unknown {
  const path: (string | number)[] = [];
  const walk = (node: unknown, schema: Schema | undefined): unknown => {
    if (typeof node === "string") {
      const variant = variantFor(schema, node);
      return map(node, path, variant && nodeOf(variant).role);
    }
    if (node === null || typeof node !== "object") return node;
    const variant = variantFor(schema, node);
    if (Array.isArray(node)) {
      const out = new Array<unknown>(node.length);
      for (let i = 0; i < node.length; i++) {
        path.push(i);
        out[i] = walk(node[i], childSchema(variant, i));
        path.pop();
      }
      return out;
    }
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(node)) {
      path.push(key);
      const mapped = walk((node as Record<string, unknown>)[key], childSchema(variant, key));
      if (key === "__proto__")
        Object.defineProperty(out, key, { value: mapped, enumerable: true, writable: true, configurable: true });
      else out[key] = mapped;
      path.pop();
    }
    return out;
  };
  return walk(value, schema);
}

/**
 * Calls `visit` for every leaf of `de` and `en` with its counterpart at the same path and its role, in document
 * order (German first, then the leaves only English has): the translation pairs.
 */
export function walkPairs(
  schema: Schema | undefined,
  de: unknown,
  en: unknown,
  visit: (path: FieldPath, role: Role | undefined, de: unknown, en: unknown) => void,
): void {
  const path: (string | number)[] = [];
  const isBranch = (node: unknown) => node !== null && typeof node === "object" && !(node instanceof Date);
  const childOf = (node: unknown, key: string | number) =>
    isBranch(node) ? (node as Record<string | number, unknown>)[key] : undefined;
  const walk = (a: unknown, b: unknown, schema: Schema | undefined): void => {
    const variant = variantFor(schema, a ?? b);
    if (!isBranch(a) && !isBranch(b)) {
      if (a !== undefined || b !== undefined) visit(path, variant && nodeOf(variant).role, a, b);
      return;
    }
    const keys: (string | number)[] = [];
    if (Array.isArray(a) || Array.isArray(b)) {
      const length = Math.max(Array.isArray(a) ? a.length : 0, Array.isArray(b) ? b.length : 0);
      for (let i = 0; i < length; i++) keys.push(i);
    } else {
      if (isBranch(a)) keys.push(...Object.keys(a as object));
      if (isBranch(b))
        for (const k of Object.keys(b as object)) if (!isBranch(a) || !(k in (a as object))) keys.push(k);
    }
    for (const key of keys) {
      path.push(key);
      walk(childOf(a, key), childOf(b, key), childSchema(variant, key));
      path.pop();
    }
  };
  walk(de, en, schema);
}

/** Copy: what is typeset, checked against the glossary and translated as written (a field without a schema too). */
export const isCopy = (role: Role | undefined): boolean => role === undefined || role === "text" || role === "html";
