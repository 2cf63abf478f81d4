// The form's value: the tree the server sent (lists as { $list: [index when loaded, item][] }), changed
// immutably by path. A path's numbers count list items in their current order.
export type Key = string | number;
export type Path = readonly Key[];
export type Entry = readonly [number | null, Value];
export type Value =
  string | number | boolean | null | { readonly $list: readonly Entry[] } | { readonly [key: string]: Value };

export const isList = (v: unknown): v is { readonly $list: readonly Entry[] } =>
  typeof v === "object" && v !== null && "$list" in v;
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

/** A list operation; a new item is `item`, made from the schema (schema.ts `emptyOf`). */
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

/** `value` with the key at the end of `path` set to `to`, or removed when `to` is undefined (an optional key). */
export function withKey(value: Value, path: Path, to: Value | undefined): Value {
  const key = path.at(-1);
  return updateAt(value, path.slice(0, -1), (group) => {
    if (!isGroup(group) || typeof key !== "string") return group ?? {};
    if (to !== undefined) return { ...group, [key]: to };
    const { [key]: _removed, ...rest } = group;
    return rest;
  });
}

/** Plain data (a new item from the schema: schema.ts `emptyOf`) as the form's value: lists as new items. */
export function fresh(value: unknown): Value {
  if (Array.isArray(value)) return { $list: value.map((item) => [null, fresh(item)] as const) };
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fresh(v)]));
  return value as Value;
}

/** The value as loaded afresh after a save: every item at its own index again. */
export function renumber(value: Value): Value {
  if (isList(value)) return { $list: value.$list.map(([, item], i) => [i, renumber(item)] as const) };
  if (isGroup(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renumber(v)]));
  return value;
}

export const pathId = (lang: string, path: Path) => `f-${lang}-${path.join("-").replace(/[^\w-]/g, "_")}`;
