import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { violationLines } from "./axe.ts";
import type { DevProcess } from "./dev-process.ts";
import { editorSession, statusOf } from "./editor-session.ts";

const OLD = "/blog/aarhus-abwaerme";
const NEW = "/blog/aarhus-rechenzentrum";

const editor = editorSession({ consoleErrors: true });
const { dir, errors } = editor;
let page: Page;
let dev: DevProcess;
beforeAll(() => void ({ page, dev } = editor));

const axeViolations = () => violationLines(page);

/** Each empty field of the form (id f-<lang>-<path>) given the Odense case study's value there, retold for Aarhus. */
async function retold(): Promise<Record<string, string>> {
  const empty = await page
    .locator("input[id^=f-], textarea[id^=f-]")
    .evaluateAll((fields) => fields.filter((f) => (f as HTMLInputElement).value === "").map((f) => f.id));
  const source = Object.fromEntries(
    ["de", "en"].map((lang) => [lang, parse(readFileSync(join(dir, `content/${lang}/blog/meta-odense.yaml`), "utf8"))]),
  ) as Record<string, unknown>;
  const at = (id: string) =>
    id
      .split("-")
      .slice(1)
      .reduce<unknown>((v, key) => (v as Record<string, unknown>)?.[key], source);
  return Object.fromEntries(
    empty.flatMap((id) => (at(id) === undefined ? [] : [[id, String(at(id)).replace(/Meta|Odense/g, "Aarhus")]])),
  );
}

// Input events for all fields in one go: the form renders once, not once per `fill` (0.1 s of Chromium's CPU each).
const typeInto = (values: readonly (readonly [string, string])[]) =>
  page.evaluate((values) => {
    for (const [id, value] of values) {
      const field = document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }, values);

/** The "Leads to" line under the field with `id`. */
const leadsTo = (id: string) => page.locator(`#${id}`).locator("xpath=..").locator(".ed-reads").first().innerText();

describe("a link field of the editor", () => {
  it("shows ext:booking as written, with the booking page it leads to, in both languages, and offers every target", async () => {
    await page.goto(`${dev.base}/__sitegen/edit/`);
    await page.getByRole("link", { name: "Economics", exact: true }).click();
    const de = page.locator("#f-de-cta-button-to");
    await de.waitFor();
    expect(await de.inputValue()).toBe("ext:booking");
    expect(await page.locator("#f-en-cta-button-to").inputValue()).toBe("ext:booking");
    expect(await leadsTo("f-de-cta-button-to")).toBe("Leads to: https://cal.rechenwaerme.example/beratung-30-min");
    expect(await page.locator("#f-de-hero-cta-to").inputValue()).toBe("home#roi-tools");
    expect(await leadsTo("f-de-hero-cta-to")).toBe("Leads to: /#roi-tools");
    expect(await leadsTo("f-en-hero-cta-to")).toBe("Leads to: /en#roi-tools");
    const offered = await page
      .locator(`#${await de.getAttribute("list")} option`)
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toEqual(expect.arrayContaining(["home", "home#roi-tools", "faq#item-1-6", "ext:booking"]));
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
    await expect.poll(() => statusOf(page)).toContain("Saved");
    for (const file of ["content/de/economics.yaml", "content/en/economics.yaml"]) {
      const saved = parse(readFileSync(join(dir, file), "utf8")) as { cta: { button: { to: string } } };
      expect(saved.cta.button.to).toBe("home#roi-tools");
    }
  });

  it("chooses a navigation item's page by its title", async () => {
    await page.getByRole("link", { name: "All pages" }).click();
    await page.getByRole("link", { name: "Site settings (site.yaml)" }).click();
    const item = page.locator("#f-de-navigation-de-1-page");
    await item.waitFor();
    expect(await item.evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]!.text)).toBe("Economics");
    expect(await item.locator("option").allInnerTexts()).toEqual(expect.arrayContaining(["FAQ", "Blog", "Home"]));
    await page.goto(`${dev.base}/__sitegen/edit/#/page/economics`); // where the table's test begins
    await page.locator("#f-de-cta-button-to").waitFor();
  });
});

