// The page chrome without React: mobile menu, toasts and their every way out, F8, and pages without JavaScript; and
// no axe violation while the menu or a toast is open (docs/architecture.md §4; every page as loaded: pages.test.ts).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, settle } from "./axe.ts";
import { closeContexts, sharedChromium } from "./chromium.ts";
import { EXPECTED, LEGAL } from "./routes.ts";
import { tabPool, type TabPool } from "./tabs.ts";

const base = inject("baseUrl");
let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(() => closeContexts(browser));
afterEach(async () => context?.close());

/** Answers every request to another origin with a blank page: the machine is offline, and tests must not leave it. */
async function stubExternalSites(ctx: BrowserContext): Promise<void> {
  await ctx.route(
    (url) => !url.href.startsWith(base),
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>external</title>" }),
  );
}

async function open(path: string, width: number, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  context = await browser.newContext({ viewport: { width, height: 800 }, ...options });
  await stubExternalSites(context);
  const page = await context.newPage();
  expect((await page.goto(base + path))?.status(), path).toBe(200);
  return page;
}

/** axe on `page` as a visitor scrolling through sees it: every .reveal shown, the animations finished. */
async function expectNoAxeViolations(page: Page): Promise<void> {
  await settle(page);
  const { violations, report } = await axe(page);
  expect(violations.length, report).toBe(0);
}

async function openMenu(page: Page): Promise<void> {
  await page.locator(".menu-button").click();
  await page.waitForFunction(() => document.querySelector(".menu-button")?.getAttribute("aria-expanded") === "true");
}

