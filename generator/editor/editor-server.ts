// The editor's routes under /__sitegen/edit/, mounted by sitegen dev only. Past the dev server's Host check, the
// editor answers only on the loopback address, and every API request must come from its own origin and carry this
// session's token, which only the editor's page can read: another site open in the browser can neither read nor write.
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LANGS } from "../model.ts";
import { failureText } from "../problems/index.ts";
import { EDIT, underEditor } from "../dev/dev-http.ts";
import type { z } from "zod";
import { schemaCache, type SchemaCache } from "./editor-data.ts";
import { projectId } from "./change-record.ts";
import type { RequestName } from "./ui/refusals-en.ts";
import { commitChanges, publish, readChanges, setIdentity } from "./changes.ts";
import {
  changePage,
  createPage,
  CreateRequest,
  deletePage,
  DeleteRequest,
  pageKinds,
  removeUnusedFile,
  RemoveFileRequest,
  renamePage,
  RenameRequest,
  undoPage,
  UndoRequest,
  type Changes,
  type PageChange,
} from "./pages.ts";
import {
  CommitRequest,
  ConfirmRequest,
  Identity,
  PreviewRequest,
  PublishRequest,
  readRequest,
  refusal,
  SaveRequest,
  type Refusal,
} from "./requests.ts";
import { savePage } from "./save.ts";
import type { AskSite } from "./site-answers.ts";
import { editorBundle, shell, type EditorBundle } from "./ui-bundle.ts";
import { framePage } from "./frame-page.ts";
import { removals } from "./undo.ts";

export { EDIT };
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const PREVIEW_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'; form-action 'none'";

export interface EditorContext {
  readonly root: string;
  readonly codeRoot: string;
  readonly host: string;
  readonly dist: string;
  /** sitegen dev's open site, once the saves so far are built; undefined while no session runs. */
  readonly site: () => Promise<AskSite | undefined>;
  readonly pageHtml: () => (html: string) => string; // the dev server's reload script added, for the build now
  /** Renders the page at `path` into dist/ if the last change left it stale, as a request of the page does. */
  readonly ensure: (path: string) => Promise<void>;
  /** Told the files a write is about to change together, before the first: sitegen dev builds them as one. */
  readonly writing?: (files: readonly string[]) => void;
  /** Config's `environment`, for the git the Changes view runs. */
  readonly environment: Readonly<Record<string, string | undefined>>;
}

export interface Editor {
  readonly token: string;
  /** False for every path not the editor's. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}

export function createEditor(context: EditorContext): Editor {
  const token = randomBytes(24).toString("base64url");
  // The project by its real path: every project served on one port shares the browser's storage for the origin.
  const project = projectId(context.root);
  const bundle = editorBundle(context.codeRoot); // compiled on the first request, then kept for the session
  const schemas = schemaCache();
  const unsaved = new Map<string, string>();
  const loopback = context.host === "127.0.0.1" || context.host === "localhost" || context.host === "::1";
  return {
    token,
    handle(req, res) {
      if (!underEditor(req.url)) return false;
      const url = new URL(req.url ?? "/", "http://localhost");
      if (url.pathname === EDIT.slice(0, -1)) return redirect(res, EDIT);
      if (!loopback) return refuse(res, 404, "The editor runs only when sitegen dev listens on 127.0.0.1.");
      if (!sameOrigin(req)) return refuse(res, 403, "Requests to the editor must come from the editor's own page.");
      route({ ...context, token, project, bundle, schemas, unsaved }, url, req, res).catch((error: unknown) => {
        const written = "Nothing was written, or a change cut short is completed when sitegen dev starts next.";
        console.error(failureText(error, written).text);
        if (!res.headersSent) refuse(res, 500, `The editor failed; the terminal shows why. ${written}`);
      });
      return true;
    },
  };
}

interface Session extends EditorContext {
  readonly token: string;
  readonly project: string;
  readonly bundle: () => Promise<EditorBundle>;
  readonly schemas: SchemaCache;
  /** The latest pages rendered from forms not saved, by the random key of their preview's address. */
  readonly unsaved: Map<string, string>;
}

type Answer = object; // with its `status` when not 200

interface Write<T> {
  readonly request: RequestName;
  readonly shape: z.ZodType<T>;
  run(value: T, context: Session): Promise<Answer>;
}
const write = <T>(request: RequestName, shape: z.ZodType<T>, run: Write<T>["run"]): Write<T> => ({
  request,
  shape,
  run,
});
const pageWrite = <T>(
  request: RequestName,
  shape: z.ZodType<T>,
  change: (to: Changes, request: T) => Promise<PageChange>,
) =>
  write(request, shape, (value, context) => asking(context, (site) => changePage(change, value, { ...context, site })));

async function asking<T extends Answer>(
  context: Session,
  then: (site: AskSite) => Promise<T>,
): Promise<T | Refusal<503>> {
  const site = await context.site();
  return site ? then(site) : refusal(503, { reason: "not-open" });
}
const noPage = (id: string) => refusal(404, { reason: "no-page", id });
const pageOf = async (site: AskSite, id: string) => (await site("pages")).find((p) => p.id === id);
const repoOf = (context: Session) => ({ root: context.root, env: context.environment });

