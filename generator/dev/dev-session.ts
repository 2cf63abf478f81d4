// The working half of sitegen dev, in a worker thread of its own: it holds the open site (site.ts), renders a
// requested page, renders every page in a background pass, and handles a save, printing what it finds. The HTTP
// side (dev-server.ts) stays on the main thread and talks to it through messages (session-host.ts). A code change
// starts a new worker from a fresh bundle and ends this one, which frees its modules and caches whole: ES modules
// cannot be unloaded from a thread that keeps running, so each template save would otherwise stay in memory.
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import { createBirpc } from "birpc";
import { format } from "node:util";
import type { Config } from "../options.ts";
import { formatSummary } from "../problems/index.ts";
import type { Step } from "../site.ts";
import { openDevSite, type DevSite } from "./dev-site.ts";
import { DIST_NOTE, overlayMessage, printReport, reportFailure, type DevMessage, type Log } from "./dev-report.ts";
import type { OutputHashes } from "./dev-output.ts";

/**
 * What a session is started with. `reload`: the saved code files, when the save began (epoch ms), and the pages
 * open in a browser, which reload at once and are rendered first.
 */
export interface SessionData {
  readonly sitegenSession: true;
  /** The Config of `sitegen dev`, as the CLI resolved it. */
  readonly config: Config;
  readonly handedOver: OutputHashes | undefined;
  readonly reload:
    { readonly files: readonly string[]; readonly since: number; readonly open: readonly string[] } | undefined;
}

/** What the pages should be told: the problems known now (none: undefined), and whether to reload. */
export interface Outcome {
  readonly last: DevMessage | undefined;
  readonly reload: boolean;
}

/** What the main thread asks of the session (session-host.ts has the Session that calls them). */
export interface SessionFunctions {
  /** Renders the page at `path` if it is stale; resolves when it is in dist/. */
  ensure(path: string): Promise<void>;
  /** Draws the preview image at `path` ("assets/og/….png") if a page shows it. */
  preview(path: string): Promise<void>;
  /**
   * A save of content or site files (`files`), or of client/ and styles/ (`assets`); `saved` names all for the log.
   * Undefined when the session failed (it said why) or ended meanwhile.
   */
  save(
    files: readonly string[],
    assets: boolean,
    saved: readonly string[],
    since: number,
  ): Promise<Outcome | undefined>;
  /** Stops the session writing and returns what it wrote, for the session that takes over. */
  pause(): Promise<OutputHashes | undefined>;
  /** The session writes again (the one meant to take over did not start). */
  resume(): void;
}

/** What the session tells the main thread, each without an answer, in the order it happened. */
export interface HostFunctions {
  /** A line to print: every line goes through the port, so they are printed in the order they were made. */
  print(stream: "out" | "err", text: string): void;
  /** The site is open (or could not be: `opened` false) and what the pages should be told. */
  ready(opened: boolean, pages: number, outcome: Outcome | undefined): void;
  /** The background pass changed the known problems: `last` replaces the overlay (none: the pages reload). */
  problems(last: DevMessage | undefined): void;
}

/** The main thread's functions the session calls without waiting for an answer (all of them). */
export const HOST_EVENTS: (keyof HostFunctions)[] = ["print", "ready", "problems"];

/** What a session's answers and lines go through: its worker's port, in order, with no time limit. */
export function sessionChannel(port: {
  postMessage(message: unknown): void;
  on(event: "message", listener: (message: unknown) => void): unknown;
}) {
  return {
    post: (message: unknown) => port.postMessage(message),
    on: (listen: (message: unknown) => void) => void port.on("message", listen),
    timeout: -1,
  };
}

/** The background pass waits while requests came within this time (a page loading its styles, scripts, fonts). */
const QUIET_MS = 100;
/** The overlay is sent at most this often while the background pass finds problems. */
const OVERLAY_EVERY_MS = 100;

const now = () => performance.timeOrigin + performance.now(); // the same clock in every thread

