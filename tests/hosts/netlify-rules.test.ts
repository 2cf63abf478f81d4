// Netlify and Cloudflare Pages read dist/_redirects and dist/_headers; no server runs here, so the files
// are parsed the way those hosts read them and checked against the same rules as nginx and Apache.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { builtAssets, builtRoutes, FORMER_PATHS, IMMUTABLE, SECURITY_HEADERS } from "./site.ts";

const dist = inject("hostsDist");
const routes = builtRoutes(dist);

/** Lines without comments and blank lines. */
function lines(file: string): string[] {
  return readFileSync(join(dist, file), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.trim().startsWith("#"));
}

interface Redirect {
  readonly from: string;
  readonly to: string;
  readonly status: string;
  readonly force: boolean;
}

/** `from to [status][!]` per line (Netlify's and Cloudflare's shared syntax). */
function redirects(): Redirect[] {
  return lines("_redirects").map((line) => {
    const [from = "", to = "", status = "302", ...rest] = line.trim().split(/\s+/);
    if (rest.length > 0) throw new Error(`_redirects: unexpected fields in ${JSON.stringify(line)}`);
    return { from, to, status: status.replace(/!$/, ""), force: status.endsWith("!") };
  });
}

/** `_headers`: an unindented URL pattern, then indented `Name: value` lines for it. */
function headerBlocks(): Map<string, [string, string][]> {
  const blocks = new Map<string, [string, string][]>();
  let current: [string, string][] | undefined;
  for (const line of lines("_headers")) {
    if (!/^\s/.test(line)) {
      if (blocks.has(line.trim())) throw new Error(`_headers: ${line.trim()} appears twice`);
      current = [];
      blocks.set(line.trim(), current);
      continue;
    }
    const match = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    if (!match || !current) throw new Error(`_headers: cannot read ${JSON.stringify(line)}`);
    current.push([match[1]!, match[2]!.trimEnd()]);
  }
  return blocks;
}

/** Netlify's matching for the simple patterns used here: exact, or a trailing `*` splat. */
function matches(pattern: string, path: string): boolean {
  return pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** The headers a path gets: every matching block's headers, in file order. */
function headersFor(path: string): [string, string][] {
  return [...headerBlocks()].filter(([pattern]) => matches(pattern, path)).flatMap(([, h]) => h);
}

describe("the security policy in host-rules.ts", () => {
  const csp = new Map(
    SECURITY_HEADERS.find(([k]) => k === "Content-Security-Policy")![1]
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values] as const),
  );
  const header = (name: string) => SECURITY_HEADERS.find(([k]) => k === name)?.[1];

  it("restricts scripts, objects, base, framing and forms", () => {
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    const all = [...csp.values()].flat();
    expect(all.filter((v) => v === "'unsafe-eval'" || v === "*")).toEqual([]);
    expect([...csp].filter(([, v]) => v.includes("'unsafe-inline'")).map(([k]) => k)).toEqual(["style-src-attr"]);
  });

  it("sets the other headers", () => {
    expect(header("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(header("X-Content-Type-Options")).toBe("nosniff");
    expect(header("Permissions-Policy")).toMatch(/camera=\(\)/);
    expect(header("Strict-Transport-Security")).toMatch(/^max-age=\d{8,}/);
    expect(new Set(SECURITY_HEADERS.map(([k]) => k.toLowerCase())).size).toBe(SECURITY_HEADERS.length);
  });
});

describe("dist/_redirects (Netlify, Cloudflare Pages)", () => {
  it("redirects the trailing-slash spelling of every route, and every former path with its slash spelling, with 301", () => {
    const rules = redirects();
    const expected = [
      ...routes
        .filter((r) => r.path !== "/")
        .map((r) => ({ from: `${r.path}/`, to: r.path, status: "301", force: false })),
      ...FORMER_PATHS.flatMap(([from, to]) => [
        { from, to, status: "301", force: false },
        { from: `${from}/`, to, status: "301", force: false },
      ]),
    ];
    expect(rules.toSorted((a, b) => a.from.localeCompare(b.from))).toEqual(
      expected.toSorted((a, b) => a.from.localeCompare(b.from)),
    );
  });

  it("has no catch-all and no redirect away from a route", () => {
    const paths = new Set(routes.map((r) => r.path));
    for (const rule of redirects()) {
      expect(rule.from).not.toContain("*");
      expect(paths.has(rule.from), `${rule.from} is a route`).toBe(false);
      expect(paths.has(rule.to), `${rule.to} is a route`).toBe(true);
    }
  });
});

describe("dist/_headers (Netlify, Cloudflare Pages)", () => {
  it("sends every security header with the same value on every path", () => {
    const all = headerBlocks().get("/*");
    expect(all).toEqual(SECURITY_HEADERS.map(([k, v]) => [k, v]));
    for (const path of [...routes.map((r) => r.path), "/does-not-exist", "/assets/site.css"]) {
      const got = headersFor(path);
      for (const [name, value] of SECURITY_HEADERS) {
        expect(
          got.filter(([k]) => k.toLowerCase() === name.toLowerCase()),
          `${name} on ${path}`,
        ).toEqual([[name, value]]);
      }
    }
  });

  it("caches /assets/* as immutable, and nothing else", () => {
    expect(headerBlocks().get("/assets/*")).toEqual([["Cache-Control", IMMUTABLE]]);
    for (const path of builtAssets(dist)) {
      expect(
        headersFor(path).filter(([k]) => k === "Cache-Control"),
        path,
      ).toEqual([["Cache-Control", IMMUTABLE]]);
    }
    for (const path of [...routes.map((r) => r.path), "/favicon.svg", "/sitemap.xml"]) {
      expect(
        headersFor(path).filter(([k]) => k === "Cache-Control"),
        path,
      ).toEqual([]);
    }
  });
});
