// No word is split at a line end without a hyphen, on any page at a phone's width. Debian's Chromium has no
// hyphenation dictionary (nor has WebKitGTK), so `hyphens: auto` does nothing there and `overflow-wrap` would break
// a long German word anywhere („Jahreswärmebedar|fs“); the soft hyphens the build puts into long words are
// what makes it break at a syllable, with a hyphen shown.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./chromium.ts";
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
  it.each([320, 390])("at %i px no word on any page is split without a hyphen", async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const split: string[] = [];
    for (const path of PAGES) {
      await page.goto(base + path);
      split.push(...(await page.evaluate(splitWords)).map((s) => `${path}: ${s}`));
    }
    await context.close();
    expect(split).toEqual([]);
  });

  it("leaves find-in-page whole: a word with soft hyphens is found as it is typed", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
    await page.goto(`${base}/success-stories`);
    const found = await page.evaluate(() => {
      let word = "";
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node && !word; node = walker.nextNode())
        word = node.textContent!.match(/\p{L}+\u00ad[\p{L}\u00ad]+/u)?.[0] ?? "";
      // window.find runs the browser's own find-in-page over the rendered text
      return { word, found: (window as unknown as { find(s: string): boolean }).find(word.replace(/\u00ad/g, "")) };
    });
    await page.close();
    expect(found.word, "a hyphenated word on the page").not.toBe("");
    expect(found.found, `„${found.word.replace(/\u00ad/g, "")}“ found`).toBe(true);
  });
});
