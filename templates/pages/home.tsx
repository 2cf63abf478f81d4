// The home page: hero, challenge, solution, stories, operating models with the ROI calculator, blog.
import { z } from "zod";
import { doc, titled } from "../../generator/validate/schema/doc.ts";
import { F, heroCopy } from "../../generator/validate/schema/fields.ts";
import { cardSchema, cta, meta, statSchema, teaserSchema } from "../../generator/validate/schema/parts.ts";
import { usePage } from "../context.ts";
import { Island } from "../islands/island.tsx";
import { ArticleTeasers } from "../ui/article-teasers.tsx";
import { CardGrid, StatList } from "../ui/cards.tsx";
import { HeroVisual } from "../ui/hero-visual.tsx";
import { LinkButton } from "../ui/link-button.tsx";
import { PageHero } from "../ui/page-hero.tsx";
import { Section } from "../ui/section.tsx";
import { definePageKind } from "./page-kind.ts";

const schema = z.strictObject({
  ...meta,
  hero: doc(
    z.strictObject({
      ...heroCopy,
      cta,
      stats: doc(z.array(statSchema).length(4, "needs exactly 4 stats"), {
        en: "The four hero stats",
        de: "Die vier Kennzahlen im Eröffnungsblock",
        label: "Kennzahlen",
      }),
      statsNote: doc(
        F.text.optional(),
        {
          en: "A footnote under the hero stats: the assumptions of a figure whose label ends in ¹",
          de: "Eine Fußnote unter den Kennzahlen des Eröffnungsblocks: die Annahmen einer Kennzahl, deren Beschriftung auf ¹ endet",
          label: "Hinweis zu den Kennzahlen",
        },
        "¹ Bei {figures.maxScaleMw} MW rund um die Uhr …",
      ),
      overlay: doc(
        z.strictObject({ temperature: titled("Temperatur", statSchema), revenue: titled("Erlös", statSchema) }),
        {
          en: "The two figures over the hero picture",
          de: "Die zwei Kennzahlen über dem Bild des Eröffnungsblocks",
          label: "Kennzahlen über dem Bild",
        },
      ),
    }),
    { en: "The opening block (anchor #home)", de: "Der Eröffnungsblock (Anker #home)", label: "Eröffnungsblock" },
  ),
  challenge: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      cards: doc(
        z
          .array(z.strictObject({ title: F.title, text: F.text, stat: titled("Kennzahl", statSchema) }))
          .length(3, "needs exactly 3 market cards"),
        { en: "Germany, Denmark, Finland", de: "Deutschland, Dänemark, Finnland", label: "Karten" },
      ),
    }),
    { en: "The market cards (anchor #challenge)", de: "Die Marktkarten (Anker #challenge)", label: "Herausforderung" },
  ),
  solution: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      cards: doc(z.array(cardSchema).length(6, "needs exactly 6 feature cards"), {
        en: "The six feature cards",
        de: "Die sechs Karten der Merkmale",
        label: "Karten",
      }),
      cta,
    }),
    { en: "The solution (anchor #solution)", de: "Die Lösung (Anker #solution)", label: "Lösung" },
  ),
  stories: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      items: doc(
        z
          .array(
            z.strictObject({ company: F.company, title: F.title, text: F.text, stat: titled("Kennzahl", statSchema) }),
          )
          .length(3, "needs exactly 3 stories"),
        { en: "The three stories of the carousel", de: "Die drei Praxisbeispiele des Karussells", label: "Einträge" },
      ),
      cta,
    }),
    {
      en: "The story carousel (anchor #stories)",
      de: "Das Karussell der Praxisbeispiele (Anker #stories)",
      label: "Praxisbeispiele",
    },
  ),
  models: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      items: doc(z.array(cardSchema).length(3, "needs exactly 3 operating models"), {
        en: "Own operation, joint venture, contracting",
        de: "Eigenregie, Joint Venture, Contracting",
        label: "Einträge",
      }),
    }),
    { en: "Operating models (anchor #models)", de: "Betriebsmodelle (Anker #models)", label: "Modelle" },
  ),
  roi: doc(z.strictObject({ heading: F.heading, lead: F.lead, note: F.note }), {
    en: "The ROI calculator's section (anchor #roi-tools)",
    de: "Der Abschnitt des ROI-Rechners (Anker #roi-tools)",
    label: "ROI-Rechner",
  }),
  blog: doc(
    z.strictObject({
      heading: F.heading,
      lead: F.lead,
      articles: doc(z.array(teaserSchema).length(3, "needs exactly 3 teasers: one row of the layout"), {
        en: "The three article teasers",
        de: "Die drei Artikel-Teaser",
        label: "Artikel",
      }),
      cta,
    }),
    { en: "Blog teasers (anchor #blog)", de: "Blog-Teaser (Anker #blog)", label: "Blog" },
  ),
});

function HomePage({ content: c }: { readonly content: z.output<typeof schema> }) {
  const { site, lang, ui, names } = usePage();
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
            stories: c.stories.items.map((story) => ({
              ...story,
              title: names(story.title),
              text: names(story.text),
              stat: { ...story.stat, label: names(story.stat.label) },
            })),
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

export default definePageKind({
  schema,
  Page: HomePage,
  features: { shared: true, front: true },
  docs: {
    heading: "home (`home.yaml`)",
    notes: [
      "A `Teaser` is the page id of an article (`article-meta-odense`): title, date, category, read time and",
      "excerpt come from the article itself. An article that is announced but not written yet can be listed as",
      '`{ headline, excerpt, category, published, readMinutes, to: "#" }`; its link shows a notice',
      '("Blog-Artikel … not yet available") instead of leading anywhere.',
    ],
  },
});
