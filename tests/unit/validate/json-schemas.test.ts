import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse as load } from "yaml";
import { jsonSchemas } from "../../../generator/validate/json-schemas.ts";

const pageIds = (
  load(readFileSync(new URL("../../../site.yaml", import.meta.url), "utf8")) as { routes: { page: string }[] }
).routes.map((r) => r.page);

/** Dotted paths of every property in `schema` that has no description (looking through anyOf and items). */
function undescribed(schema: Record<string, unknown>, at = ""): string[] {
  const out: string[] = [];
  const props = (schema["properties"] ?? {}) as Record<string, Record<string, unknown>>;
  for (const [key, value] of Object.entries(props)) {
    if (typeof value["description"] !== "string") out.push(`${at}${key}`);
    out.push(...undescribed(value, `${at}${key}.`));
  }
  for (const sub of [schema["items"], ...((schema["anyOf"] ?? schema["oneOf"] ?? []) as unknown[])]) {
    if (sub && typeof sub === "object") out.push(...undescribed(sub as Record<string, unknown>, at));
  }
  return out;
}

describe("schemas/*.schema.json", () => {
  it.each([...jsonSchemas(pageIds)])("%s is up to date with the zod schema (run `npm run schemas`)", (name, text) => {
    expect(readFileSync(new URL(`../../../schemas/${name}`, import.meta.url), "utf8")).toBe(text);
  });

  it("describes keys an editor can complete, with their limits", () => {
    const faq = JSON.parse(jsonSchemas().get("faq.schema.json")!);
    expect(faq.additionalProperties).toBe(false);
    expect(faq.properties.title.maxLength).toBe(60);
    expect(faq.required).toEqual(expect.arrayContaining(["title", "description", "faqs", "cta"]));
  });

  it.each([...jsonSchemas(pageIds)].filter(([name]) => name !== "ui.schema.json"))(
    "%s describes every key",
    (_name, text) => {
      expect(undescribed(JSON.parse(text))).toEqual([]);
    },
  );

  it("offers the page ids of site.yaml where a link is written, and fixes the lengths the layout needs", () => {
    const home = JSON.parse(jsonSchemas(pageIds).get("home.schema.json")!);
    expect(home.properties.hero.properties.cta.properties.to.anyOf[0].enum).toEqual(
      expect.arrayContaining(["faq", "success-stories", "article-meta-odense"]),
    );
    expect(home.properties.blog.properties.articles).toMatchObject({ minItems: 3, maxItems: 3 });
    expect(home.properties.stories.properties.items).toMatchObject({ minItems: 3, maxItems: 3 });
  });
});
