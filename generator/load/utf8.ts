// Files are UTF-8: Node decodes any other encoding with „�“ for the bytes it cannot, so a Latin-1 file would publish
// „F�rderung“. Such a file is a problem at its first bad byte, naming its likely encoding (a BOM and CRLF are fine).
import type { Problem } from "../model.ts";
import { problem } from "../problems/index.ts";

/** The problem of a file whose bytes are not UTF-8, or undefined; `text` is what Node decoded, checked first (fast). */
export function utf8Problem(path: string, text: string, bytes: () => Uint8Array): Problem | undefined {
  if (!text.includes("\uFFFD")) return undefined; // no replacement character: every byte decoded
  const data = bytes();
  const bad = firstInvalidByte(data, text);
  if (bad === undefined) return undefined; // a „�“ typed in the file itself
  const lineStart = data.lastIndexOf(0x0a, bad - 1) + 1;
  const line = data.subarray(0, bad).filter((b) => b === 0x0a).length + 1;
  const encoding = likelyEncoding(data);
  const column =
    new TextDecoder(encoding === "UTF-16" ? "utf-8" : "windows-1252").decode(data.subarray(lineStart, bad)).length + 1;
  const wordEnd = data.subarray(bad).findIndex((b) => b === 0x20 || b === 0x0a || b === 0x0d);
  const wordStart = Math.max(lineStart, data.lastIndexOf(0x20, bad) + 1);
  const word = data.subarray(wordStart, wordEnd < 0 ? data.length : bad + wordEnd);
  const shown = new TextDecoder(encoding === "UTF-16" ? "utf-16le" : "windows-1252").decode(word).slice(0, 40);
  const byte = `0x${data[bad]!.toString(16).toUpperCase().padStart(2, "0")}`;
  return problem("FileNotUtf8", { path, bytes: byte, encoding, shown }, { file: path, line, column });
}

/** The offset of the first byte that is not UTF-8: of the first „�“ the file does not hold itself (3 bytes each). */
function firstInvalidByte(data: Uint8Array, text: string): number | undefined {
  for (let at = text.indexOf("\uFFFD"); at !== -1; at = text.indexOf("\uFFFD", at + 1)) {
    const offset = Buffer.byteLength(text.slice(0, at));
    if (data[offset] !== 0xef || data[offset + 1] !== 0xbf || data[offset + 2] !== 0xbd) return offset;
  }
  return undefined;
}

/** UTF-16 when every other byte is zero (Windows' "Unicode"); Windows-1252 when a byte of 0x80–0x9F occurs; else Latin-1. */
function likelyEncoding(data: Uint8Array): string {
  const sample = data.subarray(0, 4096);
  let zeros = 0;
  let c1 = false;
  for (const b of sample) {
    if (b === 0) zeros++;
    if (b >= 0x80 && b <= 0x9f) c1 = true;
  }
  if ((data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff) || zeros > sample.length / 4)
    return "UTF-16";
  return c1 ? "Windows-1252" : "Latin-1 (ISO-8859-1)";
}
