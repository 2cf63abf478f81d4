// Names the maintainer's files may hold that JavaScript or the editor already use: the names every object has
// (`toString`, `constructor`) as a content key, a path segment or an external link's name are names like any
// other, reported where any unknown name is, never an internal error; `site` and `ui`, the editor's site settings
// and labels, are no page ids.
import { cpSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serveEditor } from "./editor-served.ts";
import { buildInMemory, checkSite, copyProject, edit, sitegenHere } from "./project.ts";

const projects: string[] = [];
afterAll(() => projects.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function project(change: (dir: string) => void): string {
  const dir = copyProject();
  projects.push(dir);
  change(dir);
  return dir;
}
const problemsOf = async (dir: string) => {
  const checked = await checkSite(dir);
  return checked.ok ? [] : checked.problems;
};
const problemCodes = async (dir: string) => (await problemsOf(dir)).map((p) => p.code);

describe("a content key toString", () => {
  const dir = project((root) => {
    for (const lang of ["de", "en"]) edit(root, `content/${lang}/faq.yaml`, /^title: /m, "toString: x\ntitle: ");
  });

  it("is an unknown key for the build and a field pair like any other for the translation commands", async () => {
    expect(await problemCodes(dir)).toEqual(["UnknownKey", "UnknownKey"]);
    for (const args of [["translations"], ["translations", "confirm", "--all"]]) {
      const run = await sitegenHere([...args, "--root", dir]);
      expect(run.code, run.stderr).toBe(0);
    }
  });

  it("leaves the editor's list of pages and the page's form answering", async () => {
    const editor = await serveEditor(dir);
    const get = (path: string) =>
      editor.send("GET", `/__sitegen/edit/api/${path}`, { "X-Sitegen-Token": editor.token });
    const [list, page] = [await get("pages"), await get("page?id=faq")];
    await editor.close();
    expect([list.status, page.status]).toEqual([200, 200]);
  });
});

describe("a path segment or an external link named constructor", () => {
  it("is a segment like any other: its breadcrumb reads the segment, and the language check reads no label", async () => {
    const dir = project((root) => {
      edit(
        root,
        "site.yaml",
        "  - { page: faq,",
        "  - { page: ctor, kind: info, de: /info/constructor, en: /en/info/builder }\n  - { page: faq,",
      );
      const words = {
        de: ["Seite am Konstruktorpfad", "Eine Seite unter einem Pfad mit eigenem Namen."],
        en: ["Page at the constructor path", "A page at a path of its own."],
      };
      for (const lang of ["de", "en"] as const) {
        cpSync(join(root, `content/${lang}/workshops.yaml`), join(root, `content/${lang}/ctor.yaml`));
        edit(root, `content/${lang}/ctor.yaml`, /^title: .*$/m, `title: ${words[lang][0]}`);
        edit(
          root,
          `content/${lang}/ctor.yaml`,
          /^description: (?:.*\n)(?: {2}.*\n)*/m,
          `description: ${words[lang][1]}\n`,
        );
      }
    });
    const html = (await buildInMemory(dir)).files.get("info/constructor.html") as string;
    expect(html).toContain('<span aria-current="page">Constructor</span>');
  });

  it("names no external URL in the navigation: reported as any unknown name", async () => {
    const dir = project((root) =>
      edit(root, "site.yaml", "{ label: Workshops, page: workshops }", "{ label: Workshops, external: constructor }"),
    );
    expect(await problemCodes(dir)).toEqual(["NavigationTargetUnknown"]);
  });

  it("gets the breadcrumb label the editor is given for a new article at /blog/constructor", async () => {
    const dir = project(() => {});
    const editor = await serveEditor(dir);
    const body = { id: "article-ctor", kind: "article", de: "/blog/constructor", en: "/en/blog/constructor" };
    const res = await editor.send(
      "POST",
      "/__sitegen/edit/api/pages/create",
      { Origin: editor.base, "X-Sitegen-Token": editor.token, "Content-Type": "application/json" },
      JSON.stringify({ ...body, labels: { de: "Konstruktor", en: "Constructor" } }),
    );
    await editor.close();
    expect(res.status, res.text).toBe(200);
    expect(readFileSync(join(dir, "site.yaml"), "utf8")).toMatch(/^ {2}constructor: Konstruktor$/m);
  });
});

describe("the page ids site and ui", () => {
  it.each(["site", "ui"])("%s is refused by the build and by the editor's new page", async (id) => {
    const dir = project((root) =>
      edit(
        root,
        "site.yaml",
        "  - { page: workshops,",
        `  - { page: ${id}, kind: info, de: /x-${id}, en: /en/x-${id} }\n  - { page: workshops,`,
      ),
    );
    const messages = (await problemsOf(dir)).map((p) => p.message);
    expect(messages).toEqual([expect.stringMatching(/names the site settings or the labels/)]);
    const editor = await serveEditor(copyProject());
    const res = await editor.send(
      "POST",
      "/__sitegen/edit/api/pages/create",
      { Origin: editor.base, "X-Sitegen-Token": editor.token, "Content-Type": "application/json" },
      JSON.stringify({ id, kind: "info", de: `/y-${id}`, en: `/en/y-${id}` }),
    );
    await editor.close();
    expect(res.status).toBe(422);
    expect(JSON.parse(res.text).fields.id).toMatch(/site settings or the labels/);
  });
});
