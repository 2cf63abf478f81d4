// One parsed YAML file against its schema: every zod issue becomes a located Problem.
import type { z } from "zod";
import { formatPath, locate, locateKey } from "../load/locate.ts";
import type { Checked, Problem, SourceFile } from "../model.ts";
import { problem } from "../problems/index.ts";
import { childSchema, unwrapped, valueAt, type FieldPath } from "./schema/walk.ts";

/** Validates `data` (the file's value, placeholders already filled) against `schema`; every issue a located problem. */
export function checkFile<S extends z.ZodType>(
  file: SourceFile,
  data: unknown,
  schema: S,
  docs: string | ((path: readonly PropertyKey[]) => string),
): Checked<z.output<S>> {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  const problems = result.error.issues.flatMap((issue) =>
    issueProblems(file, data, schema, issue, typeof docs === "string" ? docs : docs(issue.path)),
  );
  return { ok: false, problems };
}

/** One zod issue as problems, in the maintainer's words; `docs` is the README section of this kind of file. */
function issueProblems(
  file: SourceFile,
  data: unknown,
  schema: z.ZodType,
  issue: z.core.$ZodIssue,
  docs: string,
): Problem[] {
  const path = issue.path;
  if (issue.code === "unrecognized_keys") {
    // The keys the schema allows for the mapping at `path`, for "did you mean".
    const node = schemaAt(schema, path, data);
    const [known, where] = [Object.keys((node && defOf(node).shape) ?? {}), path.length ? formatPath(path) : ""];
    const facts = (key: string) => ({ where, key, suggestion: closest(key, known), known });
    return issue.keys.map((key) => problem("UnknownKey", facts(key), locateKey(file, path, key), docs));
  }
  const at = locate(file, path);
  const where = formatPath(path);
  const about = (schemaAt(schema, path, data) as { description?: string } | undefined)?.description ?? "";
  // zod 4 leaves the input out of its issues: the value is read from the data, so the message can name it.
  const value = valueAt(data, path as FieldPath);
  const shape = (what: string) => [problem("ContentShape", { path: where, what, about }, at, docs)];
  if (issue.code === "invalid_type" && value === undefined)
    return [problem("ValueMissing", { path: where, key: String(path[path.length - 1] ?? ""), about }, at, docs)];
  // A schema's own wording (figures.ts: "5,200 is text; write 5200") says more than the generic one.
  if (issue.code === "invalid_type" && !issue.message.startsWith("Invalid input")) return shape(issue.message);
  // `title: {product}` unquoted is a mapping to YAML, of one key with no value.
  const [only, ...more] = value && typeof value === "object" && !Array.isArray(value) ? Object.entries(value) : [];
  if (issue.code === "invalid_type" && issue.expected === "string" && only?.[1] === null && more.length === 0)
    return shape(`\`{${only[0]}}\` without quotes is read as a YAML mapping, not as text: write "{${only[0]}}"`);
  if (issue.code === "invalid_type") {
    const facts = { path: where, found: describe(value), expected: expected(issue.expected), about };
    return [problem("ValueType", facts, at, docs)];
  }
  if (issue.code === "invalid_value")
    return shape(`must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}, not ${describe(value)}`);
  if (issue.code === "invalid_union") {
    const forms = formsAt(schema, path, data);
    return shape(`${describe(value)} matches none of the allowed forms${forms ? `: ${forms}` : ""}`);
  }
  return shape(`${issue.message} (found ${describe(value)})`);
}

const EXPECTED: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "a mapping (keys with values)",
  record: "a mapping (keys with values)",
};
const expected = (type: string) => EXPECTED[type] ?? type;

