// Text in the wrong language, judged on this site's own copy: every current text reads as the language of its
// file (no false alarm), and every text moved into the other language's file is caught. The confidence threshold
// sits between the two: a German list with an English loanword reads as English at 0.025, every swapped text of
// the site at more than 0.04. Lowering the threshold to 0 or raising it past the weakest swap fails a test here.
import { describe, expect, it } from "vitest";
import { isTitle, judgeable, MIN_CONFIDENCE, wrongLanguage } from "../../../generator/translations/content-language.ts";
import { pageFiles, projectPages } from "../../../generator/translations/project.ts";
import { translatedPairs } from "../../../generator/translations/status.ts";
import { repoRoot } from "../../build/project.ts";

/** Every translated pair of the site whose texts are long enough to judge and differ (a shared name is no text). */
async function judgedPairs() {
  const pairs: { page: string; de: string; en: string }[] = [];
  for (const pair of (await projectPages(repoRoot)).pages) {
    const files = pageFiles(repoRoot, pair);
    if ("problems" in files) throw new Error(`${pair.id} cannot be read`);
    const page = pair.id;
    for (const pair of translatedPairs(files))
      if (judgeable(pair.de!) && judgeable(pair.en!) && !(pair.de === pair.en && isTitle(pair.de!)))
        pairs.push({ page, de: pair.de!, en: pair.en! });
  }
  return pairs;
}

describe("the language of the copy", () => {
  it("judges every current text of the site to be in its file's language", async () => {
    const pairs = await judgedPairs();
    expect(pairs.length).toBeGreaterThan(300);
    const alarms = pairs.flatMap(({ page, de, en }) => [
      ...(wrongLanguage(de, "de") ? [`${page} de: ${de.slice(0, 60)}`] : []),
      ...(wrongLanguage(en, "en") ? [`${page} en: ${en.slice(0, 60)}`] : []),
    ]);
    expect(alarms).toEqual([]);
  });

  it("catches every text of the site moved into the other language's file, above the threshold", async () => {
    const missed: string[] = [];
    let lowest = 1;
    for (const { page, de, en } of await judgedPairs()) {
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
