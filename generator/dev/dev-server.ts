// sitegen dev: serve the output folder (<root>/dist) at once, render a page when it is requested and every page in
// the background, re-render on every save only what read the saved file, and reload open pages. The site itself is
// a session in a worker thread (dev-session.ts, asked through session-host.ts); this file is the HTTP side: it
// decides when the session works, starts a new one when the code changes, and tells the browser the outcome.
import type { Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Worker } from "node:worker_threads";
import type { Config } from "../options.ts";
import { reportFailure, type DevMessage, type Log } from "./dev-report.ts";
import type { Outcome } from "./dev-session.ts";
import {
  builtSession,
  spareWorker,
  bundleClient,
  compileSession,
  startSession,
  type Session,
  type SessionBundle,
} from "./session-host.ts";
import type { Editor } from "../editor/editor-server.ts";
import { checkPort, CLIENT, injectClient, requestPath, serve, underEditor } from "./dev-http.ts";
import { saveQueue } from "./save-queue.ts";
import { watchSources, type Change } from "./watch.ts";

export type { DevMessage, OverlayProblem } from "./dev-report.ts";
export { PortInUseError } from "./serve.ts";

export interface DevServer {
  readonly url: string;
  close(): Promise<void>;
}

const EVENTS = "/__sitegen/events";

const now = () => performance.timeOrigin + performance.now(); // the session's clock too

/**
 * Checks the frame, serves `config.out` on `config.port`, and renders and re-renders until close(); the session
 * opens the site with the same `config`. Never throws after it listens.
 */
