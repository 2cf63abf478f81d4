// A static server for dist/ with the same rules as the generated host config (render/host-rules.ts).
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join } from "node:path";
import { createGzip } from "node:zlib";
import { SECURITY_HEADERS } from "../render/host-rules.ts";
import { containedFile, isAllowedHost, resolveRequest } from "./resolve-request.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json",
};

export interface ServeOptions {
  readonly dir: string;
  readonly port: number;
  readonly host?: string;
  /** Extra handling before files (the dev server's reload events); return true when handled. */
  readonly intercept?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Awaited before a request is answered from the folder (the dev server renders a page that is not ready yet). */
  readonly before?: (req: IncomingMessage) => void | Promise<void>;
  /** Changes HTML before it is sent (the dev server's reload script). */
  readonly transformHtml?: (html: string) => string;
}

/** Starts the server; resolves once it listens. Port 0 picks a free port (see server.address()). */
export async function serveDist(options: ServeOptions): Promise<Server> {
  const server = createServer((req, res) => {
    // Before the dev server's own routes too: its event stream carries the problems of the build (#14).
    const { port } = server.address() as AddressInfo;
    if (!isAllowedHost(req.headers.host, port, options.host)) {
      for (const [k, v] of SECURITY_HEADERS) res.setHeader(k, v);
      res
        .writeHead(403, { "Content-Type": "text/plain; charset=utf-8" })
        .end(`This server answers only http://127.0.0.1:${port}/ and http://localhost:${port}/.\n`);
      return;
    }
    if (options.intercept?.(req, res)) return;
    handle(options, req, res).catch(() => {
      res.statusCode = 500;
      res.end("internal error");
    });
  });
  // A port taken meanwhile or no file descriptor left (EMFILE) rejects here, for the caller to say in one line.
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject).listen(options.port, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  return server;
}

async function handle(options: ServeOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  for (const [k, v] of SECURITY_HEADERS) res.setHeader(k, v);
  await options.before?.(req);
  const resolved = resolveRequest(req.url ?? "/"); // one decoding, one containment rule for dev and preview (#14)
  if (resolved.kind === "redirect") {
    res.writeHead(301, { Location: resolved.location }).end();
    return;
  }
  for (const candidate of resolved.kind === "files" ? resolved.candidates : []) {
    const file = containedFile(options.dir, candidate);
    if (!file) break;
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) return send(options, res, 200, candidate);
  }
  return send(options, res, 404, "404.html");
}

async function send(options: ServeOptions, res: ServerResponse, status: number, file: string): Promise<void> {
  const full = join(options.dir, file);
  const type = TYPES[extname(file)] ?? "application/octet-stream";
  res.statusCode = status;
  res.setHeader("Content-Type", type);
  if (file.startsWith("assets/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  else res.setHeader("Cache-Control", "no-cache");
  if (type.startsWith("text/html") && options.transformHtml) {
    const { readFile } = await import("node:fs/promises");
    res.end(options.transformHtml(await readFile(full, "utf8").catch(() => "")));
    return;
  }
  // Text is compressed as every production host does, so previews and audits see real transfer sizes.
  const gzip =
    /\bgzip\b/.test(String(res.req.headers["accept-encoding"] ?? "")) &&
    /^(text\/|application\/(javascript|xml|json|atom)|image\/svg)/.test(type);
  const stream = createReadStream(full).on("error", () => res.end());
  res.setHeader("Vary", "Accept-Encoding");
  if (gzip) {
    res.setHeader("Content-Encoding", "gzip");
    stream.pipe(createGzip()).pipe(res);
  } else stream.pipe(res);
}
