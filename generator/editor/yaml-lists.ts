// Splices for the edits that change a file's shape: a list's items added, removed or reordered, a key added to or
// removed from a group. Each works on the text by the positions of the syntax tree; an item keeps its own lines
// and the comment lines right above it, the blank lines between items stay where they were, and a new item is
// written in the style (folded, quoted …) of its first sibling.
import { Document, isMap, isScalar, isSeq, type Node, type Pair, type Scalar, type YAMLMap, type YAMLSeq } from "yaml";
import { EditRefused, type Path, type ScalarValue } from "./yaml-scalar.ts";

export interface PatchText {
  readonly text: string;
  readonly doc: ReturnType<typeof import("yaml").parseDocument>;
  readonly width: number;
}

/** The text with the list at `path` in the new order; `reflow` names the new items' folded values to wrap. */
export function rewriteSeq(
  { text, doc, width }: PatchText,
  path: Path,
  entries: readonly (number | { value: unknown })[],
): { text: string; reflow: { path: Path; value: ScalarValue }[] } {
  const seq = doc.getIn(path, true);
  if (!isSeq(seq)) throw new EditRefused(`"${path.join(".")}" is not a list in the file.`);
  const fresh = (value: unknown) => new Document(value).contents as Node;
  if (seq.flow || seq.items.length === 0) {
    const values = entries.map((e) => (typeof e === "number" ? (seq.items[e] as Node) : fresh(e.value)));
    const node = new Document(values).contents as YAMLSeq;
    if (values.some((v) => !isScalar(v))) throw new EditRefused(`"${path.join(".")}" holds one-line items only.`);
    node.flow = true;
    const source = new Document(node).toString({ flowCollectionPadding: false, lineWidth: 100_000 }).trimEnd();
    const [start, end] = seq.range!;
    return { text: text.slice(0, start) + source + text.slice(end), reflow: [] };
  }
  if (entries.length === 0) throw new EditRefused(`"${path.join(".")}" needs at least one item.`);
  const items = seq.items as Node[];
  const ends = items.map((item) => lineEnd(text, item.range![2]));
  const starts = items.map((item, i) => withComments(text, lineStart(text, item.range![0]), i > 0 ? ends[i - 1]! : 0));
  const gaps = starts.slice(1).map((start, i) => text.slice(ends[i], start));
  const indent = /^ */.exec(text.slice(lineStart(text, items[0]!.range![0])))![0];
  const blocks = items.map((_, i) => text.slice(starts[i], ends[i]));
  const reflow: { path: Path; value: ScalarValue }[] = [];
  const parts = entries.map((entry, j) => {
    const gap = j === 0 ? "" : (gaps[j - 1] ?? gaps.at(-1) ?? "");
    if (typeof entry === "number") return gap + blocks[entry]!;
    const item = fresh(entry.value);
    likeSibling(item, items[0]!);
    foldedValues(item, [...path, j], reflow);
    const source = new Document([item]).toString({ lineWidth: 100_000, flowCollectionPadding: false });
    return gap + indentLines(source, indent);
  });
  const start = starts[0]!;
  const end = ends.at(-1)!;
  return { text: text.slice(0, start) + parts.join("") + text.slice(end), reflow };
}

/** Adds `key: value` as the last key of the group at `path`, at its keys' indentation. */
export function addKey({ text, doc }: PatchText, path: Path, key: string, value: unknown): string {
  const map = path.length === 0 ? doc.contents : doc.getIn(path, true);
  if (!isMap(map) || map.flow || map.items.length === 0)
    throw new EditRefused(`"${[...path, key].join(".")}" cannot be added here; add it in the file.`);
  const pairs = map.items as Pair<Node, Node>[];
  const column = pairs[0]!.key.range![0] - lineStart(text, pairs[0]!.key.range![0]);
  const last = pairs.at(-1)!;
  const at = lineEnd(text, (last.value ?? last.key).range![2]);
  const source = new Document({ [key]: value }).toString({ lineWidth: 100_000, flowCollectionPadding: false });
  return text.slice(0, at) + indentLines(source, " ".repeat(column)) + text.slice(at);
}

/** Removes the line(s) of `key` from the group at `path`. */
export function removeKey({ text, doc }: PatchText, path: Path, key: string): string {
  const map = (path.length === 0 ? doc.contents : doc.getIn(path, true)) as YAMLMap<Node, Node>;
  const pair = map.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
  if (!pair || map.flow) throw new EditRefused(`"${[...path, key].join(".")}" cannot be removed here.`);
  const start = lineStart(text, pair.key.range![0]);
  if (text.slice(start, pair.key.range![0]).trim() !== "")
    throw new EditRefused(`"${[...path, key].join(".")}" is the first key of a list item and cannot be removed.`);
  return text.slice(0, start) + text.slice(lineEnd(text, (pair.value ?? pair.key).range![2]));
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf("\n", offset - 1) + 1;
}

function lineEnd(text: string, offset: number): number {
  if (offset > 0 && text[offset - 1] === "\n") return offset;
  const at = text.indexOf("\n", offset);
  return at === -1 ? text.length : at + 1;
}

/** The start of the comment lines directly above `start` (not before `floor`): they belong to the item below. */
function withComments(text: string, start: number, floor: number): number {
  let at = start;
  while (at > floor) {
    const above = lineStart(text, at - 1);
    if (!text.slice(above, at).trim().startsWith("#")) break;
    at = above;
  }
  return at;
}

function indentLines(source: string, indent: string): string {
  return source
    .split("\n")
    .map((line) => (line === "" ? "" : indent + line))
    .join("\n");
}

/** Gives a new item's values the styles of the same keys in its sibling (folded answers stay folded …). */
function likeSibling(node: unknown, sibling: unknown): void {
  if (isMap(node) && isMap(sibling)) {
    for (const pair of node.items as Pair<Scalar, unknown>[])
      likeSibling(pair.value, sibling.get(pair.key.value, true));
  } else if (isSeq(node) && isSeq(sibling) && sibling.items.length > 0) {
    for (const item of node.items) likeSibling(item, sibling.items[0]);
  } else if (isScalar(node) && isScalar(sibling) && typeof node.value === "string" && node.value !== "") {
    const quoted = sibling.type === "QUOTE_DOUBLE" || sibling.type === "QUOTE_SINGLE";
    if (quoted || sibling.type === "BLOCK_FOLDED" || sibling.type === "BLOCK_LITERAL") node.type = sibling.type!;
  }
}

/** The folded values of a new item, written unwrapped first and wrapped afterwards like every edited value. */
function foldedValues(node: unknown, path: Path, out: { path: Path; value: ScalarValue }[]): void {
  if (isMap(node))
    for (const pair of node.items as Pair<Scalar, unknown>[])
      foldedValues(pair.value, [...path, String(pair.key.value)], out);
  else if (isSeq(node)) node.items.forEach((item, i) => foldedValues(item, [...path, i], out));
  else if (isScalar(node) && node.type === "BLOCK_FOLDED" && typeof node.value === "string")
    out.push({ path, value: node.value });
}
