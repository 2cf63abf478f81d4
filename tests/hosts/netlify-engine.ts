// Netlify's own engine for a built dist/, as `netlify dev` runs it (netlify-cli 26, src/utils/proxy.ts and
// rules-proxy.ts): Netlify's parsers read the rules, netlify-redirector (the matcher netlify dev uses) matches each
// request, and a small static server answers in netlify dev's order (a file shadows an unforced rule).
// Not modelled: netlify dev's `Cache-Control: public, max-age=0` over _headers' values (an artifact of netlify dev).
// netlify dev itself needs Deno and takes about a minute to start here, so it is not run.
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { extname, join, posix } from "node:path";
import type { HostServer } from "./servers.ts";

/** What netlify-redirector's match() answers (libredirect's Match). */
interface NetlifyMatch {
  readonly from: string;
  readonly to: string;
  readonly status: number;
  readonly force: boolean;
  readonly force404?: boolean;
}
interface Matcher {
  match(request: Record<string, unknown>): NetlifyMatch | null;
}
// netlify-redirector is CommonJS without type declarations.
const redirector = createRequire(import.meta.url)("netlify-redirector") as {
  parseJSON(rules: string, options: Record<string, unknown>): Promise<Matcher>;
};

/** The rules of dist/ as Netlify reads them; throws with Netlify's own messages when either file has an error. */
async function netlifyRules(dist: string): Promise<{ matcher: Matcher; headers: readonly Header[] }> {
  const redirects = await parseAllRedirects({
    redirectsFiles: [join(dist, "_redirects")],
    configRedirects: [],
    minimal: false,
  });
  const headers = await parseAllHeaders({ headersFiles: [join(dist, "_headers")], configHeaders: [], minimal: false });
  const errors = [...redirects.errors, ...headers.errors].map((e: { message?: string }) => e.message ?? String(e));
  if (errors.length > 0) throw new Error(`Netlify cannot read the rules of ${dist}:\n${errors.join("\n")}`);
  // As netlify dev hands them to the matcher (netlify-cli src/utils/redirects.ts, normalizeRedirect).
  const rules = (redirects.redirects as Record<string, unknown>[]).map(({ from, query, conditions, ...rule }) => ({
    ...rule,
    origin: from,
    params: query,
    conditions,
  }));
  const matcher = await redirector.parseJSON(JSON.stringify(rules), {});
  return { matcher, headers: headers.headers as Header[] };
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
};

/** netlify dev's alternativePathsFor: the files it tries for a path that has none. */
function alternativePaths(path: string): string[] {
  if (path.endsWith("/")) {
    const stem = path.slice(0, -1);
    return [...(path === "/" ? [] : [`${stem}.html`, `${stem}.htm`]), `${path}index.html`, `${path}index.htm`];
  }
  if (/\.(html?|png|jpg|js|css|svg|gif|ico|woff|woff2)$/.test(path)) return [];
  return [`${path}.html`, `${path}.htm`, `${path}/index.html`, `${path}/index.htm`];
}

/** Netlify's engine on 127.0.0.1 for `dist`, with the same interface as the real servers. */
export async function startNetlify(dist: string): Promise<HostServer> {
  const { matcher, headers } = await netlifyRules(dist);
  const log: string[] = [];

  /** The file of dist/ at a decoded path, as the static server finds it; undefined when there is none. */
  async function fileAt(path: string): Promise<string | undefined> {
    // The static server (send) refuses a path with a .. segment, which netlify dev then answers as not found.
    if (path.includes("\0") || path.split("/").includes("..")) return undefined;
    const normal = posix.normalize(path);
    const info = await stat(join(dist, normal)).catch(() => undefined);
    return info?.isFile() ? normal : undefined;
  }

  /** netlify dev's getStatic: the path or the first alternative that is a file. */
  async function staticFile(path: string): Promise<string | undefined> {
    for (const candidate of [path, ...alternativePaths(path)]) {
      const file = await fileAt(candidate);
      if (file) return file;
    }
    return undefined;
  }

  /** The headers of every _headers block whose path matches (netlify dev's headersForPath). */
  function setHeaders(res: ServerResponse, path: string): void {
    for (const rule of headers)
      if (rule.forRegExp.test(path)) for (const [k, v] of Object.entries(rule.values)) res.setHeader(k, v);
  }

  async function send(res: ServerResponse, status: number, file: string): Promise<void> {
    setHeaders(res, file);
    res.setHeader("Content-Type", TYPES[extname(file)] ?? "application/octet-stream");
    res.writeHead(status).end(await readFile(join(dist, file)));
  }

  /** The static server behind netlify dev: the file, else its alternatives, else 404.html with 404. */
  async function serveStatic(res: ServerResponse, path: string, status?: number): Promise<void> {
    if (path.includes("\0")) {
      setHeaders(res, path);
      res.writeHead(400).end(); // the static server (fastify) refuses a NUL
      return;
    }
    const file = await staticFile(path);
    if (file) return send(res, status ?? 200, file);
    return send(res, 404, "/404.html");
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    // The path decoded, as netlify dev passes it.
    const query = url.search.slice(1);
    const match = matcher.match({
      scheme: "http",
      host: "127.0.0.1",
      path,
      query,
      getHeader: () => "",
      getCookie: () => "",
    });
    if (!match) return serveStatic(res, path);
    if (match.force404) return send(res, 404, "/404.html");
    const shadowing = await staticFile(path);
    if (shadowing && !match.force) return send(res, 200, shadowing);
    const dest = new URL(match.to, "http://127.0.0.1");
    if ([...dest.searchParams].length === 0) for (const [k, v] of url.searchParams) dest.searchParams.append(k, v);
    if (match.status >= 300 && match.status <= 400) {
      res.writeHead(match.status, {
        Location: `${dest.pathname}${dest.search}${dest.hash}`,
        "Cache-Control": "no-cache",
      });
      res.end();
      return;
    }
    return serveStatic(res, decodeURIComponent(dest.pathname), match.status);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log.push(`${req.url}: ${String(error)}`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    errorLog: async () => log.join("\n"),
    // A second call finds the server closed, which close() tells its callback.
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
