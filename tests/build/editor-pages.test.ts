import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { LOCK_PATH } from "../../generator/translations/lock.ts";
import type { Worded } from "../../generator/editor/requests.ts";
import { startDev } from "../../generator/dev/dev-server.ts";
import { configFor } from "../../generator/options.ts";
import { confirmTitle, editorOnCopy, serveEditor } from "./editor-served.ts";
import { copyProjectForTests, problemsIn, repoRoot } from "./project.ts";

const { dir, served } = editorOnCopy();
const site = readFileSync(join(repoRoot, "site.yaml"), "utf8");

const read = (path: string) => readFileSync(join(dir, path), "utf8");
const post = (action: string, body: unknown) =>
  served().api<{ fields?: Record<string, Worded>; message?: string }>(`pages/${action}`, body);
type Loaded<T> = {
  schema: { properties: Record<string, unknown> };
  files: Record<"de" | "en", { hash: string; value: T }>;
};
const load = async <T = Record<string, unknown>>(id: string) => (await served().api<Loaded<T>>(`page?id=${id}`)).json;
const save = (id: string, files: Partial<Loaded<unknown>["files"]>) =>
  served().api<{ written: string[]; disk: string }>("save", { id, files });
/** The lines of `after` that are not in `before`, and those of `before` not in `after` (as a multiset). */
function lineDiff(before: string, after: string): { added: string[]; removed: string[] } {
  const count = (text: string) =>
    text.split("\n").reduce((m, l) => m.set(l, (m.get(l) ?? 0) + 1), new Map<string, number>());
  const [a, b] = [count(before), count(after)];
  const only = (x: Map<string, number>, y: Map<string, number>) =>
    [...x].flatMap(([line, n]) => Array<string>(Math.max(0, n - (y.get(line) ?? 0))).fill(line));
  return { added: only(b, a), removed: only(a, b) };
}

const ARTICLE = {
  id: "article-aarhus",
  kind: "article",
  de: "/blog/aarhus-abwaerme",
  en: "/en/blog/aarhus-waste-heat",
};
const LABELS = { de: "Aarhus Fallstudie", en: "Aarhus Case Study" };
const createAt = (id: string, slug: string) =>
  post("create", { ...ARTICLE, id, de: `/blog/${slug}`, en: `/en/blog/${slug}`, labels: LABELS });

