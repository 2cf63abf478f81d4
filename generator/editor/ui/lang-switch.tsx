// The switch in the editor's header between its German and English words; the choice is kept in this browser.
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
