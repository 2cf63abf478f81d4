// The YAML that content files are made of, read about three times faster than `yaml` reads it: block collections,
// plain, quoted and block scalars, one-line flow collections, comments; anything else is left to `yaml`. Where this
// reader answers, its value equals `yaml`'s (tests/unit/load/yaml-subset.test.ts compares both on the content and on
// thousands of damaged copies). Kept because it pays (docs/architecture.md §14).
import type { SourceFile } from "../model.ts";
import {
  bail,
  doubleQuoted,
  flow,
  MAX_DEPTH,
  NOT_STRING_KEY,
  NotHandled,
  plain,
  singleQuoted,
} from "./yaml-scalars.ts";

// Tabs, carriage returns and byte-order marks are left to `yaml` (indentation, line ends, a mark it drops); other
// control characters, non-characters and lone surrogates it reads as any other character, and so does this reader.
const LEFT_TO_YAML = ["\t", "\r", "\uFEFF"];
// Sticky, read where the reader stands; the end of a line is its line break or the end of the text.
const KEY = /([A-Za-z_][A-Za-z0-9_-]*):(?: +|(?=\n)|$)/y;
const BLOCK_HEADER = /([|>])([+-]?)(?: +#.*)? *(?=\n|$)/y;

/** What the reader made of a text: its value, and where each key of a block mapping starts (undefined: ask the tree). */
export interface SubsetRead {
  readonly value: unknown;
  readonly keyAt: NonNullable<SourceFile["keyAt"]>;
}

/** What the reader makes of `text`, or undefined when `yaml` has to read it. */
export function readYamlSubset(text: string): SubsetRead | undefined {
  if (LEFT_TO_YAML.some((character) => text.includes(character))) return undefined; // three searches: a character class is 6× slower
  try {
    const reader = new Reader(text);
    const value = reader.document();
    return { value, keyAt: keyPositions(value, reader.keyLines) };
  } catch (error) {
    if (error instanceof NotHandled) return undefined;
    throw error;
  }
}

/** Reads the text where it lies, line by line through offsets: no line or rest of a line is copied to be read. */
class Reader {
  private at = 0; // where the current line starts
  private line = 1; // its number
  private end = 0; // where it ends (its line break or the end of the text), once nextContent or lineEnd found it
  private indent = 0; // its indentation, once nextContent found it
  private seen = -1; // the start of the line nextContent found last
  private depth = 0;
  private readonly text: string;
  private readonly limit: number; // no line starts here: the final line break ends the last line, it starts none
  readonly keyLines: number[] = []; // line and column of each key, in the order read (keyPositions)
  constructor(text: string) {
    this.text = text;
    this.limit = text.length + (text.endsWith("\n") ? 0 : 1);
  }

  document(): unknown {
    if (!this.nextContent() || this.indent !== 0) bail(); // empty, or an indented root: `yaml` decides
    const value = this.block(0);
    if (this.nextContent()) bail();
    return value;
  }

  /** Moves to the next line that is not blank or a comment (this.indent is its indentation); false at the end. */
  private nextContent(): boolean {
    if (this.seen === this.at) return true;
    for (; this.at < this.limit; this.advance()) {
      const start = this.spaces(this.at);
      if (start < this.lineEnd() && this.text.charCodeAt(start) !== 35 /* # */) {
        this.indent = start - this.at;
        this.seen = this.at;
        return true;
      }
    }
    return false;
  }

  private lineEnd(): number {
    const end = this.text.indexOf("\n", this.at);
    return (this.end = end === -1 ? this.text.length : end);
  }

  private advance(): void {
    this.at = this.end + 1;
    this.line++;
  }

  /** Where the spaces that start at `from` end. */
  private spaces(from: number): number {
    while (this.text.charCodeAt(from) === 32) from++;
    return from;
  }

  /** A "-" entry at offset `at` of the current line. */
  private isDash(at: number): boolean {
    return this.text.charCodeAt(at) === 45 && (at + 1 === this.end || this.text.charCodeAt(at + 1) === 32);
  }

  /** A mapping or sequence whose entries start at column `indent`. */
  private block(indent: number): unknown {
    if (++this.depth > MAX_DEPTH) bail();
    const value = this.isDash(this.at + indent) ? this.sequence(indent) : this.mapping(indent);
    this.depth--;
    return value;
  }

  private mapping(indent: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    while (this.nextContent()) {
      if (this.indent < indent) break;
      if (this.indent > indent) bail();
      if (this.isDash(this.at + indent)) bail(); // a sequence entry among mapping entries
      KEY.lastIndex = this.at + indent;
      const key = KEY.exec(this.text)?.[1];
      if (key === undefined || Object.hasOwn(out, key) || key === "__proto__" || NOT_STRING_KEY.test(key)) bail(); // duplicates are errors; keys like `true` are `yaml`'s
      this.keyLines.push(this.line, indent + 1);
      const [from, end] = [KEY.lastIndex, this.end];
      this.advance();
      out[key!] = this.value(from, end, indent, true);
    }
    return out;
  }

  private sequence(indent: number): unknown[] {
    const out: unknown[] = [];
    while (this.nextContent()) {
      if (this.indent < indent) break;
      if (this.indent > indent) bail();
      if (!this.isDash(this.at + indent)) break; // back to the mapping this sequence is the value of (an indentless sequence)
      const from = this.spaces(this.at + indent + 1);
      KEY.lastIndex = from;
      if (from < this.end && this.text.charCodeAt(from) !== 35 && (KEY.test(this.text) || this.isDash(from))) {
        // "- key: value" or "- - item": a mapping or sequence whose entries start where its first one does, read
        // as if the line were indented to there (nextContent keeps this.indent while the line is current).
        this.indent = from - this.at;
        out.push(this.block(this.indent));
      } else {
        const end = this.end;
        this.advance();
        out.push(this.value(from, end, indent, false));
      }
    }
    return out;
  }

  /** The value after "key:" or "- ", from offset `from` to `end` of its line; the entry starts at column `indent`. */
  private value(from: number, end: number, indent: number, ofMapping: boolean): unknown {
    if (from === end || this.text.charCodeAt(from) === 35) return this.nested(indent, ofMapping);
    const first = this.text[from];
    let value: unknown;
    let after: number;
    if (first === '"') [value, after] = doubleQuoted(this.text, from, end);
    else if (first === "'") [value, after] = singleQuoted(this.text, from, end);
    else if (first === "{" || first === "[") [value, after] = flow(this.text, from, end, this.depth, this.keyLines);
    else if (first === "|" || first === ">") return this.blockScalar(from, indent);
    else [value, after] = plain(this.text, from, end);
    const rest = this.spaces(after); // only spaces, or spaces and a comment
    if (rest < end && (rest === after || this.text.charCodeAt(rest) !== 35)) bail();
    // A more indented line after a one-line value would continue it (or be an error): `yaml`'s call.
    if (this.nextContent() && this.indent > indent) bail();
    return value;
  }

  /** What follows "key:" or "-" on the next lines: a more indented block, an indentless sequence, or null. */
  private nested(indent: number, ofMapping: boolean): unknown {
    if (!this.nextContent()) return null;
    if (this.indent > indent) return this.block(this.indent);
    if (ofMapping && this.indent === indent && this.isDash(this.at + indent)) return this.sequence(indent);
    if (!ofMapping) bail(); // an empty "-" before a less indented line: `yaml` reads that line as the entry's value
    return null;
  }

  /** A block scalar: newlines kept (`|`) or folded (`>`); folded text with more indented lines is `yaml`'s. */
  private blockScalar(from: number, indent: number): string {
    BLOCK_HEADER.lastIndex = from;
    const match = BLOCK_HEADER.exec(this.text);
    if (!match) bail();
    const folded = match![1] === ">";
    const chomp = match![2];
    const body: string[] = [];
    let blockIndent = -1;
    for (; this.at < this.limit; this.advance()) {
      const end = this.lineEnd();
      const lineIndent = this.spaces(this.at) - this.at;
      if (this.at + lineIndent === end) {
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
      body.push(this.text.slice(this.at + blockIndent, end));
    }
    // Trailing empty lines belong to the block only for chomping; the lines after it start at this.at.
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
