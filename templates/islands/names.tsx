// A text with its names marked (generator/typeset/names.ts), as an island renders it: the same spans the static
// pages get after rendering (render/mark-names.ts), made by React on the server and in the browser alike, so
// hydration finds what the server wrote.
import type { Keep, Marked } from "../../generator/typeset/name-runs.ts";

/** The class of each way a run keeps together (styles/10-base.css). */
export const KEEP_CLASS: Readonly<Record<Keep, string>> = { whole: "name", unbroken: "nowrap", joints: "joined" };

/**
 * A word's soft hyphens as the page draws them: an empty `.joint` whose `::after` is one (styles/10-base.css), so the
 * line breaks there with a hyphen while the text copies and is found as written, without an invisible character.
 */
export const JOINT = '<span class="joint"></span>';
const joints = (word: string) =>
  word.split("\u00ad").flatMap((part, i) => (i === 0 ? [part] : [<span key={i} className="joint" />, part]));

/** `text` with each name, figure and word kept together in a span carrying its language and its KEEP_CLASS. */
export function Names({ text }: { readonly text: Marked }) {
  if (typeof text === "string") return text;
  return text.map((run, i) =>
    typeof run === "string" ? (
      run
    ) : (
      <span key={i} lang={run.lang} className={run.keep && KEEP_CLASS[run.keep]}>
        {run.keep === "joints" ? joints(run.name) : run.name}
      </span>
    ),
  );
}
