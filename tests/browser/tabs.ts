// Open tabs lent to tests and taken back, for the tests that load every page: in Chromium a load in a tab already
// open costs about a third of the CPU of a load in a new tab, and a sixth of one in a new context (its own renderer,
// fonts and style sheets decoded again). The tabs of one pool share a context, so they share its options
// (JavaScript on or off, the CSP bypassed or not); a test gets a tab at the viewport it asks for, on whatever page
// the previous test left it, and loads its own page first. The site keeps no state in the browser (no cookies,
// no storage), so nothing of one test's page reaches the next but the HTTP cache, as for a visitor going on.
import type { BrowserContext, Page } from "playwright-core";

export interface TabPool<P = Page> {
  /** Runs `use` with a tab of the pool at `viewport`; the tab goes back to the pool when it settles. */
  withTab<T>(viewport: { width: number; height: number }, use: (page: P) => Promise<T>): Promise<T>;
}

/** How a pool opens, sizes and closes a tab of its browser (Chromium's by playwright-core, Firefox's by puppeteer-core). */
export interface TabKind<P> {
  open(): Promise<P>;
  resize(page: P, viewport: { width: number; height: number }): Promise<void>;
  close(page: P): Promise<void>;
}

/**
 * A pool of tabs in `context`, each prepared once by `prepare` (listeners, init scripts) when it is opened. A tab
 * a test failed in is closed rather than lent again: it may still be busy with what the test left running.
 */
export function tabPool(context: BrowserContext, prepare: (page: Page) => Promise<void> = async () => {}): TabPool {
  return pool({
    open: async () => {
      const page = await context.newPage();
      await prepare(page);
      return page;
    },
    resize: (page, viewport) => page.setViewportSize(viewport),
    close: (page) => page.close(),
  });
}

/** A pool of the tabs `kind` opens, lent as `tabPool` lends them. */
export function pool<P>(kind: TabKind<P>): TabPool<P> {
  const idle: P[] = [];
  return {
    async withTab(viewport, use) {
      const page = idle.pop() ?? (await kind.open());
      await kind.resize(page, viewport);
      try {
        const result = await use(page);
        idle.push(page);
        return result;
      } catch (error) {
        await kind.close(page).catch(() => {});
        throw error;
      }
    },
  };
}
