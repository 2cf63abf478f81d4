// Every route of the real site, its head and layout (what crawlers read: seo.test.ts).
import { describe, expect, it } from "vitest";
import { EXPECTED, LEGAL } from "../spec-routes.ts";
import { buildInMemory, builtSite, decodeHtml, expectSameFiles, NO_ASSETS, realSite } from "./project.ts";

const out = builtSite();

// Spec §2's routes (tests/spec-routes.ts): path, file (one spelling: "/faq" is faq.html), language.
const ROUTES = [...EXPECTED, ...LEGAL].map((r) => [r.path, `${r.path.slice(1) || "index"}.html`, r.lang] as const);
const TITLES = new Map<string, string>(LEGAL.map((l) => [l.path, l.title]));

const one = (html: string, re: RegExp) => decodeHtml(html.match(re)?.[1] ?? "");
const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => decodeHtml(m[1] ?? ""));

describe("every route of the site", () => {
  it("has exactly these HTML pages, plus 404.html", () => {
    const pages = [...out.files.keys()].filter((p) => p.endsWith(".html")).sort();
    expect(pages).toEqual([...ROUTES.map((r) => r[1]), "404.html"].sort());
  });

  it.each(ROUTES)("%s is a complete page in its language", (path, file, lang) => {
    const html = out.text(file);
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(one(html, /<html lang="([^"]+)"/)).toBe(lang);
    const title = one(html, /<title>([^<]+)<\/title>/);
    const description = one(html, /<meta name="description" content="([^"]+)"/);
    expect(title.length).toBeGreaterThan(5);
    expect(description.length).toBeGreaterThan(40);
    if (TITLES.has(path)) expect(title).toBe(TITLES.get(path));
    expect(all(html, /<h1[^>]*>([\s\S]*?)<\/h1>/g)).toHaveLength(1);
  });

  it("gives every page its own title and description", () => {
    const titles = ROUTES.map(([, file]) => one(out.text(file), /<title>([^<]+)<\/title>/));
    const descriptions = ROUTES.map(([, file]) => one(out.text(file), /<meta name="description" content="([^"]+)"/));
    expect(new Set(titles).size).toBe(ROUTES.length);
    expect(new Set(descriptions).size).toBe(ROUTES.length);
  });
});

describe("shared layout", () => {
  it("has a skip link, header, breadcrumbs, main, footer and toast region on a normal page", () => {
    const html = out.text("en/faq.html");
    expect(html).toMatch(/<a class="skip-link" href="#main">Skip to content<\/a>/);
    expect(html).toContain('<main id="main"');
    expect(html).toContain('class="breadcrumbs"');
    expect(html.replace(/<[^>]*>/g, ""), "the footer's line, as a reader sees it").toContain("© 2025 Rechenwärme AG");
    expect(html).toContain("data-toast-viewport");
  });
  it("pastes in a header and footer made once per language that equal the ones rendered for each page", async () => {
    const { buildRouteGraph } = await import("../../generator/routes/route-graph.ts");
    const { renderRoute } = await import("../../generator/render/render-page.tsx");
    const site = await realSite();
    for (const route of buildRouteGraph(site)) {
      const own = renderRoute(site, route, NO_ASSETS, undefined, { shareChrome: false });
      expect(renderRoute(site, route, NO_ASSETS), route.path).toBe(own);
      if (route.kind !== "legal")
        expect(own.toLowerCase()).toContain(
          `class="lang-switch" href="${route.counterpart}" hreflang="${route.lang === "de" ? "en" : "de"}"`,
        );
    }
    // The current page's navigation item is marked on its own page only.
    const faq = (path: string) => (out.text(path).match(/<a href="\/(en\/)?faq"[^>]*>/g) ?? []).join(" ");
    expect(faq("faq.html")).toContain('aria-current="page"');
    expect(faq("en/faq.html")).toContain('aria-current="page"');
    expect(faq("blog.html")).not.toContain("aria-current");
  });
  it.each(LEGAL)("leaves $path outside the layout, under its heading, with a link home", ({ path, heading, home }) => {
    const html = out.text(`${path.slice(1)}.html`).replace(/\u00ad/g, ""); // soft hyphens of the typeset copy
    expect(html).not.toContain('class="site-header"');
    expect(html).not.toContain('class="breadcrumbs"');
    expect(one(html, /<h1[^>]*>([\s\S]*?)<\/h1>/).trim()).toBe(heading);
    expect(one(html, /<a href="([^"]*)" class="legal-header__back">/)).toBe(home);
  });
  it("opens every external link in a new tab without referrer", () => {
    for (const [, file] of ROUTES) {
      const html = out.text(file);
      for (const tag of html.match(/<a [^>]*href="https?:[^"]*"[^>]*>/g) ?? []) {
        expect(tag, `${file}: ${tag}`).toContain('rel="noopener noreferrer"');
        expect(tag, `${file}: ${tag}`).toContain('target="_blank"');
      }
    }
  });
  it("has no inline script, event handler or javascript: URL anywhere", () => {
    for (const [, file] of [...ROUTES, ["", "404.html"] as const]) {
      const html = out.text(file);
      const scripts = html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g) ?? [];
      expect(scripts, file).toEqual([]);
      expect(html, file).not.toMatch(/\son[a-z]+=/i);
      expect(html, file).not.toMatch(/javascript:/i);
    }
  });
});

it("for unknown paths: writes a 404 page that sends visitors home, with a fallback and a visible link", () => {
  const html = out.text("404.html");
  expect(html).toContain('data-redirect="/"');
  expect(html).toMatch(/<meta http-equiv="refresh" content="1; url=\/"\/?>/); // 1 s: the history entry is replaced; React writes it among the head's metadata
  expect(html).toMatch(/<a class="button button--primary" href="\/">/);
});

it("determinism: gives byte-identical output for the same input: a second build in memory against the one the CLI wrote", async () => {
  expectSameFiles((await buildInMemory()).files, out.files);
});
