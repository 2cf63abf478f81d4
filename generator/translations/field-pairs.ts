// The German and English copy of one page, paired field by field: the same key path on both sides, as the parity
// check pairs them, by the one walk (validate/schema/walk.ts) that tells translated text from the values both
// languages share. Pure; works on the files' raw values (placeholders unfilled), which is what maintainers edit.
import type { z } from "zod";
import type { Role } from "../validate/schema/doc.ts";
import { isCopy, walkPairs } from "../validate/schema/walk.ts";

/** One leaf of a page's copy with its counterpart: translated text, or a value both languages must share. */
export interface FieldPair {
  readonly path: readonly (string | number)[];
  /** `value`: a date, number, page id, icon or kind, which must be equal in both languages; `text`: translated copy. */
  readonly kind: "text" | "value";
  /** The text of each side; undefined when that side has no such field. */
  readonly de: string | undefined;
  readonly en: string | undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every leaf of `de` and `en` with its counterpart, in document order (German first, then English-only leaves). */
export function fieldPairs(schema: z.ZodType, de: unknown, en: unknown): FieldPair[] {
  const pairs: FieldPair[] = [];
  walkPairs(schema, de, en, (path, role, a, b) =>
    pairs.push({ path: [...path], kind: pairKind(role, a, b), de: text(a), en: text(b) }),
  );
  return pairs;
}

/** Translated text: copy, a URL, an anchor (their schema says so), unless a side holds a date, number or yes/no. */
export function pairKind(role: Role | undefined, de: unknown, en: unknown): FieldPair["kind"] {
  if (!(isCopy(role) || role === "url" || role === "anchor" || role === "email")) return "value";
  return isPlainValue(de) || isPlainValue(en) ? "value" : "text";
}

export function text(node: unknown): string | undefined {
  if (node === undefined || node === null) return undefined;
  return node instanceof Date ? node.toISOString().slice(0, 10) : String(node);
}

function isPlainValue(node: unknown): boolean {
  if (node instanceof Date) return true;
  return typeof node === "number" || typeof node === "boolean" || (typeof node === "string" && DATE.test(node));
}

/** `faqs[1].questions[0].a` from ["faqs", 1, "questions", 0, "a"]. */
export function keyOf(path: readonly (string | number)[]): string {
  let out = "";
  for (const part of path) out += typeof part === "number" ? `[${part}]` : out === "" ? part : `.${part}`;
  return out;
}