describe("a table of the editor's form", () => {
  it("shows each row as its cells, and saves a changed cell into its row", async () => {
    // The economics page's first table: 5 rows of 4 cells (rows are lists of lists).
    const cell = page.locator("#f-de-sections-1-rows-0-0");
    expect(await cell.inputValue()).toBe("IT-Erlöse");
    expect(await page.locator("#f-en-sections-1-rows-4-3").inputValue()).not.toBe("");
    const shown = await page
      .locator("input, textarea")
      .evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value));
    expect(shown.filter((value) => value.includes("[object"))).toEqual([]);
    const headings = ["Revenue source", "Indicative value", "Basis", "Predictability"];
    const rows = page.locator("#g-f-de-sections-1-rows");
    const rowNames = await rows
      .locator(":scope > .ed-item")
      .evaluateAll((items) =>
        items.map((item) => [
          item.getAttribute("aria-label"),
          [...item.querySelectorAll("fieldset, [role=group]")].map((group) => group.getAttribute("aria-label")),
        ]),
      );
    expect(rowNames).toEqual([1, 2, 3, 4, 5].map((n) => [`Row ${n}`, headings.map((h) => `Row ${n}: ${h}`)]));
    expect(await rows.getByRole("button", { name: "Add an item to “Row 3” (in both languages)" }).count()).toBe(1);
    const columns = page.locator("#g-f-de-sections-1-columns");
    expect(await columns.getByRole("textbox", { name: /^Column 4 / }).count()).toBe(2); // a heading each language
    for (const heading of headings)
      expect(await rows.getByRole("textbox", { name: new RegExp(`^${heading} `) }).count()).toBe(10); // 5 rows, 2 languages
    await cell.fill("IT-Erlöse aus dem Abnahmevertrag");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => statusOf(page)).toContain("Saved");
    const saved = parse(readFileSync(join(dir, "content/de/economics.yaml"), "utf8")) as {
      sections: { rows?: string[][] }[];
    };
    expect(saved.sections[1]!.rows!.map((row) => row.length)).toEqual([4, 4, 4, 4, 4]);
    expect(saved.sections[1]!.rows![0]![0]).toBe("IT-Erlöse aus dem Abnahmevertrag");
  });
});