/** Every write by its path under api/; its body is read and checked first, so a refused one costs no question. */
const WRITES: Record<string, Write<unknown>> = {
  save: write("save", SaveRequest, (value, context) =>
    asking(context, async (site) => {
      const page = await pageOf(site, value.id);
      return page ? savePage(context, page, value, (texts) => site("check", texts)) : noPage(value.id);
    }),
  ),
  confirm: write("confirm", ConfirmRequest, ({ id, fields }, context) =>
    asking(context, (site) => site("confirm", id, fields)),
  ),
  preview: write("preview", PreviewRequest, ({ id, lang, files }, context) =>
    asking(context, async (site) => {
      const page = await pageOf(site, id);
      const path = page?.paths[lang];
      if (!page || path === undefined) return noPage(id);
      const given = LANGS.flatMap((l) =>
        files[l] !== undefined && page.files[l] ? [[page.files[l], files[l]] as const] : [],
      );
      const html = await site("render", path, given);
      // Not a failed request (the browser would log it): an answer with no address, and why.
      if (html === undefined) return { message: `${path} cannot be shown with these values.` };
      const key = randomBytes(12).toString("base64url");
      context.unsaved.set(key, html);
      for (const old of context.unsaved.keys()) if (context.unsaved.size > 16) context.unsaved.delete(old); // the oldest
      return { src: `${EDIT}preview${path}?unsaved=${key}` };
    }),
  ),
  commit: write("commit", CommitRequest, (value, context) => commitChanges(repoOf(context), value)),
  identity: write("identity", Identity, (value, context) => setIdentity(repoOf(context), value)),
  publish: write("publish", PublishRequest, (_, context) => publish(repoOf(context))),
  "pages/create": pageWrite("create", CreateRequest, createPage),
  "pages/rename": pageWrite("rename", RenameRequest, renamePage),
  "pages/delete": pageWrite("delete", DeleteRequest, deletePage),
  "pages/remove-file": pageWrite("remove-file", RemoveFileRequest, removeUnusedFile),
  "pages/undo": pageWrite("undo", UndoRequest, undoPage),
};

const ASSETS = { "editor.js": "app", "editor.css": "css" } as const;

async function route(context: Session, url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const rest = url.pathname.slice(EDIT.length);
  if (req.method === "GET" && rest === "")
    return send(res, 200, "text/html; charset=utf-8", shell(context.token, context.project));
  if (req.method === "GET" && Object.hasOwn(ASSETS, rest)) {
    const type = rest.endsWith(".css") ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8";
    return send(res, 200, type, (await context.bundle())[ASSETS[rest as keyof typeof ASSETS]]);
  }
  if (req.method === "GET" && rest.startsWith("preview/"))
    return preview(context, `/${rest.slice(8)}`, res, url.searchParams.get("unsaved") ?? "");
  if (!rest.startsWith("api/")) return void refuse(res, 404, `No editor page at ${url.pathname}.`);
  if (!hasToken(req, context.token)) return void refuse(res, 403, "This request lacks the editor's session token.");
  const api = rest.slice(4);
  if (req.method === "POST" && Object.hasOwn(WRITES, api)) {
    const { shape, request, run } = WRITES[api]!;
    const read = await readRequest(req, shape, request);
    return answer(res, "value" in read ? await run(read.value, context) : read);
  }
  const id = url.searchParams.get("id") ?? "";
  const reads: Record<string, () => Promise<Answer>> = {
    kinds: async () => pageKinds(),
    changes: () => readChanges(repoOf(context)),
    pages: () => asking(context, (site) => site("list")),
    unused: () => asking(context, (site) => site("unused")),
    removed: async () => (await removals(context)).map((removal) => removal.page),
    page: () =>
      asking(context, async (site) => {
        const data = await site("page", id);
        return data ? { ...data, schema: context.schemas(data.page.kind) } : noPage(id);
      }),
    problems: () => asking(context, async (site) => (await site("problems", id)) ?? noPage(id)),
  };
  if (req.method === "GET" && Object.hasOwn(reads, api)) return answer(res, await reads[api]!());
  return void refuse(res, 405, `${req.method} ${url.pathname} is not an editor request.`);
}

function answer(res: ServerResponse, said: Answer): void {
  const status = "status" in said && typeof said.status === "number" ? said.status : 200;
  send(res, status, "application/json; charset=utf-8", JSON.stringify(said));
}

/** A page for the editor's frame (frame-page.ts), framable by the editor only; 200 even when it cannot be shown. */
async function preview(context: Session, path: string, res: ServerResponse, unsaved: string): Promise<void> {
  const page = await framePage(context, path, context.unsaved.get(unsaved));
  if (page === undefined) return void refuse(res, 404, `No page at ${path}.`);
  res.setHeader("Content-Security-Policy", PREVIEW_CSP);
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" }).end(page);
}

// No Origin (a plain navigation, a tool) or exactly this server's; browsers always send it on a POST.
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

function refuse(res: ServerResponse, status: number, message: string): true {
  send(res, status, "text/plain; charset=utf-8", `${message}\n`);
  return true;
}

function redirect(res: ServerResponse, location: string): true {
  headers(res);
  res.writeHead(308, { Location: location }).end();
  return true;
}
