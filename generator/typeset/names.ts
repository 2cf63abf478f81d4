// The names of site.yaml (`names`) inside running text: found as whole words with their case, each becomes a run
// of its own with what marks it on a page of one language: its language where it differs from the page's (browsers
// hyphenate it and screen readers read it in it), and `whole` where it must never be hyphenated (the product).
// The one place that finds them, for both renderers of its result: render/mark-names.ts marks them in a page's
// HTML after React (text only, outside the islands), and the islands render the runs of props split here
// (templates/islands/names.tsx), so the server's HTML and the browser's render are the same.
import type { Lang } from "../model.ts";
import { escapeHtml } from "../render/escape.ts";
import { placeholderValues } from "../validate/placeholders.ts";
import type { SiteConfig } from "../validate/schema/site.ts";
import type { Marked, NameRun, Run } from "./name-runs.ts";

/** The names a page of one language marks, in one expression: one scan of a text, however many names. */
export interface Names {
  readonly pattern: RegExp | undefined;
  /** How each name is marked, by its text with any run of white space as one space. */
  readonly marks: ReadonlyMap<string, Omit<NameRun, "name">>;
}

const compiled = new WeakMap<SiteConfig, Record<`${Lang} ${"text" | "html"}`, Names>>();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const spaced = (text: string) => text.replace(/\s+/g, " ");

/**
 * The names pages of `lang` mark, as written in copy (`text`) or as React writes them into HTML (`html`, escaped):
 * a name whose language is the page's and that may be hyphenated is left as it is there.
 */
export function namesOf(config: SiteConfig, lang: Lang, form: "text" | "html" = "text"): Names {
  let all = compiled.get(config);
  if (!all) {
    const of = (l: Lang, html: boolean): Names => {
      const values = placeholderValues(config, l);
      const marks = new Map<string, Omit<NameRun, "name">>();
      for (const entry of config.names) {
        const other = entry.lang !== undefined && entry.lang !== l ? entry.lang : undefined;
        if (other === undefined && !entry.whole) continue;
        const name = spaced(entry.name.replace(/\{([^{}]+)\}/g, (token, key: string) => values[key] ?? token));
        marks.set(html ? escapeHtml(name) : name, {
          ...(other === undefined ? {} : { lang: other }),
          ...(entry.whole ? { whole: true as const } : {}),
        });
      }
      if (marks.size === 0) return { pattern: undefined, marks };
      const alternatives = [...marks.keys()]
        .sort((a, b) => b.length - a.length)
        .map((name) => escape(name).replace(/ /g, "\\s+"));
      return { pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "gu"), marks };
    };
    all = {
      "de text": of("de", false),
      "de html": of("de", true),
      "en text": of("en", false),
      "en html": of("en", true),
    };
    compiled.set(config, all);
  }
  return all[`${lang} ${form}`];
}

/** Each name of `names` in `text`, in order: where it starts, as written there, and how it is marked. */
export function* namesIn(
  text: string,
  names: Names,
): Generator<{ index: number; found: string; mark: Omit<NameRun, "name"> }> {
  if (names.pattern === undefined) return;
  for (const match of text.matchAll(names.pattern))
    yield { index: match.index, found: match[0], mark: names.marks.get(spaced(match[0]))! };
}

/** `text` split into plain runs and the names to mark; `text` itself when it holds none. */
export function splitNames(text: string, names: Names): Marked {
  let runs: Run[] | undefined;
  let at = 0;
  for (const { index, found, mark } of namesIn(text, names)) {
    runs ??= [];
    if (index > at) runs.push(text.slice(at, index));
    runs.push({ name: found, ...mark });
    at = index + found.length;
  }
  if (runs === undefined) return text;
  if (at < text.length) runs.push(text.slice(at));
  return runs;
}
