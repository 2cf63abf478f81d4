// Every widget in Firefox too, with no console error and no CSP violation, and every page at a phone's width. One
// browser, pages side by side: Firefox is slow to start; each load serves several widgets, as a visitor goes on
// using a page: a load is most of a test's CPU.
import type { Browser, HTTPRequest, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectServedWithCsp } from "./csp-watch.ts";
import { launchFirefox, watchedWindows, type WatchedWindows } from "./firefox.ts";
import { UNITS } from "../../generator/typeset/typography.ts";
import { PAGES } from "../spec-routes.ts";
import { brokenFigures, expectFirstSliderStepped, focusCalculator, sliderBoxes } from "./sweep.ts";

const base = inject("baseUrl");
let browser: Browser;
let windows: WatchedWindows;
beforeAll(async () => {
  browser = await launchFirefox();
  windows = watchedWindows(browser);
});
afterAll(async () => browser?.close());

/**
 * Opens `path` at `width`, runs `steps`, and expects no console error, page error or CSP violation meanwhile. With
 * `hold`, React and the island code are held back until the test calls `release`.
 */
function clean(
  path: string,
  width: number,
  steps: (page: Page, release: () => void) => Promise<void>,
  hold = false,
): Promise<void> {
  return windows.withWindow({ width, height: 844 }, async (page, problems) => {
    let release = () => {};
    let onRequest: ((request: HTTPRequest) => void) | undefined;
    if (hold) {
      const held = new Promise<void>((resolve) => (release = resolve));
      onRequest = (request) => {
        if (request.url().includes("/assets/chunk.")) void held.then(() => request.continue());
        else void request.continue();
      };
      await page.setRequestInterception(true);
      page.on("request", onRequest);
    }
    try {
      expectServedWithCsp(await page.goto(base + path), path);
      await steps(page, release);
      expect(await problems()).toEqual([]);
    } finally {
      if (onRequest) {
        page.off("request", onRequest);
        await page.setRequestInterception(false);
      }
    }
  });
}

const text = (page: Page, selector: string) =>
  // No-break spaces read as spaces, soft hyphens (invisible unless a line breaks there) as nothing.
  page.$eval(selector, (el) => (el as HTMLElement).innerText.replace(/\u00a0/g, " ").replace(/\u00ad/g, ""));
const attr = (page: Page, selector: string, name: string) => page.$eval(selector, (el, n) => el.getAttribute(n), name);
const hydrated = (page: Page, island: string) => page.waitForSelector(`[data-island=${island}][data-hydrated]`);

