// The editor's routes under /__sitegen/edit/, mounted by sitegen dev only (build and preview never serve it).
// The dev server has already refused every Host but 127.0.0.1/localhost with its port. Here: the editor answers
// only when the server listens on the loopback address; every API request must come from the editor's own
// origin and carry the token of this session, which only the editor's page (same origin) can read, so another
// site open in the same browser can neither read nor write. Request bodies are limited; only the files of the
// route table's pages under content/ and site.yaml are read or written.
import { warmLanguageDetector } from "../translations/content-language.ts";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { failureText } from "../problems/index.ts";
import { EDIT, underEditor } from "../dev/dev-http.ts";
import { containedFile, resolveRequest } from "../dev/resolve-request.ts";
import {
  editorPages,
  linkTargets,
  problemsAt,
  type BuildProblem,
  readFileState,
  schemaCache,
  type SchemaCache,
  type EditorPage,
} from "./editor-data.ts";
import { savePage, type SaveRequest } from "./save.ts";
import { confirmField, pageTranslations, statusCounts } from "./translations.ts";
import { editorBundle, type EditorBundle } from "./ui-bundle.ts";

export { EDIT };
const MAX_BODY = 1024 * 1024; // a page's two files are a few dozen KB
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const PREVIEW_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'; form-action 'none'";

export interface EditorContext {
  readonly root: string;
  readonly codeRoot: string;
  readonly host: string;
  readonly dist: string;
  readonly problems: () => readonly BuildProblem[];
  readonly pageHtml: (html: string) => string; // the dev server's reload script added
}

