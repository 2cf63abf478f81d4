// The editor of one browser test file: the worker's `sitegen dev` and a tab of the worker's Chromium, lent for the
// file's tests. The page keeps the editor's own CSP (axe is evaluated through DevTools, tests/browser/axe.ts);
// `errors` collects what the page threw, and with `consoleErrors` what it logged as an error (a refused save's 422).
import type { Browser, BrowserContextOptions, Dialog, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { closeContexts, sharedChromium } from "./chromium.ts";
import { lendDev, lentCopy, type LentDev } from "./dev-process.ts";

export interface EditorSession {
  readonly dev: LentDev;
  /** The worker's copy of the project, the same for each file. */
  readonly dir: string;
  readonly page: Page;
  readonly errors: string[];
  /** A tab in a context of its own (a phone, a German browser), English at 1440 × 900 unless `options` say otherwise. */
  newTab(options?: BrowserContextOptions): Promise<Page>;
  /** The copy's `files` as the repository has them; resolves once sitegen dev has built those that differed. */
  restore(...files: string[]): Promise<void>;
  /** Takes `page` off the editor (a question about unsaved changes answered "leave") and drops what it kept there. */
  leave(page: Page): Promise<void>;
}

/** What the editor's status bar says. */
export const statusOf = (page: Page) => page.getByRole("status").first().innerText();

/** `prepare` changes the copy first (commits it …), and its build is waited for. */
export function editorSession({
  prepare,
  consoleErrors = false,
}: { prepare?: (dir: string) => unknown; consoleErrors?: boolean } = {}): EditorSession {
  let browser: Browser | undefined;
  const errors: string[] = [];
  const newTab = async (options: BrowserContextOptions = {}) => {
    // The editor speaks the browser's language: these tests read its English unless they ask for another.
    const context = await browser!.newContext({ locale: "en-US", viewport: { width: 1440, height: 900 }, ...options });
    const page = await context.newPage();
    // A server error (500) is said with what sitegen dev printed last: the terminal's reason, which the page lacks.
    const said = (text: string) => (/status of 5\d\d/.test(text) ? `${text}\n${session.dev.log().slice(-2000)}` : text);
    if (consoleErrors) page.on("console", (m) => m.type() === "error" && errors.push(said(m.text())));
    page.on("pageerror", (e) => errors.push(e.message));
    return page;
  };
  const session = {
    dir: lentCopy(),
    errors,
    newTab,
    restore: (...files: string[]) => session.dev.putBack(...files),
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
    [session.dev, browser] = await Promise.all([lendDev(), sharedChromium()]);
    if (prepare) await session.dev.afterChange(() => prepare(session.dir));
    session.page = await newTab();
  });
  afterAll(() => closeContexts(browser));
  return session;
}