/** On /en/faq#item-1-2: the deep link opens its answer in view; one answer per category stays open. */
async function faqSteps(page: Page) {
  const state = (id: string) => attr(page, `#${id} .accordion__content`, "data-state");
  await page.waitForSelector("#item-1-2 .accordion__content[data-state=open]");
  await page.waitForFunction(() => Math.abs(document.getElementById("item-1-2")!.getBoundingClientRect().top) < 300);
  await hydrated(page, "FaqAccordion");
  await page.click("#item-0-0 button");
  expect(await state("item-0-0")).toBe("open");
  // The answer above closes; the question clicked stays where the finger was, not under the sticky header.
  const top = () => page.$eval("#item-0-1 button", (el) => Math.round(el.getBoundingClientRect().top));
  await page.$eval("#item-0-1 button", (el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  const before = await top();
  await page.click("#item-0-1 button");
  expect([await state("item-0-0"), await state("item-0-1")]).toEqual(["closed", "open"]);
  expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(1);
  await page.click("#item-0-1 button");
  expect(await state("item-0-1")).toBe("closed");
  expect(await state("item-1-2")).toBe("open"); // another category keeps its own
}

/** The English contact link shows the work-in-progress notice; Escape closes it. */
async function contactNotice(page: Page) {
  await page.click(".site-nav__list a[data-contact]");
  await page.waitForSelector(".toast");
  expect(await text(page, ".toast .toast__title")).toBe("English contact form – work in progress");
  await page.keyboard.press("Escape");
  expect(await page.$(".toast")).toBeNull();
}

const ON_HOME = [
  [
    390,
    "/",
    "0,16 €/kWh",
    "800.000 €",
    "300.000 €",
    "Standardwerte wiederherstellen",
    "350.000 €",
    "Praxisbeispiel # von 3 zeigen",
  ],
  [1440, "/en", "€0.16/kWh", "€800,000", "€300,000", "Reset to defaults", "€350,000", "Show story # of 3"],
] as const;

describe.concurrent("widgets in Firefox", () => {
  it("at 390 px on /en/faq: a deep link opens its answer and one answer per category stays open; the menu button opens the navigation, the contact link there shows the work-in-progress notice, and a choice closes the menu", async () => {
    await clean("/en/faq#item-1-2", 390, async (page) => {
      await faqSteps(page);
      expect(await page.$eval(".site-nav__list", (el) => (el as HTMLElement).offsetParent)).toBeNull();
      await page.click(".menu-button");
      expect(await attr(page, ".menu-button", "aria-expanded")).toBe("true");
      await page.waitForSelector("#site-nav .site-nav__list a", { visible: true });
      await contactNotice(page);
      await page.click(".menu-button");
      await page.waitForSelector("#site-nav .site-nav__list a", { visible: true });
      await Promise.all([page.waitForNavigation(), page.click("#site-nav .site-nav__list a[href='/en/economics']")]);
      expect(new URL(page.url()).pathname).toBe("/en/economics");
      expect(await attr(page, ".menu-button", "aria-expanded")).toBe("false");
    });
  });

  it("at 1440 px on /en/faq: a deep link opens its answer and one answer per category stays open; the navigation is inline, and its contact link shows the work-in-progress notice", async () => {
    await clean("/en/faq#item-1-2", 1440, async (page) => {
      await faqSteps(page);
      expect(await page.$eval(".menu-button", (el) => (el as HTMLElement).offsetParent)).toBeNull();
      expect(await page.$eval("#site-nav .site-nav__list a", (el) => (el as HTMLElement).offsetParent)).not.toBeNull();
      await contactNotice(page);
    });
  });

  it.each(ON_HOME)(
    "at %i px on %s a slider thumb is there before hydration, takes a key, and does not move when React takes over; the keys step it and the reset restores the defaults; the carousel goes to the next and previous story and wraps around",
    async (width, path, step, cost, profitStepped, reset, profit, story) => {
      await clean(
        path,
        width,
        async (page, release) => {
          await page.$eval("#roi-tools", (el) => el.scrollIntoView());
          const before = await page.evaluate(sliderBoxes);
          expect(before.filter(([, , w]) => w === 26)).toHaveLength(4); // four thumbs, drawn
          // Tab from the section heading to the first thumb, and step it while React is still on its way.
          await page.evaluate(focusCalculator);
          await page.keyboard.press("Tab");
          const price = "[data-slider=electricityPrice]";
          expect(await page.evaluate(() => document.activeElement?.getAttribute("data-slider"))).toBe(
            "electricityPrice",
          );
          await page.keyboard.press("ArrowRight");
          expect(await page.$("[data-hydrated]")).toBeNull();
          expect(await attr(page, price, "aria-valuenow")).toBe("0.15");
          release();
          await hydrated(page, "RoiCalculator");
          await page.waitForSelector(`${price}[aria-valuenow="0.16"]`);
          expect(await attr(page, price, "aria-valuetext").then((t) => t?.replace(/\u00a0/g, " "))).toBe(step);
          expect(await text(page, "[data-result=electricityCost]")).toBe(cost);
          expect(await text(page, "[data-result=profit]")).toBe(profitStepped);
          expectFirstSliderStepped(before, await page.evaluate(sliderBoxes));

          await page.focus(price);
          await page.keyboard.press("PageUp");
          expect(await attr(page, price, "aria-valuenow")).toBe("0.26");
          await page.keyboard.press("End");
          expect(await attr(page, price, "aria-valuenow")).toBe("0.4");
          expect(new URL(page.url()).searchParams.get("strompreis")).toBe("0.4");
          expect(await text(page, ".roi__reset")).toBe(reset);
          await page.click(".roi__reset");
          expect(await text(page, "[data-result=profit]")).toBe(profit);
          expect(new URL(page.url()).search).toBe("");

          // At once, not smoothly: the carousel may have hydrated already, and a click must not land mid-scroll.
          await page.$eval("#stories", (el) => el.scrollIntoView({ behavior: "instant" }));
          await hydrated(page, "StoryCarousel");
          const currentStory = () => attr(page, ".carousel__dot[aria-current=true]", "aria-label");
          expect(await currentStory()).toBe(story.replace("#", "1"));
          await page.click("[data-carousel=previous]");
          expect(await currentStory()).toBe(story.replace("#", "3"));
          await page.click("[data-carousel=next]");
          await page.click("[data-carousel=next]");
          expect(await currentStory()).toBe(story.replace("#", "2"));
        },
        true,
      );
    },
  );

  it("a drag begun before hydration ends where the pointer let go, and one still going on is followed", async () => {
    await clean(
      "/en",
      1440,
      async (page, release) => {
        await page.$eval("[data-slider=volume]", (el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
        await page.evaluate(sliderBoxes); // once the section stands still
        const box = async (selector: string) =>
          page.$eval(selector, (el) => {
            const r = el.getBoundingClientRect();
            return { x: r.x, y: r.y, width: r.width, height: r.height };
          });
        const track = await box(".slider:has([data-slider=volume]) .slider__track");
        const drag = async (selector: string, share: number) => {
          const thumb = await box(selector);
          await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
          await page.mouse.down();
          await page.mouse.move(track.x + track.width * share, thumb.y + thumb.height / 2, { steps: 5 });
        };
        await drag("[data-slider=volume]", 1.2); // past the end: the maximum
        await page.mouse.up();
        await drag("[data-slider=heatPrice]", 0.9);
        expect(await page.$("[data-island=RoiCalculator][data-hydrated]")).toBeNull();
        release();
        await hydrated(page, "RoiCalculator");
        await page.waitForSelector('[data-slider=volume][aria-valuenow="20000000"]');
        await page.mouse.move(track.x - 50, track.y, { steps: 3 }); // the drag goes on after hydration
        await page.mouse.up();
        await page.waitForSelector('[data-slider=heatPrice][aria-valuenow="20"]');
        expect(await attr(page, "[data-slider=volume]", "aria-valuetext")).toBe("20.0\u00a0GWh/year");
      },
      true,
    );
  });
});

it("long words at a phone's width in Firefox ESR (which hyphenates with its own dictionaries): at 320, 360 and 390 px no page is wider than the window, no text sticks out of its box, no figure is split, and a word with a soft hyphen breaks there only; at 1280 px on / and /en no line starts with a unit or the second half of a range", async () => {
  const wide: string[] = [];
  await windows.withWindow({ width: 390, height: 900 }, async (page) => {
    let now = 390; // the window's width: a page loads at the width the one before ended at
    for (const [i, path] of PAGES.entries()) {
      // Every other page from the narrowest, so that each needs two resizes, not three.
      const widths = i % 2 === 0 ? [390, 360, 320] : [320, 360, 390];
      if (now !== widths[0]) await page.setViewport({ width: (now = widths[0]!), height: 900 });
      await page.goto(base + path);
      for (const width of widths) {
        if (width !== now) await page.setViewport({ width: (now = width), height: 900 });
        const found = await page.evaluate(() => {
          // The window, not the space beside Firefox's classic scroll bar: a phone's scroll bars overlay the page.
          const limit = window.innerWidth;
          const out: string[] = [];
          if (document.documentElement.scrollWidth > limit) out.push(`page ${document.documentElement.scrollWidth}px`);
          // A heading, paragraph or label whose own text is wider than its box (clipped or not).
          for (const el of document.querySelectorAll("main :is(h1, h2, h3, h4, p, li, dt, dd, a, th, td)")) {
            if (el.closest(".carousel__track, .table-wrap, .visually-hidden")) continue;
            if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).display !== "inline")
              out.push(`<${el.tagName.toLowerCase()}> „${el.textContent!.trim().slice(0, 40)}“`);
          }
          // A word with a soft hyphen (site.yaml `joints`) breaks there only: no part between two is broken.
          const range = document.createRange();
          for (const part of document.querySelectorAll("main .joined")) {
            for (const text of part.childNodes) {
              range.selectNodeContents(text);
              if (text instanceof Text && range.getClientRects().length > 1) out.push(`„${part.textContent}“ broken`);
            }
          }
          return out;
        });
        const figures = await page.evaluate(brokenFigures, [...UNITS]);
        wide.push(...[...found, ...figures].map((f) => `${path} at ${width} px: ${f}`));
      }
      // Firefox breaks after a slash as well as a dash („€60/⏎MWh“), in the home pages' tiles too; Chromium: every
      // page at every width, pages.test.ts.
      if (path === "/" || path === "/en") {
        await page.setViewport({ width: (now = 1280), height: 900 });
        const figures = await page.evaluate(brokenFigures, [...UNITS]);
        wide.push(...figures.map((f) => `${path} at 1280 px: ${f}`));
      }
    }
  });
  expect(wide).toEqual([]);
}, 300_000); // every page at three widths in one Firefox
