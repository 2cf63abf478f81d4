// Debian's Chromium headless shell driven by playwright-core (docs/architecture.md §5), with the flags the scripts
// use (scripts/chromium.mjs): the same Blink as the full browser at less CPU a page. CHROMIUM_PATH overrides it.
import { chromium, type Browser, type Page } from "playwright-core";
import { CHROMIUM_ARGS } from "../../scripts/chromium.mjs";

const executablePath = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium-headless-shell";
let started: Promise<Browser> | undefined;

/**
 * The Chromium of this test worker, lent from file to file (the browser project shares a worker's modules between
 * its files): a start costs about 2 s of CPU. Each file closes its contexts; the browser ends with the worker.
 */
export async function sharedChromium(): Promise<Browser> {
  const browser = await started;
  if (browser?.isConnected()) return browser;
  started = chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS }).then((b) =>
    // A wait ends when what it waits for happens, however long a loaded machine takes: the test's timeout is the one
    // deadline.
    b.on("context", (context) => {
      context.setDefaultTimeout(0);
      context.setDefaultNavigationTimeout(0);
    }),
  );
  return started;
}

const DRAINED = "sitegen-test:drained";

/** Resolves once everything `page` queued before has been reported: a task posted now logs after the queued events. */
export async function drained(page: Page): Promise<void> {
  const marker = page.waitForEvent("console", { predicate: (m) => m.text() === DRAINED });
  await page.evaluate((text) => void setTimeout(() => console.debug(text)), DRAINED);
  await marker;
}

export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}
