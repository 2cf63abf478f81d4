// A word diff of what changed in one field since it was confirmed: the words removed and added, in order, so
// that a maintainer sees at a glance which sentence of the other language needs the same change.
import { diffWordsWithSpace } from "diff";

export interface DiffPart {
  readonly op: "same" | "removed" | "added";
  readonly text: string;
}

/** A rewrite too long to compare word by word is shown as removed, then added. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const changes = diffWordsWithSpace(before, after, { maxEditLength: MAX_EDITS }) ?? [
    { value: before, removed: true, added: false },
    { value: after, removed: false, added: true },
  ];
  return changes
    .filter((c) => c.value !== "")
    .map((c) => ({ op: c.added ? "added" : c.removed ? "removed" : "same", text: c.value }));
}
const MAX_EDITS = 2000;

/** As `git diff --word-diff` shows it; with `context`, unchanged runs keep that many words next to a change. */
export function formatWordDiff(parts: readonly DiffPart[], context = Infinity): string {
  return parts
    .map((p, i) => {
      if (p.op === "same" && context === Infinity) return p.text;
      if (p.op === "same") return shorten(p.text, i > 0 ? context : 0, i < parts.length - 1 ? context : 0);
      if (p.text.trim() === "") return p.text;
      const mark = p.op === "removed" ? `[-${p.text.trim()}-]` : `{+${p.text.trim()}+}`;
      return ` ${mark} `;
    })
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

function shorten(text: string, head: number, tail: number): string {
  const all = text.split(/(?<=\s)(?=\S)/);
  if (head + tail >= all.length) return text;
  return `${all.slice(0, head).join("")}… ${all.slice(all.length - tail).join("")}`;
}
