// The names every object has (`toString`, `constructor`) are names like any other in the maintainer's files, never
// an internal error; `site` and `ui`, the editor's site settings and labels, are no page ids.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { serveEditor } from "./editor-served.ts";
import { copyForTest, edit, problemsIn, sitegenHere } from "./project.ts";

it("takes a content key toString for a field pair like any other; the editor lists and opens its page", async () => {
  const dir = copyForTest((root) => {
    for (const lang of ["de", "en"]) edit(root, `content/${lang}/faq.yaml`, /^title: /m, "toString: x\ntitle: ");
  });
  for (const args of [["translations"], ["translations", "confirm", "--all"]]) {
    const run = await sitegenHere([...args, "--root", dir]);
    expect(run.code, run.stderr).toBe(0);
  }
  const editor = await serveEditor(dir);
  const post = (body: unknown) => editor.api<{ fields: { id: { reason: string } } }>("pages/create", body);
  const answers = [await editor.api("pages"), await editor.api("page?id=faq")];
  // A new article at /blog/constructor gets the labels it is given, one per language as the segment is both
  // languages'; site and ui are no page ids.
  const article = { id: "article-ctor", kind: "article", de: "/blog/constructor", en: "/en/blog/constructor" };
  const created = await post({ ...article, labels: { de: "Konstruktor", en: "Constructor" } });
  const reserved = await Promise.all(
    ["site", "ui"].map((id) => post({ id, kind: "info", de: `/${id}-x`, en: `/en/${id}-x` })),
  );
  await editor.close();
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  expect(created.status, created.text).toBe(200);
  expect(readFileSync(join(dir, "site.yaml"), "utf8")).toMatch(
    /^ {2}constructor:( \{ de: Konstruktor, en: Constructor \}|\n {4}de: Konstruktor\n {4}en: Constructor)$/m,
  );
  for (const refused of reserved) expect(refused.json.fields.id.reason).toBe("id-form");
});

it("takes a path segment or an external link named constructor for a name like any other", async () => {
  const dir = copyForTest((root) => {
    edit(root, "site.yaml", "de: /workshops, en: /en/workshops", "de: /info/constructor, en: /en/info/builder");
    edit(root, "site.yaml", "{ label: Workshops, page: workshops }", "{ label: Workshops, external: constructor }");
  });
  // The language check of breadcrumb labels reads none for /info/constructor; the navigation names no URL.
  expect((await problemsIn(dir)).map((p) => p.code)).toContain("NavigationTargetUnknown");
});
