// The sections of content/README.md#kinds, one per page kind, each from its kind's schema and `docs` (templates/pages/):
// `npm run schemas` writes them, tests/unit/docs.test.ts fails when the README and the page kinds disagree.
import { outline } from "./kind-outline.ts";
import { PAGE_KINDS } from "../page-kinds.ts";
import { withPart } from "../problems/index.ts";

const START = "<!-- page kinds: written by `npm run schemas` from templates/pages/kinds.ts -->";
const END = "<!-- end of page kinds -->";

/** `readme` with each kind's section under the anchor that shape problems point to (`kind-${kind}`, check-pages.ts). */
export function withKindSections(readme: string): string {
  const sections = Object.entries(PAGE_KINDS).map(([kind, { docs, schema }]) =>
    [
      `<a id="kind-${kind}"></a>`,
      "",
      `### ${docs.heading}`,
      "",
      ...outline(schema),
      ...(docs.notes ? ["", ...docs.notes] : []),
    ].join("\n"),
  );
  return withPart(readme, START, END, [START, ...sections, END].join("\n\n"));
}
