// Runs on the copy with the committed lock file, committed to git (where the word diffs come from).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { commitAll } from "../build/project-copy.ts";
import { axe, violationLines } from "./axe.ts";
import type { DevProcess } from "./dev-process.ts";
import { editorSession, statusOf } from "./editor-session.ts";

const editor = editorSession({ consoleErrors: true, prepare: commitAll });
const { dir, errors } = editor;
type Faq = { faqs: { questions: { q: string; a: string }[] }[] };
const faq = (lang: "de" | "en") => parse(readFileSync(join(dir, `content/${lang}/faq.yaml`), "utf8")) as Faq;
const lock = () => readFileSync(join(dir, "content/translations.lock.yaml"), "utf8");
const hash = (text: string) => `"${createHash("sha1").update(text).digest("hex").slice(0, 8)}"`;
let page: Page;
let dev: DevProcess;
beforeAll(() => void ({ page, dev } = editor));

const axeViolations = () => violationLines(page);

const statuses = () =>
  page.locator(".ed-translation").evaluateAll((all) => all.map((e) => e.className.replace("ed-translation ", "")));
const notInSync = async () => (await statuses()).filter((s) => s !== "ed-in-sync");
const saved = () => expect.poll(() => statusOf(page)).toContain("Saved");

describe("the translator's workflow", () => {
  it("leaves every other pair in sync when a FAQ question is removed", async () => {
    await page.goto(`${dev.base}/__sitegen/edit/`);
    await page.getByRole("link", { name: "FAQ", exact: true }).click();
    await page.locator("#f-de-faqs-0-questions-0-a").waitFor();
    await expect.poll(() => statuses()).not.toEqual([]);
    const before = (await statuses()).length;
    expect(await notInSync()).toEqual([]);
    const second = faq("en").faqs[0]!.questions[1]!.q;

    await page.getByRole("button", { name: "Remove Questions: item 1 in both languages" }).first().click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await saved();
    expect(faq("en").faqs[0]!.questions[0]!.q).toBe(second);
    await expect.poll(() => statusOf(page)).toContain("The preview shows it.");
    await page.reload();
    await page.locator("#f-de-faqs-0-questions-0-a").waitFor();
    await expect.poll(async () => (await statuses()).length).toBe(before - 2);
    expect(await notInSync()).toEqual([]);
    expect(await page.getByRole("button", { name: /^Review and confirm/ }).count()).toBe(0);
  });

  it("confirms the English text the form shows, saving it first, not the file's older one", async () => {
    const pair = (lang: string) => `#f-${lang}-faqs-0-questions-0-a`;
    const de = `${faq("de").faqs[0]!.questions[0]!.a} Neu im Editor.`;
    await page.locator(pair("de")).fill(de);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await saved();
    const status = page.locator(".ed-field", { has: page.locator(pair("en")) }).locator(".ed-translation");
    await expect.poll(() => status.innerText()).toMatch(/^Translation outdated \(German changed\)/);
    // The German change as one run of words, the removed struck through beside the added, not a line each.
    expect(await status.locator("ins").allInnerTexts()).toEqual([expect.stringContaining("Neu im Editor.")]);
    expect(await status.getByLabel("What changed in the German text").innerText()).not.toContain("\n");

    const en = `${faq("en").faqs[0]!.questions[0]!.a} New in the editor.`;
    await page.locator(pair("en")).fill(en); // not saved
    // Named by where the answer is, so no two answers' buttons share a name.
    await status
      .getByRole("button", { name: /^Confirm translation of Category 1 “.+” › Question 1 “.+” › Answer$/ })
      .click();
    await expect.poll(() => status.innerText()).toBe("Translation in sync");
    expect(faq("en").faqs[0]!.questions[0]!.a).toBe(en); // saved first
    expect(lock()).toContain(`[${hash(de)},${hash(en)}`);
    expect(await notInSync()).toEqual([]);
  });

  it("shows every pair with what changed before confirming all of them, without axe violations", async () => {
    const questions = faq("de").faqs[0]!.questions;
    const edits = [1, 2].map((i) => ({ i, text: `${questions[i]!.q.replace(/\?$/, "")}, geändert ${i}?` }));
    for (const { i, text } of edits) await page.locator(`#f-de-faqs-0-questions-${i}-q`).fill(text);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await saved();
    const all = page.getByRole("button", { name: /^Review and confirm all 2 translations/ });
    await all.waitFor();
    const before = lock();
    await all.click();

    const dialog = page.getByRole("dialog", { name: "Confirm 2 translations" });
    await dialog.waitFor();
    const items = dialog.getByRole("listitem");
    expect(await items.count()).toBe(2);
    for (const [n, { i }] of edits.entries()) {
      // Named as the form shows the pair, not by its key path (faqs[0].questions[1].q)
      expect(await items.nth(n).getByRole("heading").innerText()).toMatch(
        new RegExp(`^Category 1 “[^”]+” › Question ${i + 1} “[^”]+”: outdated$`),
      );
      expect(await items.nth(n).locator("ins").allInnerTexts()).toEqual(
        expect.arrayContaining([expect.stringContaining(`geändert ${i}`)]),
      );
      expect(await items.nth(n).innerText()).toContain(faq("en").faqs[0]!.questions[i]!.q); // the English kept
    }
    expect(await axeViolations()).toEqual([]);
    expect(lock()).toBe(before); // showing confirms nothing

    await dialog.getByRole("button", { name: "Confirm these 2 translations" }).click();
    await expect.poll(() => page.getByText("Confirmed 2 translations of this page.").count()).toBe(1);
    expect(await notInSync()).toEqual([]);
    for (const { text } of edits) expect(lock()).toContain(`[${hash(text)},`);
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
    await de.getByRole("heading", { name: "Die Website bearbeiten" }).waitFor();
    expect(await de.locator("html").getAttribute("lang")).toBe("de");
    await de.getByRole("link", { name: "FAQ", exact: true }).click();
    const question = de.locator("#f-de-faqs-0-questions-0-q");
    await question.waitFor();
    expect(await de.getByRole("button", { name: "Speichern", exact: true }).count()).toBe(1);
    const labelId = (await question.getAttribute("aria-labelledby"))!.split(" ")[0]!;
    expect(await de.locator(`#${labelId}`).innerText()).toBe("Frage");
    const helpId = (await question.getAttribute("aria-describedby"))!.split(" ")[0]!;
    expect(await de.locator(`#${helpId}`).innerText()).toBe("Die Frage");
    expect(await de.locator(".ed-note").first().innerText()).toContain(
      ". Hinweis der Entwicklung (auf Englisch): the ",
    );
    expect(await de.getByRole("group", { name: "Fragen: Eintrag 1" }).count()).toBeGreaterThan(0);
    expect(await violationLines(de)).toEqual([]);

    await de.getByLabel("Sprache des Editors").first().selectOption("en");
    await de.getByRole("button", { name: "Save", exact: true }).waitFor();
    expect(await de.locator(`#${labelId}`).innerText()).toBe("Question");
    expect(await de.locator("html").getAttribute("lang")).toBe("en");
    await de.reload();
    await question.waitFor();
    expect(await de.locator(`#${labelId}`).innerText()).toBe("Question"); // the choice is kept in this browser
    expect(await de.locator(`#${helpId}`).innerText()).toBe("The question");
    expect(await de.getByLabel("Editor language").first().inputValue()).toBe("en");
    // Back in German: a page change refused at its field, and an optional key named with its group's label.
    await de.getByLabel("Editor language").first().selectOption("de");
    await de.goto(`${dev.base}/__sitegen/edit/#/new`);
    await de.getByLabel("Art").selectOption("info");
    await de.getByLabel("Seiten-ID").fill("faq");
    await de.getByLabel("Englischer Pfad").fill("/en/faq");
    await de.getByRole("button", { name: "Seite anlegen" }).click();
    await de.getByText("Die Seiten-ID „faq“ ist bereits an eine andere Seite vergeben").waitFor();
    await de.getByText("Die Adresse /en/faq ist bereits an eine andere Seite vergeben").waitFor();
    await de.goto(`${dev.base}/__sitegen/edit/#/page/site`);
    await de.getByRole("button", { name: "Linkziel zu Deutsch hinzufügen" }).waitFor();
    // site.yaml's German navigation: a list of German alone; its external link chosen by the address's label.
    const nav = de.locator("#g-f-de-navigation-de");
    expect(await nav.getByRole("button", { name: "Eintrag zu „Deutsch“ hinzufügen", exact: true }).count()).toBe(1);
    // Each of the 7 items is removed from German alone: no button of the list says both languages.
    const buttons = (name: RegExp) => nav.getByRole("button", { name }).count();
    expect([await buttons(/ entfernen$/), await buttons(/beiden Sprachen/)]).toEqual([7, 0]);
    const external = de.locator("#f-de-navigation-de-6-external");
    expect(await external.locator("option:checked").innerText()).toBe("Kontaktformular");
    await external.selectOption({ label: "Buchungsseite" });
    await de.getByRole("button", { name: "Speichern", exact: true }).click();
    const site = () => readFileSync(join(dir, "site.yaml"), "utf8");
    await expect.poll(site).toContain("\n    - { label: Kontakt, external: booking }\n");
    expect(errors).toEqual([]);
  });
});

