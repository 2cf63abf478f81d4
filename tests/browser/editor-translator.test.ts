// The translator's workflow in the editor, in Chromium: a FAQ question removed in the form leaves every other pair
// in sync; Confirm records the English text the form shows (saving it first), not the file's older one; "confirm
// all" lists every pair with what changed before it confirms them. Axe finds nothing along the way. Runs on a copy
// of site.yaml and content/ with the committed lock file.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../build/project.ts";
import { violationLines } from "./axe.ts";
import type { DevProcess } from "./dev-process.ts";
import { editorSession } from "./editor-session.ts";

const dir = copyProject();
const LOCK = join(dir, "content/translations.lock.yaml");
const WAIT = { timeout: 30_000 }; // a rebuild on a loaded machine (three dev servers at once in the browser tests)

type Faq = { faqs: { questions: { q: string; a: string }[] }[] };
const faq = (lang: "de" | "en") => parse(readFileSync(join(dir, `content/${lang}/faq.yaml`), "utf8")) as Faq;
const lock = () => readFileSync(LOCK, "utf8");

const editor = editorSession(dir, { consoleErrors: true });
const { errors } = editor;
let page: Page;
let dev: DevProcess;
beforeAll(() => void ({ page, dev } = editor));

const axeViolations = () => violationLines(page);

/** The translation status of every pair the form shows, by its class (ed-in-sync, ed-outdated …). */
const statuses = () =>
  page.locator(".ed-translation").evaluateAll((all) => all.map((e) => e.className.replace("ed-translation ", "")));
const notInSync = async () => (await statuses()).filter((s) => s !== "ed-in-sync");
const saved = () => expect.poll(() => page.getByRole("status").first().innerText(), WAIT).toContain("Saved");

