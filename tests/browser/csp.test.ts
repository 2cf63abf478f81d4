// The Content-Security-Policy the host rules send (docs/architecture.md §2.5) is never violated: on the 404 page's
// redirect and while a visitor uses the islands and the page chrome (on load of every page: pages.test.ts).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { closeContexts, sharedChromium } from "./chromium.ts";
import { drain, expectClean, load, watch, watched, type Watched } from "./csp-watch.ts";

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
      await drain(w.page);
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

describe("no CSP violation while using the page", () => {
  it("the ROI calculator on / (keyboard)", async () => {
    const w = await watchedPage();
    try {
      await load(w, "/");
      const slider = w.page.locator("[data-slider=volume]");
      await w.page.locator("#roi-tools").scrollIntoViewIfNeeded(); // the calculator hydrates near the viewport
      await slider.waitFor({ state: "visible" }); // hydrated: Radix shows the thumb once it has measured it
      const before = await slider.getAttribute("aria-valuenow");
      await slider.focus();
      await w.page.keyboard.press("ArrowRight");
      await w.page.waitForFunction(
        (b) => document.querySelector("[data-slider=volume]")?.getAttribute("aria-valuenow") !== b,
        before,
      );
      await expectClean(w, "/ after ArrowRight on the volume slider");
    } finally {
      await w.page.close();
    }
  });

  it("the FAQ accordion on /faq", async () => {
    const w = await watchedPage();
    try {
      await load(w, "/faq");
      const item = w.page.locator("#item-0-0");
      await item.locator("button").click();
      await w.page.waitForFunction(
        () => document.querySelector("#item-0-0 .accordion__content")?.getAttribute("data-state") === "open",
      );
      await item.locator("button").click();
      await w.page.waitForFunction(
        () => document.querySelector("#item-0-0 .accordion__content")?.getAttribute("data-state") === "closed",
      );
      await expectClean(w, "/faq after opening and closing a question");
    } finally {
      await w.page.close();
    }
  });

  it("the story carousel on /en", async () => {
    const w = await watchedPage();
    try {
      await load(w, "/en");
      await w.page.locator("[data-carousel=next]").click();
      await w.page.waitForFunction(
        () =>
          document.querySelector(".carousel__dot[aria-current=true]")?.getAttribute("aria-label") ===
          "Show story 2 of 3",
      );
      await expectClean(w, "/en after the next-story button");
    } finally {
      await w.page.close();
    }
  });

  it("the contact toast on /en/faq", async () => {
    const w = await watchedPage();
    try {
      await load(w, "/en/faq");
      const popup = w.page.waitForEvent("popup");
      await w.page.locator(".site-nav__list a[data-contact]").click();
      await (await popup).close();
      await w.page.locator(".toast").waitFor({ state: "visible" });
      await w.page.keyboard.press("Escape");
      await expectClean(w, "/en/faq with the contact toast");
    } finally {
      await w.page.close();
    }
  });

  it("the mobile menu on / at 390 px", async () => {
    const mobile = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const w = await watchedPage(mobile);
    try {
      await load(w, "/");
      await w.page.locator(".menu-button").click();
      await w.page.waitForFunction(
        () => document.querySelector(".menu-button")?.getAttribute("aria-expanded") === "true",
      );
      await w.page.keyboard.press("Escape");
      await expectClean(w, "/ at 390 px after opening and closing the menu");
    } finally {
      await mobile.close();
    }
  });
});
