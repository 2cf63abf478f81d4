// `sitegen dev` in its own process on a project copy, as a maintainer starts it, for the browser tests of dev and
// the editor: what it printed, a wait for a line, and a stop that waits for the process to end.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { repoRoot } from "../build/project.ts";

export interface DevProcess {
  /** The origin it serves, from its "Serving" line. */
  readonly base: string;
  /** Everything it printed so far, stdout and stderr. */
  log(): string;
  /** The first match of `pattern` in what it printed, waiting up to 60 s; throws with the log if it never comes. */
  waitForLog(pattern: RegExp): Promise<RegExpExecArray>;
  /**
   * Makes `change` (a write of `files`, or a click that saves them), then waits for the build of those files, as the editor does: the outcome
   * ("reload", "problems" or "error") once the server's build events have named each of them.
   */
  afterBuild(files: readonly string[], change: () => unknown): Promise<string>;
  stop(): Promise<void>;
  /** The process id, for what /proc says of it. */
  readonly pid: number;
}

/** Starts `sitegen dev --root <dir> --port 0` (of the repository, or of the code copy `cli`) and resolves once it serves. */
export async function startDev(dir: string, cli = join(repoRoot, "bin/sitegen.mjs")): Promise<DevProcess> {
  const dev = spawn(process.execPath, [cli, "dev", "--root", dir, "--port", "0"], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  dev.stdout!.setEncoding("utf8").on("data", (chunk: string) => (log += chunk));
  dev.stderr!.setEncoding("utf8").on("data", (chunk: string) => (log += chunk));
  const waitForLog = async (pattern: RegExp): Promise<RegExpExecArray> => {
    for (const started = Date.now(); Date.now() - started < 60_000 && dev.exitCode === null; await sleep(20)) {
      const match = pattern.exec(log);
      if (match) return match;
    }
    throw new Error(`sitegen dev did not print ${pattern}:\n${log}`);
  };
  const base = (await waitForLog(/^Serving (http:\S+?)\/? /m))[1]!;
  return {
    base,
    pid: dev.pid!,
    log: () => log,
    waitForLog,
    afterBuild: (files, change) => afterBuild(base, files, change),
    async stop() {
      if (dev.exitCode !== null) return;
      const exited = new Promise((resolve) => dev.once("exit", resolve));
      dev.kill("SIGTERM");
      await exited;
    },
  };
}

async function afterBuild(base: string, files: readonly string[], change: () => unknown): Promise<string> {
  // Listening before the change: its build may end before a stream opened after it would hear of it.
  const events = await fetch(`${base}/__sitegen/events`, { signal: AbortSignal.timeout(60_000) });
  await change();
  const pending = new Set(files);
  let text = "";
  try {
    for await (const chunk of events.body!.pipeThrough(new TextDecoderStream())) {
      text += chunk;
      for (let end = text.indexOf("\n\n"); end >= 0; end = text.indexOf("\n\n")) {
        const data = /^data: (.*)$/m.exec(text.slice(0, end))?.[1];
        text = text.slice(end + 2);
        const message = data ? (JSON.parse(data) as { type: string; files?: string[] }) : undefined;
        for (const file of message?.files ?? []) pending.delete(file);
        if (message?.files && pending.size === 0) return message.type;
      }
    }
  } finally {
    await events.body!.cancel().catch(() => {});
  }
  throw new Error(`sitegen dev ended before it built ${[...pending].join(", ")}`);
}
