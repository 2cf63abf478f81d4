// The editor's "Changes" view as a maintainer who does not use git meets it, in Chromium: a copy of the project
// made into a git repository, a field changed through the editor, the file and its diff under Changes, a commit
// with a typed message; git then holds the commit and nothing is left to commit. Outside a repository the view
// says so and offers nothing.
import { execFileSync } from "node:child_process";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "../build/project.ts";
import { axe } from "./axe.ts";
import type { DevProcess } from "./dev-process.ts";
import { editorSession } from "./editor-session.ts";

const dir = copyProject();
const HEADER = "Häufige Fragen zum Rechenzentrum-Container";
const MESSAGE = "FAQ: Überschrift geschärft";
const WAIT = { timeout: 10_000 }; // a rebuild on a loaded machine

const gitIn = (...args: string[]) => execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" });

const editor = editorSession(dir, {
  consoleErrors: true,
  prepare: () => {
    writeFileSync(join(dir, ".gitignore"), "dist/\n"); // what sitegen dev builds
    gitIn("init", "-q");
    gitIn("config", "user.name", "Marketing");
    gitIn("config", "user.email", "marketing@example.test");
    gitIn("add", "-A");
    gitIn("commit", "-q", "-m", "The site as it was");
  },
});
const { errors } = editor;
let page: Page;
let dev: DevProcess;
beforeAll(() => void ({ page, dev } = editor));

const changesLink = () => page.getByRole("navigation", { name: "Editor" }).getByRole("link");

describe("the editor's Changes view", () => {
  it("says there is nothing to commit in a clean repository, and offers no commit", async () => {
    await page.goto(`${dev.base}/__sitegen/edit/`);
    await expect.poll(() => changesLink().innerText(), WAIT).toBe("Changes (0)");
    await changesLink().click();
    await page.getByText("Nothing to commit").waitFor(WAIT);
    expect(await page.getByRole("button", { name: /Commit/ }).count()).toBe(0);
  });

  it("shows a field changed in the editor as its file with the diff, without axe violations", async () => {
    await page.goto(`${dev.base}/__sitegen/edit/#/page/faq`);
    await page.locator("#f-de-header").fill(HEADER);
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByRole("status").innerText(), WAIT).toContain("Saved");
    await page.getByRole("link", { name: "All pages" }).click();
    await expect.poll(() => changesLink().innerText(), WAIT).toBe("Changes (1)");
    await changesLink().click();
    const file = page.getByRole("region", { name: "content/de/faq.yaml" });
    await file.waitFor(WAIT);
    expect(await page.locator(".ed-file h2").allInnerTexts()).toEqual(["content/de/faq.yaml (changed)"]);
    const lines = async (kind: string) => (await file.locator(`.ed-diff-${kind}`).allInnerTexts()).map((l) => l.trim());
    expect(await lines("del")).toEqual(["-header: Häufige Fragen"]);
    expect(await lines("add")).toEqual([`+header: ${HEADER}`]);
    const { violations, report } = await axe(page);
    expect(violations.length, report).toBe(0);
  });

  it("commits it with the typed message; git holds the commit and nothing is left", async () => {
    const commit = page.getByRole("button", { name: "Commit 1 file" });
    expect(await commit.isDisabled()).toBe(true); // no message yet
    await page.getByLabel("Commit message").fill(MESSAGE);
    await commit.click();
    await expect.poll(() => page.getByRole("status").innerText(), WAIT).toContain("Committed");
    const hash = gitIn("rev-parse", "--short", "HEAD").trim();
    expect(await page.getByRole("status").innerText()).toBe(`Committed ${hash}: ${MESSAGE}`);
    await page.getByText("Nothing to commit").waitFor(WAIT);
    expect(await page.locator(".ed-file").count()).toBe(0);
    expect(gitIn("log", "-1", "--format=%s").trim()).toBe(MESSAGE);
    expect(gitIn("log", "-1", "--format=%an <%ae>").trim()).toBe("Marketing <marketing@example.test>");
    expect(gitIn("status", "--porcelain")).toBe("");
    expect(gitIn("rev-list", "--count", "HEAD").trim()).toBe("2");
  });

  it("says so outside a git repository and offers nothing", async () => {
    renameSync(join(dir, ".git"), join(dir, ".git-away"));
    try {
      await page.goto(`${dev.base}/__sitegen/edit/`);
      await expect.poll(() => changesLink().innerText(), WAIT).toBe("Changes");
      await changesLink().click();
      await page.getByText("not in a git repository").waitFor(WAIT);
      expect(await page.getByRole("button", { name: /Commit/ }).count()).toBe(0);
      expect(await page.getByLabel("Commit message").count()).toBe(0);
    } finally {
      renameSync(join(dir, ".git-away"), join(dir, ".git"));
    }
    expect(errors).toEqual([]);
  });
});
