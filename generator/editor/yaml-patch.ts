// Writing an edited page back into its YAML text without touching anything else. The form sends the whole new
// value of a file; lists carry, for each item, the index it had when the form was loaded (or null for a new
// one), so a reorder is told apart from a rewrite. The difference becomes splices of the old text at the
// positions of the syntax tree: a changed value replaces only its own source, a list's items move with their
// comments, a new item is written in the style of its siblings. Comments, key order, quoting, folded blocks and
// the wrapping of every untouched value stay byte for byte. The result is parsed once more and must read as
// exactly the value sent; otherwise nothing is written.
import { isMap, isScalar, isSeq, parseDocument, type Node, type Pair, type YAMLMap } from "yaml";
import { EditRefused, scalarCandidates, type Path, type ScalarValue } from "./yaml-scalar.ts";

export { EditRefused, type Path } from "./yaml-scalar.ts";
import { addKey, removeKey, rewriteSeq, type PatchText } from "./yaml-lists.ts";

/** A list as the form sends it: [index when loaded or null, item] in the new order. */
export interface EditedList {
  readonly $list: readonly (readonly [number | null, Edited])[];
}
export type Edited = ScalarValue | null | EditedList | { readonly [key: string]: Edited };

export const isList = (value: unknown): value is EditedList =>
  typeof value === "object" && value !== null && "$list" in value && Array.isArray((value as EditedList).$list);

/** The plain value an edited tree stands for (lists as arrays). */
export function plain(value: Edited): unknown {
  if (isList(value)) return value.$list.map(([, item]) => plain(item));
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

/** The edited tree of a value as loaded: every list item marked with its own index. */
export function editable(value: unknown): Edited {
  if (Array.isArray(value)) return { $list: value.map((item, i) => [i, editable(item)] as const) };
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, editable(v)]));
  return value as ScalarValue | null;
}

interface Changes {
  readonly sets: { path: Path; value: ScalarValue }[];
  readonly added: { path: Path; key: string; value: unknown }[];
  readonly removed: { path: Path; key: string }[];
  readonly lists: { path: Path; entries: (number | { value: unknown })[] }[];
}

/** `text` with `edited` written into it; the same text when nothing changed. Throws EditRefused. */
export function patchYaml(text: string, edited: Edited): string {
  const doc = parse(text);
  const changes: Changes = { sets: [], added: [], removed: [], lists: [] };
  diff(doc.contents, edited, [], changes);
  let out = applySets(text, changes.sets);
  for (const { path, key } of changes.removed) out = removeKey(patchText(out), path, key);
  for (const { path, key, value } of changes.added) out = addKey(patchText(out), path, key, value);
  const deepestFirst = [...changes.lists].sort((a, b) => b.path.length - a.path.length);
  for (const { path, entries } of deepestFirst) {
    const rewritten = rewriteSeq(patchText(out), path, entries);
    out = applySets(rewritten.text, rewritten.reflow, fileWidth(out)); // the width before the unwrapped new item
  }
  if (!sameValue(parse(out).toJS(), plain(edited)))
    throw new EditRefused("The edit could not be written so that the file reads back as the form's value.");
  return out;
}

function parse(text: string) {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new EditRefused(`The file does not parse: ${doc.errors[0]!.message}`);
  return doc;
}

function patchText(text: string): PatchText {
  return { text, doc: parse(text), width: fileWidth(text) };
}

