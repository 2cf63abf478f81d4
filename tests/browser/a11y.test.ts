// axe-core on every page at both widths, and in the states a visitor can open: the mobile menu and a toast.
// Budget (docs/architecture.md §4): 0 violations of WCAG 2.1 A/AA and axe's best practices.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./chromium.ts";
import { EXPECTED, LEGAL } from "./routes.ts";
import { tabPool, type TabPool } from "./tabs.ts";

const base = inject("baseUrl");
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const PAGES = [...EXPECTED.map((r) => r.path), ...LEGAL.map((r) => r.path)];
const WIDTHS = [390, 1440] as const;

interface AxeNode {
  readonly target: readonly (string | readonly string[])[];
  readonly html: string;
  readonly failureSummary?: string;
}
interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly nodes: readonly AxeNode[];
}

let browser: Browser;
const contexts = new Map<number, BrowserContext>();
beforeAll(async () => {
  browser = await launchChromium();
  // The site's CSP forbids inline scripts, and axe is injected as one: this context ignores the CSP (csp.test.ts checks it).
  for (const width of WIDTHS)
    contexts.set(
      width,
      await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, bypassCSP: true }),
    );
});
afterAll(async () => browser?.close());

/** Opens `path` in a fresh tab at `width`, with every scroll-reveal shown and every transition finished. */
async function open(path: string, width: number): Promise<Page> {
  const page = await contexts.get(width)!.newPage();
  const response = await page.goto(base + path, { waitUntil: "load" });
  expect(response?.status(), path).toBe(200);
  await settle(page);
  return page;
}

/** Shows every .reveal section (as scrolling through would) and waits for fonts and finite animations and transitions. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const el of document.querySelectorAll(".reveal")) el.classList.add("is-visible");
    await document.fonts.ready;
    // Jumping each finite animation to its end gives the state waiting would, without the wait.
    for (const a of document.getAnimations()) if (a.effect?.getTiming().iterations !== Infinity) a.finish();
  });
}

/** axe on the whole document (WCAG 2.1 A/AA + best practices); the violations, printed one per rule with every target. */
async function axe(page: Page): Promise<{ violations: readonly AxeViolation[]; report: string }> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(
    async (runOnly) => {
      const results = await (
        window as unknown as { axe: { run(ctx: Document, opts: unknown): Promise<{ violations: AxeViolation[] }> } }
      ).axe.run(document, { runOnly, resultTypes: ["violations"] });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary ?? "" })),
      }));
    },
    { type: "tag", values: TAGS },
  );
  return { violations, report: formatViolations(page.url(), violations) };
}

function formatViolations(url: string, violations: readonly AxeViolation[]): string {
  if (violations.length === 0) return `${url}: no violations`;
  const lines = [`${url}: ${violations.length} axe rule${violations.length === 1 ? "" : "s"} violated`];
  for (const v of violations) {
    lines.push(`- ${v.id} [${v.impact ?? "?"}] ${v.help} (${v.helpUrl})`);
    for (const n of v.nodes) {
      lines.push(`    at ${n.target.map((t) => (typeof t === "string" ? t : t.join(" >>> "))).join(" ")}`);
      lines.push(`       ${n.html.length > 160 ? `${n.html.slice(0, 160)}…` : n.html}`);
      const summary = (n.failureSummary ?? "")
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean)
        .slice(1, 3)
        .join(" / ");
      if (summary) lines.push(`       ${summary.length > 240 ? `${summary.slice(0, 240)}…` : summary}`);
    }
  }
  return lines.join("\n");
}

async function expectNoViolations(page: Page): Promise<void> {
  const { violations, report } = await axe(page);
  expect(violations.length, report).toBe(0);
}

// Pages are independent tabs, and most of a check is waiting for the page: a few at once. Each page is loaded at
// 390 px and checked, then widened to 1440 px (the header's media query and the islands' observers follow a
// resize as they follow a load) and checked again: one load for both widths.
describe(`axe at ${WIDTHS.join(" and ")} px`, () => {
  // In tabs that are reused page after page (tabs.ts), of the narrow context: bypassing the CSP, as axe needs.
  let tabs: TabPool;
  beforeAll(() => {
    tabs = tabPool(contexts.get(WIDTHS[0])!);
  });
  it.concurrent.each(PAGES)("%s", (path) =>
    tabs.withTab({ width: WIDTHS[0], height: 844 }, async (page) => {
      const response = await page.goto(base + path, { waitUntil: "load" });
      expect(response?.status(), path).toBe(200);
      await settle(page);
      const narrow = await axe(page);
      expect(narrow.violations.length, `at ${WIDTHS[0]} px: ${narrow.report}`).toBe(0);
      await page.setViewportSize({ width: WIDTHS[1], height: 900 });
      await settle(page);
      const wide = await axe(page);
      expect(wide.violations.length, `at ${WIDTHS[1]} px: ${wide.report}`).toBe(0);
    }),
  );
});

describe("axe with the mobile menu open (390 px)", () => {
  it.each(["/faq", "/en"])("%s", async (path) => {
    const page = await open(path, 390);
    try {
      await page.locator(".menu-button").click();
      await page.waitForFunction(
        () => document.querySelector(".menu-button")?.getAttribute("aria-expanded") === "true",
      );
      expect(await page.locator("#site-nav .site-nav__list").isVisible()).toBe(true);
      await settle(page);
      await expectNoViolations(page);
    } finally {
      await page.close();
    }
  });
});

describe("axe with a toast showing", () => {
  it.each(WIDTHS)("/en/faq after the contact link, at %i px", async (width) => {
    const page = await open("/en/faq", width);
    try {
      if (width < 1024) {
        await page.locator(".menu-button").click();
        await page.waitForFunction(
          () => document.querySelector(".menu-button")?.getAttribute("aria-expanded") === "true",
        );
      }
      const popup = page.waitForEvent("popup");
      await page.locator(".site-nav__list a[data-contact]").click();
      await (await popup).close();
      const toast = page.locator(".toast");
      await toast.waitFor({ state: "visible" });
      await toast.hover(); // pauses the 5 s auto-dismiss while axe runs
      await settle(page);
      expect(await toast.count()).toBe(1);
      const { violations, report } = await axe(page);
      expect(await toast.count(), "the toast was dismissed before axe finished").toBe(1);
      expect(violations.length, report).toBe(0);
    } finally {
      await page.close();
    }
  });
});
