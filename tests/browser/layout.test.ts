// The shared layout in Chromium and details a visitor notices: header, legal pages, tables that scroll, the stories'
// names for assistive technology, text that is what it says (nothing invisible in a word a visitor copies or a tool
// reads), teaser rows that line up, a chart that reads on phones, and no motion for visitors who ask for less.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { settle } from "./axe.ts";
import { closeContexts, sharedChromium } from "./chromium.ts";

const base = inject("baseUrl");
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await sharedChromium();
  page = await browser.newPage();
});
beforeEach(() => page.setViewportSize({ width: 1440, height: 900 }));
afterAll(() => closeContexts(browser));

it.each([
  [
    "/faq",
    "/",
    ["Home", "Wirtschaftlichkeit", "Geschäftsmodelle", "Förderung", "Workshops", "FAQ", "Kontakt"],
    "Beratung anfragen",
    "30 Min kostenloses Beratungsgespräch",
  ],
  [
    "/en/faq",
    "/en",
    ["Home", "Economics", "Business models", "Workshops", "FAQ", "Contact"],
    "Request Consultation",
    "30 min free consultation",
  ],
])(
  "the header on %s: logo to %s, the navigation of its language, and the consultation button",
  async (path, home, nav, label, title) => {
    await page.goto(base + path);
    const header = page.locator("header.site-header");
    expect(await header.locator("a.logo").getAttribute("href")).toBe(home);
    // The visible label is the link's first text; external ones add a hidden "(opens in a new tab)".
    expect(
      await header
        .locator(".site-nav__list > li > a")
        .evaluateAll((as) => as.map((a) => a.firstChild?.textContent?.trim())),
    ).toEqual(nav);
    const cta = header.getByRole("link", { name: new RegExp(label) });
    expect(await cta.evaluate((a) => a.firstChild?.textContent)).toBe(label);
    expect(await cta.getAttribute("title")).toBe(title);
    expect(await page.locator(".site-nav__list a[aria-current=page]").innerText()).toBe("FAQ");
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
  },
);

it("the legal pages are linked from the footer in a new tab", async () => {
  await page.goto(`${base}/en/faq`);
  const links = page.locator(".site-footer__legal a");
  expect(await links.evaluateAll((as) => as.map((a) => [a.getAttribute("href"), a.getAttribute("target")]))).toEqual([
    ["/en/imprint", "_blank"],
    ["/en/privacy", "_blank"],
    ["/en/terms", "_blank"],
  ]);
});

describe("for the keyboard and screen readers", () => {
  it("makes a table wrapper a tab stop only while its table scrolls sideways", async () => {
    await page.goto(`${base}/geschaeftsmodelle`);
    // The page marks the wrapper after a resize has settled (client/chrome.ts): the state is read once it is there.
    const stops = async (stop: boolean) => {
      await page.waitForFunction(
        (want) => document.querySelector(".table-wrap")?.getAttribute("tabindex") === want,
        stop ? "0" : null,
      );
      return page.$$eval(".table-wrap", (wraps) =>
        wraps.map((w) => ({ stop: w.getAttribute("tabindex") === "0", scrolls: w.scrollWidth > w.clientWidth })),
      );
    };
    expect(await stops(false)).toEqual([{ stop: false, scrolls: false }]);
    await page.setViewportSize({ width: 320, height: 900 });
    expect(await stops(true)).toEqual([{ stop: true, scrolls: true }]);
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await stops(false)).toEqual([{ stop: false, scrolls: false }]);
  });

  it.each(["/", "/en"])("%s: each story is an article named by its heading", async (path) => {
    await page.goto(base + path);
    const headings = await page.locator(".story__title").allInnerTexts();
    expect(headings.length).toBe(3);
    for (const heading of headings) {
      await page.getByRole("article", { name: heading }).waitFor({ state: "attached" });
      expect(await page.getByRole("article", { name: heading }).count()).toBe(1);
    }
  });
});

it("gives tools and find-in-page the words as they are: the imprint's e-mail address, „Deutschland“", async () => {
  await page.setViewportSize({ width: 320, height: 900 });
  await page.goto(`${base}/impressum`);
  const mail = page.locator('main a[href^="mailto:"]').first();
  const address = (await mail.getAttribute("href"))!.slice("mailto:".length);
  expect(await mail.innerText()).toBe(address);
  // one line: the address is never hyphenated, even where it is wider than the words around it
  expect(await mail.evaluate((a) => a.getClientRects().length)).toBe(1);
  await page.goto(`${base}/blog`);
  const text = await page.locator("main").innerText();
  expect(text).toContain("Deutschland");
  expect(text).not.toMatch(/[\u00ad\u200b]/);
  // an article's category, date and reading time read as three parts, not „Fallstudie11. Februar 20257 Min.“
  // … and still look apart: the reading time keeps its dot before it
  const dots = await page.$$eval(".teaser__meta time ~ span:last-child", (spans) =>
    spans.map((s) => getComputedStyle(s, "::before").width),
  );
  expect(dots.length).toBeGreaterThan(0);
  for (const width of dots) expect(width).toBe("4px");
  for (const meta of await page.locator(".teaser__meta").allTextContents())
    expect(meta.trim()).toMatch(/^[^·\n]*\S · \d[^·\n]* · \d[^·\n]*$/);
  // window.find runs the browser's own find-in-page over the rendered text
  expect(await page.evaluate(() => (window as unknown as { find(s: string): boolean }).find("Stadtwerke"))).toBe(true);
});

it.each(["/", "/en", "/blog"])(
  "on %s the titles of a row of teasers side by side start at the same height at every width",
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

it("the efficiency chart's labels and values read at 390 px: drawn at 14 px or more", async () => {
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

it("copied text: an article's sources copy as citations, without the screen readers' „(öffnet in neuem Tab)“", async () => {
  await page.goto(`${base}/blog/meta-odense-datacenter-fernwaerme`);
  const copied = await page.locator(".sources ol").evaluate((list) => {
    getSelection()!.selectAllChildren(list);
    return getSelection()!.toString();
  });
  expect(copied).toContain("26. April 2018\n");
  expect(copied).not.toContain("Tab");
});

it("with reduced motion, shows every section at once and runs no transition or animation longer than a blink", async () => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`${base}/faq`);
  const moving = await page.evaluate(() =>
    [...document.querySelectorAll("main *, .carousel__track")]
      .map((el) => ({ el, style: getComputedStyle(el) }))
      .filter(({ style }) =>
        [style.transitionDuration, style.animationDuration].some((d) => d.split(",").some((v) => parseFloat(v) > 0.01)),
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
