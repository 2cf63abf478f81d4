// What keeps a maintainer's work: the versions the form holds (its values, and the values and hashes of the files
// they were made from), the unsaved changes kept in the browser, the questions before the form is left, Ctrl+S.
import { useEffect, useRef } from "react";
import type { Lang, PageData } from "./api.ts";
import { dropDraft, keepDraft, readDraft } from "./drafts.ts";
import { setLeaveGuard } from "./leave-guard.ts";
import { mergeValues, type BothChanged } from "./merge.ts";
import { LANGS } from "../../model.ts";
import { changeList, same, updateAt, type Value } from "./tree.ts";

export type Values = Partial<Record<Lang, Value>>;
export type Hashes = Partial<Record<Lang, string>>;
export interface Versions {
  readonly values: Values;
  readonly saved: Values; // the version of each file the values were made from
  readonly hashes: Hashes; // its hash, sent with a save so that a file changed meanwhile is not overwritten
}
/** When the newest change restored from this browser was made, and whether a file changed on disk since. */
export type Restored = { readonly at: number; readonly stale: boolean };
/** A value both the form and the file on disk changed: the form keeps yours until you take the disk's. */
export interface Conflict extends BothChanged {
  readonly lang: Lang;
}

/** The versions a form starts from: the files as read or (`restore`) the unsaved changes this browser kept. */
export function versionsOf(next: PageData, restore: boolean): Versions & { restored: Restored | undefined } {
  const values: Values = {};
  const saved: Values = {};
  const hashes: Hashes = {};
  let at = 0;
  let stale = false;
  for (const l of LANGS) {
    const file = next.files[l];
    if (file === undefined) continue;
    hashes[l] = file.hash;
    if (file.value === undefined) continue;
    values[l] = saved[l] = file.value;
    const draft = restore ? readDraft(file.path) : undefined;
    if (draft === undefined || same(draft.value, draft.base)) continue;
    [values[l], saved[l], hashes[l]] = [draft.value, draft.base, draft.hash];
    at = Math.max(at, draft.at);
    stale ||= draft.hash !== file.hash;
  }
  return { values, saved, hashes, restored: at > 0 ? { at, stale } : undefined };
}

export function mergedVersions(next: PageData, current: Versions): Versions & { conflicts: Conflict[] } {
  const values = { ...current.values };
  const saved = { ...current.saved };
  const hashes = { ...current.hashes };
  const conflicts: Conflict[] = [];
  for (const l of LANGS) {
    const file = next.files[l];
    const yours = current.values[l];
    if (file?.value === undefined || file.hash === current.hashes[l] || yours === undefined) continue;
    const merged = mergeValues(current.saved[l]!, yours, file.value);
    [values[l], saved[l], hashes[l]] = [merged.value, file.value, file.hash];
    conflicts.push(...merged.conflicts.map((c) => ({ lang: l, ...c })));
  }
  return { values, saved, hashes, conflicts };
}

/** The disk's value taken for `c`: a list item removed on disk leaves the form's list, and the later ones move up. */
export function takeDisk(values: Values, conflicts: readonly Conflict[], c: Conflict) {
  const [list, index] = [c.path.slice(0, -1), c.path.at(-1)];
  const drop = c.disk === undefined && typeof index === "number";
  const value = drop
    ? updateAt(values[c.lang]!, list, (old) => changeList(old, { op: "remove", index })!)
    : c.path.length === 0
      ? c.disk!
      : updateAt(values[c.lang]!, c.path, () => c.disk!);
  const under = (o: Conflict) =>
    o.lang === c.lang && JSON.stringify(o.path.slice(0, list.length)) === JSON.stringify(list);
  const after = (o: Conflict) => under(o) && (o.path[list.length] as number) > (index as number);
  const moved = (o: Conflict) => ({
    ...o,
    path: o.path.map((key, i) => (i === list.length ? (key as number) - 1 : key)),
  });
  const rest = conflicts.filter((o) => o !== c).map((o) => (drop && after(o) ? moved(o) : o));
  return { values: { ...values, [c.lang]: value }, conflicts: rest };
}

export function dropDrafts(data: PageData): void {
  for (const l of LANGS) if (data.files[l]) dropDraft(data.files[l]!.path);
}

export function useKeptDrafts(data: PageData, versions: Versions, changed: readonly Lang[]) {
  const kept = useRef<Partial<Record<string, string>>>({});
  const { values, saved, hashes } = versions;
  useEffect(() => {
    for (const l of LANGS) {
      const path = data.files[l]?.path;
      if (path === undefined || values[l] === undefined) continue;
      const text = changed.includes(l) ? JSON.stringify(values[l]) : undefined;
      if (kept.current[path] === text) continue;
      kept.current[path] = text;
      if (text === undefined) dropDraft(path);
      // A change restored as it was keeps the time it was made.
      else if (JSON.stringify(readDraft(path)?.value) !== text)
        keepDraft(path, { hash: hashes[l]!, base: saved[l]!, value: values[l]!, at: Date.now() });
    }
  }, [data, values, saved, hashes, changed]);
}

// With unsaved changes, closing the tab asks the browser's question and leaving inside the app calls `ask`;
// returned: the switch that lets a decided leave through.
export function useLeaveQuestions(dirty: boolean, ask: (to: string) => void): { current: boolean } {
  const pending = useRef(dirty);
  pending.current = dirty;
  useEffect(() => {
    if (!dirty) return;
    const before = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    addEventListener("beforeunload", before);
    return () => removeEventListener("beforeunload", before);
  }, [dirty]);
  const asking = useRef(ask);
  asking.current = ask;
  useEffect(
    () =>
      setLeaveGuard((to) => {
        if (!pending.current) return true;
        asking.current(to);
        return false;
      }),
    [],
  );
  return pending;
}

/** Ctrl+S (Cmd+S on a Mac) calls `save`, wherever the focus is. */
export function useSaveKey(save: () => void) {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const keys = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "s") return;
      event.preventDefault();
      latest.current();
    };
    addEventListener("keydown", keys);
    return () => removeEventListener("keydown", keys);
  }, []);
}
