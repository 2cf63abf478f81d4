// On paper: the calculator's "Print or save as PDF" gives one A4 page with the scenario a decision maker set (the
// four inputs, the three results, the assumptions, the date and the address that opens it again), in the page's
// language; any other page prints without the header's navigation, toasts or buttons, with links' addresses.
// Chromium prints to PDF (page.pdf(), the print stylesheet), and poppler's pdftotext reads the PDF back.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { closeContexts, sharedChromium } from "./chromium.ts";

const base = inject("baseUrl");
let browser: Browser;
let context: BrowserContext; // one for the file's pages
const dir = mkdtempSync(join(tmpdir(), "sitegen-print-"));
beforeAll(async () => {
  browser = await sharedChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await closeContexts(browser);
  rmSync(dir, { recursive: true, force: true });
});

/** The page printed to an A4 PDF: its page count and its text (line breaks and runs of spaces as one space). */
async function printed(page: Page, name: string): Promise<{ pages: number; text: string }> {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, await page.pdf({ format: "A4" }));
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)![1]), text: text.replace(/[\s\u00a0]+/g, " ") };
}

const LABELS = [
  "electricityPrice",
  "heatPrice",
  "itPrice",
  "volume",
  "electricityCost",
  "totalRevenue",
  "profit",
] as const;
type RoiCopy = Record<(typeof LABELS)[number] | "print" | "printedOn" | "printLink" | "reset", string>;

/** The calculator's labels and the first words of its assumptions, as the content gives them. */
function copyOf(lang: "de" | "en") {
  const read = (file: string) => parse(readFileSync(new URL(`../../content/${lang}/${file}`, import.meta.url), "utf8"));
  const roi = (read("ui.yaml") as { roi: RoiCopy }).roi;
  const note = (read("home.yaml") as { roi: { note: string } }).roi.note;
  return { roi, assumptions: note.split(/\s+/).slice(0, 6).join(" ") };
}
const de = copyOf("de");
const en = copyOf("en");

describe("the calculator on paper", () => {
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
  ])("$path: one A4 page with inputs, results, assumptions, date and URL", async (c) => {
    const page = await context.newPage();
    // Headless Chromium has no print dialog (its window.print() holds the page "being printed"): the button's call
    // is recorded, and page.pdf() prints the page as the dialog would, with the print stylesheet.
    await page.addInitScript(() => {
      window.print = () => document.documentElement.setAttribute("data-print-asked", "");
    });
    await page.goto(`${base}${c.path}#roi-tools`);
    await page.locator("[data-island=RoiCalculator][data-hydrated]").waitFor();
    const { roi } = c.copy;
    await page.getByRole("button", { name: roi.print }).click();
    await page.locator("html[data-print-asked]").waitFor({ state: "attached" });
    const { pages, text } = await printed(page, c.path.slice(0, 3).replace(/\W/g, ""));
    await page.close();
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
});

describe("any page on paper", () => {
  it("prints the text without the header's navigation and buttons, with the address of each outside link", async () => {
    const page = await context.newPage();
    await page.goto(`${base}/blog/meta-odense-datacenter-fernwaerme`);
    const heading = (await page.locator("h1").innerText()).replace(/\s+/g, " ");
    const nav = (await page.locator("#site-nav li a").allInnerTexts()).map((t) => t.trim()).join(" ");
    const cta = (await page.locator(".article__ctas .button").first().innerText()).trim();
    const source = await page.locator(".sources a").first().getAttribute("href");
    const { text } = await printed(page, "article");
    await page.close();
    expect(text).toContain(heading);
    expect(text, "the header's navigation").not.toContain(nav);
    expect(text, "a button").not.toContain(cta);
    expect(text.replace(/ /g, ""), "a source with its address").toContain(`(${source})`);
  });
});
