// How the editor writes YAML text: the style an edited value keeps or takes, folded blocks wrapped as wide as the
// file's paragraphs, and new items and keys in the style of their siblings.
import { CST, Document, isMap, isScalar, isSeq, parseDocument, Parser, Scalar, visit, type Pair } from "yaml";
import { foldFlowLines } from "yaml/util";

export const isFolded = (token: CST.Token | undefined): token is CST.BlockScalar =>
  token?.type === "block-scalar" && token.props[0]?.type === "block-scalar-header" && token.props[0].source[0] === ">";

/**
 * A folded block's lines (written a paragraph a line) wrapped as `yaml` folds one. Given its lines before the edit
 * (`was`), only the lines between a paragraph's unchanged first and last lines are wrapped anew, so a one-word edit
 * changes one line; should that not read back as `value`, the whole block is wrapped anew.
 */
export function fold(token: CST.BlockScalar, indent: string, lineWidth: number, was?: string, value?: string): void {
  if (!token.source.startsWith(indent)) return;
  const wrap = (text: string) =>
    foldFlowLines(text, indent, "block", { indentAtStart: indent.length, lineWidth }).split(`\n${indent}`);
  const lines = (source: string) =>
    source
      .slice(0, -1)
      .split("\n")
      .map((line) => line.slice(indent.length));
  const edited = paragraphs(lines(token.source));
  const whole = `${indent}${wrap(token.source.slice(indent.length, -1)).join(`\n${indent}`)}\n`;
  if (was === undefined) return void (token.source = whole);
  const old = paragraphs(lines(was)).filter((p) => /^\S/.test(p[0]!));
  const texts = edited.filter((p) => /^\S/.test(p[0]!));
  const body = edited.flatMap((p) => {
    if (!/^\S/.test(p[0]!)) return p; // a blank or more indented line: as written
    const text = p.join(" ");
    const same = old.find((run) => run.join(" ") === text);
    const paired = old.length === texts.length ? old[texts.indexOf(p)] : undefined;
    return same ?? (paired ? rewrapped(paired, text, wrap) : wrap(text));
  });
  token.source = `${body.map((line) => (line === "" ? "" : indent + line)).join("\n")}\n`;
  if (parseDocument(`x: ${CST.stringify(token)}`).get("x") !== value) token.source = whole;
}

/** A block's lines grouped: a paragraph's lines (a fold joins them) together, any other line on its own. */
function paragraphs(lines: readonly string[]): string[][] {
  const out: string[][] = [];
  for (const line of lines)
    if (/^\S/.test(line) && /^\S/.test(out.at(-1)?.[0] ?? "")) out.at(-1)!.push(line);
    else out.push([line]);
  return out;
}

/** `text` in the lines of `old` that it still begins and ends with, the lines between wrapped anew. */
function rewrapped(old: readonly string[], text: string, wrap: (text: string) => string[]): string[] {
  let head = 0;
  let start = 0; // where the text after the kept first lines begins
  while (
    head < old.length &&
    text.startsWith(`${old[head]} `, start) &&
    /\S/.test(text[start + old[head]!.length + 1] ?? "")
  ) {
    start += old[head]!.length + 1;
    head++;
  }
  let tail = old.length;
  let end = text.length; // the space before the kept last lines
  while (tail > head && end - old[tail - 1]!.length - 1 >= start - 1 && text.endsWith(` ${old[tail - 1]}`, end)) {
    end -= old[tail - 1]!.length + 1;
    tail--;
  }
  if (head === tail && head > 0 && end > start) start -= old[--head]!.length + 1; // an insert joins the line before
  const middle = text.slice(start, Math.max(start, end)); // "" when the kept lines meet at one space
  return [...old.slice(0, head), ...(middle === "" ? [] : wrap(middle)), ...old.slice(tail)];
}

/** Plain text that YAML's core schema reads as something else than a string: numbers, booleans, null. */
const NOT_STRING = new Document().schema.tags.flatMap((tag) =>
  tag.tag !== "tag:yaml.org,2002:str" && "test" in tag && tag.test ? [tag.test] : [],
);

/** Its old style where it reads back; a value that was empty is plain, or folded when longer than `room`. */
export function styleFor(value: string, old: Scalar.Type | undefined, inFlow: boolean, room = Infinity): Scalar.Type {
  const block = old === Scalar.BLOCK_FOLDED || old === Scalar.BLOCK_LITERAL;
  if (!inFlow && (block || value.includes("\n"))) return block ? old : Scalar.BLOCK_LITERAL;
  if (!inFlow && old === undefined && value.length > room) return Scalar.BLOCK_FOLDED;
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

/** A wrapped block's own width, so a re-wrap keeps the line breaks before the edit. */
export function blockWidth(body: string): number | undefined {
  const lines = body.split("\n").filter((line) => line.trim() !== "");
  return lines.length < 2 ? undefined : Math.max(...lines.map((line) => line.length));
}

/** `value` as `yaml` writes it, indented to `column`, its folded blocks wrapped to the file's width; `padded`: `{ a: b }`. */
export function written(value: unknown, column: number, width: number, padded = false): string {
  const doc = new Document(value);
  visit(doc, {
    Scalar(key, node, path) {
      const inFlow = path.some((parent) => (isMap(parent) || isSeq(parent)) && parent.flow);
      if (key !== "key" && node.type === undefined && typeof node.value === "string")
        node.type = styleFor(node.value, undefined, inFlow, width - column - path.length);
    },
  });
  const text = doc.toString({ lineWidth: 100_000, flowCollectionPadding: padded });
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