describe("pages from the editor, in Chromium", () => {
  it("creates an article in both languages: a clashing id refused at its field, then its form with every field empty", async () => {
    await page.goto(`${dev.base}/__sitegen/edit/`);
    await page.getByRole("link", { name: "New page or article" }).click();
    await page.getByLabel("Kind").selectOption("article");
    expect(await page.getByLabel("German path").inputValue()).toBe("/blog/"); // the folder of the other articles
    await page.getByLabel("Page id").fill("faq");
    await page.getByLabel("German path").fill(OLD);
    await page.getByLabel("English path").fill("/en/blog/aarhus-waste-heat");
    await page.getByLabel("Breadcrumb label, German").fill("Aarhus Fallstudie");
    await page.getByLabel("Breadcrumb label, English").fill("Aarhus Case Study");
    const site = readFileSync(join(dir, "site.yaml"), "utf8");
    await page.getByRole("button", { name: "Create the page" }).click();
    const id = page.getByLabel("Page id");
    await expect.poll(() => id.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#ed-id-refused").innerText()).toMatch(/faq/);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("ed-id");
    expect(readFileSync(join(dir, "site.yaml"), "utf8")).toBe(site);
    expect(await axeViolations()).toEqual([]);
    await id.fill("article-aarhus");
    await page.getByRole("button", { name: "Create the page" }).click();
    await page.waitForURL(/#\/page\/article-aarhus$/);
    await page.locator("#f-de-title").waitFor();
    expect(await page.locator("#f-de-title").inputValue()).toBe("");
    expect(await page.locator("#f-en-headline").inputValue()).toBe("");
    await expect.poll(() => page.locator(".ed-field-problems").count()).toBeGreaterThan(5);
    await page.frameLocator("iframe").getByRole("heading", { level: 1, name: "[Schlagzeile]" }).waitFor();
    expect(await page.locator(".ed-preview-bar").innerText()).toContain("empty fields as placeholders");
    expect(await axeViolations()).toEqual([]);
  });

  it("puts it on the blog once its fields are filled and a teaser is added", async () => {
    const copy = await retold();
    await typeInto(Object.entries(copy));
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").getByText("The preview shows it.").waitFor();
    await page.frameLocator("iframe").getByRole("heading", { level: 1, name: copy["f-de-headline"]! }).waitFor();
    expect(await page.locator(".ed-problems").count()).toBe(0);
    expect(await page.locator(".ed-preview-bar").innerText()).not.toContain("placeholders");
    expect(errors.filter((e) => !e.includes("status of 422"))).toEqual([]); // the refused id's answer alone
    await page.getByRole("link", { name: "All pages" }).click();
    await page.getByRole("link", { name: "Blog", exact: true }).click();
    await page.getByRole("button", { name: /Add an item to “Articles”/ }).click();
    const teaser = page.locator("#f-de-top-articles-3");
    expect(await teaser.locator("option").allInnerTexts()).not.toContain("FAQ");
    await teaser.selectOption({ label: "Aarhus Case Study" });
    await page.locator("#f-en-top-articles-3").selectOption({ label: "Aarhus Case Study" });
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => statusOf(page)).toContain("Saved");
    const text = async (path: string) => (await fetch(`${dev.base}${path}`)).text();
    await expect.poll(() => text("/blog")).toContain(copy["f-de-headline"]);
    expect(await text("/en/blog")).toContain(copy["f-en-headline"]);
  });

  it("renames the German slug, then removes the article: its addresses lead to the page chosen, the list has it no more", async () => {
    await page.goto(`${dev.base}/__sitegen/edit/#/address/article-aarhus`);
    await page.getByLabel("German path").fill(NEW);
    await page.getByRole("button", { name: "Rename the German path" }).click();
    await expect.poll(() => page.getByText("Renamed").count()).toBe(1);
    expect(readFileSync(join(dir, "site.yaml"), "utf8")).toContain(
      `de: ${NEW}, en: /en/blog/aarhus-waste-heat, formerly: [${OLD}] }`,
    );
    await page.getByLabel("Its addresses lead to").selectOption("blog");
    const before = readFileSync(join(dir, "site.yaml"), "utf8");
    await page.getByRole("button", { name: "Remove article-aarhus" }).click();
    const asked = page.getByRole("dialog", { name: "Remove “Aarhus Case Study”?" });
    await asked.waitFor();
    expect(await asked.innerText()).toMatch(
      /^content\/de\/blog\/article-aarhus.yaml\ncontent\/en\/blog\/article-aarhus.yaml$[^]*redirect for good \(301\) to “Blog” \(\/blog, \/en\/blog\)/m,
    );
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    expect(await axeViolations()).toEqual([]);
    await page.keyboard.press("Enter");
    await asked.waitFor({ state: "hidden" });
    expect(readFileSync(join(dir, "site.yaml"), "utf8")).toBe(before);
    await page.getByRole("button", { name: "Remove article-aarhus" }).click();
    await asked.getByRole("button", { name: "Remove", exact: true }).click();
    // The blog's teaser still names it: refused, with the file and line to change.
    await expect.poll(() => page.locator("#ed-to-refused").count()).toBe(1);
    expect(await page.locator("#ed-to-refused").innerText()).toMatch(
      /^content\/de\/blog\.yaml:\d+: This page is linked/,
    );
    await page.goto(`${dev.base}/__sitegen/edit/#/page/blog`);
    await page.getByRole("button", { name: /^Remove .*item 4 in both languages$/ }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => statusOf(page)).toContain("Saved");
    await page.goto(`${dev.base}/__sitegen/edit/#/address/article-aarhus`);
    await page.getByLabel("Its addresses lead to").selectOption("blog");
    await page.getByRole("button", { name: "Remove article-aarhus" }).click();
    await page.getByRole("button", { name: "Remove", exact: true }).click();
    await page.waitForURL(/#\/$/);
    await page.getByRole("link", { name: "Blog", exact: true }).waitFor();
    expect(await page.getByRole("link", { name: "Aarhus Case Study" }).count()).toBe(0);
    // Since the rename, nothing went wrong but the refusal's own answer, which Chromium logs as a failed load.
    expect(errors.filter((e) => !e.includes("status of 422"))).toEqual([]);
  });

  it("undoes the removal from the list until the next commit: the article is back with its addresses", async () => {
    const removed = page.getByRole("region", { name: "Removed since the last commit" });
    await editor.dev.afterBuild(["site.yaml"], () =>
      removed.getByRole("button", { name: "Restore “Aarhus Case Study”" }).click(),
    );
    await removed.getByText("“Aarhus Case Study” is restored.").waitFor();
    await page.getByRole("link", { name: "Aarhus Case Study", exact: true }).waitFor();
    expect(
      await page
        .getByRole("row", { name: /^Aarhus Case Study/ })
        .getByRole("cell")
        .first()
        .innerText(),
    ).toBe("Article");
    const site = parse(readFileSync(join(dir, "site.yaml"), "utf8")) as { routes: Record<string, unknown>[] };
    expect(site.routes.find((r) => r.page === "article-aarhus")).toMatchObject({ de: NEW, formerly: [OLD] });
    expect(site.routes.find((r) => r.page === "blog")?.formerly).toBeUndefined();
    expect(existsSync(join(dir, "content/en/blog/article-aarhus.yaml"))).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it("lists a content file no page reads (a change cut short leaves one), and removes it", async () => {
    const orphan = "content/de/verwaist.yaml";
    await editor.dev.afterChange(() => writeFileSync(join(dir, orphan), "title: Verwaist\n"));
    await page.goto(`${dev.base}/__sitegen/edit/`);
    const unused = page.getByRole("region", { name: "Content files no page reads" });
    await unused.getByText(orphan, { exact: true }).waitFor();
    expect(await axeViolations()).toEqual([]);
    await editor.dev.afterBuild([orphan], () => unused.getByRole("button", { name: `Remove ${orphan}` }).click());
    expect(existsSync(join(dir, orphan))).toBe(false);
    await expect.poll(() => unused.count()).toBe(0);
  });
});
