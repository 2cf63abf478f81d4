// A legal page: its sanitised HTML text under the page title.
import type { PageContentOf } from "../../generator/validate/schema/pages.ts";

export function LegalPage({ content: c }: { readonly content: PageContentOf<"legal"> }) {
  return (
    <div className="container container--narrow legal__body">
      <h1 id="page-title">{c.title}</h1>
      {/* Sanitised at build time with an allowlist (generator/validate/validate-site.ts). */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: c.content }} />
    </div>
  );
}
