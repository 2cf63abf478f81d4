// The saves sitegen dev builds, one at a time. Files the editor announces together (a page in both languages) are
// waited for: the site is never built between two files of one save, whose first alone may not match the second.
import type { Change } from "./watch.ts";

// Two files saved by hand arrive within a few milliseconds; waiting 12 ms builds them once.
const DEBOUNCE_MS = 12;
/**
 * How long announced files are waited for at most, from the first of them: a write that failed is never reported,
 * and announcements that keep coming never hold a build back longer.
 */
const ANNOUNCED_MS = 2000;

export interface SaveQueue {
  /** A file the watcher reported (added, changed or removed), as problems name it ("content/de/faq.yaml"). */
  schedule(change: Change, file: string, reading?: () => void): void;
  /** Files about to be written together: nothing is built until the watcher has reported each of them. */
  announce(files: readonly string[]): void;
  /** Resolves once every file reported or announced so far has been built (the editor asks the site after that). */
  settled(): Promise<void>;
  /** Builds nothing more; resolves when the build under way has ended. */
  close(): Promise<void>;
}

export function saveQueue(
  build: (changes: ReadonlyMap<string, Change>) => Promise<void>,
  log: (line: string) => void,
): SaveQueue {
  let pending = new Map<string, Change>();
  const starting: (() => void)[] = []; // each called as the next build starts, before it reads a file
  const announced = new Set<string>();
  let debounce: NodeJS.Timeout | undefined;
  let giveUp: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  const waiters: (() => void)[] = [];
  const idle = () => !running && pending.size === 0 && announced.size === 0;
  const release = () => {
    if (!idle() && !closed) return;
    for (const settle of waiters.splice(0)) settle();
  };
  // Starts the next build, else settles the waiters if nothing is left. The running build calls it again when it
  // ends; a reported announced file calls it once the last is in.
  const flush = (): void => {
    if (running || pending.size === 0 || announced.size > 0 || closed) return release();
    const changes = pending;
    pending = new Map();
    for (const start of starting.splice(0)) start();
    running = build(changes).finally(() => {
      running = undefined;
      flush();
    });
  };
  return {
    schedule(change, file, reading) {
      if (closed) return;
      pending.set(file, change);
      if (reading) starting.push(reading);
      if (announced.delete(file) && announced.size === 0) clearTimeout(giveUp);
      clearTimeout(debounce);
      debounce = setTimeout(flush, DEBOUNCE_MS);
    },
    announce(files) {
      if (closed || files.length === 0) return;
      if (announced.size === 0)
        giveUp = setTimeout(() => {
          log(
            `${[...announced].join(", ")}: written by the editor, but no change reached sitegen dev within 2 s; built without waiting longer.`,
          );
          announced.clear();
          flush();
        }, ANNOUNCED_MS);
      for (const file of files) announced.add(file);
    },
    settled() {
      return idle() || closed ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
    async close() {
      closed = true;
      clearTimeout(debounce);
      clearTimeout(giveUp);
      await running;
      release();
    },
  };
}
