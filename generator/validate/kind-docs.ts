// The sections of content/README.md#kinds, one per page kind, each from its kind's schema and `docs` (templates/pages/):
// `npm run schemas` writes them, tests/unit/docs.test.ts fails when the README and the page kinds disagree.
import { outline } from "./kind-outline.ts";
import { PAGE_KINDS } from "../page-kinds.ts";

export const KINDS_START = "<!-- page kinds: written by `npm run schemas` from templates/pages/kinds.ts -->";
export const KINDS_END = "<!-- end of page kinds -->";

/** Each kind's section under the anchor that shape problems point to (`kind-${kind}`, validate/check-pages.ts). */
export function kindSections(): string {
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
  return [KINDS_START, ...sections, KINDS_END].join("\n\n");
}

/** `readme` with its sections of the page kinds replaced by the ones the page kinds give. */
export function withKindSections(readme: string): string {
  const start = readme.indexOf(KINDS_START);
  const end = readme.indexOf(KINDS_END);
  if (start < 0 || end < start)
    throw new Error(`content/README.md has no page kinds between "${KINDS_START}" and "${KINDS_END}"`);
  return readme.slice(0, start) + kindSections() + readme.slice(end + KINDS_END.length);
}
