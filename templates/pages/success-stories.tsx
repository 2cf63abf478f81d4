// Success stories: hero stats, six project cards, business models, metrics, booking call.
import type { PageContentOf } from "../../generator/validate/schema/pages.ts";
import { CardGrid, StatList } from "../ui/cards.tsx";
import { CtaBand } from "../ui/cta-band.tsx";
import { SmartLink } from "../ui/link-button.tsx";
import { PageHero } from "../ui/page-hero.tsx";
import { Section } from "../ui/section.tsx";

export function SuccessStoriesPage({ content: c }: { readonly content: PageContentOf<"success-stories"> }) {
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
