// Descriptions and examples on the zod schemas, for the JSON Schemas editors complete from.
import type { z } from "zod";

/** `schema` with a description and, when given, an example, both shown by the editor while typing. */
export function doc<T extends z.ZodType>(schema: T, description: string, example?: unknown): T {
  return schema.meta(example === undefined ? { description } : { description, examples: [example] });
}
