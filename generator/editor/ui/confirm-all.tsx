// "Confirm all on this page": every pair of the page not in sync, shown first with what changed, then confirmed at
// once. The form is saved before the list is read, so the list is of the texts the form shows.
import { useEffect, useRef, useState } from "react";
import { loadProblems, type FieldTranslation } from "./api.ts";
import type { Form } from "./form-context.ts";
import { placeOf } from "./labels.ts";
import { t, uiLang } from "./messages.ts";
import { Diff, waiting } from "./translation-status.tsx";

export function ConfirmAll({ id, form }: { id: string; form: Form }) {
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
  const count = form.data.translations.filter(waiting).length;

  const show = async () => {
    setDone(undefined);
    if (!(await form.saveFirst())) return;
    // The status of the files as just saved: the form's may be from before the save.
    const fresh = await loadProblems(id).catch((error: Error) => error.message);
    if (typeof fresh === "string") return setDone(fresh);
    const list = fresh.translations.filter(waiting);
    if (list.length === 0) return setDone(t().allInSync);
    setShown(list);
  };
  const close = () => {
    dialog.current?.close();
    setShown(undefined);
  };
  const confirm = async () => {
    const pairs = shown ?? [];
    close();
    if (await form.confirm(pairs)) setDone(t().confirmed(pairs.length));
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
          {t().reviewAll(count)}
        </button>
      ) : null}
      <dialog ref={dialog} aria-labelledby="ed-confirm-all-title" onCancel={() => setShown(undefined)}>
        <h2 id="ed-confirm-all-title">{t().confirmAllTitle(shown?.length ?? 0)}</h2>
        <p>{t().confirmAllHelp}</p>
        <ul>
          {(shown ?? []).map((pair) => (
            <li key={pair.key}>
              <h3>
                {placeOf(form.data.schema, form.values[uiLang()] ?? form.values.de, pair.path)}:{" "}
                {pair.status === "outdated" ? t().outdated : t().neverConfirmed}
              </h3>
              {pair.values?.map((change) => (
                <p key={change}>{t().valueChanged(change)}</p>
              ))}
              {(["de", "en"] as const).map((lang) =>
                pair[lang].diff ? (
                  <p key={lang} className="ed-diff">
                    {t().changedIn(t().langName[lang])} <Diff parts={pair[lang].diff!} />
                  </p>
                ) : (
                  <p key={lang}>
                    {t().langName[lang]}: {pair[lang].text}
                  </p>
                ),
              )}
            </li>
          ))}
        </ul>
        <div className="ed-actions">
          <button type="button" className="ed-save" onClick={() => void confirm()}>
            {t().confirmThese(shown?.length ?? 0)}
          </button>
          <button type="button" autoFocus onClick={close}>
            {t().cancel}
          </button>
        </div>
      </dialog>
    </div>
  );
}
