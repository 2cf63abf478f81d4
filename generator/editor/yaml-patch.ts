// Writing an edited page back into its YAML text without touching anything else, through `yaml`'s concrete syntax
// tree: the tokens of the changed values are rewritten in place and every other token's source kept, so comments,
// key order, quoting and wrapping stay byte for byte; list items move with their comments (edited.ts). The result
// must read back as exactly the value sent, else nothing is written. Its work grows with the file and the changes,
// both bounded (requests.ts LIMITS), so it needs no clock, whose refusal would depend on the machine's load.
import {
  Composer,
  CST,
  Document,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  Parser,
  Scalar,
  type Pair,
  type YAMLMap,
  type YAMLSeq,
} from "yaml";
import {
  EditRefused,
  halfCharacterAt,
  isList,
  plain,
  type Edited,
  type EditedList,
  type Path,
  type ScalarValue,
  sameValue,
} from "./edited.ts";
import type { Refused } from "./ui/refusals-en.ts";
import { LIMITS } from "./requests.ts";
import { blockWidth, fileWidth, fold, isFolded, likeSibling, styleFor, written } from "./yaml-style.ts";

type Holder = CST.CollectionItem | CST.Document;

interface Pass {
  readonly text: string;
  readonly width: number;
  readonly quoted: boolean; // every changed text double-quoted
  changes: number;
}

/**
 * `text` with `edited` written into it, or EditRefused. A value that does not read back in its old style (a kept
 * final line break swallowing the blank line after it …) makes a second pass that double-quotes every changed text.
 */
export function patchYaml(text: string, edited: Edited): string {
  const broken = halfCharacterAt(edited, []);
  if (broken !== undefined) throw refused("half-character", broken);
  const first = writeBack(text, edited, false);
  if (first.readsBack) return first.text;
  const second = writeBack(text, edited, true);
  if (second.readsBack) return second.text;
  throw new EditRefused({ reason: "no-read-back" });
}

function writeBack(text: string, edited: Edited, quoted: boolean): { text: string; readsBack: boolean } {
  const tokens = [...new Parser().parse(text)];
  const docs = [...new Composer({ keepSourceTokens: true }).compose(tokens)];
  const doc = docs[0];
  if (docs.length !== 1 || doc === undefined || doc.errors.length > 0)
    throw new EditRefused({ reason: "not-parsed", said: doc?.errors[0]?.message ?? "it holds no single document" });
  const root = tokens.find((t): t is CST.Document => t.type === "document")!;
  const pass: Pass = { text, width: fileWidth(text), changes: 0, quoted };
  walk(pass, doc.contents, edited, [], root, false);
  if (pass.changes === 0) return { text, readsBack: true };
  const out = tokens.map((token) => CST.stringify(token)).join("");
  const back = parseDocument(out, { uniqueKeys: false }); // added keys are new; the check is quadratic in keys
  return { text: out, readsBack: back.errors.length === 0 && sameValue(back.toJS(), plain(edited)) };
}

function walk(pass: Pass, node: unknown, edited: Edited, path: Path, holder: Holder, inFlow: boolean): void {
  if (isList(edited)) {
    if (!isSeq(node)) throw refused("not-list", path);
    const token = node.srcToken as CST.BlockSequence | CST.FlowCollection;
    const entries = edited.$list.map(([from, item], i) => {
      if (from === null) return { value: plain(item) };
      if (!node.items[from]) throw refused("no-item", path, { item: from });
      walk(pass, node.items[from], item, [...path, i], token.items[from]!, inFlow || token.type !== "block-seq");
      return from;
    });
    const unchanged = entries.length === node.items.length && entries.every((e, i) => e === i);
    if (unchanged) return;
    count(pass, entries.filter((e) => typeof e !== "number").length + 1, path);
    if (token.type === "block-seq" && node.items.length > 0) rewriteSeq(pass, node, token, holder, entries, path);
    else rewriteFlowSeq(node, holder, edited, path);
    return;
  }
  if (typeof edited === "object" && edited !== null) {
    if (!isMap(node)) throw refused("not-group", path);
    const map = node as YAMLMap<unknown, unknown>;
    const token = map.srcToken as CST.BlockMap | CST.FlowCollection;
    const keys = map.items.map((pair: Pair) => String(isScalar(pair.key) ? pair.key.value : pair.key));
    const valueOf = (key: string) => (Object.hasOwn(edited, key) ? edited[key] : undefined);
    const removed = keys.flatMap((key, i) => (valueOf(key) === undefined ? [i] : []));
    map.items.forEach((pair, i) => {
      const value = valueOf(keys[i]!);
      if (value !== undefined)
        walk(pass, pair.value, value, [...path, keys[i]!], token.items[i]!, inFlow || token.type !== "block-map");
    });
    const added = Object.entries(edited).filter(([key, value]) => value !== undefined && !keys.includes(key));
    if (removed.length + added.length === 0) return;
    count(pass, removed.length + added.length, path);
    if (token.type !== "block-map" && removed.length === 0)
      return addFlowKeys(holder, token as CST.FlowCollection, Object.fromEntries(added));
    if (token.type !== "block-map") throw refused("one-line-group", path);
    if (removed.length > 0) removeKeys(token, holder, removed, path);
    if (added.length > 0)
      addKeys(pass, token, map, Object.fromEntries(added.map(([key, value]) => [key, plain(value)])), path);
    return;
  }
  if (!isScalar(node)) throw refused("not-value", path);
  if (edited === null || node.value === edited) return;
  count(pass, 1, path);
  setScalar(pass, node, edited, path, inFlow);
}

