// Text from the maintainer's files, file names and the environment, made safe to print. A control character
// printed raw is an instruction to the terminal: ESC ] 0 ; … BEL sets the window title, ESC [ 2 J clears the
// screen, OSC 52 writes the clipboard. Each is shown escaped instead ("\x1b"), so the reader sees what is there.

/** C0 controls but tab and line feed, DEL, C1 controls (ESC [ as one byte), line and paragraph separators, bidi overrides. */
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const CONTROL_OR_LINE_BREAK = /[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

function escaped(c: string): string {
  const code = c.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}

/** `text` with every control character escaped but tab and line feed: "a\x1b[2Jb" → "a\\x1b[2Jb". */
export function printable(text: string): string {
  return text.replace(CONTROL, escaped);
}

/** `text` on one line: line feeds and tabs escaped too ("a\nb" → "a\\x0ab"), for file names and code frame lines. */
export function printableLine(text: string): string {
  return text.replace(CONTROL_OR_LINE_BREAK, escaped);
}

/** JSON.stringify writes DEL, C1 controls and bidi overrides raw: those are escaped as \u00XX too. */
export function jsonLine(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** `path` relative to the current folder when inside it, as the maintainer typed it. */
export function relative(path: string): string {
  const cwd = process.cwd();
  return path.startsWith(cwd + "/") ? path.slice(cwd.length + 1) : path;
}

/** `text` in lines that `fits`, word by word (greedy); a word longer than a line stands alone on its line. */
export function wrapWords(text: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && !fits(next)) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
