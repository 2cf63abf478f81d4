// The HTML document around every page: head metadata, stylesheet, fonts and scripts.
import type { ReactNode } from "react";
import { usePage } from "../context.ts";

/** The page's social preview (Open Graph, Twitter); the image is a path from the site root. */
export interface Preview {
  readonly type: "website" | "article";
  readonly image: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

export interface DocumentProps {
  readonly title: string;
  readonly description: string;
  readonly noindex?: boolean;
  readonly islands: readonly string[]; // names of the islands on the page
  readonly bodyClass?: string;
  readonly preview?: Preview | undefined;
  readonly feed?: { readonly path: string; readonly title: string } | undefined; // the Atom feed of the page's language
  readonly jsonLd?: string | undefined; // serialised, with "<" escaped (render/structured-data.ts)
  readonly head?: ReactNode;
  /** Where a page without a place of its own sends the visitor (the 404 page): read by the page chrome. */
  readonly redirect?: string | undefined;
  /** The body's markup, rendered by the caller (render/render-page.tsx pastes the shared header and footer). */
  readonly bodyHtml: string;
}

/**
 * <html> with lang, title, description, canonical and hreflang alternates, the feed, the social preview,
 * structured data and the page's assets. Every URL a crawler reads here is absolute, from site.yaml baseUrl.
 */
export function Document({
  title,
  description,
  noindex = false,
  islands,
  bodyClass,
  preview,
  feed,
  jsonLd,
  head,
  redirect,
  bodyHtml,
}: DocumentProps) {
  const { site, route, lang, assets } = usePage();
  const base = site.config.baseUrl;
  const url = (path: string) => `${base}${path === "/" ? "/" : path}`;
  const ogLocale = (l: typeof lang) => site.config.languages[l].locale.replace("-", "_");
  const otherLang = lang === "de" ? "en" : "de";
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url(route.path)} />}
        {!noindex && route.alternates.en !== undefined
          ? (["de", "en"] as const).map((l) => (
              <link key={l} rel="alternate" hrefLang={l} href={url(route.alternates[l]!)} />
            ))
          : null}
        {!noindex && route.alternates.en !== undefined ? (
          <link rel="alternate" hrefLang="x-default" href={url(route.alternates.de!)} />
        ) : null}
        {feed ? <link rel="alternate" type="application/atom+xml" title={feed.title} href={url(feed.path)} /> : null}
        {preview && !noindex ? (
          <>
            <meta property="og:type" content={preview.type} />
            <meta property="og:title" content={title} />
            <meta property="og:description" content={description} />
            <meta property="og:url" content={url(route.path)} />
            <meta property="og:site_name" content={site.config.product} />
            <meta property="og:locale" content={ogLocale(lang)} />
            {route.alternates[otherLang] !== undefined ? (
              <meta property="og:locale:alternate" content={ogLocale(otherLang)} />
            ) : null}
            <meta property="og:image" content={url(preview.image)} />
            <meta property="og:image:type" content="image/png" />
            <meta property="og:image:width" content={String(preview.width)} />
            <meta property="og:image:height" content={String(preview.height)} />
            <meta property="og:image:alt" content={preview.alt} />
            <meta name="twitter:card" content="summary_large_image" />
            <meta name="twitter:title" content={title} />
            <meta name="twitter:description" content={description} />
            <meta name="twitter:image" content={url(preview.image)} />
            <meta name="twitter:image:alt" content={preview.alt} />
          </>
        ) : null}
        <meta name="theme-color" content="#0b1b2e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.fonts.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <link rel="stylesheet" href={assets.css} />
        {/* Not @media (scripting: none): Firefox < 113 and Safari < 17 do not know it. */}
        {assets.noscriptCss ? (
          <noscript>
            <link rel="stylesheet" href={assets.noscriptCss} />
          </noscript>
        ) : null}
        <script src={assets.chrome} defer />
        {/* Only the small island entry loads with the page; it fetches React when the first island is needed. */}
        {islands.length > 0 && assets.islands ? <script type="module" src={assets.islands} /> : null}
        {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
        {head}
      </head>
      <body
        data-redirect={redirect || undefined}
        className={bodyClass || undefined}
        dangerouslySetInnerHTML={{ __html: bodyHtml }}
      />
    </html>
  );
}
