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

/** A plain scalar in block context and what follows it (a comment or nothing). */
export function plain(rest: string): [unknown, string] {
  if (/^[-?:,\]}&*!>%@`]/.test(rest)) bail(); // indicators: `yaml`'s call
  const comment = rest.indexOf(" #");
  const raw = trimSpaces(comment === -1 ? rest : rest.slice(0, comment));
  if (raw.includes(": ") || raw.endsWith(":")) bail();
  return [resolvePlain(raw), comment === -1 ? "" : rest.slice(comment)];
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

/** A double-quoted scalar that closes on its line; the usual escapes only. Returns the value and the rest of the line. */
export function doubleQuoted(rest: string): [string, string] {
  let out = "";
  let from = 1;
  let quote = -1;
  for (;;) {
    if (quote < from) quote = rest.indexOf('"', from); // found again only after an escaped quote: linear in the line
    if (quote === -1) bail(); // not closed on this line
    const backslash = rest.indexOf("\\", from);
    if (backslash === -1 || backslash > quote) return [out + rest.slice(from, quote), rest.slice(quote + 1)];
    out += rest.slice(from, backslash);
    const e = rest[backslash + 1];
    from = backslash + 2;
    if (e === '"' || e === "\\" || e === "/") out += e;
    else if (e === "n") out += "\n";
    else if (e === "t") out += "\t";
    else if (e === "u" && /^[0-9a-fA-F]{4}$/.test(rest.slice(from, from + 4))) {
      out += String.fromCharCode(parseInt(rest.slice(from, from + 4), 16));
      from += 4;
    } else bail();
  }
}

/** A single-quoted scalar that closes on its line ('' is a quote). */
export function singleQuoted(rest: string): [string, string] {
  let out = "";
  let from = 1;
  for (let at = 1; at < rest.length; at++) {
    if (rest[at] !== "'") continue;
    if (rest[at + 1] === "'") {
      out += rest.slice(from, at + 1);
      at++;
      from = at + 1;
      continue;
    }
    return [out + rest.slice(from, at), rest.slice(at + 1)];
  }
  return bail();
}

// YAML's white space is space and tab; JavaScript's trim() would also take U+00A0, U+2028, U+3000 … which YAML keeps.
const trimSpaces = (text: string) => text.replace(/ +$/, "");

/** Recursive descent over one line of flow collections: { a: 1, b: [x, "y"] }. */
export class Flow {
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
