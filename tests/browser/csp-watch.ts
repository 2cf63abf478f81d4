// Signs of a violation of the CSP the host rules send (docs/architecture.md §2.5), watched in a Chromium tab from
// before the first script runs.
import type { BrowserContext, Page, Response } from "playwright-core";
import { expect, inject } from "vitest";
import { drained } from "./chromium.ts";
import { tabPool, type TabPool } from "./tabs.ts";

const base = inject("baseUrl");

export interface Watched {
  readonly page: Page;
  /** CSP console messages, page errors and securitypolicyviolation events of every document so far. */
  readonly problems: string[];
  /** The securitypolicyviolation events of the current document. */
  recorded(): Promise<string[]>;
}

/** Sends every sign of a CSP violation in `page` to the list `to()` gives at the time. */
export async function watch(page: Page, to: () => string[]): Promise<void> {
  page.on("console", (m) => {
    if (/Content[- ]Security[- ]Policy|Refused to (execute|load|apply|evaluate|connect|frame|create)/i.test(m.text()))
      to().push(`console ${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => to().push(`pageerror: ${e.stack ?? String(e)}`));
  // Bindings survive navigations (the 404 page replaces itself); window.__cspViolations is per document.
  await page.exposeFunction("__cspReport", (line: string) => void to().push(`securitypolicyviolation: ${line}`));
  // Init scripts run before the page's own and are not subject to its CSP.
  await page.addInitScript(recordViolations);
}

/** In the page, before its own scripts: records each securitypolicyviolation event in window.__cspViolations. */
export function recordViolations(): void {
  const w = window as unknown as { __cspViolations: string[]; __cspReport?: (line: string) => void };
  w.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (e) => {
    const line = `${e.effectiveDirective} blocked ${e.blockedURI || "(inline)"} in ${e.sourceFile || location.pathname}:${e.lineNumber}:${e.columnNumber}${e.sample ? ` sample ${JSON.stringify(e.sample)}` : ""} (${e.disposition})`;
    w.__cspViolations.push(line);
    w.__cspReport?.(line);
  });
}

/** In the page: what `recordViolations` recorded in the current document. */
export const recorded = () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [];

export function watched(page: Page, problems: string[]): Watched {
  return { page, problems, recorded: () => page.evaluate(recorded) };
}

/** A pool of tabs in `context` (tabs.ts), each watched: a test judges only what it saw itself. */
export function watchedTabs(context: BrowserContext): TabPool<Watched> {
  const problemsOf = new Map<Page, string[]>();
  const tabs = tabPool(context, (page) => watch(page, () => problemsOf.get(page)!));
  return {
    withTab: (viewport, use) =>
      tabs.withTab(viewport, (page) => {
        const problems: string[] = [];
        problemsOf.set(page, problems);
        return use(watched(page, problems));
      }),
  };
}

/** Every sign of a violation seen in `w` so far, once each, after the queued ones have arrived. */
export async function cspProblems(w: Watched): Promise<string[]> {
  await drained(w.page);
  const recorded = await w.recorded();
  return [...new Set([...w.problems, ...recorded.map((r) => `securitypolicyviolation: ${r}`)])];
}

export async function expectClean(w: Watched, what: string): Promise<void> {
  expect(await cspProblems(w), `${what}: CSP violations or page errors`).toEqual([]);
}

/** `path` answered 200 with the CSP: without it, a clean watch would prove nothing. */
export function expectServedWithCsp(response: Pick<Response, "status" | "headers"> | null, path: string): void {
  expect(response?.status(), path).toBe(200);
  expect(
    response?.headers()["content-security-policy"] ?? "",
    `${path} is served without the CSP header; this test would prove nothing`,
  ).toContain("script-src 'self'");
}

export async function load(w: Watched, path: string): Promise<void> {
  expectServedWithCsp(await w.page.goto(base + path, { waitUntil: "networkidle" }), path);
}
