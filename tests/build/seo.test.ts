// What crawlers and link previews read of the real site: sitemap, robots.txt, heads, JSON-LD, feeds, preview images.
import { plain } from "../../generator/typeset/plain.ts";
import { typesetSite } from "../../generator/typeset/typeset.ts";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { configFor } from "../../generator/options.ts";
import type { Route } from "../../generator/model.ts";
import { interFont, previewSvg, resvgOptions } from "../../generator/images/social-images.ts";
import { buildRouteGraph } from "../../generator/routes/route-graph.ts";
import { MemoryWriter } from "../../generator/write/write-output.ts";
import { builtSite, repoRoot, build, decodeHtml, realSite } from "./project.ts";
import type { PageContentOf } from "../../generator/page-kinds.ts";

const out = builtSite();
const site = typesetSite(await realSite()); // as the pages print it: the typography of each language
const routes = buildRouteGraph(site);
const BASE = site.config.baseUrl;

interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (_, e: string) => {
    if (e.startsWith("#x") || e.startsWith("#X")) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith("#")) return String.fromCodePoint(Number(e.slice(1)));
    if (!(e in ENTITIES)) throw new Error(`unknown entity &${e};`);
    return ENTITIES[e]!;
  });
}

/** A strict little XML reader for the generated files: balanced tags, quoted attributes, known entities, one root. */
function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml [^?]*\?>\s*/, "");
  const stack: XmlElement[] = [{ name: "#document", attrs: {}, children: [], text: "" }];
  const token = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let m: RegExpExecArray | null;
  let at = 0;
  while ((m = token.exec(body))) {
    at = token.lastIndex;
    const [, close, name, attrText, selfClose, text] = m;
    const top = stack[stack.length - 1]!;
    if (text !== undefined) {
      if (stack.length === 1 && text.trim()) throw new Error(`text outside the root: ${text.slice(0, 40)}`);
      top.text += decodeXml(text);
      continue;
    }
    if (close) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`);
      stack.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const [, k, v] of attrText!.matchAll(/([\w:.-]+)="([^"]*)"/g)) {
      if (k! in attrs) throw new Error(`duplicate attribute ${k}`);
      attrs[k!] = decodeXml(v!);
    }
    const el: XmlElement = { name: name!, attrs, children: [], text: "" };
    top.children.push(el);
    if (!selfClose) stack.push(el);
  }
  if (at !== body.length) throw new Error(`not well-formed near: ${body.slice(at, at + 60)}`);
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1]!.name}> is never closed`);
  if (stack[0]!.children.length !== 1) throw new Error("needs exactly one root element");
  return stack[0]!.children[0]!;
}
const kids = (el: XmlElement, name: string) => el.children.filter((c) => c.name === name);
const kid = (el: XmlElement, name: string) => {
  const found = kids(el, name);
  if (found.length !== 1) throw new Error(`<${el.name}> has ${found.length} <${name}>`);
  return found[0]!;
};

