// A static server for dist/ with the same rules as the generated host config (render/host-rules.ts).
import { createReadStream } from "node:fs";
import { readFile, realpath, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, sep } from "node:path";
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
  /** Extra handling before files (the dev server's reload events); true when handled. One that throws handled nothing. */
  readonly intercept?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Awaited before a request is answered from the folder (the dev server renders a page that is not ready yet). */
  readonly before?: (req: IncomingMessage) => void | Promise<void>;
  /** Paths that take more than GET and HEAD (the editor's API in sitegen dev); every other one answers 405. */
  readonly writable?: (url: string) => boolean;
  /** Asked as a request comes: what changes its HTML before it is sent (the dev server's reload script). */
  readonly transformHtml?: () => (html: string) => string;
}

/** Only reading is served, as on the production hosts (nginx answers other methods 405 too). */
const METHODS = "GET, HEAD";

/** Thrown before anything is served when the port cannot be had, so the CLI prints one line, not a crash. */
export class PortInUseError extends Error {
  override name = "PortInUseError";
}

/** The sentence for a port that cannot be listened on: what happened and the fix. */
export function listenFailure(error: NodeJS.ErrnoException, host: string, port: number): PortInUseError {
  if (error.code === "EADDRINUSE")
    return new PortInUseError(`Port ${port} is in use; pick another with --port <n> (0 picks a free one).`);
  if (error.code === "EACCES")
    return new PortInUseError(
      `Cannot listen on ${host}:${port}: permission denied; pick a port from 1024 up with --port <n>.`,
    );
  return new PortInUseError(`Cannot listen on ${host}:${port}: ${error.message}; pick another with --port <n>.`);
}

export async function serveDist(options: ServeOptions): Promise<Server> {
  const server = createServer((req, res) => {
    // Every answer carries the headers: the dev server's own routes and the refusals below as well.
    for (const [k, v] of SECURITY_HEADERS) res.setHeader(k, v);
    // Before the dev server's own routes too: its event stream carries the problems of the build.
    const { port } = server.address() as AddressInfo;
    if (!isAllowedHost(req.headers.host, port, options.host))
      return answer(res, 403, `This server answers only http://127.0.0.1:${port}/ and http://localhost:${port}/.`);
    if (req.method !== "GET" && req.method !== "HEAD" && options.writable?.(req.url ?? "/") !== true)
      return answer(res, 405, "Method not allowed.", { Allow: METHODS });
    if (intercepted(options, req, res)) return;
    handle(options, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("internal error");
    });
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => reject(listenFailure(error, host, options.port)));
    server.listen(options.port, host, resolve);
  });
  return server;
}

function intercepted(options: ServeOptions, req: IncomingMessage, res: ServerResponse): boolean {
  try {
    return options.intercept?.(req, res) ?? false;
  } catch {
    return false;
  }
}

async function handle(options: ServeOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const transform = options.transformHtml?.();
  await options.before?.(req);
  const resolved = resolveRequest(req.url ?? "/"); // one decoding, one containment rule for dev and preview
  if (resolved.kind === "redirect") {
    res.writeHead(301, { Location: resolved.location }).end();
    return;
  }
  const found = resolved.kind === "files" ? await fileInside(options.dir, resolved.candidates) : undefined;
  if (found) return send(transform, res, 200, found.candidate, found.real);
  const root = await realpath(options.dir).catch(() => undefined);
  const moved = resolved.kind === "files" && root ? await formerPath(root, req.url ?? "/") : undefined;
  if (moved) {
    res.writeHead(301, { Location: moved }).end();
    return;
  }
  const page = root && (await realFileInside(root, containedFile(root, "404.html")));
  if (page) return send(transform, res, 404, "404.html", page);
  answer(res, 404, "Not found.");
}

export function answer(res: ServerResponse, status: number, line: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, "Content-Type": TYPES[".txt"]! }).end(`${line}\n`);
}

/**
 * Where a page's former path leads (`formerly:` in site.yaml), read from the `_redirects` the build wrote, so that
 * preview and dev answer as the hosts do. Read on each miss: a miss is rare, and dev rewrites the file on every build.
 */
async function formerPath(root: string, target: string): Promise<string | undefined> {
  const at = target.indexOf("?");
  const [path, query] = at === -1 ? [target, ""] : [target.slice(0, at), target.slice(at)];
  const file = await realFileInside(root, containedFile(root, "_redirects"));
  const rules = file ? await readFile(file, "utf8").catch(() => "") : "";
  for (const line of rules.split("\n")) {
    const [from, to] = line.split(" ");
    if (from === path && to !== undefined && /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/.test(to)) return to + query;
  }
  return undefined;
}

export async function fileInside(
  dir: string,
  candidates: readonly string[],
): Promise<{ candidate: string; real: string } | undefined> {
  const root = await realpath(dir).catch(() => undefined);
  for (const candidate of root ? candidates : []) {
    const file = containedFile(root!, candidate);
    if (!file) return undefined;
    const real = await realFileInside(root!, file);
    if (real) return { candidate, real };
  }
  return undefined;
}

/**
 * The real path of `file` when it is a regular file whose real path lies inside `root` (itself real), else
 * undefined: a symbolic link in dist/ to /etc/passwd or to a sibling folder is not served.
 */
async function realFileInside(root: string, file: string | undefined): Promise<string | undefined> {
  if (!file) return undefined;
  const real = await realpath(file).catch(() => undefined);
  if (!real?.startsWith(root + sep)) return undefined;
  const info = await stat(real).catch(() => undefined);
  return info?.isFile() ? real : undefined;
}

async function send(
  transform: ((html: string) => string) | undefined,
  res: ServerResponse,
  status: number,
  file: string,
  full: string,
): Promise<void> {
  const type = TYPES[extname(file)] ?? "application/octet-stream";
  res.statusCode = status;
  res.setHeader("Content-Type", type);
  if (file.startsWith("assets/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  else res.setHeader("Cache-Control", "no-cache");
  if (type.startsWith("text/html") && transform) {
    res.end(transform(await readFile(full, "utf8").catch(() => "")));
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
