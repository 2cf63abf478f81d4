// Debian's Chromium for the scripts (audit, benchmarks, screenshots): the binary from CHROMIUM_PATH or
// /usr/bin/chromium, and the flags a machine without internet needs, which the browser tests give the headless shell
// too (tests/browser/chromium.ts, docs/architecture.md §5).
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