/** The width edited paragraphs wrap at: the longest line of wrapped text (no key, item or comment on it). */
function fileWidth(text: string): number {
  let longest = 0;
  for (const line of text.split("\n"))
    if (/^\s+[^\s#-]/.test(line) && !/^\s*[\w-]+:( |$)/.test(line)) longest = Math.max(longest, line.length);
  return Math.min(120, Math.max(72, longest));
}

function diff(node: unknown, edited: Edited, path: Path, changes: Changes): void {
  if (isList(edited)) {
    if (!isSeq(node)) throw new EditRefused(`${show(path)} is not a list in the file.`);
    const entries = edited.$list.map(([from, item]) => {
      if (from === null) return { value: plain(item) };
      if (!node.items[from]) throw new EditRefused(`${show(path)} has no item ${from}.`);
      diff(node.items[from], item, [...path, from], changes);
      return from;
    });
    const unchanged = entries.length === node.items.length && entries.every((e, i) => e === i);
    if (!unchanged) changes.lists.push({ path, entries });
    return;
  }
  if (typeof edited === "object" && edited !== null) {
    if (!isMap(node)) throw new EditRefused(`${show(path)} is not a group of keys in the file.`);
    const map = node as YAMLMap<unknown, unknown>;
    const keys = new Set(map.items.map((pair: Pair) => String(isScalar(pair.key) ? pair.key.value : pair.key)));
    for (const key of keys) if (!(key in edited) || edited[key] === undefined) changes.removed.push({ path, key });
    for (const [key, value] of Object.entries(edited)) {
      if (value === undefined) continue;
      if (keys.has(key)) diff(map.get(key, true), value, [...path, key], changes);
      else changes.added.push({ path, key, value: plain(value) });
    }
    return;
  }
  if (!isScalar(node)) throw new EditRefused(`${show(path)} is a group in the file, not a single value.`);
  if (edited === null || node.value === edited) return;
  changes.sets.push({ path, value: edited });
}

const show = (path: Path) => (path.length === 0 ? "The file" : `"${path.join(".")}"`);

/** Writes each changed scalar, the last in the file first, so the earlier positions stay valid. */
function applySets(text: string, sets: readonly { path: Path; value: ScalarValue }[], width = fileWidth(text)): string {
  if (sets.length === 0) return text;
  const doc = parse(text);
  const placed = sets.map((set) => ({ ...set, node: doc.getIn(set.path, true) as Node }));
  placed.sort((a, b) => b.node.range![0] - a.node.range![0]);
  let out = text;
  for (const { path, value, node } of placed) {
    const [start, end] = node.range!;
    const parent = doc.getIn(path.slice(0, -1), true) as { flow?: boolean } | undefined;
    const type = isScalar(node) ? node.type : undefined;
    const block = type === "BLOCK_FOLDED" || type === "BLOCK_LITERAL";
    const source = out.slice(start, end);
    const place = {
      type,
      header: block ? source.split("\n")[0]! : "",
      blockIndent: blockIndentOf(out, start, source, block),
      width: blockWidth(source) ?? width,
      inFlow: parent?.flow === true,
    };
    // A block scalar's source ends with its line break, a flow scalar's does not: the splice keeps one.
    const write = (candidate: string) => {
      const own = candidate.endsWith("\n");
      const stop = !block && own && out[end] === "\n" ? end + 1 : end;
      return out.slice(0, start) + candidate + (block && !own ? "\n" : "") + out.slice(stop);
    };
    const written = scalarCandidates(value, place)
      .map(write)
      .find((next) => {
        const check = parseDocument(next);
        return check.errors.length === 0 && check.getIn(path) === value;
      });
    if (written === undefined) throw new EditRefused(`${show(path)} could not be written.`);
    out = written;
  }
  return out;
}

/** A wrapped block's own width (its longest line), so a re-wrap keeps the line breaks before the edit. */
function blockWidth(source: string): number | undefined {
  const lines = source
    .split("\n")
    .slice(1)
    .filter((line) => line.trim() !== "");
  return lines.length < 2 ? undefined : Math.max(...lines.map((line) => line.length));
}

/** The indentation of a block scalar's lines: as they are, or two more than the line the value starts on. */
function blockIndentOf(text: string, start: number, source: string, block: boolean): string {
  const first = block ? source.split("\n").find((line, i) => i > 0 && line.trim() !== "") : undefined;
  if (first !== undefined) return /^ */.exec(first)![0];
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  return `${/^ */.exec(text.slice(lineStart))![0]}  `;
}

function sameValue(a: unknown, b: unknown): boolean {
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
