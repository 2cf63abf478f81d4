// "Confirm all on this page": every pair of the page not in sync, shown first with what changed (both texts for a
// pair never confirmed), then confirmed at once. The form is saved before the list is read, so the list is of the
// texts the form shows, and the confirmation carries them: the editor refuses it if the files say otherwise.
import { useEffect, useRef, useState } from "react";
import { loadProblems, type FieldTranslation } from "./api.ts";
import type { Form } from "./form-context.ts";
import { Diff } from "./translation-status.tsx";

const waiting = (t: FieldTranslation) => t.status === "outdated" || t.status === "unconfirmed";
const LANG = { de: "German", en: "English" } as const;

export function ConfirmAll({ id, form }: { id: string; form: Form | undefined }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const said = useRef<HTMLParagraphElement>(null);
  const [shown, setShown] = useState<readonly FieldTranslation[]>();
  const [done, setDone] = useState<string>();
  useEffect(() => {
    if (shown && !dialog.current?.open) dialog.current?.showModal();
  }, [shown]);
  useEffect(() => {
    if (done) said.current?.focus(); // the button it replaces is gone
  }, [done]);
  if (!form) return null;
  const count = form.data.translations.filter(waiting).length;

  const show = async () => {
    setDone(undefined);
    if (!(await form.saveFirst())) return;
    // The status of the files as just saved: the form's may be from before the save.
    const fresh = await loadProblems(id).catch((error: Error) => error.message);
    if (typeof fresh === "string") return setDone(fresh);
    const list = fresh.translations.filter(waiting);
    if (list.length === 0) return setDone("Every translation of this page is in sync.");
    setShown(list);
  };
  const close = () => {
    dialog.current?.close();
    setShown(undefined);
  };
  const confirm = async () => {
    const pairs = shown ?? [];
    close();
    if (await form.confirm(pairs))
      setDone(`Confirmed ${pairs.length} translation${pairs.length === 1 ? "" : "s"} of this page.`);
  };

  return (
    <div className="ed-confirm-all">
      {done ? (
        <p role="status" tabIndex={-1} ref={said}>
          {done}
        </p>
      ) : null}
      {count > 0 ? (
        <button type="button" onClick={() => void show()}>
          Review and confirm all {count} translations of this page …
        </button>
      ) : null}
      <dialog ref={dialog} aria-labelledby="ed-confirm-all-title" onCancel={() => setShown(undefined)}>
        <h2 id="ed-confirm-all-title">Confirm {shown?.length} translations</h2>
        <p>Each German and English text below will be recorded as saying the same.</p>
        <ul>
          {(shown ?? []).map((t) => (
            <li key={t.key}>
              <h3>
                <code>{t.key}</code>: {t.status === "outdated" ? "outdated" : "never confirmed"}
              </h3>
              {(["de", "en"] as const).map((lang) =>
                t[lang].diff ? (
                  <p key={lang} className="ed-diff">
                    {LANG[lang]} changed: <Diff parts={t[lang].diff!} />
                  </p>
                ) : (
                  <p key={lang}>
                    {LANG[lang]}: {t[lang].text}
                  </p>
                ),
              )}
            </li>
          ))}
        </ul>
        <div className="ed-actions">
          <button type="button" className="ed-save" onClick={() => void confirm()}>
            Confirm these {shown?.length} translations
          </button>
          <button type="button" autoFocus onClick={close}>
            Cancel
          </button>
        </div>
      </dialog>
    </div>
  );
}
