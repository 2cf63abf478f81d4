// How deep a YAML text nests, measured in one pass before `yaml` sees it: `yaml` composes nested collections by
// recursion, and `deep: [[[[…]]]]` of 8 MB ran for minutes into a heap overflow. Content nests a dozen levels at
// most. The scan errs on the side of counting deeper (brackets in quotes and comments skipped, `- - - x` counted).

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
        // To the closing quote: "…" with backslash escapes, '…' with '' for a quote.
        i++;
        while (i < text.length) {
          if (c === '"' && text[i] === "\\") i += 2;
          else if (text[i] === c) {
            if (c === "'" && text[i + 1] === "'") i += 2;
            else break;
          } else i++;
        }
        i++;
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
        // A block scalar: skipped to its last line, the first line indented no more than its key.
        let end = text.indexOf("\n", i);
        for (; end !== -1; end = text.indexOf("\n", end + 1)) {
          let j = end + 1;
          while (text[j] === " ") j++;
          if (j - end - 1 <= indent && text[j] !== "\n" && j < text.length) break;
        }
        i = end === -1 ? text.length : end;
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
