import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { parse } from "yaml";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port.mjs";
import { copyProject, edit, repoRoot } from "../build/project-copy.ts";
import { axe } from "./axe.ts";
import { startDev } from "./dev-process.ts";
import { editorSession, statusOf } from "./editor-session.ts";

const DE = "content/de/faq.yaml";
const EN = "content/en/faq.yaml";
const ORIGINAL = readFileSync(join(repoRoot, DE), "utf8");
const editor = editorSession();
const { dir } = editor;
let page: Page;
let phone: Page | undefined;
beforeAll(() => void ({ page } = editor));

afterEach(async () => {
  await editor.leave(page);
  await editor.restore(DE, EN);
});

afterAll(() => expect(editor.errors).toEqual([]));

/** The file's tab (or the phone's, at 390 px) showing `hash` of the editor. */
async function open(hash: string, width = 1440): Promise<Page> {
  const tab =
    width < 600 ? (phone ??= await editor.newTab({ viewport: { width, height: 844 }, hasTouch: true })) : page;
  await tab.goto(`${editor.dev.base}/__sitegen/edit/${hash}`);
  return tab;
}

async function openFaq(width?: number): Promise<Page> {
  const tab = await open("#/page/faq", width);
  await tab.locator("#f-de-header").waitFor();
  return tab;
}

type Faq = { faqs: { questions: { q: string; a: string }[] }[] };
const disk = () => parse(readFileSync(join(dir, DE), "utf8")) as { title: string; header: string; subline: string };
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

