// The language the editor speaks: the one chosen with the switch (kept in this browser), else German when the
// browser's first preferred language is (de, de-AT …), else English.
import { useSyncExternalStore } from "react";
import { de } from "./messages-de.ts";
import { en, type Messages } from "./messages-en.ts";

export type UiLang = "de" | "en";
export type { Messages };

/** Each language by its own name, in either language's UI. */
export const AUTONYMS: Readonly<Record<UiLang, string>> = { de: "Deutsch", en: "English" };

const KEY = "sitegen-editor-lang";
const listeners = new Set<() => void>();
let current: UiLang | undefined;

function initial(): UiLang {
  if (typeof navigator === "undefined") return "en";
  const chosen = localStorage.getItem(KEY);
  if (chosen === "de" || chosen === "en") return chosen;
  return /^de(-|$)/i.test(navigator.languages[0] ?? "") ? "de" : "en";
}

export const uiLang = (): UiLang => (current ??= initial());

export const messages = (lang: UiLang): Messages => (lang === "de" ? de : en);

export const t = (): Messages => messages(uiLang());

export function setUiLang(lang: UiLang): void {
  current = lang;
  localStorage.setItem(KEY, lang);
  document.documentElement.lang = lang;
  for (const listener of listeners) listener();
}

/** For the app's root: a switch re-renders the whole editor, and the page's lang follows. */
export function useUiLang(): UiLang {
  const lang = useSyncExternalStore((listener) => (listeners.add(listener), () => listeners.delete(listener)), uiLang);
  document.documentElement.lang = lang;
  return lang;
}