interface Head {
  readonly html: string;
  readonly links: Record<string, string>[];
  readonly metas: Record<string, string>[];
  readonly jsonLd: string[];
}
function head(file: string): Head {
  const html = out.text(file);
  const inner = html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
  const tags = (name: string) =>
    [...inner.matchAll(new RegExp(`<${name}\\s([^>]*?)\\/?>`, "g"))].map((m) =>
      Object.fromEntries(
        [...m[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k!.toLowerCase(), decodeHtml(v!)]),
      ),
    );
  const jsonLd = [...inner.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return { html, links: tags("link"), metas: tags("meta"), jsonLd };
}
const meta = (h: Head, key: string) =>
  h.metas.filter((m) => m["property"] === key || m["name"] === key).map((m) => m["content"]!);
const hreflangs = (h: Head) =>
  Object.fromEntries(
    h.links.filter((l) => l["rel"] === "alternate" && l["hreflang"]).map((l) => [l["hreflang"]!, l["href"]!]),
  );
const oneMeta = (h: Head, key: string) => {
  const values = meta(h, key);
  expect(values, key).toHaveLength(1);
  return values[0]!;
};

function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(Buffer.from(bytes.subarray(0, 8)).toString("hex")).toBe("89504e470d0a1a0a");
  expect(Buffer.from(bytes.subarray(12, 16)).toString("latin1")).toBe("IHDR");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function pathOf(url: string, base = BASE): string {
  expect(url, `${url} is absolute on ${base}`).toMatch(new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/`));
  return url.slice(base.length);
}
function fileFor(url: string, files = out.files): string | undefined {
  const path = url.replace(/#.*$/, ""); // "@id": "…/#organization" names the page it is on
  if (path === "/") return files.has("index.html") ? "index.html" : undefined;
  const bare = path.slice(1);
  if (files.has(bare)) return bare;
  if (files.has(`${bare}.html`)) return `${bare}.html`;
  return undefined;
}
function expectServed(url: string): string {
  const file = fileFor(pathOf(url));
  expect(file, `${url} is in the build output`).toBeDefined();
  return file!;
}

// Without the soft hyphens, which only the page's body carries: the head, feeds and JSON-LD read plain text.
const contentOf = (route: Route) =>
  JSON.parse(plain(JSON.stringify(site.pages.find((p) => p.page === route.page)!.content[route.lang]!))) as ReturnType<
    typeof contentIn
  >;
const contentIn = (route: Route) => site.pages.find((p) => p.page === route.page)!.content[route.lang]!;
const urlOf = (route: Route) => `${BASE}${route.path}`;

interface SitemapEntry {
  readonly loc: string;
  readonly alternates: Readonly<Record<string, string>>;
}
function sitemap(files = out.files): SitemapEntry[] {
  const text = files.get("sitemap.xml") as string;
  const root = parseXml(text);
  expect(root.name).toBe("urlset");
  expect(root.attrs["xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  expect(root.attrs["xmlns:xhtml"]).toBe("http://www.w3.org/1999/xhtml");
  return kids(root, "url").map((url) => ({
    loc: kid(url, "loc").text,
    alternates: Object.fromEntries(
      kids(url, "xhtml:link").map((l) => {
        expect(l.attrs["rel"]).toBe("alternate");
        return [l.attrs["hreflang"]!, l.attrs["href"]!];
      }),
    ),
  }));
}

describe("sitemap.xml", () => {
  it("lists every page once per language, legal pages included, 404 not", () => {
    const locs = sitemap().map((e) => e.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual(routes.map(urlOf).sort());
    for (const legal of ["/impressum", "/datenschutz", "/agb", "/en/imprint", "/en/privacy", "/en/terms"])
      expect(locs).toContain(`${BASE}${legal}`);
    expect(locs.some((l) => l.includes("404"))).toBe(false);
  });

  it("gives paired pages de, en and x-default → German, reciprocally; the German-only page stands alone", () => {
    const entries = new Map(sitemap().map((e) => [e.loc, e]));
    for (const route of routes) {
      const entry = entries.get(urlOf(route))!;
      if (route.alternates.en === undefined) {
        expect(entry.alternates, route.path).toEqual({});
        continue;
      }
      expect(entry.alternates, route.path).toEqual({
        de: `${BASE}${route.alternates.de}`,
        en: `${BASE}${route.alternates.en}`,
        "x-default": `${BASE}${route.alternates.de}`,
      });
      expect(Object.values(entry.alternates)).toContain(entry.loc); // self-referencing
      for (const href of Object.values(entry.alternates)) {
        expectServed(href);
        expect(entries.get(href)?.alternates, `${href} lists the same alternates`).toEqual(entry.alternates);
      }
    }
    expect(entries.get(`${BASE}/foerderung`)!.alternates).toEqual({});
  });
});

it("robots.txt allows everything and names the sitemap by its absolute URL", () => {
  const robots = out.text("robots.txt");
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).not.toMatch(/^Disallow: \S/m);
  const [, url] = robots.match(/^Sitemap: (\S+)$/m)!;
  expect(url).toBe(`${BASE}/sitemap.xml`);
  expectServed(url!);
});

describe("canonical and hreflang in every head agree with the sitemap", () => {
  it("for every route: canonical is its own sitemap <loc>, alternates are the sitemap's, reciprocal and served", () => {
    const entries = new Map(sitemap().map((e) => [e.loc, e]));
    for (const route of routes) {
      const h = head(route.outputPath);
      expect(
        h.metas.some((m) => m["name"] === "robots"),
        route.path,
      ).toBe(false);
      const canonical = h.links.filter((l) => l["rel"] === "canonical").map((l) => l["href"]);
      expect(canonical, route.path).toEqual([urlOf(route)]);
      const alternates = hreflangs(h);
      expect(alternates, route.path).toEqual(entries.get(urlOf(route))!.alternates);
      for (const href of Object.values(alternates))
        expect(hreflangs(head(expectServed(href))), `${href} links back`).toEqual(alternates);
    }
  });

  it("keeps the 404 page noindex, without canonical, alternates, preview or JSON-LD", () => {
    const h = head("404.html");
    expect(meta(h, "robots")).toEqual(["noindex"]);
    expect(h.links.filter((l) => l["rel"] === "canonical" || l["hreflang"])).toEqual([]);
    expect(meta(h, "og:image")).toEqual([]);
    expect(h.jsonLd).toEqual([]);
  });
});

describe("social previews: Open Graph and Twitter", () => {
  it("gives every page its own title, description, URL, locale and image, per language", () => {
    for (const route of routes) {
      const h = head(route.outputPath);
      const title = decodeHtml(h.html.match(/<title>([^<]*)<\/title>/)![1]!);
      const description = oneMeta(h, "description");
      expect(oneMeta(h, "og:type"), route.path).toBe(route.kind === "article" ? "article" : "website");
      expect(oneMeta(h, "og:title")).toBe(title);
      expect(oneMeta(h, "og:description")).toBe(description);
      expect(oneMeta(h, "og:url")).toBe(urlOf(route));
      expect(oneMeta(h, "og:site_name")).toBe(site.config.product);
      expect(oneMeta(h, "og:locale")).toBe(route.lang === "de" ? "de_DE" : "en_GB");
      expect(meta(h, "og:locale:alternate"), route.path).toEqual(
        route.alternates.en === undefined ? [] : [route.lang === "de" ? "en_GB" : "de_DE"],
      );
      expect(oneMeta(h, "og:image:width")).toBe("1200");
      expect(oneMeta(h, "og:image:height")).toBe("630");
      expect(oneMeta(h, "og:image:alt")).toContain(contentOf(route).title);
      expect(oneMeta(h, "twitter:card")).toBe("summary_large_image");
      expect(oneMeta(h, "twitter:title")).toBe(title);
      expect(oneMeta(h, "twitter:description")).toBe(description);
      expect(oneMeta(h, "twitter:image")).toBe(oneMeta(h, "og:image"));
      const image = out.files.get(expectServed(oneMeta(h, "og:image")))!;
      expect(typeof image).not.toBe("string");
      expect(pngSize(image as Uint8Array)).toEqual({ width: 1200, height: 630 });
    }
  });

  it("titles differ between the two languages of a paired page, in the head and on the image", () => {
    for (const route of routes.filter((r) => r.lang === "de" && r.alternates.en !== undefined)) {
      const en = routes.find((r) => r.path === route.alternates.en)!;
      const [de, english] = [head(route.outputPath), head(en.outputPath)];
      expect(oneMeta(de, "og:title"), route.path).not.toBe(oneMeta(english, "og:title"));
      expect(oneMeta(de, "og:image"), route.path).not.toBe(oneMeta(english, "og:image"));
    }
  });

  it("renders one 1200×630 PNG per page, and only those, under /assets/og/", () => {
    const images = [...out.files.keys()].filter((p) => p.startsWith("assets/og/"));
    expect(images).toHaveLength(routes.length);
    for (const path of images) {
      expect(path).toMatch(/^assets\/og\/[a-z0-9-]+\.[0-9a-f]{10}\.png$/);
      expect(pngSize(out.files.get(path) as Uint8Array)).toEqual({ width: 1200, height: 630 });
    }
  });

  it("draws the same bytes when rendered afresh, without any cache or system font", async () => {
    const font = await interFont();
    const route = routes.find((r) => r.path === "/en/faq")!;
    const svg = previewSvg(contentOf(route).title, site.config.product, new URL(BASE).host, font.metrics);
    const first = new Resvg(svg, resvgOptions(font.path)).render().asPng();
    const second = new Resvg(svg, resvgOptions(font.path)).render().asPng();
    expect(Buffer.compare(first, second)).toBe(0);
    const built = out.files.get(pathOf(oneMeta(head(route.outputPath), "og:image")).slice(1)) as Uint8Array;
    expect(Buffer.compare(first, Buffer.from(built))).toBe(0);
  });

  /** The preview image of `title` for the product `product` at example.org. */
  const drawn = async (title: string, product = "X") =>
    previewSvg(title, product, "example.org", (await interFont()).metrics);

  it("wraps the title on the image to at most three lines that fit left of the drawing", async () => {
    const font = await interFont();
    const linesOf = (svg: string) => {
      const size = Number(svg.match(/<text font-family="Inter" font-size="(\d+)"[^>]*><tspan/)![1]);
      const lines = [...svg.matchAll(/<tspan [^>]*>([^<]*)<\/tspan>/g)].map((m) => decodeXml(m[1]!));
      for (const line of lines) expect(font.metrics.width(line, size), line).toBeLessThanOrEqual(640);
      return lines;
    };
    for (const route of routes) {
      const lines = linesOf(previewSvg(contentOf(route).title, site.config.product, new URL(BASE).host, font.metrics));
      expect(lines.length, route.path).toBeGreaterThanOrEqual(1);
      expect(lines.length, route.path).toBeLessThanOrEqual(3);
      expect(lines.join(" "), route.path).toBe(contentOf(route).title.replace(/\s+/g, " "));
    }
    const long = linesOf(
      await drawn(
        "Ein sehr langer Titel, der auf keinen Fall in drei Zeilen passt, weil er viel zu viele Wörter enthält",
      ),
    );
    expect(long).toHaveLength(3);
    expect(long[2]).toMatch(/ …$/);
    const word = linesOf(await drawn("Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichenherstellerverband"));
    expect(word).toHaveLength(1);
    expect(word[0]).toMatch(/^Donaudampf.* …$/);
  });

  it("keeps the SVG well-formed for any title: markup escaped, characters XML forbids dropped", async () => {
    const svg = await drawn('</text><script>alert(1)</script> & "x" \u0000\u0007\uFFFF\uD800 👩‍👩‍👧 مرحبا', "A&B");
    expect(svg).not.toContain("<script>");
    const font = await interFont();
    expect(() => new Resvg(svg, resvgOptions(font.path)).render()).not.toThrow();
  });

  it("writes logo.png, 512×512", () => {
    expect(pngSize(out.files.get("logo.png") as Uint8Array)).toEqual({ width: 512, height: 512 });
  });
});

type Json = Record<string, unknown>;
function graph(file: string): Json[] {
  const scripts = head(file).jsonLd;
  if (scripts.length === 0) return [];
  expect(scripts, file).toHaveLength(1);
  expect(scripts[0], file).not.toMatch(/[<>&]/); // escaped as \u003c …: nothing can end the script element
  const data = JSON.parse(scripts[0]!) as Json;
  expect(data["@context"]).toBe("https://schema.org");
  return data["@graph"] as Json[];
}
const ofType = (nodes: Json[], type: string) => nodes.filter((n) => n["@type"] === type);
const urlsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? /^https?:\/\//.test(value)
      ? [value]
      : []
    : Array.isArray(value)
      ? value.flatMap(urlsIn)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(urlsIn)
        : [];

describe("structured data (JSON-LD)", () => {
  it("has Organization and WebSite on both home pages, from site.yaml", () => {
    const c = site.config.company;
    for (const route of routes.filter((r) => r.kind === "home")) {
      const nodes = graph(route.outputPath);
      const [org] = ofType(nodes, "Organization");
      expect(org, route.path).toMatchObject({ name: site.config.product, legalName: c.name, url: `${BASE}/` });
      expect(org!["address"]).toMatchObject({
        "@type": "PostalAddress",
        streetAddress: c.street,
        postalCode: c.postalCode,
        addressLocality: "Zug",
      });
      expect(org!["sameAs"]).toEqual([site.config.external["linkedin"]]);
      const logo = org!["logo"] as Json;
      expect(pngSize(out.files.get(expectServed(logo["url"] as string)) as Uint8Array)).toEqual({
        width: logo["width"],
        height: logo["height"],
      });
      const [web] = ofType(nodes, "WebSite");
      expect(web).toMatchObject({
        name: site.config.product,
        url: urlOf(route),
        inLanguage: site.config.languages[route.lang].locale,
      });
    }
    for (const route of routes.filter((r) => r.kind !== "home"))
      expect(ofType(graph(route.outputPath), "Organization"), route.path).toEqual([]);
  });

  it("has a BreadcrumbList matching the visible breadcrumbs on every page with crumbs, none elsewhere", () => {
    for (const route of routes) {
      const lists = ofType(graph(route.outputPath), "BreadcrumbList");
      if (route.crumbs.length === 0) {
        expect(lists, route.path).toEqual([]);
        continue;
      }
      const html = out.text(route.outputPath);
      const nav = html.match(/<nav class="breadcrumbs"[\s\S]*?<\/nav>/)![0];
      const crumb = /<li>(?:<a href="([^"]+)">|<span aria-current="page">)(?:<span lang="\w+">)?([^<]+)</g; // a label marked English
      const visible = [...nav.matchAll(crumb)].map(([, href, l]) => ({
        href: href ?? route.path,
        label: decodeHtml(l!),
      }));
      const items = lists[0]!["itemListElement"] as Json[];
      expect(items.map((i) => i["position"])).toEqual(visible.map((_, i) => i + 1));
      expect(
        items.map((i) => i["name"]),
        route.path,
      ).toEqual(visible.map((v) => v.label));
      expect(
        items.map((i) => i["item"]),
        route.path,
      ).toEqual(visible.map((v) => `${BASE}${v.href}`));
      expect(items[items.length - 1]!["item"]).toBe(urlOf(route));
      for (const item of items) expectServed(item["item"] as string);
    }
  });

  it("has an Article with the required properties on each article page", () => {
    const articles = routes.filter((r) => r.kind === "article");
    expect(articles.length).toBeGreaterThan(0);
    for (const route of articles) {
      const content = contentOf(route) as PageContentOf<"article">;
      const h = head(route.outputPath);
      const [article] = ofType(graph(route.outputPath), "Article");
      expect(article, route.path).toMatchObject({
        headline: content.headline,
        description: content.description,
        datePublished: content.published,
        dateModified: content.published,
        inLanguage: site.config.languages[route.lang].locale,
        image: [oneMeta(h, "og:image")],
        mainEntityOfPage: { "@type": "WebPage", "@id": urlOf(route) },
        author: { "@type": "Organization", name: site.config.product },
        publisher: {
          "@type": "Organization",
          name: site.config.product,
          logo: { "@type": "ImageObject", url: `${BASE}/logo.png` },
        },
      });
    }
  });

  it("uses only absolute URLs that the build wrote, apart from the LinkedIn page", () => {
    for (const route of routes) {
      for (const url of urlsIn(graph(route.outputPath))) {
        if (url === site.config.external["linkedin"] || url === "https://schema.org") continue;
        expectServed(url);
      }
    }
  });
});

describe("Atom feeds", () => {
  const FEEDS = [
    ["de", "blog/feed.xml", "/blog"],
    ["en", "en/blog/feed.xml", "/en/blog"],
  ] as const;

  it.each(FEEDS)(
    "%s: %s lists every article of its language with absolute links, ids and dates",
    (lang, file, blogPath) => {
      const feed = parseXml(out.text(file));
      expect(feed.name).toBe("feed");
      expect(feed.attrs["xmlns"]).toBe("http://www.w3.org/2005/Atom");
      expect(feed.attrs["xml:lang"]).toBe(site.config.languages[lang].locale);
      const blog = routes.find((r) => r.path === blogPath)!;
      expect(kid(feed, "title").text).toBe(contentOf(blog).title);
      const links = kids(feed, "link");
      expect(links.find((l) => l.attrs["rel"] === "self")!.attrs["href"]).toBe(`${BASE}/${file}`);
      expect(links.find((l) => l.attrs["rel"] === "alternate")!.attrs["href"]).toBe(`${BASE}${blogPath}`);
      expect(kid(feed, "id").text).toMatch(/^https:\/\//);
      expect(kid(kid(feed, "author"), "name").text).toBe(site.config.company.name);
      for (const l of links) expectServed(l.attrs["href"]!);
      expectServed(kid(feed, "icon").text);

      const articles = routes.filter((r) => r.kind === "article" && r.lang === lang);
      const entries = kids(feed, "entry");
      expect(entries).toHaveLength(articles.length);
      const published: string[] = [];
      for (const entry of entries) {
        const href = kid(entry, "link").attrs["href"]!;
        const route = articles.find((r) => urlOf(r) === href)!;
        expect(route, href).toBeDefined();
        const content = contentOf(route) as PageContentOf<"article">;
        expect(kid(entry, "id").text).toBe(href);
        expect(kid(entry, "title").text).toBe(content.headline);
        expect(kid(entry, "updated").text).toBe(`${content.published}T00:00:00Z`);
        expect(kid(entry, "published").text).toBe(`${content.published}T00:00:00Z`);
        expect(kid(entry, "summary").text).toBe(content.excerpt);
        expectServed(href);
        published.push(content.published);
      }
      expect(published).toEqual([...published].sort().reverse()); // newest first
      expect(kid(feed, "updated").text).toBe(`${published[0]}T00:00:00Z`);
    },
  );

  it("is linked from the head of every page in its language, and visibly from the blog index", () => {
    for (const route of routes) {
      const feeds = head(route.outputPath).links.filter((l) => l["type"] === "application/atom+xml");
      expect(feeds, route.path).toHaveLength(1);
      expect(feeds[0]!["rel"]).toBe("alternate");
      expect(feeds[0]!["href"]).toBe(`${BASE}${route.lang === "de" ? "" : "/en"}/blog/feed.xml`);
      expect(feeds[0]!["title"]).toBeTruthy();
      expectServed(feeds[0]!["href"]!);
    }
    for (const [lang, file, blogPath] of FEEDS) {
      const blog = routes.find((r) => r.path === blogPath)!;
      const label = (contentOf(blog) as PageContentOf<"blog">).newsletter.feed;
      expect(plain(out.text(blog.outputPath)), lang).toContain(
        `<a href="/${file}" type="application/atom+xml">${label}</a>`,
      );
    }
  });
});

it("the base URL override (--base-url, SITE_BASE_URL) moves every absolute URL: canonical, hreflang, sitemap, robots, feeds, JSON-LD and previews", async () => {
  const preview = "https://preview.example.org";
  const writer = new MemoryWriter();
  // One preview image per language: their addresses move as every page's would, and drawing them all took seconds.
  await build(configFor({ root: repoRoot, codeRoot: repoRoot, baseUrl: preview, pagePreviews: false }), writer);
  const texts = [...writer.files].filter(([, c]) => typeof c === "string") as [string, string][];
  for (const [path, text] of texts) expect(text, path).not.toContain(site.config.baseUrl);

  const absolute = (text: string) =>
    [...text.matchAll(/(?:href|content)="(https?:\/\/[^"]+)"|<(?:loc|id|icon|uri)>(https?:\/\/[^<]+)</g)].map((m) =>
      decodeHtml(m[1] ?? m[2]!),
    );
  const external = new Set(Object.values(site.config.external));
  const checked: string[] = [];
  for (const [path, text] of texts) {
    if (!/\.(html|xml)$/.test(path)) continue;
    const inHead = path.endsWith(".html") ? text.slice(0, text.indexOf("</head>")) : text;
    for (const url of [
      ...absolute(inHead),
      ...urlsIn(
        path.endsWith(".html")
          ? (JSON.parse(inHead.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? "{}") as Json)
          : {},
      ),
    ]) {
      if (
        external.has(url) ||
        url === "https://schema.org" ||
        url.startsWith("http://www.w3.org/") ||
        url.startsWith("http://www.sitemaps.org/")
      )
        continue;
      const file = fileFor(pathOf(url, preview), writer.files);
      expect(file, `${path}: ${url}`).toBeDefined();
      checked.push(url);
    }
  }
  expect(checked.length).toBeGreaterThan(routes.length * 10);
  expect(writer.text("robots.txt")).toContain(`Sitemap: ${preview}/sitemap.xml`);
  expect(writer.text("index.html")).toContain(`<link rel="canonical" href="${preview}/"/>`);
});
