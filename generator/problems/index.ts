// Problems: every code once with its message and hint (catalogue*.ts, kind.ts), the order that puts a root cause
// first (root-cause.ts), their printing with code frames and `ProblemsError` (report.ts), and the README's table
// (table.ts). The rest of the generator imports them from here.
export * from "./catalogue.ts";
export * from "./report.ts";
export * from "./root-cause.ts";
export * from "./table.ts";
