// The check of a save before it is written: tests/build/editor-pre-check.test.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { sanitizeLegalHtml } from "../../generator/validate/legal-html.ts";
import { edit } from "../build/project-copy.ts";
import { violationLines } from "./axe.ts";
import type { DevProcess } from "./dev-process.ts";
import { editorSession, statusOf } from "./editor-session.ts";

const editor = editorSession();
const { dir, errors } = editor;
let page: Page;
let dev: DevProcess;
beforeAll(() => void ({ page, dev } = editor));

const bytes = (file: string) => readFileSync(join(dir, file));

async function open(id: string, field: string) {
  await page.goto(`${dev.base}/__sitegen/edit/#/page/${id}`);
  await page.locator(`#${field}`).waitFor();
  await page.frameLocator("iframe").locator("h1").waitFor();
}

/** Selects `word` in the view's text (as a double-click would), or puts the caret inside it or at its paragraph's end. */
async function select(view: Locator, word: string, caret?: "inside" | "end") {
  await view.evaluate(
    (div, [word, caret]) => {
      const walker = document.createTreeWalker(div, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const at = node.data.indexOf(word as string);
        if (at < 0) continue;
        (div as HTMLElement).focus();
        const paragraph = node.parentElement!.closest("p")!;
        if (caret === "inside") getSelection()!.collapse(node, at + 3);
        else if (caret)
          getSelection()!.setBaseAndExtent(
            paragraph,
            paragraph.childNodes.length,
            paragraph,
            paragraph.childNodes.length,
          );
        else getSelection()!.setBaseAndExtent(node, at, node, at + (word as string).length);
        return;
      }
      throw new Error(`no ${word as string} in the view`);
    },
    [word, caret],
  );
}

describe("a legal page's text in the editor", () => {
  const DE = "content/de/legal/imprint.yaml";
  const EN = "content/en/legal/imprint.yaml";
  const german = () => page.getByRole("textbox", { name: "Content Deutsch" });
  const english = () => page.getByRole("textbox", { name: "Content English" });
  const content = (file: string) => (parse(readFileSync(join(dir, file), "utf8")) as { content: string }).content;

  it("leaves a text it shows unchanged as it was, byte for byte, also where the view would write it otherwise", async () => {
    edit(dir, EN, "{company.name}<br>", "{company.name}<br />"); // written by hand, not as the view writes a line break
    const before = bytes(EN).toString();
    await open("imprint", "f-en-content");
    await select(english(), "{company.vatId}", "end");
    await page.keyboard.type("x");
    await page.keyboard.press("Backspace");
    await page.locator("#f-en-title").fill("Imprint and contact");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => statusOf(page)).toContain("Saved content/en/legal/imprint.yaml");
    expect(bytes(EN).toString()).toBe(before.replace("title: Imprint\n", "title: Imprint and contact\n"));
  });

  it("makes the word at the caret bold and adds a list, saved as exactly the HTML the build keeps, shown the same as HTML", async () => {
    const before = bytes(DE).toString();
    await open("imprint", "f-de-content");
    const toolbar = page.getByRole("toolbar").first();
    await select(german(), "ausschließlich", "inside"); // no selection: the word at the caret, as in a word processor
    await page.keyboard.press("Control+b");
    await expect.poll(() => toolbar.getByRole("button", { name: "Bold" }).getAttribute("aria-pressed")).toBe("true");
    const caret = () =>
      getSelection()!.isCollapsed && getSelection()!.anchorNode!.textContent!.slice(0, getSelection()!.anchorOffset);
    await expect.poll(() => page.evaluate(caret)).toBe("aus"); // the caret stays where it was in the word
    await select(german(), "ausschließlich", "end"); // between words: what is typed next
    await page.keyboard.press("Control+i");
    await page.keyboard.type("Ende");
    await select(german(), "verantwortlich:", "end");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Bulleted list" }).click();
    await page.keyboard.type("Seitentexte");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Fallstudien");
    await expect
      .poll(() => toolbar.getByRole("button", { name: "Bulleted list" }).getAttribute("aria-pressed"))
      .toBe("true");
    await page.keyboard.press("Control+s");
    await expect.poll(() => statusOf(page)).toContain("Saved content/de/legal/imprint.yaml. The preview shows it");
    expect(bytes(DE).toString()).toBe(
      before
        .replace(
          "verantwortlich:</p>\n",
          "verantwortlich:</p>\n  <ul>\n    <li>Seitentexte</li>\n    <li>Fallstudien</li>\n  </ul>\n",
        )
        .replace("sich ausschließlich an", "sich <strong>ausschließlich</strong> an")
        .replace("teilzunehmen.</p>", "teilzunehmen.<em>Ende</em></p>"),
    );
    const saved = content(DE);
    const reports: string[] = [];
    const built = sanitizeLegalHtml(saved, (found, what) => reports.push(`${found}: ${what}`));
    expect(built.replace(/<br \/>/g, "<br>")).toBe(saved.trim()); // the build writes a line break as <br />
    expect(reports).toEqual([]);
    const preview = page.frameLocator("iframe");
    await expect.poll(() => preview.locator("main strong", { hasText: "ausschließlich" }).count()).toBe(1);
    expect(await preview.locator("main li").allInnerTexts()).toEqual(["Seitentexte", "Fallstudien"]);
    await toolbar.getByRole("button", { name: "HTML" }).click();
    expect(await page.locator("#f-de-content").inputValue()).toBe(saved);
    expect(await violationLines(page)).toEqual([]);
  });

  it("cleans pasted HTML, refuses a link the build would remove, and keeps the text unsaved through a reload", async () => {
    await open("imprint", "f-en-content");
    await select(english(), "{company.vatId}", "end");
    await english().evaluate((div) => {
      const data = new DataTransfer();
      data.setData(
        "text/html",
        '<p onclick="x()"> and <b>more</b><img src="x"><script>x()</script><a href="javascript:x()">y</a></p>',
      );
      div.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    });
    // The view shows what the field holds: nothing of the paste that would run, load or be dropped on save.
    expect(await english().locator("img, script, [onclick]").count()).toBe(0);
    await select(english(), "{company.registerEn}");
    await page.keyboard.press("Control+k");
    const address = page.getByRole("combobox", { name: "Link address" });
    await address.fill("javascript:alert(1)");
    await address.press("Enter");
    expect(await page.getByRole("alert").innerText()).toContain("The build would remove this address");
    await address.fill("/datenschutz");
    await address.press("Enter");
    // Kept through a reload as any unsaved change, and shown the same as HTML (reached by keyboard in the toolbar).
    page.once("dialog", (dialog) => void dialog.accept()); // "Leave site?": yes
    await page.reload();
    await english().getByRole("link", { name: "{company.registerEn}" }).waitFor();
    await page.getByRole("toolbar").nth(1).getByRole("button", { name: "Link" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    const html = await page.locator("#f-en-content").inputValue();
    expect(html).toContain("<p>{company.vatId}</p>\n<p> and <b>more</b><a>y</a></p>\n");
    expect(html).toContain('<p><a href="/datenschutz">{company.registerEn}</a></p>');
    expect(errors).toEqual([]);
  });
});
