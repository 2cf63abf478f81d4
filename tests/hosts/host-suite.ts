// The behaviour every host must show with the generated rules (docs/architecture.md §2.7, §3.8; docs/deploy.md),
// run against each host's own engine by nginx.test.ts, apache.test.ts, cloudflare.test.ts and netlify.test.ts.
// Where a host's engine differs in a way the rules cannot change, HostBehaviour names it and the tests expect
// that host's answer. Each test collects every mismatch and compares the list with [], so a failure names each
// path and what it answered.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { mulberry32 } from "../random.ts";
import type { HostServer } from "./servers.ts";
import { RULE_FILES } from "../../generator/render/host-rules.ts";
import {
  builtAssets,
  builtRoutes,
  FORMER_PATHS,
  IMMUTABLE,
  notFoundPage,
  rawRequest,
  requestAll,
  securityHeaderProblems,
  type Answer,
  type BuiltRoute,
} from "./site.ts";

// /faq/nope and /en/faq/nope: a path below a page file (Apache once looped on these with 500);
// /assets: a folder that is no page; /404 and /404.html: the error page is no page of its own.
export const UNKNOWN_PATHS = [
  "/does-not-exist",
  "/en/foerderung",
  "/en/funding",
  "/blog/nope",
  "/en/blog/nope",
  "/faq/nope",
  "/en/faq/nope",
  "/assets",
  "/404",
  "/404.html",
];
export const HOST_RULE_FILES = RULE_FILES.map((file) => `/${file}`);
const QUERY = "?utm_source=test&q=a%20b";

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

/** nginx and Apache: every rule is the project's own. */
export const SERVER_BEHAVIOUR: HostBehaviour = {
  spellingStatus: 301,
  slashSpelling: "redirect",
  spellingsOfAnyPath: true,
  headersOnRedirects: true,
  queryAsForm: false,
  compresses: true,
  localLookupErrors: false,
};

