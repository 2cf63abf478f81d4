// The YAML that content files are made of, read about three times faster than `yaml` reads it: block collections,
// plain, quoted and block scalars, one-line flow collections, comments; anything else is left to `yaml`. Where this
// reader answers, its value equals `yaml`'s (tests/unit/load/yaml-subset.test.ts compares both on the content and on
// thousands of damaged copies). Kept because it pays (docs/architecture.md §14).
import type { SourceFile } from "../model.ts";
import {
  bail,
  doubleQuoted,
  Flow,
  MAX_DEPTH,
  NOT_STRING_KEY,
  NotHandled,
  plain,
  singleQuoted,
} from "./yaml-scalars.ts";

// Control characters, lone surrogates and non-characters anywhere, plus tab and CR: left to `yaml`, which reports them.
const UNSUPPORTED_CHARACTERS =
  /[\x00-\x09\x0B-\x1F\x7F-\x84\x86-\x9F\uFEFF\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
const UNUSUAL_CHARACTERS = /[^\n\x20-\x7E\xA0-\uD7FF\uE000-\uFEFE\uFF00-\uFFFD]/; // a quick scan; only text with one of these needs the exact test
const KEY = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +|$)/;

/** What the reader made of a text: its value, and where each key of a block mapping starts (undefined: ask the tree). */
export interface SubsetRead {
  readonly value: unknown;
  readonly keyAt: NonNullable<SourceFile["keyAt"]>;
}

/** What the reader makes of `text`, or undefined when `yaml` has to read it. */
export function readYamlSubset(text: string): SubsetRead | undefined {
  if (UNUSUAL_CHARACTERS.test(text) && UNSUPPORTED_CHARACTERS.test(text)) return undefined;
  try {
    const lines = text.split("\n");
    if (lines[lines.length - 1] === "") lines.pop(); // the final line break ends the last line; it is not an empty line of its own
    const reader = new Reader(lines);
    const value = reader.document();
    return { value, keyAt: keyPositions(value, reader.keyLines) };
  } catch (error) {
    if (error instanceof NotHandled) return undefined;
    throw error;
  }
}

class Reader {
  private i = 0;
  private depth = 0;
  private readonly lines: string[];
  readonly keyLines: number[] = []; // line and column of each key, in the order read (keyPositions)
  constructor(lines: string[]) {
    this.lines = lines;
  }

  document(): unknown {
    const first = this.nextContent();
    if (first === undefined || indentOf(this.lines[first]!) !== 0) bail(); // empty, or an indented root: `yaml` decides
    const value = this.block(0);
    if (this.nextContent() !== undefined) bail();
    return value;
  }

  /** The index of the next line that is not blank or a comment (this.i moves there), or undefined at the end. */
  private nextContent(): number | undefined {
    for (; this.i < this.lines.length; this.i++) {
      const line = this.lines[this.i]!;
      const start = indentOf(line);
      if (start < line.length && line[start] !== "#") return this.i;
    }
    return undefined;
  }

  /** A mapping or sequence whose entries start at column `indent`. */
  private block(indent: number): unknown {
    if (++this.depth > MAX_DEPTH) bail();
    const line = this.lines[this.i]!;
    const value = isDash(line, indent) ? this.sequence(indent) : this.mapping(indent);
    this.depth--;
    return value;
  }

  private mapping(indent: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (let at = this.nextContent(); at !== undefined; at = this.nextContent()) {
      const line = this.lines[at]!;
      const lineIndent = indentOf(line);
      if (lineIndent < indent) break;
      if (lineIndent > indent) bail();
      if (isDash(line, indent)) bail(); // a sequence entry among mapping entries
      const match = KEY.exec(line.slice(indent));
      if (!match) bail();
      const key = match![1]!;
      if (Object.hasOwn(out, key) || key === "__proto__" || NOT_STRING_KEY.test(key)) bail(); // duplicates are errors; keys like `true` are `yaml`'s
      const rest = line.slice(indent + match![0].length);
      this.keyLines.push(at + 1, indent + 1);
      this.i++;
      out[key] = this.value(rest, indent, true);
    }
    return out;
  }

  private sequence(indent: number): unknown[] {
    const out: unknown[] = [];
    for (let at = this.nextContent(); at !== undefined; at = this.nextContent()) {
      const line = this.lines[at]!;
      const lineIndent = indentOf(line);
      if (lineIndent < indent) break;
      if (lineIndent > indent) bail();
      if (!isDash(line, indent)) break; // back to the mapping this sequence is the value of (an indentless sequence)
      const after = line.slice(indent + 1);
      const gap = indentOf(after);
      const rest = after.slice(gap);
      if (rest === "" || rest.startsWith("#")) {
        this.i++;
        out.push(this.nested(indent, false));
      } else if (KEY.test(rest) || isDash(rest, 0)) {
        // "- key: value" or "- - item": a mapping or sequence whose entries start where its first one does.
        const column = indent + 1 + gap;
        this.lines[at] = " ".repeat(column) + rest;
        out.push(this.block(column));
      } else {
        this.i++;
        out.push(this.value(rest, indent, false));
      }
    }
    return out;
  }