/** How a value reads in a message: `text "5,200"`, `the number 5.2`, `a list`. */
export function describe(value: unknown): string {
  if (value === null || value === undefined) return "an empty value";
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === "object") return "a mapping";
  if (typeof value === "string") return `text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === "number") return `the number ${String(value)}`;
  return String(value);
}

/** The allowed forms of a union at `path`, from their descriptions or types: "a number, or a mapping with `min` and `max`". */
function formsAt(schema: z.ZodType, path: readonly PropertyKey[], data: unknown): string {
  const node = schemaAt(schema, path.slice(0, -1), data);
  const child = node && (childSchema(node, path[path.length - 1] as string | number) as z.ZodType | undefined);
  const union = child && unwrapped(child).inner;
  const form = (option: z.ZodType) => {
    const keys = defOf(option).shape && Object.keys(defOf(option).shape!).map((k) => `\`${k}\``);
    const described = (option as { description?: string }).description;
    return described ?? (keys ? `a mapping with ${keys.join(" and ")}` : expected(defOf(option).type));
  };
  return (union && defOf(union).options?.map(form).join(", or ")) ?? "";
}

/** What this module and the README's outline (kind-outline.ts) read of a zod schema's definition. */
export interface ZodDef {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly element?: z.ZodType;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly options?: z.ZodType[];
  readonly items?: readonly z.ZodType[];
  readonly discriminator?: string;
  readonly values?: readonly unknown[];
  readonly entries?: Record<string, unknown>;
  readonly checks?: readonly { readonly _zod: { readonly def: { check: string; length?: number } } }[];
}
export const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The schema of the value at `path` (unions resolved by the data), or undefined. */
function schemaAt(schema: z.ZodType, path: readonly PropertyKey[], data: unknown): z.ZodType | undefined {
  let node = unwrap(schema, data);
  for (let i = 0; i < path.length && node; i++) {
    data = data !== null && typeof data === "object" ? (data as Record<PropertyKey, unknown>)[path[i]!] : undefined;
    node = unwrap(childSchema(node, path[i] as string | number) as z.ZodType | undefined, data);
  }
  return node;
}

/** The schema under its wrappers, of a union the option `value` fits best (pickOption). */
function unwrap(schema: z.ZodType | undefined, value: unknown): z.ZodType | undefined {
  let node = schema && unwrapped(schema).inner;
  for (let guard = 0; node && defOf(node).type === "union" && guard < 10; guard++) {
    const option = pickOption(defOf(node), value);
    node = option && unwrapped(option).inner;
  }
  return node;
}

function pickOption(def: ZodDef, value: unknown): z.ZodType | undefined {
  const record = value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const key = def.discriminator;
  const literal = (o: z.ZodType) => defOf(o).shape?.[key!];
  if (key) return def.options?.find((o) => literal(o) && defOf(literal(o)!).values?.includes(record[key]));
  // Plain union of mappings: the first option sharing most keys with the value.
  const shared = (shape: object) => Object.keys(record).filter((k) => k in shape).length;
  const mappings = (def.options ?? []).filter((o) => defOf(o).shape);
  return mappings.reduce<z.ZodType | undefined>(
    (best, o) => (best && shared(defOf(best).shape!) >= shared(defOf(o).shape!) ? best : o),
    undefined,
  );
}

/** The known key closest to `key` within an edit distance of 2, or undefined. */
export function closest(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  const lower = key.toLowerCase();
  for (const candidate of known) {
    const d = candidate.toLowerCase() === lower ? 0 : distance(key, candidate, bestDistance);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** The edit distance of `a` and `b` up to `limit`: most pairs settle by their lengths or in a row or two. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) >= limit) return limit;
  if (row.length <= b.length) row = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    let smallest = i;
    const code = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      const next = Math.min(current + 1, row[j - 1]! + 1, previous + (code === b.charCodeAt(j - 1) ? 0 : 1));
      row[j] = next;
      previous = current;
      if (next < smallest) smallest = next;
    }
    if (smallest >= limit) return limit; // no row has a smaller value than the one before it
  }
  return Math.min(row[b.length]!, limit);
}

/** The one row `distance` works in, reused: allocating one per pair cost more than the comparisons. */
let row = new Int32Array(64);
