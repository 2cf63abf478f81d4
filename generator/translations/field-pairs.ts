// The German and English copy of one page, paired field by field: the same key path on both sides, as the parity
// check pairs them. Pure; works on the files' raw values (placeholders unfilled), which is what maintainers edit.

/** One leaf of a page's copy with its counterpart: translated text, or a value both languages must share. */
export interface FieldPair {
  readonly path: readonly (string | number)[];
  /** `value`: a date, number, page id, icon or kind, which must be equal in both languages; `text`: translated copy. */
  readonly kind: "text" | "value";
  /** The text of each side; undefined when that side has no such field. */
  readonly de: string | undefined;
  readonly en: string | undefined;
}

/** Keys whose value names something (a page, an icon, a layout) rather than saying something: never translated. */
const VALUE_KEYS: ReadonlySet<string> = new Set(["to", "icon", "kind", "articles"]);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every leaf of `de` and `en` with its counterpart, in document order (German first, then English-only leaves). */
export function fieldPairs(de: unknown, en: unknown): FieldPair[] {
  const pairs: FieldPair[] = [];
  walkLeaves(de, en, (_key, path, kind, a, b) => pairs.push({ path: [...path], kind, de: a, en: b }));
  return pairs;
}

/**
 * Calls `visit` for every leaf pair with its key (`faqs[0].a`), its path (mutated as the walk goes on: copy it to
 * keep it), its kind and the text of each side. What fieldPairs builds on, and the build's pass (no copies there).
 */
export function walkLeaves(
  de: unknown,
  en: unknown,
  visit: (
    key: string,
    path: readonly (string | number)[],
    kind: FieldPair["kind"],
    de: string | undefined,
    en: string | undefined,
  ) => void,
): void {
  const path: (string | number)[] = [];
  const walk = (a: unknown, b: unknown, key: string, valueKey: boolean): void => {
    if (isBranch(a) || isBranch(b)) {
      const visitChild = (child: string | number) => {
        path.push(child);
        const childKey = typeof child === "number" ? `${key}[${child}]` : key === "" ? child : `${key}.${child}`;
        // A list of values (`articles: [page ids]`) holds values; an item that is a mapping has texts of its own.
        const isValueKey = typeof child === "number" ? valueKey : VALUE_KEYS.has(child);
        walk(childOf(a, child), childOf(b, child), childKey, isValueKey);
        path.pop();
      };
      if (Array.isArray(a) || Array.isArray(b)) {
        const length = Math.max(Array.isArray(a) ? a.length : 0, Array.isArray(b) ? b.length : 0);
        for (let i = 0; i < length; i++) visitChild(i);
      } else {
        const keys = isBranch(a) ? Object.keys(a as object) : [];
        if (isBranch(b))
          for (const k of Object.keys(b as object)) if (!isBranch(a) || !(k in (a as object))) keys.push(k);
        for (const k of keys) visitChild(k);
      }
      return;
    }
    if (a === undefined && b === undefined) return;
    const kind = valueKey || isPlainValue(a) || isPlainValue(b) ? "value" : "text";
    visit(key, path, kind, text(a), text(b));
  };
  walk(de, en, "", false);
}

function childOf(node: unknown, key: string | number): unknown {
  return isBranch(node) ? (node as Record<string | number, unknown>)[key] : undefined;
}

function text(node: unknown): string | undefined {
  if (node === undefined || node === null) return undefined;
  return node instanceof Date ? node.toISOString().slice(0, 10) : String(node);
}

function isPlainValue(node: unknown): boolean {
  if (node instanceof Date) return true;
  return typeof node === "number" || typeof node === "boolean" || (typeof node === "string" && DATE.test(node));
}

function isBranch(node: unknown): boolean {
  return node !== null && typeof node === "object" && !(node instanceof Date);
}

/** `faqs[1].questions[0].a` from ["faqs", 1, "questions", 0, "a"]. */
export function keyOf(path: readonly (string | number)[]): string {
  let out = "";
  for (const part of path) out += typeof part === "number" ? `[${part}]` : out === "" ? part : `.${part}`;
  return out;
}
