// Details a visitor notices: teaser rows line up, the chart reads on phones, the carousel follows a swipe, and motion
// stays off for visitors who ask for less (the no-JavaScript fallbacks for every browser: chrome.test.ts).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { closeContexts, sharedChromium } from "./chromium.ts";

const base = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(() => closeContexts(browser));

describe("a row of teasers", () => {
  it.each(["/", "/en", "/blog"])(
    "on %s the titles of the teasers side by side start at the same height at every width",
    async (path) => {
      const page = await browser.newPage({ viewport: { width: 1024, height: 900 } });
      try {
        await page.goto(base + path);
        for (let width = 1024; width <= 1440; width += 16) {
          await page.setViewportSize({ width, height: 900 });
          const tops = await page
            .locator(".teasers")
            .first()
            .locator(".card__title")
            .evaluateAll((titles) => titles.map((t) => Math.round(t.getBoundingClientRect().top)));
          expect(new Set(tops).size, `at ${width} px: ${tops.join(", ")}`).toBe(1);
        }
      } finally {
        await page.close();
      }
    },
  );
});

describe("the efficiency chart", () => {
  it("its labels and values read at 390 px: drawn at 14 px or more", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      await page.goto(`${base}/technologie-deep-dive`);
      const chart = page.locator(".chart");
      await chart.scrollIntoViewIfNeeded();
      // The font size as drawn: SVG text shrinks with its drawing's width, HTML text keeps its size.
      const sizes = await chart.locator("text, .chart__label, .chart__bar").evaluateAll((els) =>
        els.map((el) => {
          const svg = el instanceof SVGElement ? el.ownerSVGElement : null;
          const scale = svg ? svg.getBoundingClientRect().width / svg.viewBox.baseVal.width : 1;
          return parseFloat(getComputedStyle(el).fontSize) * scale;
        }),
      );
      expect(sizes.length).toBeGreaterThanOrEqual(4);
      for (const size of sizes) expect(size).toBeGreaterThanOrEqual(14);
    } finally {
      await page.close();
    }
  });
});

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
