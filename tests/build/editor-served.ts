// `sitegen dev` on a project folder, started in this process, and raw requests to its editor (Host, Origin and
// Sec-Fetch-Site exactly as a test says), with its build events.
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { AddressInfo } from "node:net";
import { startDev } from "../../generator/dev/dev-server.ts";
import { openDevSite } from "../../generator/dev/dev-site.ts";
import { serveDist } from "../../generator/dev/serve.ts";
import { createEditor, EDIT } from "../../generator/editor/editor-server.ts";
import { editorAnswers, type AskSite } from "../../generator/editor/site-answers.ts";
import { configFor, type Config } from "../../generator/options.ts";
import { byPageId, LOCK_PATH, openLock, shortHash, writeLock } from "../../generator/translations/lock.ts";
import { afterBuild } from "../browser/dev-process.ts";
import { copyProjectForTests, repoRoot } from "./project.ts";

export interface ServedEditor {
  readonly base: string;
  readonly dist: string;
  /** "" where there is no editor. */
  readonly token: string;
  send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<{ status: number; text: string }>;
  /**
   * The editor's API at `path` (after api/): a GET without `body`, else a POST as the editor's page sends it (its
   * Origin, the token, JSON; `headers` replace them); the answer's JSON, if it is JSON.
   */
  api<T = Record<string, unknown>>(
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; text: string; json: T }>;
  /** Runs `change` and resolves with the files of the first build after it that was of `file`. */
  built(file: string, change: () => unknown): Promise<readonly string[]>;
  close(): Promise<void>;
}

/**
 * sitegen dev of the project at `dir` on a free port. With `writing`, the editor alone, asking an open site of its
 * own in this thread, and telling `writing` the files of a change before it writes them: a test can cut it short.
 */
export async function serveEditor(
  dir: string,
  {
    host = "127.0.0.1",
    environment = process.env,
    writing,
  }: {
    host?: string;
    environment?: Readonly<Record<string, string | undefined>>;
    writing?: (files: readonly string[]) => void;
  } = {},
): Promise<ServedEditor> {
  const out = mkdtempSync(join(tmpdir(), "sitegen-editor-dist-")); // outside the project: git sees nothing new
  const config = configFor({ command: "dev", root: dir, codeRoot: repoRoot, port: 0, out, environment });
  const dev = writing ? await editorAlone(config, writing) : await startDev(config, host);
  const base = dev.url.replace(/\/$/, "").replace(host, "127.0.0.1");
  const send: ServedEditor["send"] = (method, path, headers, body = "") =>
    new Promise((resolve, reject) => {
      const req = request(
        `${base}${path}`,
        // A connection of its own: a kept-alive one the server closes after 5 s idle resets a request sent on it.
        { method, agent: false, headers: { "Content-Length": String(Buffer.byteLength(body)), ...headers } },
        (res) => {
          let text = "";
          res.setEncoding("utf8").on("data", (c: string) => (text += c));
          res.on("end", () => resolve({ status: res.statusCode!, text }));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  const token = /name="sitegen-token" content="([^"]+)"/.exec((await send("GET", EDIT, {})).text)?.[1] ?? "";
  const asPage = { Origin: base, "X-Sitegen-Token": token, "Content-Type": "application/json" };
  return {
    base,
    dist: out,
    token,
    send,
    async api(path, body, headers = asPage) {
      const { status, text } = await (body === undefined
        ? send("GET", `${EDIT}api/${path}`, { "X-Sitegen-Token": token })
        : send("POST", `${EDIT}api/${path}`, headers, JSON.stringify(body)));
      return { status, text, json: text.startsWith("{") || text.startsWith("[") ? JSON.parse(text) : {} };
    },
    built: (file, change) => afterBuild(base, async () => (await change(), [file])),
    async close() {
      await dev.close();
      rmSync(out, { recursive: true, force: true });
    },
  };
}

async function editorAlone(config: Config, writing: (files: readonly string[]) => void) {
  const answers = editorAnswers({ site: await openDevSite(config), ensure: () => {} });
  const ask = (question: keyof typeof answers, ...args: unknown[]) =>
    Promise.resolve((answers[question] as (...a: unknown[]) => unknown)(...args));
  const editor = createEditor({
    ...config,
    host: "127.0.0.1",
    dist: config.out,
    site: async () => ask as AskSite,
    pageHtml: () => (html) => html,
    ensure: async () => {},
    writing,
  });
  const server = await serveDist({
    dir: config.out,
    port: 0,
    intercept: editor.handle,
    writable: (url) => url.startsWith(EDIT),
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A copy of the project served for the calling test file; `prepare` changes the copy and returns the options. */
export function editorOnCopy(prepare?: (dir: string) => Parameters<typeof serveEditor>[1] | void): {
  readonly dir: string;
  readonly served: () => ServedEditor;
} {
  const dir = copyProjectForTests();
  let editor: ServedEditor | undefined;
  beforeAll(async () => {
    editor = await serveEditor(dir, prepare?.(dir) ?? {});
  });
  afterAll(() => editor?.close());
  return { dir, served: () => editor! };
}

/** Page `id`'s title confirmed as translated ("Aarhus" both ways) in the lock of `dir`, built by `editor`. */
export async function confirmTitle(editor: ServedEditor, dir: string, id: string): Promise<void> {
  const { pages } = openLock(dir);
  pages.set(id, new Map([["title", { de: shortHash("Aarhus"), en: shortHash("Aarhus"), line: 0 }]]));
  await editor.built(LOCK_PATH, () =>
    writeLock(
      dir,
      [...pages].sort(([a], [b]) => byPageId(a, b)),
    ),
  );
}
