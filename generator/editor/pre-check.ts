// Before a save: the whole site checked as the build checks it, with the edited files' new texts read in place of
// the files on disk (nothing is written), so what the build would refuse — a value of the wrong type, an unknown
// article id, text in the other language, an unknown placeholder, a date that differs between the languages,
// <script> in legal HTML — is shown at its field first, and written only when the maintainer keeps it anyway.
// Only the problems the save brings count: those the files on disk already have are the build's to report.
import { createBuildCache } from "../build-cache.ts";
import type { GivenTexts } from "../load/load-sources.ts";
import type { Problem } from "../model.ts";
import type { Config } from "../options.ts";
import { openSite } from "../site.ts";

/** The problems the build would find after a save of `texts` (path → the file's new text) and not before it. */
export type PreCheck = (texts: GivenTexts) => Promise<readonly Problem[]>;

/** The check before a save for one editor session, opening the site with `config` as the dev session does. */
export function preCheck(config: Config): PreCheck {
  const cache = createBuildCache(); // the frame's parses and checks, kept from one save to the next
  const problemsWith = async (texts?: GivenTexts) => {
    const checked = (await openSite(config, { cache, texts })).check();
    return checked.ok ? [] : checked.problems;
  };
  return async (texts) => {
    const after = await problemsWith(texts);
    if (after.length === 0) return after; // the usual save costs one check
    const before = new Map<string, number>();
    for (const p of await problemsWith()) before.set(keyOf(p), (before.get(keyOf(p)) ?? 0) + 1);
    return after.filter((p) => {
      const known = before.get(keyOf(p)) ?? 0;
      before.set(keyOf(p), known - 1);
      return known <= 0;
    });
  };
}

/** A problem without its line and column: an edit above it moves it, and it is still the one the file had. */
const keyOf = (p: Problem) => `${p.code}\u0000${p.at?.file ?? ""}\u0000${p.message}`;
