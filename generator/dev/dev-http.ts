// The dev server's HTTP side: the port checked before anything starts, the static server with the dev hooks,
// and the reload script added to the HTML it serves.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { createServer as createNetServer } from "node:net";
import { listenFailure, serveDist } from "./serve.ts";

export const CLIENT = "/__sitegen/client.js";
/** The editor's path (editor/editor-server.ts); its module is loaded with the first request under it. */
export const EDIT = "/__sitegen/edit/";

/**
 * Whether a request URL is the editor's: its path, or the path without the trailing slash (redirected). The
 * path as sent, not decoded: the editor routes on the same text.
 */
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

/** The script tag the dev server adds to every HTML page it serves; dist/ itself never contains it. */
export function injectClient(html: string, build: number): string {
  const tag = `<script src="${CLIENT}?build=${build}" defer></script>`;
  const at = html.indexOf("</head>");
  return at === -1 ? html + tag : html.slice(0, at) + tag + html.slice(at);
}

export async function checkPort(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createNetServer().once("error", reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  }).catch((error: NodeJS.ErrnoException) => {
    throw listenFailure(error, host, port);
  });
}

/** serveDist with the dev hooks; a throwing hook falls back to the plain file server; a failed listen is one line (serve.ts). */
export function serve(
  port: number,
  host: string,
  dir: string,
  hooks: {
    intercept: (req: IncomingMessage, res: ServerResponse) => boolean;
    before: (req: IncomingMessage) => Promise<void>;
    transformHtml: (html: string) => string;
  },
): Promise<Server> {
  return serveDist({
    dir,
    port,
    host,
    intercept: (req, res) => {
      try {
        return hooks.intercept(req, res);
      } catch {
        return false;
      }
    },
    before: hooks.before,
    writable: (url) => url.startsWith(EDIT),
    transformHtml: hooks.transformHtml,
  });
}
