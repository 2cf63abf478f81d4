// Copy without the soft hyphens an author wrote, for where it is read as plain text outside the page (title,
// description, feeds, JSON-LD, preview images): there a soft hyphen would only be in the way.
export const SOFT_HYPHEN = "\u00ad";

export function plain(text: string): string {
  return text.includes(SOFT_HYPHEN) ? text.replaceAll(SOFT_HYPHEN, "") : text;
}