describe("mobile menu", () => {
  it("at 390 px: the button opens the list, a choice closes it, Escape closes it and returns focus", async () => {
    const page = await open("/faq", 390);
    const button = page.locator(".menu-button");
    const link = page.locator("#site-nav .site-nav__list a", { hasText: "Wirtschaftlichkeit" });
    expect(await button.isVisible()).toBe(true);
    expect(await button.getAttribute("aria-controls")).toBe("site-nav");
    expect(await button.getAttribute("aria-label")).toBe("Menü öffnen");
    expect(await link.isVisible()).toBe(false);
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await button.getAttribute("aria-label")).toBe("Menü schließen");
    expect(await link.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await link.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toContain("menu-button");
    await button.click();
    await link.click();
    await page.waitForURL(`${base}/wirtschaftlichkeit`);
    expect(await page.locator(".menu-button").getAttribute("aria-expanded")).toBe("false");
  });

  it("at 1280 px: the navigation is inline and there is no menu button", async () => {
    const page = await open("/en/faq", 1280);
    expect(await page.locator(".menu-button").isVisible()).toBe(false);
    expect(await page.locator("#site-nav .site-nav__list a", { hasText: "Economics" }).isVisible()).toBe(true);
  });

  it.each(["/faq", "/en"])("at 390 px with the menu open on %s: no axe violation", async (path) => {
    const page = await open(path, 390);
    await openMenu(page);
    expect(await page.locator("#site-nav .site-nav__list").isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it("without JavaScript at 390 px the navigation is still reachable", async () => {
    const page = await open("/faq", 390, { javaScriptEnabled: false });
    expect(await page.locator("#site-nav .site-nav__list a", { hasText: "Wirtschaftlichkeit" }).isVisible()).toBe(true);
  });
});

describe("toasts", () => {
  async function contactToast(page: Page): Promise<void> {
    const popup = page.waitForEvent("popup");
    await page.locator(".site-nav__list a[data-contact]").click();
    const opened = await popup;
    expect(opened.url()).toContain("kontakt"); // the German form opens anyway
    await opened.close();
  }

  it("the English contact notice says the form is a work in progress, and is announced politely", async () => {
    const page = await open("/en/workshops", 1440);
    await contactToast(page);
    const toast = page.locator(".toast");
    expect(await toast.locator(".toast__title").innerText()).toMatch(/English contact form.*work in progress/i);
    expect(await toast.locator(".toast__text").innerText()).toMatch(/will be added soon.*check back later/i);
    expect(await page.locator(".toast-list").getAttribute("aria-live")).toBe("polite");
  });

  it.each([390, 1440])("no axe violation while the notice shows on /en/faq at %i px", async (width) => {
    const page = await open("/en/faq", width);
    if (width < 1024) await openMenu(page);
    await contactToast(page);
    const toast = page.locator(".toast");
    await toast.waitFor({ state: "visible" });
    await toast.hover(); // pauses the 5 s auto-dismiss while axe runs
    await expectNoAxeViolations(page);
    expect(await toast.count(), "the toast was dismissed before axe finished").toBe(1);
  });

  it("German visitors get no notice: the form simply opens", async () => {
    const page = await open("/workshops", 1440);
    await contactToast(page);
    expect(await page.locator(".toast").count()).toBe(0);
  });

  it("closes with its close button", async () => {
    const page = await open("/en/faq", 1440);
    await contactToast(page);
    await page.locator(".toast__close").click();
    expect(await page.locator(".toast").count()).toBe(0);
  });

  it("closes on a swipe right past 50 px, not on a shorter one", async () => {
    const page = await open("/en/faq", 1440);
    await contactToast(page);
    const box = (await page.locator(".toast").boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, y, { steps: 4 });
    await page.mouse.up();
    expect(await page.locator(".toast").count()).toBe(1);
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 90, y, { steps: 4 });
    await page.mouse.up();
    expect(await page.locator(".toast").count()).toBe(0);
  });

  it("dismisses itself after 5000 ms, but not while hovered", async () => {
    context = await browser.newContext({ viewport: { width: 1440, height: 800 } });
    await stubExternalSites(context);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${base}/en/faq`);
    // From here the page's time stands still but for runFor: a slow machine cannot age the toast.
    await page.clock.pauseAt(Date.now() + 1000);
    await contactToast(page);
    await page.clock.runFor(4900);
    expect(await page.locator(".toast").count()).toBe(1);
    await page.locator(".toast").hover();
    await page.clock.runFor(10_000);
    expect(await page.locator(".toast").count()).toBe(1);
    await page.mouse.move(5, 5);
    await page.clock.runFor(5100);
    expect(await page.locator(".toast").count()).toBe(0);
  });

  it("F8 moves focus to the toast; a second notice replaces the first", async () => {
    const page = await open("/en/faq", 1440);
    await contactToast(page);
    await page.keyboard.press("F8");
    expect(await page.evaluate(() => document.activeElement?.classList.contains("toast"))).toBe(true);
    const popup = page.waitForEvent("popup");
    await page.locator(".site-footer a[data-contact]").click();
    await (await popup).close();
    expect(await page.locator(".toast").count()).toBe(1);
  });
});

describe("without JavaScript", () => {
  // A few pages at once, in tabs of one context without JavaScript that are reused page after page (tabs.ts).
  let tabs: TabPool;
  beforeAll(async () => {
    tabs = tabPool(await browser.newContext({ javaScriptEnabled: false }));
  });
  it.concurrent.each([...EXPECTED.map((r) => r.path), ...LEGAL.map((l) => l.path)])("%s shows its full text", (path) =>
    tabs.withTab({ width: 1440, height: 800 }, async (page) => {
      // The text as served: the islands render theirs into the HTML (islands.test.ts, lazy-islands.test.ts).
      await page.goto(base + path);
      // CSS fade-ins run without JavaScript too; judge the page in their end state (finish() jumps there at once).
      await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
      const full = await page.evaluate(() => {
        const main = document.querySelector("main")!.cloneNode(true) as HTMLElement;
        main.querySelectorAll("script, .visually-hidden").forEach((el) => el.remove()); // island props are data, not text
        return main.textContent!.replace(/\s+/g, " ").trim();
      });
      const visible = await page.evaluate(() =>
        (document.querySelector("main") as HTMLElement).innerText.replace(/\s+/g, " ").trim(),
      );
      const hidden = await page.evaluate(() =>
        [...document.querySelectorAll("main p, main li, main dd, main dt, main td, main th, main h2, main h3")]
          .filter((el) => el.textContent?.trim())
          .filter(
            (el) =>
              (el as HTMLElement).offsetParent === null ||
              getComputedStyle(el).visibility === "hidden" ||
              Number(getComputedStyle(el).opacity) === 0,
          )
          .filter((el) => !el.closest(".visually-hidden"))
          .map((el) => `${el.tagName} ${el.className} "${el.textContent?.trim().slice(0, 60)}"`)
          .filter(Boolean),
      );
      expect(hidden).toEqual([]);
      expect(visible.length).toBeGreaterThan(full.length * 0.8);
    }),
  );
});
