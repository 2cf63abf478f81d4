// How sitegen dev tells the terminal and the open pages what went wrong: one printer for structured problems
// (the same text as `sitegen build`), and every other failure of the dev loop in one line.
import { asFileSystemError } from "../fs-errors.ts";
import type { Problem, SourceFile } from "../model.ts";
import { formatProblem, formatSummary, problemParts, sortProblems } from "../problems.ts";
import { CompileError } from "./fresh-build.ts";

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
/** More than this many problems are summed up, not each sent to the page (a broken site.yaml can break every page). */
const OVERLAY_MAX = 50;

/** Prints `problems` as `sitegen build` does (without the closing summary). */
export function printProblems(problems: readonly Problem[], files: ReadonlyMap<string, SourceFile>): void {
  for (const problem of sortProblems(problems)) console.error(formatProblem(problem, files));
}

/** The overlay's message for every problem known now. */
export function problemsMessage(problems: readonly Problem[], files: ReadonlyMap<string, SourceFile>): DevMessage {
  const sorted = sortProblems(problems);
  return {
    type: "problems",
    summary: formatSummary(sorted, DIST_NOTE),
    problems: sorted.slice(0, OVERLAY_MAX).map((problem) => ({
      code: problem.code,
      message: problem.message,
      hint: problem.hint,
      at: problem.at ?? null,
      frame: problemParts(problem, files).frame.replace(/\n$/, ""),
    })),
  };
}

/** Prints a failure that is not a problem of the content (a template that does not compile, a full disk, a bug). */
export function reportFailure(error: unknown): DevMessage {
  if (error instanceof CompileError) {
    console.error(error.message);
    return { type: "error", message: error.message };
  }
  // A full disk or a permission problem is the environment's, not a bug: said as what it is, in one line.
  const environment = asFileSystemError(error);
  if (environment) {
    const message = `could not build: ${environment.message}. The pages still show the last good build; fix it and save to build again.`;
    console.error(message);
    return { type: "error", message };
  }
  const stack = (error as Error)?.stack ?? String(error);
  console.error(
    `internal error: ${stack}\n\nThis is a bug in the generator, not in your content. Please report it. Still watching; the next save builds again.`,
  );
  return { type: "error", message: stack };
}
