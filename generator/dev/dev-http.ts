// The dev server's HTTP side: the port checked before anything starts, the static server with the dev hooks,
// the reload script added to the HTML it serves, and the open pages' event streams.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer as createNetServer } from "node:net";
import type { DevMessage } from "./dev-report.ts";
import { listenFailure } from "./serve.ts";

export const CLIENT = "/__sitegen/client.js";
/** The event stream each open page listens to (overlay-client.ts). */
export const EVENTS = "/__sitegen/events";
/** The editor's path (editor/editor-server.ts); its module is loaded with the first request under it. */
export const EDIT = "/__sitegen/edit/";

/** The path as sent, not decoded: the editor routes on the same text. */
export function underEditor(url: string | undefined): boolean {
  const path = new URL(url ?? "/", "http://localhost").pathname;
  return path === EDIT.slice(0, -1) || path.startsWith(EDIT);
}

/** The decoded path of a request URL ("/en/faq"), or undefined when it cannot be decoded (the server answers 404). */
export function requestPath(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent(new URL(url ?? "/", "http://localhost").pathname);
  } catch {
    return undefined;
  }
}

/** The script tag the dev server adds to every HTML page it serves (never to dist/), naming the build before the
 * page is read: a page is never older than the build it names, and reloads if one ended meanwhile. */
export const injectClient =
  (server: string, build: number) =>
  (html: string): string => {
    const tag = `<script src="${CLIENT}?server=${server}" data-build="${build}" defer></script>`;
    const at = html.indexOf("</head>");
    return at === -1 ? html + tag : html.slice(0, at) + tag + html.slice(at);
  };

export async function checkPort(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createNetServer().once("error", reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  }).catch((error: NodeJS.ErrnoException) => {
    throw listenFailure(error, host, port);
  });
}

// The reload script is the same for a server's life: its address names the server, and a page's load takes it cached.
const SCRIPT = { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "max-age=3600" };

/** The dev tools' own requests: the reload script (`script`) and the event stream of `streams`; false: neither. */
export function serveDevTools(
  req: IncomingMessage,
  res: ServerResponse,
  script: string,
  streams: PageStreams,
  messages: () => readonly [hello: DevMessage, last: DevMessage | undefined],
): boolean {
  const path = (req.url ?? "/").split("?")[0];
  if (path === CLIENT) res.writeHead(200, SCRIPT).end(script);
  else if (path === EVENTS) streams.open(req, res, ...messages());
  return path === CLIENT || path === EVENTS;
}

export class PageStreams {
  readonly #streams = new Map<ServerResponse, string | undefined>(); // each stream → the path of its page

  /** The page is known by the request's Referer, only ever looked up among the routes. */
  open(req: IncomingMessage, res: ServerResponse, hello: DevMessage, last: DevMessage | undefined): void {
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
    res.write(`retry: 1000\ndata: ${JSON.stringify(hello)}\n\n`);
    if (last) res.write(`data: ${JSON.stringify(last)}\n\n`);
    const referer = req.headers.referer;
    this.#streams.set(res, referer === undefined ? undefined : requestPath(referer));
    req.on("close", () => this.#streams.delete(res));
  }

  send(message: DevMessage): void {
    for (const res of this.#streams.keys()) res.write(`data: ${JSON.stringify(message)}\n\n`);
  }

  paths(): string[] {
    return [...new Set([...this.#streams.values()].filter((path) => path !== undefined))];
  }

  close(): void {
    for (const res of this.#streams.keys()) res.end();
  }
}
