// The form's changes carried over to a file changed on disk meanwhile: a three-way merge of value trees
// (docs/architecture.md, 16). A value changed on both sides to different values is a conflict, kept as yours and
// named, so nothing is overwritten without the maintainer seeing both.
import { matchItems } from "../../translations/item-identity.ts";
import { plain } from "../edited.ts";
import { isGroup, isList, same, type Entry, type List, type Path, type Value } from "./tree.ts";

/** Where both sides changed the same value differently; the merged value holds yours there. */
export interface BothChanged {
  readonly path: Path;
  readonly disk: Value | undefined; // undefined: removed on disk
  /** You removed this item and the disk changed it: the merged list keeps the disk's. */
  readonly removed?: true;
}

/** `yours` and `theirs` both made from `base`: {a: 1, b: 1}, {a: 2, b: 1} and {a: 1, b: 3} merge to {a: 2, b: 3}. */
export function mergeValues(base: Value, yours: Value, theirs: Value): { value: Value; conflicts: BothChanged[] } {
  const conflicts: BothChanged[] = [];
  const value = merge(base, yours, theirs, [], conflicts) ?? yours;
  return { value, conflicts };
}

function merge(
  base: Value | undefined,
  yours: Value | undefined,
  theirs: Value | undefined,
  path: Path,
  conflicts: BothChanged[],
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
  if (isList(base) && isList(yours) && isList(theirs)) return mergeList(base, yours, theirs, path, conflicts);
  conflicts.push({ path, disk: theirs });
  return yours;
}

/** An item's position in the base, in yours and in theirs. */
interface Row {
  k?: number | undefined;
  y?: number;
  t?: number;
}

/**
 * The items in the order of the side that moved them (theirs when yours did not), the other side's added (or
 * kept) items after the item they followed there. An item removed on one side and changed on the other stays, named.
 * Both sides moving items into different orders is a conflict of the list; its items still merge one by one.
 */
function mergeList(base: List, yours: List, theirs: List, path: Path, conflicts: BothChanged[]): Value {
  const position = new Map(base.$list.map(([index], k) => [index, k]));
  const rowsY: Row[] = yours.$list.map(([from], y) => ({ k: from === null ? undefined : position.get(from), y }));
  const items = (list: List) => list.$list.map(([, item]) => plain(item));
  const rowsT: Row[] = matchItems(items(base), items(theirs)).map((k, t) => ({ k, t }));
  const kept = (rows: Row[], other: Row[]) =>
    rows.flatMap(({ k }) => (k !== undefined && other.some((r) => r.k === k) ? [k] : []));
  const [orderY, orderT] = [kept(rowsY, rowsT), kept(rowsT, rowsY)];
  const moved = (order: number[]) => order.some((k, i) => i > 0 && order[i - 1]! > k);
  if (moved(orderY) && moved(orderT) && orderY.join() !== orderT.join()) conflicts.push({ path, disk: theirs });

  const [first, second] = moved(orderY) ? [rowsY, rowsT] : [rowsT, rowsY];
  const rows = first.map((row) => ({ ...row }));
  let at = 0;
  for (const row of second) {
    const found = row.k === undefined ? undefined : rows.find((r) => r.k === row.k);
    if (found) at = rows.indexOf(Object.assign(found, row)) + 1;
    else rows.splice(at++, 0, { ...row });
  }

  const out: Entry[] = [];
  for (const { k, y, t } of rows) {
    const [b, mine, disk] = [base.$list[k ?? -1]?.[1], yours.$list[y ?? -1]?.[1], theirs.$list[t ?? -1]];
    const at = [...path, out.length];
    if (mine !== undefined && disk !== undefined) out.push([disk[0], merge(b, mine, disk[1], at, conflicts)!]);
    else if (mine !== undefined && (b === undefined || !same(mine, b))) {
      if (b !== undefined) conflicts.push({ path: at, disk: undefined }); // changed here, removed on disk
      out.push([null, mine]);
    } else if (disk !== undefined && (b === undefined || !same(disk[1], b))) {
      if (b !== undefined) conflicts.push({ path: at, disk: disk[1], removed: true }); // removed here, changed on disk
      out.push(disk);
    }
  }
  return { $list: out };
}
