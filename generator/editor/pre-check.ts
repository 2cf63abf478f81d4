// Before a save: the whole site checked as the build checks it, with the edited files' new texts read in place of
// the files on disk (nothing is written), so what the build would refuse — a value of the wrong type, an unknown
// article id, text in the other language, an unknown placeholder, a date that differs between the languages,
// <script> in legal HTML — is shown at its field first, and written only when the maintainer keeps it anyway.
// Only the problems the save brings count: those the files on disk already have are the build's to report.
// A range of pages is checked again only when a file it read or the frame differs from its last check (what dev's
// session does with the ranges that read a saved file): a save of one page re-checks that page and those whose
// check read its file (links to its anchors), not the whole site, which would add its time to every save.
import { hash } from "node:crypto";
import { statSync } from "node:fs";
import { createBuildCache } from "../build-cache.ts";
import { openSources, type GivenTexts } from "../load/load-sources.ts";
import type { Problem } from "../model.ts";
import type { Config } from "../options.ts";
import { OpenSite } from "../site.ts";
import type { Framed } from "../site-frame.ts";
import type { TitleFact } from "../validate/duplicate-titles.ts";
import { localToday } from "../validate/scheduled.ts";

/** The problems the build would find after a save of `texts` (path → the file's new text) and not before it. */
export type PreCheck = (texts: GivenTexts) => Promise<readonly Problem[]>;

/** A range's last check: what it found, and the hashes of the frame and of each file it read when it did. */
interface Kept {
  readonly frame: string;
  readonly reads: ReadonlyMap<string, string>;
  readonly problems: readonly Problem[];
  readonly titles: readonly TitleFact[];
}

/** The check before a save for one editor session, opening the site with `config` as the dev session does. */
export function preCheck(config: Config): PreCheck {
  const cache = createBuildCache(); // the frame's parses and checks, kept from one save to the next
  const kept = new Map<string, Kept>(); // a range (its routes' paths) → its last check
  const problemsWith = async (texts?: GivenTexts) => {
    const site = new CheckedSite(config, { cache, texts });
    await site.loadFrame(false);
    return site.problemsReusing(kept, texts);
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

/** The open site whose ranges are checked unless what they were checked from is unchanged. */
class CheckedSite extends OpenSite {
  problemsReusing(kept: Map<string, Kept>, texts: GivenTexts | undefined): readonly Problem[] {
    const state = this.framed();
    if (!state) return this.problems().problems; // site.yaml unusable: its problems are all there is
    const opened = openSources(this.config.root, state.listed, undefined, texts);
    const hashes = new Map<string, string>();
    const hashOf = (path: string) => {
      let known = hashes.get(path);
      if (known === undefined) {
        const read = opened.read(path); // the text, not parsed
        known = textHash(typeof read === "object" && "text" in read ? read.text : JSON.stringify(read ?? null));
        hashes.set(path, known);
      }
      return known;
    };
    const frame = this.frameHash(state);
    state.ranges.forEach((range, i) => {
      const key = range.routes.map((r) => r.path).join(" ");
      const last = kept.get(key);
      if (last && last.frame === frame && [...last.reads].every(([path, h]) => hashOf(path) === h)) {
        Object.assign(range, { stale: false, problems: last.problems, titles: last.titles });
        return;
      }
      this.pass(state, i);
      const reads = new Map([...range.reads].map((path) => [path, hashOf(path)]));
      kept.set(key, { frame, reads, problems: range.problems, titles: range.titles });
    });
    return this.problems().problems;
  }

  /** What every range is checked against: the frame's files, the lock file's version and the day. */
  frameHash(state: Framed): string {
    const files = [...state.files, "published.yaml"].sort().map((path) => state.sources.file(path)?.text ?? "");
    const lock =
      state.sources.translationLock && statSync(state.sources.translationLock.file, { throwIfNoEntry: false });
    const day = this.config.today ?? localToday();
    return textHash(JSON.stringify([files, lock && [lock.ino, lock.size, lock.mtimeMs], day]));
  }
}

const textHash = (text: string) => hash("sha1", text, "base64");
