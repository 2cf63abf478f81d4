// In YAML, ` #` after a plain value starts a comment: `header: Häufige Fragen #1 der Stadtwerke` publishes
// „Häufige Fragen“ and drops the rest without a word. Content files hold copy, not notes, so such a comment is
// a problem at the `#`, naming what the page would lose. (site.yaml keeps its comments: they are notes there.)
import type { Problem, SourceFile } from "../model.ts";
import { problem } from "../problems/index.ts";

const VALUE = /^( *)(?:- +)?(?:[A-Za-z_][\w-]*: +)?(.*)$/;
const BLOCK = /(?:^|: +|- +)[|>][-+0-9]*\s*(?:#.*)?$/;

/** The comments after plain text in `file`; nothing to do for a file without ` #` (nearly every file). */
export function droppedComments(file: SourceFile): Problem[] {
  if (!file.text.includes(" #")) return [];
  const problems: Problem[] = [];
  const lines = file.text.split("\n");
  let blockIndent = -1; // inside a | or > block every line is text, # included
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!.replace(/\r$/, "");
    const indent = /^ */.exec(line)![0].length;
    if (blockIndent >= 0 && (line.trim() === "" || indent > blockIndent)) continue;
    blockIndent = BLOCK.test(line) ? indent : -1;
    const comment = line.indexOf(" #");
    if (comment < 0 || blockIndent >= 0) continue;
    const [, , value = ""] = VALUE.exec(line)!;
    const start = line.length - value.length;
    // Text in quotes or flow collections keeps its #; a line that is only a comment drops no text.
    if (comment < start || /^["'{[#]/.test(value)) continue;
    const kept = line.slice(start, comment).trim();
    const lost = line.slice(comment + 2).trimEnd();
    if (kept === "") continue;
    problems.push(problem("CommentInText", { kept, lost }, { file: file.path, line: n + 1, column: comment + 2 }));
  }
  return problems;
}
