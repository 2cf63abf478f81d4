// The Content-Security-Policy the host rules send (docs/architecture.md §2.5) is never violated on the 404 page's
// redirect, and the watch the other files use sees a violation (on load of every page: pages.test.ts; while a
// visitor uses the islands: islands.test.ts; the menu and the toasts: chrome.test.ts).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { closeContexts, drained, sharedChromium } from "./chromium.ts";
import { expectClean, load, watch, watched, type Watched } from "./csp-watch.ts";

const base = inject("baseUrl");

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await sharedChromium();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } }); // CSP enforced, as for a visitor
});
afterAll(() => closeContexts(browser));

/** A new tab that records every sign of a CSP violation, from before the first script runs. */
async function watchedPage(ctx: BrowserContext = context): Promise<Watched> {
  const page = await ctx.newPage();
  const problems: string[] = [];
  await watch(page, () => problems);
  return watched(page, problems);
}

describe("the detector", () => {
  it("sees a blocked inline script (control)", async () => {
    const w = await watchedPage();
    try {
      await load(w, "/faq");
      await w.page.evaluate(() => {
        const s = document.createElement("script");
        s.textContent = "window.__inline = 1";
        document.head.append(s);
      });
      await drained(w.page);
      expect(await w.recorded()).toEqual([expect.stringContaining("script-src-elem blocked inline")]);
      expect(await w.page.evaluate(() => "__inline" in window)).toBe(false);
    } finally {
      await w.page.close();
    }
  });
});

describe("no CSP violation on the 404 page", () => {
  it("the 404 page and its redirect home", async () => {
    const w = await watchedPage();
    try {
      const response = await w.page.goto(`${base}/does-not-exist`);
      expect(response?.status()).toBe(404);
      expect(response?.headers()["content-security-policy"] ?? "").toContain("script-src 'self'");
      await w.page.waitForURL(`${base}/`);
      await w.page.waitForLoadState("networkidle");
      await expectClean(w, "/does-not-exist → /");
    } finally {
      await w.page.close();
    }
  });
});
