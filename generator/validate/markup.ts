// Copy fields are plain text: the page shows `[Technologie](/technologie-deep-dive)`, `**wichtig**` or `<strong>`
// exactly as typed. Only a legal page's `content` is HTML; Markdown exists nowhere. Such markup is a problem that
// says what the page would show.

const MARKDOWN_LINK = /\[[^\]\n]+\]\([^)\s]+\)/;
const MARKDOWN_EMPHASIS = /(?:\*\*|__)[^*_\n]+(?:\*\*|__)/;
const HTML_TAG = /<\/?[a-zA-Z][a-zA-Z0-9]*(?:\s[^<>]*)?\/?>/;

/** The first piece of markup in `text` and what it is, or undefined; cheap for text without [, * , _ or <. */
export function markupIn(
  text: string,
): { found: string; what: "a Markdown link" | "Markdown emphasis" | "an HTML tag" } | undefined {
  if (text.includes("](")) {
    const link = MARKDOWN_LINK.exec(text);
    if (link) return { found: link[0], what: "a Markdown link" };
  }
  if (text.includes("**") || text.includes("__")) {
    const emphasis = MARKDOWN_EMPHASIS.exec(text);
    if (emphasis) return { found: emphasis[0], what: "Markdown emphasis" };
  }
  if (text.includes("<")) {
    const tag = HTML_TAG.exec(text);
    if (tag) return { found: tag[0], what: "an HTML tag" };
  }
  return undefined;
}
