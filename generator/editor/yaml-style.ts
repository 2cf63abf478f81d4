// How the editor writes YAML text: the style an edited value keeps or takes, folded blocks wrapped as wide as
// the file's paragraphs (by `yaml`'s own foldFlowLines), and new items and keys written by `yaml` in the style of
// their siblings.
import { CST, Document, isMap, isScalar, isSeq, Parser, Scalar, type Pair } from "yaml";
import { foldFlowLines } from "yaml/util";

export const isFolded = (token: CST.Token | undefined): token is CST.BlockScalar =>
  token?.type === "block-scalar" && token.props[0]?.type === "block-scalar-header" && token.props[0].source[0] === ">";

/** A folded block's lines (written unwrapped by setScalarValue and toString) wrapped as `yaml` folds one. */
export function fold(token: CST.BlockScalar, indent: string, lineWidth: number): void {
  if (!token.source.startsWith(indent)) return;
  const body = token.source.slice(indent.length, -1);
  token.source = `${indent}${foldFlowLines(body, indent, "block", { indentAtStart: indent.length, lineWidth })}\n`;
}

/** Plain text that YAML's core schema reads as something else than a string: numbers, booleans, null. */
const NOT_STRING = new Document().schema.tags.flatMap((tag) =>
  tag.tag !== "tag:yaml.org,2002:str" && "test" in tag && tag.test ? [tag.test] : [],
);

export function styleFor(value: string, old: Scalar.Type | undefined, inFlow: boolean): Scalar.Type {
  const block = old === Scalar.BLOCK_FOLDED || old === Scalar.BLOCK_LITERAL;
  if (!inFlow && (block || value.includes("\n"))) return block ? old : Scalar.BLOCK_LITERAL;
  if (old === Scalar.QUOTE_SINGLE || old === Scalar.QUOTE_DOUBLE) return old;
  const plainReadsBack = value !== "" && !value.includes("\n") && !NOT_STRING.some((test) => test.test(value));
  return plainReadsBack ? Scalar.PLAIN : Scalar.QUOTE_DOUBLE;
}

/** The width edited paragraphs wrap at: the longest line of wrapped text (no key, item or comment on it). */
export function fileWidth(text: string): number {
  let longest = 0;
  for (const line of text.split("\n"))
    if (/^\s+[^\s#-]/.test(line) && !/^\s*[\w-]+:( |$)/.test(line)) longest = Math.max(longest, line.length);
  return Math.min(120, Math.max(72, longest));
}

/** A wrapped block's own width (its longest line), so a re-wrap keeps the line breaks before the edit. */
export function blockWidth(body: string): number | undefined {
  const lines = body.split("\n").filter((line) => line.trim() !== "");
  return lines.length < 2 ? undefined : Math.max(...lines.map((line) => line.length));
}

/** `value` as `yaml` writes it, indented to `column`, its folded blocks wrapped to the file's width; `padded`: `{ a: b }`. */
export function written(value: unknown, column: number, width: number, padded = false): string {
  const text = new Document(value).toString({ lineWidth: 100_000, flowCollectionPadding: padded });
  const tokens = [...new Parser().parse(text)];
  for (const token of tokens)
    if (token.type === "document")
      CST.visit(token, ({ value }) => {
        if (isFolded(value)) fold(value, /^ */.exec(value.source)![0], width - column);
      });
  const pad = " ".repeat(column);
  return tokens
    .map((t) => CST.stringify(t))
    .join("")
    .split("\n")
    .map((line) => (line === "" ? "" : pad + line))
    .join("\n");
}

/** Gives a new item's values the styles of the same keys in its sibling (folded answers stay folded …). */
export function likeSibling(node: unknown, sibling: unknown): void {
  if (isMap(node) && isMap(sibling)) {
    if (sibling.flow) node.flow = true;
    for (const pair of node.items as Pair<Scalar, unknown>[])
      likeSibling(pair.value, sibling.get(pair.key.value, true));
  } else if (isSeq(node) && isSeq(sibling)) {
    if (sibling.flow) node.flow = true;
    for (const item of node.items) if (sibling.items.length > 0) likeSibling(item, sibling.items[0]);
  } else if (isScalar(node) && isScalar(sibling) && typeof node.value === "string" && node.value !== "") {
    const quoted = sibling.type === Scalar.QUOTE_DOUBLE || sibling.type === Scalar.QUOTE_SINGLE;
    const block = sibling.type === Scalar.BLOCK_FOLDED || sibling.type === Scalar.BLOCK_LITERAL;
    if (quoted || block) node.type = sibling.type!;
  }
}
