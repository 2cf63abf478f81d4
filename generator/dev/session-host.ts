// The main thread's side of a dev session (dev-session.ts): its code compiled into a bundle, started in a worker.
import { existsSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { createBirpc } from "birpc";
import type { Message } from "esbuild";
import { CompileError } from "./dev-report.ts";
import {
  sessionChannel,
  type HostFunctions,
  type Outcome,
  type SessionData,
  type SessionFunctions,
} from "./session-protocol.ts";
import type { Config } from "../options.ts";

/** The injected browser script, compiled from overlay-client.ts once per start. */
export async function bundleClient(codeRoot: string): Promise<string> {
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    entryPoints: [join(codeRoot, "generator/dev/overlay-client.ts")],
    bundle: true,
    write: false,
    format: "iife",
    target: "es2020",
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

/** A compiled session bundle on disk; `remove` deletes it and its source map once no worker will load it. */
export interface SessionBundle {
  readonly path: string;
  remove(): void;
}

// bin/sitegen.mjs bundles the session next to the CLI, from the code it started with; tests that import the
// sources have none and compile one.
const BUILT = fileURLToPath(new URL("./dev-session.mjs", import.meta.url));

/** The session bundle of the running CLI, if it runs from one: the first session of a start needs no compile. */
export function builtSession(): SessionBundle | undefined {
  return existsSync(BUILT) ? { path: BUILT, remove: () => undefined } : undefined; // the CLI's own: never removed
}

/**
 * Unlike the CLI's bundle, it leaves the packages outside: it compiles in about 60 ms, which a code save waits for
 * (tests/build/dev-code.test.ts holds its pages to `sitegen build`'s bytes). `name` keeps two servers of one process
 * (tests) and two versions of one server apart.
 */
export async function compileSession(codeRoot: string, name: string): Promise<SessionBundle> {
  const esbuild = await import("esbuild");
  const pkg = JSON.parse(await readFile(join(codeRoot, "package.json"), "utf8")) as {
    dependencies?: object;
    devDependencies?: object;
  };
  const path = join(codeRoot, "node_modules", ".cache", "sitegen", `dev-session-${process.pid}-${name}.mjs`);
  const remove = () => [path, `${path}.map`].forEach((file) => rmSync(file, { force: true }));
  await esbuild
    .build({
      entryPoints: [join(codeRoot, "generator/dev/dev-session.ts")],
      absWorkingDir: codeRoot, // a compile error names "templates/…", wherever dev was started
      outfile: path,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      external: Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((n) => n !== "lucide-react"), // as bin/sitegen.mjs
      jsx: "automatic",
      sourcemap: "linked",
      logLevel: "silent",
      // A template read while a save had emptied it: one message, and the save's next look builds it (watch.ts).
      logOverride: { "import-is-undefined": "error" },
    })
    .catch(async (error: { errors?: Message[] }) => {
      remove();
      const text = await esbuild.formatMessages(error.errors ?? [], { kind: "error", color: false });
      throw new CompileError(`templates/ or generator/ do not compile; fix and save to build again:\n${text.join("")}`);
    });
  return { path, remove };
}

/** A running session, asked from the main thread. Its answers arrive in the order it printed its lines. */
export interface Session extends SessionFunctions {
  /** False when the session could not open the site (its outcome says why): it is of no use. */
  readonly opened: boolean;
  readonly pages: number;
  close(): Promise<void>;
}

export interface SessionEvents extends Pick<HostFunctions, "problems"> {
  /** The worker ended without being asked (out of memory, a crash): the next save starts a new session. */
  ended(error: unknown): void;
}

/** Starts `bundle`'s session in a new worker; resolves when it has opened the site, with what it found. */
export function startSession(
  bundle: SessionBundle,
  config: Config,
  takeOver: boolean,
  reload: SessionData["reload"],
  events: SessionEvents,
): Promise<{ session: Session; outcome: Outcome | undefined }> {
  const data: SessionData = { sitegenSession: true, config, takeOver, reload };
  const worker = new Worker(bundle.path, { workerData: data });
  let closing = false; // close() was called: what was asked needs no answer
  let ended = false;
  return new Promise((resolve, reject) => {
    let session: Session | undefined;
    const rpc = createBirpc<SessionFunctions, HostFunctions>(
      {
        print: (stream, text) => void (stream === "out" ? process.stdout : process.stderr).write(`${text}\n`),
        problems: (last) => events.problems(last),
        ready(opened, pages, outcome) {
          // Ended on purpose (a newer session took over, or the server closes): what was asked needs no answer.
          const asked = <T>(answer: Promise<T>) =>
            answer.catch((error: unknown) => (closing ? undefined : Promise.reject(error)));
          session = {
            opened,
            pages,
            ensure: (path) => asked(rpc.ensure(path)),
            preview: (path) => asked(rpc.preview(path)),
            save: (files, assets, saved, since) => asked(rpc.save(files, assets, saved, since)),
            pause: () => asked(rpc.pause()),
            resume: () => void rpc.resume.asEvent(),
            editor: (question, ...args) => asked(rpc.editor(question, ...args)) as never,
            async close() {
              closing = true;
              await worker.terminate();
            },
          };
          resolve({ session, outcome });
        },
      },
      sessionChannel(worker),
    );
    const end = (error: unknown) => {
      if (ended) return; // "error", then "exit"
      ended = true;
      rpc.$close(error instanceof Error ? error : new Error(String(error)));
      if (!session) reject(error);
      else if (!closing) events.ended(error);
    };
    worker.on("error", end);
    worker.on("exit", (code) => end(new Error(`the dev session's thread ended (exit code ${code})`)));
  });
}
