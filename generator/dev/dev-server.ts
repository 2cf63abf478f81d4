// sitegen dev's HTTP side: it decides when the session (a worker thread, dev-session.ts) works, starts a new one when
// the code changes, and tells the browser the outcome.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Config } from "../options.ts";
import { reportFailure, type DevMessage, type Log } from "./dev-report.ts";
import { now, type Outcome } from "./session-protocol.ts";
import {
  builtSession,
  bundleClient,
  compileSession,
  startSession,
  type Session,
  type SessionBundle,
} from "./session-host.ts";
import type { Editor } from "../editor/editor-server.ts";
import { checkPort, EDIT, injectClient, PageStreams, requestPath, serveDevTools, underEditor } from "./dev-http.ts";
import { answer, serveDist } from "./serve.ts";
import { saveQueue } from "./save-queue.ts";
import { watchSources, type Change, type Watching } from "./watch.ts";

export type { DevMessage, OverlayProblem } from "./dev-report.ts";
export { PortInUseError } from "./serve.ts";

export interface DevServer {
  readonly url: string;
  close(): Promise<void>;
}

const log: Log = (stream, text) => (stream === "out" ? console.log(text) : console.error(text));

/** Never throws after it listens. */
export async function startDev(config: Config, host = "127.0.0.1"): Promise<DevServer> {
  await checkPort(config.port, host);
  // This process writes the project from now on: a change its editor left unfinished is completed before any build.
  const { finishChange } = await import("../editor/change-record.ts");
  const finished = await finishChange(config).catch((error: Error) => `The editor's last change: ${error.message}`);
  if (finished) console.error(finished);
  const dev = new Dev(config, host);
  await dev.listen();
  return dev;
}

