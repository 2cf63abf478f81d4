import { describe, expect, it } from "vitest";
import { child, type Schema } from "../../../generator/editor/ui/schema.ts";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { editable } from "../../../generator/editor/edited.ts";
import { placeholdersShown } from "../../../generator/editor/ui/find-field.ts";
import { helpOf, labelOf, placeOf } from "../../../generator/editor/ui/labels.ts";
import { de } from "../../../generator/editor/ui/messages-de.ts";
import { en } from "../../../generator/editor/ui/messages-en.ts";
import type { Refused } from "../../../generator/editor/ui/refusals-en.ts";
import { jsonSchemas } from "../../../generator/validate/json-schemas.ts";
import { PAGE_KINDS } from "../../../generator/page-kinds.ts";

const schemaOf = (file: string) => JSON.parse(jsonSchemas().get(file)!) as Schema;
const FAQ = schemaOf("faq.schema.json");
const QUESTION = FAQ.properties!["faqs"]!.items!.properties!["questions"]!.items!.properties!["q"]!;

/** Every node of every JSON Schema the form is made from, with the key it stands under (if any). */
function nodes(): { file: string; key: string | undefined; node: Schema }[] {
  const out: { file: string; key: string | undefined; node: Schema }[] = [];
  const walk = (file: string, key: string | undefined, value: unknown) => {
    if (Array.isArray(value)) return value.forEach((v) => walk(file, undefined, v));
    if (typeof value !== "object" || value === null) return;
    const node = value as Schema & Record<string, unknown>;
    if (typeof node.type === "string" || node.properties || node.anyOf || node.description)
      out.push({ file, key, node });
    for (const [name, inner] of Object.entries(node.properties ?? {})) walk(file, name, inner);
    for (const [name, inner] of Object.entries(node))
      if (name !== "properties" && name !== "x-de" && name !== "examples") walk(file, undefined, inner);
  };
  for (const [file, text] of jsonSchemas()) walk(file, undefined, JSON.parse(text));
  return out;
}

describe("labelOf", () => {
  it.each([
    ["itRevenuePerKwh", "IT revenue per kWh"],
    ["maxScaleMw", "Max scale MW"],
    ["co2SavingsTonnesPerYear", "CO₂ savings tonnes per year"],
    ["heatOutputC", "Heat output °C"],
    ["de", "German"],
    ["headerCta", "Header CTA"],
    [2, "Item 3"],
  ])("%s reads „%s“", (key, label) => {
    expect(labelOf(key)).toBe(label);
  });

  it("takes the schema's title where the key says too little: a FAQ entry's q and a", () => {
    expect(QUESTION.title).toBe("Question");
    expect(labelOf("q", { title: "Question" })).toBe("Question");
    expect(labelOf("a", { title: "Answer" })).toBe("Answer");
  });
});

