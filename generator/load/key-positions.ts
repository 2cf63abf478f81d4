// Where the keys of the mappings read by the fast reader (yaml-subset.ts) start, kept beside the value it returns.
// A key is located from what the reader saw as it parsed, not by searching the text, and without `yaml`'s syntax
// tree: a file with 100,000 unknown keys was parsed a second time by `yaml` only to find them (most of a second
// and a few hundred MB), where this costs two array entries per key the reader reads.

/** The keys of one mapping in the order read, with the line each starts on; all start in one column. */
interface KeyLines {
  readonly column: number;
  readonly keys: string[];
  readonly lines: number[];
  index?: Map<string, number>; // key → its entry in `keys`, built when a key of this mapping is first located
}

const recorded = new WeakMap<object, KeyLines>();

/** Starts the record of `mapping`, whose keys start in `column` (1-based); the reader adds each key as it reads it. */
export function recordKeys(mapping: object, column: number): { readonly keys: string[]; readonly lines: number[] } {
  const record: KeyLines = { column, keys: [], lines: [] };
  recorded.set(mapping, record);
  return record;
}

/**
 * Line and column (1-based) of `key` in the mapping at `path` of `value`, when the fast reader read that mapping;
 * undefined otherwise (a file `yaml` read, a path that leads elsewhere), and the caller asks the syntax tree.
 */
export function recordedKeyAt(
  value: unknown,
  path: readonly PropertyKey[],
  key: string,
): { line: number; column: number } | undefined {
  let node = value;
  for (const part of path) {
    if (Array.isArray(node) && typeof part === "number") node = node[part];
    else if (node !== null && typeof node === "object" && !Array.isArray(node) && Object.hasOwn(node, String(part)))
      node = (node as Record<string, unknown>)[String(part)];
    else return undefined;
  }
  const record = node !== null && typeof node === "object" ? recorded.get(node) : undefined;
  if (!record) return undefined;
  // One index per mapping: 100,000 unknown keys looked up one by one in the list would take quadratic time.
  if (!record.index) {
    record.index = new Map();
    for (let i = 0; i < record.keys.length; i++) record.index.set(record.keys[i]!, i);
  }
  const at = record.index.get(key);
  return at === undefined ? undefined : { line: record.lines[at]!, column: record.column };
}
