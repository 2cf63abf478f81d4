// argv → build / check / dev / preview. Prints problems; the only place that sets the exit code.
import { availableParallelism } from "node:os";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { build } from "./build.ts";
import { asFileSystemError } from "./fs-errors.ts";
import type { Problem } from "./model.ts";
import { buildOptions, parseOptions, portFrom, profileFrom, threadsFrom } from "./options.ts";
import { WorkerPool } from "./pool/worker-pool.ts";
import { formatProblem, formatReport, ProblemsError } from "./problems.ts";
import { jsonLine, printable, printableLine } from "./terminal-text.ts";
import { diskWriter, waitingNote } from "./write/write-output.ts";
import { checkBaseUrl } from "./validate/check-base-url.ts";
import { checkOutDir } from "./write/out-dir.ts";
import { summaryLines } from "./translations/summary.ts";
import { jsonSummary } from "./summary.ts";

const HELP: Record<string, string> = {
  main: `sitegen: builds the Rechenwärme website from site.yaml and content/.

Usage: sitegen <command> [options]

Commands:
  build     validate the content and write the site to dist/
  check     check dist/: route pairs, links, budgets, third-party URLs
  dev       build, serve on localhost, rebuild and reload the browser on every save
  preview   serve dist/ on localhost with the production host rules
  translations  the status of every translated field pair; confirm pairs as translated

Run "sitegen <command> --help" for the options of a command.`,
  build: `sitegen build: validate site.yaml and content/, then write dist/.

Options:
  --root <dir>       project folder holding site.yaml (default: current folder)
  --out <dir>        output folder (default: <root>/dist): new, empty, or written by sitegen; never inside the sources
  --base-url <url>   override site.yaml's baseUrl, e.g. for a preview deployment (env: SITE_BASE_URL)
  --quiet            print nothing but problems
  --json             print the summary as JSON (for CI)
  --no-page-previews one social preview image per language instead of one per page (for very large sites)
  --profile          print the time of each stage
  --production       for the live site: refuse values marked # PLACEHOLDER or # CONFIRM (as does a real baseUrl)
  --future           include articles whose \`published\` date is after today (left out until that day otherwise)
  -h, --help         show this help

Environment:
  SITEGEN_THREADS=<n>  threads for the pages, 1 to 64, used up to the number of cores and of pages
                       (1: this thread only; unset: up to 4, one per 200 pages)
  SITEGEN_PROFILE=1    as --profile; 0 (or unset) leaves it off
  SITE_BASE_URL=<url>  as --base-url

On bad input every problem is printed with file:line:column and a hint; dist/ is left as it was; exit code 1.`,
  dev: `sitegen dev: build, serve dist/ on localhost, and rebuild on every save.

Watches site.yaml, content/, templates/, client/ and styles/. After a good build every open page
reloads; a bad one is printed here as "sitegen build" prints it and shown over the page until the
next good build. dist/ gets exactly the files "sitegen build" writes; the reload script is added
to pages only while serving them.

Options:
  --root <dir>   project folder holding site.yaml and content/ (default: current folder)
  --port <n>     port (default: 4321; 0 picks a free one)
  --future       include articles whose \`published\` date is after today
  -h, --help     show this help`,
  preview: `sitegen preview: serve dist/ with the production host rules.

Options:
  --root <dir>   project folder (default: current folder)
  --port <n>     port (default: 4321; 0 picks a free one)
  -h, --help     show this help`,
};

type Exit = 0 | 1 | 2;

/** Where client/ and styles/ live: the package that holds this CLI, whatever --root says. */
let codeRoot = process.cwd();

export async function main(argv: readonly string[]): Promise<Exit> {
  const [command, ...rest] = argv;
  if (command === undefined || command === "--help" || command === "-h" || command === "help") {
    console.log(HELP["main"]);
    return command === undefined ? 1 : 0;
  }
  switch (command) {
    case "build":
      return runBuild(rest);
    case "preview":
      return runPreview(rest);
    case "dev":
      return runDev(rest);
    case "check":
      return (await import("./check/run-check.ts")).runCheck(rest);
    case "translations":
      return (await import("./translations/cli.ts")).runTranslations(rest);
    default:
      console.error(`Unknown command "${printableLine(command)}". Run "sitegen --help" for the list of commands.`);
      return 1;
  }
}

