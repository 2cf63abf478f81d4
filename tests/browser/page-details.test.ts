// Details a visitor notices: teaser rows line up, the chart reads on phones, sources copy as citations, and motion
// stays off for visitors who ask for less.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { settle } from "./axe.ts";
import { closeContexts, sharedChromium } from "./chromium.ts";

const base = inject("baseUrl");
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await sharedChromium();
  page = await browser.newPage();
});
afterAll(() => closeContexts(browser));

describe("a row of teasers", () => {
  it.each(["/", "/en", "/blog"])(
    "on %s the titles of the teasers side by side start at the same height at every width",
    async (path) => {
      await page.setViewportSize({ width: 1024, height: 900 });
      await page.goto(base + path);
      // As a visitor who has scrolled down to the teasers sees them: every section shown, the fade-ins over.
      await settle(page);
      for (let width = 1024; width <= 1440; width += 16) {
        await page.setViewportSize({ width, height: 900 });
        const tops = await page
          .locator(".teasers")
          .first()
          .locator(".card__title")
          .evaluateAll((titles) => titles.map((t) => Math.round(t.getBoundingClientRect().top)));
        expect(new Set(tops).size, `at ${width} px: ${tops.join(", ")}`).toBe(1);
      }
    },
  );
});

describe("the efficiency chart", () => {
  it("its labels and values read at 390 px: drawn at 14 px or more", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
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
  });
});

describe("copied text", () => {
  it("an article's sources copy as citations, without the screen readers' „(öffnet in neuem Tab)“", async () => {
    await page.goto(`${base}/blog/meta-odense-datacenter-fernwaerme`);
    const copied = await page.locator(".sources ol").evaluate((list) => {
      getSelection()!.selectAllChildren(list);
      return getSelection()!.toString();
    });
    expect(copied).toContain("26. April 2018\n");
    expect(copied).not.toContain("Tab");
  });
});

describe("reduced motion", () => {
  it("shows every section at once and runs no transition or animation longer than a blink", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ reducedMotion: "reduce" });
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
  });
});
