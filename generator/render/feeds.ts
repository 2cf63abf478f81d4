// An Atom feed (RFC 4287) of the blog per language, named after the blog's path: /blog/feed.xml and
// /en/blog/feed.xml (dist/blog/feed.xml is served at /blog/feed.xml, like every file of the site).
import { routeContent } from "../routes/page-index.ts";
import { LANGS, type Lang, type OutputFile, type Route, type Site } from "../model.ts";
import { memoized } from "../memo.ts";
import { plain } from "../typeset/plain.ts";
import { escapeXml } from "./escape.ts";
import { pageFeatures, type PageContentOf } from "../page-kinds.ts";

export interface FeedLink {
  readonly path: string;
  readonly title: string;
}

/** The feed of `lang`, or none when the site has no blog in that language. Pages link it from their head. */
export const feedFor = (site: Site, lang: Lang): FeedLink | undefined => feedLinks(site).get(lang);

/** Computed once per Site: every page's head asks for it. */
const feedLinks = memoized((site: Site) => {
  const links = new Map<Lang, FeedLink>();
  for (const l of LANGS) {
    const blog = site.pages.find((p) => pageFeatures(p.kind).feed === "index" && p.paths[l] !== undefined);
    if (blog)
      links.set(l, { path: feedPath(blog.paths[l]!), title: plain((blog.content[l] as PageContentOf<"blog">).title) });
  }
  return links;
});

/** "/blog" → "/blog/feed.xml"; templates/pages/blog.tsx links the same path. */
export function feedPath(blogPath: string): string {
  return `${blogPath}/feed.xml`;
}

export function renderFeeds(site: Site, routes: readonly Route[]): OutputFile[] {
  const files: OutputFile[] = [];
  for (const lang of ["de", "en"] as const) {
    const blog = routes.find((r) => pageFeatures(r.kind).feed === "index" && r.lang === lang);
    if (!blog) continue;
    const articles = routes
      .filter((r) => pageFeatures(r.kind).feed === "entry" && r.lang === lang)
      .map((route) => ({ route, content: routeContent(site, route) as PageContentOf<"article"> }))
      // Newest first: a date is year-month-day.
      .sort(
        (a, b) => b.content.published.localeCompare(a.content.published) || a.route.path.localeCompare(b.route.path),
      );
    files.push({
      path: feedPath(blog.path).slice(1),
      contents: atom(site, blog, routeContent(site, blog) as PageContentOf<"blog">, articles),
    });
  }
  return files;
}

function atom(
  site: Site,
  blog: Route,
  content: PageContentOf<"blog">,
  articles: readonly { route: Route; content: PageContentOf<"article"> }[],
): string {
  const { config } = site;
  const url = (path: string) => escapeXml(`${config.baseUrl}${path}`);
  const text = (copy: string) => escapeXml(plain(copy)); // a feed reader breaks lines its own way: no soft hyphens
  const time = (date: string) => `${date}T00:00:00Z`; // `published` is a date; Atom wants a date-time
  const home = site.pages.find((p) => pageFeatures(p.kind).front)?.paths[blog.lang] ?? "/";
  const updated = articles.reduce((max, a) => (a.content.published > max ? a.content.published : max), "1970-01-01");
  const entries = articles.map(({ route, content: a }) =>
    [
      "  <entry>",
      `    <title>${text(a.headline)}</title>`,
      `    <link rel="alternate" type="text/html" hreflang="${config.languages[route.lang].locale}" href="${url(route.path)}"/>`,
      `    <id>${url(route.path)}</id>`,
      `    <published>${time(a.published)}</published>`,
      `    <updated>${time(a.published)}</updated>`,
      `    <category term="${text(a.category)}"/>`,
      `    <summary>${text(a.excerpt)}</summary>`,
      "  </entry>",
    ].join("\n"),
  );
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${config.languages[blog.lang].locale}">`,
    `  <title>${text(content.title)}</title>`,
    `  <subtitle>${text(content.description)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${url(feedPath(blog.path))}"/>`,
    `  <link rel="alternate" type="text/html" href="${url(blog.path)}"/>`,
    `  <id>${url(feedPath(blog.path))}</id>`,
    `  <updated>${time(updated)}</updated>`,
    `  <author><name>${escapeXml(config.company.name)}</name><uri>${url(home)}</uri></author>`,
    `  <icon>${url("/favicon.svg")}</icon>`,
    ...entries,
    `</feed>`,
    "",
  ].join("\n");
}
