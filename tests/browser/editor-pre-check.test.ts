// The editor in sitegen dev checks a save as the build checks the whole site before it writes anything: a mistake
// that lies across files (a placeholder site.yaml has no figure for, an English date that is not the German one)
// is shown at its field with "Save anyway", the file is unchanged, the status bar does not say "Saved" and the
// preview still shows the page as it was; kept anyway, it is written and the status bar says the build stopped.
// Runs on a copy of site.yaml and content/ (never the repo's).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../build/project.ts";
import type { DevProcess } from "./dev-process.ts";
import { editorSession } from "./editor-session.ts";

const dir = copyProject();
const WAIT = { timeout: 10_000 }; // a rebuild on a loaded machine

const editor = editorSession(dir, {});
const { errors } = editor;
let page: Page;
let dev: DevProcess;
beforeAll(() => void ({ page, dev } = editor));

const bytes = (file: string) => readFileSync(join(dir, file));
const status = () => page.getByRole("status").innerText();
const fieldProblems = (id: string) =>
  page.locator(".ed-field", { has: page.locator(`#${id}`) }).locator(".ed-field-problems");

async function open(id: string, field: string) {
  await page.goto(`${dev.base}/__sitegen/edit/#/page/${id}`);
  await page.locator(`#${field}`).waitFor(WAIT);
  await page.frameLocator("iframe").locator("h1").waitFor(WAIT);
}

describe("the editor's check before a save", () => {
  it("refuses a placeholder site.yaml has no figure for, at its field, and writes it only when kept anyway", async () => {
    const file = "content/de/home.yaml";
    await open("home", "f-de-description");
    const before = bytes(file);
    const field = page.locator("#f-de-description");
    const typo = (await field.inputValue()).replace("{figures.heatOutputC}", "{figures.heatOutputc}");
    await field.fill(typo);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => fieldProblems("f-de-description").innerText(), WAIT).toContain("UnknownPlaceholder");
    expect(await page.getByRole("alert", { name: "Save refused" }).innerText()).toContain("nothing was saved");
    expect(bytes(file).equals(before)).toBe(true);
    expect(await status()).not.toContain("Saved");
    await page.getByRole("button", { name: "Save anyway (the build will report it)" }).click();
    await expect.poll(status, WAIT).toContain("Saved content/de/home.yaml");
    expect(bytes(file).toString()).toContain("{figures.heatOutputc}");
    // The preview is the last good build, and the status bar says so.
    await expect.poll(status, WAIT).toContain("The build stopped at the problems below");
  });

  it("refuses an English article dated a day after the German one, naming the German date", async () => {
    const file = "content/en/blog/meta-odense.yaml";
    await open("article-meta-odense", "f-en-published");
    const before = bytes(file);
    await page.locator("#f-en-published").fill("2025-02-12");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => fieldProblems("f-en-published").innerText(), WAIT).toContain("2025-02-11");
    expect(await fieldProblems("f-en-published").innerText()).toContain("TranslationValueDiffers");
    expect(bytes(file).equals(before)).toBe(true);
    expect(await status()).toBe("Unsaved changes");
    expect(errors).toEqual([]);
  });
});
