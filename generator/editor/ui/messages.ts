// The language the editor speaks: German when the browser prefers German, English otherwise, unless the maintainer
// chose one with the switch in the header (kept in this browser). The words are messages-en.ts and messages-de.ts.
import { useSyncExternalStore } from "react";
import { de } from "./messages-de.ts";
import { en, type Messages } from "./messages-en.ts";

export type UiLang = "de" | "en";
export type { Messages };

/** Each language by its own name, in either language's UI (the switch, the preview's languages). */
export const AUTONYMS: Readonly<Record<UiLang, string>> = { de: "Deutsch", en: "English" };

const KEY = "sitegen-editor-lang";
const listeners = new Set<() => void>();
let current: UiLang | undefined;

/** The browser's first preferred language decides: de, de-DE, de-AT, de-CH … are German. */
export function preferredLang(languages: readonly string[]): UiLang {
  return /^de(-|$)/i.test(languages[0] ?? "") ? "de" : "en";
}

/** The maintainer's choice kept in this browser, else the browser's language (English outside a browser). */
function initial(): UiLang {
  if (typeof navigator === "undefined") return "en";
  const chosen = localStorage.getItem(KEY);
  return chosen === "de" || chosen === "en" ? chosen : preferredLang(navigator.languages);
}

export const uiLang = (): UiLang => (current ??= initial());

/** The words of the editor in `lang` (components re-render from the app's root when it changes). */
export const messages = (lang: UiLang): Messages => (lang === "de" ? de : en);

/** The words of the editor in its current language. */
export const t = (): Messages => messages(uiLang());

export function setUiLang(lang: UiLang): void {
  current = lang;
  localStorage.setItem(KEY, lang);
  document.documentElement.lang = lang;
  for (const listener of listeners) listener();
}

/** The current language, for the app's root: a switch re-renders the whole editor, and the page's lang follows. */
export function useUiLang(): UiLang {
  const lang = useSyncExternalStore((listener) => (listeners.add(listener), () => listeners.delete(listener)), uiLang);
  document.documentElement.lang = lang;
  return lang;
}
