// What typeset/names.ts makes of a text, as types alone: the islands render it in the browser
// (templates/islands/names.tsx), which loads nothing of the generator.

/** How a run keeps together: a name never hyphenated, a figure never broken, a word broken only at its soft hyphens. */
export type Keep = "whole" | "unbroken" | "joints";

/** A name as a page marks it (its language where it differs from the page's), or a figure or word kept together. */
export interface NameRun {
  readonly name: string;
  readonly lang?: string;
  readonly keep?: Keep;
}
/** A piece of text: plain, or a name to mark. */
export type Run = string | NameRun;
/** A text as pages print it: the string itself when it holds no name to mark, else its runs. */
export type Marked = string | readonly Run[];
