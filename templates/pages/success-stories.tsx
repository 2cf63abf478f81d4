// Success stories: hero stats, six project cards, business models, metrics, booking call.
import { z } from "zod";
import { doc } from "../../generator/validate/schema/doc.ts";
import { unbroken } from "../../generator/validate/schema/text.ts";
import { F, heroCopy } from "../../generator/validate/schema/fields.ts";
import { cardSchema, ctaBlockSchema, list, meta, statSchema } from "../../generator/validate/schema/parts.ts";
import { CardGrid, StatList } from "../ui/cards.tsx";
import { CtaBand } from "../ui/cta-band.tsx";
import { SmartLink } from "../ui/link-button.tsx";
import { PageHero } from "../ui/page-hero.tsx";
import { Section } from "../ui/section.tsx";
import { definePageKind } from "./page-kind.ts";

const schema = z.strictObject({
  ...meta,
  hero: doc(
    z.strictObject({
      ...heroCopy,
      stats: doc(list(statSchema), {
        en: "Stats in the hero",
        de: "Kennzahlen im Eröffnungsblock",
        label: "Kennzahlen",
      }),
    }),
    { en: "The opening block", de: "Der Eröffnungsblock", label: "Eröffnungsblock" },
  ),
  projects: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      items: doc(
        z
          .array(
            z.strictObject({
              headline: F.headline,
              text: F.text,
              button: F.button,
              url: doc(
                unbroken(z.url({ protocol: /^https$/ }), "address"),
                { en: "The project's page, https://", de: "Die Seite des Projekts, https://", label: "URL" },
                "https://example.org/projekt",
              ),
            }),
          )
          .length(6, "needs exactly 6 project cards"),
        { en: "The six project cards", de: "Die sechs Projektkarten", label: "Einträge" },
      ),
    }),
    { en: "The project cards (anchor #projects)", de: "Die Projektkarten (Anker #projects)", label: "Projekte" },
  ),
  models: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      items: doc(z.array(cardSchema).length(3, "needs exactly 3 business models"), {
        en: "The three models",
        de: "Die drei Modelle",
        label: "Einträge",
      }),
    }),
    { en: "Business models (anchor #models)", de: "Geschäftsmodelle (Anker #models)", label: "Modelle" },
  ),
  metrics: doc(
    z.strictObject({
      heading: F.heading,
      items: doc(z.array(statSchema).length(3, "needs exactly 3 success metrics"), {
        en: "The three metrics",
        de: "Die drei Kennzahlen",
        label: "Einträge",
      }),
    }),
    { en: "Success metrics (anchor #metrics)", de: "Erfolgskennzahlen (Anker #metrics)", label: "Kennzahlen" },
  ),
  cta: ctaBlockSchema,
});

function SuccessStoriesPage({ content: c }: { readonly content: z.output<typeof schema> }) {
  return (
    <>
      <PageHero eyebrow={c.hero.eyebrow} heading={c.hero.heading} lead={c.hero.lead}>
        <StatList items={c.hero.stats} tone="dark" />
      </PageHero>
      <Section id="projects" heading={c.projects.heading} lead={c.projects.lead}>
        <ul className="grid grid--3" role="list">
          {c.projects.items.map((project) => (
            <li key={project.headline} className="card card--project">
              <h3 className="card__title">{project.headline}</h3>
              <p>{project.text}</p>
              <p className="card__action">
                <SmartLink to={project.url} className="button button--secondary button--small">
                  {project.button}
                </SmartLink>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="models" heading={c.models.heading} lead={c.models.lead} tone="muted">
        <CardGrid items={c.models.items} />
      </Section>
      <Section id="metrics" heading={c.metrics.heading} tone="dark">
        <StatList items={c.metrics.items} tone="dark" />
      </Section>
      <CtaBand block={c.cta} />
    </>
  );
}

export default definePageKind({
  schema,
  Page: SuccessStoriesPage,
  docs: { heading: "success-stories" },
});
