// Islands that cost nothing until they are needed, and the home hero as the spec draws it.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { closeContexts, sharedChromium } from "./chromium.ts";
import { expectFirstSliderStepped, focusCalculator, sliderBoxes } from "./sweep.ts";
import { tabPool, type TabPool } from "./tabs.ts";

const base = inject("baseUrl");
let browser: Browser;
let tabs: TabPool;
/** What each tab has fetched and logged since its test began. */
const seen = new Map<Page, { scripts: string[]; errors: string[] }>();
beforeAll(async () => {
  browser = await sharedChromium();
  tabs = tabPool(await browser.newContext(), async (page) => {
    page.on("request", (r) => r.resourceType() === "script" && seen.get(page)?.scripts.push(new URL(r.url()).pathname));
    page.on(
      "console",
      (m) => (m.type() === "error" || m.type() === "warning") && seen.get(page)?.errors.push(m.text()),
    );
    page.on("pageerror", (e) => seen.get(page)?.errors.push(String(e)));
  });
});
afterAll(() => closeContexts(browser));

/**
 * Runs `use` with a tab at `width`×`height` that records the scripts it fetches, from about:blank on (so nothing of
 * the last test's page counts), and expects no error or warning on the console; it ends without the test's routes.
 */
function withPage(
  width: number,
  height: number,
  use: (tab: { page: Page; scripts: string[]; errors: string[] }) => Promise<void>,
): Promise<void> {
  return tabs.withTab({ width, height }, async (page) => {
    if (page.url() !== "about:blank") await page.goto("about:blank");
    const tab = { page, scripts: [] as string[], errors: [] as string[] };
    seen.set(page, tab);
    await use(tab);
    expect(tab.errors, "errors and warnings on the console").toEqual([]);
    await page.unrouteAll();
  });
}

/** React and the island code held back by request interception until the function returned is called. */
async function holdChunks(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/chunk\./, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

const hydrated = (page: Page, island: string) => page.locator(`[data-island=${island}][data-hydrated]`);
/** Once the dot marked current is `label` ("Show story 2 of 3"). */
const storyShown = (page: Page, label: string) =>
  page.locator(`.carousel__dot[aria-current=true][aria-label="${label}"]`).waitFor();

/**
 * The modules the page has asked to preload once both ways an island starts (client/main.ts) have had their turn: an
 * observer's first report and idle time, each after the page's own. A starting island asks for its chunks at once.
 */
const preloadsOnceDue = (page: Page) =>
  page.evaluate(async () => {
    await new Promise<void>((resolve) => {
      const observer = new IntersectionObserver(() => (observer.disconnect(), resolve()), { rootMargin: "100% 0px" });
      document.querySelectorAll("[data-island]").forEach((host) => observer.observe(host));
    });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => requestIdleCallback(resolve))));
    return [...document.querySelectorAll("link[rel=modulepreload]")].map((link) => link.getAttribute("href"));
  });

