// Each request a DNS-rebinding page or a careless client sends is refused with a clear 4xx, nothing written.
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parse, parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { stateOf } from "../../generator/editor/change-record.ts";
import { isWritablePath } from "../../generator/editor/save.ts";
import { editable } from "../../generator/editor/edited.ts";
import { editorOnCopy, serveEditor, type ServedEditor } from "./editor-served.ts";
import { copyProject, edit, hashTree, repoRoot } from "./project.ts";

const { dir, served } = editorOnCopy();
const FAQ = "content/de/faq.yaml";
type Loaded = { files: Record<string, { hash: string; value?: unknown; error?: { message: string }; text: string }> };

const faqValue = () => editable(parse(readFileSync(join(dir, FAQ), "utf8"))) as Record<string, unknown>;
const faqHash = async (editor = served()) => (await editor.api<Loaded>("page?id=faq")).json.files.de!.hash;
/** A save of the German FAQ as the form sends it, from the version loaded now unless `hash` names another. */
const save = async (value: unknown, hash?: string, editor = served()) =>
  editor.api("save", { id: "faq", files: { de: { hash: hash ?? (await faqHash(editor)), value } } });
const send: ServedEditor["send"] = (...request) => served().send(...request);
const dist = () => served().dist;
const asPage = () => ({ Origin: served().base, "X-Sitegen-Token": served().token, "Content-Type": "application/json" });
/** The session's token with its last character changed, whatever that is. */
const wrongToken = () => served().token.replace(/.$/, (c) => (c === "x" ? "y" : "x"));
const unchanged = () => readFileSync(join(dir, FAQ), "utf8") === readFileSync(join(repoRoot, FAQ), "utf8");

const WRITES: Record<string, unknown> = {
  save: { id: "faq", files: { de: { hash: "", value: {} } } },
  confirm: { id: "faq", fields: [{ key: "header", de: "Häufige Fragen", en: "Frequently asked questions" }] },
  preview: { id: "faq", lang: "de", files: { de: {} } },
  "pages/create": { id: "probe", kind: "info", de: "/probe", en: "/en/probe" },
  "pages/rename": { id: "faq", lang: "de", path: "/fragen" },
  "pages/delete": { id: "faq", to: "home" },
  "pages/remove-file": { path: "content/de/faq.yaml" },
  commit: { message: "Von außen", files: [], version: "" },
  identity: { name: "A", email: "a@b.example" },
  publish: {},
};

