// The HTML document around every page: head metadata, stylesheet, fonts and scripts.
import type { ReactNode } from "react";
import { usePage } from "../context.ts";

export interface DocumentProps {
  readonly title: string;
  readonly description: string;
  readonly noindex?: boolean;
  readonly islands: boolean;
  readonly bodyClass?: string;
  readonly head?: ReactNode;
  readonly children: ReactNode;
}

/** <html> with lang, title, description, canonical and hreflang alternates, and the page's assets. */
export function Document({ title, description, noindex = false, islands, bodyClass, head, children }: DocumentProps) {
  const { site, route, lang, assets } = usePage();
  const base = site.config.baseUrl;
  const url = (path: string) => `${base}${path === "/" ? "/" : path}`;
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url(route.path)} />}
        {!noindex && route.alternates.en !== undefined
          ? (["de", "en"] as const).map((l) => <link key={l} rel="alternate" hrefLang={l} href={url(route.alternates[l]!)} />)
          : null}
        {!noindex && route.alternates.en !== undefined ? <link rel="alternate" hrefLang="x-default" href={url(route.alternates.de!)} /> : null}
        <meta name="theme-color" content="#0b1b2e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.fonts.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <link rel="stylesheet" href={assets.css} />
        <script src={assets.chrome} defer />
        {islands && assets.islands ? (
          <>
            <script type="module" src={assets.islands} />
            {assets.islandPreloads.map((chunk) => (
              <link key={chunk} rel="modulepreload" href={chunk} />
            ))}
          </>
        ) : null}
        {head}
      </head>
      <body {...(bodyClass ? { className: bodyClass } : {})}>{children}</body>
    </html>
  );
}
