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
  const skipped = skippedAt(html);
  for (const { index, found, mark, shown } of namesIn(html, names)) {
    if (html.lastIndexOf("<", index) > html.lastIndexOf(">", index)) continue; // inside a tag
    const region = skipped(index);
    const name = mark.keep === undefined || mark.keep === "whole";
    if (region && (name || !region[2])) continue;
    out += `${html.slice(at, index)}${open(mark)}${shown?.replaceAll("\u00ad", JOINT) ?? found}</span>`;
    at = index + found.length;
  }
  return at === 0 ? html : out + html.slice(at);
}

const open = (mark: Omit<NameRun, "name">) =>
  `<span${mark.lang === undefined ? "" : ` lang="${mark.lang}"`}${mark.keep ? ` class="${KEEP_CLASS[mark.keep]}"` : ""}>`;

// The start tag of an element whose text is left alone: raw text, form controls, SVG, and any element with a
// language of its own (group 3) or an island's root (both attributes as React writes them, after a space).
const SKIPPED = /<(script|style|textarea|select|svg)[\s>]|<([a-z][a-z0-9]*)\s[^>]*?(?<=\s)(?:(lang)|data-island)="/g;

/** The element whose text is left alone (start, end, if by `lang`) around each place asked, in order: read up to it. */
function skippedAt(html: string): (index: number) => readonly [number, number, boolean] | undefined {
  const scan = SKIPPED; // one for all pages (markNames is not reentrant): V8 compiled a copy for each page anew
  scan.lastIndex = 0;
  let region: [number, number, boolean] | undefined;
  return (index) => {
    const before = html.slice(0, index); // the start tag of an element around a place outside tags ends before it
    for (let match = scan.exec(before); match; match = scan.exec(before)) {
      region = [match.index, closing(html, (match[1] ?? match[2])!, match.index), match[3] !== undefined];
      scan.lastIndex = region[1];
    }
    scan.lastIndex = Math.max(index, region?.[1] ?? 0);
    return region && index < region[1] ? region : undefined;
  };
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