describe("a new page from the editor", () => {
  it("adds an article's route after the other articles, its labels and two content files with every required field empty", async () => {
    const site = read("site.yaml");
    let res: Awaited<ReturnType<typeof post>> | undefined;
    const built = await served().built(
      "site.yaml",
      async () => (res = await post("create", { ...ARTICLE, labels: LABELS })),
    );
    expect(res?.status).toBe(200);
    // sitegen dev hears of the three files before the first is written: it builds them as one change.
    expect([...built].sort()).toEqual([
      "content/de/blog/article-aarhus.yaml",
      "content/en/blog/article-aarhus.yaml",
      "site.yaml",
    ]);
    const { added, removed } = lineDiff(site, read("site.yaml"));
    expect(removed).toEqual([]);
    expect(added).toEqual([
      "  - { page: article-aarhus, kind: article, content: blog/article-aarhus, de: /blog/aarhus-abwaerme, en: /en/blog/aarhus-waste-heat }",
      "  aarhus-abwaerme: Aarhus Fallstudie",
      "  aarhus-waste-heat: Aarhus Case Study",
    ]);
    const lines = read("site.yaml").split("\n");
    expect(lines[lines.indexOf(added[0]!) - 1]).toContain("page: article-telia-helsinki");
    for (const lang of ["de", "en"]) {
      const file = read(`content/${lang}/blog/article-aarhus.yaml`);
      expect(file).toMatch(/^# yaml-language-server: \$schema=\.\.\/\.\.\/\.\.\/schemas\/article\.schema\.json\n/);
      const value = parse(file) as Record<string, unknown>;
      expect(value.title).toBe("");
      expect(value.headline).toBe("");
      expect(Array.isArray(value.sections) && value.sections.length).toBeGreaterThan(0);
    }
    // The build knows the page, and names its empty fields (at the files' lines) rather than anything else.
    const problems = await problemsIn(dir);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.at?.file.includes("article-aarhus"))).toBe(true);
  });

  it.each([
    ["an id of another page", { ...ARTICLE, id: "faq" }, "id", "taken", /id "faq"/],
    ["a path another page has", { ...ARTICLE, id: "x1", de: "/faq" }, "de", "taken", /address \/faq /],
    ["a path the build writes for itself", { ...ARTICLE, id: "x2", de: "/index" }, "de", "reserved", /^\/index /],
    ["an English path for German", { ...ARTICLE, id: "x3", de: "/en/x" }, "de", "path-form", /not starting with \/en/],
    ["a former path", { ...ARTICLE, id: "x4", en: "/en/blog/aarhus-waste-heat" }, "en", "taken", /aarhus-waste-heat/],
    ["a path with capitals", { ...ARTICLE, id: "x5", en: "/en/Blog" }, "en", "path-form", /like \/en\/faq: lower-case/],
    ["an id with a slash", { ...ARTICLE, id: "../x" }, "id", "id-form", /lower-case/],
    ["an unknown kind", { ...ARTICLE, id: "x6", kind: "careers" }, "kind", "build-field", /article/],
  ])("refuses %s at its field by its reason, writing nothing", async (_, request, field, reason, message) => {
    const site = read("site.yaml");
    const res = await post("create", { ...request, labels: LABELS });
    expect(res.status, res.text).toBe(422);
    expect(res.json.fields?.[field], res.text).toMatchObject({ reason, message: expect.stringMatching(message) });
    expect(res.json).toMatchObject({ reason: "nothing-written" });
    expect(read("site.yaml")).toBe(site);
  });

  it("refuses an id whose content file exists, and an article without breadcrumb labels", async () => {
    writeFileSync(join(dir, "content/en/blog/article-odense2.yaml"), "title: mine\n");
    const site = read("site.yaml");
    const taken = await createAt("article-odense2", "o2");
    expect(taken.json.fields?.id?.message).toMatch(/^content\/en\/blog\/article-odense2\.yaml exists already/);
    expect(read("content/en/blog/article-odense2.yaml")).toBe("title: mine\n");
    const bare = await post("create", { ...ARTICLE, id: "article-x", de: "/blog/x", en: "/en/blog/x" });
    expect(Object.keys(bare.json.fields ?? {})).toEqual(["label-de", "label-en"]);
    expect(read("site.yaml")).toBe(site);
    expect(existsSync(join(dir, "content/de/blog/article-x.yaml"))).toBe(false);
    rmSync(join(dir, "content/en/blog/article-odense2.yaml"));
  });
});

it("the content-file guard of a new page's files writes no file through a link: neither a link at the file's name nor a folder linked out of the project", async () => {
  const outside = mkdtempSync(join(tmpdir(), "sitegen-outside-"));
  const site = read("site.yaml");
  try {
    symlinkSync(join(outside, "target.yaml"), join(dir, "content/de/blog/article-linked.yaml"));
    const linked = await createAt("article-linked", "l1");
    expect(linked.json.fields?.id?.message).toContain("content/de/blog/article-linked.yaml");
    rmSync(join(dir, "content/de/blog/article-linked.yaml"));
    renameSync(join(dir, "content/en/blog"), join(outside, "blog"));
    symlinkSync(join(outside, "blog"), join(dir, "content/en/blog"));
    const folder = await createAt("article-out", "o1");
    expect(folder.json.fields?.id?.message).toBe("content/en/blog/article-out.yaml is not a file the editor writes.");
    expect(readdirSync(outside).sort()).toEqual(["blog"]);
    expect(readdirSync(join(outside, "blog")).some((f) => f.includes("article-out"))).toBe(false);
    expect(read("site.yaml")).toBe(site);
  } finally {
    rmSync(join(dir, "content/en/blog"), { force: true });
    if (existsSync(join(outside, "blog"))) renameSync(join(outside, "blog"), join(dir, "content/en/blog"));
    rmSync(outside, { recursive: true, force: true });
  }
  expect(existsSync(join(dir, "content/de/blog/article-out.yaml"))).toBe(false);
});

