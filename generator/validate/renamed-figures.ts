// A figure renamed by mistake (`heatOutputC` → `heatOutputc`) is an unknown key, a missing one and an unknown
// placeholder everywhere: one problem at its line instead, with "did you mean" and a summary of the uses.
import { locateKey } from "../load/locate.ts";
import type { Problem, SourceFile } from "../model.ts";
import { messageOf, problem } from "../problems/index.ts";
import { closest } from "./check-file.ts";
import { figuresSchema } from "./schema/figures.ts";

interface RenamedFigures {
  readonly problems: readonly Problem[];
  /** True for a schema problem that the renamed figure explains (the unknown key, the missing figure). */
  readonly covers: (problem: Problem) => boolean;
}

/** The renamed figures of `siteFile` with the uses of their names; content files are read only when one is found. */
export function renamedFigures(siteFile: SourceFile, contentFiles: () => readonly SourceFile[]): RenamedFigures {
  const raw = (siteFile.value as { figures?: unknown } | null)?.figures;
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return { problems: [], covers: () => false };
  const declared = Object.keys(figuresSchema.shape);
  const written = Object.keys(raw);
  const missing = declared.filter((name) => !written.includes(name));
  const problems: Problem[] = [];
  const explained: { key: string; name: string; line: number }[] = [];
  let files: readonly SourceFile[] | undefined;
  for (const key of written.filter((k) => !declared.includes(k))) {
    const name = closest(key, missing);
    if (name === undefined) continue;
    const at = locateKey(siteFile, ["figures"], key);
    const uses = usesOf(`{figures.${name}}`, (files ??= contentFiles()));
    problems.push(problem("FigureRenamed", { key, name, uses: uses.count, first: uses.first }, at));
    explained.push({ key, name, line: at.line });
  }
  const covers = (p: Problem) =>
    p.at?.file === siteFile.path &&
    explained.some(
      (e) =>
        (p.code === "UnknownKey" && p.at?.line === e.line && p.facts.key === e.key) ||
        (p.code !== "UnknownKey" && messageOf(p).startsWith(`figures.${e.name}:`)),
    );
  return { problems, covers };
}

/** How often `token` occurs in the copy, and where first (at most three places, as file:line). */
function usesOf(token: string, files: readonly SourceFile[]): { count: number; first: string[] } {
  let count = 0;
  const first: string[] = [];
  for (const { path, text } of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    for (let at = text.indexOf(token); at >= 0; at = text.indexOf(token, at + token.length)) {
      count++;
      if (first.length < 3) first.push(`${path}:${text.slice(0, at).split("\n").length}`);
    }
  }
  return { count, first };
}
