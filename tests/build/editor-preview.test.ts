import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { editable } from "../../generator/editor/edited.ts";
import { editorOnCopy } from "./editor-served.ts";

const { dir, served } = editorOnCopy();
const FAQ = "content/de/faq.yaml";
const HEADER = "Fragen, die noch niemand gespeichert hat";

const faqWith = (header: string) => {
  const value = editable(parse(readFileSync(join(dir, FAQ), "utf8"))) as Record<string, unknown>;
  return { id: "faq", lang: "de", files: { de: { ...value, header } } };
};
const preview = (body: unknown) => served().api<{ src: string; message: string }>("preview", body);
const holding = (folder: string, text: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => !statSync(path).isDirectory() && readFileSync(path, "utf8").includes(text));

describe("the preview of a form not saved", () => {
  it("is the page rendered with the form's values, served to the editor's frame, written nowhere; refused for no page", async () => {
    const res = await preview(faqWith(HEADER));
    expect(res.status).toBe(200);
    const { src } = res.json;
    expect(src).toMatch(/^\/__sitegen\/edit\/preview\/faq\?unsaved=[\w-]{16}$/);
    const page = await fetch(`${served().base}${src}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    const html = await page.text();
    expect(html).toContain(`>${HEADER}<`);
    expect(html).toContain('src="/__sitegen/client.js?server='); // it reloads with the next build, as the others
    expect(holding(join(dir, "content"), HEADER)).toEqual([]);
    expect(holding(served().dist, HEADER)).toEqual([]);
    expect(await (await fetch(`${served().base}/__sitegen/edit/preview/faq`)).text()).not.toContain(HEADER);
    expect((await preview({ ...faqWith(HEADER), lang: "fr" })).status).toBe(400);
    expect((await preview({ ...faqWith(HEADER), id: "nowhere" })).status).toBe(404);
  });

  it("cannot be shown while a link names no target (as typed, half a page id), and says so: no failed request", async () => {
    const file = "content/de/economics.yaml";
    const value = editable(parse(readFileSync(join(dir, file), "utf8"))) as { cta: { button: { to: string } } };
    value.cta.button.to = "hom";
    const res = await preview({ id: "economics", lang: "de", files: { de: value } });
    expect([res.status, res.json]).toEqual([
      200,
      { message: "/wirtschaftlichkeit cannot be shown with these values." },
    ]);
  });
});

describe("the preview of a new page", () => {
  it("is a page the frame shows and that reloads with the next build while its fields are empty, then the page", async () => {
    const create = { id: "partner", kind: "info", de: "/partner", en: "/en/partners" };
    expect((await served().api("pages/create", create)).status).toBe(200);
    const empty = await fetch(`${served().base}/__sitegen/edit/preview/partner`);
    expect(empty.status).toBe(200); // the frame's page, which the editor replaces with placeholders
    expect(empty.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(empty.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const text = await empty.text();
    expect(text).toMatch(/<body data-unbuilt>\s*<p lang="de">Diese Seite lässt sich noch nicht zeigen/);
    expect(text).toContain('src="/__sitegen/client.js?server=');
    // The form fills its empty fields with placeholders; any value the schema takes renders the page.
    const value = editable(parse(readFileSync(join(dir, "content/de/partner.yaml"), "utf8")));
    const filled = JSON.parse(JSON.stringify(value), (key, v: unknown) =>
      v === "" ? (key === "to" ? "home" : key === "id" ? "partner" : `[${key}]`) : v,
    ) as unknown;
    const res = await preview({ id: "partner", lang: "de", files: { de: filled } });
    // The English file is still empty: the page has no checked copy, so no address to show (and no failed request).
    expect([res.status, res.json]).toEqual([200, { message: "/partner cannot be shown with these values." }]);
    const both = await preview({ id: "partner", lang: "de", files: { de: filled, en: filled } });
    expect(both.status).toBe(200);
    const html = await (await fetch(`${served().base}${both.json.src}`)).text();
    expect(html).toMatch(/<h1[^>]*>\[heading\]<\/h1>/);
  });
});
