// In YAML, ` #` after a plain value starts a comment: `header: Fragen #1 der Stadtwerke` drops the rest without a
// word. Content files hold copy, not notes, so such a comment is a problem at the `#` (site.yaml keeps its notes).
// Found in `yaml`'s syntax tree: a comment token on the line of a plain scalar of a block collection.
import { CST, Parser } from "yaml";
import type { Problem, SourceFile } from "../model.ts";
import { problem } from "../problems/index.ts";

/** The comments after plain text in `file`; nothing to do for a file without a `#` after text (nearly every file). */
export function droppedComments(file: SourceFile): Problem[] {
  if (!file.text.includes("#") || !/\S[ \t]+#/.test(file.text)) return []; // the plain search: ~50× faster
  const problems: Problem[] = [];
  for (const token of new Parser().parse(file.text)) {
    if (token.type !== "document") continue;
    CST.visit(token, ({ value }) => {
      if (value?.type === "flow-collection") return CST.visit.SKIP; // its text is the schema's to judge
      if (value?.type !== "scalar") return;
      const [space, comment] = value.end ?? [];
      if (space?.type !== "space" || comment?.type !== "comment") return;
      const kept = value.source.replace(/\s*\n\s*/g, " "); // a plain scalar over several lines is one line of text
      const lost = comment.source.slice(1).trimEnd(); // after the #
      const { line, col } = file.lines.linePos(comment.offset);
      problems.push(problem("CommentInText", { kept, lost }, { file: file.path, line, column: col }));
    });
  }
  return problems;
}
