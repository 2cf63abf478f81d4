// sitegen dev: build, serve dist/ with the host rules, rebuild on every save and reload open pages.
// build() runs unchanged; the dev server only decides when to call it and tells the browser the outcome.
import { warmLanguageDetector } from "../translations/content-language.ts";
import { rm } from "node:fs/promises";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { build } from "../build.ts";
import { createBuildCache, type BuildCache } from "../build-cache.ts";
import { asFileSystemError } from "../fs-errors.ts";
import { buildOptions } from "../options.ts";
import type { Problem, Sources } from "../model.ts";
import { formatProblem, formatRest, formatSummary, PROBLEMS_IN_FULL } from "../problems.ts";
import { printable, printableLine } from "../terminal-text.ts";
import { incrementalWriter, type Writer } from "../write/write-output.ts";
import { bundleClient, CompileError, freshBuild, freshBundlePath, type BuildFunction } from "./fresh-build.ts";
import { createEditor, EDIT } from "../editor/editor-server.ts";
import { listenFailure, serveDist } from "./serve.ts";

export { PortInUseError } from "./serve.ts";
import { watchSources, type Change, type Closable } from "./watch.ts";

export interface DevOptions {
  readonly root: string; // site.yaml and content/
  readonly codeRoot: string; // templates/, client/, styles/, generator/
  readonly port: number; // 0 picks a free port
  readonly host?: string;
}

export interface DevServer {
  readonly url: string;
  close(): Promise<void>;
}

/** What changed since the last build decides how much is redone. */

/** The last outcome, sent to every page that connects. The client script (overlay-client.ts) reads the same shape. */
export type DevMessage =
  | { readonly type: "hello"; readonly server: string; readonly build: number }
  | { readonly type: "reload" }
  | { readonly type: "problems"; readonly summary: string; readonly problems: readonly OverlayProblem[] }
  | { readonly type: "error"; readonly message: string };

export interface OverlayProblem {
  readonly code: string;
  readonly message: string;
  readonly hint: string;
  readonly at: Problem["at"] | null;
  readonly frame: string; // the code frame exactly as the terminal shows it
}

const EVENTS = "/__sitegen/events";
const CLIENT = "/__sitegen/client.js";
// A save arrives as one to three fs events within a few milliseconds (write, or write + rename). Waiting 12 ms
// builds once per save; a build that still read half a file is followed by the next event's build.
const DEBOUNCE_MS = 12;
const DIST_NOTE = "Nothing was written; the pages still show the last good build. Save a fix to build again.";

