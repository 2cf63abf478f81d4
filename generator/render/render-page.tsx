// Site + Route[] → OutputFile[]: every page as HTML, in memory, through React renderToStaticMarkup.
import { routeContent } from "../routes/page-index.ts";
import { resolveLink } from "../validate/links.ts";
import { problem, ProblemsError, reportOf } from "../problems/index.ts";
import type { ComponentType, ReactNode } from "react";
import { escapeHtml } from "./escape.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { PageContextValue, type PageContext } from "../../templates/context.ts";
import { Document, type DocumentProps } from "../../templates/layout/document.tsx";
import { LegalLayout } from "../../templates/layout/legal-layout.tsx";
import { SiteBottom, SiteLayout, SiteTop } from "../../templates/layout/site-layout.tsx";
import { NotFoundPage } from "../../templates/pages/not-found.tsx";
import type { AssetManifest, Lang, OutputFile, PageContent, Route, Site } from "../model.ts";
import type { SiteConfig } from "../validate/schema/site.ts";
import { feedFor } from "./feeds.ts";
import type { SocialImages } from "../images/social-images.ts";
import { jsonLdScript, structuredData } from "./structured-data.ts";
import { plain } from "../typeset/plain.ts";
import { namesOf, splitNames } from "../typeset/names.ts";
import { markNames } from "./mark-names.ts";
import { pageFeatures, pageKind } from "../page-kinds.ts";
import type { Ui } from "../validate/schema/ui.ts";

export function renderPages(
  site: Site,
  routes: readonly Route[],
  assets: AssetManifest,
  social?: SocialImages,
): OutputFile[] {
  return routes.map((route) => ({ path: route.outputPath, contents: renderRoute(site, route, assets, social) }));
}

/** The HTML of one route, doctype included. */
export function renderRoute(
  site: Site,
  route: Route,
  assets: AssetManifest,
  social?: SocialImages,
  options: { readonly shareChrome?: boolean } = {},
): string {
  const features = pageFeatures(route.kind);
  const { ctx, body, content, bare } = renderBody(site, route, assets, options);
  const islands = [...ctx.islands].sort();
  // The tab and the search result show the title without the soft hyphens of the typeset copy.
  const title = plain(bare ? `${content.title} | ${site.config.product}` : content.title);
  // Social preview and JSON-LD (images/social-images.ts, render/structured-data.ts).
  const image = social?.byRoute.get(route.path);
  const type = features.feed === "entry" ? ("article" as const) : ("website" as const);
  const preview = image && { ...image, type, image: image.path };
  const nodes = social ? structuredData({ site, route, content, image, logo: social.logo }) : [];
  const jsonLd = nodes.length > 0 ? jsonLdScript(nodes) : undefined;
  return html(
    ctx,
    {
      title,
      description: plain(content.description),
      islands,
      bodyClass: bare ? "page-legal" : "page-site",
      preview,
      jsonLd,
    },
    body,
  );
}

/** Without the document around it, whose head carries no id (page-anchors.ts). */
export function renderBody(
  site: Site,
  route: Route,
  assets: AssetManifest,
  options: { readonly shareChrome?: boolean } = {},
): {
  readonly ctx: PageContext & { readonly islands: Set<string> };
  readonly body: string;
  readonly content: PageContent;
  readonly bare: boolean;
} {
  const content = routeContent(site, route);
  const ctx = { ...pageContext(site, route, assets), islands: new Set<string>() };
  const Template = pageKind(route.kind).Page as ComponentType<{ content: PageContent }>;
  const bare = pageFeatures(route.kind).layout === "bare";
  const page = <Template content={content} />;
  const chrome = bare || options.shareChrome === false ? undefined : chromeFor(site, route, assets);
  const marked = markup(
    chrome ? { ...ctx, chromeSlot: SLOT } : ctx,
    bare ? <LegalLayout>{page}</LegalLayout> : <SiteLayout>{page}</SiteLayout>,
  );
  const body = chrome ? chrome.header + marked + chrome.footer : marked;
  return { ctx, body, content, bare };
}

