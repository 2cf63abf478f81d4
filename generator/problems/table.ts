// The table of problem codes in content/README.md, made from the catalogue: `npm run schemas` writes it,
// tests/unit/docs.test.ts fails when the README and the catalogue disagree.
import { CATALOGUE } from "./catalogue.ts";

const START = "<!-- problem table: written by `npm run schemas` from generator/problems/catalogue.ts -->";
const END = "<!-- end of problem table -->";

/** `readme` with its table of codes, what each means and the README section that explains it (named by its heading). */
export function withProblemTable(readme: string): string {
  const heading = (anchor: string) => new RegExp(`<a id="${anchor}"></a>\\n#+ (.+)`).exec(readme)?.[1] ?? anchor;
  const rows = Object.entries(CATALOGUE).map(
    ([code, entry]) =>
      `| \`${code}\` | ${entry.warning ? "warning: " : ""}${entry.title} | [${heading(entry.docs)}](#${entry.docs}) |`,
  );
  const table = [START, "| Code | What it means | Where it is explained |", "|---|---|---|", ...rows, END];
  return withPart(readme, START, END, table.join("\n"));
}

/** `readme` with its part from `start` to `end` (one that `npm run schemas` writes) replaced by `part`. */
export function withPart(readme: string, start: string, end: string, part: string): string {
  const [from, to] = [readme.indexOf(start), readme.indexOf(end)];
  if (from < 0 || to < from) throw new Error(`content/README.md has no part between "${start}" and "${end}"`);
  return readme.slice(0, from) + part + readme.slice(to + end.length);
}
