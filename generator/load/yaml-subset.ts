// The YAML that content files are made of, read about three times faster than the `yaml` package reads it:
// block mappings and sequences indented with spaces, plain, quoted and block (| and >) scalars, one-line flow
// collections ({ label: …, to: … }) and comments. Anything else (anchors, tags, folded or multi-line scalars,
// tabs, duplicate keys, a syntax error …) returns NOT_HANDLED, and `yaml` reads the file. Where this reader
// answers, the value equals `yaml`'s with the core schema (YAML 1.2); a test compares both on the real content
// and on thousands of damaged copies (tests/unit/load/yaml-subset.test.ts), so one text has one meaning.
import { recordKeyLines } from "./key-positions.ts";
import { bail, doubleQuoted, NotHandled, plain, resolvePlain, singleQuoted, trimSpaces } from "./yaml-scalars.ts";

export const NOT_HANDLED: unique symbol = Symbol("not handled");

// Control characters, lone surrogates and non-characters anywhere, plus tab and CR: left to `yaml`, which reports them.
const UNSUPPORTED_CHARACTERS =
  /[\x00-\x09\x0B-\x1F\x7F-\x84\x86-\x9F\uFEFF\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
const UNUSUAL_CHARACTERS = /[^\n\x20-\x7E\xA0-\uD7FF\uE000-\uFEFE\uFF00-\uFFFD]/; // a quick scan; only text with one of these needs the exact test
const KEY = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +|$)/;
const NOT_STRING_KEY = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/; // the keys of KEY's form that resolve to something else

/** The value of `text`, or NOT_HANDLED when `yaml` has to read it. */
export function readYamlSubset(text: string): unknown {
  if (UNUSUAL_CHARACTERS.test(text) && UNSUPPORTED_CHARACTERS.test(text)) return NOT_HANDLED;
  try {
    const lines = text.split("\n");
    if (lines[lines.length - 1] === "") lines.pop(); // the final line break ends the last line; it is not an empty line of its own
    const reader = new Reader(lines);
    const value = reader.document();
    recordKeyLines(value, reader.keyLines);
    return value;
  } catch (error) {
    if (error instanceof NotHandled) return NOT_HANDLED;
    throw error;
  }
}

// Deeply nested text is no content file; leave it to `yaml`.
const MAX_DEPTH = 40;

class Reader {
  private i = 0;
  private depth = 0;
  private readonly lines: string[];
  readonly keyLines: number[] = []; // line and column of each key, in the order read (key-positions.ts)
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

  /**
   * A block scalar: the more indented lines that follow, newlines kept ("|", "|-", "|+") or folded into spaces
   * (">", ">-", ">+": wrapped prose). Folded text with more indented lines is left to `yaml`.
   */
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

/**
 * Folded lines as YAML joins them: a line break between two lines of text becomes a space, and n empty lines
 * between them become n line breaks. A more indented line (or a leading empty line) keeps other rules: `yaml`'s call.
 */
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

/** Recursive descent over one line of flow collections: { a: 1, b: [x, "y"] }. */
class Flow {
  private at = 0;
  private readonly text: string;
  private depth: number;
  private readonly keyLines: number[];
  constructor(text: string, depth: number, keyLines: number[]) {
    this.text = text;
    this.depth = depth;
    this.keyLines = keyLines;
  }

  whole(): [unknown, string] {
    const value = this.collection();
    return [value, this.text.slice(this.at)];
  }

  private collection(): unknown {
    if (++this.depth > MAX_DEPTH) bail();
    const open = this.text[this.at];
    const close = open === "{" ? "}" : "]";
    this.at++;
    const map: Record<string, unknown> = {};
    const list: unknown[] = [];
    this.space();
    if (this.text[this.at] === close) {
      this.at++;
      this.depth--;
      return open === "{" ? map : list;
    }
    for (;;) {
      this.space();
      if (open === "{") {
        const key = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(this.text.slice(this.at))?.[0];
        if (!key || Object.hasOwn(map, key) || key === "__proto__" || NOT_STRING_KEY.test(key)) bail();
        this.at += key!.length;
        this.keyLines.push(0, 0); // a key of a flow mapping: located through the syntax tree
        if (this.text[this.at] !== ":" || this.text[this.at + 1] !== " ") bail();
        this.at += 2;
        this.space();
        map[key!] = this.item();
      } else {
        list.push(this.item());
      }
      this.space();
      const next = this.text[this.at];
      this.at++;
      if (next === close) {
        this.depth--;
        return open === "{" ? map : list;
      }
      if (next !== ",") bail();
      this.space();
      if (this.text[this.at] === close || this.text[this.at] === ",") bail(); // trailing or doubled commas: `yaml`'s call
    }
  }

  private item(): unknown {
    const first = this.text[this.at];
    if (first === "{" || first === "[") return this.collection();
    const rest = this.text.slice(this.at);
    if (first === '"' || first === "'") {
      const [value, tail] = first === '"' ? doubleQuoted(rest) : singleQuoted(rest);
      this.at += rest.length - tail.length;
      return value;
    }
    const match = /^[^,\[\]{}#:"']*/.exec(rest)![0];
    const raw = trimSpaces(match);
    if (raw === "" || /^[-?:&*!|>%@`]/.test(raw)) bail();
    this.at += match.length;
    return resolvePlain(raw);
  }

  private space(): void {
    while (this.text[this.at] === " ") this.at++;
  }
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
