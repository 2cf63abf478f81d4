// The Content-Security-Policy the host rules send (docs/architecture.md §2.5) is never violated: on load of every
// page, on the 404 page's redirect, and while a visitor uses the islands and the page chrome.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./chromium.ts";
import { EXPECTED, LEGAL } from "./routes.ts";
import { tabPool, type TabPool } from "./tabs.ts";

const base = inject("baseUrl");
const PAGES = [...EXPECTED.map((r) => r.path), ...LEGAL.map((r) => r.path)];

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } }); // CSP enforced, as for a visitor
});
afterAll(async () => browser?.close());

interface Watched {
  readonly page: Page;
  /** Everything seen so far: CSP console messages, page errors, securitypolicyviolation events of every document. */
  readonly problems: string[];
  /** The securitypolicyviolation events the current document recorded in window.__cspViolations. */
  recorded(): Promise<string[]>;
}

/** A new tab that records every sign of a CSP violation, from before the first script runs. */
async function watchedPage(ctx: BrowserContext = context): Promise<Watched> {
  const page = await ctx.newPage();
  const problems: string[] = [];
  await watch(page, () => problems);
  return watched(page, problems);
}

/** Sends every sign of a CSP violation in `page` to the list `to()` gives at the time. */
async function watch(page: Page, to: () => string[]): Promise<void> {
  page.on("console", (m) => {
    if (/Content[- ]Security[- ]Policy|Refused to (execute|load|apply|evaluate|connect|frame|create)/i.test(m.text()))
      to().push(`console ${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => to().push(`pageerror: ${e.stack ?? String(e)}`));
  // Bindings survive navigations (the 404 page replaces itself); window.__cspViolations is per document.
  await page.exposeFunction("__cspReport", (line: string) => void to().push(`securitypolicyviolation: ${line}`));
  // Init scripts run before the page's own and are not subject to its CSP.
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[]; __cspReport?: (line: string) => void };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      const line = `${e.effectiveDirective} blocked ${e.blockedURI || "(inline)"} in ${e.sourceFile || location.pathname}:${e.lineNumber}:${e.columnNumber}${e.sample ? ` sample ${JSON.stringify(e.sample)}` : ""} (${e.disposition})`;
      w.__cspViolations.push(line);
      w.__cspReport?.(line);
    });
  });
}

function watched(page: Page, problems: string[]): Watched {
  return {
    page,
    problems,
    recorded: () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
  };
}

/** Lets queued violation events and console messages arrive. */
const drain = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));

async function expectClean(w: Watched, what: string): Promise<void> {
  await drain(w.page);
  const recorded = await w.recorded();
  expect(
    [...new Set([...w.problems, ...recorded.map((r) => `securitypolicyviolation: ${r}`)])],
    `${what}: CSP violations or page errors`,
  ).toEqual([]);
}

async function load(w: Watched, path: string): Promise<void> {
  const response = await w.page.goto(base + path, { waitUntil: "networkidle" });
  expect(response?.status(), path).toBe(200);
  expect(
    response?.headers()["content-security-policy"] ?? "",
    `${path} is served without the CSP header; this test would prove nothing`,
  ).toContain("script-src 'self'");
}

describe("the detector", () => {
  it("sees a blocked inline script (control)", async () => {
    const w = await watchedPage();
    try {
      await load(w, "/faq");
      await w.page.evaluate(() => {
        const s = document.createElement("script");
        s.textContent = "window.__inline = 1";
        document.head.append(s);
      });
      await drain(w.page);
      expect(await w.recorded()).toEqual([expect.stringContaining("script-src-elem blocked inline")]);
      expect(await w.page.evaluate(() => "__inline" in window)).toBe(false);
    } finally {
      await w.page.close();
    }
  });
});

describe("no CSP violation on load", () => {
  // A few tabs at once (vitest's maxConcurrency): most of each test is waiting for the network to fall idle.
  // Watched tabs reused page after page (tabs.ts); each test collects what its own load reports.
  const problemsOf = new Map<Page, string[]>();
  let tabs: TabPool;
  beforeAll(() => {
    tabs = tabPool(context, (page) => watch(page, () => problemsOf.get(page)!));
  });
  it.concurrent.each(PAGES)("%s", (path) =>
    tabs.withTab({ width: 1440, height: 900 }, async (page) => {
      const problems: string[] = [];
      problemsOf.set(page, problems);
      const w = watched(page, problems);
      await load(w, path);
      await expectClean(w, path);
    }),
  );

  it("the 404 page and its redirect home", async () => {
    const w = await watchedPage();
    try {
      const response = await w.page.goto(`${base}/does-not-exist`);
      expect(response?.status()).toBe(404);
      expect(response?.headers()["content-security-policy"] ?? "").toContain("script-src 'self'");
      await w.page.waitForURL(`${base}/`);
      await w.page.waitForLoadState("networkidle");
      await expectClean(w, "/does-not-exist → /");
    } finally {
      await w.page.close();
    }
  });
});

describe("no CSP violation while using the page", () => {
  it("the ROI calculator on / (keyboard)", async () => {
    const w = await watchedPage();
    try {
      await load(w, "/");
      const slider = w.page.locator("[data-slider=volume]");
      await w.page.locator("#roi-tools").scrollIntoViewIfNeeded(); // the calculator hydrates near the viewport
      await slider.waitFor({ state: "visible" }); // hydrated: Radix shows the thumb once it has measured it
      const before = await slider.getAttribute("aria-valuenow");
      await slider.focus();
      await w.page.keyboard.press("ArrowRight");
      await w.page.waitForFunction(
        (b) => document.querySelector("[data-slider=volume]")?.getAttribute("aria-valuenow") !== b,
        before,
      );
      await expectClean(w, "/ after ArrowRight on the volume slider");
    } finally {
      await w.page.close();
    }
  });

  it("the FAQ accordion on /faq", async () => {
    const w = await watchedPage();
    try {
      await load(w, "/faq");
      const item = w.page.locator("#item-0-0");
      await item.locator("button").click();
      await w.page.waitForFunction(
        () => document.querySelector("#item-0-0 .accordion__content")?.getAttribute("data-state") === "open",
      );
      await item.locator("button").click();
      await w.page.waitForFunction(
        () => document.querySelector("#item-0-0 .accordion__content")?.getAttribute("data-state") === "closed",
      );
      await expectClean(w, "/faq after opening and closing a question");
    } finally {
      await w.page.close();
    }
  });

  it("the story carousel on /en", async () => {
    const w = await watchedPage();
    try {
      await load(w, "/en");
      await w.page.locator("[data-carousel=next]").click();
      await w.page.waitForFunction(
        () =>
          document.querySelector(".carousel__dot[aria-current=true]")?.getAttribute("aria-label") ===
          "Show story 2 of 3",
      );
      await expectClean(w, "/en after the next-story button");
    } finally {
      await w.page.close();
    }
  });

  it("the contact toast on /en/faq", async () => {
    const w = await watchedPage();
    try {
      await load(w, "/en/faq");
      const popup = w.page.waitForEvent("popup");
      await w.page.locator(".site-nav__list a[data-contact]").click();
      await (await popup).close();
      await w.page.locator(".toast").waitFor({ state: "visible" });
      await w.page.keyboard.press("Escape");
      await expectClean(w, "/en/faq with the contact toast");
    } finally {
      await w.page.close();
    }
  });

  it("the mobile menu on / at 390 px", async () => {
    const mobile = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const w = await watchedPage(mobile);
    try {
      await load(w, "/");
      await w.page.locator(".menu-button").click();
      await w.page.waitForFunction(
        () => document.querySelector(".menu-button")?.getAttribute("aria-expanded") === "true",
      );
      await w.page.keyboard.press("Escape");
      await expectClean(w, "/ at 390 px after opening and closing the menu");
    } finally {
      await mobile.close();
    }
  });
});
