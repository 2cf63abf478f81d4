// Debian's Chromium driven by playwright-core (docs/architecture.md §5), with the path and flags the scripts use
// (scripts/chromium.mjs): the path is overridable with CHROMIUM_PATH.
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../../scripts/chromium.mjs";

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS });
}
