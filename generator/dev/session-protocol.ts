// What the two threads of sitegen dev say to each other: the main thread (session-host.ts) asks the session in its
// worker (dev-session.ts) through SessionFunctions, and hears back through HostFunctions, over the worker's port.
import type { AskSite } from "../editor/site-answers.ts";
import type { Config } from "../options.ts";
import type { DevMessage } from "./dev-report.ts";

/**
 * What a session is started with. `takeOver`: a session before it wrote dist/. `reload`: the saved code files, when
 * the save began (epoch ms), and the pages open in a browser, which reload at once and are rendered first.
 */
export interface SessionData {
  readonly sitegenSession: true;
  readonly config: Config;
  readonly takeOver: boolean;
  readonly reload:
    { readonly files: readonly string[]; readonly since: number; readonly open: readonly string[] } | undefined;
}

/** Epoch ms: the same clock in every thread (a save's `since` crosses from one to the other). */
export const now = (): number => performance.timeOrigin + performance.now();

/** What the pages should be told: the problems known now (none: undefined), and whether to reload. */
export interface Outcome {
  readonly last: DevMessage | undefined;
  readonly reload: boolean;
}

/** What the main thread asks of the session (session-host.ts has the Session that calls them). */
export interface SessionFunctions {
  ensure(path: string): Promise<void>;
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
  pause(): Promise<void>;
  resume(): void;
  /** A question of the editor, answered from the open site in this thread (editor/site-answers.ts). */
  editor: AskSite;
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
