// Mistakes the build reports across files were once written first and reported after; now refused before.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { editable, plain, type Path } from "../../generator/editor/edited.ts";
import { editorOnCopy } from "./editor-served.ts";
import { edit } from "./project.ts";

const { dir, served } = editorOnCopy();

interface Answer {
  readonly message: string;
  readonly problems?: readonly { code: string; path: Path; lang: string }[];
}

const FAQ = "content/de/faq.yaml";
const read = (file: string) => readFileSync(join(dir, file));

/** Saves `file` of `page` with `from` replaced by `to` in its text, as the form sends it (its value and hash). */
async function saveEdited(page: string, file: string, from: string, to: string, keep = false) {
  type Loaded = { files: Record<string, { path: string; hash: string; text: string }> };
  const loaded = (await served().api<Loaded>(`page?id=${page}`)).json;
  const [lang, state] = Object.entries(loaded.files).find(([, f]) => f.path === file)!;
  const text = state.text.replace(from, to);
  if (text === state.text) throw new Error(`${from} is not in ${file}`);
  const value = editable(parse(text));
  const res = await served().api<Answer>("save", { id: page, files: { [lang]: { hash: state.hash, value } }, keep });
  return { status: res.status, answer: res.json, value: plain(value) };
}

const at = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], value);

const MISTAKES = [
  {
    what: "an unknown article id in the home page's teasers",
    page: "home",
    file: "content/de/home.yaml",
    from: '- "article-meta-odense"',
    to: '- "article-meta-odesse"',
    code: "LinkTargetUnknown",
    shown: "article-meta-odesse",
  },
  {
    what: "a German question in the English FAQ",
    page: "faq",
    file: "content/en/faq.yaml",
    from: "- q: What temperature does a DCC deliver?",
    to: "- q: Welche Temperatur liefert ein Container an das Fernwärmenetz der Stadtwerke?",
    code: "ContentLanguage",
    shown: "Welche Temperatur",
  },
  {
    what: "an unknown placeholder (a figure's name in the wrong case)",
    page: "home",
    file: "content/de/home.yaml",
    from: "bis {figures.heatOutputC} °C für Ihr",
    to: "bis {figures.heatOutputc} °C für Ihr",
    code: "UnknownPlaceholder",
    shown: "{figures.heatOutputc}",
  },
  {
    what: "an English article dated a day after the German one",
    page: "article-meta-odense",
    file: "content/en/blog/meta-odense.yaml",
    from: "published: 2025-02-11",
    to: "published: 2025-02-12",
    code: "TranslationValueDiffers",
    shown: "2025-02-12",
  },
  {
    what: "<script> in the imprint's legal HTML",
    page: "imprint",
    file: "content/de/legal/imprint.yaml",
    from: "<h2>Verbraucherstreitbeilegung</h2>",
    to: "<h2>Verbraucherstreitbeilegung</h2><script>alert(1)</script>",
    code: "LegalHtmlChanged",
    shown: "<script>alert(1)</script>",
  },
];

describe("a save the build would refuse across files", () => {
  for (const mistake of MISTAKES) {
    it(`is refused before writing, at its field, and written only when kept anyway: ${mistake.what}`, async () => {
      const { page, file, from, to } = mistake;
      const before = read(file);
      const refused = await saveEdited(page, file, from, to);
      expect(refused.status).toBe(422);
      expect(refused.answer.message).toContain("nothing was saved");
      expect(read(file).equals(before)).toBe(true);
      expect(existsSync(join(dir, `${file}.lock`))).toBe(false);
      const problem = refused.answer.problems?.find((p) => p.code === mistake.code);
      expect(problem, JSON.stringify(refused.answer)).toBeDefined();
      expect(String(at(refused.value, problem!.path))).toContain(mistake.shown); // the field that holds the mistake
      const kept = await saveEdited(page, file, from, to, true);
      expect(kept.status).toBe(200);
      expect(read(file).toString()).toBe(before.toString().replace(from, to));
      writeFileSync(join(dir, file), before);
    });
  }

  it("names a problem the save would cause in another file (the English teasers no longer match)", async () => {
    const { page, file, from, to } = MISTAKES[0]!;
    const refused = await saveEdited(page, file, from, to);
    expect(refused.status).toBe(422);
    expect(refused.answer.message).toMatch(/In other files it would report: content\/en\/home\.yaml:\d+: /);
    expect(refused.answer).toMatchObject({
      reason: "build-refuses",
      also: [expect.stringMatching("^content/en/home")],
    });
  });

  it("checks again the pages whose check read the saved file: a link to an anchor the save removes", async () => {
    const [faq, economics] = [FAQ, "content/de/economics.yaml"];
    const before = [read(faq), read(economics)];
    try {
      expect((await saveEdited("faq", faq, "header: Häufige Fragen", "header: Fragen")).status).toBe(200);
      // Changed on disk meanwhile (another editor): the economics page now links to a heading of the FAQ.
      await served().built(economics, () =>
        edit(dir, economics, "to: home#roi-tools", "to: faq#technik-und-betrieb-heading"),
      );
      expect((await saveEdited("faq", faq, "header: Fragen", "header: Häufige Fragen")).status).toBe(200);
      const refused = await saveEdited("faq", faq, "- category: Technik und Betrieb", "- category: Technik");
      expect(refused.status).toBe(422);
      expect(refused.answer.message).toMatch(/content\/de\/economics\.yaml:\d+: .*technik-und-betrieb-heading/);
      expect(read(faq).equals(before[0]!)).toBe(true);
    } finally {
      writeFileSync(join(dir, faq), before[0]!);
      writeFileSync(join(dir, economics), before[1]!);
    }
  });

  it("is not refused for a problem the files already have: only what the save brings counts", async () => {
    const [, german] = MISTAKES;
    const before = read(german!.file);
    // The English FAQ already holds a German question on disk.
    await served().built(german!.file, () => edit(dir, german!.file, german!.from, german!.to));
    try {
      const saved = await saveEdited("faq", FAQ, "header: Häufige Fragen", "header: Fragen und Antworten");
      expect(saved.status).toBe(200);
      expect(read(FAQ).toString()).toContain("header: Fragen und Antworten\n");
      const again = await saveEdited("faq", german!.file, "header: Frequently asked", "header: Often asked");
      expect(again.status).toBe(200);
    } finally {
      writeFileSync(join(dir, german!.file), before);
    }
  });
});
