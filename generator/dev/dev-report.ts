// How sitegen dev tells the terminal and the open pages what went wrong. Printed through the session's log, not the
// console: its lines reach the terminal in order.
import type { Report } from "../problems/index.ts";
import { failureText, stopsTheBuild, toOverlay, toText, type OverlayProblem } from "../problems/index.ts";
import { printable } from "../terminal-text.ts";

export type { OverlayProblem };

/**
 * `files`: the editor waits for the build of the files it wrote, not for whichever build ends next. `build`: the
 * editor's preview shows the build once it has loaded a page served after it.
 */
export type DevMessage =
  | { readonly type: "hello"; readonly server: string; readonly build: number }
  | { readonly type: "reload"; readonly build?: number; readonly files?: readonly string[] }
  | {
      readonly type: "problems";
      readonly summary: string;
      readonly problems: readonly OverlayProblem[];
      readonly files?: readonly string[];
    }
  | { readonly type: "error"; readonly message: string; readonly files?: readonly string[] };

/** Where a session prints: a line of its own on stdout or stderr. */
export type Log = (stream: "out" | "err", text: string) => void;

/** A template or generator file that esbuild cannot compile: the editor's mistake, shown without a stack. */
export class CompileError extends Error {
  override name = "CompileError";
}

export const DIST_NOTE = "Nothing was written; the pages still show the last good build. Save a fix to build again.";

export function printReport(log: Log, report: Report): void {
  if (report.problems.length > 0) log("err", toText(report));
}

export function overlayMessage(report: Report): DevMessage | undefined {
  return stopsTheBuild(report.problems) ? { type: "problems", ...toOverlay(report, DIST_NOTE) } : undefined;
}

/** Prints a failure that is not a problem of the content (a template that does not compile, a full disk, a bug). */
export function reportFailure(log: Log, error: unknown): DevMessage {
  const text =
    error instanceof CompileError
      ? error.message
      : failureText(error, "The pages still show the last good build; fix it and save to build again.").text;
  log("err", text);
  return { type: "error", message: printable(text) };
}
