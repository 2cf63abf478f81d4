// The blog index: top articles, the newsletter placeholder, a strategy-call call to action.
import type { PageContentOf } from "../../generator/validate/schema/pages.ts";
import { usePage } from "../context.ts";
import { ArticleTeasers } from "../ui/article-teasers.tsx";
import { CtaBand } from "../ui/cta-band.tsx";
import { PageHero } from "../ui/page-hero.tsx";
import { Section } from "../ui/section.tsx";

export function BlogPage({ content: c }: { readonly content: PageContentOf<"blog"> }) {
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
