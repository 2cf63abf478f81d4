// The islands in Chromium: the calculator, the carousel, the accordion, hydrated without errors and used without a
// CSP violation (docs/architecture.md §2.5).
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { closeContexts, sharedChromium } from "./chromium.ts";
import { expectClean, expectServedWithCsp, watch, watched, type Watched } from "./csp-watch.ts";

const base = inject("baseUrl");
let browser: Browser;
let page: Page;
let errors: string[];
let csp: Watched;
beforeAll(async () => {
  browser = await sharedChromium();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } }); // the CSP enforced, as for a visitor
  page.on("console", (m) => (m.type() === "error" || m.type() === "warning") && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(String(e)));
  await watch(page, () => csp.problems);
});
beforeEach(() => {
  errors = [];
  csp = watched(page, []);
});
afterEach(async () => {
  expect(errors, "errors and warnings on the console").toEqual([]);
  await expectClean(csp, page.url());
});
afterAll(() => closeContexts(browser));

async function open(path: string): Promise<void> {
  expectServedWithCsp(await page.goto(base + path), path);
}

/** Once both FAQ categories' accordions have hydrated. */
async function bothAccordionsHydrated(): Promise<void> {
  await page.locator("[data-island=FaqAccordion][data-hydrated]").nth(1).waitFor();
  expect(await page.locator("[data-island=FaqAccordion][data-hydrated]").count()).toBe(2);
}

// Intl puts a no-break space before €; compare as a reader sees it.
const result = async (name: string) =>
  (await page.locator(`[data-result=${name}]`).innerText()).replace(/\u00a0/g, " ");

describe("ROI calculator", () => {
  it("shows the default results in the HTML and hydrates without a warning", async () => {
    await open("/#roi-tools");
    expect(await result("electricityCost")).toBe("750.000 €");
    expect(await result("totalRevenue")).toBe("1.100.000 €");
    expect(await result("profit")).toBe("350.000 €");
    await page.locator("[data-island=RoiCalculator][data-hydrated]").waitFor();
  });

  it("recomputes on keyboard steps: arrow one step, Page Up ten, End to the maximum, and keeps the scenario in the URL", async () => {
    const price = page.locator("[data-slider=electricityPrice]");
    await price.focus();
    await page.keyboard.press("ArrowRight");
    expect(await price.getAttribute("aria-valuenow")).toBe("0.16"); // its text and result: lazy-islands.test.ts
    await page.keyboard.press("PageUp");
    expect(await price.getAttribute("aria-valuenow")).toBe("0.26");
    await page.keyboard.press("End");
    expect(await price.getAttribute("aria-valuenow")).toBe("0.4");
    expect(await result("profit")).toBe("-900.000 €");
    expect(new URL(page.url()).searchParams.get("strompreis")).toBe("0.4");
    await page.reload();
    await page.waitForFunction(
      () => document.querySelector("[data-result=profit]")?.textContent?.replace(/\u00a0/g, " ") === "-900.000 €",
    );
    await page.getByRole("button", { name: "Standardwerte wiederherstellen" }).click();
    expect(await result("profit")).toBe("350.000 €");
    expect(new URL(page.url()).search).toBe("");
  });

  it("speaks English on the English page: values, slider texts and results, with the URL the same in both languages", async () => {
    await open("/en#roi-tools");
    const values = (await page.locator(".roi__value").allInnerTexts()).map((t) => t.replace(/\u00a0/g, " "));
    expect(values).toEqual(["€0.15/kWh", "€60/MWh", "€0.16/kWh", "5.0 GWh/year"]);
    expect(await result("electricityCost")).toBe("€750,000");
    expect(await result("totalRevenue")).toBe("€1,100,000");
    expect(await result("profit")).toBe("€350,000");
    await page.locator("[data-island=RoiCalculator][data-hydrated]").waitFor();
    const volume = page.locator("[data-slider=volume]");
    await volume.focus();
    await page.keyboard.press("PageUp");
    expect((await volume.getAttribute("aria-valuetext"))?.replace(/\u00a0/g, " ")).toBe("6.0 GWh/year");
    expect(await result("totalRevenue")).toBe("€1,320,000");
    expect(new URL(page.url()).search).toBe("?strommenge=6000000");
  });
});

it("the story carousel wraps around and marks the current dot", async () => {
  await open("/en");
  const current = () => page.locator(".carousel__dot[aria-current=true]").getAttribute("aria-label");
  expect(await current()).toBe("Show story 1 of 3");
  await page.locator("[data-carousel=previous]").click(); // before hydration: replayed once React has taken over
  await page.locator('.carousel__dot[aria-current=true][aria-label="Show story 3 of 3"]').waitFor();
  await page.locator("[data-carousel=next]").click();
  expect(await current()).toBe("Show story 1 of 3");
  await page.locator(".carousel__dot").nth(1).click();
  expect(await current()).toBe("Show story 2 of 3");
});

it("the FAQ accordion opens one item per category, closes it again, and opens and scrolls to a question from a hash link", async () => {
  await open("/faq");
  // Clicks before hydration are replayed (lazy-islands.test.ts); here the state is read right after each click.
  await bothAccordionsHydrated();
  const item = (c: number, q: number) => page.locator(`#item-${c}-${q}`);
  const state = (c: number, q: number) => item(c, q).locator(".accordion__content").getAttribute("data-state");
  await item(0, 0).locator("button").click();
  expect(await state(0, 0)).toBe("open");
  await item(0, 1).locator("button").click();
  expect([await state(0, 0), await state(0, 1)]).toEqual(["closed", "open"]);
  await item(0, 1).locator("button").click();
  expect(await state(0, 1)).toBe("closed");
  expect(await item(0, 1).locator(".accordion__content").getAttribute("hidden")).toBe("until-found");
  await page.goto(`${base}/faq#item-1-2`);
  await page.locator("#item-1-2 .accordion__content[data-state=open]").waitFor({ state: "attached" });
  // …and scrolled to: the question at the top of the window, not where the closed accordion had it.
  await page.waitForFunction(() => Math.round(document.getElementById("item-1-2")!.getBoundingClientRect().top) < 200);
});

it("names in an island: hydrates the English FAQ with its German name marked as the server wrote it, without a mismatch", async () => {
  await page.goto(`${base}/en/faq#item-1-4`);
  await bothAccordionsHydrated();
  await page.locator("#item-1-4 .accordion__content[data-state=open]").waitFor({ state: "attached" });
  // A mismatch logs React's error #418 and replaces the server's markup with the browser's.
  expect(await page.locator("#item-1-4 .accordion__content [lang=de]").allInnerTexts()).toEqual([
    "Bundesförderung für effiziente Wärmenetze",
  ]);
});
