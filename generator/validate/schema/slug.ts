// The id a section's heading gives its anchor: one function for the templates that render the id and for the
// check of two sections with one id (validate/duplicates.ts). A building block of the schemas, so templates/ may
// import it (tests/unit/architecture.test.ts).

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
