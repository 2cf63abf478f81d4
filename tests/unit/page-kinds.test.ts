// A page kind is one file of templates/pages/ and one line of templates/pages/kinds.ts; every other list of the
// kinds is made from that one. TypeScript already refuses a kind file without schema, Page, anchors or docs
// (definePageKind) and a template that does not take its schema's output; this checks what the types cannot:
// that no kind file is left out of the list, and that each derived list has every kind and no other.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { jsonSchemas } from "../../generator/validate/json-schemas.ts";
import { kindSections } from "../../generator/validate/kind-docs.ts";
import { pageAnchors } from "../../generator/validate/page-anchors.ts";
import { PAGE_KINDS, pageSchemas } from "../../generator/validate/schema/pages.ts";
import { routeSchema } from "../../generator/validate/schema/site.ts";

const folder = new URL("../../templates/pages/", import.meta.url);
const list = readFileSync(new URL("kinds.ts", folder), "utf8");
const listed = [...list.matchAll(/^export \{ default as "?([a-z-]+)"? \} from "\.\/([a-z-]+)\.tsx";$/gm)];
const kinds = Object.keys(PAGE_KINDS);

describe("the page kinds", () => {
  it("are the lines of templates/pages/kinds.ts, each named as its file, in alphabetical order", () => {
    expect(list.split("\n").filter((line) => line.startsWith("export")).length).toBe(listed.length);
    expect(listed.map((m) => m[1])).toEqual(listed.map((m) => m[2]));
    expect(listed.map((m) => m[1])).toEqual(kinds);
    expect([...kinds].sort()).toEqual(kinds);
  });

  it("are every file of templates/pages/ that defines one (not-found.tsx is the 404 page, not a kind)", () => {
    const defining = readdirSync(folder)
      .filter((file) => readFileSync(new URL(file, folder), "utf8").includes("export default definePageKind("))
      .map((file) => file.replace(/\.tsx?$/, ""));
    expect(defining.sort()).toEqual(kinds);
  });

  it.each(kinds)("%s has its schema, template, anchors and docs", (kind) => {
    const definition = PAGE_KINDS[kind as keyof typeof PAGE_KINDS];
    expect(definition.schema).toBeInstanceOf(z.ZodType);
    expect(typeof definition.Page).toBe("function");
    expect(typeof definition.anchors).toBe("function");
    expect(definition.docs.heading).toMatch(new RegExp(`^${kind}\\b`));
  });

  it("are the kinds of site.yaml, of the schemas, of the JSON Schemas and of content/README.md", () => {
    expect(routeSchema.shape.kind.options).toEqual(kinds);
    expect(Object.keys(pageSchemas)).toEqual(kinds);
    const files = [...jsonSchemas().keys()];
    for (const kind of kinds) expect(files).toContain(`${kind}.schema.json`);
    const sections = [...kindSections().matchAll(/<a id="kind-([a-z-]+)"><\/a>/g)].map((m) => m[1]);
    expect(sections).toEqual(kinds);
  });

  it("each give the anchors of their own page from raw copy, without throwing on a file with problems", () => {
    for (const kind of kinds)
      for (const content of [undefined, null, "text", [], { cta: 3, sections: {}, faqs: [null] }])
        expect(() => pageAnchors(kind as keyof typeof PAGE_KINDS, content, (t) => t)).not.toThrow();
  });
});
