// One page's German and English copy paired by key path. Works on the raw values (placeholders unfilled): what
// maintainers edit.
import type { z } from "zod";
import type { Role } from "../validate/schema/doc.ts";
import { isCopy, valueAt, walkFields } from "../validate/schema/walk.ts";

export interface FieldPair {
  readonly path: readonly (string | number)[];
  /** The path as the lock file and messages name it (keyOf). */
  readonly key: string;
  /** `value`: a date, number, page id, icon or kind, which must be equal in both languages; `text`: translated copy. */
  readonly kind: "text" | "value";
  readonly role: Role | undefined;
  readonly de: string;
  readonly en: string;
}

/** Every field `de` and `en` both have (a field of one language only is no pair), in the German file's order. */
export function fieldPairs(schema: z.ZodType | undefined, de: unknown, en: unknown): FieldPair[] {
  const pairs: FieldPair[] = [];
  walkFields(schema, de, (a, path, role) => {
    const deText = text(a); // a group or list: its fields come next
    const b = deText === undefined ? undefined : valueAt(en, path);
    const enText = text(b);
    if (deText === undefined || enText === undefined) return;
    pairs.push({ path: [...path], key: keyOf(path), kind: pairKind(role, a, b), role, de: deText, en: enText });
  });
  return pairs;
}

/** Translated text: copy, a URL, an anchor or an address (their schema says so), written as text in both files. */
function pairKind(role: Role | undefined, de: unknown, en: unknown): FieldPair["kind"] {
  const translated = isCopy(role) || role === "url" || role === "anchor" || role === "email";
  return translated && typeof de === "string" && typeof en === "string" ? "text" : "value";
}

/** A value as text; a group or list is none (one with a key `toString` could not even be made a string). */
function text(node: unknown): string | undefined {
  return node === undefined || node === null || typeof node === "object" ? undefined : String(node);
}

export function keyOf(path: readonly (string | number)[]): string {
  let out = "";
  for (const part of path) out += typeof part === "number" ? `[${part}]` : out === "" ? part : `.${part}`;
  return out;
}
