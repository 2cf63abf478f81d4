// The form's changes carried over to a file changed on disk meanwhile: a three-way merge of value trees. A value
// changed on one side only takes that side's; one changed on both sides to different values is a conflict, kept
// as yours and named, so nothing is overwritten without the maintainer seeing both.
import { isGroup, isList, type Entry, type Path, type Value } from "./tree.ts";

export interface Merged {
  readonly value: Value;
  /** Where both sides changed the same value differently; the merged value holds yours there. */
  readonly conflicts: readonly Path[];
}

const same = (a: Value | undefined, b: Value | undefined) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `yours` and `theirs` both made from `base`. Lists merge item by item while neither side added, removed or moved
 * items; otherwise the side that changed the list wins, or the whole list is a conflict.
 * Example: base {a: 1, b: 1}, yours {a: 2, b: 1}, theirs {a: 1, b: 3} → {a: 2, b: 3}, no conflicts.
 */
export function mergeValues(base: Value, yours: Value, theirs: Value): Merged {
  const conflicts: Path[] = [];
  const value = merge(base, yours, theirs, [], conflicts) ?? yours;
  return { value, conflicts };
}

function merge(
  base: Value | undefined,
  yours: Value | undefined,
  theirs: Value | undefined,
  path: Path,
  conflicts: Path[],
): Value | undefined {
  if (same(yours, base) || same(yours, theirs)) return theirs;
  if (same(theirs, base)) return yours;
  if (isGroup(base) && isGroup(yours) && isGroup(theirs)) {
    const out: Record<string, Value> = {};
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(yours)])) {
      const merged = merge(base[key], yours[key], theirs[key], [...path, key], conflicts);
      if (merged !== undefined) out[key] = merged;
    }
    return out;
  }
  if (isList(base) && isList(yours) && isList(theirs) && inPlace(base, yours) && inPlace(base, theirs)) {
    const $list = theirs.$list.map(([index, item], i): Entry => [
      index,
      merge(base.$list[i]![1], yours.$list[i]![1], item, [...path, i], conflicts)!,
    ]);
    return { $list };
  }
  conflicts.push(path);
  return yours;
}

/** The list has the items of `base`, none added, removed or moved (their loaded indices in order). */
function inPlace(base: { readonly $list: readonly Entry[] }, list: { readonly $list: readonly Entry[] }): boolean {
  return list.$list.length === base.$list.length && list.$list.every(([index], i) => index === base.$list[i]![0]);
}
