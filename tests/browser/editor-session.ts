// The editor of one browser test file: `sitegen dev` on a copy of the project and a Chromium tab for it (the
// worker's shared Chromium), started before the file's tests and stopped, with the copy removed, after them. The
// page keeps the editor's own CSP (axe is evaluated through DevTools, tests/browser/axe.ts); `errors` collects what
// the page threw, and with `consoleErrors` what it logged as an error (a refused save logs its 422 there).
import { rmSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { closeContexts, sharedChromium } from "./chromium.ts";
import { startDev, type DevProcess } from "./dev-process.ts";

export interface EditorSession {
  readonly dev: DevProcess;
  readonly page: Page;
  readonly errors: string[];
}

/** Starts the editor for the tests of this file; `prepare` runs first (a git repository made of the copy …). */
export function editorSession(
  dir: string,
  { prepare, consoleErrors = false }: { prepare?: () => void; consoleErrors?: boolean } = {},
): EditorSession {
  const session = { errors: [] as string[] } as { dev: DevProcess; page: Page; errors: string[] };
  let browser: Browser | undefined;
  beforeAll(async () => {
    prepare?.();
    session.dev = await startDev(dir);
    browser = await sharedChromium();
    // The editor speaks the browser's language: these tests read its English.
    const context = await browser.newContext({ locale: "en-US", viewport: { width: 1440, height: 900 } });
    session.page = await context.newPage();
    if (consoleErrors) session.page.on("console", (m) => m.type() === "error" && session.errors.push(m.text()));
    session.page.on("pageerror", (e) => session.errors.push(e.message));
  });
  afterAll(async () => {
    await closeContexts(browser);
    await session.dev?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return session;
}
