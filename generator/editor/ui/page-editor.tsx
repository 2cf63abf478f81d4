// One page: the form (German and English side by side) and the preview in the language being edited.
import { LANGS } from "../../model.ts";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { confirmTranslation, loadPage, savePage, titleOf, type Lang, type PageData } from "./api.ts";
import { useBuildEvents, useShownValues } from "./build-events.ts";
import { draftsReady } from "./drafts.ts";
import { focusNear, useFocusOnOpen, useRefocus } from "./focus.ts";
import { shownPairs, withKeyChange, withListChange, withValue, type FormPair } from "./form-context.ts";
import { ConfirmAll } from "./confirm-all.tsx";
import { findField } from "./find-field.ts";
import {
  dropDrafts,
  mergedVersions,
  takeDisk,
  useKeptDrafts,
  useLeaveQuestions,
  useSaveKey,
  versionsOf,
  type Values,
  type Versions,
} from "./keep-work.ts";
import { t } from "./messages.ts";
import { LeaveDialog, RestoredNotice, SaveNotice, type Notice } from "./page-notices.tsx";
import { FormPane, PageBar, PreviewPane, ProblemList, type View } from "./page-parts.tsx";
import { pathId as fieldId, renumber, same, type ListOp, type Path, type Value } from "./tree.ts";

