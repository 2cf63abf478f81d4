// Is a field's text in the language of its file? Judged by eld (Efficient Language Detector), restricted to German
// and English: on this site's own copy it gave no false alarm and caught every German or English text swapped
// into the other file (franc-min and tinyld gave false alarms on both; see content/README.md#translations).
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { readEntry, writeEntry } from "../write/atomic.ts";
import type { Lang } from "../model.ts";
import { isWordOf, WORDS } from "./word-lists.ts";

/** Fewer letters than this are not judged by eld (a short label says too little to it): by words, labelLanguage. */
export const MIN_LETTERS = 40;

/** Lists of German nouns read as English at 0.02; every text of this site swapped into the other file at ≥ 0.047. */
export const MIN_CONFIDENCE = 0.04;

interface Detector {
  detect(text: string): { language: string; getScores(): Record<string, number> };
  setLanguageSubset(languages: string[]): unknown;
}
type Table = { readonly languages: Record<string, string>; readonly ngrams: Record<string, Record<string, number>> };

let detector: Detector | undefined;

/**
 * Loaded on the first text that needs judging (most builds judge none), through require(esm). eld's medium table
 * holds the n-grams of 60 languages (2 MB of code: half a second to load); the scores of German and English are
 * sums over the n-grams either has (7 % of them), so those alone give the same verdicts. They are kept in the code's
 * cache folder per eld version, a few milliseconds to read.
 */
function eld(): Detector {
  if (!detector) {
    const src = join(fileURLToPath(import.meta.resolve("eld/medium")), "..", "..");
    const require = createRequire(import.meta.url);
    const { version } = require(join(src, "..", "package.json")) as { version: string };
    const path = join(src, "..", "..", ".cache", "sitegen", `eld-medium-de-en-${version}.json`);
    let table = readEntry(path)?.toString();
    if (!table) {
      const full = (require(join(src, "ngrams", "medium.js")) as { ngramsData: Table }).ngramsData;
      const ids = Object.keys(full.languages).filter((id) => ["de", "en"].includes(full.languages[id]!));
      const ngrams = Object.entries(full.ngrams).flatMap(([ngram, scores]) => {
        const own = ids.filter((id) => id in scores).map((id) => [id, scores[id]!]);
        return own.length > 0 ? [[ngram, Object.fromEntries(own)]] : [];
      });
      table = JSON.stringify({ ...full, ngrams: Object.fromEntries(ngrams) });
      writeEntry(path, table);
    }
    type Eld = { createEld(): { instance: Detector; loadData(table: Table): unknown } };
    const { instance, loadData } = (require(join(src, "languageDetector.js")) as Eld).createEld();
    loadData(JSON.parse(table) as Table);
    detector = instance;
    detector.setLanguageSubset(["de", "en"]);
  }
  return detector;
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

/** A text both files share is a name or a quoted title when short; a shared paragraph was pasted in the wrong one. */
export function isTitle(text: string): boolean {
  // Too short for TITLE_WORDS words and their spaces (reading never lengthens a text): not read.
  return text.length < 2 * TITLE_WORDS - 1 || readableText(text).split(" ").length < TITLE_WORDS;
}
const TITLE_WORDS = 20;

export function judgeable(text: string): boolean {
  return LONG_ENOUGH.test(readableText(text));
}
/** MIN_LETTERS letters, whatever stands between them (one pass, no backtracking: the two classes are disjoint). */
const LONG_ENOUGH = new RegExp(`(?:\\P{L}*\\p{L}){${MIN_LETTERS}}`, "u");

/** The confidence is how far the other language's score is ahead of `own`'s, 0 to 1. */
function judge(readable: string, own: Lang): { found: Lang; confidence: number } | undefined {
  const result = eld().detect(readable);
  const other: Lang = own === "de" ? "en" : "de";
  if (result.language !== other) return undefined;
  const scores = result.getScores();
  const theirs = scores[other] ?? 0;
  const confidence = theirs === 0 ? 0 : (theirs - (scores[own] ?? 0)) / theirs;
  return confidence < MIN_CONFIDENCE ? undefined : { found: other, confidence };
}

/** A long text's sentences of this many words are judged alone (one in the other language): the site's 1,700 pass. */
export const SENTENCE_WORDS = 6;

export type LanguageVerdict =
  | { readonly kind: "text"; readonly found: Lang; readonly confidence: number }
  | {
      readonly kind: "sentence";
      readonly found: Lang;
      readonly sentence: string;
      /** eld's confidence, or (a sentence too short for eld) the words of the other language's list it holds. */
      readonly evidence: { readonly confidence: number } | { readonly words: readonly string[] };
    }
  | { readonly kind: "label"; readonly found: Lang; readonly words: readonly string[] };

/** A long text as a whole or, when it reads as `own`, sentence by sentence; a short one by its words. */
export function languageVerdicts(text: string, own: Lang, counterpart: string | undefined): LanguageVerdict[] {
  const readable = readableText(text);
  if (!LONG_ENOUGH.test(readable)) {
    const found = labelLanguage(text, own, counterpart);
    return found ? [{ kind: "label", ...found }] : [];
  }
  if (text === counterpart && isTitle(text)) return []; // a name or a quoted title, in one language on purpose
  const whole = judge(readable, own);
  if (whole) return [{ kind: "text", ...whole }];
  if (BILINGUAL.test(readable)) return [];
  const other: Lang = own === "de" ? "en" : "de";
  const verdicts: LanguageVerdict[] = [];
  const sentences = readable.split(SENTENCE_END);
  if (sentences.length > 1)
    for (const sentence of sentences) {
      // One without any of the other language's frequent words is not worth eld's time (it would double the cost).
      const words = wordsOf(sentence);
      if (!words.some((word) => WORDS[other].has(word))) continue;
      // Too few words for eld (Rufen Sie uns gerne an.): judged by its words alone.
      const short = sentence.split(" ", SENTENCE_WORDS).length < SENTENCE_WORDS;
      const wrong = !short && LONG_ENOUGH.test(sentence) ? judge(sentence, own) : undefined;
      const byWords = wrong ? undefined : wordsLanguage(words, own);
      if (wrong) verdicts.push({ kind: "sentence", found: wrong.found, sentence, evidence: wrong });
      else if (byWords) verdicts.push({ kind: "sentence", found: byWords.found, sentence, evidence: byWords });
    }
  return verdicts;
}

/** "… . / …": a text in both languages on purpose (the 404 page), judged as a whole only. */
const BILINGUAL = /[.!?]\s+\/\s+\p{Lu}/u;

export const SENTENCE_END = /(?<=[.!?:;])\s+/u;

/**
 * The other language's words in a short text, when none of `own`'s stand beside them (a mix is a name or a loanword).
 * A German file may hold an English name the English file holds too („Meta Odense Case Study“); the English file
 * holding the German file's words is a label left untranslated („Zum Inhalt springen“).
 */
export function labelLanguage(
  text: string,
  own: Lang,
  counterpart: string | undefined,
): { found: Lang; words: string[] } | undefined {
  return own === "de" && text === counterpart ? undefined : wordsLanguage(wordsOf(readableText(text)), own);
}

function wordsLanguage(words: readonly string[], own: Lang): { found: Lang; words: string[] } | undefined {
  const other: Lang = own === "de" ? "en" : "de";
  if (words.some((word) => isWordOf(word, own))) return undefined;
  const found = words.filter((word) => isWordOf(word, other));
  return found.length > 0 ? { found: other, words: [...new Set(found)] } : undefined;
}

const wordsOf = (readable: string): string[] => readable.toLowerCase().match(/\p{L}+/gu) ?? [];
