// The options of a build, resolved once (by the CLI from its configuration, cli/config.ts, or by a test) and
// frozen: nothing below the CLI reads environment variables or patches an option (Vite's UserConfig → ResolvedConfig).
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
