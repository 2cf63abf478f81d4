// What the host tests read of a built dist/ (its routes from sitemap.xml, its assets) and how they ask a server.
import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join, relative } from "node:path";
import { gunzipSync } from "node:zlib";

/** Former paths of the economics page that global-setup.ts adds to the route table, and where each must lead. */
export const FORMER_PATHS: readonly (readonly [from: string, to: string])[] = [
  ["/rentabilitaet", "/wirtschaftlichkeit"],
  ["/en/profitability", "/en/economics"],
];
export const IMMUTABLE = "public, max-age=31536000, immutable";

export interface BuiltRoute {
  /** The one spelling, e.g. "/faq", "/en", "/". */
  readonly path: string;
  /** The absolute URL in sitemap.xml (and in the page's canonical link). */
  readonly loc: string;
}

/** Every <loc> of sitemap.xml, with the base URL cut off. */
export function builtRoutes(dist: string): BuiltRoute[] {
  const xml = readFileSync(join(dist, "sitemap.xml"), "utf8");
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
  if (locs.length === 0) throw new Error("sitemap.xml has no <loc>");
  const base = locs.reduce((a, b) => (a.length <= b.length ? a : b)).replace(/\/$/, "");
  return locs.map((loc) => {
    if (!loc.startsWith(base)) throw new Error(`sitemap <loc> ${loc} is not under ${base}`);
    return { path: loc.slice(base.length) || "/", loc };
  });
}

/** Paths of the files in dist/assets and its subfolders, e.g. "/assets/site.5e668b006c.css". */
export function builtAssets(dist: string): string[] {
  const entries = readdirSync(join(dist, "assets"), { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => `/${relative(dist, join(e.parentPath, e.name))}`);
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
  /** Location resolved against the server, as path + query; undefined when there is none. */
  readonly location: string | undefined;
  /** The origin the Location header points to (must be the server's own). */
  readonly locationOrigin: string | undefined;
}

/**
 * One GET with the path exactly as written (no URL parsing, so %2e%2e stays as it is), without following redirects,
 * from a browser that accepts gzip (the body comes back decoded).
 */
function request(origin: string, path: string): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  const accept = { accept: "*/*", "accept-encoding": "gzip" };
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, headers: accept }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const headers = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2) headers.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        const bytes = Buffer.concat(chunks);
        const body = (headers.get("content-encoding") === "gzip" ? gunzipSync(bytes) : bytes).toString("utf8");
        // nginx sends the decoded path (UTF-8 bytes); Node hands header bytes over as Latin-1.
        const location = headers.get("location");
        const url = location === null ? undefined : new URL(Buffer.from(location, "latin1").toString(), origin + path);
        resolve({
          status: res.statusCode ?? 0,
          headers,
          body,
          // Percent-escapes compare case-insensitively (RFC 3986 §6.2.2.1); Apache writes %c3, nginx %C3.
          location: url && (url.pathname + url.search).replace(/%[0-9a-f]{2}/gi, (e) => e.toUpperCase()),
          locationOrigin: url?.origin,
        });
      });
    });
    req.on("error", reject).end();
  });
}

/** Requests many paths, a few at a time (like a browser, not a load test); keeps the order. */
export async function requestAll(origin: string, paths: readonly string[], concurrency = 6): Promise<Answer[]> {
  const answers: Answer[] = new Array(paths.length);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const i = next++;
      answers[i] = await request(origin, paths[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, worker));
  return answers;
}