export interface Editor {
  readonly token: string;
  /** True when the request was the editor's (answered or refused); false for every other path. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}

export function createEditor(context: EditorContext): Editor {
  const token = randomBytes(24).toString("base64url");
  const bundle = editorBundle(context.codeRoot); // compiled on the first request, then kept for the session
  const schemas = schemaCache();
  const loopback = context.host === "127.0.0.1" || context.host === "localhost" || context.host === "::1";
  return {
    token,
    handle(req, res) {
      if (!underEditor(req.url)) return false;
      const url = new URL(req.url ?? "/", "http://localhost");
      if (url.pathname === EDIT.slice(0, -1)) return redirect(res, EDIT);
      if (!loopback) return refuse(res, 404, "The editor runs only when sitegen dev listens on 127.0.0.1.");
      if (!sameOrigin(req)) return refuse(res, 403, "Requests to the editor must come from the editor's own page.");
      route({ ...context, token, bundle, schemas }, url, req, res).catch((error: unknown) => {
        console.error(failureText(error, "The editor wrote nothing.").text);
        if (!res.headersSent) refuse(res, 500, "The editor failed; the terminal shows why. Nothing was written.");
      });
      return true;
    },
  };
}

interface Session extends EditorContext {
  readonly token: string;
  readonly bundle: () => Promise<EditorBundle>;
  readonly schemas: SchemaCache;
}

async function route(context: Session, url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const rest = url.pathname.slice(EDIT.length);
  if (req.method === "GET" && rest === "") {
    void warmLanguageDetector(); // loaded while the editor opens, so the first edit is judged without a wait for eld
    return send(res, 200, "text/html; charset=utf-8", shell(context.token));
  }
  if (req.method === "GET" && (rest === "editor.js" || rest === "editor.css" || rest === "preview.js")) {
    const bundle = await context.bundle();
    const type = rest.endsWith(".css") ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8";
    return send(
      res,
      200,
      type,
      rest === "editor.js" ? bundle.app : rest === "preview.js" ? bundle.preview : bundle.css,
    );
  }
  if (req.method === "GET" && rest.startsWith("preview/")) return preview(context, `/${rest.slice(8)}`, res);
  if (!rest.startsWith("api/")) return void refuse(res, 404, `No editor page at ${url.pathname}.`);
  if (!hasToken(req, context.token)) return void refuse(res, 403, "This request lacks the editor's session token.");
  const pages = await editorPages(context.root);
  const pageOf = (id: string | null) => pages.find((p) => p.id === id);
  if (req.method === "GET" && rest === "api/pages") return json(res, 200, await pageList(context, pages));
  if (req.method === "GET" && rest === "api/page") {
    const page = pageOf(url.searchParams.get("id"));
    if (!page) return json(res, 404, { message: `No page "${url.searchParams.get("id")}" in the route table.` });
    return json(res, 200, await pageData(context, page, pages));
  }
  if (req.method === "GET" && rest === "api/problems") {
    const page = pageOf(url.searchParams.get("id"));
    if (!page) return json(res, 404, { message: `No page "${url.searchParams.get("id")}" in the route table.` });
    const files = await Promise.all(Object.values(page.files).map((path) => readFileState(context.root, path)));
    const problems = problemsAt(page, files, context.problems());
    return json(res, 200, { problems, translations: pageTranslations(context.root, page) });
  }
  if (req.method === "POST" && (rest === "api/save" || rest === "api/confirm")) {
    const request = await readJson(req, res);
    if (request === undefined) return;
    const page = pageOf(typeof request.id === "string" ? request.id : null);
    if (!page) return json(res, 404, { message: `No page "${String(request.id)}" in the route table.` });
    if (rest === "api/confirm") {
      if (typeof request.key !== "string") return json(res, 400, { message: "A confirmation names the field's key." });
      const confirmed = await confirmField(context.root, page, request.key);
      if (!confirmed)
        return json(res, 404, { message: `"${request.key}" is no translated field of ${page.id} with both texts.` });
      return json(res, 200, { translations: pageTranslations(context.root, page) });
    }
    if (typeof request.files !== "object" || request.files === null)
      return json(res, 400, { message: "A save names the files it changes." });
    const result = await savePage(context.root, page, request as unknown as SaveRequest);
    return json(res, result.status, result);
  }
  return void refuse(res, 405, `${req.method} ${url.pathname} is not an editor request.`);
}

async function pageList(context: EditorContext, pages: readonly EditorPage[]) {
  const problems = context.problems();
  const counts = await statusCounts(context.root, pages);
  return pages.map((page) => ({
    ...page,
    problems: problems.filter((p) => Object.values(page.files).includes(p.at?.file ?? "")).length,
    translations: counts.get(page.id) ?? {},
  }));
}

async function pageData(context: Session, page: EditorPage, pages: readonly EditorPage[]) {
  const files = await Promise.all(Object.values(page.files).map((path) => readFileState(context.root, path)));
  const site = await readFileState(context.root, "site.yaml");
  const byLang = Object.fromEntries(
    Object.entries(page.files).map(([lang, path]) => [lang, files.find((f) => f.path === path)]),
  );
  const pageIds = pages.filter((p) => p.kind !== "ui" && p.kind !== "site").map((p) => p.id);
  return {
    page,
    files: byLang,
    schema: context.schemas(page.kind, pageIds),
    pageIds,
    linkTargets: await linkTargets(context.root, pages, site),
    problems: problemsAt(page, files, context.problems()),
    translations: pageTranslations(context.root, page),
    figures: site.value && typeof site.value === "object" && "figures" in site.value ? site.value.figures : null,
  };
}

/** A built page for the editor's frame: framable by the editor only, with the reload and click-to-field scripts. */
async function preview(context: EditorContext, path: string, res: ServerResponse): Promise<void> {
  const resolved = resolveRequest(path);
  const candidates = resolved.kind === "files" ? resolved.candidates.filter((c) => c.endsWith(".html")) : [];
  for (const candidate of candidates) {
    const file = containedFile(context.dist, candidate);
    const html = file ? await readFile(file, "utf8").catch(() => undefined) : undefined;
    if (html === undefined) continue;
    const bridge = `<script src="${EDIT}preview.js" defer></script>`;
    const page = context.pageHtml(html).replace("</head>", `${bridge}</head>`);
    res.setHeader("Content-Security-Policy", PREVIEW_CSP);
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" }).end(page);
    return;
  }
  refuse(res, 404, `No built page at ${path}.`);
}

function shell(token: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="sitegen-token" content="${token}">
<title>Editor · sitegen dev</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${EDIT}editor.css">
<script src="${EDIT}editor.js" type="module"></script>
</head>
<body><div id="editor"></div></body>
</html>
`;
}

/** No Origin (a plain navigation, a tool) or exactly this server's; browsers always send it on a POST. */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  const host = req.headers.host;
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") return false;
  if (req.method !== "GET" && req.method !== "HEAD" && origin === undefined) return false;
  return origin === undefined || origin === `http://${host}`;
}

function hasToken(req: IncomingMessage, token: string): boolean {
  const sent = Buffer.from(String(req.headers["x-sitegen-token"] ?? ""));
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** The JSON object a write sends, or undefined after answering why it is refused. */
async function readJson(req: IncomingMessage, res: ServerResponse): Promise<Record<string, unknown> | undefined> {
  if (!/^application\/json\b/.test(req.headers["content-type"] ?? "")) {
    json(res, 415, { message: "A write is sent as application/json." });
    return undefined;
  }
  const body = await readBody(req, MAX_BODY);
  if (body === undefined) {
    json(res, 413, { message: `A write is at most ${MAX_BODY} bytes.` });
    return undefined;
  }
  try {
    const value = JSON.parse(body) as unknown;
    if (typeof value === "object" && value !== null) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  json(res, 400, { message: "The request is not a JSON object." });
  return undefined;
}

/** The body as text, or undefined once it passes `limit` bytes (the rest is not read). */
function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Past the limit the rest is read and dropped, so the client still gets the answer that says why.
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on("end", () => resolve(size > limit ? undefined : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function headers(res: ServerResponse): void {
  res.setHeader("Content-Security-Policy", CSP);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "no-referrer");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cache-Control", "no-store");
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  headers(res);
  res.writeHead(status, { "Content-Type": type }).end(body);
}

function json(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, "application/json; charset=utf-8", JSON.stringify(value));
}

function refuse(res: ServerResponse, status: number, message: string): true {
  send(res, status, "text/plain; charset=utf-8", `${message}\n`);
  return true;
}

function redirect(res: ServerResponse, location: string): true {
  headers(res);
  res.writeHead(308, { Location: location }).end();
  return true;
}
