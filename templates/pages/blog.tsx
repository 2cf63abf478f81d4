// The blog index: top articles, the newsletter placeholder, a strategy-call call to action.
import { z } from "zod";
import { doc } from "../../generator/validate/schema/doc.ts";
import { F } from "../../generator/validate/schema/fields.ts";
import { ctaBlockSchema, hero, list, meta, teaserSchema } from "../../generator/validate/schema/parts.ts";
import { usePage } from "../context.ts";
import { ArticleTeasers } from "../ui/article-teasers.tsx";
import { CtaBand } from "../ui/cta-band.tsx";
import { PageHero } from "../ui/page-hero.tsx";
import { Section } from "../ui/section.tsx";
import { definePageKind } from "./page-kind.ts";

const schema = z.strictObject({
  ...meta,
  hero,
  top: doc(
    z.strictObject({
      heading: F.heading,
      articles: doc(list(teaserSchema), {
        en: "The articles listed, in order",
        de: "Die gelisteten Artikel, in ihrer Reihenfolge",
        label: "Artikel",
      }),
    }),
    { en: "The article list (anchor #articles)", de: "Die Artikelliste (Anker #articles)", label: "Artikelliste" },
  ),
  newsletter: doc(z.strictObject({ heading: F.heading, text: F.text, feed: F.feed }), {
    en: "The feed block (anchor #newsletter)",
    de: "Der Feed-Block (Anker #newsletter)",
    label: "Newsletter",
  }),
  cta: ctaBlockSchema,
});

function BlogPage({ content: c }: { readonly content: z.output<typeof schema> }) {
  const { route } = usePage();
  return (
    <>
      <PageHero eyebrow={c.hero.eyebrow} heading={c.hero.heading} lead={c.hero.lead} />
      <Section id="articles" heading={c.top.heading}>
        <ArticleTeasers ids={c.top.articles} />
      </Section>
      <Section id="newsletter" heading={c.newsletter.heading} tone="muted">
        <p className="measure">{c.newsletter.text}</p>
        {/* The Atom feed of this language, written next to the blog's path (render/feeds.ts feedPath). */}
        <p className="measure">
          <a href={`${route.path}/feed.xml`} type="application/atom+xml">
            {c.newsletter.feed}
          </a>
        </p>
      </Section>
      <CtaBand block={c.cta} />
    </>
  );
}

export default definePageKind({
  schema,
  Page: BlogPage,
  features: { shared: true, feed: "index" },
  docs: {
    heading: "blog (index)",
    notes: [
      '`top.articles` are teasers as on the home page: a page id, or an announced article with `to: "#"`.',
      "`newsletter.feed` is the label of the link to the Atom feed.",
    ],
  },
});
