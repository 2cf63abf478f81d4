// Debian's Chromium driven by playwright-core (docs/architecture.md §5), with the path and flags the scripts use
// (scripts/chromium.mjs): the path is overridable with CHROMIUM_PATH.
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../../scripts/chromium.mjs";

let started: Promise<Browser> | undefined;

/**
 * The Chromium of this test worker, started for its first test file and lent to the next (the browser project
 * shares a worker's modules between its files): a start costs about 2 s of CPU. Each file closes the contexts it
 * opened (`closeContexts`), so none of its tabs outlives it; the browser ends with the worker, whose pipe it reads.
 */
export async function sharedChromium(): Promise<Browser> {
  const browser = await started;
  if (browser?.isConnected()) return browser;
  started = chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS });
  return started;
}

/** Closes every context (and so every tab) open in `browser`, for a test file that is done with it. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}
