// A page kind is one file of templates/pages/ and one line of templates/pages/kinds.ts. TypeScript refuses a kind
// file without schema, Page or docs (definePageKind), and every other list of the kinds is made from kinds.ts; what
// neither can see is a kind file that was written and never listed (its pages would be refused as an unknown kind).
import { readdirSync } from "node:fs";
import { expect, it } from "vitest";
import { PAGE_KINDS } from "../../generator/page-kinds.ts";

const folder = new URL("../../templates/pages/", import.meta.url);
const kinds = Object.keys(PAGE_KINDS) as (keyof typeof PAGE_KINDS)[];

it("the page kinds are every file of templates/pages/ whose default export is a page kind, under its file's name", async () => {
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
