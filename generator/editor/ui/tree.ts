// The form's value: the tree the server sent and takes back (edited.ts: lists as { $list: [index when loaded,
// item][] }), changed immutably by path. A path's numbers count list items in their current order.
import { editable, isList, plain, type Edited, type EditedList, type Path } from "../edited.ts";

export type Key = string | number;
export type Value = Edited;
export type List = EditedList;
export type Entry = List["$list"][number];
export { isList, type Path };

export const same = (a: Value | undefined, b: Value | undefined) => JSON.stringify(a) === JSON.stringify(b);

export const isGroup = (v: unknown): v is { readonly [key: string]: Value } =>
  typeof v === "object" && v !== null && !("$list" in v);

export function getAt(value: Value | undefined, path: Path): Value | undefined {
  let node = value;
  for (const key of path) {
    if (isList(node) && typeof key === "number") node = node.$list[key]?.[1];
    else if (isGroup(node) && typeof key === "string") node = node[key];
    else return undefined;
  }
  return node;
}

export function updateAt(value: Value, path: Path, change: (old: Value | undefined) => Value): Value {
  if (path.length === 0) return change(value);
  const [key, ...rest] = path;
  if (isList(value) && typeof key === "number")
    return { $list: value.$list.map((e, i) => (i === key ? ([e[0], updateAt(e[1], rest, change)] as const) : e)) };
  if (isGroup(value) && typeof key === "string") {
    const old = value[key];
    return { ...value, [key]: rest.length === 0 ? change(old) : updateAt(old ?? {}, rest, change) };
  }
  return value;
}

export type ListOp =
  { op: "add"; item: Value } | { op: "remove"; index: number } | { op: "move"; index: number; to: number };

export function changeList(list: Value | undefined, op: ListOp): Value | undefined {
  if (!isList(list)) return list;
  const items = [...list.$list];
  if (op.op === "add") items.push([null, op.item]);
  if (op.op === "remove") items.splice(op.index, 1);
  if (op.op === "move" && op.to >= 0 && op.to < items.length) {
    const [moved] = items.splice(op.index, 1);
    items.splice(op.to, 0, moved!);
  }
  return { $list: items };
}

/** `value` with the key at the end of `path` set to `to`, or removed when `to` is undefined. */
export function withKey(value: Value, path: Path, to: Value | undefined): Value {
  const key = path.at(-1);
  return updateAt(value, path.slice(0, -1), (group) => {
    if (!isGroup(group) || typeof key !== "string") return group ?? {};
    if (to !== undefined) return { ...group, [key]: to };
    const { [key]: _removed, ...rest } = group;
    return rest;
  });
}

export const fresh = (value: unknown): Value => editable(value, true);

/** The value as loaded afresh after a save: every item at its own index again. */
export const renumber = (value: Value): Value => editable(plain(value));

export const pathId = (lang: string, path: Path) => `f-${lang}-${path.join("-").replace(/[^\w-]/g, "_")}`;
