// What `sitegen build --json` prints after a good build: the counts a CI job reads, in one object.
import type { BuildReport } from "./model.ts";

/** The summary of `report` as JSON data; `processMs` is the time since the process started. */
export function jsonSummary(report: BuildReport, processMs: number) {
  return {
    ok: true,
    pages: report.pages,
    files: report.files,
    bytes: report.bytes,
    ms: Math.round(report.ms),
    processMs: Math.round(processMs),
    // Values of site.yaml still marked # PLACEHOLDER and # CONFIRM: a CI job can refuse to deploy while any is left.
    marked: { placeholders: report.marked.placeholders, unconfirmed: report.marked.unconfirmed },
    // The articles dated after the day of the build, left out of dist/ until then.
    scheduled: report.scheduled.map(({ page, date }) => ({ page, date })),
  };
}
