// The scalars and one-line flow collections of the fast YAML reader (yaml-subset.ts, its one importer), resolved
// as the YAML 1.2 core schema resolves them. Anything else throws NotHandled, and `yaml` reads the file.

// Deeply nested text is no content file; leave it to `yaml`, after the nesting guard (nesting.ts).
export const MAX_DEPTH = 40;
/** The keys of a plain key's form that resolve to something else than text: `yaml`'s to read. */
export const NOT_STRING_KEY = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;

/** Thrown where the subset reader leaves the text to `yaml`. */
export class NotHandled extends Error {}
export const bail = (): never => {
  throw new NotHandled();
};

const MAY_RESOLVE = /^[~nNtTfF0-9+\-.]/;
const INDICATOR = /[-?:,\]}&*!>%@`]/y;
const FLOW_KEY = /[A-Za-z_][A-Za-z0-9_-]*/y;
const FLOW_PLAIN = /[^,\[\]{}#:"'\n]*/y;

// The scalars are read from `text` at an offset up to the `end` of their line; each returns where it ends.

/** A plain scalar in block context, up to a comment or the end of its line. */
export function plain(text: string, from: number, end: number): [unknown, number] {
  INDICATOR.lastIndex = from;
  if (INDICATOR.test(text)) bail(); // indicators: `yaml`'s call
  const rest = text.slice(from, end); // searched, not the text: a search past the line would make the reading quadratic
  const comment = rest.indexOf(" #");
  const raw = trimSpaces(comment === -1 ? rest : rest.slice(0, comment));
  if (raw.includes(": ") || raw.endsWith(":")) bail();
  return [resolvePlain(raw), comment === -1 ? end : from + comment];
}

/** A plain scalar as the YAML 1.2 core schema (and so `yaml`) resolves it: null, bool, int, float, or text. */
function resolvePlain(raw: string): unknown {
  if (!MAY_RESOLVE.test(raw)) return raw;
  if (/^(?:~|[Nn]ull|NULL)$/.test(raw)) return null;
  if (/^(?:[Tt]rue|TRUE)$/.test(raw)) return true;
  if (/^(?:[Ff]alse|FALSE)$/.test(raw)) return false;
  if (/^0o[0-7]+$/.test(raw)) return parseInt(raw.slice(2), 8);
  if (/^[-+]?[0-9]+$/.test(raw)) return parseInt(raw, 10);
  if (/^0x[0-9a-fA-F]+$/.test(raw)) return parseInt(raw.slice(2), 16);
  if (/^[-+]?\.(?:inf|Inf|INF)$/.test(raw)) return raw[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  if (/^\.(?:nan|NaN|NAN)$/.test(raw)) return Number.NaN;
  if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/.test(raw)) return parseFloat(raw);
  return raw;
}

/** A double-quoted scalar that closes on its line; the usual escapes only. */
export function doubleQuoted(text: string, start: number, end: number): [string, number] {
  let out = "";
  let from = start + 1;
  let quote = -1;
  for (;;) {
    if (quote < from) quote = text.indexOf('"', from); // found again only after an escaped quote: linear in the line
    if (quote === -1 || quote > end) bail(); // not closed on this line
    const part = text.slice(from, quote); // searched for escapes, not the text beyond the quote
    const escape = part.indexOf("\\");
    if (escape === -1) return [out + part, quote + 1];
    const backslash = from + escape;
    out += part.slice(0, escape);
    const e = text[backslash + 1];
    from = backslash + 2;
    if (e === '"' || e === "\\" || e === "/") out += e;
    else if (e === "n") out += "\n";
    else if (e === "t") out += "\t";
    else if (e === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(from, from + 4))) {
      out += String.fromCharCode(parseInt(text.slice(from, from + 4), 16));
      from += 4;
    } else bail();
  }
}

/** A single-quoted scalar that closes on its line ('' is a quote). */
export function singleQuoted(text: string, start: number, end: number): [string, number] {
  let out = "";
  let from = start + 1;
  for (let at = text.indexOf("'", from); at !== -1 && at < end; at = text.indexOf("'", from)) {
    if (text[at + 1] !== "'") return [out + text.slice(from, at), at + 1];
    out += text.slice(from, at + 1);
    from = at + 2;
  }
  return bail();
}

// YAML's white space is space and tab; JavaScript's trim() would also take U+00A0, U+2028, U+3000 … which YAML keeps.
const trimSpaces = (text: string) => text.replace(/ +$/, "");

/** Recursive descent over flow collections on one line: { a: 1, b: [x, "y"] }. */
export class Flow {
  private at: number;
  private readonly text: string;
  private readonly end: number;
  private depth: number;
  private readonly keyLines: number[];
  constructor(text: string, at: number, end: number, depth: number, keyLines: number[]) {
    this.text = text;
    this.at = at;
    this.end = end;
    this.depth = depth;
    this.keyLines = keyLines;
  }

  /** The collection and where the text after it starts. */
  whole(): [unknown, number] {
    return [this.collection(), this.at];
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
        FLOW_KEY.lastIndex = this.at;
        const key = FLOW_KEY.exec(this.text)?.[0];
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
    if (first === '"' || first === "'") {
      const [value, after] = (first === '"' ? doubleQuoted : singleQuoted)(this.text, this.at, this.end);
      this.at = after;
      return value;
    }
    FLOW_PLAIN.lastIndex = this.at;
    const match = FLOW_PLAIN.exec(this.text)![0];
    const raw = trimSpaces(match);
    if (raw === "" || /^[-?:&*!|>%@`]/.test(raw)) bail();
    this.at += match.length;
    return resolvePlain(raw);
  }

  private space(): void {
    while (this.text[this.at] === " ") this.at++;
  }
}
