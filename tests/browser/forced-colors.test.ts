// Windows contrast themes: with forced colors every control and every figure keeps a visible shape.
// Read from screenshots: a pixel "shows" when it differs clearly from the theme's Canvas colour around it.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { closeContexts, sharedChromium } from "./chromium.ts";

const base = inject("baseUrl");
let browser: Browser;
let page: Page;
let decoder: Page; // a blank page decodes the screenshots: the site's CSP rightly forbids fetching data: URLs
beforeAll(async () => {
  browser = await sharedChromium();
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    forcedColors: "active",
    reducedMotion: "reduce",
  });
  page = await context.newPage();
  decoder = await context.newPage(); // a tab beside the page: a context of its own costs several times more
});
afterAll(() => closeContexts(browser));

type Rgb = readonly [number, number, number];
const distance = (a: Rgb, b: Rgb) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
/** Whether `p` differs clearly from `bg`, as a shape shows on the theme's Canvas colour. */
const shows = (bg: Rgb) => (p: Rgb) => distance(p, bg) > 60;

/** The colours of the pixels on one horizontal line of the viewport, from x to x + width, as the screen shows them. */
async function line(x: number, y: number, width: number): Promise<Rgb[]> {
  const png = await page.screenshot({
    clip: { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: 1 },
  });
  return decoder.evaluate(async (b64) => {
    const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
    const context = new OffscreenCanvas(image.width, 1).getContext("2d")!;
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, image.width, 1).data;
    return Array.from({ length: image.width }, (_, i) => [data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!] as const);
  }, png.toString("base64"));
}
const pixel = async (x: number, y: number) => (await line(x, y, 1))[0]!;

/** The theme's Canvas colour, as the page's background shows it. */
const canvas = () =>
  page.evaluate(
    () => getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number) as unknown as Rgb,
  );

const box = async (selector: string, index = 0) => (await page.locator(selector).nth(index).boundingBox())!;

describe("forced colors", () => {
  it("each ROI slider shows its whole track, its filled range apart from the rest, and its thumb", async () => {
    await page.goto(`${base}/#roi-tools`);
    await page.locator("[data-island=RoiCalculator][data-hydrated]").waitFor();
    await page.locator("[data-slider=volume]").waitFor({ state: "visible" });
    const bg = await canvas();
    for (let i = 0; i < 4; i++) {
      const track = await box(".slider__track", i);
      const thumb = await box(".slider__thumb", i);
      const y = track.y + track.height / 2;
      const filled = await line(track.x + 2, y, thumb.x - track.x - 6);
      const rest = await line(thumb.x + thumb.width + 4, y, track.x + track.width - thumb.x - thumb.width - 6);
      expect(filled.every(shows(bg)), `slider ${i}: filled range visible`).toBe(true);
      expect(rest.every(shows(bg)), `slider ${i}: rest of the track visible`).toBe(true);
      expect(distance(filled[0]!, rest.at(-1)!), `slider ${i}: range apart from the track`).toBeGreaterThan(60);
      const ring = await line(thumb.x, thumb.y + thumb.height / 2, thumb.width);
      expect(ring.some(shows(bg)), `slider ${i}: thumb visible`).toBe(true);
    }
  });

  it("the carousel's dots show, the current one looks different from the others, and a focused button shows its ring", async () => {
    await page.goto(`${base}/#stories`);
    await page.locator("[data-island=StoryCarousel][data-hydrated]").waitFor();
    const bg = await canvas();
    const centre = async (i: number) => {
      const b = await box(".carousel__dot", i);
      return pixel(b.x + b.width / 2, b.y + b.height / 2);
    };
    const [current, second, third] = [await centre(0), await centre(1), await centre(2)];
    expect([current, second, third].every(shows(bg))).toBe(true);
    expect(distance(current, second)).toBeGreaterThan(60);
    expect(distance(second, third)).toBeLessThan(10);

    await page.locator("[data-carousel=next]").focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab"); // keyboard focus, so :focus-visible applies
    const next = await box("[data-carousel=next]");
    const ring = await line(next.x - 6, next.y + next.height / 2, 3); // in the 3 px outline, 3 px off the button
    expect(ring.some(shows(bg))).toBe(true);
  });

  it("the efficiency chart's bars and the cards' and table's edges show", async () => {
    await page.goto(`${base}/technologie-deep-dive`);
    const bg = await canvas();
    for (let i = 0; i < 2; i++) {
      await page.locator(".chart__bar").nth(i).scrollIntoViewIfNeeded();
      const bar = await box(".chart__bar", i);
      expect(shows(bg)(await pixel(bar.x + 4, bar.y + bar.height / 2)), `bar ${i}`).toBe(true);
      const track = await box(".chart__track", i);
      expect(shows(bg)(await pixel(track.x + track.width - 1, track.y + track.height / 2)), `track ${i} edge`).toBe(
        true,
      );
    }
    for (const selector of [".table-wrap", ".card"]) {
      await page.locator(selector).first().scrollIntoViewIfNeeded();
      const b = await box(selector);
      const across = await line(b.x - 2, b.y + b.height / 2, 5);
      expect(across.some(shows(bg)), `${selector} edge`).toBe(true);
    }
  });
});
