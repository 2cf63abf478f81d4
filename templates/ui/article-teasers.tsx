// Teasers of blog articles, taken from the articles themselves (one source for title, date, excerpt).
import type { PageContentOf } from "../../generator/validate/schema/pages.ts";
import { usePage } from "../context.ts";
import { Icon } from "./icon.tsx";

type Article = PageContentOf<"article">;

/** A list of article teasers: category, date, read time, title, excerpt and a read-more link. */
export function ArticleTeasers({ ids, headingLevel = 3 }: { readonly ids: readonly string[]; readonly headingLevel?: 2 | 3 }) {
  const { site, lang, ui, href } = usePage();
  const locale = site.config.languages[lang].locale;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid grid--3 teasers" role="list">
      {ids.map((id) => {
        const entry = site.pages.find((p) => p.page === id);
        const article = entry?.content[lang] as Article | undefined;
        if (!article) return null;
        const link = href(id);
        return (
          <li key={id} className="card teaser">
            <p className="teaser__meta">
              <span className="tag">{article.category}</span>
              <time dateTime={article.published}>{date.format(new Date(article.published))}</time>
              <span>{ui.article.readTime.replace("{minutes}", String(article.readMinutes))}</span>
            </p>
            <Heading className="card__title">
              <a href={link} className="teaser__link" data-teaser="">{article.headline}</a>
            </Heading>
            <p>{article.excerpt}</p>
            <span className="teaser__more" aria-hidden="true">
              {ui.article.readMore} <Icon name="arrow" size={16} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
