// Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi (docs/architecture.md §5): no browser download, the binary
// from FIREFOX_PATH or /usr/bin/firefox-esr.
import puppeteer, { type Browser } from "puppeteer-core";

export const firefoxPath = process.env["FIREFOX_PATH"] ?? "/usr/bin/firefox-esr";

export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    // The machine is offline: no update checks, telemetry or captive-portal probes at start.
    extraPrefsFirefox: {
      "network.captive-portal-service.enabled": false,
      "network.connectivity-service.enabled": false,
    },
  });
}
