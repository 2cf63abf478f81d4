// Unsaved changes kept in localStorage until saved or discarded, one entry per file, per project and per tab
// (docs/architecture.md, 16): a reload, a closed tab or a crash loses nothing.
import type { Value } from "./tree.ts";

/** Made from the version `hash` (whose value is `base`) at `at` (ms since 1970). */
export interface Draft {
  readonly hash: string;
  readonly base: Value;
  readonly value: Value;
  readonly at: number;
}

const project = () => document.querySelector<HTMLMetaElement>('meta[name="sitegen-project"]')?.content ?? "";
const PREFIX = "sitegen-editor-draft";
const TAB = "sitegen-editor-tab";
let tab = "";
const key = (path: string, of = tab) => `${PREFIX}:${project()}:${of}:${path}`;

/** This tab's id, held by a Web Lock while the tab is open; a duplicated tab (the same id) makes a new one. */
async function holdTab(): Promise<void> {
  let id = sessionStorage.getItem(TAB);
  while (id === null || !(await lockFor(id))) id = crypto.randomUUID();
  sessionStorage.setItem(TAB, (tab = id));
}
const lockFor = (id: string) =>
  new Promise<boolean>((resolve) => {
    if (!navigator.locks) return resolve(true);
    void navigator.locks.request(`${TAB}:${id}`, { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      return lock ? new Promise(() => {}) : undefined; // held until the tab closes
    });
  });

let ready: Promise<void> | undefined;
/** Awaited before a draft is read. */
export const draftsReady = () => (ready ??= holdTab().then(takeOverClosedTabs));

/** Each entry of a tab no longer open becomes this tab's, unless this tab keeps a newer one of the same file. */
async function takeOverClosedTabs(): Promise<void> {
  const open = new Set((await navigator.locks?.query())?.held?.map((lock) => lock.name));
  const ours = `${PREFIX}:${project()}:`;
  for (const name of Object.keys(localStorage).filter((k) => k.startsWith(ours))) {
    const [of = "", ...rest] = name.slice(ours.length).split(":");
    const [path, draft] = [rest.join(":"), readDraft(rest.join(":"), of)];
    if (of === tab || open.has(`${TAB}:${of}`) || !draft || (readDraft(path)?.at ?? 0) > draft.at) continue;
    if (keepDraft(path, draft)) localStorage.removeItem(name);
  }
}

export function readDraft(path: string, of = tab): Draft | undefined {
  try {
    const draft = JSON.parse(localStorage.getItem(key(path, of)) ?? "null") as Partial<Draft> | null;
    if (typeof draft?.hash !== "string" || typeof draft.at !== "number" || !("value" in draft) || !("base" in draft))
      return undefined;
    return draft as Draft;
  } catch {
    return undefined;
  }
}

/** False when the browser refuses (storage full or switched off). */
export function keepDraft(path: string, draft: Draft): boolean {
  try {
    localStorage.setItem(key(path), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function dropDraft(path: string): void {
  try {
    localStorage.removeItem(key(path));
  } catch {
    // storage switched off: there is nothing to drop
  }
}
