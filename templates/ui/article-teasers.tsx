// Teasers of blog articles, taken from the articles themselves (one source for title, date, excerpt).
import type { Teaser } from "../../generator/validate/schema/parts.ts";
import { usePage } from "../context.ts";
import { Icon } from "./icon.tsx";

/** What a teaser shows of an article: the fields an announced one writes out, which every article has too. */
type Article = Omit<Exclude<Teaser, string>, "to">;
type TeaserData = Article & { readonly href: string };

/** A list of article teasers: category, date, read time, title, excerpt and a read-more link. */
export function ArticleTeasers({
  ids,
  headingLevel = 3,
}: {
  readonly ids: readonly Teaser[];
  readonly headingLevel?: 2 | 3;
}) {
  const { site, lang, ui, href } = usePage();
  const locale = site.config.languages[lang].locale;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const teasers = ids.flatMap((id): TeaserData[] => {
    if (typeof id !== "string") return [{ ...id, href: id.to }];
    const article = site.pages.find((p) => p.page === id)?.content[lang] as Article | undefined; // articles are among the pages every render thread holds (generator/pool/)
    return article ? [{ ...article, href: href(id) }] : [];
  });
  return (
    <ul className="grid grid--3 teasers" role="list">
      {teasers.map((t) => (
        <li key={t.headline} className="card teaser">
          <p className="teaser__meta">
            <span className="tag">{t.category}</span>
            <Separator />
            <time dateTime={t.published}>{date.format(new Date(t.published))}</time>
            <Separator />
            <span>{ui.article.readTime.replace("{minutes}", String(t.readMinutes))}</span>
          </p>
          <Heading className="card__title">
            {/* A teaser whose link is "#" shows a notice instead of navigating (client/chrome.ts). */}
            <a href={t.href} className="teaser__link" data-teaser="">
              {t.headline}
            </a>
          </Heading>
          <p>{t.excerpt}</p>
          <span className="teaser__more" aria-hidden="true">
            {ui.article.readMore} <Icon name="arrow" size={16} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Between the parts of an article's meta line (category, date, reading time): the gap is drawn by CSS, so without
 * it screen readers, reader view, copy and paste read „Fallstudie11. Februar 20257 Min. Lesezeit“.
 */
export function Separator() {
  return <span className="visually-hidden"> · </span>;
}
