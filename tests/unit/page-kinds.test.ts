// A page kind is one file of templates/pages/ and one line of templates/pages/kinds.ts. TypeScript refuses a kind
// file without schema, Page, anchors or docs (definePageKind), and every other list of the kinds is made from
// kinds.ts; what neither can see is a kind file that was written and never listed (its pages would be refused as an
// unknown kind), and a kind whose anchors throw on the raw copy of a broken file (the check of links would stop).
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageAnchors } from "../../generator/validate/page-anchors.ts";
import { PAGE_KINDS } from "../../generator/page-kinds.ts";

const folder = new URL("../../templates/pages/", import.meta.url);
const kinds = Object.keys(PAGE_KINDS) as (keyof typeof PAGE_KINDS)[];

describe("the page kinds", () => {
  it("are every file of templates/pages/ whose default export is a page kind, under its file's name", async () => {
    const defined: string[] = [];
    for (const file of readdirSync(folder).filter((f) => /\.tsx?$/.test(f))) {
      const module = (await import(new URL(file, folder).href)) as { default?: unknown };
      const kind = Object.entries(PAGE_KINDS).find(([, definition]) => definition === module.default);
      if (kind) expect(`${kind[0]}.tsx`).toBe(file);
      else
        expect(module.default, `${file} defines a page kind that templates/pages/kinds.ts does not list`).not.toEqual(
          expect.objectContaining({ schema: expect.anything(), Page: expect.any(Function) }),
        );
      if (kind) defined.push(kind[0]);
    }
    expect(defined.sort()).toEqual([...kinds].sort());
  });

  it("each give the anchors of their own page from raw copy, without throwing on a file with problems", () => {
    for (const kind of kinds)
      for (const content of [undefined, null, "text", [], { cta: 3, sections: {}, faqs: [null] }])
        expect(() => pageAnchors(kind, content, (t) => t)).not.toThrow();
  });
});
