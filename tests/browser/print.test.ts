// On paper: the calculator's "Print or save as PDF" gives one A4 page with the scenario a decision maker set (the
// four inputs, the three results, the assumptions, the date and the address that opens it again), in the page's
// language; any other page prints without the header's navigation, toasts or buttons, with links' addresses.
// Chromium prints to PDF (page.pdf(), the print stylesheet), and poppler's pdftotext reads the PDF back.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { parse } from "yaml";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { closeContexts, sharedChromium } from "./chromium.ts";
import { tabPool, type TabPool } from "./tabs.ts";

const base = inject("baseUrl");
let browser: Browser;
let tabs: TabPool;
const VIEWPORT = { width: 1280, height: 900 };
beforeAll(async () => {
  browser = await sharedChromium();
  const context = await browser.newContext({ viewport: VIEWPORT });
  // Headless Chromium has no print dialog (its window.print() holds the page "being printed"): a call is recorded,
  // and page.pdf() prints the page as the dialog would, with the print stylesheet.
  await context.addInitScript(() => {
    window.print = () => document.documentElement.setAttribute("data-print-asked", "");
  });
  tabs = tabPool(context);
});
afterAll(() => closeContexts(browser));

/** The page printed to an A4 PDF: its page count (pdftotext ends each with a form feed) and its text. */
async function printed(page: Page): Promise<{ pages: number; text: string }> {
  const pdf = await page.pdf({ format: "A4" });
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf, encoding: "utf8" });
  return { pages: text.split("\f").length - 1, text: text.replace(/[\s\u00a0]+/g, " ") };
}

const LABELS = ["electricityPrice", "heatPrice", "itPrice", "volume", "electricityCost", "totalRevenue", "profit"];

/** The calculator's labels and the first words of its assumptions, as the content gives them. */
function copyOf(lang: "de" | "en") {
  const read = (file: string) => parse(readFileSync(new URL(`../../content/${lang}/${file}`, import.meta.url), "utf8"));
  const roi = (
    read("ui.yaml") as { roi: Record<string, string> & Record<"print" | "printedOn" | "printLink" | "reset", string> }
  ).roi;
  const note = (read("home.yaml") as { roi: { note: string } }).roi.note;
  return { roi, assumptions: note.split(/\s+/).slice(0, 6).join(" ") };
}
const de = copyOf("de");
const en = copyOf("en");

it.each([
  {
    path: "/?strompreis=0.2&waermepreis=80",
    copy: de,
    values: ["0,20 €/kWh", "80 €/MWh", "0,16 €/kWh", "5,0 GWh/Jahr", "1.000.000 €", "1.200.000 €", "200.000 €"],
    date: /\d{1,2}\. \p{L}+ 20\d\d/u,
  },
  {
    path: "/en?strompreis=0.2&waermepreis=80",
    copy: en,
    values: ["€0.20/kWh", "€80/MWh", "€0.16/kWh", "5.0 GWh/year", "€1,000,000", "€1,200,000", "€200,000"],
    date: /\d{1,2} \p{L}+ 20\d\d/u,
  },
])("the calculator on paper, $path: one A4 page with inputs, results, assumptions, date and URL", async (c) => {
  const { roi } = c.copy;
  const { pages, text } = await tabs.withTab(VIEWPORT, async (page) => {
    await page.goto(`${base}${c.path}#roi-tools`);
    await page.locator("[data-island=RoiCalculator][data-hydrated]").waitFor();
    await page.getByRole("button", { name: roi.print }).click();
    await page.locator("html[data-print-asked]").waitFor({ state: "attached" });
    return printed(page);
  });
  expect(pages, text).toBe(1);
  for (const part of [...LABELS.map((l) => roi[l]), ...c.values, c.copy.assumptions, roi.printLink])
    expect(text).toContain(part);
  expect(text).toMatch(new RegExp(roi.printedOn.replace("{date}", c.date.source), "u"));
  // The address that opens this scenario again, whole (pdftotext may break it at its line end).
  expect(text.replace(/ /g, "")).toContain(`${base}${c.path}`.replace(/ /g, ""));
  // Only the calculator: not the hero, the stories or the footer, and no button.
  expect(text).not.toContain(roi.print);
  expect(text).not.toContain(roi.reset);
});

it("any page on paper prints the text without the header's navigation and buttons, with the address of each outside link", async () => {
  const { heading, nav, cta, source, text } = await tabs.withTab(VIEWPORT, async (page) => {
    await page.goto(`${base}/blog/meta-odense-datacenter-fernwaerme`);
    return {
      heading: (await page.locator("h1").innerText()).replace(/\s+/g, " "),
      nav: (await page.locator("#site-nav li a").allInnerTexts()).map((t) => t.trim()).join(" "),
      cta: (await page.locator(".article__ctas .button").first().innerText()).trim(),
      source: await page.locator(".sources a").first().getAttribute("href"),
      ...(await printed(page)),
    };
  });
  expect(text).toContain(heading);
  expect(text, "the header's navigation").not.toContain(nav);
  expect(text, "a button").not.toContain(cta);
  expect(text.replace(/ /g, ""), "a source with its address").toContain(`(${source})`);
});
