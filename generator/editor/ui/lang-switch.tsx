// The switch between the editor's German and English words (kept in this browser), and the frame of the views
// beside the form and the list: the way back to the list, the switch, the view's title.
import { useEffect, type ReactNode } from "react";
import { AUTONYMS, setUiLang, t, useUiLang, type UiLang } from "./messages.ts";

export function LangSwitch() {
  const lang = useUiLang();
  return (
    <label className="ed-ui-lang">
      <span>{t().uiLang}</span>{" "}
      <select value={lang} onChange={(e) => setUiLang(e.target.value as UiLang)}>
        {(["de", "en"] as const).map((l) => (
          <option key={l} value={l} lang={l}>
            {AUTONYMS[l]}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Frame({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  useEffect(() => void (document.title = t().titleOf(title)), [title]);
  return (
    <main className={className ?? "ed-list"}>
      <p>
        <a href="#/">{t().allPages}</a> <LangSwitch />
      </p>
      <h1>{title}</h1>
      {children}
    </main>
  );
}
