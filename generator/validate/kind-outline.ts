// The outline of a content file as content/README.md#kinds shows it, written from the kind's zod schema, so the
// README cannot describe a field the schema does not have: `hero: { eyebrow, heading, lead, cta?: Cta }`.
import type { z } from "zod";
import { defOf as def } from "./check-file.ts";
import { unwrapped as unwrap } from "./schema/walk.ts";
import { cardSchema, ctaBlockSchema, ctaSchema, statSchema, teaserSchema } from "./schema/parts.ts";

/** The shared shapes of parts.ts, named as content/README.md#links and #figures explain them, known by their keys. */
const NAMED: readonly [string, z.ZodType][] = [
  ["Cta", ctaSchema],
  ["CtaBlock", ctaBlockSchema],
  ["Stat", statSchema],
  ["Card", cardSchema],
  ["Teaser", teaserSchema],
];
const keysOf = (schema: z.ZodType): string => {
  const d = def(schema);
  return d.type === "object"
    ? Object.keys(d.shape!).join()
    : d.type === "union"
      ? d.options!.map(keysOf).join("|")
      : "";
};
const names = new Map(NAMED.map(([name, schema]) => [`${def(schema).type}:${keysOf(schema)}`, name]));

/** One value's shape on one line: `…` for a text, `{ a, b: Cta }` for an object, `[Stat × 4]` for a list. */
export function shapeOf(schema: z.ZodType): string {
  const { inner } = unwrap(schema);
  const d = def(inner);
  const named = names.get(`${d.type}:${keysOf(inner)}`);
  if (named) return named;
  switch (d.type) {
    case "object":
      return `{ ${Object.entries(d.shape!)
        .map(([key, value]) => field(key, value))
        .join(", ")} }`;
    case "array": {
      const exactly = d.checks?.find((c) => c._zod.def.check === "length_equals")?._zod.def.length;
      const item = shapeOf(d.element!);
      return `[${item === "…" ? "text" : item} ${exactly === undefined ? "…" : `× ${exactly}`}]`;
    }
    case "tuple":
      return `[${d.items!.map(shapeOf).join(", ")}]`;
    case "union":
      return d.options!.map(shapeOf).join(" | ");
    case "literal":
      return d.values!.map((v) => String(v)).join(" | ");
    case "enum":
      return Object.values(d.entries!).join(" | ");
    case "number":
      return "number";
    case "string":
      return (d as { format?: string }).format === "date" ? "YYYY-MM-DD" : "…";
    default:
      return "…";
  }
}

/** `key` inside an object: its name alone for a text, `key?` when it may be left out, else `key: shape`. */
function field(key: string, schema: z.ZodType): string {
  const { inner, optional } = unwrap(schema);
  const shape = shapeOf(inner);
  const name = optional ? `${key}?` : key;
  return shape === "…" ? name : `${name}: ${shape}`;
}

/** A content file's keys, one line each, as a YAML block; a list of alternatives gets a line per alternative. */
export function outline(schema: z.ZodType): string[] {
  const shape = def(unwrap(schema).inner).shape ?? {};
  const lines = Object.entries(shape).flatMap(([key, value]) => {
    const { inner, optional } = unwrap(value);
    const d = def(inner);
    const element = d.type === "array" ? def(unwrap(d.element!).inner) : undefined;
    if (element?.type === "union" && !names.has(`union:${keysOf(unwrap(d.element!).inner)}`))
      return [`${key}${optional ? "?" : ""}:`, ...element.options!.map((option) => `  - ${shapeOf(option)}`)];
    return [`${key}${optional ? "?" : ""}: ${shapeOf(inner)}`];
  });
  return ["```yaml", ...lines, "```"];
}
