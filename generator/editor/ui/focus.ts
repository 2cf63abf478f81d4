// Where the keyboard's focus goes: the first field when a form opens, back to the field last used after a save
// or a confirmation (whose buttons are disabled or gone by then), Alt+↓/↑ between the fields of one language.
import { useEffect, useRef, type KeyboardEvent, type RefObject } from "react";
import type { Lang } from "./api.ts";
import { pathId, type Path } from "./tree.ts";

const FIELD = ":is(input, textarea, select):not([disabled])";

export function useFocusOnOpen(ready: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !ready) return;
    done.current = true;
    document.querySelector<HTMLElement>(`.ed-form ${FIELD}`)?.focus();
  }, [ready]);
}

/** Each time `trigger` grows, the field `last` names gets the focus back, unless the maintainer moved it elsewhere. */
export function useRefocus(trigger: number, last: RefObject<string | undefined>) {
  useEffect(() => {
    if (trigger === 0 || last.current === undefined) return;
    const active = document.activeElement;
    if (active === null || active === document.body || active.closest(".ed-bar, .ed-translation"))
      document.getElementById(last.current)?.focus();
  }, [trigger, last]);
}

/** Alt+↓ / Alt+↑: the next or previous field of the same language. */
export function nextField(event: KeyboardEvent<HTMLElement>) {
  if (!event.altKey || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) return;
  const at = event.target as HTMLElement;
  const lang = /^f-(de|en)-/.exec(at.id)?.[1];
  if (lang === undefined) return;
  const fields = [...document.querySelectorAll<HTMLElement>(`.ed-form [id^="f-${lang}-"]`)];
  const next = fields[fields.indexOf(at) + (event.key === "ArrowDown" ? 1 : -1)];
  if (next === undefined) return;
  event.preventDefault();
  next.focus();
}

export function focusNear(lang: Lang, path: Path) {
  for (let n = path.length; n >= 0; n--) {
    const id = pathId(lang, path.slice(0, n));
    const target = document.getElementById(id) ?? document.getElementById(`g-${id}`);
    if (target) return target.focus();
  }
}
