// The editor's link fields in Chromium: a button whose target is `ext:booking` shows that target and where it
// leads, the field offers every target (pages, their anchors, ext: names), and a new target is saved as typed.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../build/project.ts";
import { closeContexts, sharedChromium } from "./chromium.ts";
import { startDev, type DevProcess } from "./dev-process.ts";

const dir = copyProject();
const DE = "content/de/economics.yaml";
const WAIT = { timeout: 10_000 }; // a rebuild on a loaded machine
let dev: DevProcess;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  dev = await startDev(dir);
  browser = await sharedChromium();
  page = await (await browser.newContext({ locale: "en-US", viewport: { width: 1440, height: 900 } })).newPage();
});

afterAll(async () => {
  await closeContexts(browser);
  await dev?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The "Leads to" line under the field with `id`. */
const leadsTo = (id: string) => page.locator(`#${id}`).locator("xpath=..").locator(".ed-reads").first().innerText();

describe("a link field of the editor", () => {
  it("shows ext:booking as written, with the booking page it leads to, in both languages", async () => {
    await page.goto(`${dev.base}/__sitegen/edit/`);
    await page.getByRole("link", { name: "economics", exact: true }).click();
    const de = page.locator("#f-de-cta-button-to");
    await de.waitFor(WAIT);
    expect(await de.inputValue()).toBe("ext:booking");
    expect(await page.locator("#f-en-cta-button-to").inputValue()).toBe("ext:booking");
    expect(await leadsTo("f-de-cta-button-to")).toBe("Leads to: https://cal.rechenwaerme.example/beratung-30-min");
    expect(await page.locator("#f-de-hero-cta-to").inputValue()).toBe("home#roi-tools");
    expect(await leadsTo("f-de-hero-cta-to")).toBe("Leads to: /#roi-tools");
    expect(await leadsTo("f-en-hero-cta-to")).toBe("Leads to: /en#roi-tools");
  });

  it("offers pages, their anchors and ext: names", async () => {
    const offered = await page
      .locator(`#${await page.locator("#f-de-cta-button-to").getAttribute("list")} option`)
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toEqual(
      expect.arrayContaining(["home", "home#roi-tools", "faq", "ext:booking", "ext:contactForm"]),
    );
  });

  it("is set to home#roi-tools: the line follows as it is typed, and the file gets it on save", async () => {
    const de = page.locator("#f-de-cta-button-to");
    await de.fill("home#roi-tools");
    expect(await leadsTo("f-de-cta-button-to")).toBe("Leads to: /#roi-tools");
    await de.fill("hom");
    expect(await leadsTo("f-de-cta-button-to")).toBe(
      "Leads to: hom as written (no page, anchor or ext: name of this site)",
    );
    await de.fill("home#roi-tools");
    // A button leads to the same page in both languages: the build (and so the save) refuses it otherwise.
    await page.locator("#f-en-cta-button-to").fill("home#roi-tools");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByRole("status").innerText(), WAIT).toContain("Saved");
    for (const file of [DE, DE.replace("/de/", "/en/")]) {
      const saved = parse(readFileSync(join(dir, file), "utf8")) as { cta: { button: { to: string } } };
      expect(saved.cta.button.to).toBe("home#roi-tools");
    }
  });
});