describe("the editor's server", () => {
  it("serves its page with a strict CSP and the session token, and its script; the built site has none of it", async () => {
    const { base, token } = served();
    const res = await fetch(`${base}/__sitegen/edit/`);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe");
    expect(token.length).toBeGreaterThan(20);
    expect((await fetch(`${base}/__sitegen/edit/editor.js`)).status).toBe(200);
    expect(await (await fetch(`${base}/faq`)).text()).not.toContain("/__sitegen/edit/");
    const built = readdirSync(served().dist, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(built.filter((e) => readFileSync(join(e.parentPath, e.name), "utf8").includes("__sitegen/edit"))).toEqual(
      [],
    );
  });

  it("answers the API only with the token", async () => {
    const { send } = served();
    for (const path of ["pages", "page?id=faq", "problems?id=faq", "unused", "kinds", "changes"]) {
      expect((await send("GET", `/__sitegen/edit/api/${path}`, {})).status, path).toBe(403);
      expect((await send("GET", `/__sitegen/edit/api/${path}`, { "X-Sitegen-Token": wrongToken() })).status).toBe(403);
    }
    const ok = await served().api<{ id: string }[]>("pages");
    expect(ok.status).toBe(200);
    expect(ok.json.map((p) => p.id)).toEqual(expect.arrayContaining(["faq", "ui", "site"]));
  });

  it.each(Object.keys(WRITES))(
    "refuses %s without the token, from another origin, site or Host, too large, of another type or shape",
    async (path) => {
      const before = hashTree(dir);
      const own = asPage();
      const { "X-Sitegen-Token": _, ...noToken } = own;
      const { Origin: __, ...noOrigin } = own;
      const answer = async (headers: Record<string, string>, body: unknown = WRITES[path]) => {
        const res = await served().api(path, body, headers);
        return `${res.status} ${res.text}`;
      };
      for (const headers of [
        noToken,
        { ...own, "X-Sitegen-Token": wrongToken() },
        { ...own, Origin: "http://evil.example" },
        { ...own, Origin: "http://127.0.0.1:1" },
        { ...own, Origin: "null" },
        noOrigin,
        { ...own, "Sec-Fetch-Site": "cross-site" },
        { ...own, Origin: "http://rebound.example:80", Host: "rebound.example" },
      ])
        expect(await answer(headers), JSON.stringify(headers)).toMatch(/^403 .*(token|own page|answers only)/);
      expect(await answer(own, "x".repeat(1024 * 1024 + 1))).toMatch(/^413 /);
      expect(await answer({ ...own, "Content-Type": "text/plain" })).toMatch(/^415 /);
      expect(await answer(own, { more: 1 })).toMatch(/^400 /);
      expect(hashTree(dir)).toBe(before);
    },
  );

  it("refuses unknown pages and routes", async () => {
    const unknown = await served().api("save", { id: "../../etc/passwd", files: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("No page");
    expect((await served().api("page?id=nope")).status).toBe(404);
    expect((await served().send("GET", "/__sitegen/edit/nothing-here", {})).status).toBe(404);
    expect(unchanged()).toBe(true);
  });

  it("confirms only what the form showed: a text that differs on disk is refused (409) and the lock stays", async () => {
    const lock = join(dir, "content/translations.lock.yaml");
    const before = readFileSync(lock, "utf8");
    type Pair = { key: string; de: { text: string }; en: { text: string } };
    const page = await served().api<{ translations: Pair[] }>("page?id=faq");
    const header = page.json.translations.find((t) => t.key === "header")!;
    const confirm = (de: string) =>
      served().api("confirm", { id: "faq", fields: [{ key: "header", de, en: header.en.text }] });
    const stale = await confirm(`${header.de.text} (in the form, not saved)`);
    expect(stale.status).toBe(409);
    expect(stale.text).toContain("save the form");
    expect(readFileSync(lock, "utf8")).toBe(before);
    expect((await confirm(header.de.text)).status).toBe(200);
  });

  it.each([
    ["site.yaml", true],
    ["content/de/faq.yaml", true],
    ["content/en/blog/meta-odense.yaml", true],
    ["content/../site.yaml", false],
    ["../site.yaml", false],
    ["/etc/passwd", false],
    ["content/de/faq.yml", false],
    ["content/de/.hidden.yaml", false],
    ["dist/faq.yaml", false],
    ["content/de/faq.yaml/../../../x.yaml", false],
    ["content\\de\\faq.yaml", false],
  ])("writes %s: %s", (path, allowed) => expect(isWritablePath(path)).toBe(allowed));

  it("does not write through a content file that links out of the project", async () => {
    const outside = join(mkdtempSync(join(tmpdir(), "sitegen-outside-")), "faq.yaml");
    writeFileSync(outside, readFileSync(join(dir, FAQ)));
    const file = join(dir, "content/en/faq.yaml");
    const before = readFileSync(file, "utf8");
    unlinkSync(file);
    symlinkSync(outside, file);
    try {
      const res = await served().api("save", {
        id: "faq",
        files: { en: { hash: "", value: editable(parse(before)) } },
      });
      expect(res.status).toBe(422);
      expect(res.text).toContain("outside the project");
      expect(readFileSync(outside, "utf8")).toBe(readFileSync(join(dir, FAQ), "utf8"));
    } finally {
      unlinkSync(file);
      writeFileSync(file, before);
      rmSync(dirname(outside), { recursive: true, force: true });
    }
  });

  it("refuses a save over a file changed on disk since the form loaded it, and shows both versions", async () => {
    const hash = await faqHash();
    const path = join(dir, FAQ);
    const original = readFileSync(path, "utf8");
    const theirs = original.replace("header: Häufige Fragen", "header: Im Editor des Nutzers geändert");
    writeFileSync(path, theirs);
    const res = await save({ ...faqValue(), header: "Im Formular geändert" }, hash);
    expect(res.status).toBe(409);
    const answer = JSON.parse(res.text) as { disk: string; yours: string; message: string };
    expect(answer.message).toContain("changed on disk");
    expect(answer).toMatchObject({ reason: "changed-on-disk", path: FAQ }); // for the editor to say in its language
    expect(answer.disk).toBe(theirs);
    expect(answer.yours).toContain("header: Im Formular geändert");
    expect(readFileSync(path, "utf8")).toBe(theirs);
    writeFileSync(path, original);
  });

  it("shows your version over a list shortened on disk meanwhile, each change on the item it was made on", async () => {
    const hash = await faqHash();
    const path = join(dir, FAQ);
    const original = readFileSync(path, "utf8");
    type Item = { q: string; a: string };
    const value = faqValue() as { faqs: { $list: [number, { questions: { $list: [number, Item][] } }][] } };
    const last = value.faqs.$list[0]![1].questions.$list[6]![1];
    last.a = "Im Formular geändert.";
    const theirs = parseDocument(original); // the category's first question removed: the form's item 6 is item 5 now
    theirs.deleteIn(["faqs", 0, "questions", 0]);
    writeFileSync(path, theirs.toString());
    const res = await save(value, hash);
    expect(res.status).toBe(409);
    const yours = (JSON.parse(res.text) as { yours: string }).yours;
    expect((parse(yours) as { faqs: { questions: Item[] }[] }).faqs[0]!.questions[6]).toEqual(last);
    writeFileSync(path, original);
  });

  it("saves with the token from its own origin: only that line changes, through a temporary file", async () => {
    const res = await save({ ...faqValue(), header: "Fragen und Antworten" });
    expect(res.status).toBe(200);
    const after = readFileSync(join(dir, FAQ), "utf8");
    expect(after).toBe(
      readFileSync(join(repoRoot, FAQ), "utf8").replace("header: Häufige Fragen", "header: Fragen und Antworten"),
    );
    expect(
      readdirSync(join(dir, "content/de")).filter((f) => !f.endsWith(".yaml") && f !== "blog" && f !== "legal"),
    ).toEqual([]);
  });

  it("opens a file that does not parse without a value (the form is read-only) and refuses to save over it", async () => {
    const file = join(dir, "content/en/faq.yaml");
    const before = readFileSync(file, "utf8");
    const broken = before.replace("header: Frequently asked questions", "header: [unclosed");
    writeFileSync(file, broken);
    try {
      const en = (await served().api<Loaded>("page?id=faq")).json.files.en!;
      expect(en.value).toBeUndefined();
      expect(en.error?.message).toMatch(/^content\/en\/faq\.yaml:\d+: The file could not be parsed: /);
      expect(en.text).toBe(broken);
      const saved = await served().api("save", {
        id: "faq",
        files: { en: { hash: "", value: editable(parse(before)) } },
      });
      expect(saved.status).toBe(422);
      expect(readFileSync(file, "utf8")).toBe(broken);
    } finally {
      writeFileSync(file, before);
    }
  });

  it("is not there when sitegen dev listens on another address than the loopback", async () => {
    const open = await serveEditor(dir, { host: "0.0.0.0" });
    const res = await fetch(`${open.base}/__sitegen/edit/`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("only when sitegen dev listens on 127.0.0.1");
    await open.close();
  });
});

describe("the editor under attack", () => {
  const restore = () => writeFileSync(join(dir, FAQ), readFileSync(join(repoRoot, FAQ)));

  it("answers the second of two saves from the same loaded version 409 with both versions; no edit is lost", async () => {
    for (let trial = 0; trial < 5; trial++) {
      restore();
      const hash = await faqHash();
      const a = { ...faqValue(), header: `Kopf ${trial}` };
      const b = { ...faqValue(), title: `Titel ${trial}` };
      const answers = await Promise.all([save(a, hash), save(b, hash)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const conflict = JSON.parse(answers.find((r) => r.status === 409)!.text) as { disk: string; yours: string };
      const onDisk = readFileSync(join(dir, FAQ), "utf8");
      expect(conflict.disk).toBe(onDisk); // the version the first save wrote
      // The first edit on disk; the refused one in "yours": the form's value written over what is on disk now.
      const [won, lost] =
        answers[0]!.status === 200
          ? [{ header: a.header }, { title: b.title }]
          : [{ title: b.title }, { header: a.header }];
      expect(parse(onDisk)).toMatchObject(won);
      expect(parse(conflict.yours)).toMatchObject(lost);
    }
    restore();
  });

  it("writes nothing while another sitegen dev edits the project, and takes it over once that one has ended", async () => {
    const other = copyProject();
    const { dir: state, claim } = stateOf({ root: other, codeRoot: repoRoot });
    mkdirSync(state, { recursive: true });
    writeFileSync(claim, String(process.ppid)); // a running process (vitest's own) edits it as this one starts
    const editor = await serveEditor(other);
    const saveOther = (header: string) => save({ ...faqValue(), header }, undefined, editor);
    try {
      const held = await saveOther("Von zweien bearbeitet");
      expect(held.status).toBe(409);
      expect(held.text).toContain(`Another sitegen dev (process ${process.ppid}) edits this project`);
      writeFileSync(claim, String(spawnSync(process.execPath, ["-e", ""]).pid)); // a process that has ended
      expect((await saveOther("Übernommen")).status).toBe(200);
      expect(readFileSync(claim, "utf8")).toBe(String(process.pid));
      expect(readFileSync(join(other, FAQ), "utf8")).toContain("header: Übernommen\n");
    } finally {
      await editor.close();
      rmSync(other, { recursive: true, force: true });
    }
  });

  /** The FAQ with `items` list items added (a paste, a generated file), built by sitegen dev before `check` runs. */
  async function withItems(items: number, check: () => Promise<void>) {
    const text = `${readFileSync(join(dir, FAQ), "utf8")}items:\n${"  - a short item\n".repeat(items)}`;
    await served().built(FAQ, () => writeFileSync(join(dir, FAQ), text));
    try {
      await check();
    } finally {
      await served().built(FAQ, restore);
    }
  }

  it("reads the files for the editor in sitegen dev's session: files are served while it reads a large one", async () => {
    await withItems(50_000, async () => {
      // 0.9 MB, as large as a form takes: the list reads every page's files for their translation status.
      writeFileSync(join(dist(), "ping.txt"), "pong\n");
      let listed = false;
      const list = served().api("pages");
      void list.finally(() => (listed = true));
      expect((await send("GET", "/ping.txt", {})).status).toBe(200);
      expect(listed, "the list is answered after the file").toBe(false);
      expect((await list).status).toBe(200);
    });
  });

  it("refuses the form of a file far larger than any page, with a sentence, and counts nothing of it", async () => {
    await withItems(220_000, async () => {
      const { de } = (await served().api<Loaded>("page?id=faq")).json.files;
      expect(de!.value).toBeUndefined(); // read-only
      expect(de!.error?.message).toMatch(/^content\/de\/faq\.yaml is far larger than any page .*text editor/);
      const list = (await served().api<{ id: string; translations: object }[]>("pages")).json;
      expect(list.find((p) => p.id === "faq")?.translations).toEqual({});
    });
  });

  /** Sends the save and GETs a static file one after another until it is answered; how many GETs were answered. */
  async function whileSaving(value: unknown) {
    writeFileSync(join(dist(), "ping.txt"), "pong\n");
    expect((await send("GET", "/ping.txt", {})).status).toBe(200); // the static path warm, as in a running server
    const pending = save(value, await faqHash());
    let done = false;
    void pending.finally(() => (done = true));
    let answered = 0;
    while (!done) {
      expect((await send("GET", "/ping.txt", {})).status).toBe(200);
      answered++;
    }
    return { answer: await pending, answeredMeanwhile: answered };
  }
  const withKeys = (count: number) => {
    const value = { ...faqValue() };
    for (let i = 0; i < count; i++) value[`key${i}`] = `value number ${i}`;
    return value;
  };

  it("refuses a save of 10,000 new keys with 413 and answers static files while it reads it", async () => {
    const { answer, answeredMeanwhile } = await whileSaving(withKeys(10_000));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text).message).toMatch(/more than 5000 values/);
    expect(answeredMeanwhile).toBeGreaterThan(0); // how fast is the bench's (bench:editor), not a test's, to measure
    expect(unchanged()).toBe(true);
  });

  it("checks 1,000 new keys in one pass, and refuses a save of more than 1,000 changes", async () => {
    const { answer } = await whileSaving(withKeys(1000));
    expect(answer.status).toBe(422); // the build's schema knows none of the keys
    const over = await save(withKeys(1001), await faqHash());
    expect(over.status).toBe(413);
    expect(JSON.parse(over.text).message).toMatch(/more than 1000 values, keys or list items/);
    expect(unchanged()).toBe(true);
  });

  it("previews a page as the last change left it: a label every page shows, changed on disk", async () => {
    const ui = readFileSync(join(dir, "content/de/ui.yaml"), "utf8");
    try {
      // The change of a label makes every page stale; the one previewed is rendered when asked for, not later.
      await served().built("content/de/ui.yaml", () =>
        edit(dir, "content/de/ui.yaml", "rights: Alle Rechte", "rights: Manche Rechte"),
      );
      const res = await send("GET", "/__sitegen/edit/preview/faq", {});
      expect(res.status).toBe(200);
      expect(res.text).toContain("Manche Rechte vorbehalten.");
    } finally {
      writeFileSync(join(dir, "content/de/ui.yaml"), ui);
    }
  });

  it("does not serve a link out of dist/ through the preview, as the static server does not", async () => {
    const secret = join(mkdtempSync(join(tmpdir(), "sitegen-secret-")), "secret.html");
    writeFileSync(secret, "<p>SECRET OUTSIDE DIST</p>");
    symlinkSync(secret, join(dist(), "zz-leak.html"));
    writeFileSync(join(dist(), "real.html"), "<html><head></head><body>A built page</body></html>");
    try {
      const leak = await send("GET", "/__sitegen/edit/preview/zz-leak", {});
      expect(leak.status).toBe(404);
      expect(leak.text).not.toContain("SECRET");
      expect((await send("GET", "/zz-leak", {})).status).toBe(404);
      const real = await send("GET", "/__sitegen/edit/preview/real", {});
      expect(real.status).toBe(200);
      expect(real.text).toContain("A built page");
    } finally {
      unlinkSync(join(dist(), "zz-leak.html"));
      rmSync(dirname(secret), { recursive: true, force: true });
    }
  });

  it.each([
    ["10,000 nested lists", `${"[".repeat(10_000)}"x"${"]".repeat(10_000)}`],
    ["5,000 nested groups", `${'{"a":'.repeat(5_000)}"x"${"}".repeat(5_000)}`],
  ])("refuses a value of %s with 400 and a sentence, nothing written", async (_, deep) => {
    const body = `{"id":"faq","keep":true,"files":{"de":{"hash":"${await faqHash()}","value":{"deep":${deep}}}}}`;
    const res = await send("POST", "/__sitegen/edit/api/save", asPage(), body);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).message).toMatch(/nests deeper than \d+ levels/);
    expect(unchanged()).toBe(true);
  });

  it("refuses a lone surrogate with 422 naming the field, instead of writing U+FFFD", async () => {
    const res = await save({ ...faqValue(), header: "\ud800x" }, await faqHash());
    expect(res.status).toBe(422);
    expect(JSON.parse(res.text).message).toMatch(/"header" holds half of a character/);
    expect(unchanged()).toBe(true);
  });
});

it("answers an alias bomb in a file with the build's refusal at its first alias, never a 500", async () => {
  // Nine levels of ten aliases each: a billion values once expanded.
  const bomb = Array.from({ length: 9 }, (_, i) => `b${i}: &b${i} [${Array(10).fill(i ? `*b${i - 1}` : "x")}]`);
  const [faq, site] = [FAQ, "site.yaml"].map((file) => readFileSync(join(repoRoot, file), "utf8")) as [string, string];
  const line = (text: string) => text.split("\n").length + 1; // the first alias
  writeFileSync(join(dir, FAQ), `${faq}${bomb.join("\n")}\n`);
  const page = await served().api<Loaded>("page?id=faq");
  writeFileSync(join(dir, "site.yaml"), `${site}${bomb.join("\n")}\n`);
  const list = await served().api("pages");
  const rename = await served().api("pages/rename", { id: "workshops", lang: "de", path: "/workshops-neu" });
  writeFileSync(join(dir, FAQ), faq);
  writeFileSync(join(dir, "site.yaml"), site);
  expect([page.status, list.status, rename.status]).toEqual([200, 200, 422]);
  const opened = (JSON.parse(page.text) as Loaded).files.de!.error?.message;
  expect(opened).toMatch(new RegExp(`^content/de/faq\\.yaml:${line(faq)}: .*alias`)); // read-only, located
  expect(JSON.parse(rename.text).message).toMatch(new RegExp(`site\\.yaml:${line(site)}: .*alias`));
});
