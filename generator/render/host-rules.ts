// Host rules for dist/: one small function per host format, each output sorted and deterministic.
import type { OutputFile, Route } from "../model.ts";
import type { Redirect } from "../routes/former-paths.ts";

/**
 * style-src-attr allows inline style attributes only: Radix Slider positions its thumb and range with a style
 * attribute in the server HTML (else the calculator renders wrong until hydration).
 */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  [
    "Content-Security-Policy",
    "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
  ],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  [
    "Permissions-Policy",
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()",
  ],
  ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
];

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The first character after the slash of a path a redirect may lead to, as a regular expression class that
 * nginx (PCRE) and JavaScript read alike: not / or \ and no space or control character, because browsers read
 * a relative Location "//x", "/\x" or "/<tab>/x" as the other origin //x. Used by the nginx rules below and
 * by the local server (dev/resolve-request.ts).
 */
export const REDIRECT_FIRST_CHAR = "[^/\\x5c\\x00-\\x20]";
/** The rest of such a path: no control character (no header injection through CR or LF). */
export const REDIRECT_REST = "[^\\x00-\\x1f\\x7f]*";

/**
 * The files the build writes for hosts, not for visitors, named once: the rules of every host deny them, the
 * local servers answer them with 404 (dev/resolve-request.ts), and the host tests request each of them.
 */
export const RULE_FILES = ["nginx.conf", "_headers", "_redirects", ".htaccess"] as const;
export type RuleFile = (typeof RULE_FILES)[number];

/**
 * The rule files of nginx and Apache, which Cloudflare Pages and Netlify publish with the rest of the folder. Pages
 * matches `_redirects` on the path as sent and looks the file up after decoding it and collapsing `//`, `/./` and
 * `/x/../`: a path that reaches one of these files either ends in its name (`//.htaccess`, `/x%2f..%2f/.htaccess`)
 * or holds a `%` in its last segment (`/%2ehtaccess`, `/nginx%2econf`), since nothing after the last segment can
 * take a name away. No page or asset has a `%` in its path, so both shapes answer 404 there (CLOUDFLARE_SPELLINGS).
 */
const SERVER_RULE_FILES: readonly RuleFile[] = ["nginx.conf", ".htaccess"];
const CLOUDFLARE_SPELLINGS = ["/*%:encoded", ...SERVER_RULE_FILES.map((file) => `/*/${file}`)];

const RULE_FILE_PATTERN = RULE_FILES.map((f) => f.replace(/\./g, "\\.")).join("|");

export function renderHostRules(routes: readonly Route[], former: readonly Redirect[] = []): OutputFile[] {
  const contents: Record<RuleFile, string> = {
    _redirects: netlifyRedirects(routes, former),
    _headers: netlifyHeaders(),
    "nginx.conf": nginxInclude(former),
    ".htaccess": apacheHtaccess(former),
  };
  return RULE_FILES.map((path) => ({ path, contents: contents[path] }));
}

/**
 * The paths that are no page on any host: the rule files, and the not-found page under its own name. Every host
 * answers them with 404 and 404.html (`/404` too, although Netlify and Cloudflare Pages would serve 404.html there).
 */
export const NOT_PAGES: readonly string[] = [...RULE_FILES.map((file) => `/${file}`), "/404", "/404.html"];

/**
 * Where Cloudflare Pages rewrites (200) the paths of NOT_PAGES: a path the build never writes (no route starts
 * with a dot), so Pages answers with 404.html and status 404 as for any unknown path.
 */
export const NOT_PUBLISHED = "/.not-published";

/**
 * `_redirects` for Netlify and Cloudflare Pages, which read the same file but not alike (docs/deploy.md):
 * - Netlify matches a rule whether or not the path ends in a slash, and skips a rule whose path has a file
 *   ("shadowing") unless the status ends in `!`. So `/faq/ /faq` would match `/faq` itself; each page's `.html`
 *   spelling gets a forced rule instead, which cannot match the page, and the paths of NOT_PAGES a forced 404.
 * - Cloudflare Pages redirects `/faq/` and `/faq.html` to `/faq` itself (308), matches rules exactly, and reads a
 *   status with `!` as an invalid line, which it reports and skips. The paths of NOT_PAGES get a rewrite to a
 *   path that does not exist; on Netlify the forced rule for the same path comes first and wins.
 * - Both: a former path and its slash spelling lead straight to the page's one spelling.
 */
export function netlifyRedirects(routes: readonly Route[], former: readonly Redirect[] = []): string {
  const pages = routes.map((r) => (r.path === "/" ? "/index.html / 301!" : `${r.path}.html ${r.path} 301!`)).sort();
  const forced404 = NOT_PAGES.map((path) => `${path} /404.html 404!`);
  const rewritten = [...NOT_PAGES, ...CLOUDFLARE_SPELLINGS].map((path) => `${path} ${NOT_PUBLISHED} 200`);
  const moved = former.flatMap(({ from, to }) => [`${from} ${to} 301`, `${from}/ ${to} 301`]);
  return `# Generated by sitegen for Netlify and Cloudflare Pages (docs/deploy.md). Unknown paths are answered with
# 404.html and status 404 by the host itself.
# Netlify only: the .html spelling of each page, and the files that are no page. Cloudflare Pages reports these
# lines as invalid (a status with "!") and skips them; it redirects the .html spelling itself.
${[...pages, ...forced404].join("\n")}
# Cloudflare Pages: the files that are no page answer 404 under every spelling (on Netlify the forced lines above
# win).
${rewritten.join("\n")}
${moved.length > 0 ? `# Former paths of pages.\n${moved.join("\n")}\n` : ""}`;
}

