// The home page as a visitor on a desktop and on a phone reads its figures, in Chromium and in Firefox (which breaks
// after a slash): no line starts with a unit or the second half of a range („0,015–⏎0,03 €/kWh“, "€60/⏎MWh"), at
// 1280 and 390 px, in both languages. Every page at every width in Chromium is judged by the sweep (pages.test.ts),
// and in Firefox at a phone's widths by firefox-widgets.test.ts.
import type { Browser as Firefox } from "puppeteer-core";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { UNITS } from "../../generator/typeset/typography.ts";
import { closeContexts, sharedChromium } from "./chromium.ts";
import { launchFirefox } from "./firefox.ts";
import { brokenFigures } from "./sweep.ts";

const base = inject("baseUrl");
let chromium: Browser;
let firefox: Firefox;
beforeAll(async () => void ([chromium, firefox] = await Promise.all([sharedChromium(), launchFirefox()])));
afterAll(() => Promise.all([closeContexts(chromium), firefox?.close()]));

/** A tab of either browser as this test uses it. */
interface Tab {
  goto(url: string, options: { waitUntil: "load" }): Promise<unknown>;
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R>;
  close(): Promise<void>;
}
const open: Record<string, (width: number) => Promise<Tab>> = {
  Chromium: (width) => chromium.newPage({ viewport: { width, height: 900 } }),
  Firefox: async (width) => {
    const page = await firefox.newPage();
    await page.setViewport({ width, height: 900 });
    return page as unknown as Tab;
  },
};

describe.each(Object.keys(open))("figures on the home page in %s", (browser) => {
  it.each(["/", "/en"].flatMap((path) => [1280, 390].map((width) => [path, width] as const)))(
    "%s at %i px: no line starts with a unit or the second half of a range",
    async (path, width) => {
      const page = await open[browser]!(width);
      await page.goto(base + path, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready, undefined);
      expect(await page.evaluate(brokenFigures, [...UNITS])).toEqual([]);
      await page.close();
    },
  );
});
