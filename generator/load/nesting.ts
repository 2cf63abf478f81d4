// How deep a YAML text nests, measured in one pass before any parser sees it. `yaml` composes a collection
// inside a collection by recursion, and `deep: [[[[…]]]]` of 8 MB (4 million levels, two bytes each) ran for
// minutes into a heap overflow. Content nests a dozen levels at most; the budget is far above that.
// The scan errs on the side of counting deeper: brackets inside quoted text and comments are skipped, plain
// text in block context is not read as brackets, and `- - - x` counts a level per indicator.
// It runs on every content file of every build, so it looks at character codes, not one-character strings, and
// jumps over what cannot change its count: plain text to the next `:`, `#` or line end, quoted text to its
// closing quote, a block scalar to its last line.

/** Levels of nesting a file may have: flow brackets, block indentation and compact `- ` / `? ` / `: ` together. */
export const MAX_NESTING = 64;

const LF = 10;
const TAB = 9;
const SPACE = 32;
const HASH = 35;
const COLON = 58;

/**
 * Where plain text can next change the count. In block context, once a value has begun, only `:` (a value may
 * begin after it), a comment and the line end matter; inside brackets, the flow indicators and brackets too.
 */
const BLOCK_PLAIN = /[^:#\n]*/y;
const FLOW_PLAIN = /[^:#\n,?[\]{}-]*/y;

/** The offset where `text` first nests deeper than `limit`, or undefined when it never does. */
export function tooDeepAt(text: string, limit = MAX_NESTING): number | undefined {
  const indents: number[] = []; // columns of the open block collections
  let flow = 0;
  let i = 0;
  while (i < text.length) {
    const lineStart = i;
    while (text.charCodeAt(i) === SPACE) i++;
    const indent = i - lineStart;
    const first = text.charCodeAt(i);
    if (flow === 0 && first !== LF && first !== HASH && i < text.length) {
      while (indents.length > 0 && indents[indents.length - 1]! > indent) indents.pop();
      if (indents[indents.length - 1] !== indent) indents.push(indent);
      // Compact collections: each `- `, `? ` or `: ` that starts the line's content opens one more level.
      while (isCompactIndicator(text, i)) {
        i++;
        while (text.charCodeAt(i) === SPACE) i++;
        indents.push(i - lineStart);
        if (indents.length > limit) return i;
      }
      if (indents.length > limit) return i;
    }
    let valueStart = true; // at a place where a quoted scalar, a flow collection or a block scalar may begin
    while (i < text.length) {
      if (!valueStart) {
        const plain = flow === 0 ? BLOCK_PLAIN : FLOW_PLAIN;
        plain.lastIndex = i;
        plain.test(text);
        i = plain.lastIndex;
        if (i >= text.length) break;
      }
      const c = text.charCodeAt(i);
      if (c === LF) break;
      if (c === HASH && (i === lineStart || isBlank(text.charCodeAt(i - 1)))) {
        const end = text.indexOf("\n", i);
        i = end === -1 ? text.length : end;
        break;
      }
      if ((c === 34 || c === 39) && valueStart) {
        i = afterQuoted(text, i); // "…" or '…'
        valueStart = false;
        continue;
      }
      if ((c === 91 || c === 123) && (flow > 0 || valueStart)) {
        flow++; // [ or {
        if (indents.length + flow > limit) return i;
        valueStart = true;
      } else if ((c === 93 || c === 125) && flow > 0) {
        flow--; // ] or }
        valueStart = false;
      } else if (flow === 0 && (c === 124 || c === 62) && valueStart) {
        i = afterBlockScalar(text, i, indent); // | or >
        break;
      } else if (c === 44 || c === COLON || c === 45 || c === 63) {
        valueStart = flow > 0 || c === COLON || valueStart; // , : - ?
      } else if (!isBlank(c)) valueStart = false;
      i++;
    }
    i++; // the line feed
  }
  return undefined;
}

/** `- `, `? ` or `: ` (or the indicator at the end of the line) at `i`. */
function isCompactIndicator(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c !== 45 && c !== 63 && c !== COLON) return false;
  const next = text.charCodeAt(i + 1);
  return next === SPACE || next === LF;
}

const isBlank = (c: number) => c === SPACE || c === TAB;

/** The offset after the quoted scalar that starts at `start` ("…" with backslash escapes, '…' with ''). */
function afterQuoted(text: string, start: number): number {
  const quote = text[start]!;
  let at = start;
  for (;;) {
    at = text.indexOf(quote, at + 1);
    if (at === -1) return text.length;
    if (quote === "'") {
      if (text.charCodeAt(at + 1) !== 39) return at + 1;
      at++; // '' is a quote inside the text
    } else {
      // Escaped by an odd run of backslashes before it (the opening quote ends any run).
      let slashes = 0;
      while (text.charCodeAt(at - 1 - slashes) === 92) slashes++;
      if (slashes % 2 === 0) return at + 1;
    }
  }
}

/** The offset of the line feed that ends the block scalar (`|` or `>`) on the line indented by `indent`. */
function afterBlockScalar(text: string, at: number, indent: number): number {
  let end = text.indexOf("\n", at);
  while (end !== -1) {
    let i = end + 1;
    while (text.charCodeAt(i) === SPACE) i++;
    if (i - end - 1 <= indent && text.charCodeAt(i) !== LF && i < text.length) return end;
    end = text.indexOf("\n", end + 1);
  }
  return text.length;
}