async function runBuild(args: readonly string[]): Promise<Exit> {
  const values = parseOptions("build", args, {
    root: { type: "string" },
    out: { type: "string" },
    "base-url": { type: "string" },
    quiet: { type: "boolean" },
    json: { type: "boolean" },
    "no-page-previews": { type: "boolean" },
    profile: { type: "boolean" },
    production: { type: "boolean" },
    future: { type: "boolean" },
  });
  if (!values) return 1;
  if (values["help"]) {
    console.log(HELP["build"]);
    return 0;
  }
  const root = resolve(String(values["root"] ?? "."));
  const out = resolve(String(values["out"] ?? resolve(root, "dist")));
  const threads = threadsFrom(process.env["SITEGEN_THREADS"], availableParallelism());
  const profile = values["profile"] ? true : profileFrom(process.env["SITEGEN_PROFILE"]);
  for (const refusal of [threads, profile].filter((v) => typeof v === "string")) console.error(refusal);
  if (typeof threads === "string" || typeof profile === "string") return 1;
  const progress = values["quiet"] || values["json"] ? undefined : progressLine();
  const pool = new WorkerPool(threads.count, threads.exactly);
  try {
    const { baseUrl, problems } = checkedOptions(
      root,
      out,
      values["base-url"] as string | undefined,
      process.env["SITE_BASE_URL"],
    );
    if (problems.length > 0) throw new ProblemsError(problems); // before anything is read or written
    const [pagePreviews, production] = [!values["no-page-previews"], Boolean(values["production"])];
    const future = Boolean(values["future"]);
    const options = buildOptions({ root, codeRoot, baseUrl, pagePreviews, profile, production, future });
    const writer = diskWriter(out, () => console.error(printable(waitingNote(relative(out)))));
    const report = await build(options, writer, { pool, onProgress: progress?.pages });
    progress?.done();
    if (values["json"]) console.log(jsonLine(jsonSummary(report, performance.now())));
    else if (!values["quiet"]) {
      console.log(
        `Built ${report.pages.de + report.pages.en} pages (${report.pages.de} German, ${report.pages.en} English), ${report.files} files, ${(report.bytes / 1024).toFixed(0)} KiB into ${relative(out)} in ${Math.round(report.ms)} ms (${Math.round(performance.now())} ms since process start).${summaryLines(report)}`,
      );
    }
    for (const warning of report.warnings ?? []) console.error(`warning: ${printable(warning)}`);
    return 0;
  } catch (error) {
    const fsError = asFileSystemError(error, out);
    if (fsError) {
      progress?.done();
      if (values["json"])
        console.log(
          jsonLine({ ok: false, error: { code: fsError.code, path: fsError.path, message: fsError.message } }),
        );
      else console.error(printable(`could not build: ${fsError.message}. The previous ${relative(out)}/ was kept.`));
      return 1;
    }
    if (error instanceof ProblemsError) {
      const files = error.sources?.files ?? new Map();
      if (values["json"]) console.log(jsonLine({ ok: false, problems: error.problems }));
      else {
        const note = error.sources
          ? `Nothing was written; ${relative(out)}/ still holds the previous build.`
          : "Nothing was read or written."; // an option was refused
        console.error(formatReport(error.problems, files, note));
      }
      return 1;
    }
    throw error;
  } finally {
    progress?.done();
    pool.close();
  }
}

/** --out, --root and the base URL checked before anything is touched; the env value only when no flag is given. */
export function checkedOptions(
  root: string,
  out: string,
  flag: string | undefined,
  env: string | undefined,
): { baseUrl: string | undefined; problems: Problem[] } {
  const problems: Problem[] = [];
  const refused = checkOutDir(out, [root, codeRoot]);
  if (refused) problems.push(refused);
  const given = flag ?? env;
  if (given === undefined) return { baseUrl: undefined, problems };
  const checked = checkBaseUrl(given, flag === undefined ? "SITE_BASE_URL" : "--base-url");
  if (!checked.ok) problems.push(checked.problem);
  return { baseUrl: checked.ok ? checked.value : undefined, problems };
}

