// The source text of one edited value, written in the style its old value had: a folded block stays folded and
// is wrapped as wide as the file's lines, a quoted string keeps its quotes, a plain one stays plain where YAML
// reads it back as the same value. The caller checks every candidate by parsing the result and takes the next
// one when the value read back differs, so an unusual value ends double-quoted, never as different YAML.
import type { Scalar } from "yaml";

export type ScalarValue = string | number | boolean;
export type Path = readonly (string | number)[];

/** The edit cannot be written as asked; the message says why, nothing is written. */
export class EditRefused extends Error {
  override name = "EditRefused";
}

/** Where the old value stands: its style, block header, the indentation of its block lines and the file's width. */
export interface ScalarPlace {
  readonly type: Scalar.Type | undefined;
  readonly header: string; // ">-", "|" … for a block scalar, "" otherwise
  readonly blockIndent: string; // the spaces before a block scalar's lines
  readonly width: number; // the longest line of the file, so an edited paragraph wraps like its neighbours
  readonly inFlow: boolean;
}

/** Candidate sources for `value` at `place`, the most faithful first; the last one is always valid YAML. */
export function scalarCandidates(value: ScalarValue, place: ScalarPlace): string[] {
  if (typeof value !== "string") return [String(value), JSON.stringify(String(value))];
  const out: string[] = [];
  const multiline = value.includes("\n");
  const block = place.type === "BLOCK_FOLDED" || place.type === "BLOCK_LITERAL";
  if (!place.inFlow && (block || multiline)) {
    const literal = place.type === "BLOCK_LITERAL" || (!block && multiline);
    const text = literal ? literalBlock(value, place) : foldedBlock(value, place);
    if (text !== undefined) out.push(text);
  }
  if (!multiline) {
    if (place.type === "QUOTE_SINGLE") out.push(`'${value.replaceAll("'", "''")}'`);
    if (place.type !== "QUOTE_DOUBLE" && place.type !== "QUOTE_SINGLE" && value !== "") out.push(value);
  }
  out.push(JSON.stringify(value));
  return out;
}

/** The header's chomping indicator that keeps `value`'s end: "-" without a final line break, "" with one. */
function chomping(value: string): string | undefined {
  if (!value.endsWith("\n")) return "-";
  return value.endsWith("\n\n") ? undefined : "";
}

function literalBlock(value: string, place: ScalarPlace): string | undefined {
  const chomp = chomping(value);
  if (chomp === undefined || /^[ \t]/.test(value)) return undefined;
  const body = value.replace(/\n$/, "");
  const lines = body.split("\n").map((line) => (line === "" ? "" : place.blockIndent + line));
  return `|${chomp}\n${lines.join("\n")}\n`;
}

/**
 * A folded block: each single line break of the value is an empty line in the source, and a paragraph is
 * wrapped at spaces to the file's width. Values whose spaces or tabs would change meaning when wrapped
 * (leading, trailing or doubled) return undefined and get another style.
 */
function foldedBlock(value: string, place: ScalarPlace): string | undefined {
  const chomp = chomping(value);
  const body = value.replace(/\n$/, "");
  if (chomp === undefined || /(^|\n)[ \t]|[ \t](\n|$)|\t| {2}/.test(body)) return undefined;
  const room = Math.max(40, place.width - place.blockIndent.length);
  const lines: string[] = [];
  for (const piece of body.split(/(\n+)/)) {
    if (piece.startsWith("\n")) lines.push(...Array<string>(piece.length).fill(""));
    else lines.push(...wrap(piece, room));
  }
  return `>${chomp}\n${lines.map((line) => (line === "" ? "" : place.blockIndent + line)).join("\n")}\n`;
}

function wrap(paragraph: string, room: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of paragraph.split(" ")) {
    if (line !== "" && line.length + 1 + word.length > room) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines;
}