export function describeHost(
  name: string,
  start: (dist: string) => Promise<HostServer>,
  host: HostBehaviour = SERVER_BEHAVIOUR,
  moreTests?: (server: () => HostServer) => void,
): void {
  describe(`${name} serving dist/ with the generated rules`, () => {
    const dist = inject("hostsDist");
    const routes: BuiltRoute[] = builtRoutes(dist);
    const notFound = notFoundPage(dist);
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

    /** Checks one redirect; returns its problems. */
    function redirectProblems(from: string, answer: Answer, location: string, status = 301): string[] {
      const to = host.queryAsForm ? location.replace(/\?.*$/, (q) => q.replaceAll("%20", "+")) : location;
      const problems = host.headersOnRedirects ? securityHeaderProblems(from, answer) : [];
      if (answer.status !== status) problems.push(`${from}: status ${answer.status}, expected ${status} to ${to}`);
      else if (answer.location !== to || answer.locationOrigin !== origin) {
        problems.push(`${from}: redirects to ${answer.locationOrigin}${answer.location}, expected ${to} on ${origin}`);
      }
      return problems;
    }

    function notFoundProblems(path: string, answer: Answer): string[] {
      const problems = securityHeaderProblems(path, answer);
      if (answer.status !== 404) problems.push(`${path}: status ${answer.status}, expected 404`);
      if (answer.body !== notFound)
        problems.push(`${path}: the body is not 404.html (${JSON.stringify(answer.body.slice(0, 80))})`);
      if (!answer.headers.get("content-type")?.startsWith("text/html"))
        problems.push(`${path}: content-type ${answer.headers.get("content-type")}`);
      return problems;
    }

    it("answers every route at its one spelling with 200 and that page's HTML", async () => {
      // The routes come from sitemap.xml: every test below would prove little with too few of them.
      expect(routes.length).toBeGreaterThan(20);
      expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(["/", "/en"]));
      const answers = await requestAll(
        origin,
        routes.map((r) => r.path),
      );
      expect(routes.flatMap((route, i) => pageProblems(route.path, answers[i]!, route))).toEqual([]);
    });

    /** Checks that `path` answered 200 with the page of `route`; returns its problems. */
    function pageProblems(path: string, answer: Answer, route: BuiltRoute): string[] {
      const p = securityHeaderProblems(path, answer);
      if (answer.status !== 200)
        p.push(`${path}: status ${answer.status}${answer.location ? ` → ${answer.location}` : ""}, expected 200`);
      const type = answer.headers.get("content-type");
      if (!type?.startsWith("text/html")) p.push(`${path}: content-type ${type}`);
      if (!answer.body.includes(`<link rel="canonical" href="${route.loc}"/>`))
        p.push(`${path}: not the page with canonical ${route.loc}`);
      if (answer.headers.get("cache-control") === IMMUTABLE) p.push(`${path}: an HTML page is cached as immutable`);
      return p;
    }

    const slashTest =
      host.slashSpelling === "redirect"
        ? `redirects the trailing-slash spelling of every route with ${host.spellingStatus}, keeping the query string`
        : "answers the trailing-slash spelling of every route with the page, whose canonical link names the one spelling";
    it(slashTest, async () => {
      const pages = routes.filter((r) => r.path !== "/");
      const plain = await requestAll(
        origin,
        pages.map((r) => `${r.path}/`),
      );
      const query = await requestAll(
        origin,
        pages.map((r) => `${r.path}/${QUERY}`),
      );
      const problems = pages.flatMap((route, i) =>
        host.slashSpelling === "redirect"
          ? [
              ...redirectProblems(`${route.path}/`, plain[i]!, route.path, host.spellingStatus),
              ...redirectProblems(`${route.path}/${QUERY}`, query[i]!, `${route.path}${QUERY}`, host.spellingStatus),
            ]
          : [
              ...pageProblems(`${route.path}/`, plain[i]!, route),
              ...pageProblems(`${route.path}/${QUERY}`, query[i]!, route),
            ],
      );
      expect(problems).toEqual([]);
    });

    it("redirects a page's former paths (formerly: in site.yaml) and their slash spelling to the page with 301", async () => {
      const asked = FORMER_PATHS.flatMap(([from, to]) => [
        [from, to],
        [`${from}/`, to],
        [`${from}${QUERY}`, `${to}${QUERY}`],
      ]);
      const answers = await requestAll(
        origin,
        asked.map(([from]) => from!),
      );
      expect(asked.flatMap(([from, to], i) => redirectProblems(from!, answers[i]!, to!))).toEqual([]);
    });

    it(`redirects the .html spelling of every route to the route with ${host.spellingStatus}, keeping the query string`, async () => {
      const html = (path: string) => (path === "/" ? "/index.html" : `${path}.html`);
      const plain = await requestAll(
        origin,
        routes.map((r) => html(r.path)),
      );
      const query = await requestAll(
        origin,
        routes.map((r) => html(r.path) + QUERY),
      );
      const problems = routes.flatMap((route, i) => [
        ...redirectProblems(html(route.path), plain[i]!, route.path, host.spellingStatus),
        ...redirectProblems(html(route.path) + QUERY, query[i]!, route.path + QUERY, host.spellingStatus),
      ]);
      expect(problems).toEqual([]);
    });

    it("answers unknown paths with 404 and the body of 404.html", async () => {
      expect(notFound).toContain("noindex");
      const answers = await requestAll(origin, UNKNOWN_PATHS);
      expect(UNKNOWN_PATHS.flatMap((path, i) => notFoundProblems(path, answers[i]!))).toEqual([]);
    });

    it("does not serve the host rule files", async () => {
      const answers = await requestAll(origin, HOST_RULE_FILES);
      expect(HOST_RULE_FILES.flatMap((path, i) => notFoundProblems(path, answers[i]!))).toEqual([]);
    });

    it("never serves a host rule file under another spelling: encoded, behind slashes or a folder left again", async () => {
      const random = mulberry32(52);
      const encode = (c: string) =>
        `%${c.charCodeAt(0).toString(16)}`[random() < 0.5 ? "toLowerCase" : "toUpperCase"]();
      const spellings = HOST_RULE_FILES.flatMap((file) =>
        Array.from({ length: 12 }, (_, i) => {
          const name = [...file.slice(1)].map((c) => (random() < 0.3 || i === 0 ? encode(c) : c)).join("");
          const before = ["/", "//", "///", "/x%2f..%2f/", "/x%2F..%2F", "/assets/..%2f"][i % 6];
          return `${before}${name}`;
        }),
      );
      const answers = await Promise.all(spellings.map((path) => rawRequest(origin, path)));
      // Each rule file starts with this line, and no page or asset holds it.
      const served = spellings.filter((_, i) => answers[i]!.body.includes("# Generated by sitegen"));
      expect(served).toEqual([]);
    });

    it("refuses paths with an encoded slash or NUL with the security headers, and 404.html when it says 404", async () => {
      // Apache rejects these with 404 before it reads .htaccess; the ErrorDocument of the server configuration
      // (docs/deploy.md) brings them back through the rules and their headers. nginx answers some with 400.
      const paths = ["/a%2Fb", "/..%2f_headers", "/assets/..%2f_headers", "/%00", "/a%00b"];
      const answers = await requestAll(origin, paths);
      const problems = paths.flatMap((path, i) => {
        const answer = answers[i]!;
        if (answer.status === 404) return notFoundProblems(path, answer);
        if (answer.status === 502 && host.localLookupErrors)
          return answer.body.includes("Content-Security-Policy") ? [`${path}: leaked _headers`] : [];
        return [
          ...securityHeaderProblems(path, answer),
          ...(answer.status === 400 ? [] : [`${path}: status ${answer.status}, expected 404 or 400`]),
        ];
      });
      expect(problems).toEqual([]);
    });

    it("answers .htaccess itself and the requests the core refuses early with the security headers, never the rules", async () => {
      // Sent as written (fetch would resolve %2e%2e before sending). Apache refuses a path above the root with 400
      // and an encoded slash with 404 before it reads .htaccess; the ErrorDocument lines of the server
      // configuration (docs/deploy.md) bring them back through 404.html and the headers.
      const paths = [
        "/.htaccess",
        "/.HTACCESS",
        "/%2ehtaccess",
        "/%2F%2Fevil.example/",
        "/%2e%2e/",
        "/%2e%2e/etc/passwd",
      ];
      const answers = await Promise.all(paths.map((path) => rawRequest(origin, path)));
      const home = routes.find((r) => r.path === "/")!;
      const problems = paths.flatMap((path, i) => {
        const answer = answers[i]!;
        // A WHATWG URL parser (workerd's) reads /%2e%2e/ as /: the home page is no leak.
        const isHome = path === "/%2e%2e/" && answer.status === 200 && pageProblems(path, answer, home).length === 0;
        return [
          ...securityHeaderProblems(path, answer),
          ...([301, 400, 404].includes(answer.status) || isHome
            ? []
            : [`${path}: status ${answer.status}, expected 404, 400 or a redirect`]),
          ...(answer.body.includes("RewriteEngine") || answer.body.includes("root:")
            ? [`${path}: leaked ${answer.body.slice(0, 40)}`]
            : []),
        ];
      });
      expect(problems).toEqual([]);
    });

    // Only where the engine compresses at all (not netlify dev; Netlify's edge compresses on its own).
    if (host.compresses)
      it("compresses HTML, CSS and JavaScript for browsers that accept gzip", async () => {
        const page = builtAssets(dist)
          .filter((a) => /\.(css|js)$/.test(a))
          .concat(["/faq"]);
        for (const path of page) {
          const answer = await fetch(origin + path, { headers: { "accept-encoding": "gzip" }, redirect: "manual" });
          expect(answer.headers.get("content-encoding"), path).toBe("gzip");
          expect((await answer.arrayBuffer()).byteLength, path).toBeGreaterThan(0);
        }
      });

    it("serves every asset with the security headers and immutable caching", async () => {
      const assets = builtAssets(dist);
      expect(assets.length).toBeGreaterThan(2);
      const answers = await requestAll(origin, assets);
      const types: Record<string, RegExp> = {
        css: /^text\/css/,
        js: /^(text|application)\/javascript/,
        woff2: /^font\/woff2$/,
        svg: /^image\/svg\+xml/,
        png: /^image\/png$/,
      };
      const problems = assets.flatMap((path, i) => {
        const answer = answers[i]!;
        const p = securityHeaderProblems(path, answer);
        if (answer.status !== 200) p.push(`${path}: status ${answer.status}`);
        if (answer.headers.get("cache-control") !== IMMUTABLE)
          p.push(`${path}: Cache-Control ${answer.headers.get("cache-control")}`);
        const type = types[path.split(".").pop()!];
        if (type && !type.test(answer.headers.get("content-type") ?? ""))
          p.push(`${path}: content-type ${answer.headers.get("content-type")}`);
        return p;
      });
      expect(problems).toEqual([]);
    });

    it("serves the other files at the root with the security headers and without immutable caching", async () => {
      const files = ["/favicon.svg", "/robots.txt", "/sitemap.xml"];
      const answers = await requestAll(origin, files);
      const problems = files.flatMap((path, i) => {
        const answer = answers[i]!;
        const p = securityHeaderProblems(path, answer);
        if (answer.status !== 200) p.push(`${path}: status ${answer.status}`);
        if (answer.headers.get("cache-control") === IMMUTABLE) p.push(`${path}: cached as immutable`);
        return p;
      });
      expect(problems).toEqual([]);
    });

    const encodedSpellings = [
      ["/f%C3%B6rderung.html", "/f%C3%B6rderung"],
      ["/a%20b.html?x=%C3%A4", "/a%20b?x=%C3%A4"],
      ["/f%C3%B6rderung/", "/f%C3%B6rderung"],
    ] as const;
    if (host.spellingsOfAnyPath)
      it("keeps percent-encoding when it redirects a spelling", async () => {
        const answers = await requestAll(
          origin,
          encodedSpellings.map(([from]) => from),
        );
        expect(encodedSpellings.flatMap(([from, to], i) => redirectProblems(from, answers[i]!, to))).toEqual([]);
      });
    else
      it("answers the other spellings of a path that is no page with 404, not with a redirect", async () => {
        const paths = encodedSpellings.map(([from]) => from);
        const answers = await requestAll(origin, paths);
        expect(paths.flatMap((path, i) => notFoundProblems(path, answers[i]!))).toEqual([]);
      });

    it("never redirects to another origin and never lets a path into a header", async () => {
      // Browsers read "/\x" and "/<tab>/x" in a relative Location as the other origin //x.
      const paths = [
        "//evil.example/",
        "//evil.example.html",
        "/%2Fevil.example/",
        "/%2F%2Fevil.example/",
        "///evil.example//",
      ]
        .concat([
          "/%5Cevil.example/",
          "/%5Cevil.example.html",
          "/%09/evil.example/",
          "/%09/evil.example.html",
          "/%0A/evil.example/",
        ])
        .concat([
          "/%5C%5Cevil.example/",
          "/%20/evil.example/",
          "/a%0D%0ASet-Cookie:%20x=1/",
          "/a%0D%0ASet-Cookie:%20x=1.html",
        ]);
      const answers = await requestAll(origin, paths);
      const problems = paths.flatMap((path, i) => {
        const answer = answers[i]!;
        const p: string[] = [];
        if (answer.status >= 300 && answer.status < 400) {
          // locationOrigin comes from the WHATWG URL parser, which reads the Location as a browser does.
          if (answer.locationOrigin !== origin)
            p.push(`${path}: ${answer.status} to ${JSON.stringify(answer.headers.get("location"))}`);
        }
        if (answer.headers.has("set-cookie")) p.push(`${path}: a Set-Cookie header came from the path`);
        return p;
      });
      expect(problems).toEqual([]);
    });
  });
}
