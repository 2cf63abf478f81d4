// Where the keys read by the fast reader (yaml-subset.ts) start, kept beside the value it returns. A key is located
// from what the reader saw as it parsed, not by searching the text, and without `yaml`'s syntax tree: a file with
// 100,000 unknown keys was parsed a second time by `yaml` only to find them (most of a second, a few hundred MB).
// The reader notes a line and a column per key in one list per file, in the order it reads them; which key of which
// mapping an entry belongs to is worked out only when a key is located, so a build without mistakes pays two array
// entries per key and nothing per mapping.

interface Recorded {
  readonly lines: readonly number[]; // line, column of each key in the order read; 0, 0 for a key of a flow mapping
  index?: Map<object, Map<string, number>> | null; // mapping → key → its entry; null when the value changed since
}

const recorded = new WeakMap<object, Recorded>();

/** Keeps the key positions the reader noted (`lines`: line, column, … in reading order) for the value it returned. */
export function recordKeyLines(value: unknown, lines: readonly number[]): void {
  if (value !== null && typeof value === "object") recorded.set(value, { lines });
}

/**
 * Line and column (1-based) of `key` in the mapping at `path` of `value`, when the fast reader read `value`; undefined
 * otherwise (a file `yaml` read, a key of a flow mapping, a path that leads elsewhere): the caller asks the syntax tree.
 */
export function recordedKeyAt(
  value: unknown,
  path: readonly PropertyKey[],
  key: string,
): { line: number; column: number } | undefined {
  const record = value !== null && typeof value === "object" ? recorded.get(value) : undefined;
  if (!record) return undefined;
  if (record.index === undefined) record.index = indexKeys(value, record.lines.length / 2);
  let node = value;
  for (const part of path) {
    if (Array.isArray(node) && typeof part === "number") node = node[part];
    else if (node !== null && typeof node === "object" && !Array.isArray(node) && Object.hasOwn(node, String(part)))
      node = (node as Record<string, unknown>)[String(part)];
    else return undefined;
  }
  const at = node !== null && typeof node === "object" ? record.index?.get(node)?.get(key) : undefined;
  const line = at === undefined ? 0 : record.lines[2 * at]!;
  return line === 0 ? undefined : { line, column: record.lines[2 * at! + 1]! };
}

/**
 * The entry of every key: the reader read the keys in document order, which is the order of a walk through the value
 * that visits a mapping's keys in turn, each followed by its value (keys never look like numbers, so objects keep
 * them in the order written). Null when the walk finds another number of keys than were read.
 */
function indexKeys(value: unknown, count: number): Map<object, Map<string, number>> | null {
  const index = new Map<object, Map<string, number>>();
  let n = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) visit(item);
    else if (node !== null && typeof node === "object") {
      const keys = new Map<string, number>();
      index.set(node, keys);
      for (const [key, item] of Object.entries(node)) {
        keys.set(key, n++);
        visit(item);
      }
    }
  };
  visit(value);
  return n === count ? index : null;
}