describe("the editor loses nothing", () => {
  it("saves by Save and by Ctrl+S with the focus kept on the field, and says in the status bar what the preview shows", async () => {
    const page = await openFaq();
    await expect.poll(() => activeId(page)).toBe("f-de-title"); // the first field as the form opens
    await page.locator("#f-de-faqs-0-questions-0-a").fill("Bis zu {figures.heatOutputC} °C, netzseitig gemessen.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => statusOf(page)).toContain("Saved");
    expect(await activeId(page)).toBe("f-de-faqs-0-questions-0-a");
    const pair = page.locator(".ed-field", { has: page.locator("#f-en-faqs-0-questions-0-a") });
    await pair.getByRole("button", { name: /^Confirm translation of/ }).click();
    await expect.poll(() => pair.locator(".ed-translation").innerText()).toBe("Translation in sync");
    expect(await activeId(page)).toBe("f-de-faqs-0-questions-0-a"); // the field last edited, not the page's body

    await page.locator("#f-de-header").fill("Fragen und Antworten");
    // Another file saved just before: its build may end while this save is under way, and is not this save's.
    edit(dir, EN, /^header: .*$/m, "header: Questions saved elsewhere");
    await page.keyboard.press("Control+s");
    await expect.poll(() => statusOf(page)).toBe("Saved content/de/faq.yaml. The preview shows it.");
    expect(disk().header).toBe("Fragen und Antworten");
    expect(await activeId(page)).toBe("f-de-header");
    expect(await page.frameLocator("iframe").locator("h1").innerText()).toContain("Fragen und Antworten"); // as it says
    await page.keyboard.press("Control+s"); // again, with nothing changed: said, and nothing written
    await expect.poll(() => statusOf(page)).toBe("Nothing to save.");
    await page.locator("#f-de-header").fill("");
    await page.keyboard.press("Control+s");
    await page.getByRole("button", { name: "Save anyway (the build will report it)" }).click();
    await expect
      .poll(() => statusOf(page))
      .toBe(
        "Saved content/de/faq.yaml. The build stopped at the problems below: the preview still shows the last good build.",
      );
    // The preview's overlay (in its shadow root) says the same.
    await page
      .frameLocator("iframe")
      .getByText(/the pages still show the last good build/)
      .waitFor();
  });

  it("keeps unsaved changes through a reload, says so, and drops them on Discard", async () => {
    const page = await openFaq();
    await page.locator("#f-de-header").click();
    await page.keyboard.type(" – Entwurf");
    page.once("dialog", (dialog) => void dialog.accept()); // "Leave site?": yes
    await page.reload();
    await page.locator("#f-de-header").waitFor();
    const notice = page.getByRole("region", { name: "Restored unsaved changes" });
    await expect.poll(() => notice.innerText()).toContain("Restored unsaved changes");
    expect(await page.locator("#f-de-header").inputValue()).toBe("Häufige Fragen – Entwurf");
    expect(await statusOf(page)).toBe("Unsaved changes");
    expect(disk().header).toBe("Häufige Fragen"); // kept in the browser, not written
    await notice.getByRole("button", { name: "Discard the restored changes" }).click();
    await expect.poll(() => page.locator("#f-de-header").inputValue()).toBe("Häufige Fragen");
    expect(await notice.count()).toBe(0);
    await page.reload();
    await page.locator("#f-de-header").waitFor();
    expect(await page.locator("#f-de-header").inputValue()).toBe("Häufige Fragen"); // nothing comes back
    expect(await page.getByRole("region", { name: "Restored unsaved changes" }).count()).toBe(0);
  });

  it("keeps each tab's changes: a save in one drops nothing of another's, a tab asks before it is closed, and a closed tab's come back in the next", async () => {
    const first = await openFaq();
    const other = () => first.context().newPage();
    const second = await other();
    await second.goto(`${editor.dev.base}/__sitegen/edit/#/page/faq`);
    await second.locator("#f-de-subline").fill("Subline aus dem zweiten Tab.");
    await first.locator("#f-de-header").fill("Header aus dem ersten Tab");
    await first.keyboard.press("Control+s");
    await expect.poll(() => statusOf(first)).toContain("Saved content/de/faq.yaml");
    second.once("dialog", (dialog) => void dialog.accept());
    await second.reload();
    await expect.poll(() => second.locator("#f-de-subline").inputValue()).toBe("Subline aus dem zweiten Tab.");
    expect(await second.getByRole("region", { name: "Restored unsaved changes" }).innerText()).toContain(
      "changed on disk since",
    );
    // Typed (the user activation the browser's question needs): the tab asks before it is closed, and stays.
    await second.locator("#f-de-subline").press("End");
    await second.keyboard.type(" Noch offen.");
    const asked = new Promise<string>((resolve) =>
      second.once("dialog", (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await second.close({ runBeforeUnload: true });
    expect(await asked).toBe("beforeunload");
    expect(second.isClosed()).toBe(false);
    await second.close(); // unsaved: the tab opened next takes its change over
    const third = await other();
    await third.goto(`${editor.dev.base}/__sitegen/edit/#/page/faq`);
    await expect
      .poll(() => third.locator("#f-de-subline").inputValue())
      .toBe("Subline aus dem zweiten Tab. Noch offen.");
    await third.close({ runBeforeUnload: false });
  });

  it("offers a draft only in the project it was made in, though another is served on the same port meanwhile", async () => {
    const port = await freePort();
    const [a, b] = [copyProject(), copyProject()];
    const tab = await editor.newTab();
    tab.on("dialog", (dialog) => void dialog.accept()); // leaving a form with unsaved changes
    /** sitegen dev of `project` on the one port, and the FAQ's header as its form opens in the tab. */
    const header = async (project: string) => {
      const dev = await startDev(project, undefined, port);
      await tab.goto(`${dev.base}/__sitegen/edit/#/page/faq`);
      return { dev, value: await tab.locator("#f-de-header").inputValue() };
    };
    try {
      let { dev, value } = await header(a);
      await tab.locator("#f-de-header").fill("Entwurf von Projekt A");
      await tab.goto("about:blank");
      await dev.stop();
      ({ dev, value } = await header(b));
      expect(value).toBe("Häufige Fragen");
      expect(await tab.getByRole("region", { name: "Restored unsaved changes" }).count()).toBe(0);
      await dev.stop();
      // Still kept for project A, whose editor offers it again (its key names the project and the tab).
      expect(await tab.evaluate(() => Object.values(localStorage).join("\n"))).toContain("Entwurf von Projekt A");
    } finally {
      await tab.close({ runBeforeUnload: false });
      for (const dir of [a, b]) rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a save over a file changed meanwhile, shows both versions, and merges them or loads the disk's", async () => {
    const page = await openFaq();
    await page.locator("#f-de-header").fill("Header aus dem Formular");
    await page.locator("#f-de-subline").fill("Subline aus dem Formular.");
    const theirs = ORIGINAL.replace(/^title: .*$/m, 'title: "Titel von anderswo"').replace(
      /^header: .*$/m,
      "header: Header von anderswo",
    );
    writeFileSync(join(dir, DE), theirs);
    await page.keyboard.press("Control+s");
    const alert = page.getByRole("alert", { name: "Save refused" });
    await expect.poll(() => alert.innerText()).toContain("content/de/faq.yaml was changed on disk");
    const lines = page.getByRole("region", { name: /./ }).or(alert).locator(".ed-line-diff");
    expect(await lines.locator("del").allInnerTexts()).toEqual(
      expect.arrayContaining(['− title: "Titel von anderswo"', "− header: Header von anderswo"]),
    );
    expect(await lines.locator("ins").allInnerTexts()).toEqual(
      expect.arrayContaining([
        "+ header: Header aus dem Formular",
        expect.stringContaining("Subline aus dem Formular."),
      ]),
    );
    expect(readFileSync(join(dir, DE), "utf8")).toBe(theirs); // never a silent overwrite
    expect(await statusOf(page)).toBe("Unsaved changes");

    await alert.getByRole("button", { name: /^Merge/ }).click();
    const merged = page.getByRole("alert", { name: "Changes carried over" });
    await merged.waitFor();
    // The title changed on disk only, the subline in the form only: both kept. The header changed on both sides.
    expect(await page.locator("#f-de-title").inputValue()).toBe("Titel von anderswo");
    expect(await page.locator("#f-de-subline").inputValue()).toBe("Subline aus dem Formular.");
    expect(await page.locator("#f-de-header").inputValue()).toBe("Header aus dem Formular");
    const both = merged.getByRole("listitem");
    expect(await both.count()).toBe(1);
    expect(await both.innerText()).toMatch(
      /^German: Header on disk: \W?Header von anderswo\W?, yours: \W?Header aus dem Formular/s,
    );
    await both.getByRole("button", { name: "Take the disk's" }).click();
    expect(await page.locator("#f-de-header").inputValue()).toBe("Header von anderswo");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => statusOf(page)).toContain("Saved content/de/faq.yaml");
    expect(disk()).toMatchObject({
      title: "Titel von anderswo",
      header: "Header von anderswo",
      subline: "Subline aus dem Formular.",
    });

    await page.locator("#f-de-header").fill("Im Formular geändert");
    edit(dir, DE, /^header: .*$/m, "header: In einem anderen Tab geändert");
    await page.keyboard.press("Control+s");
    await alert.getByRole("button", { name: "Load content/de/faq.yaml from disk (drops your changes to it)" }).click();
    await expect.poll(() => page.locator("#f-de-header").inputValue()).toBe("In einem anderen Tab geändert");
  });

  it("merges two people's edits of one FAQ list: one moved and removed questions, the other changed answers", async () => {
    const page = await openFaq(); // Someone changes two answers …
    const answer = (i: number) => page.locator(`#f-de-faqs-0-questions-${i}-a`);
    await answer(5).fill("Zertifiziert nach ISO 27001, mit Zutrittskontrolle.");
    await answer(3).fill("Eine Antwort auf eine Frage, die der andere entfernt.");
    const other = await editor.newTab(); // … while someone else moves question 2 up and removes question 4, and saves.
    await other.goto(`${editor.dev.base}/__sitegen/edit/#/page/faq`);
    await other.getByRole("button", { name: "Move Questions: item 2 up" }).first().click();
    await other.getByRole("button", { name: "Remove Questions: item 4 in both languages" }).first().click();
    await other.getByRole("button", { name: "Save", exact: true }).click();
    await other.getByRole("status").getByText("Saved content/de/faq.yaml").waitFor();
    await other.context().close();
    const questions = () => (parse(readFileSync(join(dir, DE), "utf8")) as Faq).faqs[0]!.questions;
    const theirs = questions();

    await page.keyboard.press("Control+s");
    await page
      .getByRole("alert", { name: "Save refused" })
      .getByRole("button", { name: /^Merge/ })
      .click();
    // Each answer on its question, wherever that is now; the question removed there, with an answer changed here, named.
    const both = page.getByRole("alert", { name: "Changes carried over" }).getByRole("listitem");
    await both.waitFor();
    expect(await both.innerText()).toMatch(
      /^German: Category 1 “[^”]+” › Question 4 “[^”]+” on disk: \W?\(removed\)\W?, yours: .*die der andere entfernt/s,
    );
    expect(await answer(5).inputValue()).toBe("Zertifiziert nach ISO 27001, mit Zutrittskontrolle.");
    expect(await page.locator("#f-de-faqs-0-questions-0-q").inputValue()).toBe(theirs[0]!.q);
    await both.getByRole("button", { name: "Take the disk's" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("status").getByText("Saved content/de/faq.yaml").waitFor();
    const security = theirs.findIndex((q) => q.q.includes("Sicherheit"));
    expect(questions()).toEqual(
      theirs.map((q, i) => (i === security ? { ...q, a: "Zertifiziert nach ISO 27001, mit Zutrittskontrolle." } : q)),
    );
  });
});

describe("the editor by keyboard and on a phone", () => {
  it("changes one answer and saves it in fewer than 20 key presses, and asks before the form is left unsaved", async () => {
    const page = await open("");
    await page.locator("tbody tr").first().waitFor();
    let presses = 0;
    const press = async (key: string) => {
      presses++;
      await page.keyboard.press(key);
    };
    expect(await activeId(page)).toBe("ed-find"); // the list opens in its search box
    for (const key of ["f", "a", "q", "Enter"]) await press(key);
    await expect.poll(() => activeId(page)).toBe("f-de-title");
    // Alt+↓: the next field of the same language (title, description, header, subline, category, question, answer).
    while ((await activeId(page)) !== "f-de-faqs-0-questions-0-a" && presses < 20) await press("Alt+ArrowDown");
    await press("Control+End");
    await page.keyboard.type(" Geändert per Tastatur."); // the new words themselves are not counted
    await press("Control+s");
    await expect.poll(() => statusOf(page)).toContain("Saved content/de/faq.yaml");
    expect(presses).toBeLessThan(20);
    expect((parse(readFileSync(join(dir, DE), "utf8")) as Faq).faqs[0]!.questions[0]!.a).toMatch(
      /Geändert per Tastatur\.$/,
    );

    await page.locator("#f-de-header").fill("Gefragt und beantwortet");
    await page.getByRole("link", { name: "All pages" }).click();
    const dialog = page.getByRole("dialog", { name: "Unsaved changes" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Stay" }).click();
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.locator("#f-de-header").inputValue()).toBe("Gefragt und beantwortet");
    await page.goBack();
    await dialog.waitFor();
    expect(page.url()).toContain("#/page/faq");
    expect(await page.locator("#f-de-header").inputValue()).toBe("Gefragt und beantwortet");
    await dialog.getByRole("button", { name: "Save and leave" }).click();
    await page.getByRole("heading", { name: "Edit the site" }).waitFor();
    expect(disk().header).toBe("Gefragt und beantwortet");
  });

  it("at 390 px shows the form first, the preview one tap away, no sideways scroll, targets of 24 px and more", async () => {
    const page = await open("", 390);
    await page.locator("tbody tr").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel("Editor language").selectOption("de"); // the German words are longer
    await page.getByRole("link", { name: "Wirtschaftlichkeit", exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel("Sprache des Editors").selectOption("en");

    await page.getByRole("link", { name: "FAQ", exact: true }).tap();
    await page.locator("#f-de-header").waitFor();
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(390);
    const field = await page.locator("#f-de-header").boundingBox();
    expect(field!.width).toBeGreaterThan(300); // the form has the screen's width
    expect(field!.x).toBeGreaterThanOrEqual(0);
    expect(await page.locator("iframe").isVisible()).toBe(false);
    await page.getByRole("button", { name: "Preview", exact: true }).tap();
    await page.locator("iframe").waitFor({ state: "visible" });
    expect(await page.locator("#f-de-header").isVisible()).toBe(false);
    expect(await width()).toBeLessThanOrEqual(390);
    await page.getByRole("button", { name: "Form", exact: true }).tap();
    await page.locator("#f-de-header").fill("Fragen vom Telefon");
    await page.getByRole("button", { name: "Save", exact: true }).tap();
    await expect.poll(() => statusOf(page)).toContain("Saved content/de/faq.yaml");
    expect(disk().header).toBe("Fragen vom Telefon");
    expect(await width()).toBeLessThanOrEqual(390);

    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("button, input, select, textarea, summary")]
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
        .map(({ el, box }) => `${el.outerHTML.slice(0, 80)} ${box.width}×${box.height}`),
    );
    expect(small).toEqual([]);
    const { violations, report } = await axe(page, ["wcag2a", "wcag2aa", "wcag22aa"]);
    expect(violations.length, report).toBe(0);
  });
});
