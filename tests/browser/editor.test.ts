import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page, Request } from "playwright-core";
import { structuredPatch } from "diff";
import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../build/project-copy.ts";
import { axe } from "./axe.ts";
import { editorSession, statusOf } from "./editor-session.ts";

const DE = "content/de/faq.yaml";
const EN = "content/en/faq.yaml";
const ANSWER = "Die Wärme kommt mit bis zu {figures.heatOutputC} °C aus dem Container – geändert im Editor.";
const NEW = {
  de: { q: "Kann der Container im Winter ausfallen?", a: "Nein, der Betrieb ist ganzjährig ausgelegt." },
  en: { q: "Can the container fail in winter?", a: "No, it is designed for year-round operation." },
};
const editor = editorSession({ consoleErrors: true });
const { dir, errors } = editor;
let base: string;
let page: Page;
beforeAll(() => {
  ({ page } = editor);
  base = editor.dev.base;
});

/** The hunks of a file of the copy against the repository's, without context: [old start, old count, new count]. */
const hunks = (file: string) => {
  const [was, now] = [repoRoot, dir].map((at) => readFileSync(join(at, file), "utf8")) as [string, string];
  return structuredPatch(file, file, was, now, "", "", { context: 0 }).hunks.map((h) => [
    h.oldStart,
    h.oldLines,
    h.newLines,
  ]);
};

const frameText = () =>
  page
    .frameLocator("iframe")
    .locator("body")
    .evaluate((b) => b.textContent ?? "");

