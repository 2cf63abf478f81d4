// The `#fragment`s a page renders, computed from its copy by its page kind (templates/pages/), so that a link
// to an anchor that does not exist stops the build instead of being noticed only by `sitegen check`.
// tests/build/page-anchors.test.ts builds the real site and compares these sets with the ids in every
// rendered page, so this file and the templates cannot drift apart.
import type { PageAnchors } from "../../templates/pages/page-kind.ts";
import { slug } from "./schema/slug.ts";
import { pageFeatures, pageKind } from "../page-kinds.ts";
import type { PageKind } from "../model.ts";

/**
 * Every id a page of `kind` renders that a link may target: the layout's (`main`, `page-title`, the shared
 * navigation's `site-nav`) and those its kind names (templates/pages/, `anchors`). Works on checked or raw copy,
 * so a link can be checked against a page whose own file has problems. `fill` puts in placeholders, since a
 * section id may come from its heading (`{figures.x} Haushalte` → `75-haushalte`).
 */
export function pageAnchors(kind: PageKind, content: unknown, fill: (text: string) => string): ReadonlySet<string> {
  const ids = new Set(["main", "page-title"]);
  if (pageFeatures(kind).layout !== "bare") ids.add("site-nav"); // bare pages stand outside the shared layout
  const page: PageAnchors = {
    add: (...names) => names.forEach((id) => ids.add(id)),
    sections: (...names) => names.forEach((id) => ids.add(id).add(`${id}-heading`)),
    ctaBand: (block) => {
      const heading = (block as { readonly heading?: unknown } | null | undefined)?.heading;
      if (typeof heading === "string" && heading.trim() !== "") ids.add(`${slug(fill(heading.trim()))}-cta`);
    },
    slug: (heading) => slug(fill(heading)),
  };
  pageKind(kind).anchors(content, page);
  return ids;
}
