// The names of site.yaml marked in a page's HTML after React rendered it: only in text a reader sees, never inside
// an island (its React marks them itself and would find changed markup on hydration), nor inside an element that
// declares its own language (a quoted title).
import { JOINT, KEEP_CLASS } from "../../templates/islands/names.tsx";
import type { NameRun } from "../typeset/name-runs.ts";
import { namesIn, type Names } from "../typeset/names.ts";

/** `html` (a page's body, the header or the footer) with each name and figure in a span that marks it. */
export function markNames(html: string, names: Names): string {
  let out = "";
  let at = 0;
  let skipped: readonly (readonly [number, number, boolean])[] | undefined;
  for (const { index, found, mark, shown } of namesIn(html, names)) {
    if (html.lastIndexOf("<", index) > html.lastIndexOf(">", index)) continue; // inside a tag
    skipped ??= regions(html);
    const name = mark.keep === undefined || mark.keep === "whole";
    if (skipped.some(([from, to, own]) => from <= index && index < to && (name || !own))) continue;
    out += `${html.slice(at, index)}${open(mark)}${shown?.replaceAll("\u00ad", JOINT) ?? found}</span>`;
    at = index + found.length;
  }
  return at === 0 ? html : out + html.slice(at);
}

const open = (mark: Omit<NameRun, "name">) =>
  `<span${mark.lang === undefined ? "" : ` lang="${mark.lang}"`}${mark.keep ? ` class="${KEEP_CLASS[mark.keep]}"` : ""}>`;

// The start tag of an element whose text is left alone: raw text, form controls, SVG; or the attribute of any element
// with a language of its own (group 2) or of an island's root, as React writes them (after a space, with a quote
// that text escapes), the element's start read back from there: a scan of every tag for them took twice as long.
const SKIPPED = /<(script|style|textarea|select|svg)[\s>]|\s(?:(lang)|data-island)="/g;

function regions(html: string): [number, number, boolean][] {
  const found: [number, number, boolean][] = [];
  SKIPPED.lastIndex = 0;
  for (let match = SKIPPED.exec(html); match; match = SKIPPED.exec(html)) {
    const from = match[1] ? match.index : html.lastIndexOf("<", match.index);
    const end = closing(html, match[1] ?? html.slice(from + 1, match.index).split(/\s/)[0]!, from);
    found.push([from, end, match[2] !== undefined]);
    SKIPPED.lastIndex = end;
  }
  return found;
}

/** Where the element `name` starting at `from` ends, past its end tag, counting elements of its name inside it. */
function closing(html: string, name: string, from: number): number {
  const start = new RegExp(`<${name}[\\s>]|</${name}>`, "g");
  start.lastIndex = from + 1;
  let depth = 1;
  for (let match = start.exec(html); match; match = start.exec(html)) {
    depth += match[0][1] === "/" ? -1 : 1;
    if (depth === 0) return start.lastIndex;
  }
  return html.length;
}
