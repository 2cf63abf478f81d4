// On paper: the calculator's "Print or save as PDF" gives one A4 page with the scenario a decision maker set (the
// four inputs, the three results, the assumptions, the date and the address that opens it again), in the page's
// language; any other page prints without the header's navigation, toasts or buttons, with links' addresses.
// Chromium prints to PDF (page.pdf(), the print stylesheet), and poppler's pdftotext reads the PDF back.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./chromium.ts";

const base = inject("baseUrl");
let browser: Browser;
const dir = mkdtempSync(join(tmpdir(), "sitegen-print-"));
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
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

describe("the calculator on paper", () => {
  it.each([
    {
      path: "/?strompreis=0.2&waermepreis=80",
      button: "Drucken oder als PDF speichern",
      inputs: ["Strompreis", "0,20 €/kWh", "Wärmepreis", "80 €/MWh", "IT-Vergütung", "Strommenge pro Jahr", "5,0 GWh"],
      results: ["Stromkosten pro Jahr", "1.000.000 €", "Gesamterlös pro Jahr", "Jahresergebnis vor Investition"],
      assumptions: "Die Berechnung schätzt das Jahresergebnis vor Investitionskosten",
      date: /Berechnet am \d{1,2}\. \p{L}+ 20\d\d/u,
      link: "Diese Berechnung online:",
    },
    {
      path: "/en?strompreis=0.2&waermepreis=80",
      button: "Print or save as PDF",
      inputs: ["Electricity price", "€0.20/kWh", "Heat price", "€80/MWh", "IT remuneration", "5.0 GWh"],
      results: ["Annual electricity cost", "€1,000,000", "Total annual revenue", "Annual profit before investment"],
      assumptions: "This is an estimate of annual profit before investment costs",
      date: /Calculated on \d{1,2} \p{L}+ 20\d\d/u,
      link: "This calculation online:",
    },
  ])("$path: one A4 page with inputs, results, assumptions, date and URL", async (c) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Headless Chromium has no print dialog (its window.print() holds the page "being printed"): the button's call
    // is recorded, and page.pdf() prints the page as the dialog would, with the print stylesheet.
    await page.addInitScript(() => {
      window.print = () => document.documentElement.setAttribute("data-print-asked", "");
    });
    await page.goto(`${base}${c.path}#roi-tools`);
    await page.locator("[data-island=RoiCalculator][data-hydrated]").waitFor();
    await page.getByRole("button", { name: c.button }).click();
    await page.locator("html[data-print-asked]").waitFor({ state: "attached" });
    const { pages, text } = await printed(page, c.button.slice(0, 5));
    await page.close();
    expect(pages, text).toBe(1);
    for (const part of [...c.inputs, ...c.results, c.assumptions, c.link]) expect(text).toContain(part);
    expect(text).toMatch(c.date);
    // The address that opens this scenario again, whole (pdftotext may break it at its line end).
    expect(text.replace(/ /g, "")).toContain(`${base}${c.path}`.replace(/ /g, ""));
    // Only the calculator: not the hero, the stories or the footer, and no button.
    expect(text).not.toContain(c.button);
    expect(text).not.toMatch(/Standardwerte wiederherstellen|Reset to defaults/);
  });
});

describe("any page on paper", () => {
  it("prints the text without the header's navigation and buttons, with the address of each outside link", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
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
