// What the local server (serve.ts: preview, dev, check, browser tests) answers for a request line, as pure
// functions. The path is decoded once and normalised; anything that could reach outside dist/, read a
// host rule file or redirect to another origin is answered 404, and only local Host names are served.
import { posix, resolve, sep } from "node:path";
import { NOT_PAGES, REDIRECT_FIRST_CHAR, REDIRECT_REST } from "../render/host-rules.ts";

/** The answer to one request target: files of dist/ to try in order (else 404), a same-origin redirect, or 404. */
export type Resolved =
  | { readonly kind: "files"; readonly candidates: readonly string[] }
  | { readonly kind: "redirect"; readonly location: string }
  | { readonly kind: "not-found" };

const NOT_FOUND: Resolved = { kind: "not-found" };

/** Files the build writes for hosts, not for visitors, and the error page's paths: answered with 404, as every host does. */
const HIDDEN: ReadonlySet<string> = new Set(NOT_PAGES);

/** A path a Location header may carry: exactly one leading slash, then the nginx rule's first-character guard. */
const SAFE_REDIRECT = new RegExp(`^/(?:${REDIRECT_FIRST_CHAR}${REDIRECT_REST})?$`);

/**
 * How the server answers `target` (the request line's path and query, e.g. `/faq/?x=1`):
 * `/faq/?x=1` → redirect `/faq?x=1`; `/faq` → files `faq`, `faq.html`; `/%2F%2Fevil.example/`, `/..%2f_headers`,
 * `/.htaccess`, `/.//nginx.conf` → not-found; `/%E2%82%AC/` → redirect `/%E2%82%AC`.
 */
export function resolveRequest(target: string): Resolved {
  if (!target.startsWith("/")) return NOT_FOUND; // absolute-form ("http://…") or "*": not for a static site
  const at = target.indexOf("?");
  const rawPath = asciiEncoded(at === -1 ? target : target.slice(0, at));
  const query = at === -1 ? "" : asciiEncoded(target.slice(at));
  // Encoded separators and NUL would become / \ or NUL only after decoding, past every check of the raw path.
  if (/%(?:2f|5c|00)/i.test(rawPath)) return NOT_FOUND;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return NOT_FOUND;
  }
  if (/[\x00-\x1f\x7f\\]/.test(path) || path.split("/").includes("..")) return NOT_FOUND;
  const canonical = canonicalPath(posix.normalize(path)); // "//x/" → "/x", "/./faq.html" → "/faq"
  if (isRuleFile(canonical)) return NOT_FOUND;
  if (canonical !== path) {
    const location = encodePath(canonical);
    return SAFE_REDIRECT.test(canonical) ? { kind: "redirect", location: location + query } : NOT_FOUND;
  }
  return {
    kind: "files",
    candidates: canonical === "/" ? ["index.html"] : [canonical.slice(1), `${canonical.slice(1)}.html`],
  };
}

/** "/faq/" → "/faq", "/faq.html" → "/faq", "/index.html" → "/". */
export function canonicalPath(path: string): string {
  if (path === "/index.html") return "/";
  if (path !== "/" && path.endsWith("/")) return path.replace(/\/+$/, "") || "/";
  if (path.endsWith(".html") && path !== "/404.html") return path.slice(0, -".html".length);
  return path;
}

/** True for the rule files and any dot file or folder (.htaccess, .git), however the path was spelled. */
function isRuleFile(path: string): boolean {
  return HIDDEN.has(path.toLowerCase()) || path.split("/").some((segment) => segment.startsWith("."));
}

/** Each segment percent-encoded as UTF-8: "/€" → "/%E2%82%AC", so a Location header holds only ASCII. */
function encodePath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

/** Bytes outside printable ASCII (Node hands them over as Latin-1 characters) as %XX, so they decode as UTF-8. */
function asciiEncoded(text: string): string {
  return text.replace(
    /[^\x21-\x7e]/g,
    (c) => `%${(c.charCodeAt(0) & 0xff).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}

/** The absolute path of `relative` under `dir`, or undefined when it would leave dir (compared with dir + separator). */
export function containedFile(dir: string, relative: string): string | undefined {
  const base = resolve(dir);
  const full = resolve(base, relative);
  return full.startsWith(base + sep) ? full : undefined;
}

/**
 * True when the Host header names this server as the browser reached it: 127.0.0.1, localhost or [::1] (or the
 * address it listens on) with its port. A DNS-rebinding page reaches the server under its own name and gets 403.
 */
export function isAllowedHost(host: string | undefined, port: number, listening = "127.0.0.1"): boolean {
  if (host === undefined) return false;
  const names = new Set(["127.0.0.1", "localhost", "[::1]", listening.includes(":") ? `[${listening}]` : listening]);
  return [...names].some(
    (name) => host.toLowerCase() === `${name}:${port}` || (port === 80 && host.toLowerCase() === name),
  );
}