class Dev implements DevServer {
  url = "";
  /** None when no session runs (it ended, or could not open the site): the next save starts one. */
  #session: Session | undefined;
  /** While starting or restarting: settles when the new session answers (or failed, leaving the old in charge). */
  #started: Promise<unknown> | undefined;
  #bundle: SessionBundle | undefined = builtSession();
  #bundleVersion = 0;
  /** Stays set until a session of the new code runs, so a broken template is retried on every save. */
  #codeChanged = !this.#bundle;
  /** Outcomes the open pages should reload for; a page served before the latest one reloads. */
  #builds = 0;
  /** The session's latest message (the problems or error it knows now), relayed to each page that connects. */
  #last: DevMessage | undefined;
  readonly #pages = new PageStreams();
  readonly #serverId = Date.now().toString(36);
  readonly #config: Config;
  readonly #host: string;
  readonly #saves = saveQueue(
    (changes) => this.save(changes),
    (line) => log("err", line),
  );
  #editor: Promise<Editor> | undefined;
  #server: Server | undefined;
  #watching: Watching | undefined;

  constructor(config: Config, host: string) {
    this.#config = config;
    this.#host = host;
  }

  async listen(): Promise<void> {
    const { codeRoot, out, port, root } = this.#config;
    const started = now();
    const first = this.#restart([], started).then(
      (outcome) => {
        if (outcome) this.#tell(outcome);
        if (this.#session)
          console.log(
            `Ready in ${Math.round(now() - started)} ms: ${this.#session.pages} pages, each rendered when requested and all checked in the background`,
          );
      },
      (error: unknown) => void (this.#last = reportFailure(log, error)),
    );
    const [clientScript] = await Promise.all([bundleClient(codeRoot), first]);
    this.#server = await serveDist({
      dir: out,
      port,
      host: this.#host,
      intercept: (req, res) => {
        if (underEditor(req.url)) {
          this.#openEditor().then(
            (opened) => opened.handle(req, res),
            (error: unknown) => {
              this.#fail(error);
              answer(res, 500, "The editor failed to load.");
            },
          );
          return true;
        }
        const hello = (): DevMessage => ({ type: "hello", server: this.#serverId, build: this.#builds });
        return serveDevTools(req, res, clientScript, this.#pages, () => [hello(), this.#last]);
      },
      before: (req) => this.request(requestPath(req.url)),
      writable: (url) => url.startsWith(EDIT),
      // The page learns which build it was served from, so a reload that raced its connection is not missed.
      transformHtml: () => injectClient(this.#serverId, this.#builds),
    });
    this.url = `http://${this.#host}:${(this.#server.address() as AddressInfo).port}/`;
    this.#watching = watchSources(root, codeRoot, this.#saves.schedule);
    await this.#watching.ready; // an edit made as soon as the URL is shown is seen
  }

  /** A save: a code change starts a new session from a fresh bundle, anything else goes to the session. */
  async save(changes: ReadonlyMap<string, Change>): Promise<void> {
    const since = now();
    const files = [...changes.keys()];
    try {
      if ([...changes.values()].includes("code")) this.#codeChanged = true;
      const outcome =
        this.#codeChanged || !this.#session
          ? await this.#restart(files, since)
          : await this.#session.save(
              files.filter((f) => changes.get(f) === "content" || changes.get(f) === "site"),
              [...changes.values()].includes("assets"),
              files,
              since,
            );
      if (outcome) this.#tell(outcome, files);
    } catch (error) {
      this.#fail(error, files);
    }
  }

  /** A request: a page not rendered since the last change is rendered now; a preview image drawn when first asked for. */
  async request(path: string | undefined): Promise<void> {
    while (this.#started) await this.#started.catch(() => undefined); // save() reports its failure
    // A path with a dot is a file, never a page (no route has one): served at once, whatever the session is doing.
    if (path === undefined || !this.#session || (/\.[^/]*$/.test(path) && !path.startsWith("/assets/og/"))) return;
    try {
      if (path.startsWith("/assets/og/")) await this.#session.preview(path.slice(1));
      else await this.#session.ensure(path);
    } catch (error) {
      this.#fail(error);
    }
  }

  sessionProblems(last: DevMessage | undefined): void {
    // The session sends none when nothing changed; problems gone that a good build's reload already cleared (a save
    // that mended them) need no second reload, which would race the next change's.
    const had = this.#last;
    this.#last = last;
    if (last || had) this.#pages.send(last ?? { type: "reload" });
  }

  /** The session ended without being asked (out of memory, a crash): the next save starts a new one. */
  sessionEnded(error: unknown): void {
    this.#session = undefined;
    if ((error as NodeJS.ErrnoException)?.code !== "ERR_WORKER_OUT_OF_MEMORY") return this.#fail(error);
    const message = `the dev session ran out of memory and stopped; the pages still show the last good build. Save a file to start it again.`;
    console.error(message);
    this.#pages.send((this.#last = { type: "error", message }));
  }

  async close(): Promise<void> {
    await this.#watching?.close();
    this.#pages.close();
    await this.#saves.close();
    await new Promise<void>((resolve) => {
      if (!this.#server) return resolve();
      this.#server.close(() => resolve());
      this.#server.closeAllConnections();
    });
    await this.#session?.close();
    this.#bundle?.remove();
  }

  /**
   * Requests wait for it, and for the one a save queued meanwhile starts at its end: its "Rebuilt" line may be read,
   * and the page asked for, before this thread has heard it is ready, and a paused session would serve the page of
   * the code before (dist/ holds it until the new session renders it). A failure leaves the old in charge.
   */
  #restart(saved: readonly string[], since: number): Promise<Outcome | undefined> {
    const started = this.#newSession(saved, since).finally(() => (this.#started = undefined));
    this.#started = started;
    return started;
  }

  async #newSession(saved: readonly string[], since: number): Promise<Outcome | undefined> {
    if (this.#codeChanged) {
      const fresh = await compileSession(this.#config.codeRoot, `${this.#serverId}-${++this.#bundleVersion}`);
      this.#bundle?.remove(); // its worker has loaded it
      this.#bundle = fresh;
    }
    const previous = this.#session;
    await previous?.pause();
    const open = this.#pages.paths();
    const reload = saved.length > 0 ? { files: saved, since, open } : undefined;
    const events = {
      problems: (last: DevMessage | undefined) => this.sessionProblems(last),
      ended: (error: unknown) => this.sessionEnded(error),
    };
    const started = await startSession(this.#bundle!, this.#config, !!previous, reload, events).catch(
      (error: unknown) => {
        previous?.resume();
        throw error;
      },
    );
    if (!started.session.opened) {
      void started.session.close(); // it said why; the running session (if any) stays in charge
      previous?.resume();
      return started.outcome;
    }
    this.#session = started.session;
    this.#codeChanged = false;
    void previous?.close();
    return started.outcome;
  }

  #tell({ last, reload }: Outcome, files?: readonly string[]): void {
    this.#last = last;
    if (reload) {
      // A page with problems elsewhere gets the overlay again when it connects.
      this.#pages.send(ofSave({ type: "reload", build: ++this.#builds }, files));
    } else if (last) this.#pages.send(ofSave(last, files));
  }

  #fail(error: unknown, files?: readonly string[]): void {
    this.#pages.send(ofSave((this.#last = reportFailure(log, error)), files));
  }

  /** Loaded with the first request under its path: it brings the schemas and templates this thread never needs. */
  #openEditor(): Promise<Editor> {
    const config = this.#config;
    return (this.#editor ??= import("../editor/editor-server.ts").then(({ createEditor }) =>
      createEditor({
        root: config.root,
        codeRoot: config.codeRoot,
        host: this.#host,
        dist: config.out,
        // The site as every save so far has left it: asked once the builds of those saves have ended.
        site: async () => {
          await this.#saves.settled(); // once it listens, a session starts only within a save
          return this.#session?.editor;
        },
        pageHtml: () => injectClient(this.#serverId, this.#builds),
        ensure: (path) => this.request(requestPath(path)),
        writing: this.#saves.announce,
        environment: config.environment,
      }),
    ));
  }
}

/** The outcome of a save's build names the saved files, so the editor knows the build of its save. */
const ofSave = (message: DevMessage, files?: readonly string[]): DevMessage =>
  files && message.type !== "hello" ? { ...message, files } : message;