export function PageEditor({ id }: { id: string }) {
  const [data, setData] = useState<PageData | string>();
  const [versions, setVersions] = useState<Versions>({ values: {}, saved: {}, hashes: {} });
  const { values, saved, hashes } = versions;
  const setValues = (change: (values: Values) => Values) => setVersions((v) => ({ ...v, values: change(v.values) }));
  const [notice, setNotice] = useState<Notice>();
  const [restored, setRestored] = useState<{ at: number; stale: boolean }>();
  const [lang, setLang] = useState<Lang>("de");
  const [saving, setSaving] = useState(false);
  const [view, setView] = useState<View>("form");
  const [leaveTo, setLeaveTo] = useState<string>();
  const [refocus, setRefocus] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const lastField = useRef<string>(undefined);

  /** Reads the page; with `restore`, the unsaved changes this browser kept for its files take the place of the disk's. */
  const load = useCallback(
    async (restore: boolean) => {
      try {
        const [next] = await Promise.all([loadPage(id), draftsReady()]);
        const { restored, ...versions } = versionsOf(next, restore);
        setData(next);
        setVersions(versions);
        setRestored(restored);
      } catch (error) {
        setData((error as Error).message);
      }
    },
    [id],
  );

  const { build, begin: beginBuild, expect: expectBuild } = useBuildEvents(id, frame, setData);
  useEffect(() => void load(true), [load]);
  const name = typeof data === "object" ? titleOf(data.page) : id;
  useEffect(() => void (document.title = t().titleOf(name)), [name]);

  const changed = useMemo(
    () => LANGS.filter((l) => values[l] !== undefined && !same(values[l], saved[l])),
    [values, saved],
  );
  useKeptDrafts(data, versions, changed);
  const shown = useShownValues(data, values, changed, lang, frame);
  const dirty = useLeaveQuestions(changed.length > 0, setLeaveTo);
  useEffect(() => {
    if (leaveTo !== undefined && !dialog.current?.open) dialog.current?.showModal();
    if (leaveTo === undefined && dialog.current?.open) dialog.current.close();
  }, [leaveTo]);
  useFocusOnOpen(typeof data === "object" && values.de !== undefined);
  useRefocus(refocus, lastField);

  // A click on a text in the preview focuses the field that holds it.
  useEffect(() => {
    const clicked = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      const message = event.data as { type?: string; text?: string };
      if (message?.type !== "sitegen-preview-click" || typeof message.text !== "string") return;
      const fields = typeof data === "object" ? (data.copyFields[lang] ?? []) : [];
      const path = findField(values[lang], fields, message.text);
      if (path) {
        flushSync(() => setView("form"));
        document.getElementById(fieldId(lang, path))?.focus();
      }
    };
    addEventListener("message", clicked);
    return () => removeEventListener("message", clicked);
  }, [data, values, lang]);

  const save = async (keep = false): Promise<boolean> => {
    if (saving || typeof data !== "object") return false;
    if (changed.length === 0) {
      expectBuild([]);
      setNotice({ kind: "ok", text: t().nothingToSave }); // Ctrl+S with every value as loaded
      return true;
    }
    setSaving(true);
    beginBuild();
    const files = Object.fromEntries(changed.map((l) => [l, { hash: hashes[l]!, value: values[l]! }]));
    const answer = await savePage(id, files, keep).catch((error: Error) => ({ status: 0, message: error.message }));
    setSaving(false);
    setRefocus((n) => n + 1);
    if (answer.status === 200 && "hashes" in answer) {
      const fresh = Object.fromEntries(Object.entries(values).map(([l, v]) => [l, renumber(v!)]));
      setVersions({ values: fresh, saved: fresh, hashes: { ...hashes, ...answer.hashes } });
      setRestored(undefined);
      expectBuild(answer.written);
      const text = answer.written.length > 0 ? t().saved(answer.written) : t().nothingToSave;
      setNotice({ kind: "ok", text });
      return true;
    }
    if (answer.status === 409 && "disk" in answer) {
      const { path, disk, yours, message: text } = answer;
      setNotice({
        kind: "conflict",
        lang: LANGS.find((l) => data.files[l]?.path === path) ?? "de",
        path,
        disk,
        yours,
        text,
      });
    } else if ("problems" in answer && answer.problems) {
      // Refused by the build's schema: shown at the fields, written only if the maintainer keeps it anyway.
      const problems = answer.problems;
      setData((d) => (typeof d === "object" ? { ...d, problems } : d));
      setNotice({ kind: "refused", text: answer.message });
    } else setNotice({ kind: "bad", text: "message" in answer ? answer.message : t().saveFailed });
    return false;
  };
  useSaveKey(() => {
    if (!dialog.current?.open) void save();
  });

  /** Takes the files as they are on disk now and carries the form's changes over; what both changed is named. */
  const merge = async () => {
    const next = await loadPage(id).catch((error: Error) => error.message);
    if (typeof next === "string") return setNotice({ kind: "bad", text: next });
    const { conflicts, ...merged } = mergedVersions(next, versions);
    setData(next);
    setVersions(merged);
    setNotice({ kind: "merged", conflicts, text: t().merged(conflicts.length > 0) });
  };

  /** Reloads one file from disk, dropping the form's changes to it only. */
  const reloadFile = async (l: Lang) => {
    const next = await loadPage(id).catch((error: Error) => error.message);
    if (typeof next === "string") return setNotice({ kind: "bad", text: next });
    const file = next.files[l];
    setNotice(undefined);
    setData(next);
    if (file?.value === undefined) return;
    setVersions({
      values: { ...values, [l]: file.value },
      saved: { ...saved, [l]: file.value },
      hashes: { ...hashes, [l]: file.hash },
    });
  };

  const leave = async (how: "save" | "discard" | "stay") => {
    const to = leaveTo;
    setLeaveTo(undefined);
    if (how === "stay" || to === undefined || typeof data !== "object") return;
    if (how === "save" && !(await save())) return;
    if (how === "discard") dropDrafts(data);
    dirty.current = false;
    location.hash = to;
  };

  const context = useMemo(
    () =>
      typeof data === "object"
        ? {
            data,
            values,
            setValue: (l: Lang, path: Path, value: Value) => setValues((v) => withValue(v, l, path, value)),
            changeList: (path: Path, op: ListOp) => setValues((v) => withListChange(v, path, op)),
            setKey: (path: Path, to: Value | undefined) => setValues((v) => withKeyChange(v, path, to)),
            focusLang: (l: Lang) => setLang(l),
            saveFirst: () => (changed.length === 0 ? Promise.resolve(true) : save()),
            confirm: async (pairs: readonly FormPair[]) => {
              // What the form shows is confirmed: its texts go with the request, and unsaved changes are saved first.
              const fields = shownPairs(values, pairs);
              if (changed.length > 0 && !(await save())) return false;
              const answer = await confirmTranslation(id, fields);
              const translations = answer.translations;
              if (translations) setData((d) => (typeof d === "object" ? { ...d, translations } : d));
              else setNotice({ kind: "bad", text: answer.message ?? t().confirmFailed });
              // The button goes with the status: the focus returns to the pair's field last used, else the English.
              if (pairs.length === 1) {
                const ids = LANGS.map((l) => fieldId(l, pairs[0]!.path));
                if (!ids.includes(lastField.current ?? "")) lastField.current = ids[1];
                setRefocus((n) => n + 1);
              }
              return translations !== undefined;
            },
          }
        : undefined,
    [data, values, id, changed, hashes],
  );

  if (data === undefined)
    return (
      <main className="ed-page">
        <p>{t().loading(id)}</p>
      </main>
    );
  if (typeof data === "string")
    return (
      <main className="ed-page">
        <p role="alert">{data}</p>
        <a href="#/">{t().allPages}</a>
      </main>
    );

  const status = saving
    ? t().saving
    : changed.length > 0
      ? t().unsaved
      : notice?.kind === "ok"
        ? `${notice.text}${build ? ` ${t().afterBuild[build]}` : ""}`
        : "";

  return (
    <main className="ed-page">
      <PageBar
        data={data}
        status={status}
        dirty={changed.length > 0}
        saving={saving}
        view={view}
        save={() => void save()}
        ask={setLeaveTo}
        show={setView}
      />
      <LeaveDialog
        dialog={dialog}
        files={changed.map((l) => data.files[l]?.path ?? l)}
        choose={(how) => void leave(how)}
      />
      {restored ? (
        <RestoredNotice
          {...restored}
          discard={() => {
            dropDrafts(data);
            setNotice(undefined);
            void load(false);
          }}
        />
      ) : null}
      {notice && notice.kind !== "ok" ? (
        <SaveNotice
          notice={notice}
          data={data}
          values={values}
          saveAnyway={() => void save(true)}
          merge={() => void merge()}
          reload={(l) => void reloadFile(l)}
          takeDisk={(c) => {
            if (notice.kind !== "merged") return;
            const taken = takeDisk(values, notice.conflicts, c);
            setValues(() => taken.values);
            setNotice({ ...notice, conflicts: taken.conflicts });
          }}
          close={() => setNotice(undefined)}
        />
      ) : null}
      <ProblemList
        data={data}
        refused={notice?.kind === "refused"}
        focus={(l, path) => {
          flushSync(() => setView("form"));
          focusNear(l, path);
        }}
      />
      <ConfirmAll id={id} form={context} />
      <div className="ed-split" data-view={view}>
        <FormPane data={data} form={context} lastField={lastField} />
        <PreviewPane data={data} lang={lang} frame={frame} show={setLang} shown={shown} />
      </div>
    </main>
  );
}
