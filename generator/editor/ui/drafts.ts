// Unsaved changes kept in the browser (localStorage of the dev server's origin), one entry per file: the value of
// the form, the version of the file it was made from (hash and value), so a reload of the tab, a closed tab or a
// crash loses nothing. An entry lives until the change is saved or discarded.
import type { Value } from "./tree.ts";

/** A file's unsaved change: made from the version `hash` (whose value is `base`) at `at` (ms since 1970). */
export interface Draft {
  readonly hash: string;
  readonly base: Value;
  readonly value: Value;
  readonly at: number;
}

const key = (path: string) => `sitegen-editor-draft:${path}`;

/** The unsaved change kept for `path`, or undefined (none, or an entry this version cannot read). */
export function readDraft(path: string): Draft | undefined {
  try {
    const draft = JSON.parse(localStorage.getItem(key(path)) ?? "null") as Partial<Draft> | null;
    if (typeof draft?.hash !== "string" || typeof draft.at !== "number" || !("value" in draft) || !("base" in draft))
      return undefined;
    return draft as Draft;
  } catch {
    return undefined;
  }
}

/** Keeps `draft` for `path`; false when the browser refuses (storage full or switched off). */
export function keepDraft(path: string, draft: Draft): boolean {
  try {
    localStorage.setItem(key(path), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function dropDraft(path: string): void {
  try {
    localStorage.removeItem(key(path));
  } catch {
    // storage switched off: there is nothing to drop
  }
}
