// What every template may know about the page being rendered, provided once by render/.
import { createContext, useContext } from "react";
import type { AssetManifest, Lang, Route, Site } from "../generator/model.ts";
import type { Marked } from "../generator/typeset/name-runs.ts";
import type { Ui } from "../generator/validate/schema/ui.ts";

export interface PageContext {
  readonly site: Site;
  /** The route being rendered; the not-found page, which is no page of the route table, has no kind. */
  readonly route: Omit<Route, "kind">;
  readonly lang: Lang;
  readonly ui: Ui;
  readonly assets: AssetManifest;
  /** The href of a content link target (page id with optional #anchor, ext:<name>, or https URL) in this language. */
  readonly href: (to: string) => string;
  /** True for targets that leave the site (ext:<name>, a URL) and so open in a new tab. */
  readonly external: (to: string) => boolean;
  /**
   * A text with the names of site.yaml marked, for an island's props (templates/islands/names.tsx renders it):
   * the rest of the page is marked after rendering (render/mark-names.ts), which leaves the islands alone.
   */
  readonly names: (text: string) => Marked;
  /**
   * Set by render/ when the layout's top and bottom (header, footer) are pasted in after rendering (made once per
   * language, they are the same on thousands of pages): the layout then renders this marker in the place of each.
   */
  readonly chromeSlot?: string | undefined;
  /** The islands the page renders, noted by each as it renders (its scripts load only on such pages). */
  readonly islands?: Set<string> | undefined;
}

export const PageContextValue = createContext<PageContext | null>(null);

/** The current page's context; only inside a page rendered by render/. */
export function usePage(): PageContext {
  const value = useContext(PageContextValue);
  if (!value) throw new Error("usePage() outside a rendered page");
  return value;
}
