// What a page kind is: one definition in one file of this folder, listed once in kinds.ts. The generator takes
// everything about a kind from it: the schema its content files are checked against (and the JSON Schema and
// the site.yaml `kind:` values made from it), the template, and its section of content/README.md. The
// anchors a link may target are read from the rendered page (generator/render/page-anchors.ts).
import type { ComponentType } from "react";
import type { z } from "zod";

export interface PageKindDefinition<S extends z.ZodType = z.ZodType> {
  /** The fields of a content file of this kind; the template receives its output. */
  readonly schema: S;
  /** The page inside the layout: the shared one, or the legal pages' own (generator/render/render-page.tsx). */
  readonly Page: ComponentType<{ readonly content: z.output<S> }>;
  /**
   * Its section of content/README.md#kinds (`npm run schemas` writes it there): the heading, then the outline of a
   * file written from `schema` (validate/kind-outline.ts), then these notes on what the outline cannot say.
   */
  readonly docs: { readonly heading: string; readonly notes?: readonly string[] };
  /** What the generator does for this kind besides rendering it; a kind without features is a plain page. */
  readonly features?: PageKindFeatures;
}

/** The features a kind can have. The generator asks for these, never for a kind's name (`pageFeatures`). */
export interface PageKindFeatures {
  /** "bare": outside the shared layout, without header, footer and breadcrumbs; the title names the product. */
  readonly layout?: "site" | "bare";
  /** Its copy is shown on other pages (teasers, the feed, the front page's preview), so it is checked with the frame. */
  readonly shared?: boolean;
  /**
   * Its place in the language's Atom feed. "index": the feed is named after its path and titled by it. "entry": an
   * item of the feed, dated by its `published` field (left out of the site until that day), listed by teasers
   * (`articles:`), described as an Article in its JSON-LD, and its slug needs a breadcrumb label.
   */
  readonly feed?: "index" | "entry";
  /** The key of the date its page is published on: dated later than today, it waits for its day (scheduled.ts). */
  readonly dated?: string;
  /** The language's front page: it carries the Organization and WebSite JSON-LD, and its preview stands for the site. */
  readonly front?: boolean;
  /**
   * Anchors named by an item's position (the FAQ's `item-{c}-{q}`, which the specification fixes): `id` reads the
   * position from an anchor, `field` gives the path of the text that says which item it is, so that a link to one
   * is told when an item inserted above it moved it (generator/validate/check-pages.ts).
   */
  readonly positionalAnchors?: {
    readonly id: RegExp;
    readonly field: (position: readonly number[]) => readonly (string | number)[];
  };
}

/** The definition as written, its schema's type kept, so `Page` is checked against the content it receives. */
export function definePageKind<S extends z.ZodType>(definition: PageKindDefinition<S>): PageKindDefinition<S> {
  return definition;
}
