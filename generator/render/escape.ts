// Text into markup: the one module that escapes, for XML (the sitemap, the Atom feeds, the preview images' SVG)
// and for HTML outside React (the language switch spliced into the shared header, figures filled into legal HTML).
// React escapes what it renders itself; templates/ import no code of generator/, and the icons' SVG holds only
// lucide's numbers and path commands (templates/ui/icon.tsx refuses anything else).

const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/** Markup escaped, and characters XML 1.0 forbids (controls, U+FFFE/U+FFFF, lone surrogates) dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      "",
    )
    .replace(/[&<>"]/g, (c) => ENTITIES[c]!);
}

/** Text or an attribute value for HTML, escaped as React escapes it, so that both spell a value alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** Text that a regular expression matches as written. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