/** Runs a session on `port` until the thread is ended. Every message it prints goes through `port`, in order. */
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
    site = await openDevSite(data.config, { handedOver: data.handedOver, warn });
  } catch (error) {
    const last = reportFailure(log, error);
    return void host.ready(false, 0, { last, reload: false });
  }
  let paused = false; // after `pause`, until `resume` or the end: the next session owns dist/
  let saving = false;
  let requested = 0; // when the last request came
  let last: DevMessage | undefined;

  const problemsNow = (): DevMessage | undefined => overlayMessage(site.problems());
  let overlayTimer: NodeJS.Timeout | undefined;
  /**
   * What a request or the background pass found: sent to the pages shortly after, and printed at once; during the
   * first pass the whole report is printed at its end instead, as `sitegen build` prints it.
   */
  const noted = (step: Step | undefined) => {
    if (!step?.problemsChanged) return;
    if (pass?.label !== "Built") printReport(log, site.report(step.found));
    overlayTimer ??= setTimeout(() => {
      overlayTimer = undefined;
      const had = last;
      last = problemsNow();
      if (last || had) void host.problems(last);
    }, OVERLAY_EVERY_MS);
  };
  const fail = (error: unknown) => void host.problems((last = reportFailure(log, error)));

  // The background pass: one range per turn of the event loop, so requests are answered between ranges; it
  // pauses while a browser loads a page, which then gets both cores.
  let pass: { started: number; label: string } | undefined;
  let pumping = false;
  const busy = () => paused || saving;
  const pump = () => {
    if (pumping || busy()) return;
    pumping = true;
    setImmediate(function next() {
      if (busy()) return void (pumping = false);
      if (now() - requested < QUIET_MS) return void setTimeout(next, QUIET_MS);
      try {
        const step = site.next();
        if (step) {
          noted(step);
          return void setImmediate(next);
        }
      } catch (error) {
        fail(error);
      }
      pumping = false;
      if (!pass) return;
      const report = site.problems();
      const { problems } = report;
      if (pass.label === "Built") printReport(log, report); // every problem of the site, in `sitegen build`'s order
      const all = pass.label === "Built" ? "" : " (all pages, in the background)";
      log("out", `${pass.label} ${site.pages()} pages in ${Math.round(now() - pass.started)} ms${all}`);
      if (problems.length > 0) log("err", formatSummary(problems, DIST_NOTE));
      pass = undefined;
    });
  };
  const newPass = (label: string) => (pass = { started: now(), label });

  /** The outcome of a step that may change pages: printed, and what the pages should be told. */
  function outcome(step: Step, saved: readonly string[], since: number): Outcome {
    if (site.pending() > 0 && !pass) newPass("Rendered"); // a pass under way goes on, now over the new work
    const { problems } = site.problems();
    printReport(log, site.report(step.found));
    if (problems.length > 0) log("err", formatSummary(problems, DIST_NOTE));
    last = problemsNow();
    const what = saved.length === 0 ? "" : ` (${saved.slice(0, 3).join(", ")}${saved.length > 3 ? ", …" : ""})`;
    const others = site.pending() > 0 ? "; the others follow when requested or in the background" : "";
    if (step.changed) log("out", `Rebuilt ${step.rendered} pages in ${Math.round(now() - since)} ms${what}${others}`);
    // A page with problems elsewhere gets the overlay again when it connects after the reload.
    return { last, reload: problems.length === 0 || step.changed };
  }

  /** A question answered: the background pass goes on after it; one that fails is reported and answered with nothing. */
  const answering =
    <A extends unknown[], R>(answer: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R | undefined> =>
      answer(...args).then(
        (value) => {
          pump();
          return value;
        },
        (error: unknown) => {
          fail(error);
          return undefined;
        },
      );
  Object.assign(answers, {
    ensure: answering(async (path: string) => {
      requested = now();
      if (!paused) noted(site.render(path));
    }),
    preview: answering(async (path: string) => {
      requested = now();
      if (!paused) await site.preview(path);
    }),
    save: answering(async (files: readonly string[], assets: boolean, saved: readonly string[], since: number) => {
      saving = true;
      try {
        return outcome(await site.update(files, assets), saved, since);
      } catch (error) {
        return { last: (last = reportFailure(log, error)), reload: false } satisfies Outcome;
      } finally {
        saving = false;
      }
    }),
    pause: answering(async () => {
      paused = true;
      clearTimeout(overlayTimer);
      return site.handOver();
    }),
    resume: () => {
      paused = false;
      pump();
    },
  } satisfies SessionFunctions);

  const { reload } = data;
  let ready: Outcome | undefined;
  if (reload) {
    const step = { rendered: 0, found: site.problems().problems, problemsChanged: true, changed: true };
    ready = outcome(step, reload.files, reload.since);
  } else {
    newPass("Built"); // its end prints the problems
    last = problemsNow();
    ready = { last, reload: true };
  }
  void host.ready(true, site.pages(), ready);
  // While the open pages reload, their pages are rendered: their requests find them done.
  try {
    for (const path of reload?.open ?? []) noted(site.render(path));
  } catch (error) {
    fail(error);
  }
  pump();
}

// The bundle's entry in its worker (session-host.ts starts it with SessionData); importing this file does nothing else.
if (parentPort && (workerData as SessionData | undefined)?.sitegenSession) void runSession(parentPort, workerData);