export async function startDev(config: Config, host = "127.0.0.1"): Promise<DevServer> {
  const { root, codeRoot, out } = config;
  const serverId = Date.now().toString(36);
  await checkPort(config.port, host);
  // This process writes the project from now on; a change its editor was writing when the last one ended is completed
  // before the first build.
  const { finishChange } = await import("../editor/change-record.ts");
  const finished = await finishChange(config).catch((error: Error) => `The editor's last change: ${error.message}`);
  if (finished) console.error(finished);
  const streams = new Map<ServerResponse, string | undefined>(); // each open page's event stream → its path

  let bundle: SessionBundle | undefined = builtSession();
  let bundleVersion = 0;
  let codeChanged = !bundle; // stays set until a session of the new code runs, so a broken template is retried on every save
  let session: Session | undefined;
  // While a new session starts, requests wait for it: its "Rebuilt" line may be read, and the page asked for,
  // before this thread has heard it is ready, and the old session (paused) would serve the old page.
  let starting: Promise<unknown> | undefined;
  let spare: Worker | undefined; // see spareWorker
  let goodBuilds = 0; // outcomes the open pages should reload for; a page served before the latest one reloads
  // The session's latest message (the problems or error it knows now), relayed to each page that connects; the
  // session owns the problems, this thread keeps no state of its own about them.
  let last: DevMessage | undefined;
  let closed = false;
  const log: Log = (stream, text) => (stream === "out" ? console.log(text) : console.error(text));

  const broadcast = (message: DevMessage) => {
    for (const res of streams.keys()) res.write(`data: ${JSON.stringify(message)}\n\n`);
  };
  // The outcome of a save's build names the saved files, so the editor knows the build of its save.
  const ofSave = (message: DevMessage, files?: readonly string[]): DevMessage =>
    files && message.type !== "hello" ? { ...message, files } : message;
  const fail = (error: unknown, files?: readonly string[]) =>
    broadcast(ofSave((last = reportFailure(log, error)), files));
  /** The outcome of a build; `files` are the saved files it was for (none at start). */
  const tell = ({ last: now, reload }: Outcome, files?: readonly string[]) => {
    last = now;
    if (reload) {
      goodBuilds++;
      // A page with problems elsewhere gets the overlay again when it connects.
      broadcast(ofSave({ type: "reload", build: goodBuilds }, files));
    } else if (last) broadcast(ofSave(last, files));
  };
  const events = {
    problems(now: DevMessage | undefined) {
      last = now;
      broadcast(now ?? { type: "reload" }); // the session sends none when nothing changed
    },
    ended(error: unknown) {
      session = undefined; // the next save starts a new one
      if ((error as NodeJS.ErrnoException)?.code !== "ERR_WORKER_OUT_OF_MEMORY") return fail(error);
      const message = `the dev session ran out of memory and stopped; the pages still show the last good build. Save a file to start it again.`;
      console.error(message);
      broadcast((last = { type: "error", message }));
    },
  };

  /**
   * A session from the newest code, taking over dist/ from the running one, which ends once it has; `saved` are
   * the files of the save that asked for it (none at start). A failure leaves the running session in charge.
   */
  async function newSession(saved: readonly string[], since: number): Promise<Outcome | undefined> {
    const compiled = codeChanged;
    if (codeChanged) {
      const fresh = await compileSession(codeRoot, `${serverId}-${++bundleVersion}`);
      bundle?.remove(); // its worker has loaded it
      bundle = fresh;
    }
    const previous = session;
    const handedOver = previous ? await previous.pause() : undefined;
    const open = [...new Set([...streams.values()].filter((path) => path !== undefined))];
    const reload = saved.length > 0 ? { files: saved, since, open } : undefined;
    const warm = spare;
    spare = undefined;
    const started = await startSession(bundle!, config, handedOver, reload, events, warm).catch((error: unknown) => {
      previous?.resume();
      throw error;
    });
    // Once the code was saved it is likely saved again: the next session's worker loads its packages now.
    if (compiled && saved.length > 0 && !closed) spare = spareWorker(bundle!);
    if (!started.session.opened) {
      void started.session.close(); // it said why; the running session (if any) stays in charge
      previous?.resume();
      return started.outcome;
    }
    session = started.session;
    codeChanged = false;
    void previous?.close();
    return started.outcome;
  }

  /** A save: a code change starts a new session from a fresh bundle, anything else goes to the session. */
  async function rebuild(changes: ReadonlyMap<string, Change>): Promise<void> {
    const since = now();
    const files = [...changes.keys()];
    try {
      if ([...changes.values()].includes("code")) codeChanged = true;
      const outcome =
        codeChanged || !session
          ? await (starting = newSession(files, since)).finally(() => (starting = undefined))
          : await session.save(
              files.filter((f) => changes.get(f) === "content" || changes.get(f) === "site"),
              [...changes.values()].includes("assets"),
              files,
              since,
            );
      if (outcome) tell(outcome, files);
    } catch (error) {
      fail(error, files);
    }
  }

  const saves = saveQueue(rebuild, (line) => log("err", line));

  const started = now();
  const [clientScript] = await Promise.all([
    bundleClient(codeRoot),
    newSession([], started).then(
      (outcome) => {
        if (outcome) tell(outcome);
        if (session)
          console.log(
            `Ready in ${Math.round(now() - started)} ms: ${session.pages} pages, each rendered when requested and all checked in the background`,
          );
      },
      (error: unknown) => void (last = reportFailure(log, error)),
    ),
  ]);

  /** A page not rendered since the last change is rendered now; a preview image is drawn when first asked for. */
  async function fresh(path: string | undefined): Promise<void> {
    if (starting) await starting.catch(() => undefined); // rebuild() reports its failure
    if (path === undefined || !session) return;
    try {
      if (path.startsWith("/assets/og/")) await session.preview(path.slice(1));
      else await session.ensure(path);
    } catch (error) {
      fail(error);
    }
  }

  // The editor at /__sitegen/edit/: its own module, handed every request under its path, and loaded with the
  // first of them (it brings the schemas and the templates, which this thread otherwise never needs).
  let editor: Promise<Editor> | undefined;
  const openEditor = () =>
    (editor ??= import("../editor/editor-server.ts").then(({ createEditor }) =>
      createEditor({
        root,
        codeRoot,
        host,
        dist: out,
        problems: () => (last?.type === "problems" ? last.problems : []),
        pageHtml: (html) => injectClient(html, goodBuilds),
        ensure: (path) => fresh(requestPath(path)),
        writing: saves.announce,
        environment: config.environment,
        config,
      }),
    ));
  const server: Server = await serve(config.port, host, out, {
    intercept(req, res) {
      if (underEditor(req.url)) {
        openEditor().then(
          (opened) => opened.handle(req, res),
          (error: unknown) => {
            fail(error);
            res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("The editor failed to load.\n");
          },
        );
        return true;
      }
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
      const referer = req.headers.referer; // the page that opened it: only looked up among the routes
      streams.set(res, referer === undefined ? undefined : requestPath(referer));
      req.on("close", () => streams.delete(res));
      return true;
    },
    before: (req) => fresh(requestPath(req.url)),
    // The page learns which build it was served from, so a reload that raced its connection is not missed.
    transformHtml: (html) => injectClient(html, goodBuilds),
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}/`;

  const watching = watchSources(root, codeRoot, saves.schedule);
  await watching.ready; // an edit made as soon as the URL is shown is seen

  return {
    url,
    async close() {
      closed = true;
      await watching.close();
      for (const res of streams.keys()) res.end();
      await saves.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await session?.close();
      await spare?.terminate();
      bundle?.remove();
    },
  };
}
