// Where a problem stands in its file: at a value, naming another value by its line, or at a piece of a value (a link
// in a long HTML block, a refused word, a number, a sentence) found in the source of that one YAML node.
import { locate, positionAt } from "../load/locate.ts";
import type { Problem, SourceFile, SourceLocation } from "../model.ts";
import { problem, type FactsOf, type ProblemCode } from "../problems/index.ts";
import { escapeRegExp } from "../render/escape.ts";

/** A problem in a text of the copy, located by the words it is about. */
export interface TextIssue {
  readonly needle: string;
  /** Of several places of `needle` in the text, the how-manieth (from 0). */
  readonly n?: number;
  readonly problem: Problem;
}

/** A problem of `code` at the value at `path` of `file`; `first`, another value of it (the first of two), named by its line. */
export function problemAt<C extends ProblemCode>(
  file: SourceFile,
  code: C,
  facts: FactsOf<C>,
  path: readonly PropertyKey[],
  first?: readonly PropertyKey[],
): Problem {
  const related = first && locate(file, first);
  return {
    ...problem(code, facts, locate(file, path)),
    ...(related && { related: { file: related.file, line: related.line } }),
  };
}

/** A list of problems of `file`, and `add`, which puts one there at its value (as problemAt). */
export function problemsIn(file: SourceFile) {
  const problems: Problem[] = [];
  const add = <C extends ProblemCode>(
    code: C,
    facts: FactsOf<C>,
    path: readonly PropertyKey[],
    first?: readonly PropertyKey[],
  ) => void problems.push(problemAt(file, code, facts, path, first));
  return { problems, add };
}

/** The `n`-th place of `needle` (spaces match folded line breaks) in the value at `path`, or the value's start. */
export function locateIn(
  file: SourceFile,
  path: readonly PropertyKey[],
  needle: string | RegExp,
  { n = 0, skip = 0 } = {},
): SourceLocation {
  const node = file.doc.getIn(path as unknown[], true) as { range?: [number, number, number] } | undefined;
  if (node?.range) {
    const pattern = typeof needle === "string" ? new RegExp(escapeRegExp(needle).replace(/\s+/g, "\\s+"), "g") : needle;
    let i = 0;
    for (const match of file.text.slice(node.range[0], node.range[1]).matchAll(pattern)) {
      if (i++ < n) continue;
      return positionAt(file, node.range[0] + match.index + skip, path);
    }
  }
  return locate(file, path);
}

/** Where `written` (a number, its unit after it) stands: the number as a whole token („5“ not inside „15“). */
export function locateNumber(file: SourceFile, path: readonly PropertyKey[], written: string): SourceLocation {
  const number = /^€?([\d.,]+)/.exec(written)?.[1];
  if (!number) return locate(file, path);
  const rest = escapeRegExp(written.slice(written.indexOf(number) + number.length)).replace(/\s+/g, "\\s+");
  return locateIn(file, path, new RegExp(`(?<![\\d.,])${escapeRegExp(number)}(?![\\d]|[.,]\\d)${rest}`, "g"));
}
