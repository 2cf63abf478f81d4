// The page chrome without React: mobile menu, toasts, F8, unknown paths, and pages without JavaScript; no axe
// violation while the menu or a toast is open (docs/architecture.md §4), no CSP violation while they are used (§2.5),
// and a control that the CSP watch sees one.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, settle } from "./axe.ts";
import { closeContexts, drained, sharedChromium } from "./chromium.ts";
import { expectClean, expectServedWithCsp, load, watchedTabs, type Watched } from "./csp-watch.ts";
import { PAGES } from "../spec-routes.ts";
import { tabPool, type TabPool } from "./tabs.ts";

const base = inject("baseUrl");
let browser: Browser;
let tabs: TabPool<Watched>;
beforeAll(async () => {
  browser = await sharedChromium();
  const context = await browser.newContext(); // JavaScript on and the CSP enforced, as for a visitor
  // Another origin answers with a blank page: the machine is offline, and tests must not leave it.
  await context.route(
    (url) => !url.href.startsWith(base),
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>external</title>" }),
  );
  await context.clock.install(); // the page's time flows as ever, until a toast's test stops it (below)
  tabs = watchedTabs(context);
});
afterAll(() => closeContexts(browser));

/** Loads `path` at `width`, runs `steps`, and expects no CSP violation or page error meanwhile. */
function visit(path: string, width: number, steps: (page: Page) => Promise<void>): Promise<void> {
  return tabs.withTab({ width, height: 800 }, async (w) => {
    expectServedWithCsp(await w.page.goto(base + path), path);
    await steps(w.page);
    await expectClean(w, `${path} at ${width} px`);
  });
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  await settle(page);
  const { violations, report } = await axe(page);
  expect(violations.length, report).toBe(0);
}

describe("mobile menu", () => {
  it("at 390 px: the button opens the list (no axe violation then), a choice closes it, Escape closes it and returns focus", () =>
    visit("/faq", 390, async (page) => {
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
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      expect(await link.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.className)).toContain("menu-button");
      await button.click();
      await link.click();
      await page.waitForURL(`${base}/wirtschaftlichkeit`);
      expect(await page.locator(".menu-button").getAttribute("aria-expanded")).toBe("false");
    }));

  it("at 1280 px: the navigation is inline and there is no menu button", () =>
    visit("/en/faq", 1280, async (page) => {
      expect(await page.locator(".menu-button").isVisible()).toBe(false);
      expect(await page.locator("#site-nav .site-nav__list a", { hasText: "Economics" }).isVisible()).toBe(true);
    }));
});

describe("toasts", () => {
  /**
   * Runs `act`, which shows a toast, with the page's time standing still until the pointer rests on the toast, which
   * holds its 5 s auto-dismiss: a loaded machine cannot age it meanwhile (that timer's own test is the last here).
   */
  async function stillUntilHovered(page: Page, act: () => Promise<void>): Promise<void> {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    try {
      await act();
      if ((await page.locator(".toast").count()) > 0) await page.locator(".toast").hover();
    } finally {
      await page.clock.resume();
    }
  }

  /** Clicks the header's contact link: the German form opens in a new tab (on an English page with the notice). */
  async function openContact(page: Page): Promise<void> {
    const popup = page.waitForEvent("popup");
    await page.locator(".site-nav__list a[data-contact]").click();
    const opened = await popup;
    expect(opened.url()).toContain("kontakt"); // the German form opens anyway
    await opened.close();
  }
  const contactToast = (page: Page) => stillUntilHovered(page, () => openContact(page));

  it("at 1440 px the English contact notice says the form is a work in progress, is announced politely and passes axe; F8 moves focus to it, a second notice replaces it, a swipe right closes it past 50 px and not before, and so do its close button and Escape", () =>
    visit("/en/faq", 1440, async (page) => {
      await contactToast(page);
      const toast = page.locator(".toast");
      expect(await toast.locator(".toast__title").innerText()).toBe("English contact form\u00a0– work in progress"); // the dash bound to the word before it
      expect(await toast.locator(".toast__text").innerText()).toMatch(/will be added soon.*check back later/i);
      expect(await page.locator(".toast-list").getAttribute("aria-live")).toBe("polite");
      await expectNoAxeViolations(page); // hovered still (contactToast), so its auto-dismiss waits for axe
      expect(await toast.count(), "the toast was dismissed before axe finished").toBe(1);

      await page.keyboard.press("F8");
      expect(await page.evaluate(() => document.activeElement?.classList.contains("toast"))).toBe(true);
      await stillUntilHovered(page, async () => {
        const popup = page.waitForEvent("popup");
        await page.locator(".site-footer a[data-contact]").click();
        await (await popup).close();
        expect(await toast.count()).toBe(1);
      });

      const box = (await toast.boundingBox())!;
      const y = box.y + box.height / 2;
      for (const [by, left] of [
        [40, 1],
        [70, 0],
      ]) {
        await page.mouse.move(box.x + 20, y);
        await page.mouse.down();
        await page.mouse.move(box.x + 20 + by!, y, { steps: 4 });
        await page.mouse.up();
        expect(await toast.count(), `after a swipe of ${by} px`).toBe(left);
      }

      await contactToast(page);
      await page.locator(".toast__close").click();
      expect(await toast.count()).toBe(0);
      await contactToast(page);
      await page.keyboard.press("Escape");
      expect(await toast.count()).toBe(0);
    }));

  it("German visitors get no notice: the form simply opens", () =>
    visit("/workshops", 1440, async (page) => {
      await contactToast(page);
      expect(await page.locator(".toast").count()).toBe(0);
    }));

  it("dismisses itself after 5000 ms, but not while hovered", () =>
    visit("/en/faq", 1440, async (page) => {
      // From here the page's time stands still but for runFor: a slow machine cannot age the toast.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      try {
        await openContact(page);
        await page.clock.runFor(4900);
        expect(await page.locator(".toast").count()).toBe(1);
        await page.locator(".toast").hover();
        await page.clock.runFor(10_000);
        expect(await page.locator(".toast").count()).toBe(1);
        await page.mouse.move(5, 5);
        await page.clock.runFor(5100);
        expect(await page.locator(".toast").count()).toBe(0);
      } finally {
        await page.clock.resume();
      }
    }));
});