/** The first line of `_headers`: how sitegen recognises an output folder it wrote (write/out-dir.ts). */
export const OUTPUT_MARK = "# Generated by sitegen.";

export function netlifyHeaders(): string {
  const all = SECURITY_HEADERS.map(([k, v]) => `  ${k}: ${v}`).join("\n");
  return `${OUTPUT_MARK}\n/*\n${all}\n/assets/*\n  Cache-Control: ${IMMUTABLE}\n`;
}

/** An include for an nginx `server { root …/dist; }` block (docs/deploy.md). */
export function nginxInclude(former: readonly Redirect[] = []): string {
  const headers = (indent = "") =>
    SECURITY_HEADERS.map(([k, v]) => `${indent}add_header ${k} "${v}" always;`).join("\n");
  return `# Generated by sitegen. Include inside: server { root /path/to/dist; include /path/to/dist/nginx.conf; }
# One spelling per page: /faq answers 200 from faq.html; /faq/ and /faq.html redirect to /faq.
index index.html;
gzip on;
gzip_vary on;
gzip_types text/css text/javascript application/javascript image/svg+xml application/xml application/atom+xml text/plain;
absolute_redirect off;
error_page 404 /404.html;
${headers()}

location = / {
    try_files /index.html =404;
}
location = /404.html {
    internal;
}
location = /404 {
    return 404;
}
location = /index.html {
    return 301 /$is_args$args;
}
${former.map(({ from, to }) => `location = ${from} {\n    return 301 ${to}$is_args$args;\n}\nlocation = ${from}/ {\n    return 301 ${to}$is_args$args;\n}\n`).join("")}
# The captured path never starts with / or \\ or a control character: browsers would read the relative
# Location "/\\evil.example" or "/<tab>/evil.example" as the other origin //evil.example.
location ~ "^/(${REDIRECT_FIRST_CHAR}${REDIRECT_REST})\\.html$" {
    return 301 /$1$is_args$args;
}
location ~ "^/(${REDIRECT_FIRST_CHAR}${REDIRECT_REST})/$" {
    return 301 /$1$is_args$args;
}
location /assets/ {
${headers("    ")}
    add_header Cache-Control "${IMMUTABLE}" always;
    try_files $uri =404;
}
location ~ ^/(${RULE_FILE_PATTERN})$ {
    return 404;
}
location / {
    try_files $uri $uri.html =404;
}
`;
}

export function apacheHtaccess(former: readonly Redirect[] = []): string {
  const headers = SECURITY_HEADERS.map(([k, v]) => `  Header always set ${k} "${v}"`).join("\n");
  return `# Generated by sitegen. Needs mod_rewrite and mod_headers, and AllowOverride All (docs/deploy.md).
# One spelling per page: /faq answers 200 from faq.html; /faq/ and /faq.html redirect to /faq.
DirectorySlash Off
Options -Indexes -MultiViews
DirectoryIndex index.html
ErrorDocument 404 /404.html

RewriteEngine On
RewriteBase /
# The rules themselves are not served either: a host's configuration need not deny .htaccess.
RewriteRule ^(${RULE_FILE_PATTERN})$ - [R=404,L]
# /404.html and /404 are no pages (as on nginx); REDIRECT_STATUS is set when ErrorDocument serves 404.html.
RewriteCond %{ENV:REDIRECT_STATUS} ^$
RewriteRule ^404\\.html$ - [R=404,L]
RewriteRule ^404$ - [R=404,L]
${former.map(({ from, to }) => `RewriteRule ^${from.slice(1)}/?$ ${to} [R=301,L]\n`).join("")}RewriteCond %{THE_REQUEST} \\s/index\\.html[\\s?]
RewriteRule ^ / [R=301,L]
# %1 comes from the request line and is still percent-encoded: NE keeps it from being encoded twice.
RewriteCond %{THE_REQUEST} \\s/([^?\\s]+)\\.html[\\s?]
RewriteCond %1 !^404$
RewriteRule ^ /%1 [R=301,L,NE]
RewriteRule ^(.+)/$ /$1 [R=301,L]
# END, not L: for /faq/nope Apache maps the file faq (path info /nope), faq.html exists, and with L the
# rewritten faq/nope.html would be rewritten again and again (500) instead of answering 404.
RewriteCond %{REQUEST_FILENAME}.html -f
RewriteRule ^(.+)$ $1.html [END]
# A folder that is no page (/assets) answers 404 like on nginx, not 403.
RewriteCond %{REQUEST_FILENAME} -d
RewriteRule ^(.+)$ - [R=404,L]

<IfModule mod_deflate.c>
  AddOutputFilterByType DEFLATE text/html text/css text/javascript application/javascript image/svg+xml application/xml application/atom+xml text/plain
</IfModule>

<IfModule mod_headers.c>
${headers}
  <If "%{REQUEST_URI} =~ m#^/assets/#">
    Header always set Cache-Control "${IMMUTABLE}"
  </If>
</IfModule>
`;
}
