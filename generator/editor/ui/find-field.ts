// From a text clicked in the preview back to the field that holds it, and the figures a text names with the
// values the page will show ({figures.heatOutputC} = 75).
import type { Lang } from "./api.ts";
import { getAt, isGroup, type Path, type Value } from "./tree.ts";

const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []);

/** Of the copy at `fields` (PageData.copyFields), the path of the text whose words cover the clicked text best (at least half). */
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

/** Each {figures.x} in `text` with what the page shows for it, formatted for the language: "{figures.heatOutputC} = 75". */
export function figuresIn(text: string, figures: Value | null, lang: Lang): string[] {
  const format = new Intl.NumberFormat(lang === "de" ? "de-DE" : "en-GB", { maximumFractionDigits: 3 });
  const shown = (v: Value | undefined): string => {
    if (typeof v === "number") return format.format(v);
    if (isGroup(v) && typeof v.min === "number" && typeof v.max === "number")
      return `${format.format(v.min)}–${format.format(v.max)}`;
    return typeof v === "string" ? v : "(no such figure)";
  };
  const names = [...new Set(text.match(/\{figures\.\w+\}/g) ?? [])];
  return names.map((whole) => `${whole} = ${shown(isGroup(figures) ? figures[whole.slice(9, -1)] : undefined)}`);
}
