// Debian's Chromium driven by playwright-core (DESIGN.md §5); the path is overridable with CHROMIUM_PATH.
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
}
