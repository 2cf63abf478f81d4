import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jsonSchemas } from "../../../generator/validate/json-schemas.ts";

describe("schemas/*.schema.json", () => {
  it.each([...jsonSchemas()])("%s is up to date with the zod schema (run `npm run schemas`)", (name, text) => {
    expect(readFileSync(new URL(`../../../schemas/${name}`, import.meta.url), "utf8")).toBe(text);
  });

  it("describes keys an editor can complete, with their limits", () => {
    const faq = JSON.parse(jsonSchemas().get("faq.schema.json")!);
    expect(faq.additionalProperties).toBe(false);
    expect(faq.properties.title.maxLength).toBe(60);
    expect(faq.required).toEqual(expect.arrayContaining(["title", "description", "faqs", "cta"]));
  });
});
