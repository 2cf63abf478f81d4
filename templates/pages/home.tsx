// The home page: hero, challenge, solution, stories, operating models with the ROI calculator, blog.
import type { PageContentOf } from "../../generator/validate/schema/pages.ts";
import { usePage } from "../context.ts";
import { Island } from "../islands/island.tsx";
import { ArticleTeasers } from "../ui/article-teasers.tsx";
import { CardGrid, StatList } from "../ui/cards.tsx";
import { HeroVisual } from "../ui/hero-visual.tsx";
import { LinkButton } from "../ui/link-button.tsx";
import { PageHero } from "../ui/page-hero.tsx";
import { Section } from "../ui/section.tsx";

export function HomePage({ content: c }: { readonly content: PageContentOf<"home"> }) {
  const { site, lang, ui } = usePage();
  return (
    <>
      <PageHero
        id="home"
        eyebrow={c.hero.eyebrow}
        heading={c.hero.heading}
        lead={c.hero.lead}
        cta={c.hero.cta}
        below={
          <div className="hero-stats">
            <div className="container">
              <div className="hero-stats__card">
                <StatList items={c.hero.stats} />
                {c.hero.statsNote && <p className="hero-stats__note">{c.hero.statsNote}</p>}
              </div>
            </div>
          </div>
        }
      >
        <div className="hero-figure">
          <HeroVisual />
          <dl className="hero-overlay">
            {[c.hero.overlay.temperature, c.hero.overlay.revenue].map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </PageHero>
      <Section id="challenge" heading={c.challenge.heading} lead={c.challenge.lead} tone="muted">
        <ul className="grid grid--3" role="list">
          {c.challenge.cards.map((card) => (
            <li key={card.title} className="card card--market">
              <h3 className="card__title">{card.title}</h3>
              <p>{card.text}</p>
              <p className="card__stat">
                <strong>{card.stat.value}</strong> <span>{card.stat.label}</span>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="solution" heading={c.solution.heading} lead={c.solution.lead}>
        <CardGrid items={c.solution.cards} />
        <p className="section__action">
          <LinkButton cta={c.solution.cta} variant="secondary" />
        </p>
      </Section>
      <Section id="stories" heading={c.stories.heading} lead={c.stories.lead} tone="dark">
        <Island
          name="StoryCarousel"
          id="stories"
          props={{
            stories: c.stories.items,
            labels: ui.carousel,
            transitionS: site.config.ui.carouselTransitionS,
            swipePx: site.config.ui.toastSwipeThresholdPx,
          }}
        />
        <p className="section__action">
          <LinkButton cta={c.stories.cta} variant="primary" />
        </p>
      </Section>
      <Section id="models" heading={c.models.heading} lead={c.models.lead}>
        <CardGrid items={c.models.items} />
      </Section>
      <Section id="roi-tools" heading={c.roi.heading} lead={c.roi.lead} tone="muted">
        <Island
          name="RoiCalculator"
          id="roi"
          props={{ config: site.config.roi, labels: ui.roi, locale: site.config.languages[lang].locale }}
        />
        <p className="note">{c.roi.note}</p>
      </Section>
      <Section id="blog" heading={c.blog.heading} lead={c.blog.lead}>
        <ArticleTeasers ids={c.blog.articles} />
        <p className="section__action">
          <LinkButton cta={c.blog.cta} variant="secondary" />
        </p>
      </Section>
    </>
  );
}