describe("the editor", () => {
  it("lists the pages, the labels and the site's data", async () => {
    await page.goto(`${base}/__sitegen/edit/`);
    await expect.poll(() => page.locator("tbody tr").count()).toBeGreaterThan(15);
    await expect.poll(() => page.locator("tbody").innerText()).toContain("Labels (ui.yaml)");
    expect(await page.locator("tbody").innerText()).toContain("Site settings (site.yaml)");
    // Each page by the name its breadcrumb gives it in the editor's language, over the id a link to it names.
    const row = (name: string) => page.locator("tbody tr", { has: page.getByRole("link", { name, exact: true }) });
    expect(await row("Economics").locator("th").innerText()).toBe("Economics\neconomics\nRename or remove");
    expect(await row("Förderung").locator("th").innerText()).toContain("funding"); // German only: its German name
    expect(await page.getByRole("link", { name: "Rename or remove Meta Odense Case Study" }).count()).toBe(1);
    await page.getByLabel("Editor language").selectOption("de");
    expect(await row("Wirtschaftlichkeit").locator("th").innerText()).toBe(
      "Wirtschaftlichkeit\neconomics\nUmbenennen oder entfernen",
    );
    await page.getByLabel("Sprache des Editors").selectOption("en");
  });

  it("says under a field what each placeholder prints, computed figures and company data included", async () => {
    const hero = (lang: string) => page.locator(`#f-${lang}-hero-stats-0-value`).locator("xpath=..");
    await page.getByRole("link", { name: "Home", exact: true }).click();
    await hero("de").waitFor();
    expect(await hero("de").innerText()).toContain("Reads: {figures.heroHeatKwhPerDay} = 54.720");
    expect(await hero("en").innerText()).toContain("Reads: {figures.heroHeatKwhPerDay} = 54,720");
    await page.getByRole("link", { name: "All pages" }).click();
  });

  it("opens the FAQ as one form with German and English side by side, without axe violations", async () => {
    await page.getByRole("link", { name: "FAQ", exact: true }).click();
    const answer = page.locator("#f-de-faqs-0-questions-0-a");
    await answer.waitFor();
    expect(await page.locator(".ed-bar h1").innerText()).toBe("FAQ faq");
    expect(await page.title()).toMatch(/^FAQ\b/);
    const en = parse(readFileSync(join(dir, EN), "utf8")) as { faqs: { questions: { a: string }[] }[] };
    expect(await page.locator("#f-en-faqs-0-questions-0-a").inputValue()).toBe(en.faqs[0]!.questions[0]!.a);
    expect(await page.getByText("The answer").count()).toBeGreaterThan(0); // help from the schema's description
    await expect.poll(frameText).toContain("Häufige Fragen");
    const { violations, report } = await axe(page);
    expect(violations.length, report).toBe(0);
  });

  it("focuses the field of a text clicked in the preview", async () => {
    await page.frameLocator("iframe").locator("h1").click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("f-de-header");
  });

  it("shows a change in the preview before it is saved, marked as not saved, and the page as built once undone", async () => {
    const header = page.locator("#f-de-header");
    const built = await header.inputValue();
    await header.fill("Fragen, die noch niemand gespeichert hat");
    await page
      .frameLocator("iframe")
      .getByRole("heading", { name: "Fragen, die noch niemand gespeichert hat" })
      .waitFor();
    expect(await page.locator(".ed-preview-bar").innerText()).toContain("not saved");
    expect(readFileSync(join(dir, DE), "utf8")).toBe(readFileSync(join(repoRoot, DE), "utf8"));
    await header.fill(built);
    await page.locator(".ed-preview-bar").getByText("not saved").waitFor({ state: "detached" });
    await page.frameLocator("iframe").getByRole("heading", { name: built }).waitFor();
    expect(errors).toEqual([]);
  });

  it("saves a changed German answer and a question added in both languages as exactly those lines", async () => {
    await page.locator("#f-de-faqs-0-questions-0-a").fill(ANSWER);
    await page.getByRole("button", { name: "Add an item to “Questions” (in both languages)" }).first().click();
    for (const lang of ["de", "en"] as const) {
      await page.locator(`#f-${lang}-faqs-0-questions-7-q`).fill(NEW[lang].q);
      await page.locator(`#f-${lang}-faqs-0-questions-7-a`).fill(NEW[lang].a);
    }
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => statusOf(page)).toContain("Saved");

    const de = parse(readFileSync(join(dir, DE), "utf8")) as { faqs: { questions: { q: string; a: string }[] }[] };
    const original = parse(readFileSync(join(repoRoot, DE), "utf8")) as typeof de;
    original.faqs[0]!.questions[0]!.a = ANSWER;
    original.faqs[0]!.questions.push(NEW.de);
    expect(de).toEqual(original);
    const answerLines = readFileSync(join(repoRoot, DE), "utf8").split("\n");
    const oldAnswer = (parse(answerLines.join("\n")) as typeof de).faqs[0]!.questions[0]!.a;
    const first = answerLines.findIndex((l) => l.includes(oldAnswer.slice(0, 30))) + 1;
    const [changed, added] = hunks(DE);
    expect(changed![0]).toBe(first);
    expect(added![1]).toBe(0); // a pure insertion
    expect(added![2]).toBe(3); // "- q: …", "a: >-" (folded like its siblings) and the answer
    expect(hunks(DE)).toHaveLength(2);
    const en = hunks(EN);
    expect(en).toHaveLength(1);
    expect(en[0]![1]).toBe(0);
  });

  it("shows both changes in the preview after the rebuild, in German and in English", async () => {
    expect(await page.getByRole("button", { name: "English" }).getAttribute("aria-pressed")).toBe("true"); // the language last edited
    await page.getByRole("button", { name: "Deutsch" }).click();
    await expect.poll(frameText).toContain("geändert im Editor");
    expect(await frameText()).toContain(NEW.de.q);
    expect(await frameText()).toMatch(/mit bis zu 75\s°C aus dem Container/); // the placeholder as the page shows it
    await page.getByRole("button", { name: "English" }).click();
    await expect.poll(frameText).toContain(NEW.en.q);
  });

  it("loads the preview once per save, with the page as built when the status says so", async () => {
    // The frame's requests for the page (the renders of the form not saved aside); a reload too many is asked for
    // before the status speaks, and a second save comes after any of the first.
    const asked: string[] = [];
    const frameRequest = (request: Request) => {
      const url = request.url();
      if (request.isNavigationRequest() && request.frame() !== page.mainFrame() && !url.includes("?")) asked.push(url);
    };
    page.on("request", frameRequest);
    for (const header of ["Questions saved once", "Questions saved twice"]) {
      await page.locator("#f-en-header").fill(header);
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByRole("status").getByText("The preview shows it.").waitFor();
      expect(await page.frameLocator("iframe").locator("h1").innerText()).toBe(header);
    }
    page.off("request", frameRequest);
    expect(asked).toEqual(Array(2).fill(`${base}/__sitegen/edit/preview/en/faq`));
  });

  it("shows a value the schema refuses at its field before saving, and saves it only when told to", async () => {
    const before = readFileSync(join(dir, DE), "utf8");
    await page
      .locator("#f-de-title")
      .fill("Ein Titel, der viel zu lang ist für ein Browserfenster und für jede Suchmaschine");
    await page.getByRole("button", { name: "Save" }).click();
    const field = page.locator(".ed-field", { has: page.locator("#f-de-title") });
    await expect.poll(() => field.locator(".ed-field-problems").innerText()).toMatch(/60/);
    expect(await page.getByRole("alert", { name: "Save refused" }).innerText()).toContain("would refuse");
    expect(readFileSync(join(dir, DE), "utf8")).toBe(before);
    await page.getByRole("button", { name: "Save anyway (the build will report it)" }).click();
    await expect.poll(() => statusOf(page)).toContain("Saved");
    await expect
      .poll(() => page.getByRole("region", { name: "Problems of the build" }).innerText())
      .toContain("content/de/faq.yaml:2");
    expect(await field.locator(".ed-field-problems").innerText()).toMatch(/60/);
    await page.getByRole("link", { name: "All pages" }).click();
    const row = page.getByRole("row", { name: /^FAQ faq / });
    await expect.poll(() => row.innerText()).toMatch(/\t1$/);
  });

  it("keeps the list's problem counts current: a fix saved in another editor clears the count without a reload", async () => {
    const row = page.getByRole("row", { name: /^FAQ faq / });
    await expect.poll(() => row.innerText()).toMatch(/\t1$/);
    const text = readFileSync(join(dir, DE), "utf8");
    writeFileSync(join(dir, DE), text.replace(/^title: .*$/m, 'title: "Häufige Fragen"'));
    await expect.poll(() => row.innerText()).toMatch(/\tnone$/);
  });

  it("shows the site settings with their stand-ins, where each figure is used, and the computed ones as typed", async () => {
    await page.getByRole("link", { name: "Site settings (site.yaml)" }).click();
    const label = page.locator("#f-de-navigation-de-1-label");
    await label.waitFor();
    // A value marked `# PLACEHOLDER` says so at its field, and a screen reader hears it with the field.
    const described = await page.locator("#f-de-company-name").getAttribute("aria-describedby");
    const note = page.locator(`[id="${described!.split(" ").at(-1)}"]`);
    expect(await note.innerText()).toBe("Stand-in, to replace before going live: the registered firm");
    // A figure names the pages that write it; the computed ones stand with their formula and what pages show.
    const heat = page.locator("#f-de-figures-heatOutputC").locator("xpath=..");
    expect(await heat.innerText()).toMatch(/Used on: Home, .*FAQ as \{figures\.heatOutputC\}/);
    const computed = page.getByRole("region", { name: "Computed figures" });
    const formula = "heroHeatKwhPerDay\nmaxScaleMw × 1000 × hoursPerDay × dccEfficiencyPercent % = ";
    expect(await computed.innerText()).toContain(`${formula}54.720`);
    // Worked out by the build's formulas as an assumption is typed, before any save.
    const hours = page.locator("#f-de-derived-hoursPerDay");
    await hours.fill("20");
    expect(await computed.innerText()).toContain(`${formula}45.600`);
    await hours.fill("24");
    expect(await label.inputValue()).toBe("Wirtschaftlichkeit");
    // Where the header's button leads is a link target of its own, left out while it leads to the booking page
    // (written to site.yaml each in its line: tests/build/editor-pages.test.ts).
    expect(await page.getByRole("button", { name: "Add link target" }).count()).toBe(2);
  });

  it("starts a new list item from the schema, and adds and leaves out an optional key in both languages", async () => {
    const FILE = "content/de/blog/meta-odense.yaml";
    await page.getByRole("link", { name: "All pages" }).click();
    await page.getByRole("link", { name: "Meta Odense Case Study", exact: true }).click();
    await page.getByRole("button", { name: "Add an item to “Sources” (in both languages)" }).click();
    const count = (parse(readFileSync(join(dir, FILE), "utf8")) as { sources: unknown[] }).sources.length;
    const at = (lang: string, key: string) => page.locator(`#f-${lang}-sources-${count}-${key}`);
    await at("de", "title").waitFor();
    // The siblings have a date; the schema does not ask for one, so the new source has none until it is added.
    expect(await at("de", "date").count()).toBe(0);
    const addDate = page.getByRole("button", { name: `Add date to item ${count + 1} of sources` });
    await addDate.click();
    await at("en", "date").waitFor();
    await page.getByRole("button", { name: `Leave out date of item ${count + 1} of sources` }).click();
    expect(await at("de", "date").count()).toBe(0);
    expect(await addDate.count()).toBe(1);
    for (const lang of ["de", "en"]) {
      await at(lang, "title").fill("Odense data center heat recovery");
      await at(lang, "publisher").fill("Fjernvarme Fyn");
      await at(lang, "url").fill("https://www.fjernvarmefyn.dk/");
    }
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => statusOf(page)).toContain("Saved");
    const saved = (parse(readFileSync(join(dir, FILE), "utf8")) as { sources: unknown[] }).sources;
    expect(saved.at(-1)).toEqual({
      title: "Odense data center heat recovery",
      publisher: "Fjernvarme Fyn",
      url: "https://www.fjernvarmefyn.dk/",
    });
  });
});
