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
  const walk = (a: unknown, b: unknown, path: (string | number)[], valueKey: boolean): void => {
    if (isBranch(a) || isBranch(b)) {
      const keys = new Set([...branchKeys(a), ...branchKeys(b)]);
      for (const key of keys) {
        const child = (node: unknown) => (isBranch(node) ? (node as Record<string | number, unknown>)[key] : undefined);
        const isValueKey = valueKey || (typeof key === "string" && VALUE_KEYS.has(key));
        walk(child(a), child(b), [...path, key], isValueKey);
      }
      return;
    }
    if (a === undefined && b === undefined) return;
    const text = (node: unknown) =>
      node === undefined || node === null
        ? undefined
        : node instanceof Date
          ? node.toISOString().slice(0, 10)
          : String(node);
    const isValue = valueKey || isPlainValue(a) || isPlainValue(b);
    pairs.push({ path, kind: isValue ? "value" : "text", de: text(a), en: text(b) });
  };
  walk(de, en, [], false);
  return pairs;
}

function isPlainValue(node: unknown): boolean {
  if (node instanceof Date) return true;
  return typeof node === "number" || typeof node === "boolean" || (typeof node === "string" && DATE.test(node));
}

function isBranch(node: unknown): boolean {
  return node !== null && typeof node === "object" && !(node instanceof Date);
}

function branchKeys(node: unknown): (string | number)[] {
  if (Array.isArray(node)) return node.map((_, i) => i);
  return isBranch(node) ? Object.keys(node as object) : [];
}

/** `faqs[1].questions[0].a` from ["faqs", 1, "questions", 0, "a"]. */
export function keyOf(path: readonly (string | number)[]): string {
  let out = "";
  for (const part of path) out += typeof part === "number" ? `[${part}]` : out === "" ? part : `.${part}`;
  return out;
}
