// The one report of problems: normalised once (each problem once, by place, root cause first) and printed by one
// renderer per reader (`toText`, `toJson`, `toOverlay`), so build, check, dev and the editor print the same order.
import type { Problem, SourceFile, SourceLocation } from "../model.ts";
import { hintOf, isWarning, messageOf } from "./catalogue.ts";
import { asFileSystemError, type FileSystemError } from "../fs-errors.ts";
import { rootCauseFirst } from "./root-cause.ts";
import { printable, printableLine } from "../terminal-text.ts";

/** Problems as printed, with the text of their files (for the code frames). */
export interface Report {
  readonly problems: readonly Problem[];
  readonly files: ReadonlyMap<string, Pick<SourceFile, "text">>;
}

export function reportOf(
  problems: readonly Problem[],
  files: ReadonlyMap<string, Pick<SourceFile, "text">> = new Map(),
): Report {
  return { problems: normalise(problems), files };
}

/** Each problem once, sorted by file, line and column, with site.yaml's structural mistakes first. */
export function normalise(problems: readonly Problem[]): Problem[] {
  return rootCauseFirst(distinct(problems));
}

/** Each problem once (the same code, place and facts), sorted by place, whatever order the checks ran in. */
export function distinct(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems
    .filter((p) => {
      const key = JSON.stringify([p.code, p.at, p.facts, p.related]);
      return !seen.has(key) && Boolean(seen.add(key));
    })
    .sort(
      (a, b) =>
        (a.at?.file ?? "").localeCompare(b.at?.file ?? "") ||
        (a.at?.line ?? 0) - (b.at?.line ?? 0) ||
        (a.at?.column ?? 0) - (b.at?.column ?? 0) ||
        messageOf(a).localeCompare(messageOf(b)),
    );
}

/** Thrown once, at a stage boundary, carrying the report of every problem found; the CLI prints it and exits 1. */
export class ProblemsError extends Error {
  readonly report: Report;
  /** What became of the output, when not the usual (a build refused before it read anything). */
  readonly note: string | undefined;
  constructor(report: Report, note?: string) {
    const n = report.problems.length;
    super(`${n} problem${n === 1 ? "" : "s"} in the site's input`);
    this.name = "ProblemsError";
    this.report = report;
    this.note = note;
  }
  get problems(): readonly Problem[] {
    return this.report.problems;
  }
  get files(): Report["files"] {
    return this.report.files;
  }
}

/** How many problems are printed in full; of the rest only the count per code (100,000 mistakes print in a moment). */
const PROBLEMS_IN_FULL = 50;

/** A problem printed: place and message, a code frame from `files` (when located), the hint; controls escaped. */
export function formatProblem(problem: Problem, files: ReadonlyMap<string, Pick<SourceFile, "text">>): string {
  const { head, frame } = problemParts(problem, files);
  return `${head}  [${problem.code}]\n${frame}  hint: ${printable(hintOf(problem))}\n`;
}

function problemParts(
  problem: Problem,
  files: ReadonlyMap<string, Pick<SourceFile, "text">>,
): { head: string; frame: string } {
  const { at } = problem;
  const message = printable(messageOf(problem));
  const said = isWarning(problem) ? `warning: ${message}` : message;
  const head = at ? `${printableLine(at.file)}:${at.line}:${at.column}  ${said}` : said;
  const text = at ? files.get(at.file)?.text : undefined;
  return { head, frame: at && text !== undefined ? codeFrame(text, at.line, at.column) : "" };
}

/** The terminal's text: PROBLEMS_IN_FULL in full, a count per code of the rest, and given `distNote`, the summary. */
export function toText({ problems, files }: Report, distNote?: string): string {
  const full = problems.slice(0, PROBLEMS_IN_FULL).map((p) => formatProblem(p, files));
  const rest = formatRest(problems);
  return [
    ...full,
    ...(rest ? [rest] : []),
    ...(distNote === undefined ? [] : [formatSummary(problems, distNote)]),
  ].join("\n");
}

export type PrintedProblem = Problem & { readonly message: string; readonly hint: string };

export const printed = (p: Problem): PrintedProblem => ({ ...p, message: messageOf(p), hint: hintOf(p) });

/** The report for tools (`--json`): every problem, in the same order, with its facts and key path. */
export function toJson({ problems }: Report): { readonly ok: false; readonly problems: readonly PrintedProblem[] } {
  return { ok: false, problems: problems.map(printed) };
}