export function renderNotFound(site: Site, assets: AssetManifest): string {
  // No page of the route table: the bare layout, no breadcrumbs, no language pair.
  const route: Omit<Route, "kind"> = {
    path: "/404",
    lang: "de",
    page: "404",
    counterpart: "/en",
    alternates: {},
    crumbs: [],
    outputPath: "404.html",
  };
  const ctx = pageContext(site, route, assets);
  const body = markup(
    ctx,
    <LegalLayout>
      <NotFoundPage />
    </LegalLayout>,
  );
  const t = site.ui.de.notFound;
  // Meta refresh is the fallback for visitors without JavaScript; chrome.ts replaces the location at once (docs/architecture.md §2.7).
  // One second: browsers replace the history entry only for a refresh of a second or less, so Back skips the unknown
  // path. HTML requires the space after the semicolon (the Nu Html Checker rejects "1;url=/").
  const head = <meta httpEquiv="refresh" content="1; url=/" />;
  return html(
    ctx,
    {
      title: plain(`${t.title} | ${site.config.product}`),
      description: plain(t.text),
      islands: [],
      noindex: true,
      bodyClass: "page-legal",
      redirect: "/",
      head,
    },
    body,
  );
}

// The layout's top and bottom rendered once per language (and current item), pasted in, the switch target filled in;
// their slots are its first and last, cut off without a search before the names are marked (markNames' scan flattens
// the string: a cut after it copied each page once more).
const SLOT = "\u0000slot\u0000";
const SWITCH_TARGET = "\u0000switch\u0000";
const chromes = new WeakMap<
  Ui,
  { readonly config: SiteConfig; readonly footer: string; readonly headers: Map<string, string | undefined> }
>();

function chromeFor(site: Site, route: Route, assets: AssetManifest): { header: string; footer: string } {
  const ui = site.ui[route.lang];
  let chrome = chromes.get(ui);
  if (!chrome || chrome.config !== site.config) {
    const ctx = pageContext(site, route, assets);
    // The header marks the navigation item of the current page; every other page shares one header ("").
    const paths = site.config.navigation[route.lang].flatMap((item) => ("page" in item ? [ctx.href(item.page)] : []));
    const headers = new Map(["", ...paths].map((path) => [path, undefined]));
    chrome = { config: site.config, footer: markup(ctx, <SiteBottom />), headers };
    chromes.set(ui, chrome);
  }
  const current = chrome.headers.has(route.path) ? route.path : "";
  let header = chrome.headers.get(current);
  if (header === undefined) {
    header = markup(pageContext(site, { ...route, counterpart: SWITCH_TARGET }, assets), <SiteTop />);
    chrome.headers.set(current, header);
  }
  return { header: header.replace(SWITCH_TARGET, () => escapeHtml(route.counterpart)), footer: chrome.footer };
}

/** `node` rendered in the page context `ctx`, with the names of site.yaml marked in the language of its route. */
function markup(ctx: PageContext, node: ReactNode): string {
  const html = rendered(ctx, node);
  const inner = ctx.chromeSlot === undefined ? html : html.slice(SLOT.length, -SLOT.length);
  return markNames(inner, namesOf(ctx.site.config, ctx.lang, "html"));
}

function html(ctx: PageContext, shell: Omit<DocumentProps, "feed" | "bodyHtml">, body: string): string {
  const doc = rendered(ctx, <Document {...shell} feed={feedFor(ctx.site, ctx.lang)} bodyHtml={body} />);
  return `<!doctype html>\n${doc}\n`;
}

const rendered = (ctx: PageContext, node: ReactNode) =>
  renderToStaticMarkup(<PageContextValue.Provider value={ctx}>{node}</PageContextValue.Provider>);

/** A template's link to nowhere (an `ext:` name site.yaml lacks): the build stops, no page gets `href="#"`. */
export class UnresolvedLink extends ProblemsError {}

function pageContext(site: Site, route: Omit<Route, "kind">, assets: AssetManifest): PageContext {
  const lang: Lang = route.lang;
  const link = (to: string) => {
    const resolved = resolveLink(site.config, to, lang);
    if (!resolved.problem) return resolved;
    throw new UnresolvedLink(reportOf([problem("LinkTargetUnknown", { ...resolved.problem, template: route.path })]));
  };
  const names = namesOf(site.config, lang);
  return {
    site,
    route,
    lang,
    ui: site.ui[lang],
    assets,
    href: (to) => link(to).href,
    external: (to) => link(to).external,
    names: (text) => splitNames(text, names),
  };
}
