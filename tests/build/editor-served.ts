// The editor's handler in the real file server on a project folder, and raw requests to it (Host, Origin and
// Sec-Fetch-Site exactly as a test says): what the editor's safety and commit tests talk to. No build is needed.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serveDist } from "../../generator/dev/serve.ts";
import { createEditor, EDIT } from "../../generator/editor/editor-server.ts";
import { configFor } from "../../generator/options.ts";
import { afterAll, beforeAll } from "vitest";
import { copyProjectForTests, repoRoot } from "./project.ts";

export interface ServedEditor {
  /** http://127.0.0.1:<port> */
  readonly base: string;
  /** The folder the server serves as dist/ (a fresh empty one). */
  readonly dist: string;
  /** The session token the editor's page carries ("" where there is no editor). */
  readonly token: string;
  /** A raw request to `path` (from the server's root); fails after `timeout` ms without an answer. */
  send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
    timeout?: number,
  ): Promise<{ status: number; text: string }>;
  close(): Promise<void>;
}

/**
 * Serves the editor of the project at `dir` (the dist folder a fresh empty one, removed on close), on the loopback;
 * `host` is the address sitegen dev would say it listens on; `ensure` is what sitegen dev does before a page is
 * previewed (render it into `dist` if a change left it stale).
 */
export async function serveEditor(
  dir: string,
  {
    host = "127.0.0.1",
    ensure = async () => {},
    writing,
    environment = process.env, // git finds itself and the configuration on PATH and HOME
  }: {
    host?: string;
    ensure?: (path: string, dist: string) => Promise<void>;
    writing?: (files: readonly string[]) => void;
    environment?: Readonly<Record<string, string | undefined>>;
  } = {},
): Promise<ServedEditor> {
  const dist = mkdtempSync(join(tmpdir(), "sitegen-editor-dist-"));
  const editor = createEditor({
    root: dir,
    codeRoot: repoRoot,
    host,
    dist,
    problems: () => [],
    pageHtml: (h) => h,
    ensure: (path) => ensure(path, dist),
    ...(writing && { writing }),
    environment,
    config: configFor({ root: dir, codeRoot: repoRoot, command: "dev" }),
  });
  const server = await serveDist({
    dir: dist,
    port: 0,
    intercept: editor.handle,
    writable: (url) => url.startsWith(EDIT),
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const send: ServedEditor["send"] = (method, path, headers, body = "", timeout = 20_000) =>
    new Promise((resolve, reject) => {
      const req = request(
        `${base}${path}`,
        { method, timeout, headers: { "Content-Length": String(Buffer.byteLength(body)), ...headers } },
        (res) => {
          let text = "";
          res.setEncoding("utf8").on("data", (c: string) => (text += c));
          res.on("end", () => resolve({ status: res.statusCode!, text }));
        },
      );
      req.on("error", reject);
      req.on("timeout", () => req.destroy(new Error(`${method} ${path}: no answer within ${timeout} ms`)));
      req.end(body);
    });
  // None where the editor is not there (sitegen dev not on the loopback).
  const token = /name="sitegen-token" content="([^"]+)"/.exec((await send("GET", EDIT, {})).text)?.[1] ?? "";
  return {
    base,
    dist,
    token,
    send,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** Files the editor said it was about to write together, with what each held on disk at that moment. */
export interface Announced {
  readonly files: readonly string[];
  readonly before: readonly (string | undefined)[];
}

/**
 * A copy of the project with its editor served for the test file that calls this: started before its tests, stopped
 * and the copy removed after them. `announced` lists what the editor said it was about to write, as sitegen dev hears it.
 */
export function editorOnCopy(): {
  readonly dir: string;
  readonly served: () => ServedEditor;
  readonly announced: Announced[];
} {
  const dir = copyProjectForTests();
  const announced: Announced[] = [];
  const onDisk = (file: string) => (existsSync(join(dir, file)) ? readFileSync(join(dir, file), "utf8") : undefined);
  let editor: ServedEditor | undefined;
  beforeAll(async () => {
    editor = await serveEditor(dir, { writing: (files) => announced.push({ files, before: files.map(onDisk) }) });
  });
  afterAll(() => editor?.close());
  return { dir, served: () => editor!, announced };
}