function count(pass: Pass, changes: number, path: Path): void {
  pass.changes += changes;
  if (pass.changes > LIMITS.changes) throw refused("too-many-changes", path, { limit: LIMITS.changes }, 413);
}

const refused = (reason: Refused["reason"], path: Path, facts: Partial<Refused> = {}, status?: 413) =>
  new EditRefused({ reason, ...(path.length > 0 && { key: path.join(".") }), ...facts }, status);

/** The value's token rewritten in the style its old value had, a folded block wrapped as wide as before. */
function setScalar(pass: Pass, node: Scalar, value: ScalarValue, path: Path, inFlow: boolean): void {
  const token = node.srcToken;
  if (!CST.isScalar(token) || token.type === "alias") throw refused("no-value", path);
  if (typeof value !== "string") return CST.setScalarValue(token, String(value), { type: "PLAIN", inFlow });
  const indent = bodyIndent(pass.text, token);
  const width = (token.type === "block-scalar" ? blockWidth(token.source) : undefined) ?? pass.width;
  const was = isFolded(token) ? token.source : undefined;
  const room = width - indent.length;
  token.indent = indent.length; // the indentation setScalarValue gives the lines of a block or a long quote
  CST.setScalarValue(token, value, {
    type: pass.quoted ? Scalar.QUOTE_DOUBLE : styleFor(value, node.value === "" ? undefined : node.type, inFlow, room),
    inFlow,
  });
  if (isFolded(token)) fold(token, indent, width, was, value);
}

/** The indentation of a block scalar's lines: as they are, or two more than the key (or item) the value is of. */
function bodyIndent(text: string, token: CST.FlowScalar | CST.BlockScalar): string {
  const first = token.type === "block-scalar" ? token.source.split("\n").find((l) => l.trim() !== "") : undefined;
  if (first !== undefined) return /^ */.exec(first)![0];
  const line = /^(?: |-(?= ))*/.exec(text.slice(lineStart(text, token.offset)))![0]; // "  - key:" counts to "key"
  return " ".repeat(line.length + 2);
}

/**
 * Gives the first item of a block collection its own leading lines. The parser puts a first item's comment lines
 * and indentation into its holder's separator (after `key:` and its line break); the other items hold theirs
 * in their own start. False when the first item starts on its holder's line (`- key: …`): it cannot move.
 */
function ownFirstLines(collection: CST.BlockMap | CST.BlockSequence, holder: Holder): boolean {
  if ("type" in holder) return true; // the document's own collection: its items start at the line start already
  const newline = holder.sep?.findIndex((t) => t.type === "newline") ?? -1;
  if (newline === -1) return false;
  collection.items[0]!.start.unshift(...holder.sep!.splice(newline + 1));
  return true;
}

/** An item's leading tokens split into the blank lines before it (they stay in place) and its own lines. */
function splitStart(start: readonly CST.SourceToken[]): [CST.SourceToken[], CST.SourceToken[]] {
  let gap = 0;
  for (let i = 0; i < start.length; i++) {
    if (start[i]!.type === "newline") gap = i + 1;
    else if (start[i]!.type !== "space") break;
  }
  return [start.slice(0, gap), start.slice(gap)];
}

/** Text written by `yaml`, spliced in as one token: `CST.stringify` joins sources; the result is parsed again. */
const raw = (source: string): CST.SourceToken => ({ type: "comment", offset: -1, indent: 0, source });

