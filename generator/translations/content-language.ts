// Is a field's text in the language of its file? Judged by eld (Efficient Language Detector), restricted to German
// and English: on this site's own copy it gave no false alarm and caught every German or English text swapped
// into the other file (franc-min and tinyld gave false alarms on both; see content/README.md#translations).
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Lang } from "../model.ts";

/** Fewer letters than this are not judged: a short label says too little about its language. */
export const MIN_LETTERS = 40;

/**
 * Below this confidence a verdict is no evidence: lists of German nouns read as English at 0.02. Every German or
 * English text of this site swapped into the other file was judged at 0.047 or more.
 */
export const MIN_CONFIDENCE = 0.04;

interface Detector {
  detect(text: string): { language: string; getScores(): Record<string, number> };
  setLanguageSubset(languages: string[]): unknown;
}

let detector: Detector | undefined;

/**
 * eld's medium database, loaded on the first text that needs judging (about a second: most builds judge nothing,
 * since only text changed since it was confirmed is judged). Loaded synchronously through require(esm).
 */
function eld(): Detector {
  if (!detector) {
    const path = fileURLToPath(import.meta.resolve("eld/medium"));
    detector = (createRequire(import.meta.url)(path) as { eld: Detector }).eld;
    detector.setLanguageSubset(["de", "en"]);
  }
  return detector;
}

/** Loads eld's database now, off the path of a build (the dev server, once it has served the first build). */
export async function warmLanguageDetector(): Promise<void> {
  await import("eld/medium").catch(() => {}); // a failure shows where the detector is used
}

/** The text as a reader sees it: no placeholders, HTML tags or addresses, which are in no language. */
export function readableText(text: string): string {
  return text
    .replace(/<[^>]+>/g, " ")
    .replace(/\{[^}]*\}/g, " ")
    .replace(/https?:\/\/\S+|ext:\S+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Whether a text both languages share word for word is a name or a quoted title (a source's own title, a product):
 * those are short. A whole paragraph that is the same in both files was pasted into the wrong one.
 */
export function isTitle(text: string): boolean {
  return readableText(text).split(" ").length < TITLE_WORDS;
}
const TITLE_WORDS = 20;

/** Whether `text` is long enough to judge. */
export function judgeable(text: string): boolean {
  let letters = 0;
  for (const char of readableText(text)) if (/\p{L}/u.test(char) && ++letters >= MIN_LETTERS) return true;
  return false;
}

/**
 * The other language and the confidence (how far its score is ahead of `own`'s, 0 to 1) when `text`, in a file of
 * language `own`, reads as the other language; undefined when it reads as `own` or is too short to judge.
 */
export function wrongLanguage(text: string, own: Lang): { found: Lang; confidence: number } | undefined {
  if (!judgeable(text)) return undefined;
  const result = eld().detect(readableText(text));
  const other: Lang = own === "de" ? "en" : "de";
  if (result.language !== other) return undefined;
  const scores = result.getScores();
  const theirs = scores[other] ?? 0;
  const confidence = theirs === 0 ? 0 : (theirs - (scores[own] ?? 0)) / theirs;
  return confidence < MIN_CONFIDENCE ? undefined : { found: other, confidence };
}
