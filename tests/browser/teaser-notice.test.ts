// A blog teaser whose link is "#" does not navigate and shows the blog-article notice. Current teasers link to real
// articles, so this runs on the project with one announced article.
import { rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFor } from "../../generator/options.ts";
import { serveDist } from "../../generator/dev/serve.ts";
import { diskWriter } from "../../generator/write/write-output.ts";
import { copyProject, edit, repoRoot, build } from "../build/project.ts";
import { closeContexts, sharedChromium } from "./chromium.ts";
import { tabPool, type TabPool } from "./tabs.ts";

const ANNOUNCED = [
  ["de", "Wärmenetze in Skandinavien", "Was Stadtwerke aus dem Norden lernen können.", "Analyse"],
  ["en", "Heat networks in Scandinavia", "What utilities can learn from the north.", "Analysis"],
];

const VIEWPORT = { width: 1280, height: 720 }; // a context's default
let dir: string;
let server: Server;
let base: string;
let browser: Browser;
let tabs: TabPool;
beforeAll(async () => {
  dir = copyProject();
  for (const [lang, headline, excerpt, category] of ANNOUNCED)
    edit(
      dir,
      `content/${lang}/home.yaml`,
      '    - "article-telia-helsinki"\n',
      `    - { headline: "${headline}", excerpt: "${excerpt}", category: ${category}, published: 2026-01-15, readMinutes: 5, to: "#" }\n`,
    );
  await build(configFor({ root: dir, codeRoot: repoRoot }), diskWriter(join(dir, "dist")));
  server = await serveDist({ dir: join(dir, "dist"), port: 0 });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await sharedChromium();
  tabs = tabPool(await browser.newContext());
});
afterAll(async () => {
  await closeContexts(browser);
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("announced blog article", () => {
  it.each([
    ["/", "Wärmenetze in Skandinavien", "Blog-Artikel", /noch nicht verfügbar/],
    ["/en", "Heat networks in Scandinavia", "Blog article", /not available yet/],
  ])("on %s, clicking „%s“ stays on the page and shows the „%s“ notice", (path, headline, title, text) =>
    tabs.withTab(VIEWPORT, async (page) => {
      await page.goto(base + path);
      await page.getByRole("link", { name: headline }).click();
      const toast = page.locator(".toast");
      await toast.waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(new URL(page.url()).hash).toBe("");
      expect(await toast.locator(".toast__title").innerText()).toBe(title);
      expect(await toast.locator(".toast__text").innerText()).toMatch(text);
    }),
  );

  it("real teasers still navigate to their article", () =>
    tabs.withTab(VIEWPORT, async (page) => {
      await page.goto(`${base}/en`);
      await page.locator(".teaser__link").first().click();
      await page.waitForURL(/\/en\/blog\//);
    }));
});
