// The build's one line about the translations: "translations: 412 in sync, 3 outdated".
import type { BuildReport, FieldStatusName } from "../model.ts";
import { scheduledSummary } from "../validate/scheduled.ts";
import { markedSummary } from "../validate/site-text.ts";

/** Each status as the terminal names it, in the order of the build's line and of the command's table. */
export const STATUS_LABELS: Readonly<Record<FieldStatusName, string>> = {
  "in-sync": "in sync",
  outdated: "outdated",
  missing: "missing",
  unconfirmed: "never confirmed",
};

export function translationsLine(report: BuildReport["translations"]): string {
  if (!report)
    return "translations: not tracked (no content/translations.lock.yaml; `sitegen translations confirm --all` starts)";
  const counts = (Object.entries(STATUS_LABELS) as [FieldStatusName, string][])
    .filter(([status], i) => i === 0 || report.counts[status] > 0)
    .map(([status, label]) => `${report.counts[status]} ${label}`);
  const todo = counts.length > 1 ? " (`sitegen translations` lists them)" : "";
  // The values of site.yaml that changed under confirmed texts, each with the number of texts it outdated.
  const values = Object.entries(report.counts.values)
    .sort(([, a], [, b]) => b - a)
    .map(([change, n]) => `${change} (${n} ${n === 1 ? "text" : "texts"})`);
  const since = values.length > 0 ? `; changed since they were confirmed: ${values.join(", ")}` : "";
  return `translations: ${counts.join(", ")}${todo}${since}`;
}

export function summaryLines(report: Pick<BuildReport, "marked" | "scheduled" | "translations">): string {
  return `${markedSummary(report.marked)}${scheduledSummary(report.scheduled)}\n${translationsLine(report.translations)}`;
}
