// The working half of sitegen dev, in a worker thread of its own. A code change starts a new worker from a fresh
// bundle and ends this one: ES modules cannot be unloaded from a thread that keeps running, so each template save
// would otherwise stay in memory.
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import { createBirpc, type BirpcReturn } from "birpc";
import { format } from "node:util";
import { editorAnswers } from "../editor/site-answers.ts";
import { formatSummary, stopsTheBuild } from "../problems/index.ts";
import type { Step } from "../site.ts";
import { openDevSite, type DevSite } from "./dev-site.ts";
import { DIST_NOTE, overlayMessage, printReport, reportFailure, type DevMessage, type Log } from "./dev-report.ts";
import { HOST_EVENTS, now, sessionChannel, type HostFunctions, type Outcome } from "./session-protocol.ts";
import type { SessionData, SessionFunctions } from "./session-protocol.ts";

/** The background pass waits while requests came within this time (a page loading its styles, scripts, fonts). */
const QUIET_MS = 100;
/** The overlay is sent at most this often while the background pass finds problems. */
const OVERLAY_EVERY_MS = 100;

export async function runSession(port: MessagePort, data: SessionData): Promise<void> {
  // Answered once the site is open: the main thread asks nothing before `ready`.
  const answers = {} as SessionFunctions;
  const host = createBirpc<HostFunctions, SessionFunctions>(answers, {
    ...sessionChannel(port),
    eventNames: HOST_EVENTS,
  });
  const log: Log = (stream, text) => void host.print(stream, text);
  const warn = (...args: unknown[]) => log("err", format(...args));
  let site: DevSite;
  try {
    site = await openDevSite(data.config, { takeOver: data.takeOver, warn });
  } catch (error) {
    const last = reportFailure(log, error);
    return void host.ready(false, 0, { last, reload: false });
  }
  const session = new DevSession(site, host, log);
  const editor = editorAnswers({ site, ensure: (path) => session.ensure(path) });
  /** A question answered: the background pass goes on after it; one that fails is reported and answered with nothing. */
  const answering =
    <A extends unknown[], R>(answer: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R | undefined> =>
      answer(...args).then(
        (value) => {
          session.pump();
          return value;
        },
        (error: unknown) => {
          session.fail(error);
          return undefined;
        },
      );
  Object.assign(answers, {
    ensure: answering(async (path: string) => session.ensure(path)),
    preview: answering((path: string) => session.preview(path)),
    save: answering((files: readonly string[], assets: boolean, saved: readonly string[], since: number) =>
      session.save(files, assets, saved, since),
    ),
    pause: answering(async () => session.pause()),
    resume: () => session.resume(),
    // Not `answering`: a failure is the editor's to report, with its request, not the dev loop's.
    editor: (question, ...args) => session.answer(() => (editor[question] as (...a: unknown[]) => never)(...args)),
  } satisfies SessionFunctions);
  session.start(data.reload);
}

/** What may write dist/: `serving` requests and the background pass, `saving` a save alone, `paused` nothing. */
class DevSession {
  #state: "serving" | "saving" | "paused" = "serving";
  /** The background pass under way: one range per turn of the event loop, so requests are answered between ranges. */
  #pass: { readonly started: number; readonly label: "Built" | "Rendered" } | undefined;
  #pumping = false;
  /** When the last request came: the pass waits while a browser loads a page, which then gets both cores. */
  #requested = 0;
  #last: DevMessage | undefined;
  #overlayTimer: NodeJS.Timeout | undefined;
  readonly #site: DevSite;
  readonly #host: BirpcReturn<HostFunctions, SessionFunctions>;
  readonly #log: Log;

  constructor(site: DevSite, host: BirpcReturn<HostFunctions, SessionFunctions>, log: Log) {
    this.#site = site;
    this.#host = host;
    this.#log = log;
  }

  /** After a code save, the pages open in a browser are rendered first: their reloads find them done. */
  start(reload: SessionData["reload"]): void {
    let ready: Outcome;
    if (reload) {
      const step = { rendered: 0, found: this.#site.problems().problems, problemsChanged: true, changed: true };
      ready = this.#outcome(step, reload.files, reload.since);
    } else {
      this.#pass = { started: now(), label: "Built" }; // its end prints the problems
      ready = { last: (this.#last = this.#problemsNow()), reload: true };
    }
    void this.#host.ready(true, this.#site.pages(), ready);
    try {
      for (const path of reload?.open ?? []) this.#noted(this.#site.render(path));
    } catch (error) {
      this.fail(error);
    }
    this.pump();
  }

  ensure(path: string): void {
    this.#requested = now();
    if (this.#state !== "paused") this.#noted(this.#site.render(path));
  }

  async preview(path: string): Promise<void> {
    this.#requested = now();
    if (this.#state !== "paused") await this.#site.preview(path);
  }

  async save(files: readonly string[], assets: boolean, saved: readonly string[], since: number): Promise<Outcome> {
    this.#state = "saving";
    try {
      return this.#outcome(await this.#site.update(files, assets), saved, since);
    } catch (error) {
      return { last: (this.#last = reportFailure(this.#log, error)), reload: false };
    } finally {
      if (this.#state === "saving") this.#state = "serving";
    }
  }

  /** An editor's question about the open site, answered like a request: the background pass waits for it. */
  async answer<R>(ask: () => R | Promise<R>): Promise<R> {
    this.#requested = now();
    try {
      return await ask();
    } finally {
      this.pump();
    }
  }

  pause(): void {
    this.#state = "paused";
    clearTimeout(this.#overlayTimer);
  }

  resume(): void {
    this.#state = "serving";
    this.pump();
  }

  fail(error: unknown): void {
    void this.#host.problems((this.#last = reportFailure(this.#log, error)));
  }

  /** Runs the background pass while the session serves: the next stale range on each turn of the event loop. */
  pump(): void {
    if (this.#pumping || this.#state !== "serving") return;
    this.#pumping = true;
    const next = () => {
      if (this.#state !== "serving") return void (this.#pumping = false);
      if (now() - this.#requested < QUIET_MS) return void setTimeout(next, QUIET_MS);
      try {
        const step = this.#site.next();
        if (step) {
          this.#noted(step);
          return void setImmediate(next);
        }
      } catch (error) {
        this.fail(error);
      }
      this.#pumping = false;
      this.#passDone();
    };
    setImmediate(next);
  }

  /** The end of a pass: its line, and after the first every problem of the site, in `sitegen build`'s order. */
  #passDone(): void {
    const pass = this.#pass;
    if (!pass) return;
    const report = this.#site.problems();
    if (pass.label === "Built") printReport(this.#log, report);
    const all = pass.label === "Built" ? "" : " (all pages, in the background)";
    this.#log("out", `${pass.label} ${this.#site.pages()} pages in ${Math.round(now() - pass.started)} ms${all}`);
    if (stopsTheBuild(report.problems)) this.#log("err", formatSummary(report.problems, DIST_NOTE));
    this.#pass = undefined;
  }

  /** During the first pass the whole report is printed at its end instead, as `sitegen build` prints it. */
  #noted(step: Step | undefined): void {
    if (!step?.problemsChanged) return;
    if (this.#pass?.label !== "Built") printReport(this.#log, this.#site.report(step.found));
    this.#overlayTimer ??= setTimeout(() => {
      this.#overlayTimer = undefined;
      const had = this.#last;
      this.#last = this.#problemsNow();
      if (this.#last || had) void this.#host.problems(this.#last);
    }, OVERLAY_EVERY_MS);
  }

  #outcome(step: Step, saved: readonly string[], since: number): Outcome {
    const site = this.#site;
    if (site.pending() > 0 && !this.#pass) this.#pass = { started: now(), label: "Rendered" }; // one under way goes on
    const { problems } = site.problems();
    printReport(this.#log, site.report(step.found));
    if (stopsTheBuild(problems)) this.#log("err", formatSummary(problems, DIST_NOTE));
    this.#last = this.#problemsNow();
    const what = saved.length === 0 ? "" : ` (${saved.slice(0, 3).join(", ")}${saved.length > 3 ? ", …" : ""})`;
    const others = site.pending() > 0 ? "; the others follow when requested or in the background" : "";
    if (step.changed)
      this.#log("out", `Rebuilt ${step.rendered} pages in ${Math.round(now() - since)} ms${what}${others}`);
    // A page with problems elsewhere gets the overlay again when it connects after the reload.
    return { last: this.#last, reload: !stopsTheBuild(problems) || step.changed };
  }

  #problemsNow(): DevMessage | undefined {
    return overlayMessage(this.#site.problems());
  }
}

// The bundle's entry in its worker (session-host.ts starts it with SessionData); importing this file does nothing else.
if (parentPort && (workerData as SessionData | undefined)?.sitegenSession) void runSession(parentPort, workerData);
