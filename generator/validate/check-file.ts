// One parsed YAML file against its schema: every zod issue becomes a located Problem.
import type { z } from "zod";
import { formatPath, locate, locateKey } from "../load/locate.ts";
import type { Checked, Problem, SourceFile } from "../model.ts";

/** Validates `data` (the file's value, placeholders already filled) against `schema`. */
export function checkFile<S extends z.ZodType>(file: SourceFile, data: unknown, schema: S, hint: string | ((path: readonly PropertyKey[]) => string)): Checked<z.output<S>> {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  const problems = result.error.issues.flatMap((issue) => issueProblems(file, data, schema, issue, typeof hint === "string" ? hint : hint(issue.path)));
  return { ok: false, problems };
}

function issueProblems(file: SourceFile, data: unknown, schema: z.ZodType, issue: z.core.$ZodIssue, hint: string): Problem[] {
  const path = issue.path;
  if (issue.code === "unrecognized_keys") {
    const known = knownKeys(schema, path, data);
    return issue.keys.map((key) => {
      const close = closest(key, known);
      const where = path.length ? `${formatPath(path)}: ` : "";
      return {
        code: "UnknownKey",
        message: `${where}unknown key \`${key}\``,
        hint: close ? `Did you mean \`${close}\`? Rename the key.` : `Remove it, or use one of: ${known.map((k) => `\`${k}\``).join(", ")}.`,
        at: locateKey(file, path, key),
      };
    });
  }
  const key = path[path.length - 1];
  const missing = issue.code === "invalid_type" && valueAt(data, path) === undefined;
  const message = missing ? `missing \`${String(key)}\`` : issueText(issue);
  return [{ code: "ContentShape", message: `${formatPath(path)}: ${message}`, hint, at: locate(file, path) }];
}

function issueText(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type" && !issue.message.startsWith("Invalid input")) return issue.message; // a schema's own wording (figures.ts, #13)
  if (issue.code === "invalid_type") return `expected ${issue.expected}, found ${describe(issue.input)}`;
  if (issue.code === "invalid_value") return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
  if (issue.code === "invalid_union") return "does not match any of the allowed forms";
  return issue.message;
}

function describe(value: unknown): string {
  if (value === null) return "an empty value";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  if (typeof value === "string") return `text "${value.length > 30 ? `${value.slice(0, 30)}…` : value}"`;
  return `${typeof value} ${String(value)}`;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const part of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

type AnyDef = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; options?: z.ZodType[]; in?: z.ZodType; discriminator?: string };
const defOf = (schema: z.ZodType): AnyDef => (schema as unknown as { _zod: { def: AnyDef } })._zod.def;

/** The keys the schema allows for the mapping at `path`, for "did you mean" hints. */
export function knownKeys(schema: z.ZodType, path: readonly PropertyKey[], data: unknown): string[] {
  let node: z.ZodType | undefined = schema;
  let value = data;
  for (let i = 0; i <= path.length && node; i++) {
    node = unwrap(node, value);
    if (!node) return [];
    if (i === path.length) break;
    const part = path[i]!;
    const def = defOf(node);
    value = value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[part] : undefined;
    node = def.type === "object" ? def.shape?.[String(part)] : def.type === "array" ? def.element : def.type === "record" ? undefined : undefined;
  }
  const def = node ? defOf(node) : undefined;
  return def?.type === "object" && def.shape ? Object.keys(def.shape) : [];
}

function unwrap(schema: z.ZodType, value: unknown): z.ZodType | undefined {
  let node: z.ZodType | undefined = schema;
  for (let guard = 0; node && guard < 10; guard++) {
    const def = defOf(node);
    if (def.type === "optional" || def.type === "nullable" || def.type === "default") node = def.innerType;
    else if (def.type === "pipe") node = def.in;
    else if (def.type === "union") node = pickOption(def, value);
    else return node;
  }
  return node;
}

function pickOption(def: AnyDef, value: unknown): z.ZodType | undefined {
  const options = def.options ?? [];
  const record = value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
  if (def.discriminator) {
    const tag = record[def.discriminator];
    return options.find((o) => {
      const shape = defOf(o).shape;
      const lit = shape?.[def.discriminator!] as unknown as { _zod: { def: { values: unknown[] } } } | undefined;
      return lit?._zod.def.values.includes(tag);
    });
  }
  // Plain union of mappings: the option sharing most keys with the value.
  let best: z.ZodType | undefined;
  let bestScore = -1;
  for (const option of options) {
    const shape = defOf(option).shape;
    if (!shape) continue;
    const score = Object.keys(record).filter((k) => k in shape).length;
    if (score > bestScore) [best, bestScore] = [option, score];
  }
  return best;
}

/** The known key closest to `key` within an edit distance of 2, or undefined. */
export function closest(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of known) {
    const d = candidate.toLowerCase() === key.toLowerCase() ? 0 : distance(key, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}
