// `sitegen dev` as an editor meets it: a save reloads the page, a mistake lays an overlay over it until it is fixed,
// and the server keeps answering. Runs on the worker's project copy (dev-process.ts).
import { closeSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { edit, repoRoot } from "../build/project-copy.ts";
import { closeContexts, sharedChromium } from "./chromium.ts";
import { lendDev, type LentDev } from "./dev-process.ts";

const FAQ = "content/de/faq.yaml";
let dev: LentDev;
let dir: string;
let base: string;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  [dev, browser] = await Promise.all([lendDev(), sharedChromium()]);
  ({ base, dir } = dev);
  page = await (await browser.newContext()).newPage();
  page.on("console", (message) => message.type() === "error" && consoleErrors.push(message.text()));
  await page.goto(`${base}/faq`);
});

afterAll(() => closeContexts(browser));

/** Makes `change` and waits for the page to load again; the page's heading then. */
async function reloadAfter(change: () => unknown): Promise<string> {
  const reloaded = page.waitForEvent("load");
  change();
  await reloaded;
  return page.locator("h1").innerText();
}
const saveHeader = (to: string) => reloadAfter(() => edit(dir, FAQ, /^header: .*$/m, `header: ${to}`));
const home = async () => (await page.locator("nav.breadcrumbs li").first().innerText()).trim();

const overlay = () => page.locator("#sitegen-overlay");

describe("sitegen dev", () => {
  // The host rules it serves with: tests/build/serve-probes.test.ts.
  it("prints the URL, serves the site and adds the reload script to HTML only", async () => {
    expect(dev.log()).toMatch(/^Ready in \d+ ms: 29 pages/m);
    await dev.waitForLog(/^Built 29 pages in \d+ ms/m); // every page checked and rendered in the background
    const html = await fetch(`${base}/faq`);
    expect(html.status).toBe(200);
    expect(await html.text()).toMatch(
      /<script src="\/__sitegen\/client.js\?server=\w+" data-build="\d+" defer><\/script><\/head>/,
    );
    expect(await page.locator("h1").innerText()).toBe("Häufige Fragen");
  });

  it("reloads the page with the new text after a content file is saved", async () => {
    const before = dev.log().length;
    expect(await saveHeader("Fragen aus dem Test")).toBe("Fragen aus dem Test");
    expect(dev.log().slice(before)).toMatch(/^Rebuilt \d+ pages in \d+ ms \(.*content\/de\/faq\.yaml\)/m);
  });

  it("reloads after a save that renames a temporary file over the original, as many editors save", async () => {
    const path = join(dir, FAQ);
    const saved = readFileSync(path, "utf8").replace(/^header: .*$/m, "header: Gespeichert per Umbenennung");
    const heading = await reloadAfter(() => (writeFileSync(`${path}.swp`, saved), renameSync(`${path}.swp`, path)));
    expect(heading).toBe("Gespeichert per Umbenennung");
    expect(await saveHeader("Fragen aus dem Test"), "the next plain save").toBe("Fragen aus dem Test");
  });

  it("reloads after site.yaml is saved", async () => {
    await reloadAfter(() => edit(dir, "site.yaml", "breadcrumbHome: { de: Home,", "breadcrumbHome: { de: Startseite,"));
    expect(await home()).toBe("Startseite");
  });

  it("reloads after each of three replacements of site.yaml as git makes them: removed, then created anew", async () => {
    for (const label of ["Start eins", "Start zwei", "Start drei"]) {
      const site = join(dir, "site.yaml");
      const text = readFileSync(site, "utf8").replace(
        /breadcrumbHome: \{ de: [^,]+,/,
        `breadcrumbHome: { de: ${label},`,
      );
      await reloadAfter(() => (rmSync(site), writeFileSync(site, text, { flag: "wx" })));
      expect(await home()).toBe(label);
    }
  });

  it("shows broken YAML over the page and in the terminal; the server keeps answering", async () => {
    const before = dev.log().length;
    const broken = readFileSync(join(dir, FAQ), "utf8").replace(/^header: .*$/m, "header: Häufige: Fragen");
    const line = broken.split("\n").indexOf("header: Häufige: Fragen") + 1;
    // Saved in two steps, as some editors save: the file emptied (and built so), then written. What is shown is
    // the file as it ends up.
    let file = 0;
    await dev.afterBuild([FAQ], () => (file = openSync(join(dir, FAQ), "w")));
    await dev.afterBuild([FAQ], () => (writeSync(file, broken), closeSync(file)));
    await overlay()
      .locator("[data-at]", { hasText: `content/de/faq.yaml:${line}:9` })
      .waitFor();
    expect(await overlay().locator("[data-at]").innerText()).toBe(`content/de/faq.yaml:${line}:9`);
    expect(await overlay().locator("[data-problem=YamlSyntax]").innerText()).toContain("not valid YAML");
    expect(await overlay().locator("pre").innerText()).toContain(`> ${line} | header: Häufige: Fragen`);
    expect(await overlay().locator("[data-hint]").innerText()).toMatch(/^hint: .*must be put in quotes/);
    const summary =
      "1 problem in 1 file. Nothing was written; the pages still show the last good build. Save a fix to build again.";
    expect(await overlay().locator("h2").innerText()).toBe(summary);
    // The terminal shows what `sitegen build` shows.
    const printed = dev.log().slice(before);
    expect(printed).toContain(`content/de/faq.yaml:${line}:9  content/de/faq.yaml is not valid YAML`);
    expect(printed).toMatch(/ {2}\[YamlSyntax\]\n/);
    expect(printed).toContain(`  > ${line} | header: Häufige: Fragen`);
    expect(printed).toContain(summary);
    expect(printed).not.toMatch(/^\s+at /m);
    // Still serving the last good build, and a page opened now gets the overlay at once.
    const html = await fetch(`${base}/faq`);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain("Fragen aus dem Test");
    const other = await page.context().newPage(); // a second tab of the same browser
    await other.goto(`${base}/en/faq`);
    await other.locator("#sitegen-overlay [data-at]").waitFor();
    await other.close();
  });

  it("removes the overlay and shows the content once the file is fixed", async () => {
    expect(await saveHeader("Wieder gültig")).toBe("Wieder gültig");
    expect(await overlay().count()).toBe(0);
  });

  it("handles a file deleted while it runs like a save, and its return too", async () => {
    const text = readFileSync(join(dir, FAQ), "utf8");
    rmSync(join(dir, FAQ));
    await overlay().locator("[data-problem=ContentFileMissing]").waitFor(); // located at its route in site.yaml
    expect((await fetch(`${base}/faq`)).status).toBe(200); // the last good page
    expect(await reloadAfter(() => writeFileSync(join(dir, FAQ), text))).toBe("Wieder gültig");
    expect(await overlay().count()).toBe(0);
    expect(readdirSync(dir).filter((name) => name.startsWith("dist."))).toEqual([]); // no staging folder left
  });

  it("broke no rule of the site's CSP with the reload script or the overlay", () => {
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });

  it("keeps the reload script out of dist/, both its own and that of sitegen build", () => {
    // The repository's dist/ is the one `sitegen build` wrote for the browser tests (global-setup.ts).
    for (const folder of [join(repoRoot, "dist"), join(dir, "dist")]) {
      const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
      expect(files.length).toBeGreaterThan(30);
      const leaking = files.filter((e) => readFileSync(join(e.parentPath, e.name)).includes("__sitegen"));
      expect(leaking.map((e) => e.name)).toEqual([]);
    }
  });
});
