// The anchors of a rendered page: what the check of links (page-anchors.ts) and the editor's link fields read from
// its HTML. Imports nothing, so the dev server's main thread can read a page sitegen dev wrote without the templates.

/** Not those React generates (`radix-…`, `_R_…`: they change with the markup around them), nor SVG gradients'. */
export function linkableIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const [, tag, attributes] of html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)(\s[^>]*)>/g)) {
    const id = /\sid="([^"]+)"/.exec(attributes!)?.[1];
    if (id !== undefined && !tag!.endsWith("Gradient") && !/^(radix-|_)/.test(id)) ids.add(id);
  }
  return ids;
}
