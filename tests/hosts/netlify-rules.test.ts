// The generated _redirects and _headers as Netlify's own parsers read them and its matcher (netlify-redirector)
// matches them, rule by rule: what netlify.test.ts sees through requests, here as the rules themselves, so that a
// failure names the rule. Netlify matches a rule whether or not the path ends in a slash.
import { describe, expect, inject, it } from "vitest";
import { NOT_PAGES } from "../../generator/render/host-rules.ts";
import { matchPath, netlifyRules } from "./netlify-engine.ts";
import { builtAssets, builtRoutes, FORMER_PATHS, IMMUTABLE, SECURITY_HEADERS } from "./site.ts";

const dist = inject("hostsDist");
const routes = builtRoutes(dist);
const { matcher, headers } = await netlifyRules(dist);

/** "status[!] to" of the rule Netlify applies to `path`, or "none". */
function ruleFor(path: string): string {
  const match = matchPath(matcher, path);
  return match ? `${match.status}${match.force ? "!" : ""} ${match.to}` : "none";
}

describe("dist/_redirects as Netlify matches it", () => {
  it("has no rule for a page, with or without a trailing slash (it would send the page to itself)", () => {
    const paths = routes.flatMap((r) => (r.path === "/" ? ["/"] : [r.path, `${r.path}/`]));
    expect(paths.map((path) => [path, ruleFor(path)]).filter(([, rule]) => rule !== "none")).toEqual([]);
  });

  it("sends the .html spelling of every page to the page with a forced 301 (a file would shadow a plain rule)", () => {
    const html = (path: string) => (path === "/" ? "/index.html" : `${path}.html`);
    expect(routes.map((r) => [html(r.path), ruleFor(html(r.path))])).toEqual(
      routes.map((r) => [html(r.path), `301! ${r.path}`]),
    );
  });

  it("answers the rule files, /404 and /404.html with a forced 404 and 404.html", () => {
    expect(NOT_PAGES.map((path) => [path, ruleFor(path)])).toEqual(NOT_PAGES.map((path) => [path, "404! /404.html"]));
  });

  it("redirects every former path, with and without a slash, to its page with 301", () => {
    const asked = FORMER_PATHS.flatMap(([from, to]) => [
      [from, to],
      [`${from}/`, to],
    ]);
    expect(asked.map(([from]) => [from, ruleFor(from!)])).toEqual(asked.map(([from, to]) => [from, `301 ${to}`]));
  });
});

describe("dist/_headers as Netlify reads it", () => {
  /** The headers Netlify sets on `path`: every matching block's, later blocks winning (netlify dev's headersForPath). */
  function headersFor(path: string): Record<string, string> {
    return Object.assign({}, ...headers.filter((h) => h.forRegExp.test(path)).map((h) => h.values)) as Record<
      string,
      string
    >;
  }

  it("sends every security header with its value on every path", () => {
    const paths = [...routes.map((r) => r.path), "/does-not-exist", "/404.html", ...builtAssets(dist)];
    const problems = paths.flatMap((path) => {
      const got = headersFor(path);
      return SECURITY_HEADERS.filter(([name, value]) => got[name] !== value).map(([name]) => `${path}: ${name}`);
    });
    expect(problems).toEqual([]);
  });

  it("caches /assets/* as immutable, and nothing else", () => {
    const cacheControl = (path: string) => headersFor(path)["Cache-Control"];
    expect(builtAssets(dist).filter((path) => cacheControl(path) !== IMMUTABLE)).toEqual([]);
    const others = [...routes.map((r) => r.path), "/favicon.svg", "/sitemap.xml", "/404.html"];
    expect(others.filter((path) => cacheControl(path) !== undefined)).toEqual([]);
  });
});