/**
 * The line a build longer than a second prints on stderr: "building… 4,200 of 10,006 pages". On a terminal it
 * is rewritten in place and cleared at the end; in a log (CI) a line is added at most every 5 seconds.
 */
export function progressLine(
  stream: Pick<NodeJS.WriteStream, "write" | "isTTY"> = process.stderr,
  now: () => number = () => performance.now(),
): { pages: (written: number, total: number) => void; done: () => void } {
  const started = now();
  const tty = stream.isTTY === true;
  let last = Number.NEGATIVE_INFINITY;
  let shown = false;
  const show = (text: string) => {
    const at = now();
    if (at - started < 1000 || at - last < (tty ? 100 : 5000)) return;
    last = at;
    shown = true;
    stream.write(tty ? `\r\x1b[2K${text}` : `${text}\n`);
  };
  const timer = setTimeout(() => show("building… (more than a second so far)"), 1000);
  return {
    pages: (written, total) => show(`building… ${written.toLocaleString("en")} of ${total.toLocaleString("en")} pages`),
    done: () => {
      clearTimeout(timer);
      if (tty && shown) stream.write("\r\x1b[2K");
      shown = false;
    },
  };
}

async function runPreview(args: readonly string[]): Promise<Exit> {
  const values = parseOptions("preview", args, { root: { type: "string" }, port: { type: "string" } });
  if (!values) return 1;
  if (values["help"]) {
    console.log(HELP["preview"]);
    return 0;
  }
  const port = portFrom(values["port"]);
  if (typeof port === "string") {
    console.error(port);
    return 1;
  }
  const { serveDist, PortInUseError } = await import("./dev/serve.ts");
  const root = resolve(String(values["root"] ?? "."));
  const server = await serveDist({ dir: resolve(root, "dist"), port }).catch((error: unknown) => {
    if (error instanceof PortInUseError) return console.error(error.message);
    throw error;
  });
  if (!server) return 1;
  console.log(`Serving dist/ at http://127.0.0.1:${(server.address() as AddressInfo).port}/ (Ctrl+C to stop)`);
  await new Promise(() => {});
  return 0;
}

async function runDev(args: readonly string[]): Promise<Exit> {
  const values = parseOptions("dev", args, {
    root: { type: "string" },
    port: { type: "string" },
    future: { type: "boolean" },
  });
  if (!values) return 1;
  if (values["help"]) {
    console.log(HELP["dev"]);
    return 0;
  }
  const port = portFrom(values["port"]);
  if (typeof port === "string") {
    console.error(port);
    return 1;
  }
  const { startDev, PortInUseError } = await import("./dev/dev-server.ts");
  const root = resolve(String(values["root"] ?? "."));
  const refused = checkOutDir(resolve(root, "dist"), [root, codeRoot]); // dev replaces <root>/dist too
  if (refused) {
    console.error(formatProblem(refused, new Map()));
    return 1;
  }
  const dev = await startDev({ root, codeRoot, port, future: Boolean(values["future"]) }).catch((error: unknown) => {
    if (error instanceof PortInUseError) return console.error(error.message);
    throw error;
  });
  if (!dev) return 1;
  const stopped = new Promise((resolve) => process.once("SIGINT", resolve).once("SIGTERM", resolve));
  console.log(`Serving ${dev.url} and watching for changes (Ctrl+C to stop)`);
  await stopped;
  await dev.close();
  return 0;
}

function relative(path: string): string {
  const cwd = process.cwd();
  return path.startsWith(cwd + "/") ? path.slice(cwd.length + 1) : path;
}

/** Runs the CLI: problems exit 1 with no stack; anything else is a generator bug: exit 2 with its stack. */
export async function run(argv: readonly string[], packageRoot?: string): Promise<void> {
  if (packageRoot) codeRoot = packageRoot;
  try {
    process.exitCode = await main(argv);
  } catch (error) {
    console.error(
      `internal error: ${(error as Error)?.stack ?? String(error)}\n\nThis is a bug in the generator, not in your content. Please report it with the command you ran.`,
    );
    process.exitCode = 2;
  }
}
