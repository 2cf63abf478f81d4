// The editor of one browser test file: `sitegen dev` on a copy of the project and a Chromium tab for it (the
// worker's shared Chromium), started before the file's tests and stopped, with the copy removed, after them; the one
// way a browser test serves the editor. The page keeps the editor's own CSP (axe is evaluated through DevTools,
// tests/browser/axe.ts); `errors` collects what the page threw, and with `consoleErrors` what it logged as an error
// (a refused save logs its 422 there). Tests that need a clean start reuse the file's server and tabs: `restore`
// puts files of the copy back and waits for their build, `leave` empties a tab and what the editor kept in it.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContextOptions, Dialog, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { repoRoot } from "../build/project.ts";
import { closeContexts, sharedChromium } from "./chromium.ts";
import { startDev, type DevProcess } from "./dev-process.ts";

export interface EditorSession {
  readonly dev: DevProcess;
  readonly page: Page;
  readonly errors: string[];
  /** A tab in a context of its own (a phone, a German browser), English at 1440 × 900 unless `options` say otherwise. */
  newTab(options?: BrowserContextOptions): Promise<Page>;
  /** The copy's `files` as the repository has them; resolves once sitegen dev has built those that differed. */
  restore(...files: string[]): Promise<void>;
  /** Takes `page` off the editor (a question about unsaved changes answered "leave") and drops what it kept there. */
  leave(page: Page): Promise<void>;
}

/** Starts the editor for the tests of this file; `prepare` runs first (a git repository made of the copy …). */
export function editorSession(
  dir: string,
  { prepare, consoleErrors = false }: { prepare?: () => void | Promise<void>; consoleErrors?: boolean } = {},
): EditorSession {
  let browser: Browser | undefined;
  const errors: string[] = [];
  const newTab = async (options: BrowserContextOptions = {}) => {
    // The editor speaks the browser's language: these tests read its English unless they ask for another.
    const context = await browser!.newContext({ locale: "en-US", viewport: { width: 1440, height: 900 }, ...options });
    const page = await context.newPage();
    if (consoleErrors) page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    return page;
  };
  const session = {
    errors,
    newTab,
    async restore(...files: string[]) {
      const differ = files.filter((file) => readFileSync(join(dir, file), "utf8") !== original(file));
      if (differ.length === 0) return;
      await session.dev.afterBuild(differ, () => {
        for (const file of differ) writeFileSync(join(dir, file), original(file));
      });
    },
    async leave(page: Page) {
      const accept = (dialog: Dialog) => void dialog.accept();
      page.on("dialog", accept);
      await page.goto("about:blank");
      page.off("dialog", accept);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Storage.clearDataForOrigin", { origin: session.dev.base, storageTypes: "local_storage" });
      await cdp.detach();
    },
  } as { -readonly [K in keyof EditorSession]: EditorSession[K] };
  beforeAll(async () => {
    await prepare?.();
    session.dev = await startDev(dir);
    browser = await sharedChromium();
    session.page = await newTab();
  });
  afterAll(async () => {
    await closeContexts(browser);
    await session.dev?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return session;
}

const original = (file: string) => readFileSync(join(repoRoot, file), "utf8");
