// The names of site.yaml inside running text, each a run of its own marked with its language where it differs from
// the page's and `whole` where it must never be hyphenated; found in the same scans, a range or unit per unit that
// must not break (typography.ts UNBROKEN), and a word with a soft hyphen, which Firefox would otherwise also
// hyphenate by its dictionary. The one place that finds them, for both renderers: render/mark-names.ts in a page's
// HTML and the islands (templates/islands/names.tsx), so server and browser render the same.
import type { Lang } from "../model.ts";
import { memoized } from "../memo.ts";
import { escapeHtml, escapeRegExp } from "../render/escape.ts";
import { placeholderValues } from "../validate/placeholders.ts";
import type { SiteConfig } from "../validate/schema/site.ts";
import type { Marked, NameRun, Run } from "./name-runs.ts";
import { SOFT_HYPHEN } from "./plain.ts";
import { UNBROKEN } from "./typography.ts";

/** The names a page of one language marks: two scans of a text however many names, names and joined words apart from
 * figures and soft hyphens (together, their first characters too many to skip text by, a scan took twice as long). */
export interface Names {
  readonly patterns: readonly [RegExp, RegExp];
  /** How each name is marked, by its text with any run of white space as one space. */
  readonly marks: ReadonlyMap<string, Omit<NameRun, "name">>;
  /** Each word of site.yaml's `joints` with a soft hyphen at each joint. */
  readonly joints: ReadonlyMap<string, string>;
}

const spaced = (text: string) => text.replace(/\s+/g, " ");

/** Any of `names`, words apart by any space, no letter or digit after; its start checked apart (wholeAt): faster. */
const wordsPattern = (names: readonly string[]) =>
  new RegExp(
    `(?:${[...names]
      .sort((a, b) => b.length - a.length)
      .map((name) => escapeRegExp(name).replace(/ /g, "\\s+"))
      .join("|")})(?![\\p{L}\\p{N}])`,
    "gu",
  );
const WORD_END = /[\p{L}\p{N}]$/u;
const wholeAt = (text: string, index: number) =>
  index === 0 || !WORD_END.test(text.slice(Math.max(0, index - 2), index));

/** An entry's name as pages of `lang` show it: its placeholders ({product}) filled, one space between words. */
const filled = (name: string, values: Readonly<Record<string, string>>) =>
  spaced(name.replace(/\{([^{}]+)\}/g, (token, key: string) => values[key] ?? token));

/** The names pages of `lang` mark, in copy (`text`) or React's escaped HTML (`html`); one as the page is, left so. */
export function namesOf(config: SiteConfig, lang: Lang, form: "text" | "html" = "text"): Names {
  return compiled(config)[`${lang} ${form}`];
}

const compiled = memoized((config: SiteConfig): Record<`${Lang} ${"text" | "html"}`, Names> => {
  const of = (l: Lang, html: boolean): Names => {
    const values = placeholderValues(config, l);
    const marks = new Map<string, Omit<NameRun, "name">>();
    for (const entry of config.names) {
      const other = entry.lang !== undefined && entry.lang !== l ? entry.lang : undefined;
      if (other === undefined && !entry.whole) continue;
      const name = filled(entry.name, values);
      marks.set(html ? escapeHtml(name) : name, {
        ...(other === undefined ? {} : { lang: other }),
        ...(entry.whole ? { keep: "whole" as const } : {}),
      });
    }
    const names = marks.size > 0 ? [wordsPattern([...marks.keys()]).source] : [];
    const joints = new Map(config.joints.map((j) => [j.replaceAll("|", ""), j.replaceAll("|", SOFT_HYPHEN)]));
    // A soft hyphen is found alone, the word around it read from there: a pattern of the word would start at every letter.
    const words = [...names, ...[...joints.keys()].map(escapeRegExp)].join("|");
    const marked = `(?<figure>${UNBROKEN})(?![\\p{L}\\p{N}])|${SOFT_HYPHEN}`;
    return { patterns: [new RegExp(words || "(?!)", "gu"), new RegExp(marked, "gu")], marks, joints };
  };
  return {
    "de text": of("de", false),
    "de html": of("de", true),
    "en text": of("en", false),
    "en html": of("en", true),
  };
});