/** Builds once, serves `<root>/dist`, and rebuilds on every change until close(). Never throws after it listens. */
export async function startDev(options: DevOptions): Promise<DevServer> {
  const { root, codeRoot } = options;
  const host = options.host ?? "127.0.0.1";
  const out = join(root, "dist");
  const writer = incrementalWriter(out); // after the first swap, only changed files are written
  const serverId = Date.now().toString(36);
  await checkPort(options.port, host);
  const clientScript = await bundleClient(codeRoot);
  const streams = new Set<ServerResponse>();

  let buildFunction: BuildFunction = build;
  let bundleVersion = 0;
  let codeChanged = false; // stays set until a fresh bundle compiles, so a broken template is retried on every save
  let cache: BuildCache = createBuildCache(); // what a rebuild may reuse; a fresh one after a code change (templates render differently)
  let goodBuilds = 0;
  let last: DevMessage | undefined; // problems or error of the latest build; undefined when it was good

  const broadcast = (message: DevMessage) => {
    for (const res of streams) res.write(`data: ${JSON.stringify(message)}\n\n`);
  };

  async function rebuild(changes: ReadonlySet<Change>, files: readonly string[]): Promise<void> {
    const started = performance.now();
    try {
      if (changes.has("code")) codeChanged = true;
      if (codeChanged) {
        buildFunction = await freshBuild(codeRoot, ++bundleVersion);
        cache = createBuildCache();
        codeChanged = false;
      }
      if (changes.has("assets") || changes.has("site")) cache.assets = undefined; // CSS tokens come from site.yaml
      // Production output, as `sitegen build` writes it: `sitegen check` and its budgets hold for dist/ after dev too.
      const result = await buildFunction(buildOptions({ root, codeRoot }), writer, { cache });
      goodBuilds++;
      last = undefined;
      broadcast({ type: "reload" });
      const what = files.length === 0 ? "" : ` (${files.slice(0, 3).join(", ")}${files.length > 3 ? ", …" : ""})`;
      console.log(
        `${goodBuilds === 1 ? "Built" : "Rebuilt"} ${result.pages.de + result.pages.en} pages in ${Math.round(performance.now() - started)} ms${what}`,
      );
    } catch (error) {
      last = reportFailure(error);
      broadcast(last);
    }
  }

  // One build at a time; changes that arrive meanwhile are collected and built right after.
  let pending = new Set<Change>();
  let pendingFiles: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  const schedule = (change: Change, file: string) => {
    if (closed) return;
    pending.add(change);
    if (!pendingFiles.includes(file)) pendingFiles.push(file);
    clearTimeout(timer);
    timer = setTimeout(flush, DEBOUNCE_MS);
  };
  const flush = () => {
    if (running) return; // the running build calls flush again when it ends
    if (pending.size === 0 || closed) return;
    const changes = pending;
    const files = pendingFiles;
    pending = new Set();
    pendingFiles = [];
    running = rebuild(changes, files).finally(() => {
      running = undefined;
      flush();
    });
  };

  await rebuild(new Set(), []);
  void warmLanguageDetector(); // the first edit of a text is judged without a second's wait for eld

  // The editor at /__sitegen/edit/: its own module, handed every request under its path.
  const editor = createEditor({
    root,
    codeRoot,
    host,
    dist: out,
    problems: () => (last?.type === "problems" ? last.problems : []),
    pageHtml: (html) => injectClient(html, goodBuilds),
  });
  const server: Server = await serve(options.port, host, out, {
    intercept(req, res) {
      if (editor.handle(req, res)) return true;
      const path = (req.url ?? "/").split("?")[0];
      if (path === CLIENT) {
        res
          .writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" })
          .end(clientScript);
        return true;
      }
      if (path !== EVENTS) return false;
      res.writeHead(200, {
        "Content-Type": "text/event-stream",
        "Cache-Control": "no-cache",
        Connection: "keep-alive",
      });
      res.write(
        `retry: 1000\ndata: ${JSON.stringify({ type: "hello", server: serverId, build: goodBuilds } satisfies DevMessage)}\n\n`,
      );
      if (last) res.write(`data: ${JSON.stringify(last)}\n\n`);
      streams.add(res);
      req.on("close", () => streams.delete(res));
      return true;
    },
    // The page learns which build it was served from, so a reload that raced its connection is not missed.
    transformHtml: (html) => injectClient(html, goodBuilds),
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}/`;

  const watchers = watchSources(root, codeRoot, schedule);

  return {
    url,
    async close() {
      closed = true;
      clearTimeout(timer);
      for (const w of watchers) w.close();
      for (const res of streams) res.end();
      await running;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      if (bundleVersion > 0) await rm(freshBundlePath(codeRoot), { force: true });
    },
  };
}

/** The script tag the dev server adds to every HTML page it serves; dist/ itself never contains it. */
function injectClient(html: string, build: number): string {
  const tag = `<script src="${CLIENT}?build=${build}" defer></script>`;
  const at = html.indexOf("</head>");
  return at === -1 ? html + tag : html.slice(0, at) + tag + html.slice(at);
}

/** Prints a failed build as `sitegen build` does and returns the message for the browser. Content problems print no stack. */
function reportFailure(error: unknown): DevMessage {
  if (isProblemsError(error)) {
    const files = error.sources?.files ?? new Map();
    const rest = formatRest(error.problems);
    const summary = (rest ? `${rest}\n` : "") + formatSummary(error.problems, DIST_NOTE);
    // As the terminal: the first ones in full, then a count per code; messages with control characters escaped.
    const problems = error.problems.slice(0, PROBLEMS_IN_FULL).map((problem) => {
      const text = formatProblem(problem, files);
      console.error(text);
      const lines = text.split("\n");
      const frame = lines
        .slice(
          1,
          lines.findLastIndex((l) => l.startsWith("  hint: ")),
        )
        .join("\n");
      const [message, hint] = [printable(problem.message), printable(problem.hint)];
      const at = problem.at ? { ...problem.at, file: printableLine(problem.at.file) } : null;
      return { code: problem.code, message, hint, at, frame };
    });
    console.error(summary);
    return { type: "problems", summary, problems };
  }
  if (error instanceof CompileError) {
    console.error(error.message);
    return { type: "error", message: printable(error.message) };
  }
  // A full disk or a permission problem is the environment's, not a bug: said as what it is.
  const environment = asFileSystemError(error);
  if (environment) {
    const message = `could not build: ${environment.message}. The pages still show the last good build; fix it and save to build again.`;
    console.error(message);
    return { type: "error", message: printable(message) };
  }
  const stack = (error as Error)?.stack ?? String(error);
  console.error(
    `internal error: ${stack}\n\nThis is a bug in the generator, not in your content. Please report it. Still watching; the next save builds again.`,
  );
  return { type: "error", message: printable(stack) };
}

/**
 * A ProblemsError from this bundle or from a fresh one (freshBuild), whose class is a different object:
 * recognised by shape, not instanceof.
 */
function isProblemsError(error: unknown): error is { problems: readonly Problem[]; sources: Sources | undefined } {
  return (
    error instanceof Error &&
    error.name === "ProblemsError" &&
    Array.isArray((error as { problems?: unknown }).problems)
  );
}

async function checkPort(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createNetServer().once("error", reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  }).catch((error: NodeJS.ErrnoException) => {
    throw listenFailure(error, host, port);
  });
}

/** serveDist with the dev hooks; a throwing hook falls back to the plain file server. */
function serve(
  port: number,
  host: string,
  dir: string,
  hooks: { intercept: (req: IncomingMessage, res: ServerResponse) => boolean; transformHtml: (html: string) => string },
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
    writable: (url) => url.startsWith(EDIT),
    transformHtml: hooks.transformHtml,
  });
}
