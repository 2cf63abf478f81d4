// YAML path → file:line:column, through the syntax tree or the key positions the fast reader noted (never by
// searching the text).
import { isMap, isNode, isSeq, type Pair, type YAMLMap } from "yaml";
import type { SourceFile, SourceLocation } from "../model.ts";

/** Line and column of the value at `path`, or of its closest parent that exists ("answer missing" at its question). */
export function locate(file: SourceFile, path: readonly PropertyKey[]): SourceLocation {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = nodeAt(file, path.slice(0, depth));
    if (isNode(node) && node.range) return positionAt(file, node.range[0], path.slice(0, depth));
  }
  return { file: file.path, path: [], line: 1, column: 1 };
}

/** Line and column of the key `key` inside the mapping at `path` (for "unknown key" problems). */
export function locateKey(file: SourceFile, path: readonly PropertyKey[], key: string): SourceLocation {
  // Where the fast reader read the file, it saw where each key starts: no syntax tree needs to be built for it.
  const recorded = file.keyAt?.(path, key);
  if (recorded) return { file: file.path, path: keyPath([...path, key]), ...recorded };
  const map = nodeAt(file, path);
  const pair = isMap(map) ? pairsOf(map).get(key) : undefined;
  if (pair && isNode(pair.key) && pair.key.range) return positionAt(file, pair.key.range[0], [...path, key]);
  return locate(file, path);
}

/** The first pair of each key of a mapping, indexed once: `doc.getIn` searches one by one (100,000 mistakes). */
const pairIndexes = new WeakMap<YAMLMap, Map<string, Pair>>();

function pairsOf(map: YAMLMap): Map<string, Pair> {
  let index = pairIndexes.get(map);
  if (!index) {
    index = new Map();
    for (const pair of map.items) {
      const name = String((pair.key as { value?: unknown } | null)?.value ?? pair.key);
      if (!index.has(name)) index.set(name, pair);
    }
    pairIndexes.set(map, index);
  }
  return index;
}

/** The node at `path`, as `doc.getIn(path, true)` finds it, through the indexes above. */
function nodeAt(file: SourceFile, path: readonly PropertyKey[]): unknown {
  let node: unknown = file.doc.contents;
  for (const part of path) {
    if (isMap(node)) node = pairsOf(node).get(String(part))?.value;
    else if (isSeq(node) && typeof part === "number") node = node.items[part];
    else return undefined;
  }
  return node;
}

/** The place of `offset` in `file`, inside the value at `path` (which the editor shows the problem at). */
export function positionAt(file: SourceFile, offset: number, path: readonly PropertyKey[]): SourceLocation {
  const { line, col } = file.lines.linePos(offset);
  return { file: file.path, path: keyPath(path), line, column: col };
}

const keyPath = (path: readonly PropertyKey[]) => path.map((key) => (typeof key === "number" ? key : String(key)));

/** `faqs[1].questions[0].a` from ["faqs", 1, "questions", 0, "a"]. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out === "" ? String(part) : `.${String(part)}`;
  }
  return out || "(top level)";
}
