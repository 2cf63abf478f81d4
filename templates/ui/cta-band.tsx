// The closing call to action of a page.
import { LinkButton } from "./link-button.tsx";
import { slug } from "../../generator/validate/schema/slug.ts";
import type { CtaBlock } from "../../generator/validate/schema/parts.ts";

/** A highlighted band with heading, text and one button. */
export function CtaBand({ block }: { readonly block: CtaBlock }) {
  const id = `${slug(block.heading)}-cta`;
  return (
    <section className="cta-band reveal" aria-labelledby={id}>
      <div className="container cta-band__inner">
        <div>
          <h2 id={id}>{block.heading}</h2>
          <p>{block.text}</p>
        </div>
        <LinkButton cta={block.button} variant="primary" />
      </div>
    </section>
  );
}
