// The FAQ page: header, subline, one accordion per category, and the call to action.
import { z } from "zod";
import { doc } from "../../generator/validate/schema/doc.ts";
import { F } from "../../generator/validate/schema/fields.ts";
import { button, list, meta } from "../../generator/validate/schema/parts.ts";
import { usePage } from "../context.ts";
import { Island } from "../islands/island.tsx";
import { LinkButton } from "../ui/link-button.tsx";
import { slug } from "../../generator/validate/schema/slug.ts";
import { definePageKind } from "./page-kind.ts";

const schema = z.strictObject({
  ...meta,
  header: F.header,
  subline: F.subline,
  faqs: doc(
    list(
      z.strictObject({
        category: F.category,
        questions: doc(list(z.strictObject({ q: F.q, a: F.a })), {
          en: "Questions; the n-th of category c has the anchor #item-c-n, counting from 0",
          de: "Fragen; die n-te der Kategorie c hat den Anker #item-c-n, gezählt ab 0",
          label: "Fragen",
        }),
      }),
    ),
    {
      en: "Categories of questions, each an accordion",
      de: "Kategorien von Fragen, jede ein Akkordeon",
      label: "FAQ-Kategorien",
    },
  ),
  cta: doc(z.strictObject({ title: F.title, text: F.text, button }), {
    en: "The call to action under the questions",
    de: "Der Call to Action unter den Fragen",
    label: "Call to Action",
  }),
});

function FaqPage({ content: c }: { readonly content: z.output<typeof schema> }) {
  const { names } = usePage();
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
            <Island
              name="FaqAccordion"
              id={`faq-${i}`}
              props={{
                categoryIndex: i,
                questions: category.questions.map(({ q, a }) => ({ q: names(q), a: names(a) })),
              }}
            />
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

export default definePageKind({
  schema,
  Page: FaqPage,
  docs: { heading: "faq" },
  features: { positionalAnchors: { id: /^item-(\d+)-(\d+)$/, field: ([c, q]) => ["faqs", c!, "questions", q!, "q"] } },
});
