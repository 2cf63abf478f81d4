// sitegen dev: serve the output folder (<root>/dist) at once, render a page when it is requested and every page in
// the background, re-render on every save only what read the saved file, and reload open pages. The site itself is a DevSite
// (dev-site.ts); this file decides when it works and tells the terminal and the browser the outcome.
import { rm } from "node:fs/promises";
import type { Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { Problem } from "../model.ts";
import { formatSummary } from "../problems/index.ts";
import { DIST_NOTE, printProblems, problemsMessage, reportFailure, type DevMessage } from "./dev-report.ts";
import { openDevSite, type DevSite, type Step } from "./dev-site.ts";
import { bundleClient, freshBundlePath, freshDevSite, type OpenDevSite } from "./fresh-build.ts";
import { createEditor } from "../editor/editor-server.ts";
import { warmLanguageDetector } from "../translations/content-language.ts";
import { checkPort, CLIENT, injectClient, requestPath, serve } from "./dev-http.ts";
import { watchSources, type Change } from "./watch.ts";

export type { DevMessage, OverlayProblem } from "./dev-report.ts";
export { PortInUseError } from "./serve.ts";

export interface DevOptions {
  readonly root: string; // site.yaml and content/
  readonly codeRoot: string; // templates/, client/, styles/, generator/
  readonly port: number; // 0 picks a free port
  readonly host?: string;
  readonly out?: string; // the output folder, <root>/dist when absent
  readonly future?: boolean; // BuildOptions.future: include articles published after today
}

export interface DevServer {
  readonly url: string;
  close(): Promise<void>;
}

const EVENTS = "/__sitegen/events";
// A save arrives as one to three fs events within a few milliseconds (write, or write + rename). Waiting 12 ms
// handles it once; a save that read half a file is followed by the next event's.
const DEBOUNCE_MS = 12;
/** The background pass waits while requests came within this time (a page loading its styles, scripts, fonts). */
const QUIET_MS = 100;
/** The overlay is sent at most this often while the background pass finds problems. */
const OVERLAY_EVERY_MS = 100;

/** Checks the frame, serves the output folder, and renders and re-renders until close(). Never throws after it listens. */
export async function startDev(options: DevOptions): Promise<DevServer> {
  const { root, codeRoot } = options;
  const host = options.host ?? "127.0.0.1";
  const out = options.out ?? join(root, "dist");
  const serverId = Date.now().toString(36);
  await checkPort(options.port, host);
  const clientScript = await bundleClient(codeRoot);
  const streams = new Set<ServerResponse>();

  let open: OpenDevSite = openDevSite;
  let bundleVersion = 0;
  let codeChanged = false; // stays set until a fresh bundle compiles, so a broken template is retried on every save
  let site: DevSite | undefined;
  let goodBuilds = 0; // outcomes the open pages should reload for; a page served before the latest one reloads
  let last: DevMessage | undefined; // the problems or error known now; undefined when there are none
  let closed = false;

  const broadcast = (message: DevMessage) => {
    for (const res of streams) res.write(`data: ${JSON.stringify(message)}\n\n`);
  };
  const problemsNow = (): DevMessage | undefined => {
    const problems = site?.problems() ?? [];
    return problems.length === 0 ? undefined : problemsMessage(problems, site!.sourceFiles(problems));
  };
  let overlayTimer: NodeJS.Timeout | undefined;
  /** What a request or the background pass found: printed at once, sent to the pages shortly after. */
  const noted = (step: Step | undefined) => {
    if (!step?.problemsChanged) return;
    if (step.found.length > 0) printProblems(step.found, site!.sourceFiles(step.found));
    overlayTimer ??= setTimeout(() => {
      overlayTimer = undefined;
      const had = last;
      last = problemsNow();
      if (last) broadcast(last);
      else if (had) broadcast({ type: "reload" });
    }, OVERLAY_EVERY_MS);
  };
  const fail = (error: unknown) => broadcast((last = reportFailure(error)));

  // The background pass: one range per turn of the event loop, so requests are answered between ranges; it
  // pauses while a browser loads a page, which then gets both cores' worth of this thread.
  let pass: { started: number; rendered: number; label: string } | undefined;
  let pumping = false;
  let requested = 0; // when the last request came
  const pump = () => {
    if (pumping || closed || running || !site) return;
    pumping = true;
    setImmediate(function next() {
      if (closed || running || !site) return void (pumping = false);
      if (performance.now() - requested < QUIET_MS) return void setTimeout(next, QUIET_MS);
      try {
        const step = site.step();
        if (step) {
          if (pass) pass.rendered += step.rendered;
          noted(step);
          return void setImmediate(next);
        }
      } catch (error) {
        fail(error);
      }
      pumping = false;
      if (!pass) return;
      const problems = site.problems();
      console.log(
        `${pass.label} ${site.pages()} pages in ${Math.round(performance.now() - pass.started)} ms${pass.label === "Built" ? "" : " (all pages, in the background)"}`,
      );
      if (problems.length > 0) console.error(formatSummary(problems, DIST_NOTE));
      pass = undefined;
    });
  };
  const newPass = (label: string) => (pass = { started: performance.now(), rendered: 0, label });

  /** A save: a code change opens a new session from a fresh bundle, anything else goes to the session. */
  async function rebuild(changes: ReadonlyMap<string, Change>): Promise<void> {
    const started = performance.now();
    const files = [...changes.keys()];
    try {
      if ([...changes.values()].includes("code")) codeChanged = true;
      let step: Step;
      if (codeChanged || !site) {
        if (codeChanged) open = await freshDevSite(codeRoot, ++bundleVersion);
        const previous = site;
        site = await open({ root, codeRoot, out, future: options.future ?? false }, previous?.handOver());
        previous?.close(); // its code's module stays loaded; its caches need not
        codeChanged = false;
        step = { rendered: 0, found: site.problems(), problemsChanged: true, changed: true };
      } else {
        const own = files.filter((f) => changes.get(f) === "content" || changes.get(f) === "site");
        step = await site.save(own, [...changes.values()].includes("assets"));
      }
      if (site.pending() > 0 && !pass) newPass("Rendered"); // a pass under way goes on, now over the new work
      const problems: readonly Problem[] = site.problems();
      if (step.found.length > 0) printProblems(step.found, site.sourceFiles(step.found));
      if (problems.length > 0) console.error(formatSummary(problems, DIST_NOTE));
      last = problemsNow();
      if (problems.length === 0 || step.changed) {
        goodBuilds++;
        broadcast({ type: "reload" }); // a page with problems elsewhere gets the overlay again when it connects
      } else broadcast(last!);
      const what = files.length === 0 ? "" : ` (${files.slice(0, 3).join(", ")}${files.length > 3 ? ", …" : ""})`;
      if (step.changed)
        console.log(
          `Rebuilt ${step.rendered} pages in ${Math.round(performance.now() - started)} ms${what}${site.pending() > 0 ? "; the others follow when requested or in the background" : ""}`,
        );
    } catch (error) {
      fail(error);
    }
  }

  // One save at a time; changes that arrive meanwhile are collected and handled right after.
  let pending = new Map<string, Change>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const schedule = (change: Change, file: string) => {
    if (closed) return;
    pending.set(file, change);
    clearTimeout(timer);
    timer = setTimeout(flush, DEBOUNCE_MS);
  };
  const flush = () => {
    if (running || pending.size === 0 || closed) return; // the running save calls flush again when it ends
    const changes = pending;
    pending = new Map();
    running = rebuild(changes).finally(() => {
      running = undefined;
      flush();
      pump();
    });
  };

  const started = performance.now();
  try {
    site = await open({ root, codeRoot, out, future: options.future ?? false });
    goodBuilds++;
    newPass("Built");
    last = problemsNow();
    const problems = site.problems();
    if (problems.length > 0) printProblems(problems, site.sourceFiles(problems));
    console.log(
      `Ready in ${Math.round(performance.now() - started)} ms: ${site.pages()} pages, each rendered when requested and all checked in the background`,
    );
  } catch (error) {
    last = reportFailure(error);
  }

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
      // Requests of the dev tools: the event stream, the client script (and tools mounted under /__sitegen/).
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
    // A page not rendered since the last change is rendered now; a preview image is drawn when first asked for.
    async before(req) {
      requested = performance.now();
      if (!site) return;
      const path = requestPath(req.url);
      try {
        if (path?.startsWith("/assets/og/")) await site.preview(path.slice(1));
        else if (path !== undefined) noted(site.ensure(path));
      } catch (error) {
        fail(error);
      }
    },
    // The page learns which build it was served from, so a reload that raced its connection is not missed.
    transformHtml: (html) => injectClient(html, goodBuilds),
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}/`;

  const watchers = watchSources(root, codeRoot, schedule);
  pump();

  return {
    url,
    async close() {
      closed = true;
      clearTimeout(timer);
      clearTimeout(overlayTimer);
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
