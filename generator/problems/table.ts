// The table of problem codes in content/README.md, made from the catalogue: `npm run schemas` writes it,
// tests/unit/docs.test.ts fails when the README and the catalogue disagree.
import { CATALOGUE } from "./catalogue.ts";

export const TABLE_START = "<!-- problem table: written by `npm run schemas` from generator/problems/catalogue.ts -->";
export const TABLE_END = "<!-- end of problem table -->";

/** The Markdown table: code, what it means, and the README section that explains it (named by its heading). */
export function problemTable(readme: string): string {
  const heading = (anchor: string) => new RegExp(`<a id="${anchor}"></a>\\n#+ (.+)`).exec(readme)?.[1] ?? anchor;
  const rows = Object.entries(CATALOGUE).map(
    ([code, entry]) =>
      `| \`${code}\` | ${entry.warning ? "warning: " : ""}${entry.title} | [${heading(entry.docs)}](#${entry.docs}) |`,
  );
  return [TABLE_START, "| Code | What it means | Where it is explained |", "|---|---|---|", ...rows, TABLE_END].join(
    "\n",
  );
}

/** `readme` with its problem table replaced by the one the catalogue gives. */
export function withProblemTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`content/README.md has no problem table between "${TABLE_START}" and "${TABLE_END}"`);
  return readme.slice(0, start) + problemTable(readme) + readme.slice(end + TABLE_END.length);
}
