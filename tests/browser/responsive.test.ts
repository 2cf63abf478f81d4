// No page scrolls sideways at any common width, and motion stays off for visitors who ask for less.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./chromium.ts";
import { EXPECTED, LEGAL } from "./routes.ts";
import { tabPool, type TabPool } from "./tabs.ts";

const base = inject("baseUrl");
const PAGES = [...EXPECTED.map((r) => r.path), ...LEGAL.map((l) => l.path)];
const WIDTHS = [320, 360, 390, 768, 1024, 1440];
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe("no horizontal overflow", () => {
  // Each page loaded once and narrowed width by width, as a window resized or a phone turned: the layout at each
  // width is what a load at that width gives (media queries and container sizes), at a fraction of the loads.
  // In one tab, reused page after page (tabs.ts).
  let tabs: TabPool;
  beforeAll(async () => {
    tabs = tabPool(await browser.newContext());
  });
  it.each(PAGES)(`%s at ${WIDTHS.join(", ")} px`, (path) =>
    tabs.withTab({ width: WIDTHS.at(-1)!, height: 900 }, async (page) => {
      const overflowing: string[] = [];
      await page.goto(base + path);
      for (const width of [...WIDTHS].reverse()) {
        await page.setViewportSize({ width, height: 900 });
        const wide = await page.evaluate(() => {
          const limit = document.documentElement.clientWidth;
          if (document.documentElement.scrollWidth <= limit) return null;
          // Name the widest element that sticks out, so a failure says where to look.
          const culprit = [...document.querySelectorAll("body *")].find(
            (el) =>
              el.getBoundingClientRect().right > limit + 1 &&
              !el.closest(".carousel__track, .table-wrap, .visually-hidden"),
          );
          return `${document.documentElement.scrollWidth}px > ${limit}px (${culprit ? `${culprit.tagName.toLowerCase()}.${[...culprit.classList].join(".")}` : "?"})`;
        });
        if (wide) overflowing.push(`${width} px: ${wide}`);
      }
      expect(overflowing).toEqual([]);
    }),
  );
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
