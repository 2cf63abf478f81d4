// The options of a build, resolved once (by the CLI from flags and environment, or by a test) and frozen:
// nothing below the CLI reads environment variables or patches an option (Vite's UserConfig → ResolvedConfig).
import { parseArgs, type ParseArgsConfig } from "node:util";
import { printable } from "./terminal-text.ts";
import { isCalendarDay, localToday } from "./validate/scheduled.ts";

/** Everything build() needs to know besides its writer. */
export interface BuildOptions {
  /** The project folder: site.yaml and content/. */
  readonly root: string;
  /** The generator's own folder: client/ and styles/ (the package that holds the CLI). */
  readonly codeRoot: string;
  /** Replaces site.yaml's baseUrl (`--base-url`, `SITE_BASE_URL`), already checked like it. */
  readonly baseUrl: string | undefined;
  /** false: one preview image per language instead of one per page (`--no-page-previews`). */
  readonly pagePreviews: boolean;
  /** Development bundles of the client (sitegen dev's own builds use production ones, as `sitegen build`). */
  readonly dev: boolean;
  /** Print each stage's time on stderr (`--profile`, `SITEGEN_PROFILE=1`). */
  readonly profile: boolean;
  /** A build for the live site: values marked `# PLACEHOLDER` or `# CONFIRM` stop it (`--production`). */
  readonly production: boolean;
  /** The day of the build, year-month-day: articles dated later are left out (default: the machine's calendar). */
  readonly today: string;
  /** Include the articles dated after `today` (`--future`): for a preview of what is scheduled. */
  readonly future: boolean;
}

/** Frozen options with the defaults filled in; `root` and `codeRoot` are required; a `today` that is no day throws. */
export function buildOptions(given: Partial<BuildOptions> & Pick<BuildOptions, "root" | "codeRoot">): BuildOptions {
  // Compared as text with the articles' dates, so only this one spelling can be right.
  if (given.today !== undefined && !isCalendarDay(given.today))
    throw new TypeError(`today wants a day written year-month-day, e.g. 2026-11-24, not "${printable(given.today)}"`);
  return Object.freeze({
    baseUrl: undefined,
    pagePreviews: true,
    dev: false,
    profile: false,
    production: false,
    future: false,
    ...given,
    today: given.today ?? localToday(),
  });
}

/** Parses options strictly: an unknown option is refused with a pointer to --help (undefined after printing why). */
export function parseOptions(
  command: string,
  args: readonly string[],
  options: NonNullable<ParseArgsConfig["options"]>,
) {
  try {
    return parseArgs({
      args: [...args],
      options: { ...options, help: { type: "boolean", short: "h" } },
      allowPositionals: false,
      strict: true,
    }).values as Record<string, string | boolean | undefined>;
  } catch (error) {
    console.error(`${printable((error as Error).message)}\nRun "sitegen ${command} --help" for the options.`);
    return undefined;
  }
}

/** `--port`: a whole number from 0 to 65535 (0 picks a free port); otherwise the sentence that refuses it. */
export function portFrom(value: string | boolean | undefined, fallback = 4321): number | string {
  if (value === undefined) return fallback;
  const text = String(value);
  return /^\d{1,5}$/.test(text) && Number(text) <= 65535
    ? Number(text)
    : `--port wants a whole number from 0 to 65535 (0 picks a free port), not "${printable(text)}".`;
}

/**
 * Threads from SITEGEN_THREADS, at most one per core: more threads than cores only add start-up time and memory
 * (the pool also starts no more than there are pages). Unset: up to one per core and 4, one per 200 pages.
 * Returns the sentence that refuses a value that is no whole number from 1 to 64.
 */
export function threadsFrom(
  value: string | undefined,
  cores: number,
): { readonly count: number; readonly exactly: boolean } | string {
  if (value === undefined || value === "") return { count: Math.min(cores, 4), exactly: false };
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 64)
    return { count: Math.min(Number(value), cores), exactly: true };
  return `SITEGEN_THREADS wants a whole number from 1 to 64, not "${printable(value)}".`;
}

/** SITEGEN_PROFILE: 1, true, yes or on turn it on; 0, false, no, off or nothing leave it off; else the refusal. */
export function profileFrom(value: string | undefined): boolean | string {
  const word = (value ?? "").trim().toLowerCase();
  if (["", "0", "false", "no", "off"].includes(word)) return false;
  if (["1", "true", "yes", "on"].includes(word)) return true;
  return `SITEGEN_PROFILE wants 1 (on) or 0 (off), not "${printable(value ?? "")}".`;
}
