// The id a section's heading gives its anchor, for the templates and validate/duplicates.ts (templates/ may import it).

/** A stable id fragment from a heading: "Drei Märkte" → "drei-maerkte". */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-")
    .slice(0, 48);
}
