// The table of problem codes in content/README.md, made from the catalogue: `npm run schemas` writes it,
// tests/unit/docs.test.ts fails when the README and the catalogue disagree.
import { CATALOGUE } from "./catalogue.ts";

const TABLE = [
  "<!-- problem table: written by `npm run schemas` from generator/problems/catalogue.ts -->",
  "<!-- end of problem table -->",
] as const;

/** `readme` with its table of codes, what each means and the README section that explains it (named by its heading). */
export function withProblemTable(readme: string): string {
  const heading = (anchor: string) => new RegExp(`<a id="${anchor}"></a>\\n#+ (.+)`).exec(readme)?.[1] ?? anchor;
  const rows = Object.entries(CATALOGUE).map(
    ([code, entry]) =>
      `| \`${code}\` | ${entry.warning ? "warning: " : ""}${entry.title} | [${heading(entry.docs)}](#${entry.docs}) |`,
  );
  return withPart(readme, "problem table", TABLE, [
    "| Code | What it means | Where it is explained |",
    "|---|---|---|",
    ...rows,
  ]);
}

/** `readme` with a part `npm run schemas` writes (between its two `marks`) made of `lines` joined by `separator`. */
export function withPart(
  readme: string,
  what: string,
  [start, end]: readonly [string, string],
  lines: readonly string[],
  separator = "\n",
): string {
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`content/README.md has no ${what} between "${start}" and "${end}"`);
  return readme.slice(0, from) + [start, ...lines, end].join(separator) + readme.slice(to + end.length);
}
