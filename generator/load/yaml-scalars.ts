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

/** Flow collections on one line by recursive descent ({ a: 1, b: [x, "y"] }): the value and where the text after it starts. */
export function flow(text: string, at: number, end: number, depth: number, keyLines: number[]): [unknown, number] {
  const space = () => {
    while (text[at] === " ") at++;
  };
  const item = (): unknown => {
    const first = text[at];
    if (first === "{" || first === "[") return collection();
    if (first === '"' || first === "'") {
      let value: string;
      [value, at] = (first === '"' ? doubleQuoted : singleQuoted)(text, at, end);
      return value;
    }
    FLOW_PLAIN.lastIndex = at;
    const match = FLOW_PLAIN.exec(text)![0];
    const raw = trimSpaces(match);
    if (raw === "" || /^[-?:&*!|>%@`]/.test(raw)) bail();
    at += match.length;
    return resolvePlain(raw);
  };
  const collection = (): unknown => {
    if (++depth > MAX_DEPTH) bail();
    const open = text[at++];
    const close = open === "{" ? "}" : "]";
    const map: Record<string, unknown> = {};
    const list: unknown[] = [];
    space();
    // Each item after a comma (the first after none); a trailing or doubled comma finds no item and is `yaml`'s call.
    for (let next = text[at] === close ? text[at++] : ","; next !== close; next = text[at++]) {
      if (next !== ",") bail();
      space();
      if (open === "{") {
        FLOW_KEY.lastIndex = at;
        const key = FLOW_KEY.exec(text)?.[0];
        if (!key || Object.hasOwn(map, key) || key === "__proto__" || NOT_STRING_KEY.test(key)) bail();
        at += key!.length;
        keyLines.push(0, 0); // a key of a flow mapping: located through the syntax tree
        if (text[at] !== ":" || text[at + 1] !== " ") bail();
        at += 2;
        space();
        map[key!] = item();
      } else list.push(item());
      space();
    }
    depth--;
    return open === "{" ? map : list;
  };
  return [collection(), at];
}
