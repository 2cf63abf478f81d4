// Text for XML (the Atom feeds, the preview images' SVG): one escape for both.

/** Markup escaped, and characters XML 1.0 forbids (controls, U+FFFE/U+FFFF, lone surrogates) dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      "",
    )
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}