function rewriteSeq(
  pass: Pass,
  node: YAMLSeq,
  token: CST.BlockSequence,
  holder: Holder,
  entries: readonly (number | { value: unknown })[],
  path: Path,
): void {
  if (entries.length === 0) throw refused("needs-item", path);
  if (!ownFirstLines(token, holder) && entries[0] !== 0) throw refused("first-line", path);
  const parts = token.items.map((item) => splitStart(item.start));
  const dash = parts[0]![1].find((t) => t.type === "seq-item-ind")!;
  const column = dash.offset - lineStart(pass.text, dash.offset);
  const sibling = node.items[0];
  token.items = entries.map((entry, j) => {
    const gap = j === 0 ? parts[0]![0] : (parts[j]?.[0] ?? parts.at(-1)![0]);
    if (typeof entry === "number") return { start: [...gap, ...parts[entry]![1]], value: token.items[entry]!.value! };
    const item = new Document().createNode(entry.value);
    likeSibling(item, sibling);
    const padded = pass.text[token.items[0]!.value!.offset + 1] === " "; // "- { page: …" rather than "- {page: …"
    return { start: [...gap], value: raw(written([item], column, pass.width, padded)) };
  });
}

/** A one-line list (`[a, b]`, or `[]`), written anew from its values, the old items' quoting kept. */
function rewriteFlowSeq(node: YAMLSeq, holder: Holder, edited: EditedList, path: Path): void {
  const old = holder.value as CST.FlowCollection;
  const doc = new Document();
  const items = edited.$list.map(([from, item]) => {
    const value = doc.createNode(plain(item));
    const before = from === null ? undefined : node.items[from];
    if (isScalar(value) && isScalar(before) && before.type && typeof value.value === "string") value.type = before.type;
    return value;
  });
  if (!items.every(isScalar)) throw refused("one-line-items", path);
  const seq = doc.createNode(items, { flow: true });
  const source = new Document(seq).toString({ flowCollectionPadding: false, lineWidth: 100_000 }).trimEnd();
  const after = old.end.slice(1).map((t) => t.source); // what follows "]": a comment, the line break
  holder.value = raw(source + after.join(""));
}

function removeKeys(token: CST.BlockMap, holder: Holder, removed: readonly number[], path: Path): void {
  if (removed.includes(0) && !ownFirstLines(token, holder)) throw refused("first-key", path);
  token.items = token.items.filter((_, i) => !removed.includes(i));
  if (token.items.length === 0) throw refused("needs-key", path);
}

/** The new keys after the group's last one, at its keys' indentation, as `yaml` writes them like the last value. */
function addKeys(
  pass: Pass,
  token: CST.BlockMap,
  map: YAMLMap<unknown, unknown>,
  added: Record<string, unknown>,
  path: Path,
): void {
  const first = token.items[0];
  if (first?.key == null) throw refused("no-sibling-keys", path);
  const column = first.key.offset - lineStart(pass.text, first.key.offset);
  const last = CST.stringify(token.items.at(-1)!);
  const node = new Document().createNode(added) as YAMLMap<unknown, unknown>;
  // A new list or group one-line when the last value is (`id: [/a, /en/a]` in published.yaml); a text as `yaml` writes it.
  for (const pair of node.items) if (!isScalar(pair.value)) likeSibling(pair.value, map.items.at(-1)?.value);
  const source = written(node, column, pass.width);
  token.items.push({ start: [], key: null, sep: [], value: raw((last.endsWith("\n") ? "" : "\n") + source) });
}

/** New keys at the end of a one-line map, after its separator, the text before the closing brace kept. */
function addFlowKeys(holder: Holder, token: CST.FlowCollection, added: Record<string, Edited>): void {
  const inner = CST.stringify({ ...token, end: [] } as CST.FlowCollection);
  const separator = token.items[1] ? token.items[1].start.map((t) => t.source).join("") : ", ";
  const pairs = Object.entries(added).map(([key, value]) => {
    const one = new Document({ [key]: plain(value) }, { flow: true }).toString({
      flowCollectionPadding: false,
      lineWidth: 100_000,
    });
    return one.trim().slice(1, -1); // "{key: value}" without its braces
  });
  const body = inner.trimEnd();
  const source = `${body}${pairs.map((pair) => separator + pair).join("")}${inner.slice(body.length)}`;
  holder.value = raw(source + token.end.map((t) => t.source).join(""));
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf("\n", offset - 1) + 1;
}
