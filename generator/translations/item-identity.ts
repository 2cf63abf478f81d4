// Which lock entry holds each field pair's confirmation. A key follows list positions (`faqs[0].questions[3].a`),
// so list items are matched by what they say instead: an item confirmed as it is at its own key stays; every other
// is paired with the confirmed item of the same shape sharing most of its texts, so removing one FAQ question leaves
// the others in sync. Only hashes are used, so the build pairs the same way as the commands and the editor.
import type { Hashes } from "./lock.ts";

type HashedPair = Hashes & { readonly key: string };

/** `faqs[1].questions[0]` and `.a` from `faqs[1].questions[0].a`; no item for a key outside a list. */
const ITEM = /^(.*\[\d+\])(.*)$/s;
const split = (key: string): [item: string, rest: string] => {
  const found = ITEM.exec(key);
  return found ? [found[1]!, found[2]!] : ["", key];
};
const shapeOf = (item: string) => item.replace(/\[\d+\]/g, "[]");
const lastIndex = (item: string) => Number(item.slice(item.lastIndexOf("[") + 1, -1));

export function matchEntries(
  pairs: readonly HashedPair[],
  confirmed: ReadonlyMap<string, Hashes>,
): (string | undefined)[] {
  const same = (pair: HashedPair, key: string) => {
    const h = confirmed.get(key);
    return h !== undefined && h.de === pair.de && h.en === pair.en;
  };
  // The common case, and the build's: every pair confirmed as it is at its own key, and no other entry.
  if (confirmed.size === pairs.length && pairs.every((pair) => same(pair, pair.key))) return pairs.map((p) => p.key);

  const items = new Map<string, HashedPair[]>(); // current item → its pairs
  for (const pair of pairs) {
    const [item] = split(pair.key);
    if (item !== "") items.set(item, [...(items.get(item) ?? []), pair]);
  }
  const entries = new Map<string, string[]>(); // confirmed item → the rest of each of its keys
  for (const key of confirmed.keys()) {
    const [item, rest] = split(key);
    if (item !== "") entries.set(item, [...(entries.get(item) ?? []), rest]);
  }
  const to = new Map<string, string>(); // current item → confirmed item
  const taken = new Set<string>();
  for (const [item, list] of items)
    if (list.every((pair) => same(pair, pair.key)) && entries.has(item)) (to.set(item, item), taken.add(item));

  // The texts of every other confirmed item, by shape, field and side.
  const byText = new Map<string, string[]>();
  for (const [item, rests] of entries) {
    if (taken.has(item)) continue;
    for (const rest of rests) {
      const h = confirmed.get(item + rest)!;
      for (const id of [`${shapeOf(item)}\0${rest}\0de\0${h.de}`, `${shapeOf(item)}\0${rest}\0en\0${h.en}`])
        byText.set(id, [...(byText.get(id) ?? []), item]);
    }
  }
  const candidates: { item: string; entry: string; score: number; distance: number }[] = [];
  for (const [item, list] of items) {
    if (to.has(item)) continue;
    const scores = new Map<string, number>();
    for (const pair of list) {
      const [, rest] = split(pair.key);
      for (const [side, hash] of [
        ["de", pair.de],
        ["en", pair.en],
      ] as const)
        for (const entry of byText.get(`${shapeOf(item)}\0${rest}\0${side}\0${hash}`) ?? [])
          scores.set(entry, (scores.get(entry) ?? 0) + 1);
    }
    for (const [entry, score] of scores)
      candidates.push({ item, entry, score, distance: Math.abs(lastIndex(entry) - lastIndex(item)) });
  }
  // Most texts in common first; of equals, the nearest position (identical items keep their order).
  candidates.sort((a, b) => b.score - a.score || a.distance - b.distance);
  for (const { item, entry } of candidates)
    if (!to.has(item) && !taken.has(entry)) (to.set(item, entry), taken.add(entry));
  for (const item of items.keys()) if (!to.has(item) && entries.has(item) && !taken.has(item)) to.set(item, item);

  return pairs.map((pair) => {
    const [item, rest] = split(pair.key);
    const key = item === "" ? pair.key : to.has(item) ? to.get(item)! + rest : undefined;
    return key !== undefined && confirmed.has(key) ? key : undefined;
  });
}

/** old [{q: "A"}, {q: "B"}], next [{q: "B"}, {q: "C"}] → [1, undefined]. */
export function matchItems(old: readonly unknown[], next: readonly unknown[]): (number | undefined)[] {
  const fields = (items: readonly unknown[]) =>
    items.flatMap((item, i) => leaves(item, `[${i}]`).map(([key, text]) => ({ key, de: text, en: text })));
  const pairs = fields(next);
  const entries = matchEntries(pairs, new Map(fields(old).map((pair) => [pair.key, pair])));
  const to: (number | undefined)[] = next.map(() => undefined);
  pairs.forEach((pair, p) => {
    const entry = entries[p];
    if (entry !== undefined) to[lastIndex(split(pair.key)[0])] ??= lastIndex(split(entry)[0]);
  });
  return to;
}

/** Each value inside `value` by its key below `key`, numbers without brackets (`[2].questions.0.q`): one list level. */
const leaves = (value: unknown, key: string): [string, string][] =>
  typeof value === "object" && value !== null
    ? Object.entries(value).flatMap(([k, v]) => leaves(v, `${key}.${k}`))
    : [[key, JSON.stringify(value)]];
