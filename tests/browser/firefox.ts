// Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi (docs/architecture.md §5); FIREFOX_PATH overrides
// it. Its windows are lent to the tests, each watched for errors and CSP violations.
import puppeteer, { type Browser, type ConsoleMessage, type Page } from "puppeteer-core";
import { recorded, recordViolations } from "./csp-watch.ts";
import { pool } from "./tabs.ts";

const DRAINED = "sitegen-test:drained";

export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: process.env["FIREFOX_PATH"] ?? "/usr/bin/firefox-esr",
    headless: true,
    extraPrefsFirefox: {
      // The machine is offline: no update checks, telemetry or captive-portal probes at start.
      "network.captive-portal-service.enabled": false,
      "network.connectivity-service.enabled": false,
      // 20 frames a second instead of 60: every animation and transition runs its whole time and ends where it
      // would, with a third of the frames drawn on the way (about a fifth of firefox-widgets.test.ts's CPU).
      "layout.frame_rate": 20,
    },
  });
}

export interface WatchedWindows {
  /** `problems` gives the console errors, page errors and securitypolicyviolation events seen since, once arrived. */
  withWindow<T>(
    viewport: { width: number; height: number },
    use: (page: Page, problems: () => Promise<string[]>) => Promise<T>,
  ): Promise<T>;
}

/**
 * Windows of `browser` lent as tabs.ts lends tabs. A window each, not a tab: a tab behind another gets no animation
 * frames, and tests run side by side. Links that open a new tab are kept from leaving: the machine is offline.
 */
export function watchedWindows(browser: Browser): WatchedWindows {
  const problemsOf = new Map<Page, string[]>();
  const windows = pool({
    open: async () => {
      const page = await browser.newPage({ type: "window" });
      // A wait ends when what it waits for happens; the test's own timeout is the one deadline (chromium.ts).
      page.setDefaultTimeout(0);
      page.setDefaultNavigationTimeout(0);
      page.on("console", (m) => m.type() === "error" && problemsOf.get(page)?.push(`console: ${m.text()}`));
      page.on("pageerror", (e) => problemsOf.get(page)?.push(`pageerror: ${String(e)}`));
      await page.evaluateOnNewDocument(recordViolations);
      await page.evaluateOnNewDocument(() => {
        window.addEventListener("click", (e) => {
          if (e.target instanceof Element && e.target.closest("a[target=_blank]")) e.preventDefault();
        });
      });
      return page;
    },
    resize: (page, viewport) => page.setViewport(viewport),
    close: (page) => page.close(),
  });
  return {
    withWindow: (viewport, use) =>
      windows.withTab(viewport, async (page) => {
        // What the last test's page still reports goes to its list, and the next load is not a jump to a #fragment.
        if (page.url() !== "about:blank") await page.goto("about:blank");
        const seen: string[] = [];
        problemsOf.set(page, seen);
        return use(page, async () => {
          // Everything queued before has been handled and reported once a task posted now has logged (chromium.ts).
          const marker = new Promise<void>((resolve) => {
            const hear = (m: ConsoleMessage) => m.text() === DRAINED && (page.off("console", hear), resolve());
            page.on("console", hear);
          });
          await page.evaluate((text) => void setTimeout(() => console.debug(text)), DRAINED);
          await marker;
          return [...seen, ...(await page.evaluate(recorded)).map((r) => `securitypolicyviolation: ${r}`)];
        });
      }),
  };
}
