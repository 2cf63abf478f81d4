// The carousel follows a swipe, and motion stays off for visitors who ask for less (no page scrolls sideways at any
// common width: pages.test.ts).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./chromium.ts";

const base = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe("carousel swipe", () => {
  it("a swipe left shows the next story, a swipe right the previous", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${base}/en`);
    const viewport = page.locator(".carousel__viewport");
    await viewport.scrollIntoViewIfNeeded();
    const box = (await viewport.boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 5 });
      await page.mouse.up();
    };
    const current = () => page.locator(".carousel__dot[aria-current=true]").getAttribute("aria-label");
    await swipe(box.x + box.width - 40, box.x + 40); // maybe before hydration: replayed once React has taken over
    await expect.poll(current).toBe("Show story 2 of 3");
    await swipe(box.x + 40, box.x + box.width - 40);
    expect(await current()).toBe("Show story 1 of 3");
    await page.close();
  });
});

describe("reduced motion", () => {
  it("shows every section at once and runs no transition or animation longer than a blink", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(`${base}/faq`);
    const moving = await page.evaluate(() =>
      [...document.querySelectorAll("main *, .carousel__track")]
        .map((el) => ({ el, style: getComputedStyle(el) }))
        .filter(({ style }) =>
          [style.transitionDuration, style.animationDuration].some((d) =>
            d.split(",").some((v) => parseFloat(v) > 0.01),
          ),
        )
        .map(({ el }) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`),
    );
    expect(moving).toEqual([]);
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll(".reveal")].every((el) => getComputedStyle(el).opacity === "1"),
      ),
    ).toBe(true);
    await context.close();
  });
});
