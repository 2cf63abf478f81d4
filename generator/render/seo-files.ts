// robots.txt and sitemap.xml with language alternates, from the one route table.
import type { OutputFile, Route, Site } from "../model.ts";
import { escapeXml } from "./escape.ts";

/** robots.txt pointing to the sitemap, and the sitemap with hreflang alternates for paired pages. */
export function renderSeoFiles(site: Site, routes: readonly Route[]): OutputFile[] {
  const base = site.config.baseUrl;
  return [
    { path: "robots.txt", contents: `User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n` },
    { path: "sitemap.xml", contents: sitemap(base, routes) },
  ];
}

/** As the pages' canonical and hreflang links; legal pages too (a utility vetting a supplier looks for the imprint). */
export function sitemap(base: string, routes: readonly Route[]): string {
  const url = (path: string) => escapeXml(`${base}${path}`);
  const entries = routes.map((route) => {
    const alternates =
      route.alternates.en !== undefined
        ? [
            `    <xhtml:link rel="alternate" hreflang="de" href="${url(route.alternates.de!)}"/>`,
            `    <xhtml:link rel="alternate" hreflang="en" href="${url(route.alternates.en)}"/>`,
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(route.alternates.de!)}"/>`,
          ]
        : [];
    return [`  <url>`, `    <loc>${url(route.path)}</loc>`, ...alternates, `  </url>`].join("\n");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}
