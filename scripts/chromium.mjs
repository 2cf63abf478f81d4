// Debian's Chromium for the scripts (audit, benchmarks, screenshots), as the browser tests start it
// (tests/browser/chromium.ts imports this one, docs/architecture.md §5): the binary from CHROMIUM_PATH or /usr/bin/chromium, and the flags
// a machine without internet needs.
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
