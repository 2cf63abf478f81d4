// Islands that cost nothing until they are needed, and the home hero as the spec draws it (#15).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./chromium.ts";

const base = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** A fresh page that records the scripts it fetches and any error or warning on the console. */
async function openPage(width: number, height: number): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height } });
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
  page.on("console", (m) => (m.type() === "error" || m.type() === "warning") && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(String(e)));
  return { page, scripts, errors };
}

const hydrated = (page: Page, island: string) => page.locator(`[data-island=${island}][data-hydrated]`);

describe("islands far below the fold (#15)", () => {
  it.each([
    [390, 844],
    [1440, 900],
  ])(
    "at %i×%i the home page fetches only the chrome and the small island entry until the visitor scrolls",
    async (width, height) => {
      const { page, scripts, errors } = await openPage(width, height);
      try {
        await page.goto(`${base}/`, { waitUntil: "load" });
        await page.waitForTimeout(1500); // idle time after load: nothing below the fold may start
        expect(scripts.map((s) => s.replace(/\.[\w-]+\.js$/, ".js"))).toEqual([
          "/assets/chrome.js",
          "/assets/islands.js",
        ]);
        expect(await page.locator("[data-hydrated]").count()).toBe(0);
        await page.locator("#stories").scrollIntoViewIfNeeded();
        await hydrated(page, "StoryCarousel").waitFor();
        expect(scripts.length).toBeGreaterThan(2); // React and the carousel arrived with the scroll
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it("a click on the carousel before it has hydrated is not lost", async () => {
    const { page, errors } = await openPage(390, 844);
    try {
      await page.goto(`${base}/en`);
      // Hold React back so the click surely comes first.
      let releaseScripts = () => {};
      const held = new Promise<void>((resolve) => (releaseScripts = resolve));
      await page.route(/\/assets\/chunk\./, async (route) => {
        await held;
        await route.continue();
      });
      await page.locator("[data-carousel=next]").click();
      expect(await hydrated(page, "StoryCarousel").count()).toBe(0);
      releaseScripts();
      await expect
        .poll(() => page.locator(".carousel__dot[aria-current=true]").getAttribute("aria-label"))
        .toBe("Show story 2 of 3");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("a swipe on the carousel before it has hydrated is not lost", async () => {
    const { page, errors } = await openPage(390, 844);
    try {
      await page.goto(`${base}/en`);
      let releaseScripts = () => {};
      const held = new Promise<void>((resolve) => (releaseScripts = resolve));
      await page.route(/\/assets\/chunk\./, async (route) => {
        await held;
        await route.continue();
      });
      const viewport = page.locator(".carousel__viewport");
      await viewport.scrollIntoViewIfNeeded();
      const box = (await viewport.boundingBox())!;
      await page.mouse.move(box.x + box.width - 40, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 40, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      expect(await hydrated(page, "StoryCarousel").count()).toBe(0);
      releaseScripts();
      await expect
        .poll(() => page.locator(".carousel__dot[aria-current=true]").getAttribute("aria-label"))
        .toBe("Show story 2 of 3");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("an arrow key on a FAQ question before the accordion has hydrated is replayed to it", async () => {
    const { page, errors } = await openPage(1440, 900);
    try {
      let releaseScripts = () => {};
      const held = new Promise<void>((resolve) => (releaseScripts = resolve));
      await page.route(/\/assets\/chunk\./, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${base}/en/faq`);
      await page.locator("#item-0-0 button").focus();
      await page.keyboard.press("ArrowDown"); // Radix moves focus to the next question
      expect(await hydrated(page, "FaqAccordion").count()).toBe(0);
      releaseScripts();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest(".accordion__item")?.id))
        .toBe("item-0-1");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("islands in view at load (#15)", () => {
  it("the FAQ accordions hydrate without any interaction, and a deep link still opens and scrolls to its question", async () => {
    const { page, errors } = await openPage(390, 844);
    try {
      await page.goto(`${base}/faq#item-1-2`);
      await expect.poll(() => hydrated(page, "FaqAccordion").count()).toBe(2);
      await page.waitForFunction(
        () => document.querySelector("#item-1-2 .accordion__content")?.getAttribute("data-state") === "open",
      );
      await expect
        .poll(() => page.locator("#item-1-2").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeLessThan(200);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("the home hero (spec §2, #15)", () => {
  it("the section with id home holds the title, the button, the overlay and the four stats", async () => {
    const { page } = await openPage(390, 844);
    try {
      await page.goto(`${base}/#home`);
      const hero = page.locator("section#home");
      expect(await hero.locator("h1").count()).toBe(1);
      expect(await hero.locator(".hero-overlay > div").count()).toBe(2);
      // Figures carry no-break spaces; compare as a reader sees them.
      expect((await hero.locator(".stat__value").allInnerTexts()).map((t) => t.replace(/\u00a0/g, " "))).toEqual([
        "54.720 kWh",
        "4.500 t",
        "2–3 Monate",
        "2,4 MW",
      ]);
      // The stats card lies within the section's box, not after it.
      const [section, stats] = await Promise.all([hero.boundingBox(), hero.locator(".stats").boundingBox()]);
      expect(stats!.y + stats!.height).toBeLessThanOrEqual(section!.y + section!.height);
    } finally {
      await page.close();
    }
  });
});
