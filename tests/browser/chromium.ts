// Debian's Chromium headless shell driven by playwright-core (docs/architecture.md §5), with the flags the scripts
// use (scripts/chromium.mjs): the same Blink as the full browser at less CPU a page. CHROMIUM_PATH overrides it.
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS } from "../../scripts/chromium.mjs";

export const headlessShellPath = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium-headless-shell";

let started: Promise<Browser> | undefined;

/**
 * The Chromium of this test worker, started for its first test file and lent to the next (the browser project
 * shares a worker's modules between its files): a start costs about 2 s of CPU. Each file closes the contexts it
 * opened (`closeContexts`), so none of its tabs outlives it; the browser ends with the worker, whose pipe it reads.
 */
export async function sharedChromium(): Promise<Browser> {
  const browser = await started;
  if (browser?.isConnected()) return browser;
  started = chromium.launch({ executablePath: headlessShellPath, headless: true, args: CHROMIUM_ARGS });
  return started;
}

/** Closes every context (and so every tab) open in `browser`, for a test file that is done with it. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}
