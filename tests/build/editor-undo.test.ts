import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCK_PATH } from "../../generator/translations/lock.ts";
import { confirmTitle, editorOnCopy, type ServedEditor } from "./editor-served.ts";
import { commitAll } from "./project.ts";

const { dir, served } = editorOnCopy();
const read = (path: string) => readFileSync(join(dir, path), "utf8");
const ID = "article-aarhus";
const FILES = ["site.yaml", "published.yaml", LOCK_PATH, ...["de", "en"].map((l) => `content/${l}/blog/${ID}.yaml`)];

const removed = async () => (await served().api<{ id: string }[]>("removed")).json.map((page) => page.id);
const remove = () =>
  served().built("site.yaml", async () => {
    const answer = await served().api("pages/delete", { id: ID, to: "blog" });
    expect(answer.status, answer.text).toBe(200);
  });

describe("undoing a page's removal", () => {
  it("brings the page back with its route, labels, files, addresses and confirmations, and keeps an edit made since", async () => {
    const article = { id: ID, kind: "article", de: "/blog/aarhus-abwaerme", en: "/en/blog/aarhus-waste-heat" };
    const labels = { de: "Aarhus Fallstudie", en: "Aarhus Case Study" };
    await served().built("site.yaml", () => served().api("pages/create", { ...article, labels }));
    await confirmTitle(served(), dir, ID);
    const before = Object.fromEntries(FILES.map((path) => [path, read(path)]));
    expect(await removed()).toEqual([]);

    await remove();
    expect(read("site.yaml")).not.toContain(ID);
    expect(existsSync(join(dir, `content/de/blog/${ID}.yaml`))).toBe(false);
    expect(read(LOCK_PATH)).not.toContain(ID);
    expect(await removed()).toEqual([ID]);

    const street = (text: string) => text.replace("street: Baarerstrasse 10", "street: Baarerstrasse 12");
    await served().built("site.yaml", () => writeFileSync(join(dir, "site.yaml"), street(read("site.yaml"))));
    let answer: Awaited<ReturnType<ServedEditor["api"]>> | undefined;
    await served().built("site.yaml", async () => (answer = await served().api("pages/undo", { id: ID })));
    expect(answer?.status, answer?.text).toBe(200);
    for (const path of FILES)
      expect(read(path), path).toBe(path === "site.yaml" ? street(before[path]!) : before[path]);
    expect(await removed()).toEqual([]);
    expect((await served().api<{ id: string }[]>("pages")).json.map((page) => page.id)).toContain(ID);
  });

  it("names the file changed where the removal changed it, and writes nothing", async () => {
    await remove();
    const site = read("site.yaml");
    writeFileSync(join(dir, `content/de/blog/${ID}.yaml`), "title: Etwas anderes\n");
    const answer = await served().api("pages/undo", { id: ID });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ reason: "undo-conflict", path: `content/de/blog/${ID}.yaml` });
    expect(read("site.yaml")).toBe(site);
    expect(read(`content/de/blog/${ID}.yaml`)).toBe("title: Etwas anderes\n");
    expect(await removed()).toEqual([ID]); // still there to undo once the file is back as it was
  });

  it("ends with the next commit: nothing is offered, and an undo is refused", async () => {
    commitAll(dir); // the site with the article removed
    expect(await removed()).toEqual([]);
    expect((await served().api("pages/undo", { id: ID })).status).toBe(404);
  });
});
