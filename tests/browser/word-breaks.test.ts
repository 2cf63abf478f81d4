// No word is split at a line end without a hyphen, on any page at a phone's width. Debian's Chromium has no
// hyphenation dictionary (nor has WebKitGTK), so `hyphens: auto` does nothing there and `overflow-wrap` would break
// a long German word anywhere („Jahreswärmebedar|fs“): where a word is wider than its line there, its author writes
// a soft hyphen at the compound joint in the content, and the test names the word that still needs one.
// And the text is what it says: nothing invisible in a word, so what a visitor copies or a tool reads is the word.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./chromium.ts";
import { launchFirefox } from "./firefox.ts";
import { EXPECTED, LEGAL } from "./routes.ts";

const base = inject("baseUrl");
const PAGES = [...EXPECTED.map((r) => r.path), ...LEGAL.map((l) => l.path)];
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** In the page: every word of a text node that runs over two lines and is not broken after a hyphen of some kind. */
function splitWords(): string[] {
  const found: string[] = [];
  const range = document.createRange();
  const topOf = (node: Text, from: number, to: number) => {
    range.setStart(node, from);
    range.setEnd(node, to);
    // The last box: the first letter after a soft hyphen where the line breaks also holds the hyphen shown above it.
    const rects = range.getClientRects();
    const rect = rects[rects.length - 1];
    return rect ? rect.top : NaN;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, .visually-hidden")) continue;
    for (const match of node.data.matchAll(/\S{2,}/g)) {
      const start = match.index;
      const end = start + match[0].length;
      range.setStart(node, start);
      range.setEnd(node, end);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      if (rects.length < 2 || Math.abs(rects[rects.length - 1]!.top - rects[0]!.top) < 2) continue;
      const first = topOf(node, start, start + 1);
      for (let i = start + 1; i < end; i++) {
        const top = topOf(node, i, i + 1); // NaN for a soft hyphen where the line does not break: it has no box
        if (Number.isNaN(top) || top - first < 2) continue;
        const before = node.data[i - 1]!;
        if (!/[\u00ad\-‐–—/\u200b]/.test(before))
          found.push(
            `${match[0].replace(/\u00ad/g, "")} split as „${node.data.slice(start, i).replace(/\u00ad/g, "")}|${node.data.slice(i, end).replace(/\u00ad/g, "")}“ in <${parent.tagName.toLowerCase()} class="${parent.className}">`,
          );
        break;
      }
    }
  }
  return found;
}

describe("long words at a phone's width", () => {
  // Each page loaded once at 390 px and narrowed to 360 and 320, as the Firefox test below does: the lines at each
  // width are those a load at that width gives (responsive.test.ts), at a third of the loads.
  it("at 390, 360 and 320 px no word on any page is split without a hyphen", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    const split: string[] = [];
    for (const path of PAGES) {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(base + path);
      for (const width of [390, 360, 320]) {
        await page.setViewportSize({ width, height: 900 });
        split.push(...(await page.evaluate(splitWords)).map((s) => `${path} at ${width} px: ${s}`));
      }
    }
    await context.close();
    expect(split).toEqual([]);
  }, 120_000);

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
