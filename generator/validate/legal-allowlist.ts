// What legal HTML may contain, in one place: the build's sanitiser (legal-html.ts) keeps exactly this, and the
// editor's structured view (editor/ui/legal-text.ts) writes nothing else. No dependencies: the editor bundles it.

export const LEGAL_TAGS: readonly string[] =
  "h2 h3 h4 p ul ol li a strong em b i br address abbr span table thead tbody tr th td".split(" ");
export const LEGAL_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "target", "rel"],
  abbr: ["title"],
  th: ["scope"],
};
/** The schemes a link keeps; any other (javascript:, data:) loses its href, as does a protocol-relative //host. */
export const LEGAL_SCHEMES: readonly string[] = ["https", "http", "mailto", "tel"];
/** Elements removed with their content, not reduced to their text. */
export const DROPPED_WITH_CONTENT: readonly string[] = ["script", "style", "textarea", "option", "xmp"];

/** True when a link keeps `href`, read as the sanitiser reads it ("java\tscript:" is javascript:, comments removed). */
export function keepsHref(href: string): boolean {
  let clean = href.replace(/[\x00-\x20]+/g, "");
  for (let start = clean.indexOf("<!--"); start >= 0; start = clean.indexOf("<!--")) {
    const end = clean.indexOf("-->", start + 4);
    if (end < 0) break;
    clean = clean.slice(0, start) + clean.slice(end + 3);
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9.+-]*):/.exec(clean)?.[1];
  if (scheme === undefined) return !/^[/\\]{2}/.test(clean);
  return LEGAL_SCHEMES.includes(scheme.toLowerCase());
}