describe("without JavaScript", () => {
  let noJs: TabPool;
  beforeAll(async () => {
    noJs = tabPool(await browser.newContext({ javaScriptEnabled: false }));
  });

  it("at 390 px the fallbacks come from a <noscript> stylesheet, not from @media (scripting), which Firefox < 113 and Safari < 17 ignore: the navigation is there", () =>
    noJs.withTab({ width: 390, height: 844 }, async (page) => {
      await page.goto(`${base}/en`);
      const css = await page.evaluate(() =>
        [...document.styleSheets].map((s) => ({
          href: s.href ?? "",
          text: [...s.cssRules].map((r) => r.cssText).join("\n"),
        })),
      );
      expect(
        css.some((s) => /@media[^{]*scripting/.test(s.text)),
        "a stylesheet still relies on @media (scripting)",
      ).toBe(false);
      expect(css.some((s) => /\/assets\/no-js\.[\w]+\.css$/.test(s.href))).toBe(true);
      // What the sheet does: every story listed, the menu button gone, the navigation there.
      const tops = await page
        .locator(".carousel__slide")
        .evaluateAll((slides) => slides.map((s) => s.getBoundingClientRect().top));
      expect(new Set(tops).size).toBe(3);
      expect(await page.locator(".menu-button").isVisible()).toBe(false);
      expect(await page.locator("#site-nav .site-nav__list a", { hasText: "Economics" }).isVisible()).toBe(true);
    }));

  // With JavaScript: "unknown paths" below.
  it("the 404 page shows a link home and refreshes there, replacing the history entry", () =>
    noJs.withTab({ width: 1440, height: 800 }, async (page) => {
      await page.goto(`${base}/faq`);
      const response = await page.goto(`${base}/nope`);
      // Read from what was served: the refresh may have left the page before the DOM could be asked.
      const body = (await response!.text()).split("<main")[1]?.split("</main>")[0] ?? "";
      expect(body.match(/<a [^>]*href="\/"/g)?.length, "one link home in the main content").toBe(1);
      await page.waitForURL(`${base}/`);
      await page.goBack();
      expect(new URL(page.url()).pathname, "Back skips the unknown path").toBe("/faq");
    }));

  it.concurrent.each(PAGES)("%s shows its full text", (path) =>
    noJs.withTab({ width: 1440, height: 800 }, async (page) => {
      // The text as served: the islands render theirs into the HTML.
      await page.goto(base + path);
      const { full, visible, hidden } = await page.evaluate(() => {
        // CSS fade-ins run without JavaScript too; finish() jumps to their end state at once.
        document.getAnimations().forEach((a) => a.finish());
        const main = document.querySelector("main")!;
        const copy = main.cloneNode(true) as HTMLElement;
        copy.querySelectorAll("script, .visually-hidden").forEach((el) => el.remove()); // island props are data, not text
        const hidden = [...main.querySelectorAll("p, li, dd, dt, td, th, h2, h3")]
          .filter((el) => el.textContent?.trim() && !el.closest(".visually-hidden"))
          .filter((el) => {
            const style = getComputedStyle(el);
            return (el as HTMLElement).offsetParent === null || style.visibility === "hidden" || style.opacity === "0";
          })
          .map((el) => `${el.tagName} ${el.className} "${el.textContent?.trim().slice(0, 60)}"`);
        const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();
        return { full: squeeze(copy.textContent!), visible: squeeze(main.innerText), hidden };
      });
      expect(hidden).toEqual([]);
      expect(visible.length).toBeGreaterThan(full.length * 0.8);
    }),
  );
});

it("the CSP watch sees a blocked inline script (control)", () =>
  tabs.withTab({ width: 1440, height: 800 }, async (w) => {
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

it("unknown paths answer 404, land on / replacing the history entry with no CSP violation, and Back returns to the page before", () =>
  tabs.withTab({ width: 1440, height: 800 }, async (w) => {
    await w.page.goto(`${base}/faq`);
    const response = await w.page.goto(`${base}/does-not-exist`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-security-policy"] ?? "").toContain("script-src 'self'");
    await w.page.waitForURL(`${base}/`, { waitUntil: "networkidle" });
    await expectClean(w, "/does-not-exist → /");
    await w.page.goBack({ waitUntil: "commit" });
    expect(new URL(w.page.url()).pathname).toBe("/faq");
  }));
