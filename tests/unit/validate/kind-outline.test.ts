// content/README.md#kinds shows each kind's file as an outline written from its schema: what a maintainer reads there
// is what the build accepts.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { outline, shapeOf } from "../../../generator/validate/kind-outline.ts";
import { cardSchema, ctaSchema, list, published, statSchema } from "../../../generator/validate/schema/parts.ts";
import { text } from "../../../generator/validate/schema/text.ts";
import { PAGE_KINDS } from "../../../generator/page-kinds.ts";

describe("the outline of a content file", () => {
  it.each([
    [text, "…"],
    [published, "YYYY-MM-DD"],
    [z.number().int(), "number"],
    [ctaSchema, "Cta"],
    [ctaSchema.optional(), "Cta"],
    [list(statSchema).length(4), "[Stat × 4]"],
    [list(cardSchema), "[Card …]"],
    [list(text), "[text …]"],
    [z.strictObject({ q: text, a: text }), "{ q, a }"],
    [
      z.strictObject({ heading: text, lead: text.optional(), cta: ctaSchema.optional() }),
      "{ heading, lead?, cta?: Cta }",
    ],
    [z.tuple([text, text]), "[…, …]"],
    [z.literal("#"), "#"],
  ] as const)("writes %# as %s", (schema, written) => {
    expect(shapeOf(schema)).toBe(written);
  });

  it("has a line per key, a line per alternative of a list of alternatives, in a YAML block", () => {
    const schema = z.strictObject({
      title: text,
      stats: list(statSchema).length(3),
      sections: list(
        z.discriminatedUnion("kind", [
          z.strictObject({ kind: z.literal("list"), items: list(text) }),
          z.strictObject({ kind: z.literal("text"), paragraphs: list(text) }),
        ]),
      ),
      note: text.optional(),
    });
    expect(outline(schema)).toEqual([
      "```yaml",
      "title: …",
      "stats: [Stat × 3]",
      "sections:",
      "  - { kind: list, items: [text …] }",
      "  - { kind: text, paragraphs: [text …] }",
      "note?: …",
      "```",
    ]);
  });

  it("names every top-level key of every page kind's schema", () => {
    for (const { schema } of Object.values(PAGE_KINDS)) {
      const keys = Object.keys((schema as unknown as z.ZodObject).shape);
      const written = outline(schema)
        .map((line) => /^([\w-]+)\??:/.exec(line)?.[1])
        .filter(Boolean);
      expect(written).toEqual(keys);
    }
  });
});