it.each([
  ["site.yaml", "rename", { id: "faq", lang: "de", path: "/fragen" }],
  ["published.yaml", "delete", { id: "article-aarhus", to: "blog" }], // made above, linked from nowhere
])(
  "the content-file guard of site.yaml and published.yaml changes nothing when %s is a link out of the project",
  async (file, action, body) => {
    const outside = mkdtempSync(join(tmpdir(), "sitegen-outside-"));
    const before = { site: read("site.yaml"), published: read("published.yaml") };
    try {
      renameSync(join(dir, file), join(outside, file));
      symlinkSync(join(outside, file), join(dir, file));
      const res = await post(action, body);
      expect(res.status).toBe(422);
      expect(res.json.message).toContain("outside the project");
      expect(readFileSync(join(outside, file), "utf8")).toBe(file === "site.yaml" ? before.site : before.published);
    } finally {
      rmSync(join(dir, file));
      renameSync(join(outside, file), join(dir, file));
      rmSync(outside, { recursive: true, force: true });
    }
    expect(read("site.yaml")).toBe(before.site);
    expect(read("published.yaml")).toBe(before.published);
  },
);

describe("renaming and removing from the editor", () => {
  it("renames a path: the old one becomes a former path, its breadcrumb label moves, the build is clean of it", async () => {
    const site = read("site.yaml");
    const res = await post("rename", { id: "economics", lang: "de", path: "/wirtschaftlichkeitsrechnung" });
    expect(res.status).toBe(200);
    const { added, removed } = lineDiff(site, read("site.yaml"));
    expect(removed).toEqual([
      "  - { page: economics, kind: info, de: /wirtschaftlichkeit, en: /en/economics }",
      "  wirtschaftlichkeit: Wirtschaftlichkeit",
    ]);
    expect(added).toEqual([
      "  - { page: economics, kind: info, de: /wirtschaftlichkeitsrechnung, en: /en/economics, formerly: [/wirtschaftlichkeit] }",
      "  wirtschaftlichkeitsrechnung: Wirtschaftlichkeit",
    ]);
    const problems = (await problemsIn(dir)).filter((p) => !p.at?.file.includes("article-aarhus"));
    expect(problems.map((p) => p.message)).toEqual([]);
  });

  it("answers a save of the site settings made stale by a rename with 409 and the disk's text, never a refusal", async () => {
    const { hash, value } = (await load("site")).files.de;
    expect((await post("rename", { id: "workshops", lang: "de", path: "/workshops-beratung" })).status).toBe(200);
    const res = await save("site", { de: { hash, value: { ...value, product: "Rechenwärme 2" } } });
    expect(res.status, res.text).toBe(409);
    expect(res.json.disk).toBe(read("site.yaml"));
    expect(read("site.yaml")).toContain("de: /workshops-beratung, en: /en/workshops, formerly: [/workshops] }");
  });

  it("refuses a rename onto another page's path, and a removal of a page the navigation or a teaser links to", async () => {
    const site = read("site.yaml");
    const renamed = await post("rename", { id: "economics", lang: "en", path: "/en/faq" });
    expect(renamed.json.fields?.path).toMatchObject({ reason: "taken", path: "/en/faq" });
    expect((await post("delete", { id: "funding", to: "home" })).json.fields?.id?.message).toMatch(/^site\.yaml:\d+: /);
    expect((await post("delete", { id: "article-telia-helsinki", to: "blog" })).json.fields?.id?.message).toMatch(
      /^content\/(de|en)\/(home|blog)\.yaml:\d+: This page is linked here: change that link first\.$/,
    );
    expect(read("site.yaml")).toBe(site);
  });

  it("removes a page: its route, files and confirmations go, its paths lead to the page chosen and stay in published.yaml", async () => {
    const published = read("published.yaml");
    // A confirmed translation of the article, which the lock would report stale once the article is gone.
    await confirmTitle(served(), dir, "article-aarhus");
    const lock = read(LOCK_PATH);
    const files = ["published.yaml", "site.yaml", ...["de", "en"].map((l) => `content/${l}/blog/article-aarhus.yaml`)];
    let res: Awaited<ReturnType<typeof post>> | undefined;
    const built = await served().built(
      "site.yaml",
      async () => (res = await post("delete", { id: "article-aarhus", to: "blog" })),
    );
    expect(res?.status).toBe(200);
    expect([...built].sort()).toEqual([...files, LOCK_PATH].sort()); // built as one change
    expect(read("site.yaml")).not.toContain("article-aarhus");
    expect(read("site.yaml")).not.toContain("aarhus-waste-heat: ");
    expect(read("site.yaml")).toContain(
      "  - { page: blog, kind: blog, de: /blog, en: /en/blog, formerly: [/blog/aarhus-abwaerme, /en/blog/aarhus-waste-heat] }",
    );
    expect(lineDiff(published, read("published.yaml"))).toEqual({
      added: ["article-aarhus: [/blog/aarhus-abwaerme, /en/blog/aarhus-waste-heat]"],
      removed: [],
    });
    expect(existsSync(join(dir, "content/de/blog/article-aarhus.yaml"))).toBe(false);
    expect(lineDiff(lock, read(LOCK_PATH))).toEqual({
      added: [],
      removed: [expect.stringMatching(/^"article-aarhus title": /)],
    });
    expect((await problemsIn(dir)).map((p) => p.message)).toEqual([]);
  });
});