describe("islands far below the fold", () => {
  it.each([
    [390, 844],
    [1440, 900],
  ])(
    "at %i×%i the home page fetches only the chrome and the small island entry until the visitor scrolls",
    async (width, height) => {
      await withPage(width, height, async ({ page, scripts }) => {
        // Routed, so the browser's cache is off: each of these loads is a first visit, whatever the file loaded before.
        await page.route(/\/assets\//, (route) => route.continue());
        await page.goto(`${base}/`, { waitUntil: "load" });
        expect(await preloadsOnceDue(page), "nothing below the fold starts before the visitor scrolls").toEqual([]);
        expect(scripts.map((s) => s.replace(/\.[\w-]+\.js$/, ".js")).sort()).toEqual([
          "/assets/chrome.js",
          "/assets/islands.js",
        ]);
        expect(await page.locator("[data-hydrated]").count()).toBe(0);
        await page.locator("#stories").scrollIntoViewIfNeeded();
        await hydrated(page, "StoryCarousel").waitFor();
        expect(scripts.length).toBeGreaterThan(2); // React and the carousel arrived with the scroll
      });
    },
  );

  it("a click on the carousel before it has hydrated is not lost", async () => {
    await withPage(390, 844, async ({ page }) => {
      await page.goto(`${base}/en`);
      const release = await holdChunks(page); // React held back, so the click surely comes first
      await page.locator("[data-carousel=next]").click();
      expect(await hydrated(page, "StoryCarousel").count()).toBe(0);
      release();
      await storyShown(page, "Show story 2 of 3");
    });
  });

  it("a swipe left on the carousel before it has hydrated is not lost, and a swipe right after shows the previous story", async () => {
    await withPage(390, 844, async ({ page }) => {
      await page.goto(`${base}/en`);
      const release = await holdChunks(page);
      const viewport = page.locator(".carousel__viewport");
      await viewport.scrollIntoViewIfNeeded();
      const box = (await viewport.boundingBox())!;
      const [left, right, y] = [box.x + 40, box.x + box.width - 40, box.y + box.height / 2];
      const swipe = async (from: number, to: number) => {
        await page.mouse.move(from, y);
        await page.mouse.down();
        await page.mouse.move(to, y, { steps: 5 });
        await page.mouse.up();
      };
      await swipe(right, left);
      expect(await hydrated(page, "StoryCarousel").count()).toBe(0);
      release();
      await storyShown(page, "Show story 2 of 3");
      await hydrated(page, "StoryCarousel").waitFor();
      await swipe(left, right);
      expect(await page.locator(".carousel__dot[aria-current=true]").getAttribute("aria-label")).toBe(
        "Show story 1 of 3",
      );
    });
  });

  it("an arrow key on a FAQ question before the accordion has hydrated is replayed to it", async () => {
    await withPage(1440, 900, async ({ page }) => {
      const release = await holdChunks(page);
      await page.goto(`${base}/en/faq`);
      await page.locator("#item-0-0 button").focus();
      await page.keyboard.press("ArrowDown"); // Radix moves focus to the next question
      expect(await hydrated(page, "FaqAccordion").count()).toBe(0);
      release();
      await page.waitForFunction(() => document.activeElement?.closest(".accordion__item")?.id === "item-0-1");
    });
  });
});

describe("the calculator's sliders before hydration", () => {
  it.each([390, 1440])(
    "at %i px a thumb is there, takes Tab and a key, and the key counts once React has hydrated; nothing else moves",
    async (width) => {
      await withPage(width, 844, async ({ page }) => {
        const release = await holdChunks(page);
        await page.goto(`${base}/`);
        await page.locator("#roi-tools").scrollIntoViewIfNeeded();
        const before = await page.evaluate(sliderBoxes);
        expect(before.filter(([, , w, h]) => w === 26 && h === 26)).toHaveLength(4); // four thumbs drawn
        await page.evaluate(focusCalculator);
        await page.keyboard.press("Tab");
        const price = page.locator("[data-slider=electricityPrice]");
        expect(await price.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press("ArrowRight");
        expect(await hydrated(page, "RoiCalculator").count()).toBe(0);
        expect(await price.getAttribute("aria-valuenow")).toBe("0.15");
        release();
        await hydrated(page, "RoiCalculator").waitFor();
        await page.locator('[data-slider=electricityPrice][aria-valuenow="0.16"]').waitFor();
        expect((await price.getAttribute("aria-valuetext"))?.replace(/\u00a0/g, " ")).toBe("0,16 €/kWh");
        const cost = await page.locator("[data-result=electricityCost]").innerText();
        expect(cost.replace(/\u00a0/g, " ")).toBe("800.000 €");
        expectFirstSliderStepped(before, await page.evaluate(sliderBoxes));
      });
    },
  );

  it("a drag begun before hydration ends where the pointer let go, and one still going on is followed", async () => {
    await withPage(1440, 900, async ({ page }) => {
      const release = await holdChunks(page);
      await page.goto(`${base}/en`);
      const volume = page.locator("[data-slider=volume]");
      const heat = page.locator("[data-slider=heatPrice]");
      await volume.scrollIntoViewIfNeeded();
      const track = (await page.locator(".slider__track").last().boundingBox())!;
      const drag = async (thumb: typeof volume, share: number) => {
        const box = (await thumb.boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(track.x + track.width * share, box.y + box.height / 2, { steps: 5 });
      };
      await drag(volume, 1.2); // past the end: the maximum
      await page.mouse.up();
      await drag(heat, 0.9);
      expect(await hydrated(page, "RoiCalculator").count()).toBe(0);
      release();
      await hydrated(page, "RoiCalculator").waitFor();
      await page.locator('[data-slider=volume][aria-valuenow="20000000"]').waitFor();
      await page.mouse.move(track.x - 50, track.y, { steps: 3 }); // the drag goes on after hydration
      await page.mouse.up();
      await page.locator('[data-slider=heatPrice][aria-valuenow="20"]').waitFor();
      expect((await volume.getAttribute("aria-valuetext"))?.replace(/\u00a0/g, " ")).toBe("20.0 GWh/year");
    });
  });
});

it("the home hero: the section with id home holds the title, the button, the overlay and the four stats", async () => {
  await withPage(390, 844, async ({ page }) => {
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
  });
});
