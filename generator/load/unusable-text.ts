// Text no parser should be handed: git's merge-conflict markers (in a block of text they would parse and publish),
// and UTF-8 read as Windows-1252 and saved again („FÃ¶rderung“), which the encoding check cannot see; the
// sequences never occur in German or English copy, and each is undone by reading it back the other way.
import type { Problem } from "../model.ts";
import { problem } from "../problems/index.ts";

/** A problem at an offset of the text, located once the lines are counted. */
export type Located = readonly [offset: number, problem: (at: Problem["at"] & object) => Problem];

/** The first line of a merge conflict (git's markers), wherever it stands. */
const CONFLICT = /^(?:<{7}|>{7})(?: |$)/m;
const CONFLICT_ALL = /^(?:<{7}|={7}|>{7})(?: |$)/gm;

/** A merge conflict at its first marker, else each garbled word (at most five), else nothing. */
export function unusableText(path: string, text: string): Located[] {
  const conflict = text.includes("<<<<<<<") || text.includes(">>>>>>>") ? CONFLICT.exec(text) : null;
  if (conflict) {
    const markers = text.match(CONFLICT_ALL)!.length;
    return [[conflict.index, (at) => problem("YamlMergeConflict", { file: path, markers }, at)]];
  }
  return mojibake(text).map(({ offset, garbled, meant }) => {
    const word = wordAt(text, offset);
    const facts = { garbled: word, meant: word.replace(garbled, meant), sequence: garbled };
    return [offset, (at) => problem("TextMojibake", facts, at)];
  });
}

/** The word of `text` around `offset` (up to the spaces, quotes and brackets on either side). */
function wordAt(text: string, offset: number): string {
  const stop = /[\s"'()[\]{}<>,;]/;
  let [from, to] = [offset, offset];
  while (from > 0 && !stop.test(text[from - 1]!)) from--;
  while (to < text.length && !stop.test(text[to]!)) to++;
  return text.slice(from, to);
}

/** The characters Windows-1252 puts at the bytes 0x80–0x9F (the rest of 0x80–0xFF are Latin-1's). */
const CP1252 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";
const byteOf = (c: string): number | undefined => {
  const code = c.charCodeAt(0);
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  const at = CP1252.indexOf(c);
  return at === -1 ? undefined : 0x80 + at;
};

/** A UTF-8 lead byte as Windows-1252 (Â Ã Å â), then one or two continuation bytes as Windows-1252. */
const CANDIDATE = new RegExp(`[ÂÃÅâ][\\u00A0-\\u00BF${CP1252}]{1,2}`, "g");
const decoder = new TextDecoder("utf-8", { fatal: true });

/** Each garbled sequence of `text` with its offset and what it was meant to be, at most `limit` of them. */
function mojibake(text: string, limit = 5): { offset: number; garbled: string; meant: string }[] {
  if (![..."ÂÃÅâ"].some((lead) => text.includes(lead))) return []; // 4 plain searches: ~15× faster than the class
  const found: { offset: number; garbled: string; meant: string }[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    const bytes = [...match[0]].map(byteOf);
    if (bytes.some((b) => b === undefined)) continue;
    let meant: string;
    try {
      meant = decoder.decode(Uint8Array.from(bytes as number[]));
    } catch {
      continue; // not one UTF-8 character: a real „â“ or „Ã“ before other text
    }
    if (meant.length !== 1 && !/^[\uD800-\uDBFF]/.test(meant)) continue;
    found.push({ offset: match.index, garbled: match[0], meant });
    if (found.length === limit) break;
  }
  return found;
}
