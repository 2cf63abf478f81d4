// A text with its names marked (generator/typeset/names.ts), as an island renders it: the same spans the static
// pages get after rendering (render/mark-names.ts), made by React on the server and in the browser alike, so
// hydration finds what the server wrote.
import type { Marked } from "../../generator/typeset/name-runs.ts";

/** The class of a name never hyphenated, and of a figure never broken across lines (styles/10-base.css). */
export const NAME_CLASS = "name";
export const NOWRAP_CLASS = "nowrap";

/** `text` with each name in a span carrying its language and, when never hyphenated, NAME_CLASS; figures NOWRAP_CLASS. */
export function Names({ text }: { readonly text: Marked }) {
  if (typeof text === "string") return text;
  return text.map((run, i) =>
    typeof run === "string" ? (
      run
    ) : (
      <span key={i} lang={run.lang} className={run.whole ? NAME_CLASS : run.nowrap ? NOWRAP_CLASS : undefined}>
        {run.name}
      </span>
    ),
  );
}
