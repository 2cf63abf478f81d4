// The behaviour every host must show with the generated rules (docs/deploy.md), run against each host's own engine.
// Where an engine differs in a way the rules cannot change, HostBehaviour names it. Each test collects every
// mismatch of its paths, so a failure names each path and what it answered.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { mulberry32 } from "../random.ts";
import type { HostServer } from "./servers.ts";
import { RULE_FILES, SECURITY_HEADERS } from "../../generator/render/host-rules.ts";
import { builtAssets, builtRoutes, FORMER_PATHS, IMMUTABLE, requestAll, type Answer, type BuiltRoute } from "./site.ts";

// /en/foerderung: the German-only page has no English path; /faq/nope and /en/faq/nope: a path below a page file
// (Apache once looped on these with 500); /assets: a folder that is no page; /404 and /404.html: the error page is
// no page of its own.
const UNKNOWN_PATHS = ["/does-not-exist", "/en/foerderung", "/en/funding", "/blog/nope", "/en/blog/nope"].concat([
  "/faq/nope",
  "/en/faq/nope",
  "/assets",
  "/404",
  "/404.html",
]);
const HOST_RULE_FILES = RULE_FILES.map((file) => `/${file}`);
const QUERY = "?utm_source=test&q=a%20b";
const CONTENT_TYPES: Record<string, RegExp> = {
  css: /^text\/css/,
  js: /^(text|application)\/javascript/,
  woff2: /^font\/woff2$/,
  svg: /^image\/svg\+xml/,
  png: /^image\/png$/,
};

/** How a host's engine answers where the generated rules cannot decide (docs/deploy.md). */
export interface HostBehaviour {
  /** The status of the redirect from a page's other spellings (/faq/, /faq.html) to the page. */
  readonly spellingStatus: 301 | 308;
  /**
   * "page" where the engine cannot redirect /faq/ without redirecting /faq: Netlify matches rules regardless of a
   * trailing slash and serves faq.html at both.
   */
  readonly slashSpelling: "redirect" | "page";
  /** True where the rules redirect the spellings of any path (nginx, Apache), false where only a page's. */
  readonly spellingsOfAnyPath: boolean;
  /** False where a redirect carries none of the headers of the rules (netlify dev writes redirects itself). */
  readonly headersOnRedirects: boolean;
  /**
   * True where a redirect writes the request's query anew as a form (a%20b → a+b, the same to a form decoder):
   * netlify dev rebuilds it with URLSearchParams.
   */
  readonly queryAsForm: boolean;
  /** False where the engine compresses nothing (netlify dev; Netlify's edge does). */
  readonly compresses: boolean;
  /**
   * True where the local engine fails with 502 on a path its file lookup cannot take (an encoded NUL, a path that
   * leaves the folder): `wrangler pages dev` reads dist/ from disk, Pages itself looks paths up in its upload.
   */
  readonly localLookupErrors: boolean;
}

/** nginx and Apache: every rule is the project's own; the other hosts name where they differ. */
const SERVER_BEHAVIOUR: HostBehaviour = {
  spellingStatus: 301,
  slashSpelling: "redirect",
  spellingsOfAnyPath: true,
  headersOnRedirects: true,
  queryAsForm: false,
  compresses: true,
  localLookupErrors: false,
};

/** What an answer must be; a field left out is not checked. The security headers are, unless `headers` is false. */
interface Expected {
  readonly headers?: boolean;
  readonly status?: number | readonly number[];
  readonly type?: RegExp | undefined;
  readonly immutable?: boolean;
  readonly gzip?: boolean;
  /** The whole body (404.html). */
  readonly body?: string;
  readonly canonical?: string;
  /** A redirect to this path and query on the server's own origin. */
  readonly location?: string;
  /** Texts the body must not hold. */
  readonly leaks?: readonly string[];
  /** A redirect, if any, stays on the server's origin, and no header comes from the path. */
  readonly onOrigin?: boolean;
}
type Case = readonly [path: string, expected: Expected | ((answer: Answer) => Expected)];

