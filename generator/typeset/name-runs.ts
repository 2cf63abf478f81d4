// What typeset/names.ts makes of a text, as types alone: the islands render it in the browser
// (templates/islands/names.tsx), which loads nothing of the generator.

/**
 * A name as a page marks it: its language where it differs from the page's, `whole` when never hyphenated; or a
 * figure that never breaks across lines (`nowrap`: a range with its unit, a unit per unit).
 */
export interface NameRun {
  readonly name: string;
  readonly lang?: string;
  readonly whole?: true;
  readonly nowrap?: true;
}
/** A piece of text: plain, or a name to mark. */
export type Run = string | NameRun;
/** A text as pages print it: the string itself when it holds no name to mark, else its runs. */
export type Marked = string | readonly Run[];