/** Each name, figure and word with a soft hyphen in `text`, in order: where, as written, its mark, and `shown`. */
export function* namesIn(
  text: string,
  names: Names,
): Generator<{ index: number; found: string; mark: Omit<NameRun, "name">; shown?: string }> {
  let end = 0;
  for (const { index, 0: found, groups } of merged(text, names.patterns)) {
    const joint = names.joints.get(found);
    if (found === SOFT_HYPHEN || joint !== undefined) {
      const from = joint
        ? index
        : index - (LETTERS_BEFORE.exec(text.slice(Math.max(0, index - 80), index))?.[0].length ?? 0);
      LETTERS_AFTER.lastIndex = index + found.length;
      LETTERS_AFTER.test(text); // to the end of the word: „Netzanschlusses“
      const word = text.slice(from, LETTERS_AFTER.lastIndex);
      if (from >= end)
        yield { index: from, found: word, mark: JOINTS, shown: joint ? joint + word.slice(found.length) : word };
      end = Math.max(end, LETTERS_AFTER.lastIndex); // the word's other soft hyphens are in it
    } else if (wholeAt(text, index) && index >= end) {
      yield { index, found, mark: groups?.["figure"] ? UNBROKEN_RUN : names.marks.get(spaced(found))! };
      end = index + found.length;
    }
  }
}
// The matches of the alternation `a|b` in `text`, from a scan of each: where both match at one place, `a`'s (a name's
// against a figure's: a joint starts with a capital letter, a figure with a digit or €). Each told where to start,
// they are not copied for each text (7 µs) as matchAll would: scans of other texts in between do not matter.
function* merged(text: string, scans: readonly [RegExp, RegExp]): Generator<RegExpExecArray> {
  const next = scans.map((scan) => exec(scan, text, 0));
  for (let match = first(next); match; match = first(next)) {
    yield match;
    const at = match.index + match[0].length;
    for (const [i, scan] of scans.entries()) if (next[i] && next[i].index < at) next[i] = exec(scan, text, at);
  }
}
const first = ([a, b]: (RegExpExecArray | null)[]) => (a && b && b.index < a.index ? b : (a ?? b));
const exec = (scan: RegExp, text: string, from: number) => ((scan.lastIndex = from), scan.exec(text));
const UNBROKEN_RUN = { keep: "unbroken" } as const;
const JOINTS = { keep: "joints" } as const;
const LETTERS_BEFORE = /[\p{L}\u00ad]+$/u;
const LETTERS_AFTER = /[\p{L}\u00ad]*/uy;

/** `text` split into plain runs and the names and figures to mark; `text` itself when it holds none. */
export function splitNames(text: string, names: Names): Marked {
  let runs: Run[] | undefined;
  let at = 0;
  for (const { index, found, mark, shown } of namesIn(text, names)) {
    runs ??= [];
    if (index > at) runs.push(text.slice(at, index));
    runs.push({ name: shown ?? found, ...mark });
    at = index + found.length;
  }
  if (runs === undefined) return text;
  if (at < text.length) runs.push(text.slice(at));
  return runs;
}

/** The entries of `names` (by index) no page passed to `see` shows: renamed or dropped from the copy, unnoticed. */
export function unusedNames(config: SiteConfig): { see(html: string): void; unused(): number[] } {
  const values = [placeholderValues(config, "de"), placeholderValues(config, "en")];
  const patterns = config.names.map((entry) => {
    const forms = values.map((v) => filled(entry.name, v));
    return wordsPattern([...new Set([...forms, ...forms.map(escapeHtml)])]);
  });
  const unseen = new Set(patterns.keys());
  return {
    see(html) {
      for (const i of unseen)
        for (const match of html.matchAll(patterns[i]!))
          if (wholeAt(html, match.index)) {
            unseen.delete(i);
            break;
          }
    },
    unused: () => [...unseen],
  };
}
