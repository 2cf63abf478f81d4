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

const memo: Record<Lang, Map<string, string>> = { de: new Map(), en: new Map() };
// Letters of the Latin script, in which both languages are written: a plain class is scanned several times
// faster than \p{L} over every string of every page.
const LONG = new RegExp(`[A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F]{${LONG_WORD},}`, "g");
/** Hyphenopoly takes words of up to 61 letters; a longer run of letters is no word of copy and stays as it is. */
const LONGEST = 61;

/** `text` with soft hyphens in every word of at least LONG_WORD letters. */
export function hyphenate(text: string, lang: Lang): string {
  LONG.lastIndex = 0;
  if (!LONG.test(text)) return text;
  const words = memo[lang];
  return text.replace(LONG, (word) => {
    if (word.length > LONGEST) return word;
    let done = words.get(word);
    if (done === undefined) {
      hyphenators ??= load();
      done = hyphenators[lang](word);
      if (words.size > 50_000) words.clear(); // a huge site's vocabulary is not kept whole
      words.set(word, done);
    }
    return done;
  });
}