describe("the translator's workflow", () => {
  it("leaves every other pair in sync when a FAQ question is removed, without axe violations", async () => {
    await page.goto(`${dev.base}/__sitegen/edit/`);
    await page.getByRole("link", { name: "faq", exact: true }).click();
    await page.locator("#f-de-faqs-0-questions-0-a").waitFor(WAIT);
    await expect.poll(() => statuses(), WAIT).not.toEqual([]);
    const before = (await statuses()).length;
    expect(await notInSync()).toEqual([]);
    const second = faq("en").faqs[0]!.questions[1]!.q;

    await page.getByRole("button", { name: "Remove Questions: item 1 in both languages" }).first().click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await saved();
    expect(faq("en").faqs[0]!.questions[0]!.q).toBe(second);
    // The status as the editor reads it from the files now, not as it was loaded before the save.
    await expect.poll(() => page.getByRole("status").first().innerText(), WAIT).toContain("The preview shows it.");
    await page.reload();
    await page.locator("#f-de-faqs-0-questions-0-a").waitFor(WAIT);
    await expect.poll(async () => (await statuses()).length, WAIT).toBe(before - 2);
    expect(await notInSync()).toEqual([]);
    expect(await page.getByRole("button", { name: /^Review and confirm all/ }).count()).toBe(0);
    expect(await axeViolations()).toEqual([]);
  });

  it("confirms the English text the form shows, saving it first, not the file's older one", async () => {
    const pair = (lang: string) => `#f-${lang}-faqs-0-questions-0-a`;
    const de = `${faq("de").faqs[0]!.questions[0]!.a} Neu im Editor.`;
    await page.locator(pair("de")).fill(de);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await saved();
    const status = page.locator(".ed-field", { has: page.locator(pair("en")) }).locator(".ed-translation");
    await expect.poll(() => status.innerText(), WAIT).toMatch(/^Translation outdated \(German changed\)/);

    const en = `${faq("en").faqs[0]!.questions[0]!.a} New in the editor.`;
    await page.locator(pair("en")).fill(en); // not saved
    await status.getByRole("button", { name: /^Confirm translation of/ }).click();
    await expect.poll(() => status.innerText(), WAIT).toBe("Translation in sync");
    expect(faq("en").faqs[0]!.questions[0]!.a).toBe(en); // saved first
    expect(lock()).toContain(JSON.stringify(en));
    expect(lock()).toContain(JSON.stringify(de));
    expect(await notInSync()).toEqual([]);
  });

  it("shows every pair with what changed before confirming all of them, without axe violations", async () => {
    const questions = faq("de").faqs[0]!.questions;
    const edits = [1, 2].map((i) => ({ i, text: `${questions[i]!.q.replace(/\?$/, "")}, geändert ${i}?` }));
    for (const { i, text } of edits) await page.locator(`#f-de-faqs-0-questions-${i}-q`).fill(text);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await saved();
    const all = page.getByRole("button", { name: /^Review and confirm all 2 translations/ });
    await all.waitFor(WAIT);
    const before = lock();
    await all.click();

    const dialog = page.getByRole("dialog", { name: "Confirm 2 translations" });
    await dialog.waitFor(WAIT);
    const items = dialog.getByRole("listitem");
    expect(await items.count()).toBe(2);
    for (const [n, { i }] of edits.entries()) {
      expect(await items.nth(n).getByRole("heading").innerText()).toBe(`faqs[0].questions[${i}].q: outdated`);
      expect(await items.nth(n).locator("ins").allInnerTexts()).toEqual(
        expect.arrayContaining([expect.stringContaining(`geändert ${i}`)]),
      );
      expect(await items.nth(n).innerText()).toContain(faq("en").faqs[0]!.questions[i]!.q); // the English kept
    }
    expect(await axeViolations()).toEqual([]);
    expect(lock()).toBe(before); // showing confirms nothing

    await dialog.getByRole("button", { name: "Confirm these 2 translations" }).click();
    await expect.poll(() => page.getByText("Confirmed 2 translations of this page.").count(), WAIT).toBe(1);
    expect(await notInSync()).toEqual([]);
    for (const { text } of edits) expect(lock()).toContain(JSON.stringify(text));
    expect(await axeViolations()).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("the editor in the maintainer's language", () => {
  it("speaks German in a German browser, FAQ labels and help included, and the switch to English stays", async () => {
    const browser = page.context().browser()!;
    const context = await browser.newContext({ locale: "de-DE", viewport: { width: 1440, height: 900 } });
    const de = await context.newPage();
    de.on("pageerror", (e) => errors.push(e.message));
    await de.goto(`${dev.base}/__sitegen/edit/`);
    await de.getByRole("heading", { name: "Die Website bearbeiten" }).waitFor(WAIT);
    expect(await de.locator("html").getAttribute("lang")).toBe("de");
    await de.getByRole("link", { name: "faq", exact: true }).click();
    const question = de.locator("#f-de-faqs-0-questions-0-q");
    await question.waitFor(WAIT);
    expect(await de.getByRole("button", { name: "Speichern", exact: true }).count()).toBe(1);
    // The field's label and help, as a screen reader announces them.
    const labelId = (await question.getAttribute("aria-labelledby"))!.split(" ")[0]!;
    expect(await de.locator(`#${labelId}`).innerText()).toBe("Frage");
    const helpId = (await question.getAttribute("aria-describedby"))!.split(" ")[0]!;
    expect(await de.locator(`#${helpId}`).innerText()).toBe("Die Frage");
    expect(await de.getByRole("group", { name: "Fragen: Eintrag 1" }).count()).toBeGreaterThan(0);
    expect(await violationLines(de)).toEqual([]);

    await de.getByLabel("Sprache des Editors").first().selectOption("en");
    await de.getByRole("button", { name: "Save", exact: true }).waitFor(WAIT);
    expect(await de.locator(`#${labelId}`).innerText()).toBe("Question");
    expect(await de.locator("html").getAttribute("lang")).toBe("en");
    await de.reload();
    await question.waitFor(WAIT);
    expect(await de.locator(`#${labelId}`).innerText()).toBe("Question"); // the choice is kept in this browser
    expect(await de.locator(`#${helpId}`).innerText()).toBe("The question");
    expect(await de.getByLabel("Editor language").first().inputValue()).toBe("en");
    expect(errors).toEqual([]);
  });
});
