// Problems in the maintainer's input: the error type thrown at a stage boundary and its printing.
import type { Problem, SourceFile, Sources } from "./model.ts";

/** Thrown once, at a stage boundary, carrying every problem found; the CLI prints them and exits 1. */
export class ProblemsError extends Error {
  readonly problems: readonly Problem[];
  readonly sources: Sources | undefined;
  constructor(problems: readonly Problem[], sources?: Sources) {
    super(`${problems.length} problem${problems.length === 1 ? "" : "s"} in the site's input`);
    this.name = "ProblemsError";
    this.problems = sortProblems(uniqueProblems(problems));
    this.sources = sources;
  }
}

/**
 * Each problem once: a file that another page's links need (#13) may be read, and its syntax reported, by
 * two build threads (build-to-disk.ts), where build.ts reads it once.
 */
function uniqueProblems(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.code}\u0000${p.at?.file}:${p.at?.line}:${p.at?.column}\u0000${p.message}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/** Problems sorted by file, line and column, so output is stable whatever order checks ran in. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      (a.at?.file ?? "").localeCompare(b.at?.file ?? "") ||
      (a.at?.line ?? 0) - (b.at?.line ?? 0) ||
      (a.at?.column ?? 0) - (b.at?.column ?? 0) ||
      a.message.localeCompare(b.message),
  );
}

/**
 * The printed form of a problem: location and message, a code frame from the source, and the hint.
 * `files` supplies the text for the frame; a problem without a location prints without one.
 */
export function formatProblem(problem: Problem, files: ReadonlyMap<string, Pick<SourceFile, "text">>): string {
  const { head, frame } = problemParts(problem, files);
  return `${head}  [${problem.code}]\n${frame}  hint: ${problem.hint}\n`;
}

/** The parts of the printed form: its first line (without the code) and the code frame (lines ending in "\n", or ""). */
export function problemParts(
  problem: Problem,
  files: ReadonlyMap<string, Pick<SourceFile, "text">>,
): { head: string; frame: string } {
  const { at } = problem;
  const head = at ? `${at.file}:${at.line}:${at.column}  ${problem.message}` : problem.message;
  const text = at ? files.get(at.file)?.text : undefined;
  return { head, frame: at && text !== undefined ? codeFrame(text, at.line, at.column) : "" };
}

/** The closing line after a failed build. */
export function formatSummary(problems: readonly Problem[], distNote: string): string {
  const files = new Set(problems.map((p) => p.at?.file ?? "")).size;
  const n = problems.length;
  return `${n} problem${n === 1 ? "" : "s"} in ${files} file${files === 1 ? "" : "s"}. ${distNote}`;
}

function codeFrame(text: string, line: number, column: number): string {
  const lines = text.split("\n");
  const width = String(line + 1).length;
  const out: string[] = [];
  for (let n = Math.max(1, line - 1); n <= Math.min(lines.length, line + 1); n++) {
    const marker = n === line ? ">" : " ";
    out.push(`  ${marker} ${String(n).padStart(width)} | ${lines[n - 1] ?? ""}`);
    if (n === line) out.push(`    ${" ".repeat(width)} | ${" ".repeat(Math.max(0, column - 1))}^`);
  }
  return out.join("\n") + "\n";
}
