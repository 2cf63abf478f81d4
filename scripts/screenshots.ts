// Full-page screenshots of every page in dist/sitemap.xml at a phone and a desktop width, for visual review.
// Run after a build: `npx tsx scripts/screenshots.ts [filter…] [--viewport] [--no-js] [--width=N]`.
//   filter      only paths containing one of these strings ("/en/faq", "blog")
//   --viewport  viewport-height shots instead of full pages (for detail)
//   --no-js     JavaScript disabled: checks the no-script fallbacks
//   --width=N   only this width (repeatable); default 390 and 1440
// Writes screenshots/<path>-<width>[-viewport][-nojs].png and warns about horizontal overflow.
import { mkdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { serveDist } from "../generator/dev/serve.ts";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.mjs";

const root = join(import.meta.dirname, "..");
const dist = join(root, "dist");
const outDir = join(root, "screenshots");
const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--") && !a.includes("=")));
const filters = args.filter((a) => !a.startsWith("--"));
const requestedWidths = args.filter((a) => a.startsWith("--width=")).map((a) => Number(a.slice("--width=".length)));
const widths = requestedWidths.length > 0 ? requestedWidths : [390, 1440];
const fullPage = !flags.has("--viewport");
const javaScriptEnabled = !flags.has("--no-js");

/** The paths of the sitemap's <loc> elements, origin removed: "/", "/en/faq", … */
async function sitemapPaths(): Promise<string[]> {
  const xml = await readFile(join(dist, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.trim()).pathname);
}

/** "/" → "de-home", "/en" → "en-home", "/en/blog/x" → "en-blog-x", "/faq" → "de-faq". */
function fileStem(path: string): string {
  const parts = path.split("/").filter(Boolean);
  const lang = parts[0] === "en" ? "en" : "de";
  const rest = lang === "en" ? parts.slice(1) : parts;
  return [lang, ...(rest.length > 0 ? rest : ["home"])].join("-");
}

/**
 * Scrolls through the page so every scroll-triggered reveal runs as it would for a reader, then back to the top.
 * A full-page capture does not scroll, so a section the observer missed would show as a blank band: such
 * sections are counted (returned) and then revealed, so the shot shows what a reader sees on arrival.
 */
async function settle(page: Page): Promise<number> {
  const missed = await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(innerHeight * 0.5));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      scrollTo({ top: y, behavior: "instant" });
      await new Promise((r) => setTimeout(r, 120));
    }
    scrollTo({ top: 0, behavior: "instant" });
    await document.fonts.ready;
    const hidden = [...document.querySelectorAll(".reveal:not(.is-visible)")];
    if (document.documentElement.classList.contains("reveal-ready"))
      for (const el of hidden) el.classList.add("is-visible");
    return hidden.length;
  });
  await page.waitForTimeout(1500);
  return missed;
}

async function main(): Promise<void> {
  const paths = (await sitemapPaths()).filter((p) => filters.length === 0 || filters.some((f) => p.includes(f)));
  await mkdir(outDir, { recursive: true });
  const server = await serveDist({ dir: dist, port: 0 });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  let overflowing = 0;
  try {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        deviceScaleFactor: 1,
        javaScriptEnabled,
      });
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(origin + path, { waitUntil: "networkidle" });
        const missed = await settle(page);
        if (missed > 0)
          console.warn(`  (${path} at ${width}px: ${missed} reveal section(s) had not been revealed by scrolling)`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) {
          overflowing++;
          console.warn(`! ${path} at ${width}px scrolls horizontally by ${overflow}px`);
        }
        const suffix = `${fullPage ? "" : "-viewport"}${javaScriptEnabled ? "" : "-nojs"}`;
        const file = join(outDir, `${fileStem(path)}-${width}${suffix}.png`);
        await page.screenshot({ path: file, fullPage });
        console.log(`${path} @ ${width}px → ${file}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (overflowing > 0) process.exitCode = 1;
}

await main();
