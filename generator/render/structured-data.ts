// JSON-LD for search engines (schema.org): Organization and WebSite on the home pages, BreadcrumbList from
// the crumbs the page shows, Article on articles. Every fact comes from site.yaml or the page's content.
import type { PageContent, Route, Site } from "../model.ts";
import type { OgImage } from "../images/social-images.ts";
import { plain } from "../typeset/plain.ts";
import { pageFeatures } from "../page-kinds.ts";

type Node = Record<string, unknown>;

export interface StructuredDataInput {
  readonly site: Site;
  readonly route: Route;
  readonly content: PageContent;
  readonly image: OgImage | undefined; // the page's preview image
  readonly logo: OgImage;
}

/** The schema.org nodes of one page; empty when it has none. */
export function structuredData({ site, route, content, image, logo }: StructuredDataInput): Node[] {
  const { config } = site;
  const base = config.baseUrl;
  const url = (path: string) => `${base}${path}`;
  const locale = config.languages[route.lang].locale;
  const organizationId = `${base}/#organization`;
  const logoNode = { "@type": "ImageObject", url: url(logo.path), width: logo.width, height: logo.height };
  const nodes: Node[] = [];

  const features = pageFeatures(route.kind);
  if (features.front) {
    const c = config.company;
    nodes.push({
      "@type": "Organization",
      "@id": organizationId,
      name: config.product,
      legalName: c.name,
      url: url("/"),
      logo: logoNode,
      email: c.email,
      telephone: c.phone,
      address: {
        "@type": "PostalAddress",
        streetAddress: c.street,
        postalCode: c.postalCode,
        addressLocality: c.city,
        addressCountry: route.lang === "de" ? c.country : c.countryEn,
      },
      ...(config.external["linkedin"] ? { sameAs: [config.external["linkedin"]] } : {}),
    });
    nodes.push({
      "@type": "WebSite",
      "@id": `${url(route.path)}#website`,
      name: config.product,
      url: url(route.path),
      inLanguage: locale,
      publisher: { "@id": organizationId },
    });
  }

  if (route.crumbs.length > 0) {
    nodes.push({
      "@type": "BreadcrumbList",
      itemListElement: route.crumbs.map((crumb, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: crumb.label,
        item: url(crumb.href ?? route.path), // the last crumb is the page itself
      })),
    });
  }

  if (features.feed === "entry" && "published" in content) {
    const organization = { "@type": "Organization", "@id": organizationId, name: config.product, url: url("/") };
    nodes.push({
      "@type": "Article",
      headline: content.headline,
      description: content.description,
      datePublished: content.published,
      dateModified: content.published, // articles carry one date; an edit that matters gets a new `published`
      author: organization,
      publisher: { ...organization, logo: logoNode },
      ...(image ? { image: [url(image.path)] } : {}),
      inLanguage: locale,
      mainEntityOfPage: { "@type": "WebPage", "@id": url(route.path) },
      url: url(route.path),
    });
  }
  return nodes;
}

/** `<`, `>` and `&` escaped (and U+2028/U+2029): no text from content can close the script element or open a comment. */
export function jsonLdScript(nodes: readonly Node[]): string {
  // Soft hyphens of the typeset copy belong to the page's line breaks, not to what a search engine reads.
  const json = plain(JSON.stringify({ "@context": "https://schema.org", "@graph": nodes }));
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
