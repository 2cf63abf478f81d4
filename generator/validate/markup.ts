// Copy fields are plain text: the page shows `[Technologie](/technologie-deep-dive)`, `**wichtig**`, `<strong>` or
// a label in ‘quotes’ exactly as typed. Only a legal page's `content` is HTML; Markdown exists nowhere. Such markup
// is a problem that says what the page would show. So is a stand-in (TODO, Lorem ipsum, „[Titel]“) in any copy.

const MARKDOWN_LINK = /\[[^\]\n]+\]\([^)\s]+\)/;
const MARKDOWN_EMPHASIS = /(?:\*\*|__)[^*_\n]+(?:\*\*|__)/;
const HTML_TAG = /<\/?[a-zA-Z][a-zA-Z0-9]*(?:\s[^<>]*)?\/?>/;
/** Single quotation marks around a whole text: YAML reads only straight quotes as quotes, the page shows these. */
const QUOTED = /^[‘‚‹’'][^‘’‚‹›']*[’‘›']$/;
/**
 * A stand-in a page must never publish: a note to oneself (in capitals: „todo“ is a word), filler text, a bracketed
 * slot such as „[Titel]“. Without the `i` flag, which makes it sixteen times slower on every text of the copy.
 */
const STAND_IN = /\b(?:TODO|TBD|FIXME|XXX)\b|\b[Ll]orem [Ii]psum\b|\[\p{Lu}[\p{L}\s-]{0,40}\]/u;

/** The first stand-in of `text`, or undefined. */
export const standInIn = (text: string): string | undefined => STAND_IN.exec(text)?.[0];

/** The first piece of markup in `text` and what it is, or undefined; cheap for text without [, * , _ or <. */
export function markupIn(
  text: string,
): { found: string; what: "a Markdown link" | "Markdown emphasis" | "an HTML tag" | "quotation marks" } | undefined {
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
  if (QUOTED.test(text)) return { found: text, what: "quotation marks" };
  return undefined;
}
