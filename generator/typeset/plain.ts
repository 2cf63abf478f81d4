// The soft hyphens an author wrote at a compound joint (content/README.md#glossary), and the same copy without
// them, for every place where a string is read as plain text outside the page: the title, the description, feeds,
// JSON-LD, preview images. There no line breaks inside a word, and a soft hyphen would only be in the way.
export const SOFT_HYPHEN = "\u00ad";

/** `text` without soft hyphens. */
export function plain(text: string): string {
  return text.includes(SOFT_HYPHEN) ? text.replaceAll(SOFT_HYPHEN, "") : text;
}
