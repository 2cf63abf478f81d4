// Scalars of the YAML subset reader (yaml-subset.ts): plain ones resolved as the YAML 1.2 core schema resolves them,
// quoted ones on one line. Anything outside that throws NotHandled, and the `yaml` package reads the file.

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
export function resolvePlain(raw: string): unknown {
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
export const trimSpaces = (text: string) => text.replace(/ +$/, "");
