// The FAQ page: header, subline, one accordion per category, and the call to action.
import type { PageContentOf } from "../../generator/validate/schema/pages.ts";
import { Island } from "../islands/island.tsx";
import { LinkButton } from "../ui/link-button.tsx";
import { slug } from "../ui/section.tsx";

export function FaqPage({ content: c }: { readonly content: PageContentOf<"faq"> }) {
  return (
    <>
      <section className="hero hero--compact" aria-labelledby="page-title">
        <div className="container">
          <h1 id="page-title" className="fade-in">
            {c.header}
          </h1>
          <p className="hero__lead fade-in fade-in--delayed">{c.subline}</p>
        </div>
      </section>
      <div className="container container--narrow faq">
        {c.faqs.map((category, i) => (
          <section
            key={category.category}
            className="faq__category reveal"
            aria-labelledby={`${slug(category.category)}-heading`}
          >
            <h2 id={`${slug(category.category)}-heading`}>{category.category}</h2>
            <Island name="FaqAccordion" id={`faq-${i}`} props={{ categoryIndex: i, questions: category.questions }} />
          </section>
        ))}
        <section className="callout faq__cta reveal" aria-labelledby="faq-cta-heading">
          <h2 id="faq-cta-heading">{c.cta.title}</h2>
          <p>{c.cta.text}</p>
          <LinkButton cta={c.cta.button} />
        </section>
      </div>
    </>
  );
}
