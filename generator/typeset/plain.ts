// The soft hyphen that typeset copy carries in long words, and the same copy without it, for every place where
// a string is read as plain text outside the page: the title, the description, feeds, JSON-LD, preview images.
export const SOFT_HYPHEN = "\u00ad";

/** `text` without soft hyphens. */
export function plain(text: string): string {
  return text.includes(SOFT_HYPHEN) ? text.replaceAll(SOFT_HYPHEN, "") : text;
}
