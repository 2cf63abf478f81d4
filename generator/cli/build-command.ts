// sitegen build: the Config → openSite(config).build() with a writer into the output folder; prints the summary,
// the problems or the error of the environment, as text or with --json as one JSON line.
import type { BuildReport } from "../model.ts";
import { WorkerPool } from "../pool/worker-pool.ts";
import { failureText, ProblemsError, reportOf, toJson, toText } from "../problems/index.ts";
import { openSite } from "../site.ts";
import { jsonLine, printable, relative } from "../terminal-text.ts";
import { summaryLines } from "../translations/summary.ts";
import { diskWriter, waitingNote, type Writer } from "../write/write-output.ts";
import { outDirProblem, type Config } from "./config.ts";

export async function runBuild(config: Config): Promise<0 | 1> {
  const { out, json, quiet } = config;
  const progress = quiet || json ? undefined : progressLine();
  const pool = new WorkerPool(config.threads.count, config.threads.exactly, config.workerMb);
  try {
    const refused = outDirProblem(config);
    if (refused) throw new ProblemsError(reportOf([refused]), "Nothing was read or written."); // before anything is read
    const writer = diskWriter(out, () => console.error(printable(waitingNote(relative(out)))));
    const { site, report } = await openedEarly(writer, async (output) => {
      const site = await openSite(config);
      return { site, report: await site.build(output, { pool, onProgress: progress?.pages }) };
    });
    progress?.done();
    const warned = site.problems(); // what the build says at a line without stopping
    if (json) console.log(jsonLine({ ...reportJson(report), warnings: warned.problems }));
    else if (warned.problems.length > 0) console.error(toText(warned));
    if (!json && !quiet) {
      console.log(
        `Built ${report.pages.de + report.pages.en} pages (${report.pages.de} German, ${report.pages.en} English), ${report.files} files, ${(report.bytes / 1024).toFixed(0)} KiB into ${relative(out)} in ${Math.round(report.ms)} ms (${Math.round(performance.now())} ms since process start).${summaryLines(report)}`,
      );
    }
    for (const warning of report.warnings ?? []) console.error(`warning: ${printable(warning)}`);
    return 0;
  } catch (error) {
    if (error instanceof ProblemsError) {
      if (json) console.log(jsonLine(toJson(error.report)));
      else {
        const note = error.note ?? `Nothing was written; ${relative(out)}/ still holds the previous build.`;
        console.error(toText(error.report, note));
      }
      return 1;
    }
    const { text, environment } = failureText(error, `The previous ${relative(out)}/ was kept.`, out);
    if (!environment) throw error;
    progress?.done();
    if (json) {
      const { code, path, message } = environment;
      console.log(jsonLine({ ok: false, error: { code, path, message } }));
    } else console.error(printable(text));
    return 1;
  } finally {
    progress?.done();
  }
}

/** The output opened at once, while the frame is checked (the lock's perl takes tens of ms to start on a busy
 * machine): `build` awaits it where it would open it; if it never does, the staging folder goes. */
async function openedEarly<T>(writer: Writer, build: (writer: Writer) => Promise<T>): Promise<T> {
  const opening = writer.open();
  opening.catch(() => {}); // thrown where it is taken
  let taken = false;
  try {
    return await build({ open: () => ((taken = true), opening) });
  } finally {
    if (!taken)
      await opening.then(
        (output) => output.abort(),
        () => {},
      );
  }
}

/** `translations` is null when the project has no lock file (the text says "not tracked"). */
export function reportJson(report: BuildReport) {
  return {
    ok: true,
    pages: report.pages,
    files: report.files,
    bytes: report.bytes,
    ms: Math.round(report.ms),
    processMs: Math.round(performance.now()),
    marked: report.marked,
    translations: report.translations ? { counts: report.translations.counts } : null,
    // The articles dated after the day of the build, left out of dist/ until then.
    scheduled: report.scheduled.map(({ page, date }) => ({ page, date })),
  };
}

/** "building… 4,200 of 10,006 pages" after a second: rewritten in place on a terminal, every 5 s at most in a log. */
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
