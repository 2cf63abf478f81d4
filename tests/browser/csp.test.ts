// A control that the CSP watch the other files use sees a violation, and the 404 page's redirect home, with no CSP
// violation (docs/architecture.md §2.5).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { closeContexts, drained, sharedChromium } from "./chromium.ts";
import { expectClean, load, watchedTabs, type Watched } from "./csp-watch.ts";
import type { TabPool } from "./tabs.ts";

const base = inject("baseUrl");
const VIEWPORT = { width: 1440, height: 900 };

let browser: Browser;
let tabs: TabPool<Watched>;
beforeAll(async () => {
  browser = await sharedChromium();
  tabs = watchedTabs(await browser.newContext()); // CSP enforced, as for a visitor
});
afterAll(() => closeContexts(browser));

describe("the detector", () => {
  it("sees a blocked inline script (control)", () =>
    tabs.withTab(VIEWPORT, async (w) => {
      await load(w, "/faq");
      await w.page.evaluate(() => {
        const s = document.createElement("script");
        s.textContent = "window.__inline = 1";
        document.head.append(s);
      });
      await drained(w.page);
      expect(await w.recorded()).toEqual([expect.stringContaining("script-src-elem blocked inline")]);
      expect(await w.page.evaluate(() => "__inline" in window)).toBe(false);
    }));
});

describe("unknown paths", () => {
  it("answer 404, land on / replacing the history entry with no CSP violation, and Back returns to the page before", () =>
    tabs.withTab(VIEWPORT, async (w) => {
      await w.page.goto(`${base}/faq`);
      const response = await w.page.goto(`${base}/does-not-exist`);
      expect(response?.status()).toBe(404);
      expect(response?.headers()["content-security-policy"] ?? "").toContain("script-src 'self'");
      await w.page.waitForURL(`${base}/`, { waitUntil: "networkidle" });
      await expectClean(w, "/does-not-exist → /");
      await w.page.goBack({ waitUntil: "commit" });
      expect(new URL(w.page.url()).pathname).toBe("/faq");
    }));
});
