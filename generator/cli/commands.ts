// Every command of the CLI as data: its summary, its flags and environment variables with their type and help.
// The parser (config.ts) and the help (help.ts) both read this and nothing else, so a flag cannot be parsed
// without help or shown without being parsed.
import { baseUrl, folder, megabytes, onOff, port, threadCount, type ValueType } from "./value-types.ts";
import { WORKER_OLD_GENERATION_MB } from "../pool/worker-pool.ts";

/** What the flags and environment variables of all commands set, when not given; a command reads only its own. */
const defaults = {
  root: ".",
  /** undefined: `<root>/dist`. */
  out: undefined as string | undefined,
  /** undefined: site.yaml's baseUrl (build), the built home page's canonical URL (check). */
  baseUrl: undefined as string | undefined,
  port: 4321,
  /** undefined: chosen by the number of cores and pages. */
  threads: undefined as number | undefined,
  /** The memory a page worker keeps before it collects (its old generation), in MB. */
  workerMb: WORKER_OLD_GENERATION_MB,
  profile: false,
  quiet: false,
  json: false,
  pagePreviews: true,
  /** Pages whose inputs are unchanged since the last build taken from node_modules/.cache/sitegen/pages. */
  cache: true,
  production: false,
  future: false,
  external: false,
  strict: false,
  all: false,
};
export type Settings = Readonly<typeof defaults>;
export const DEFAULTS: Settings = Object.freeze(defaults);

/** One flag, one environment variable, or a flag that a variable can also set (the flag wins). */
export interface Option<K extends keyof Settings = keyof Settings> {
  readonly key: K;
  /** Absent: set through the environment only. */
  readonly flag?: `--${string}`;
  readonly env?: string;
  readonly type: ValueType<Settings[K]>;
  /** The flag's help line; for a variable without a flag, the variable's. */
  readonly help: string;
  /** The help line of a flag's variable; "as <flag>" when absent. */
  readonly envHelp?: string;
  /** How help names the default when it is no plain value ("current folder"). */
  readonly defaultLabel?: string;
}

export type AnyOption = { [K in keyof Settings]: Option<K> }[keyof Settings];

export type CommandName = "build" | "check" | "dev" | "preview" | "translations";

export interface Command {
  readonly name: CommandName;
  /** One line: the list of commands and the first line of the command's help. */
  readonly summary: string;
  /** Paragraphs after it. */
  readonly about?: string;
  /** Words after the command (`translations confirm <file>`), each usage line with what it does. */
  readonly usage?: readonly (readonly [string, string])[];
  readonly options: readonly AnyOption[];
}

const option = <K extends keyof Settings>(spec: Option<K>): Option<K> => spec;

const root = option({
  key: "root",
  flag: "--root",
  type: folder,
  help: "project folder holding site.yaml and content/",
  defaultLabel: "current folder",
});
const out = (help: string) => option({ key: "out", flag: "--out", type: folder, help, defaultLabel: "<root>/dist" });
/** A switch its flag turns on: `--quiet`. */
const on = (key: "quiet" | "json" | "strict" | "future" | "external" | "production" | "all", help: string) =>
  option({ key, flag: `--${key}`, type: onOff(true), help });
const listen = option({ key: "port", flag: "--port", type: port, help: "port; 0 picks a free one" });
const future = on("future", "include articles whose published date is after today");