describe("the form in German", () => {
  it("labels a FAQ question „Frage“ and helps with the schema's German description, English staying English", () => {
    expect([labelOf("q", QUESTION, "de"), helpOf(QUESTION, "de")]).toEqual(["Frage", "Die Frage"]);
    expect([labelOf("q", QUESTION, "en"), helpOf(QUESTION, "en")]).toEqual(["Question", "The question"]);
    expect(QUESTION.description).toBe("The question"); // what VS Code shows stays English
    const minutes = schemaOf("article.schema.json").properties!["readMinutes"];
    expect([labelOf("readMinutes", minutes, "de"), labelOf("readMinutes", minutes, "en")]).toEqual([
      "Lesezeit in Minuten",
      "Read minutes",
    ]);
    expect(labelOf(2, undefined, "de")).toBe("Eintrag 3");
  });

  it("labels a navigation link by what it leads to: „Seite“ for a page, „Externer Link“ for an external URL", () => {
    const SITE = schemaOf("site.schema.json");
    const item = child(SITE, child(SITE, child(SITE, SITE, "navigation", undefined), "de", undefined), 0, undefined);
    const label = (value: Record<string, string>, key: string) => labelOf(key, child(SITE, item, key, value), "de");
    expect(label({ label: "FAQ", page: "faq" }, "page")).toBe("Seite");
    expect(label({ label: "Kontakt", external: "contactForm" }, "external")).toBe("Externer Link");
  });

  it("has a German label in the schema for every key a form shows", () => {
    const missing = nodes()
      .filter(({ key, node }) => key !== undefined && !node["x-de"]?.title)
      .map(({ file, key }) => `${file}: ${key}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("has German help for every description", () => {
    const untranslated = nodes().filter(({ node }) => node.description && !node["x-de"]?.description);
    expect(untranslated.map(({ file, node }) => `${file}: ${node.description}`)).toEqual([]);
  });
});

describe("the editor's words for a count", () => {
  const counted = (words: object) =>
    Object.entries(words).flatMap(([key, value]) =>
      typeof value === "function" && /^\(?n\)?\s*=>/.test(String(value))
        ? [`${key}: ${(value as (n: number) => string)(1)}`]
        : [],
    );
  it.each([
    ["English", en, /\b(all|these) 1\b|\b1 (translations|files|problems|items|pages)\b/i],
    ["German", de, /\b(alle|diese) 1\b|\b1 (Übersetzungen|Dateien|Probleme|Einträge|Seiten)\b/i],
  ])("are singular for one in %s", (_, words, plural) => {
    const said = counted(words);
    expect(said.length).toBeGreaterThan(5);
    expect(said.filter((s) => plural.test(s))).toEqual([]);
  });
});

describe("the editor's refusals", () => {
  // Every reason the server names (those the English words are written for; the compiler holds German to them).
  const REASONS = Object.keys(en.refusals({})) as Refused["reason"][];
  const named: Omit<Refused, "reason"> = {
    ...{ upstream: "origin/main", path: "content/de/faq.yaml", key: "faqs.0.q", also: ["content/en/home.yaml:4: …"] },
    ...{ limit: 5000, item: 3, pid: "4711", id: "faq", lang: "en", line: 7, request: "commit", said: "…" },
  };
  it.each(REASONS)("says %s in German with no English word, and in English", (reason) => {
    const german = de.refused({ reason, ...named });
    expect(german).toMatch(/[äöüß]|\b(?:ist|wurde|nicht|nichts)\b/);
    expect(german!.replace(named.also![0]!, "")).not.toMatch(
      /\b(?:the|was|is|has|nothing|refused|commit(?:ted)?|would)\b/,
    );
    expect(en.refused({ reason, ...named })).toMatch(/\b(?:the|is|was|has|nothing|refused|would|could|must)\b/i);
  });
  it.each([
    ["a restarted server", de.sessionEnded],
    ["a stopped server", de.serverGone],
    ["a failed request", de.serverFailed],
    ["another refusal", de.requestRefused(413)],
  ])("says %s in German", (_, text) => expect(text).not.toMatch(/\b(?:the|Forbidden|Failed|fetch)\b/));
});

describe("placeOf", () => {
  // A pair of the FAQ named as the form shows it, never as its key path `faqs[1].questions[2].a`.
  const text = readFileSync(new URL("../../../content/de/faq.yaml", import.meta.url), "utf8");
  const faq = parse(text) as { faqs: { category: string; questions: { q: string }[] }[] };
  const [category, q] = [faq.faqs[1]!.category, faq.faqs[1]!.questions[2]!.q];
  const question = q.length > 50 ? `${q.slice(0, 49)}…` : q;
  it.each([
    [["faqs", 1, "questions", 2, "a"], `Kategorie 2 „${category}“ › Frage 3 „${question}“ › Antwort`],
    [["faqs", 1, "questions", 2, "q"], `Kategorie 2 „${category}“ › Frage 3 „${question}“`],
    [["faqs", 1, "category"], `Kategorie 2 „${category}“`],
    [["header"], "Hauptüberschrift"],
  ])("names %j in German", (path, place) => {
    expect(placeOf(FAQ, editable(faq), path, "de")).toBe(place);
  });
});

it("a field says what its placeholders print: names every placeholder the build fills, with a format too, and reads a slot as none", () => {
  const reads = { "figures.heatSalePerKwh": "0,015–0,03", "figures.dccEfficiencyPercent": "95" };
  const text = "also {figures.heatSalePerKwh|perMwh} €/MWh, {figures.dccEfficiencyPercent|complement} % in {minutes}";
  expect(placeholdersShown(text, reads)).toEqual([
    "{figures.heatSalePerKwh} = 0,015–0,03",
    "{figures.dccEfficiencyPercent} = 95",
  ]);
});

it("the page kinds are named in both languages of the editor, never by site.yaml's kind name", () => {
  for (const kind of [...Object.keys(PAGE_KINDS), "site", "ui"])
    for (const messages of [de, en]) expect(messages.kindName(kind), kind).not.toBe(kind);
});

it("names a list's add and remove buttons by their labels, and both languages only where the item is in both", () => {
  for (const [messages, both] of [
    [de, "beiden Sprachen"],
    [en, "both languages"],
  ] as const) {
    expect(messages.addItem("Deutsch", false)).toMatch(/^[^(]*[„“]Deutsch[“”][^(]*$/);
    expect(messages.addItem("Deutsch", true)).toContain(both);
    expect([messages.removeItem("Deutsch: 1", false), messages.removeItem("Deutsch: 1", true)]).toEqual([
      expect.not.stringContaining(both),
      expect.stringContaining(both),
    ]);
  }
});