const HEADER = "Häufige Fragen zum Rechenzentrum-Container";
const FAQ = "content/de/faq.yaml";
/** Where the German Changes view's screenshots go, to be looked at, if anywhere. */
const SHOTS = process.env.EDITOR_SHOTS;
const MESSAGE = "FAQ: Überschrift geschärft";
const gitIn = (...args: string[]) => execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" });
const changesLink = () => page.getByRole("navigation", { name: "Editor" }).getByRole("link");

describe("the editor's Changes view", () => {
  beforeAll(async () => {
    await editor.leave(page);
    writeFileSync(join(dir, ".gitignore"), "dist/\n"); // what sitegen dev builds
    gitIn("config", "user.name", "Marketing");
    gitIn("config", "user.email", "marketing@example.test");
    gitIn("add", "-A");
    gitIn("commit", "-q", "-m", "The site as it was");
  });

  it("shows a field changed in the editor as its file with the diff, without axe violations", async () => {
    await page.goto(`${dev.base}/__sitegen/edit/#/page/faq`);
    await page.locator("#f-de-header").fill(HEADER);
    await page.getByRole("button", { name: "Save" }).click();
    await saved();
    await page.getByRole("link", { name: "All pages" }).click();
    await expect.poll(() => changesLink().innerText()).toBe("Changes (1)");
    await changesLink().click();
    const file = page.getByRole("region", { name: "content/de/faq.yaml" });
    await file.waitFor();
    expect(await page.locator(".ed-file h2").allInnerTexts()).toEqual(["content/de/faq.yaml (changed)"]);
    const lines = async (kind: string) =>
      (await file.locator(`.ed-file-diff-${kind}`).allInnerTexts()).map((l) => l.trim());
    expect(await lines("del")).toEqual(["-header: Häufige Fragen"]);
    expect(await lines("add")).toEqual([`+header: ${HEADER}`]);
    const { violations, report } = await axe(page);
    expect(violations.length, report).toBe(0);
  });

  it("commits it with the typed message, and says so and that nothing is left", async () => {
    const commit = page.getByRole("button", { name: "Commit 1 file" });
    expect(await commit.isDisabled()).toBe(true); // no message yet
    await page.getByLabel("Commit message").fill(MESSAGE);
    await commit.click();
    await expect.poll(() => statusOf(page)).toContain("Committed");
    const hash = gitIn("rev-parse", "--short", "HEAD").trim();
    expect(await statusOf(page)).toBe(`Committed ${hash}: ${MESSAGE}`);
    await page.getByText("Nothing to commit").waitFor();
    expect(await page.locator(".ed-file").count()).toBe(0);
  });

  it("in German: commits nothing with no branch, asks for a missing git name, publishes, reports a diverged remote, all without English", async () => {
    const german = await editor.newTab({ locale: "de-DE", viewport: { width: 1280, height: 900 } });
    const remote = mkdtempSync(join(tmpdir(), "sitegen-remote-"));
    const shot = async (name: string) =>
      SHOTS && (await german.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true }));
    /** The notice the view shows, once it says `words`: German, with none of the English words a refusal had. */
    const notice = async (role: "alert" | "status", words: string) => {
      const shown = german.getByRole(role).filter({ hasText: words });
      await shown.waitFor();
      const text = await shown.innerText();
      expect(text).not.toMatch(/\b(the|was|is|has|nothing|refused|Forbidden|Failed|fetch|said|commit(ted)?)\b/);
      return text;
    };
    execFileSync("git", ["init", "-q", "--bare", remote]);
    gitIn("remote", "add", "origin", remote);
    gitIn("push", "-q", "-u", "origin", "HEAD");
    gitIn("config", "user.name", ""); // as a clone on a machine where git has no name
    try {
      gitIn("checkout", "-q", "--detach");
      await german.goto(`${dev.base}/__sitegen/edit/#/changes`);
      await german.getByText("Es ist kein Branch ausgecheckt").waitFor();
      expect(await german.getByLabel("Commit-Nachricht").count()).toBe(0);
      gitIn("checkout", "-q", "-");
      writeFileSync(join(dir, FAQ), readFileSync(join(dir, FAQ), "utf8").replace(HEADER, "Fragen, veröffentlicht"));
      await german.reload();
      await german.getByLabel("Commit-Nachricht").fill("FAQ: Überschrift");
      await german.getByRole("button", { name: "1 Datei committen" }).click();
      await notice("alert", "unter welchem Namen");
      expect(gitIn("status", "--porcelain")).toBe(` M ${FAQ}\n`); // nothing left staged
      // A refusal of the server's envelope (no < or > in a name) is said in German too.
      await german.getByLabel("Ihr Name").fill("Jana <Müller>");
      await german.getByLabel("Ihre E-Mail-Adresse").fill("jana@stadtwerke.example");
      await german.getByRole("button", { name: "Speichern und committen" }).click();
      await notice("alert", "nicht in der erwarteten Form");
      await german.getByLabel("Ihr Name").fill("Jana Müller");
      await german.getByLabel("Ihre E-Mail-Adresse").fill("jana@stadtwerke.example");
      await shot("identity-1280");
      await german.getByRole("button", { name: "Speichern und committen" }).click();
      await notice("status", "FAQ: Überschrift");
      expect(gitIn("log", "-1", "--format=%an <%ae>")).toBe("Jana Müller <jana@stadtwerke.example>\n");

      await german.getByText("1 Commit ist noch nicht auf origin/").waitFor();
      await german.getByRole("button", { name: "Veröffentlichen" }).click();
      expect(await notice("status", "Veröffentlicht")).toMatch(
        /^Veröffentlicht: 1 Commit ist jetzt auf origin\/\S+\. Das CI des Hosts/,
      );
      await german.getByText("Alle Commits sind auf origin/").waitFor(); // the view counts after the push
      await shot("published-1280");

      const other = join(remote, "..", `${remote.split("/").pop()}-clone`);
      execFileSync("git", ["clone", "-q", remote, other]);
      execFileSync("git", ["-C", other, "commit", "-q", "--allow-empty", "-m", "Von nebenan"]);
      execFileSync("git", ["-C", other, "push", "-q"]);
      rmSync(other, { recursive: true });
      gitIn("commit", "-q", "--allow-empty", "-m", "Von hier");
      await german.getByRole("button", { name: "Veröffentlichen" }).click();
      await notice("alert", "muss sie zusammenführen");
      await german.setViewportSize({ width: 390, height: 844 });
      await shot("diverged-390");

      // A restarted server: the page's session token is an earlier one. A stopped server: no answer at all.
      await german.evaluate(() => document.querySelector('meta[name="sitegen-token"]')!.setAttribute("content", "alt"));
      await german.getByRole("button", { name: "Veröffentlichen" }).click();
      await notice("alert", "neu gestartet");
      await german.route("**/api/**", (route) => route.abort("connectionrefused"));
      await german.reload();
      await notice("alert", "erreicht sitegen dev nicht");
      await shot("stopped-390");
      // A plain-text answer of the server (a request it does not know) is worded by its status.
      await german.unroute("**/api/**");
      await german.route("**/api/changes", (r) => r.continue({ url: r.request().url().replace("changes", "nothing") }));
      await german.reload();
      await notice("alert", "abgelehnt (HTTP 405): Laden Sie die Seite neu");
    } finally {
      await german.close();
      gitIn("remote", "remove", "origin");
      gitIn("reset", "-q", "--hard", "HEAD~1");
      rmSync(remote, { recursive: true, force: true });
    }
  });
});
