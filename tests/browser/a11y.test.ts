// axe-core in the states a visitor can open: the mobile menu and a toast (every page as loaded: pages.test.ts).
// Budget (docs/architecture.md §4): 0 violations of WCAG 2.1 A/AA and axe's best practices.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, settle } from "./axe.ts";
import { launchChromium } from "./chromium.ts";

const base = inject("baseUrl");
const WIDTHS = [390, 1440] as const;

let browser: Browser;
const contexts = new Map<number, BrowserContext>();
beforeAll(async () => {
  browser = await launchChromium();
  for (const width of WIDTHS)
    contexts.set(width, await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } }));
});
afterAll(async () => browser?.close());

/** Opens `path` in a fresh tab at `width`, with every scroll-reveal shown and every transition finished. */
async function open(path: string, width: number): Promise<Page> {
  const page = await contexts.get(width)!.newPage();
  const response = await page.goto(base + path, { waitUntil: "load" });
  expect(response?.status(), path).toBe(200);
  await settle(page);
  return page;
}

async function expectNoViolations(page: Page): Promise<void> {
  const { violations, report } = await axe(page);
  expect(violations.length, report).toBe(0);
}

describe("axe with the mobile menu open (390 px)", () => {
  it.each(["/faq", "/en"])("%s", async (path) => {
    const page = await open(path, 390);
    try {
      await page.locator(".menu-button").click();
      await page.waitForFunction(
        () => document.querySelector(".menu-button")?.getAttribute("aria-expanded") === "true",
      );
      expect(await page.locator("#site-nav .site-nav__list").isVisible()).toBe(true);
      await settle(page);
      await expectNoViolations(page);
    } finally {
      await page.close();
    }
  });
});

describe("axe with a toast showing", () => {
  it.each(WIDTHS)("/en/faq after the contact link, at %i px", async (width) => {
    const page = await open("/en/faq", width);
    try {
      if (width < 1024) {
        await page.locator(".menu-button").click();
        await page.waitForFunction(
          () => document.querySelector(".menu-button")?.getAttribute("aria-expanded") === "true",
        );
      }
      const popup = page.waitForEvent("popup");
      await page.locator(".site-nav__list a[data-contact]").click();
      await (await popup).close();
      const toast = page.locator(".toast");
      await toast.waitFor({ state: "visible" });
      await toast.hover(); // pauses the 5 s auto-dismiss while axe runs
      await settle(page);
      expect(await toast.count()).toBe(1);
      const { violations, report } = await axe(page);
      expect(await toast.count(), "the toast was dismissed before axe finished").toBe(1);
      expect(violations.length, report).toBe(0);
    } finally {
      await page.close();
    }
  });
});
