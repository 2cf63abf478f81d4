// Text in the wrong language, judged on this site's own copy: every current text reads as the language of its
// file (no false alarm), and every text moved into the other language's file is caught. The confidence threshold
// sits between the two: a German list with an English loanword reads as English at 0.025, every swapped text of
// the site at more than 0.04. Lowering the threshold to 0 or raising it past the weakest swap fails a test here.
import { describe, expect, it } from "vitest";
import {
  isTitle,
  judgeable,
  labelLanguage,
  languageVerdicts,
  MIN_CONFIDENCE,
  readableText,
  SENTENCE_END,
  SENTENCE_WORDS,
} from "../../../generator/translations/content-language.ts";
import { pageFiles } from "../../../generator/translations/project.ts";
import { translatedPairs } from "../../../generator/translations/status.ts";
import { repoRoot, translationsOf } from "../../build/project.ts";

/** Every translated pair of the site, short or long, the same in both files or not. */
const { pages, open } = await translationsOf(repoRoot);
const pairs = pages.flatMap((pair) => {
  const files = pageFiles(open(), pair);
  if ("problems" in files) throw new Error(`${pair.id} cannot be read`);
  return translatedPairs(files).flatMap(({ de, en }) =>
    de !== undefined && en !== undefined ? [{ page: pair.id, de, en }] : [],
  );
});
/** The verdict on a long text as a whole (no counterpart: a text both files share is judged too). */
const wrongLanguage = (text: string, own: "de" | "en") =>
  languageVerdicts(text, own, undefined).find((verdict) => verdict.kind === "text");
/** Those whose texts are long enough to judge and differ (a shared name is no text). */
const judged = pairs.filter(({ de, en }) => judgeable(de) && judgeable(en) && !(de === en && isTitle(de)));

describe("the language of the copy", () => {
  it("judges every current text of the site to be in its file's language", () => {
    expect(judged.length).toBeGreaterThan(300);
    const alarms = judged.flatMap(({ page, de, en }) => [
      ...(wrongLanguage(de, "de") ? [`${page} de: ${de.slice(0, 60)}`] : []),
      ...(wrongLanguage(en, "en") ? [`${page} en: ${en.slice(0, 60)}`] : []),
    ]);
    expect(alarms).toEqual([]);
  });

  it("catches every text of the site moved into the other language's file, above the threshold", () => {
    const missed: string[] = [];
    let lowest = 1;
    for (const { page, de, en } of judged) {
      for (const [text, file, found] of [
        [de, "en", "de"],
        [en, "de", "en"],
      ] as const) {
        const verdict = wrongLanguage(text, file);
        if (verdict?.found !== found) missed.push(`${page} (${found} in ${file}): ${text.slice(0, 60)}`);
        else lowest = Math.min(lowest, verdict.confidence);
      }
    }
    expect(missed).toEqual([]);
    expect(lowest).toBeGreaterThanOrEqual(MIN_CONFIDENCE);
  });

  it("does not take a German list with a loanword for English: eld leans English, below the threshold", () => {
    const list = "Workshop, Fernwärmeverband, Flexibel, Versorgers";
    expect(judgeable(list)).toBe(true);
    expect(wrongLanguage(list, "de")).toBeUndefined();
  });
});

describe("the language of short text and of each sentence", () => {
  it("finds no text of the site, no label and no sentence of a long text, in the other language", () => {
    expect(pairs.filter((p) => !judgeable(p.de)).length).toBeGreaterThan(400);
    const alarms = pairs.flatMap(({ page, de, en }) => [
      ...languageVerdicts(de, "de", en).map((v) => `${page} de ${v.kind}: ${de.slice(0, 60)}`),
      ...languageVerdicts(en, "en", de).map((v) => `${page} en ${v.kind}: ${en.slice(0, 60)}`),
    ]);
    expect(alarms).toEqual([]);
  });

  it("catches a sentence of the other file appended to a text of the site, though the text around outweighs it", () => {
    let appended = 0;
    const missed: string[] = [];
    for (const { de, en } of pairs)
      for (const [text, own, other] of [
        [en, "en", de],
        [de, "de", en],
      ] as const) {
        const sentence = readableText(other)
          .split(SENTENCE_END)
          .find((s) => s.split(" ").length >= SENTENCE_WORDS);
        if (!judgeable(text) || text === other || !sentence) continue;
        appended++;
        const verdicts = languageVerdicts(`${text.replace(/[.!?:;]?$/, ".")} ${sentence}`, own, other);
        if (verdicts.length === 0) missed.push(`${own}: ${sentence}`);
      }
    expect(appended).toBeGreaterThan(500);
    expect(missed.length, missed.join("\n")).toBeLessThanOrEqual(appended / 100);
  });

  it.each([
    ["Fallstudie", "Fallstudie", ["fallstudie"]],
    ["Zum Inhalt springen", "Zum Inhalt springen", ["zum", "inhalt", "springen"]],
    ["Wirtschaftlichkeit", "Wirtschaftlichkeit", ["wirtschaftlichkeit"]],
    ["Praxisbeispiele", "Praxisbeispiele", ["praxisbeispiele"]],
    ["Weiterlesen", "Read more", ["weiterlesen"]],
  ])("„%s“ in the English file (German: „%s“) is German by its words", (text, german, words) => {
    expect(labelLanguage(text, "en", german)).toEqual({ found: "de", words });
  });

  it.each([
    ["a loanword both languages use", "Blog", "Blog", "en"],
    ["a loanword both languages use", "Newsletter", "Newsletter", "en"],
    ["an abbreviation", "FAQ", "FAQ", "en"],
    ["a loanword", "Workshops", "Workshops", "en"],
    ["a brand with an umlaut", "Rechenwärme", "Rechenwärme", "en"],
    ["a Finnish place name", "Pitäjänmäki, Helsinki", "Pitäjänmäki, Helsinki", "en"],
    ["the switch to the other language, named in it", "Deutsche Version", "English version", "en"],
    ["units", "€/MWh", "€/MWh", "en"],
    [
      "an English title the German file holds word for word",
      "What Happens When Facebook Heats Your Home",
      "What Happens When Facebook Heats Your Home",
      "de",
    ],
    ["an English name in a German breadcrumb", "Meta Odense Case Study", "Meta Odense Case Study", "de"],
    ["a German phrase with an English loanword", "Newsletter in Vorbereitung", "Newsletter coming soon", "de"],
  ] as const)("%s is no evidence: „%s“", (_what, text, counterpart, own) => {
    expect(labelLanguage(text, own, counterpart)).toBeUndefined();
  });

  it("an English label in the German file is English by its words unless the English file holds it word for word", () => {
    expect(labelLanguage("Back to home", "de", "Back to the home page")).toEqual({
      found: "en",
      words: ["back", "to"],
    });
    expect(labelLanguage("Skip to content", "de", "Skip to content")).toBeUndefined();
  });
});