  /** The value after "key:" or "- " (the rest of the line is `rest`); the entry starts at column `indent`. */
  private value(rest: string, indent: number, ofMapping: boolean): unknown {
    if (rest === "" || rest.startsWith("#")) return this.nested(indent, ofMapping);
    const first = rest[0]!;
    let value: unknown;
    let tail: string;
    if (first === '"') [value, tail] = doubleQuoted(rest);
    else if (first === "'") [value, tail] = singleQuoted(rest);
    else if (first === "{" || first === "[") [value, tail] = new Flow(rest, this.depth, this.keyLines).whole();
    else if (first === "|" || first === ">") return this.blockScalar(rest, indent);
    else [value, tail] = plain(rest);
    if (!isComment(tail)) bail();
    // A more indented line after a one-line value would continue it (or be an error): `yaml`'s call.
    const at = this.nextContent();
    if (at !== undefined && indentOf(this.lines[at]!) > indent) bail();
    return value;
  }

  /** What follows "key:" or "-" on the next lines: a more indented block, an indentless sequence, or null. */
  private nested(indent: number, ofMapping: boolean): unknown {
    const at = this.nextContent();
    if (at === undefined) return null;
    const line = this.lines[at]!;
    const lineIndent = indentOf(line);
    if (lineIndent > indent) return this.block(lineIndent);
    if (ofMapping && lineIndent === indent && isDash(line, indent)) return this.sequence(indent);
    if (!ofMapping) bail(); // an empty "-" before a less indented line: `yaml` reads that line as the entry's value
    return null;
  }

  /** A block scalar: newlines kept (`|`) or folded (`>`); folded text with more indented lines is `yaml`'s. */
  private blockScalar(header: string, indent: number): string {
    const match = /^([|>])([+-]?)(?: +#.*)? *$/.exec(header);
    if (!match) bail();
    const folded = match![1] === ">";
    const chomp = match![2];
    const body: string[] = [];
    let blockIndent = -1;
    for (; this.i < this.lines.length; this.i++) {
      const line = this.lines[this.i]!;
      const lineIndent = indentOf(line);
      if (lineIndent === line.length) {
        if (blockIndent === -1 ? lineIndent > indent : lineIndent > blockIndent) bail(); // spaces-only lines longer than the indentation: leave to `yaml`
        body.push("");
        continue;
      }
      if (blockIndent === -1) {
        if (lineIndent <= indent) break;
        blockIndent = lineIndent;
      }
      if (lineIndent < blockIndent) {
        if (lineIndent > indent) bail(); // less indented than the block but inside the entry: an error
        break;
      }
      body.push(line.slice(blockIndent));
    }
    // Trailing empty lines belong to the block only for chomping; the lines after it start at this.i.
    let end = body.length;
    while (end > 0 && body[end - 1] === "") end--;
    const trailing = body.length - end;
    const text = folded ? fold(body.slice(0, end)) : body.slice(0, end).join("\n");
    if (end === 0) return chomp === "+" ? "\n".repeat(trailing) : "";
    if (chomp === "-") return text;
    if (chomp === "+") return `${text}\n${"\n".repeat(trailing)}`;
    return `${text}\n`;
  }
}

/** Folded lines as YAML joins them (a break becomes a space, n empty lines n breaks); more indented lines: `yaml`'s. */
function fold(lines: readonly string[]): string {
  if (lines[0] === "" || lines.some((line) => line.startsWith(" ") || line.startsWith("\t"))) bail();
  let out = lines[0]!;
  let empty = 0;
  for (let n = 1; n < lines.length; n++) {
    if (lines[n] === "") {
      empty++;
      continue;
    }
    out += empty === 0 ? ` ${lines[n]}` : "\n".repeat(empty) + lines[n];
    empty = 0;
  }
  return out;
}

const isComment = (tail: string) => /^ *$/.test(tail) || /^ +#/.test(tail);

function indentOf(line: string): number {
  let n = 0;
  while (n < line.length && line.charCodeAt(n) === 32) n++;
  return n;
}

function isDash(line: string, indent: number): boolean {
  return line[indent] === "-" && (line.length === indent + 1 || line[indent + 1] === " ");
}

// Where the keys start, as the reader saw them, so a key is located without `yaml`'s syntax tree: a line and a column
// per key in reading order; which mapping an entry belongs to is worked out only when a key is located.

/** `keyAt` of the value the reader returned, from the positions it noted (`lines`: line, column, … in reading order). */
function keyPositions(value: unknown, lines: readonly number[]): SubsetRead["keyAt"] {
  let index: Map<object, Map<string, number>> | null | undefined; // mapping → key → its entry
  return (path, key) => {
    index ??= indexKeys(value, lines.length / 2);
    let node = value;
    for (const part of path) {
      if (Array.isArray(node) && typeof part === "number") node = node[part];
      else if (node !== null && typeof node === "object" && !Array.isArray(node) && Object.hasOwn(node, String(part)))
        node = (node as Record<string, unknown>)[String(part)];
      else return undefined;
    }
    const at = node !== null && typeof node === "object" ? index?.get(node)?.get(key) : undefined;
    const line = at === undefined ? 0 : lines[2 * at]!; // 0 for a key of a flow mapping
    return line === 0 ? undefined : { line, column: lines[2 * at! + 1]! };
  };
}

/**
 * The entry of every key: keys were read in document order, the order of a walk through the value (keys never look
 * like numbers, so objects keep their order). Null when the walk finds another number of keys than were read.
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