/** One problem as the dev overlay shows it; its code frame exactly as the terminal shows it. */
export interface OverlayProblem {
  readonly code: string;
  readonly message: string;
  readonly hint: string;
  readonly at: SourceLocation | null;
  readonly frame: string;
}

/** The dev overlay's form, as the terminal's. */
export function toOverlay(
  { problems, files }: Report,
  distNote: string,
): { readonly summary: string; readonly problems: readonly OverlayProblem[] } {
  const rest = formatRest(problems);
  return {
    summary: (rest ? `${rest}\n` : "") + formatSummary(problems, distNote),
    problems: problems.slice(0, PROBLEMS_IN_FULL).map((problem) => ({
      code: problem.code,
      message: printable(messageOf(problem)),
      hint: printable(hintOf(problem)),
      at: problem.at ? { ...problem.at, file: printableLine(problem.at.file) } : null,
      frame: problemParts(problem, files).frame.replace(/\n$/, ""),
    })),
  };
}

/** A failure not of the content: of the environment (a full disk) in one line, else a bug with its stack. */
export function failureText(
  error: unknown,
  then: string,
  path?: string,
): { readonly text: string; readonly environment: FileSystemError | undefined } {
  const environment = asFileSystemError(error, path);
  if (environment) return { text: `could not build: ${environment.message}. ${then}`, environment };
  const stack = (error as Error)?.stack ?? String(error);
  return {
    text: `internal error: ${stack}\n\nThis is a bug in the generator, not in your content. Please report it with the command you ran.${then ? ` ${then}` : ""}`,
    environment,
  };
}

/** "…and 99,950 more problems: 99,940 × UnknownKey, 10 × YamlSyntax." for those past the first PROBLEMS_IN_FULL. */
function formatRest(problems: readonly Problem[]): string | undefined {
  const rest = problems.slice(PROBLEMS_IN_FULL);
  if (rest.length === 0) return undefined;
  const counts = new Map<string, number>();
  for (const p of rest) counts.set(p.code, (counts.get(p.code) ?? 0) + 1);
  const perCode = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([code, n]) => `${n.toLocaleString("en")} × ${code}`);
  return `…and ${rest.length.toLocaleString("en")} more problem${rest.length === 1 ? "" : "s"} like them: ${perCode.join(", ")}. Fix these, or run with --json for the whole list.\n`;
}

export function formatSummary(problems: readonly Problem[], distNote: string): string {
  const files = new Set(problems.map((p) => p.at?.file ?? "")).size;
  const warned = problems.filter(isWarning).length;
  const n = problems.length - warned;
  const also = warned === 0 ? "" : ` and ${warned} warning${warned === 1 ? "" : "s"}`;
  return `${n} problem${n === 1 ? "" : "s"}${also} in ${files} file${files === 1 ? "" : "s"}. ${printable(distNote)}`;
}

export const stopsTheBuild = (problems: readonly Problem[]): boolean => problems.some((p) => !isWarning(p));

const FRAME_WIDTH = 160;

/** Three lines around `line`, each on one line with its control characters escaped, and a caret under `column`. */
function codeFrame(text: string, line: number, column: number): string {
  const width = String(line + 1).length;
  const out: string[] = [];
  for (let n = Math.max(1, line - 1); n <= line + 1; n++) {
    const source = lineOf(text, n);
    if (source === undefined) break;
    const marker = n === line ? ">" : " ";
    // A line of megabytes (a nesting bomb) shows the FRAME_WIDTH characters around the column.
    const from = Math.max(0, Math.min(column - 1 - FRAME_WIDTH / 2, source.length - FRAME_WIDTH));
    const cut = (text: string) => (from > 0 ? "…" : "") + printableLine(text);
    const shown = cut(source.slice(from, from + FRAME_WIDTH)) + (source.length > from + FRAME_WIDTH ? "…" : "");
    out.push(`  ${marker} ${String(n).padStart(width)} | ${shown}`);
    if (n === line)
      out.push(`    ${" ".repeat(width)} | ${" ".repeat(cut(source.slice(from, Math.max(from, column - 1))).length)}^`);
  }
  return out.join("\n") + "\n";
}

/** Line `n` (1-based) of `text` without splitting the whole text, or undefined past its end. */
function lineOf(text: string, n: number): string | undefined {
  let start = 0;
  for (let i = 1; i < n; i++) {
    const next = text.indexOf("\n", start);
    if (next === -1) return undefined;
    start = next + 1;
  }
  const end = text.indexOf("\n", start);
  return text.slice(start, end === -1 ? undefined : end);
}
