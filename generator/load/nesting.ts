// How deep a YAML text nests, measured in one pass before any parser sees it. `yaml` composes a collection
// inside a collection by recursion, and `deep: [[[[…]]]]` of 8 MB (4 million levels, two bytes each) ran for
// minutes into a heap overflow. Content nests a dozen levels at most; the budget is far above that.
// The scan errs on the side of counting deeper: brackets inside quoted text and comments are skipped, plain
// text in block context is not read as brackets, and `- - - x` counts a level per indicator.

/** Levels of nesting a file may have: flow brackets, block indentation and compact `- ` / `? ` / `: ` together. */
export const MAX_NESTING = 64;

/** The offset where `text` first nests deeper than `limit`, or undefined when it never does. */
export function tooDeepAt(text: string, limit = MAX_NESTING): number | undefined {
  const indents: number[] = []; // columns of the open block collections
  let flow = 0;
  let i = 0;
  while (i < text.length) {
    const lineStart = i;
    while (text[i] === " ") i++;
    const indent = i - lineStart;
    if (flow === 0 && text[i] !== "\n" && text[i] !== "#" && i < text.length) {
      while (indents.length > 0 && indents[indents.length - 1]! > indent) indents.pop();
      if (indents[indents.length - 1] !== indent) indents.push(indent);
      // Compact collections: each `- `, `? ` or `: ` that starts the line's content opens one more level.
      while ((text[i] === "-" || text[i] === "?" || text[i] === ":") && (text[i + 1] === " " || text[i + 1] === "\n")) {
        i++;
        while (text[i] === " ") i++;
        indents.push(i - lineStart);
        if (indents.length > limit) return i;
      }
      if (indents.length > limit) return i;
    }
    let valueStart = true; // at a place where a quoted scalar, a flow collection or a block scalar may begin
    while (i < text.length && text[i] !== "\n") {
      const c = text[i]!;
      if (c === "#" && (i === lineStart || text[i - 1] === " " || text[i - 1] === "\t")) {
        while (i < text.length && text[i] !== "\n") i++;
        break;
      }
      if ((c === '"' || c === "'") && valueStart) {
        i = afterQuoted(text, i);
        valueStart = false;
        continue;
      }
      if ((c === "[" || c === "{") && (flow > 0 || valueStart)) {
        flow++;
        if (indents.length + flow > limit) return i;
        valueStart = true;
      } else if ((c === "]" || c === "}") && flow > 0) {
        flow--;
        valueStart = false;
      } else if (flow === 0 && (c === "|" || c === ">") && valueStart) {
        i = afterBlockScalar(text, i, indent);
        break;
      } else if (c === "," || c === ":" || c === "-" || c === "?") {
        valueStart = flow > 0 || c === ":" || valueStart;
      } else if (c !== " " && c !== "\t") valueStart = false;
      i++;
    }
    i++; // the line feed
  }
  return undefined;
}

/** The offset after the quoted scalar that starts at `start` ("…" with backslash escapes, '…' with ''). */
function afterQuoted(text: string, start: number): number {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length) {
    if (quote === '"' && text[i] === "\\") i += 2;
    else if (text[i] === quote) {
      if (quote === "'" && text[i + 1] === "'") i += 2;
      else return i + 1;
    } else i++;
  }
  return i;
}

/** The offset of the line feed that ends the block scalar (`|` or `>`) on the line indented by `indent`. */
function afterBlockScalar(text: string, at: number, indent: number): number {
  let end = text.indexOf("\n", at);
  while (end !== -1) {
    let i = end + 1;
    while (text[i] === " ") i++;
    if (i - end - 1 <= indent && text[i] !== "\n" && i < text.length) return end;
    end = text.indexOf("\n", end + 1);
  }
  return text.length;
}
