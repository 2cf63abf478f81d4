// Problems: every code once with its message and hint (catalogue*.ts, kind.ts); the one Report (report.ts:
// `reportOf` normalises, root cause first by root-cause.ts; `toText`, `toJson`, `toOverlay` print it) and
// `ProblemsError`; the README's table (table.ts). The rest of the generator imports them from here.
export * from "./catalogue.ts";
export * from "./report.ts";
export * from "./table.ts";
