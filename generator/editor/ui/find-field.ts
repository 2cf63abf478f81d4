// From a text clicked in the preview back to the field that holds it, and the placeholders a text names with what
// the page will show ({figures.heatOutputC} = 75).
import { PLACEHOLDER } from "../../validate/placeholder-token.ts";
import { plain } from "../../typeset/plain.ts";
import { getAt, type Path, type Value } from "./tree.ts";

// Read without soft hyphens: the preview has those of site.yaml's joints, the copy not.
const words = (text: string) => new Set(plain(text.toLowerCase()).match(/[\p{L}\p{N}]{3,}/gu) ?? []);

/** Of the copy at `fields`, the path of the text whose words cover the clicked text best (at least half). */
export function findField(value: Value | undefined, fields: readonly Path[], clicked: string): Path | undefined {
  const wanted = words(clicked);
  if (wanted.size === 0) return undefined;
  let best: { path: Path; score: number } | undefined;
  for (const path of fields) {
    const text = getAt(value, path);
    if (typeof text !== "string") continue;
    const have = words(text);
    let common = 0;
    for (const w of wanted) if (have.has(w)) common++;
    const score = common / wanted.size - (have.size > 0 ? Math.abs(have.size - wanted.size) / (have.size * 1000) : 0);
    if (!best || score > best.score) best = { path, score };
  }
  return best && best.score >= 0.5 ? best.path : undefined;
}

export function placeholdersShown(text: string, reads: Readonly<Record<string, string>> | undefined): string[] {
  const names = [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
  return names.map((name) => `{${name}} = ${reads?.[name] ?? "(nothing: no such value in site.yaml)"}`);
}
