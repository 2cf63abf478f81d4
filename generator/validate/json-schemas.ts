// JSON Schemas of site.yaml and each content kind, generated from the zod schemas, for editors
// with the YAML language server (completion and squiggles while typing).
import { z } from "zod";
import { linkTarget } from "./schema/parts.ts";
import { pageSchemas, siteSchema } from "../page-kinds.ts";
import { uiSchema } from "./schema/ui.ts";

/** File name under schemas/ → JSON text, sorted; `pageIds` are offered wherever a link target (`to:`) is written. */
export function jsonSchemas(pageIds: readonly string[] = []): Map<string, string> {
  const entries: [string, z.ZodType][] = [
    ["site", siteSchema],
    ["ui", uiSchema],
    ...Object.entries(pageSchemas).map(([kind, schema]) => [kind, schema] as [string, z.ZodType]),
  ];
  const files = new Map<string, string>();
  for (const [name, schema] of entries.sort(([a], [b]) => a.localeCompare(b))) {
    const json = z.toJSONSchema(schema, {
      io: "input",
      target: "draft-7",
      unrepresentable: "any",
      override: (ctx) => {
        // A link target: the page ids as choices, beside the pattern that also allows anchors, ext: and URLs.
        const node = ctx.jsonSchema as Record<string, unknown>;
        if (pageIds.length > 0 && ctx.zodSchema === linkTarget) {
          const { description, examples, role, "x-de": de, ...pattern } = node;
          for (const key of Object.keys(node)) delete node[key];
          Object.assign(node, { description, examples, role, "x-de": de, anyOf: [{ enum: [...pageIds] }, pattern] });
        }
      },
    });
    files.set(
      `${name}.schema.json`,
      `${JSON.stringify({ title: `${name} (Rechenwärme site content)`, ...json }, null, 2)}\n`,
    );
  }
  return files;
}