it("a save of a page in both languages tells sitegen dev of both files before it writes either, and of nothing when nothing changed", async () => {
  /** The FAQ saved in both languages with each header as `header` makes it. */
  const saveFaq = async (header: (old: string) => string) => {
    const { files } = await load<{ header: string }>("faq");
    const edit = ({ hash, value }: (typeof files)["de"]) => ({
      hash,
      value: { ...value, header: header(value.header) },
    });
    const { status, json } = await save("faq", { de: edit(files.de), en: edit(files.en) });
    return { status, written: json.written };
  };
  const paths = ["content/de/faq.yaml", "content/en/faq.yaml"];
  const before = paths.map(read);
  const built = await served().built("content/de/faq.yaml", async () =>
    expect(await saveFaq((header) => `${header}: FAQ`)).toEqual({ status: 200, written: paths }),
  );
  expect([...built].sort()).toEqual(paths);
  expect(paths.map(read)).not.toEqual(before);
  expect(await saveFaq((header) => header)).toEqual({ status: 200, written: [] });
});

it("the site settings saved from the form: writes a navigation label and the header's button each in its line; the pages show them, the button leading to its target", async () => {
  type Site = {
    headerCta: Record<"de" | "en", Record<string, string>>;
    navigation: { de: { $list: [number, { label: string }][] } };
  };
  const { schema, files } = await load<Site>("site");
  expect(JSON.stringify(schema.properties.headerCta)).toContain('"role":"link"'); // the form's link field
  const { hash, value } = files.de;
  value.navigation.de.$list[1]![1].label = "Rentabilität";
  value.headerCta.en!.label = "Book a consultation";
  for (const lang of ["de", "en"] as const) value.headerCta[lang]!.to = "home#roi-tools";
  const before = read("site.yaml");
  await served().built("site.yaml", async () => expect((await save("site", { de: { hash, value } })).status).toBe(200));
  expect(lineDiff(before, read("site.yaml")).added.map((line) => line.trim())).toEqual([
    "- { label: Rentabilität, page: economics }",
    "de: { label: Beratung anfragen, title: 30 Min kostenloses Beratungsgespräch, to: home#roi-tools }",
    "en: { label: Book a consultation, title: 30 min free consultation, to: home#roi-tools }",
  ]);
  const page = async (path: string) => (await fetch(`${served().base}${path}`)).text();
  const button = (html: string) => /class="site-nav__actions"><a class="[^"]*" href="([^"]*)"/.exec(html)?.[1];
  const [de, en] = [await page("/faq"), await page("/en/faq")];
  expect([button(de), button(en)]).toEqual(["/#roi-tools", "/en#roi-tools"]);
  expect(de).toContain(">Rentabilität<");
  expect(en).toContain("Book a consultation");
});

describe("a page change cut short", () => {
  const PROBE = { id: "probe", kind: "info", de: "/probe", en: "/en/probe" };
  const files = ["content/de/probe.yaml", "content/en/probe.yaml"];
  const onDisk = (root: string) => files.map((file) => existsSync(join(root, file)));

  it("is completed when sitegen dev starts next: the route and both files", async () => {
    const root = copyProjectForTests();
    // The English file cannot be written (a folder is in its place when its turn comes): the editor stops there.
    const editor = await serveEditor(root, { writing: () => mkdirSync(join(root, files[1]!)) });
    const res = await editor.api("pages/create", PROBE);
    await editor.close();
    expect([res.status, ...onDisk(root)]).toEqual([500, true, true]);
    expect(readFileSync(join(root, "site.yaml"), "utf8")).toBe(site);
    rmdirSync(join(root, files[1]!));
    await (await startDev(configFor({ command: "dev", root, codeRoot: repoRoot, port: 0 }))).close();
    expect(onDisk(root)).toEqual([true, true]);
    expect(readFileSync(join(root, "site.yaml"), "utf8")).toContain(
      "  - { page: probe, kind: info, de: /probe, en: /en/probe }",
    );
    expect((await problemsIn(root)).map((p) => p.code)).not.toContain("ContentFileUnused");
  });

  it("leaves a file that create takes over: the same page created again", async () => {
    const before = read("site.yaml");
    expect((await post("create", PROBE)).status).toBe(200);
    writeFileSync(join(dir, "site.yaml"), before); // as a crash after the German file leaves it: no route,
    rmSync(join(dir, files[1]!)); // no English file
    const again = await post("create", PROBE);
    expect(again.status, again.text).toBe(200);
    expect(onDisk(dir)).toEqual([true, true]);
  });
});

describe("the site settings' form", () => {
  it("names the pages of a range's ends and of an assumption, and offers only anchors a visitor sees", async () => {
    type Site = { uses: Record<string, { id: string }[]>; linkTargets: { target: string }[] };
    const site = (await served().api<Site>("page?id=site")).json;
    const on = (name: string) => site.uses[name]?.map((p) => p.id) ?? [];
    // Home writes the whole range {figures.itRevenuePerKwh}: changing its maximum changes Home.
    expect(on("figures.itRevenuePerKwh.max")).toEqual(expect.arrayContaining(["home", "faq", "economics"]));
    // The hours a day go into the heat per day Home shows ({figures.heroHeatKwhPerDay}).
    expect(on("derived.hoursPerDay")).toContain("home");
    const targets = site.linkTargets.map((t) => t.target);
    // The anchors are the ids of each page as sitegen dev rendered it: its sections and FAQ items; and ext: names.
    expect(targets).toEqual(
      expect.arrayContaining(["home", "home#roi-tools", "faq#item-1-6", "technology#sizes", "ext:booking"]),
    );
    // Not the skip link's target, the top section (the page itself), or a heading beside its section.
    for (const hidden of ["home#main", "home#home", "home#page-title", "faq#page-title", "technology#sizes-heading"])
      expect(targets).not.toContain(hidden);
  });

  it("says a rule of both languages at the fields of both: an English date that differs from the German one", async () => {
    const file = "content/en/blog/meta-odense.yaml";
    const before = read(file);
    await served().built(file, () =>
      writeFileSync(join(dir, file), before.replace(/^published: (.*)$/m, "published: 2025-02-12")),
    );
    try {
      type Problems = { problems: { code: string; path: string[]; tied?: true }[] };
      const { problems } = (await served().api<Problems>("problems?id=article-meta-odense")).json;
      expect(problems.find((p) => p.code === "TranslationValueDiffers")).toMatchObject({
        path: ["published"],
        tied: true,
      });
    } finally {
      writeFileSync(join(dir, file), before);
    }
  });

  it("answers the computed figures anew after a save of an assumption, as the form shows them after each build", async () => {
    const { hash, value } = (await load<{ derived: Record<string, unknown> }>("site")).files.de;
    value.derived.hoursPerDay = 20;
    await served().built("site.yaml", async () =>
      expect((await save("site", { de: { hash, value } })).status).toBe(200),
    );
    type Computed = { computed: { name: string; value: string }[] };
    const { computed } = (await served().api<Computed>("problems?id=site")).json;
    expect(computed.find((f) => f.name === "heroHeatKwhPerDay")?.value).toBe("45.600"); // 24 hours a day: 54.720
  });
});
