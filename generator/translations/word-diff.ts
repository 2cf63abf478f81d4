// A word diff of what changed in one field since it was confirmed: the words removed and added, in order, so
// that a maintainer sees at a glance which sentence of the other language needs the same change.

export interface DiffPart {
  readonly op: "same" | "removed" | "added";
  readonly text: string;
}

/** The words of `before` and `after` (and the spaces between them), as a shortest edit script. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  // Common start and end first: an edit usually touches one sentence of a long answer.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const middle = lcsDiff(a.slice(start, a.length - end), b.slice(start, b.length - end));
  const parts: DiffPart[] = [];
  const push = (op: DiffPart["op"], text: string) => {
    const last = parts[parts.length - 1];
    if (last?.op === op) parts[parts.length - 1] = { op, text: last.text + text };
    else if (text !== "") parts.push({ op, text });
  };
  push("same", a.slice(0, start).join(""));
  for (const part of middle) push(part.op, part.text);
  push("same", a.slice(a.length - end).join(""));
  return parts;
}

/**
 * The diff as one line: removed words in [-…-], added ones in {+…+}, as `git diff --word-diff` shows them. With
 * `context`, unchanged runs keep only that many words next to a change (a long answer shows the sentence that moved).
 */
export function formatWordDiff(parts: readonly DiffPart[], context = Infinity): string {
  return parts
    .map((p, i) => {
      if (p.op === "same" && context === Infinity) return p.text;
      if (p.op === "same") return shorten(p.text, i > 0 ? context : 0, i < parts.length - 1 ? context : 0);
      if (p.text.trim() === "") return p.text;
      const mark = p.op === "removed" ? `[-${p.text.trim()}-]` : `{+${p.text.trim()}+}`;
      return ` ${mark} `;
    })
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** `text` with only its first `head` and last `tail` words, the rest as "…". */
function shorten(text: string, head: number, tail: number): string {
  const all = text.split(/(?<=\s)(?=\S)/);
  if (head + tail >= all.length) return text;
  return `${all.slice(0, head).join("")}… ${all.slice(all.length - tail).join("")}`;
}

function words(text: string): string[] {
  return text.match(/\S+|\s+/g) ?? [];
}

function lcsDiff(a: readonly string[], b: readonly string[]): DiffPart[] {
  // Long rewrites are shown as removed-then-added: the table of an LCS over thousands of words is not worth it.
  if (a.length * b.length > 250_000) {
    return [
      { op: "removed", text: a.join("") },
      { op: "added", text: b.join("") },
    ];
  }
  const table: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) (parts.push({ op: "same", text: a[i++]! }), j++);
    else if (i < a.length && (j === b.length || table[i + 1]![j]! >= table[i]![j + 1]!))
      parts.push({ op: "removed", text: a[i++]! });
    else parts.push({ op: "added", text: b[j++]! });
  }
  return parts;
}