export function describeHost(
  name: string,
  start: (dist: string) => Promise<HostServer>,
  differences: Partial<HostBehaviour> = {},
  moreTests?: (server: () => HostServer) => void,
): void {
  const host = { ...SERVER_BEHAVIOUR, ...differences };
  describe(`${name} serving dist/ with the generated rules`, () => {
    const dist = inject("hostsDist");
    const routes: BuiltRoute[] = builtRoutes(dist);
    const home = routes.find((r) => r.path === "/")!;
    const html = (path: string) => (path === "/" ? "/index.html" : `${path}.html`);
    const notFoundBody = readFileSync(join(dist, "404.html"), "utf8");
    let server: HostServer | undefined;
    let origin = "";

    beforeAll(async () => {
      server = await start(dist);
      origin = server.origin;
    });
    afterAll(async () => {
      await server?.stop();
    });
    moreTests?.(() => server!);

    function problems(path: string, a: Answer, e: Expected): string[] {
      const found: string[] = [];
      const check = (ok: boolean, what: string) => ok || found.push(`${path} (${a.status}): ${what}`);
      // A header sent twice shows as "a, b".
      for (const [header, value] of e.headers === false ? [] : SECURITY_HEADERS)
        check(
          a.headers.get(header) === value,
          `${header} is ${JSON.stringify(a.headers.get(header))}, expected ${JSON.stringify(value)}`,
        );
      const [type, cache, encoding] = ["content-type", "cache-control", "content-encoding"].map((h) =>
        a.headers.get(h),
      );
      const statuses = [e.status ?? []].flat();
      if (statuses.length > 0) check(statuses.includes(a.status), `expected status ${statuses.join(" or ")}`);
      if (e.type) check(e.type.test(type ?? ""), `content-type ${type}`);
      if (e.immutable !== undefined) check(e.immutable === (cache === IMMUTABLE), `Cache-Control ${cache}`);
      if (e.gzip) check(encoding === "gzip", `content-encoding ${encoding}, expected gzip`);
      if (e.body !== undefined)
        check(a.body === e.body, `the body is not 404.html: ${JSON.stringify(a.body.slice(0, 80))}`);
      if (e.canonical)
        check(a.body.includes(`<link rel="canonical" href="${e.canonical}"/>`), `not the page of ${e.canonical}`);
      if (e.location !== undefined)
        check(
          a.location === e.location && a.locationOrigin === origin,
          `redirects to ${a.locationOrigin}${a.location}, expected ${e.location} on ${origin}`,
        );
      for (const text of e.leaks ?? []) check(!a.body.includes(text), `leaked ${JSON.stringify(a.body.slice(0, 40))}`);
      if (e.onOrigin) {
        // locationOrigin comes from the WHATWG URL parser, which reads the Location as a browser does.
        const redirects = a.status >= 300 && a.status < 400;
        check(!redirects || a.locationOrigin === origin, `to ${JSON.stringify(a.headers.get("location"))}`);
        check(!a.headers.has("set-cookie"), "a Set-Cookie header came from the path");
      }
      return found;
    }

    const page = (route: BuiltRoute): Expected => ({
      status: 200,
      type: /^text\/html/,
      immutable: false,
      canonical: route.loc,
    });
    const notFound: Expected = { status: 404, type: /^text\/html/, body: notFoundBody };
    const redirect = (location: string, status: number = 301): Expected => ({
      headers: host.headersOnRedirects,
      status,
      location: host.queryAsForm ? location.replace(/\?.*$/, (q) => q.replaceAll("%20", "+")) : location,
    });
    const spelling = (route: BuiltRoute, query: string): Expected =>
      host.slashSpelling === "page" ? page(route) : redirect(route.path + query, host.spellingStatus);

    // Rule-file spellings: encoded at random, behind slashes or a folder left again.
    const random = mulberry32(52);
    const encode = (c: string) => `%${c.charCodeAt(0).toString(16)}`[random() < 0.5 ? "toLowerCase" : "toUpperCase"]();
    const ruleFileSpellings = HOST_RULE_FILES.flatMap((file) =>
      Array.from({ length: 12 }, (_, i) => {
        const name = [...file.slice(1)].map((c) => (random() < 0.3 || i === 0 ? encode(c) : c)).join("");
        return `${["/", "//", "///", "/x%2f..%2f/", "/x%2F..%2F", "/assets/..%2f"][i % 6]}${name}`;
      }),
    );
    const encodedSpellings = [
      ["/f%C3%B6rderung.html", "/f%C3%B6rderung"],
      ["/a%20b.html?x=%C3%A4", "/a%20b?x=%C3%A4"],
      ["/f%C3%B6rderung/", "/f%C3%B6rderung"],
    ] as const;
    // Browsers read "/\x" and "/<tab>/x" in a relative Location as the other origin //x.
    const otherOrigins = ["//evil.example/", "//evil.example.html", "/%2Fevil.example/", "/%2F%2Fevil.example/"]
      .concat(["///evil.example//", "/%5Cevil.example/", "/%5Cevil.example.html", "/%09/evil.example/"])
      .concat(["/%09/evil.example.html", "/%0A/evil.example/", "/%5C%5Cevil.example/", "/%20/evil.example/"])
      .concat(["/a%0D%0ASet-Cookie:%20x=1/", "/a%0D%0ASet-Cookie:%20x=1.html"]);

    const probes: [test: string, cases: () => Case[]][] = [
      [
        `answers every route at its one spelling with 200 and that page's HTML${host.compresses ? ", gzipped" : ""}`,
        () => {
          expect(routes.length).toBeGreaterThan(20);
          expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(["/", "/en"]));
          return routes.map((route) => [route.path, { ...page(route), gzip: host.compresses }]);
        },
      ],
      [
        host.slashSpelling === "redirect"
          ? `redirects the trailing-slash spelling of every route with ${host.spellingStatus}, keeping the query string`
          : "answers the trailing-slash spelling of every route with the page, whose canonical link names the one spelling",
        () =>
          routes
            .filter((r) => r !== home)
            .flatMap((r) => [[`${r.path}/`, spelling(r, "")] as const, [`${r.path}/${QUERY}`, spelling(r, QUERY)]]),
      ],
      [
        `redirects the .html spelling of every route to the route with ${host.spellingStatus}, keeping the query string`,
        () =>
          routes.flatMap(({ path }) => [
            [html(path), redirect(path, host.spellingStatus)] as const,
            [html(path) + QUERY, redirect(path + QUERY, host.spellingStatus)],
          ]),
      ],
      [
        "redirects a page's former paths (formerly: in site.yaml) and their slash spelling to the page with 301",
        () =>
          FORMER_PATHS.flatMap(([from, to]) => [
            [from, redirect(to)] as const,
            [`${from}/`, redirect(to)],
            [`${from}${QUERY}`, redirect(`${to}${QUERY}`)],
          ]),
      ],
      [
        "answers unknown paths and the host rule files with 404 and the body of 404.html",
        () => {
          expect(notFoundBody).toContain("noindex");
          return [...UNKNOWN_PATHS, ...HOST_RULE_FILES].map((path) => [path, notFound]);
        },
      ],
      [
        "never serves a host rule file under another spelling: encoded, behind slashes or a folder left again",
        // Each rule file starts with this line, and no page or asset holds it.
        () => ruleFileSpellings.map((path) => [path, { headers: false, leaks: ["# Generated by sitegen"] }]),
      ],
      [
        "refuses paths with an encoded slash or NUL with the security headers, and 404.html when it says 404",
        // Apache answers these before it reads .htaccess (see the ErrorDocument lines in servers.ts); nginx some with 400.
        () =>
          ["/a%2Fb", "/..%2f_headers", "/assets/..%2f_headers", "/%00", "/a%00b"].map((path) => [
            path,
            (a) =>
              a.status === 502 && host.localLookupErrors
                ? { headers: false, leaks: ["Content-Security-Policy"] }
                : a.status === 404
                  ? notFound
                  : { status: 400 },
          ]),
      ],
      [
        "answers .htaccess itself and the requests the core refuses early with the security headers, never the rules",
        // A WHATWG URL parser (workerd's) reads /%2e%2e/ as /: the home page is no leak.
        () =>
          ["/.htaccess", "/.HTACCESS", "/%2ehtaccess", "/%2F%2Fevil.example/", "/%2e%2e/", "/%2e%2e/etc/passwd"].map(
            (path) => [
              path,
              (a) => ({
                ...(path === "/%2e%2e/" && a.status === 200 ? page(home) : { status: [301, 400, 404] }),
                leaks: ["RewriteEngine", "root:"],
              }),
            ],
          ),
      ],
      [
        `serves every asset with the security headers, its content type and immutable caching${host.compresses ? ", CSS and JavaScript gzipped" : ""}`,
        () => {
          const assets = builtAssets(dist);
          expect(assets.length).toBeGreaterThan(2);
          return assets.map((path) => {
            const extension = path.split(".").pop()!;
            const gzip = host.compresses && /^(css|js)$/.test(extension);
            return [path, { status: 200, type: CONTENT_TYPES[extension], immutable: true, gzip }];
          });
        },
      ],
      [
        "serves the other files at the root with the security headers and without immutable caching",
        () => ["/favicon.svg", "/robots.txt", "/sitemap.xml"].map((path) => [path, { status: 200, immutable: false }]),
      ],
      host.spellingsOfAnyPath
        ? [
            "keeps percent-encoding when it redirects a spelling",
            () => encodedSpellings.map(([from, to]) => [from, redirect(to)]),
          ]
        : [
            "answers the other spellings of a path that is no page with 404, not with a redirect",
            () => encodedSpellings.map(([from]) => [from, notFound]),
          ],
      [
        "never redirects to another origin and never lets a path into a header",
        () => otherOrigins.map((path) => [path, { headers: false, onOrigin: true }]),
      ],
    ];

    for (const [test, cases] of probes)
      it(test, async () => {
        const asked = cases();
        const paths = asked.map(([path]) => path);
        const answers = await requestAll(origin, paths);
        const found = asked.flatMap(([path, e], i) => {
          const answer = answers[i]!;
          return problems(path, answer, typeof e === "function" ? e(answer) : e);
        });
        expect(found).toEqual([]);
      });
  });
}
