// The value tree the form edits and sends back: a file's YAML value with each list marked so that a reorder is told
// apart from a rewrite ({ $list: [[index when loaded or null, item], …] }), and the refusal of an edit.
import { en } from "./ui/messages-en.ts";
import type { Refused } from "./ui/refusals-en.ts";

export type ScalarValue = string | number | boolean;
export type Path = readonly (string | number)[];

export interface EditedList {
  readonly $list: readonly (readonly [number | null, Edited])[];
}
export type Edited = ScalarValue | null | EditedList | { readonly [key: string]: Edited };

export class EditRefused extends Error {
  override name = "EditRefused";
  readonly refused: Refused;
  readonly status: 413 | 422;
  constructor(refused: Refused, status: 413 | 422 = 422) {
    super(en.refused(refused));
    [this.refused, this.status] = [refused, status];
  }
}

/** What `make` makes, or undefined when it refuses the edit (EditRefused). */
export function attempt<T>(make: () => T): T | undefined {
  try {
    return make();
  } catch (error) {
    if (error instanceof EditRefused) return undefined;
    throw error;
  }
}

export const isList = (value: unknown): value is EditedList =>
  typeof value === "object" && value !== null && "$list" in value && Array.isArray((value as EditedList).$list);

export function plain(value: Edited): unknown {
  if (isList(value)) return value.$list.map(([, item]) => plain(item));
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

/** The edited tree of a value as loaded, every list item marked with its own index; `fresh`: as new items (null). */
export function editable(value: unknown, fresh = false): Edited {
  if (Array.isArray(value))
    return { $list: value.map((item, i) => [fresh ? null : i, editable(item, fresh)] as const) };
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, editable(v, fresh)]));
  return value as ScalarValue | null;
}

/** The path of the first text (value or key) holding a lone surrogate. */
export function halfCharacterAt(value: Edited, path: Path): Path | undefined {
  const broken = (text: string) => /\p{Cs}/u.test(text);
  if (typeof value === "string") return broken(value) ? path : undefined;
  if (isList(value)) {
    for (const [i, [, item]] of value.$list.entries()) {
      const at = halfCharacterAt(item, [...path, i]);
      if (at) return at;
    }
  } else if (typeof value === "object" && value !== null)
    for (const [key, item] of Object.entries(value)) {
      const at = broken(key) ? [...path, key] : halfCharacterAt(item, [...path, key]);
      if (at) return at;
    }
  return undefined;
}

/** Whether two plain values are equal (a key whose value is undefined in `b` counts as absent). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (typeof a === "object" && a !== null && typeof b === "object" && b !== null) {
    const ka = Object.keys(a);
    const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
    return (
      ka.length === kb.length &&
      ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
  }
  return a === b;
}
