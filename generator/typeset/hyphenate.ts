// Soft hyphens in long words, from Hyphenopoly's Liang patterns (German and British English). Browsers
// without a hyphenation dictionary (Chromium and WebKitGTK on Linux) would otherwise break a long German word
// that does not fit a narrow card anywhere, without a hyphen ("Jahreswärmebedar|fs"); with soft hyphens every
// engine breaks it at a syllable and shows the hyphen. A soft hyphen is invisible where the line does not break,
// and find-in-page and copying skip it.
import { readFileSync } from "node:fs";
import hyphenopoly from "hyphenopoly";
import type { Lang } from "../model.ts";

/** Words shorter than this fit any line of the site at 320 px and are left whole. */
export const LONG_WORD = 10;

const PATTERNS = { de: "de", en: "en-gb" } as const satisfies Record<Lang, string>;

type Hyphenator = (word: string) => string;
let hyphenators: Record<Lang, Hyphenator> | undefined;

// Hyphenopoly's hyphenator of a text would also put a zero-width space after every hyphen ("CO₂-​Einsparung"),
// which find-in-page and copying would then carry; it is only ever given one word of letters here.
function load(): Record<Lang, Hyphenator> {
  const h = hyphenopoly.config({
    sync: true,
    require: Object.values(PATTERNS),
    minWordLength: LONG_WORD,
    // The patterns are small WebAssembly files in the package (about 85 kB for German): read once per thread.
    loaderSync: (file: string, dir: URL) => readFileSync(new URL(file, dir)),
  });
  return { de: h.get(PATTERNS.de), en: h.get(PATTERNS.en) };
}

// Each long word once per thread (a site has a few thousand): a build's thread ends with the build, a dev
// session's thread with its code.
const memo: Record<Lang, Map<string, string>> = { de: new Map(), en: new Map() };
/** Hyphenopoly takes words of up to 61 letters; a longer run of letters is no word of copy and stays as it is. */
const LONGEST = 61;

/** A letter of the Latin script, in which both languages are written (× and ÷ are not letters). */
function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
}

/**
 * `text` with soft hyphens in every word of at least LONG_WORD letters. Every string of every page goes through
 * here, so it looks at as few characters as it can: a word of LONG_WORD letters covers one of every LONG_WORD
 * positions, so only those are tested, and a word is read whole only when one of them is a letter. (A regular
 * expression for "a run of ten letters" costs several times more, trying again at every letter of every short
 * word; a loop over every character, about a third more.)
 */
export function hyphenate(text: string, lang: Lang): string {
  let out: string[] | undefined;
  let copied = 0;
  for (let i = LONG_WORD - 1; i < text.length;) {
    if (!isLetter(text.charCodeAt(i))) {
      i += LONG_WORD;
      continue;
    }
    let start = i; // the word around i: the character before it was tested, or ended the last word read
    while (start > 0 && isLetter(text.charCodeAt(start - 1))) start--;
    let end = i + 1;
    while (end < text.length && isLetter(text.charCodeAt(end))) end++;
    if (end - start >= LONG_WORD && end - start <= LONGEST) {
      (out ??= []).push(text.slice(copied, start), hyphenated(text.slice(start, end), lang));
      copied = end;
    }
    i = end + LONG_WORD; // text[end] is no letter: the next word starts after it
  }
  if (!out) return text;
  out.push(text.slice(copied));
  return out.join("");
}

function hyphenated(word: string, lang: Lang): string {
  const words = memo[lang];
  let done = words.get(word);
  if (done === undefined) {
    hyphenators ??= load();
    done = hyphenators[lang](word);
    if (words.size > 50_000) words.clear(); // a huge site's vocabulary is not kept whole
    words.set(word, done);
  }
  return done;
}
