// A blog article: facts, summary, sections, analysis/outlook/innovations tiles, conclusion, sources.
import { z } from "zod";
import { doc } from "../../generator/validate/schema/doc.ts";
import { language, unbroken } from "../../generator/validate/schema/text.ts";
import { F } from "../../generator/validate/schema/fields.ts";
import { ctaSchema, date, list, meta, published, readMinutes, tiles } from "../../generator/validate/schema/parts.ts";
import { usePage } from "../context.ts";
import { Separator } from "../ui/article-teasers.tsx";
import { LinkButton, NewTabNote } from "../ui/link-button.tsx";
import { definePageKind } from "./page-kind.ts";

const schema = z.strictObject({
  ...meta,
  category: F.category,
  published,
  readMinutes,
  headline: F.headline,
  subline: F.subline,
  excerpt: F.excerpt,
  facts: doc(list(z.strictObject({ label: F.label, value: F.value })), {
    en: "Key facts as label and value",
    de: "Eckdaten als Beschriftung und Wert",
    label: "Eckdaten",
  }),
  summary: F.summary,
  sections: doc(
    list(
      z.strictObject({
        title: F.title,
        points: doc(list(z.strictObject({ subtitle: F.subtitle, text: F.text })), {
          en: "Points with a subheading",
          de: "Punkte mit Zwischenüberschrift",
          label: "Punkte",
        }),
      }),
    ),
    {
      en: "The article's sections (anchors #section-0, #section-1 …)",
      de: "Die Abschnitte des Artikels (Anker #section-0, #section-1 …)",
      label: "Abschnitte",
    },
  ),
  analysis: tiles({ en: "Analysis tiles", de: "Kacheln der Analyse", label: "Analyse" }),
  outlook: tiles({ en: "Outlook tiles", de: "Kacheln des Ausblicks", label: "Ausblick" }),
  innovations: tiles({ en: "Innovation tiles", de: "Kacheln der Innovationen", label: "Innovationen" }),
  conclusion: F.conclusion,
  sources: doc(
    list(
      z.strictObject({
        title: F.title,
        publisher: F.publisher,
        url: doc(
          unbroken(z.url({ protocol: /^https?$/ }), "address"),
          { en: "Address of the source", de: "Adresse der Quelle", label: "URL" },
          "https://example.org/artikel",
        ),
        date: doc(
          date.optional(),
          { en: "Date of the source, year-month-day", de: "Datum der Quelle, Jahr-Monat-Tag", label: "Datum" },
          "2024-05-20",
        ),
        lang: doc(
          language.optional(),
          {
            en: "The language of a title quoted as published (the same in both files): browsers hyphenate and read it in it; none: the page's",
            de: "Die Sprache eines Titels, zitiert wie veröffentlicht (in beiden Dateien gleich): Browser trennen und lesen ihn in ihr; none: die der Seite",
            label: "Sprache",
          },
          "en",
        ),
      }),
    ),
    {
      en: "Sources, each with title, publisher and URL",
      de: "Quellen, jede mit Titel, Herausgeber und URL",
      label: "Quellen",
    },
  ),
  ctas: doc(z.array(ctaSchema).length(2, "needs exactly 2 call buttons"), {
    en: "The two call buttons at the end",
    de: "Die zwei Buttons zum Abschluss",
    label: "Calls to Action",
  }),
});

type Article = z.output<typeof schema>;

function ArticlePage({ content: a }: { readonly content: Article }) {
  const { site, lang, ui } = usePage();
  const date = new Intl.DateTimeFormat(site.config.languages[lang].locale, { dateStyle: "long", timeZone: "UTC" });
  const t = ui.article;
  const tiles: readonly [string, string, Article["analysis"]][] = [
    ["analysis", t.analysis, a.analysis],
    ["outlook", t.outlook, a.outlook],
    ["innovations", t.innovations, a.innovations],
  ];
  return (
    <article className="article">
      <header className="hero hero--article">
        <div className="container container--narrow">
          <p className="eyebrow eyebrow--light">{a.category}</p>
          <h1 id="page-title">{a.headline}</h1>
          <p className="hero__lead">{a.subline}</p>
          <p className="article__meta">
            <span>
              {t.published} <time dateTime={a.published}>{date.format(new Date(a.published))}</time>
            </span>
            <Separator />
            <span>{t.readTime.replace("{minutes}", String(a.readMinutes))}</span>
          </p>
        </div>
      </header>
      <div className="container container--narrow article__body">
        <section aria-labelledby="facts-heading" className="facts">
          <h2 id="facts-heading">{t.facts}</h2>
          <dl className="facts__list">
            {a.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="summary-heading">
          <h2 id="summary-heading">{t.summary}</h2>
          <p className="lead">{a.summary}</p>
        </section>
        {a.sections.map((section, i) => (
          <section key={section.title} aria-labelledby={`section-${i}`}>
            <h2 id={`section-${i}`}>{section.title}</h2>
            {section.points.map((point) => (
              <div key={point.subtitle} className="article__point">
                <h3>{point.subtitle}</h3>
                <p>{point.text}</p>
              </div>
            ))}
          </section>
        ))}
        {tiles.map(([id, heading, items]) => (
          <section key={id} aria-labelledby={`${id}-heading`}>
            <h2 id={`${id}-heading`}>{heading}</h2>
            <ul className="tiles" role="list">
              {items.map((tile) => (
                <li key={tile.label} className="tile">
                  <p className="tile__label">{tile.label}</p>
                  <p className="tile__value">{tile.value}</p>
                  <p>{tile.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="conclusion-heading" className="callout">
          <h2 id="conclusion-heading">{t.conclusion}</h2>
          <p>{a.conclusion}</p>
        </section>
        <section aria-labelledby="sources-heading" className="sources">
          <h2 id="sources-heading">{t.sources}</h2>
          <ol>
            {a.sources.map((source) => (
              <li key={source.url}>
                <a
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  lang={source.lang === lang ? undefined : source.lang}
                >
                  {source.title}
                </a>
                {`, ${source.publisher}`}
                {source.date ? `, ${date.format(new Date(source.date))}` : ""}
                <NewTabNote>({ui.newTab})</NewTabNote>
              </li>
            ))}
          </ol>
        </section>
        <p className="article__ctas">
          {a.ctas.map((cta, i) => (
            <LinkButton key={cta.label} cta={cta} variant={i === 0 ? "primary" : "secondary"} />
          ))}
        </p>
      </div>
    </article>
  );
}

export default definePageKind({
  schema,
  Page: ArticlePage,
  features: { shared: true, feed: "entry", dated: "published" },
  docs: {
    heading: "article (`blog/<id>.yaml`)",
    notes: [
      "Every field is required; only `date` in a source may be left out. `analysis`, `outlook` and",
      '`innovations` appear under fixed headings from `ui.yaml` (`article.analysis` …: „Analyse",',
      '„Ausblick", „Innovationen"), so write them as such: figures or points with a label and a short text.',
      "`published` is the date of publication (the feed lists articles newest first, and an article dated later",
      "than today waits for its day); `readMinutes` is typed by hand, about 200 words a minute; `excerpt` is the",
      "teaser text on the home page and the blog index.",
    ],
  },
});
