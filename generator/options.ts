// The one options object of every command, resolved once (cli/config.ts, or `configFor` in tests) and frozen:
// nothing below the CLI reads environment variables or patches an option.
import { join, resolve } from "node:path";
import { DEFAULTS, type CommandName, type Settings } from "./cli/commands.ts";
import { printable } from "./terminal-text.ts";
import { isCalendarDay } from "./validate/scheduled.ts";

export interface Config extends Omit<Settings, "out" | "threads"> {
  readonly command: CommandName;
  /** The project folder, absolute: site.yaml and content/. */
  readonly root: string;
  /** The generator's own folder: client/, styles/, templates/ (the package that holds the CLI). */
  readonly codeRoot: string;
  readonly out: string;
  /** Undefined: the machine's calendar each time the frame is checked (a long dev session sees the day change). */
  readonly today: string | undefined;
  /** Threads for the pages: SITEGEN_THREADS capped at the cores (`exactly`), or up to 4 chosen by the pool. */
  readonly threads: { readonly count: number; readonly exactly: boolean };
  /** Words after the command (`translations confirm <file>`); only a command with `usage` takes any. */
  readonly positionals: readonly string[];
  /** The environment sitegen was started with, for the programs it runs (git, in the editor's Changes view). */
  readonly environment: Readonly<Record<string, string | undefined>>;
}

type Given = { readonly [K in keyof Config]?: Config[K] | undefined } & Pick<Config, "root" | "codeRoot">;

/** A frozen Config with every option not given at its default; a `today` that is no day throws. */
export function configFor(given: Given): Config {
  // Compared as text with the articles' dates, so only this one spelling can be right.
  if (given.today !== undefined && !isCalendarDay(given.today))
    throw new TypeError(`today wants a day written year-month-day, e.g. 2026-11-24, not "${printable(given.today)}"`);
  const root = resolve(given.root);
  const set = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  return Object.freeze({
    ...DEFAULTS,
    command: "build" as const,
    today: undefined,
    threads: Object.freeze({ count: 1, exactly: false }),
    positionals: Object.freeze([]),
    environment: Object.freeze({}),
    ...set,
    root,
    codeRoot: resolve(given.codeRoot),
    out: given.out ?? join(root, "dist"),
  });
}
