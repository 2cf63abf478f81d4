// How sitegen dev tells the terminal and the open pages what went wrong: one printer for structured problems
// (the same text as `sitegen build`), and every other failure of the dev loop in one line.
import { asFileSystemError } from "../fs-errors.ts";
import type { Problem, SourceFile } from "../model.ts";
import {
  formatProblem,
  formatRest,
  formatSummary,
  PROBLEMS_IN_FULL,
  problemParts,
  sortProblems,
} from "../problems/index.ts";
import { printable, printableLine } from "../terminal-text.ts";
import { CompileError } from "./session-host.ts";

/** The last outcome, sent to every page that connects. The client script (overlay-client.ts) reads the same shape. */
export type DevMessage =
  | { readonly type: "hello"; readonly server: string; readonly build: number }
  | { readonly type: "reload" }
  | { readonly type: "problems"; readonly summary: string; readonly problems: readonly OverlayProblem[] }
  | { readonly type: "error"; readonly message: string };

export interface OverlayProblem {
  readonly code: string;
  readonly message: string;
  readonly hint: string;
  readonly at: Problem["at"] | null;
  readonly frame: string; // the code frame exactly as the terminal shows it
}

export const DIST_NOTE = "Nothing was written; the pages still show the last good build. Save a fix to build again.";
/** Prints `problems` as `sitegen build` does (without the closing summary): the first ones in full, then a count per code. */
export function printProblems(problems: readonly Problem[], files: ReadonlyMap<string, SourceFile>): void {
  const sorted = sortProblems(problems);
  for (const problem of sorted.slice(0, PROBLEMS_IN_FULL)) console.error(formatProblem(problem, files));
  const rest = formatRest(sorted);
  if (rest) console.error(rest);
}

/** The overlay's message for every problem known now. */
export function problemsMessage(problems: readonly Problem[], files: ReadonlyMap<string, SourceFile>): DevMessage {
  const sorted = sortProblems(problems);
  const rest = formatRest(sorted);
  // As the terminal: the first ones in full, then a count per code; control characters of the content escaped.
  return {
    type: "problems",
    summary: (rest ? `${rest}\n` : "") + formatSummary(sorted, DIST_NOTE),
    problems: sorted.slice(0, PROBLEMS_IN_FULL).map((problem) => ({
      code: problem.code,
      message: printable(problem.message),
      hint: printable(problem.hint),
      at: problem.at ? { ...problem.at, file: printableLine(problem.at.file) } : null,
      frame: problemParts(problem, files).frame.replace(/\n$/, ""),
    })),
  };
}

/** Prints a failure that is not a problem of the content (a template that does not compile, a full disk, a bug). */
export function reportFailure(error: unknown): DevMessage {
  if (error instanceof CompileError) {
    console.error(error.message);
    return { type: "error", message: printable(error.message) };
  }
  // A full disk or a permission problem is the environment's, not a bug: said as what it is, in one line.
  const environment = asFileSystemError(error);
  if (environment) {
    const message = `could not build: ${environment.message}. The pages still show the last good build; fix it and save to build again.`;
    console.error(message);
    return { type: "error", message: printable(message) };
  }
  const stack = (error as Error)?.stack ?? String(error);
  console.error(
    `internal error: ${stack}\n\nThis is a bug in the generator, not in your content. Please report it. Still watching; the next save builds again.`,
  );
  return { type: "error", message: printable(stack) };
}
