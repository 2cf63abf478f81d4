// The problem catalogue, the one Report and the README's table: the rest of the generator imports them from here.
export * from "./catalogue.ts";
export * from "./report.ts";
export * from "./table.ts";
