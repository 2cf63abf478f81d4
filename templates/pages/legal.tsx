// A legal page: its sanitised HTML text under the page title.
import { z } from "zod";
import { F } from "../../generator/validate/schema/fields.ts";
import { meta } from "../../generator/validate/schema/parts.ts";
import { definePageKind } from "./page-kind.ts";

const schema = z.strictObject({ ...meta, content: F.content });

function LegalPage({ content: c }: { readonly content: z.output<typeof schema> }) {
  return (
    <div className="container container--narrow legal__body">
      <h1 id="page-title">{c.title}</h1>
      {/* Sanitised at build time with an allowlist (generator/validate/validate-site.ts). */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: c.content }} />
    </div>
  );
}

export default definePageKind({
  schema,
  Page: LegalPage,
  features: { layout: "bare" },
  docs: {
    heading: "legal (`legal/<id>.yaml`)",
    notes: [
      "`title` shows as „Impressum | Rechenwärme“ in the browser tab.",
      "`content` takes these tags: `h2`, `h3`, `h4`, `p`, `ul`, `ol`, `li`, `a` (`href`, `target`, `rel`),",
      "`strong`, `em`, `b`, `i`, `br`, `address`, `abbr` (`title`), `span`, `table`, `thead`, `tbody`, `tr`,",
      "`th` (`scope`), `td`. Anything else would be removed for safety (an `<img>`, a `style` or `onclick`",
      "attribute, a `javascript:` link), and a tag left open would be closed where the parser guesses; each",
      "stops the build at its line (`LegalHtmlChanged`) and says what would have changed.",
    ],
  },
});
