// A field's label and help in the editor's language: from the schema (its title and description, the German ones
// in its `x-de`), else in English from the key's words.
import { child, type Schema } from "./schema.ts";
import { messages, uiLang, type UiLang } from "./messages.ts";
import { getAt, isGroup, isList, type Key, type Path, type Value } from "./tree.ts";

// Words a key writes in lower case that a label spells otherwise ("itRevenuePerKwh" → "IT revenue per kWh").
const SPELLED: Readonly<Record<string, string>> = {
  it: "IT",
  kw: "kW",
  kwh: "kWh",
  mw: "MW",
  mwh: "MWh",
  co2: "CO₂",
  c: "°C", // a temperature's unit at the end of its key ("heatOutputC")
  url: "URL",
  linkedin: "LinkedIn",
  faq: "FAQ",
  roi: "ROI",
  eu: "EU",
  cta: "CTA",
  ctas: "CTAs",
  de: "German",
  en: "English",
};

/** A key as a label: the schema's title in the editor's language, else its words ("readMinutes" → "Read minutes"). */
export function labelOf(key: Key, node?: Schema, lang: UiLang = uiLang()): string {
  const title = (lang === "de" ? node?.["x-de"]?.title : undefined) ?? node?.title;
  // A list's item: numbered, under its schema's title where it has one („Spalte 2“), else "Item 2".
  if (typeof key === "number") return title ? `${title} ${key + 1}` : messages(lang).item(key + 1);
  if (title) return title;
  if (lang === "de") return key; // a name the maintainer chose (an ext: name, a path segment), as written
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[\s_-]+/)
    .map((word) => SPELLED[word] ?? word)
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function helpOf(node: Schema | undefined, lang: UiLang = uiLang()): string | undefined {
  return (lang === "de" ? node?.["x-de"]?.description : undefined) ?? node?.description;
}

/** Where a value is, as the form names it: „Kategorie 2 „Technik“ › Frage 3 „Wie …?“ › Antwort“. */
export function placeOf(root: Schema, value: Value | undefined, path: Path, lang: UiLang = uiLang()): string {
  const parts: string[] = [];
  let [schema, here]: [Schema | undefined, Value | undefined] = [root, value];
  for (const [i, key] of path.entries()) {
    const inner = child(root, schema, key, here);
    const next = getAt(here, [key]);
    const first = isGroup(next) ? Object.keys(next)[0] : undefined;
    if (typeof key === "number") {
      const list = labelOf(path[i - 1] ?? "", schema, lang);
      const label = first
        ? `${labelOf(first, child(root, inner, first, next), lang)} ${key + 1}`
        : messages(lang).listItem(list, key + 1);
      const name = summaryOf(next, "");
      parts.push(name ? messages(lang).named(label, name.length > 50 ? `${name.slice(0, 49)}…` : name) : label);
      if (i + 2 === path.length && path[i + 1] === first) break; // „Frage 3 „Wie …?““ is the question itself
    } else if (typeof path[i + 1] !== "number") parts.push(labelOf(key, inner, lang)); // a list: named by its item
    [schema, here] = [inner, next];
  }
  return parts.join(" › ");
}

/** An item's first text, so a long list reads as what it holds. */
export function summaryOf(item: Value | undefined, none: string): string {
  const values = isGroup(item) ? Object.values(item) : isList(item) ? item.$list.map(([, cell]) => cell) : [item];
  const first = values.find((v) => typeof v === "string" && v !== "");
  const text = typeof first === "string" ? first : "";
  return text.length > 70 ? `${text.slice(0, 69)}…` : text || none;
}