export const COMMANDS: readonly Command[] = [
  {
    name: "build",
    summary: "validate site.yaml and content/, then write the site to dist/",
    about:
      "On bad input every problem is printed with file:line:column and a hint, and the output folder is left as it was.",
    options: [
      root,
      out("output folder: new, empty, or written by sitegen; never the project or inside its sources"),
      option({
        key: "baseUrl",
        flag: "--base-url",
        env: "SITE_BASE_URL",
        type: baseUrl,
        help: "override site.yaml's baseUrl, e.g. for a preview deployment",
      }),
      on("quiet", "print nothing but problems"),
      on("json", "print the summary (pages, files, bytes, times, marked values, translations) or the problems as JSON"),
      option({
        key: "pagePreviews",
        flag: "--no-page-previews",
        type: onOff(false),
        help: "one social preview image per language instead of one per page (for very large sites)",
      }),
      option({
        key: "cache",
        flag: "--no-cache",
        type: onOff(false),
        help: "check and render every page afresh, not only those whose files changed since the last build",
      }),
      option({
        key: "profile",
        flag: "--profile",
        env: "SITEGEN_PROFILE",
        type: onOff(true),
        help: "print the time of each stage, and of each check of the pages stage on one thread",
        envHelp: "as --profile; 0 (or unset) leaves it off",
      }),
      on("production", "for the live site: refuse values marked # PLACEHOLDER or # CONFIRM (as does a real baseUrl)"),
      future,
      option({
        key: "threads",
        env: "SITEGEN_THREADS",
        type: threadCount,
        help: "threads for the pages, 1 to 64, used up to the number of cores and of pages (1: this thread only; unset: up to 4, one per 200 pages)",
      }),
      option({
        key: "workerMb",
        env: "SITEGEN_WORKER_MB",
        type: megabytes,
        help: "memory of a page thread, 8 to 4096 MB: more builds a large site faster, less keeps it smaller (192: about 430 MB for 10,000 pages on 2 cores; 4096: about 800 MB, 10 % faster); a range of pages that needs more is rendered again on the main thread",
      }),
    ],
  },
  {
    name: "check",
    summary: "check the built site: route pairs, links, budgets, third-party URLs",
    about: `Run sitegen build first. Checks: every route of site.yaml exists in both languages (or is German-only with a
switch target); every DE/EN switch target, canonical URL and hreflang alternate exists; the sitemap lists exactly
the pages; every internal link, asset and #fragment resolves (linkinator; external links are skipped unless
--external); JavaScript per page and CSS stay within the budgets; no URL of another origin is fetched on load.
Warns at each translation outdated since it was confirmed.`,
    options: [
      root,
      out("the built folder to check"),
      option({
        key: "baseUrl",
        flag: "--base-url",
        type: baseUrl,
        help: "the base URL the build used",
        defaultLabel: "read from the built home page's canonical URL",
      }),
      on("external", "also check external links (needs network)"),
      on("quiet", "do not print the JavaScript size of each page"),
      on(
        "strict",
        "fail on warnings too (translations outdated since confirmed, stale lock entries, numbers a confirmed pair states differently, figures typed by hand)",
      ),
      on("future", "dist/ was built with --future: expect the articles dated after today too"),
    ],
  },
  {
    name: "dev",
    summary: "serve the site on localhost, re-render on every save and reload the browser",
    about: `Watches site.yaml, content/, templates/, client/ and styles/. A page is rendered when requested, every page
checked and rendered in the background; after a save open pages reload. A mistake is printed here as
"sitegen build" prints it and shown over the page until it is fixed. The output folder (guarded as build's --out
is) gets exactly the files "sitegen build" writes; the reload script is added to pages only while serving them.
The editor is at /__sitegen/edit/.`,
    options: [root, out("output folder the pages are written to and served from"), listen, future],
  },
  {
    name: "preview",
    summary: "serve the built site on localhost with the production host rules",
    options: [root, out("the built folder to serve"), listen],
  },
  {
    name: "translations",
    summary: "the status of every German/English field pair; confirm pairs as translated",
    about: `A pair is in sync (both texts as confirmed), outdated (one side changed since), missing (one side empty) or
never confirmed. The confirmed texts live in content/translations.lock.yaml; commit it with the copy.`,
    usage: [
      [
        "sitegen translations [--json] [--strict]",
        "a table per page; each outdated field with both file:line and a word diff",
      ],
      [
        "sitegen translations confirm <file>[:<line>]",
        "record the pair(s) of that file (or at that line) as translated",
      ],
      ["sitegen translations confirm --all", "record every pair as translated (after a full review; after a merge)"],
    ],
    options: [
      root,
      on("json", "print the fields as JSON: file, line, key, status, counterpart"),
      on(
        "strict",
        "exit 1 when any pair is outdated, missing or never confirmed, or a number warning is given (a confirmed pair stating different numbers, a figure typed by hand)",
      ),
      on("all", "with confirm: every pair"),
    ],
  },
];

export function commandNamed(name: string): Command | undefined {
  return COMMANDS.find((command) => command.name === name);
}
