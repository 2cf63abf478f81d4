// Open tabs lent to tests and taken back: in Chromium a load in a tab already open costs about a third of the CPU of
// a load in a new tab, and a sixth of one in a new context. A test gets a tab on whatever page the test before left
// it; the site keeps no state in the browser, so nothing of it reaches the next test but the HTTP cache.
import type { BrowserContext, Page } from "playwright-core";

export interface TabPool<P = Page> {
  withTab<T>(viewport: { width: number; height: number }, use: (page: P) => Promise<T>): Promise<T>;
}

/** How a pool opens, sizes and closes a tab (Chromium's by playwright-core, Firefox's by puppeteer-core). */
export interface TabKind<P> {
  open(): Promise<P>;
  resize(page: P, viewport: { width: number; height: number }): Promise<void>;
  close(page: P): Promise<void>;
}

/** A pool of tabs in `context`, each prepared once by `prepare` (listeners, init scripts) when it is opened. */
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

/** A tab a test failed in is closed rather than lent again: it may still be busy with what the test left running. */
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
