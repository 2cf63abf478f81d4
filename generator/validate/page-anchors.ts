// The `#fragment`s a page renders, computed from its copy the way templates/ does, so that a link to an
// anchor that does not exist stops the build instead of being noticed only by `sitegen check`.
// tests/build/page-anchors.test.ts builds the real site and compares these sets with the ids in every
// rendered page, so this file and the templates cannot drift apart.
import type { PageKind } from "./schema/pages.ts";

/**
 * Every id a page of `kind` renders that a link may target: sections and their headings, FAQ items
 * (`item-{c}-{q}`), article headings, the layout's `main`. Works on checked or raw copy (it reads
 * defensively), so a link can be checked against a page whose own file has problems. `fill` puts in
 * placeholders, since a section id may come from its heading (`{figures.x} Haushalte` → `75-haushalte`).
 */
export function pageAnchors(kind: PageKind, content: unknown, fill: (text: string) => string): ReadonlySet<string> {
  const ids = new Set(["main", "page-title"]);
  if (kind !== "legal") ids.add("site-nav"); // legal pages stand outside the shared layout
  const c = record(content);
  const sections = (names: readonly string[]) => names.forEach((id) => ids.add(id).add(`${id}-heading`));
  const ctaBand = (block: unknown) => {
    const heading = text(record(block)["heading"]);
    if (heading !== undefined) ids.add(`${slug(fill(heading))}-cta`);
  };
  switch (kind) {
    case "home":
      ids.add("home").add("roi"); // the hero and the calculator island
      sections(["challenge", "solution", "stories", "models", "roi-tools", "blog"]);
      break;
    case "success-stories":
      sections(["projects", "models", "metrics"]);
      ctaBand(c["cta"]);
      break;
    case "technology":
      sections(["steps", "comparison", "sizes", "security", "economics"]);
      ctaBand(c["cta"]);
      break;
    case "blog":
      sections(["articles", "newsletter"]);
      ctaBand(c["cta"]);
      break;
    case "info":
      for (const section of list(c["sections"])) {
        const s = record(section);
        const heading = text(s["heading"]);
        const id = text(s["id"]) ?? (heading === undefined ? undefined : slug(fill(heading)));
        if (id !== undefined) sections([id]);
      }
      ctaBand(c["cta"]);
      break;
    case "faq":
      list(c["faqs"]).forEach((category, i) => {
        const name = text(record(category)["category"]);
        if (name !== undefined) ids.add(`${slug(fill(name))}-heading`);
        ids.add(`faq-${i}`);
        list(record(category)["questions"]).forEach((_, q) => ids.add(`item-${i}-${q}`));
      });
      ids.add("faq-cta-heading");
      break;
    case "article":
      for (const id of ["facts", "summary", "analysis", "outlook", "innovations", "conclusion", "sources"])
        ids.add(`${id}-heading`);
      list(c["sections"]).forEach((_, i) => ids.add(`section-${i}`));
      break;
    case "legal":
      break; // the legal HTML loses its own ids to the sanitiser (validate-site.ts)
    default:
      kind satisfies never; // a new page kind names its anchors here, or the build does not compile
  }
  return ids;
}

/**
 * The same slug as templates/ui/section.tsx (validate/ may not import templates/; the anchor test keeps the
 * two equal): "Drei Märkte" → "drei-maerkte".
 */
export function slug(value: string): string {
  return value
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

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function list(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}
