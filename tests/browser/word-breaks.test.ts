// Long words at a phone's width: in Firefox ESR, which hyphenates with its own dictionaries, no text sticks out of
// its box (in Chromium, no word on any page is split without a hyphen: pages.test.ts). And the text is what it
// says: nothing invisible in a word, so what a visitor copies or a tool reads is the word.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./chromium.ts";
import { launchFirefox } from "./firefox.ts";
import { PAGES } from "./sweep.ts";

const base = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe("long words at a phone's width", () => {
  it("gives tools and find-in-page the words as they are: the imprint's e-mail address, „Deutschland“", async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 900 } });
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
    expect(await page.evaluate(() => (window as unknown as { find(s: string): boolean }).find("Stadtwerke"))).toBe(
      true,
    );
    await page.close();
  });
});

describe("long words at a phone's width in Firefox ESR (which hyphenates with its own dictionaries)", () => {
  it("at 320, 360 and 390 px no page is wider than the window and no text sticks out of its box", async () => {
    const firefox = await launchFirefox();
    const wide: string[] = [];
    try {
      const page = await firefox.newPage();
      for (const path of PAGES) {
        await page.setViewport({ width: 390, height: 900 });
        await page.goto(base + path);
        for (const width of [390, 360, 320]) {
          await page.setViewport({ width, height: 900 });
          const found = await page.evaluate(() => {
            // The window, not the space beside Firefox's classic scroll bar: a phone's scroll bars overlay the page.
            const limit = window.innerWidth;
            const out: string[] = [];
            if (document.documentElement.scrollWidth > limit)
              out.push(`page ${document.documentElement.scrollWidth}px`);
            // A heading, paragraph or label whose own text is wider than its box (clipped or not).
            for (const el of document.querySelectorAll("main :is(h1, h2, h3, h4, p, li, dt, dd, a, th, td)")) {
              if (el.closest(".carousel__track, .table-wrap, .visually-hidden")) continue;
              if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).display !== "inline")
                out.push(`<${el.tagName.toLowerCase()}> „${el.textContent!.trim().slice(0, 40)}“`);
            }
            return out;
          });
          wide.push(...found.map((f) => `${path} at ${width} px: ${f}`));
        }
      }
    } finally {
      await firefox.close();
    }
    expect(wide).toEqual([]);
  }, 300_000); // every page at three widths in one Firefox
});
