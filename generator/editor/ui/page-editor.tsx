// One page: the form (German and English side by side) and the preview in the language being edited.
import { LANGS } from "../../model.ts";
import { useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { confirmTranslation, loadPage, savePage, titleOf, type Lang, type PageData } from "./api.ts";
import { useBuildEvents, useShownValues } from "./build-events.ts";
import { draftsReady } from "./drafts.ts";
import { focusNear, useFocusOnOpen, useRefocus } from "./focus.ts";
import { shownPairs, withKeyChange, withListChange, withValue, type Form } from "./form-context.ts";
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
  type Restored,
  type Values,
  type Versions,
} from "./keep-work.ts";
import { t } from "./messages.ts";
import { LeaveDialog, RestoredNotice, SaveNotice, type Notice } from "./page-notices.tsx";
import { FormPane, PageBar, PreviewPane, ProblemList, type View } from "./page-parts.tsx";
import { pathId as fieldId, renumber, same } from "./tree.ts";

/** The page, with the unsaved changes this browser kept taking the place of the disk's. */
export function PageEditor({ id }: { id: string }) {
  const [loaded, setLoaded] = useState<(Versions & { data: PageData; restored: Restored | undefined }) | string>();
  useEffect(() => {
    Promise.all([loadPage(id), draftsReady()]).then(
      ([data]) => setLoaded({ data, ...versionsOf(data, true) }),
      (error: Error) => setLoaded(error.message),
    );
  }, [id]);
  useEffect(() => void (document.title = t().titleOf(id)), [id]);
  if (typeof loaded !== "object")
    return (
      <main className="ed-page">
        {loaded === undefined ? <p>{t().loading(id)}</p> : <p role="alert">{loaded}</p>}
        {loaded === undefined ? null : <a href="#/">{t().allPages}</a>}
      </main>
    );
  const { data, restored, ...versions } = loaded;
  return <PageForm id={id} loaded={data} versions={versions} restored={restored} />;
}

function PageForm(props: { id: string; loaded: PageData; versions: Versions; restored: Restored | undefined }) {
  const { id } = props;
  const [data, setData] = useState(props.loaded);
  const [versions, setVersions] = useState(props.versions);
  const { values, saved, hashes } = versions;
  const setValues = (change: (values: Values) => Values) => setVersions((v) => ({ ...v, values: change(v.values) }));
  const [notice, setNotice] = useState<Notice>();
  const [restored, setRestored] = useState(props.restored);
  const [lang, setLang] = useState<Lang>("de");
  const [saving, setSaving] = useState(false);
  const [view, setView] = useState<View>("form");
  const [leaveTo, setLeaveTo] = useState<string>();
  const [refocus, setRefocus] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const lastField = useRef<string>(undefined);

  const { build, begin: beginBuild, expect: expectBuild } = useBuildEvents(id, frame, setData);
  const name = titleOf(data.page);
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
  useFocusOnOpen(values.de !== undefined);
  useRefocus(refocus, lastField);

  // A click on a text in the preview focuses the field that holds it.
  useEffect(() => {
    const clicked = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      const message = event.data as { type?: string; text?: string };
      if (message?.type !== "sitegen-preview-click" || typeof message.text !== "string") return;
      const path = findField(values[lang], data.copyFields[lang] ?? [], message.text);
      if (path) {
        flushSync(() => setView("form"));
        document.getElementById(fieldId(lang, path))?.focus();
      }
    };
    addEventListener("message", clicked);
    return () => removeEventListener("message", clicked);
  }, [data, values, lang]);

  const save = async (keep = false): Promise<boolean> => {
    if (saving) return false;
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
      const lang = LANGS.find((l) => data.files[l]?.path === path) ?? "de";
      setNotice({ kind: "conflict", lang, path, disk, yours, text });
    } else if ("problems" in answer && answer.problems) {
      // Refused by the build's schema: shown at the fields, written only if the maintainer keeps it anyway.
      const problems = answer.problems;
      setData((d) => ({ ...d, problems }));
      setNotice({ kind: "refused", text: answer.message });
    } else setNotice({ kind: "bad", text: "message" in answer ? answer.message : t().saveFailed });
    return false;
  };
  useSaveKey(() => {
    if (!dialog.current?.open) void save();
  });

  const fromDisk = async () => {
    const next = await loadPage(id).catch((error: Error) => error.message);
    if (typeof next === "string") return void setNotice({ kind: "bad", text: next });
    setData(next);
    return next;
  };

  const merge = async () => {
    const next = await fromDisk();
    if (!next) return;
    const { conflicts, ...merged } = mergedVersions(next, versions);
    setVersions(merged);
    setNotice({ kind: "merged", conflicts, text: t().merged(conflicts.length > 0) });
  };

  const reloadFile = async (l: Lang) => {
    const next = await fromDisk();
    if (!next) return;
    setNotice(undefined);
    const file = next.files[l];
    if (file?.value === undefined) return;
    setVersions({
      values: { ...values, [l]: file.value },
      saved: { ...saved, [l]: file.value },
      hashes: { ...hashes, [l]: file.hash },
    });
  };

  const discard = async () => {
    dropDrafts(data);
    setNotice(undefined);
    const next = await fromDisk();
    if (!next) return;
    const { restored: _, ...fresh } = versionsOf(next, false);
    setVersions(fresh);
    setRestored(undefined);
  };

  const leave = async (how: "save" | "discard" | "stay") => {
    const to = leaveTo;
    setLeaveTo(undefined);
    if (how === "stay" || to === undefined) return;
    if (how === "save" && !(await save())) return;
    if (how === "discard") dropDrafts(data);
    dirty.current = false;
    location.hash = to;
  };

  const context = useMemo<Form>(
    () => ({
      data,
      values,
      setValue: (l, path, value) => setValues((v) => withValue(v, l, path, value)),
      changeList: (path, op) => setValues((v) => withListChange(v, path, op)),
      setKey: (path, to) => setValues((v) => withKeyChange(v, path, to)),
      focusLang: (l) => setLang(l),
      saveFirst: () => (changed.length === 0 ? Promise.resolve(true) : save()),
      confirm: async (pairs) => {
        // What the form shows is confirmed: its texts go with the request, and unsaved changes are saved first.
        const fields = shownPairs(values, pairs);
        if (changed.length > 0 && !(await save())) return false;
        const answer = await confirmTranslation(id, fields);
        const translations = answer.translations;
        if (translations) setData((d) => ({ ...d, translations }));
        else setNotice({ kind: "bad", text: answer.message ?? t().confirmFailed });
        // The button goes with the status: the focus returns to the pair's field last used, else the English.
        if (pairs.length === 1) {
          const ids = LANGS.map((l) => fieldId(l, pairs[0]!.path));
          if (!ids.includes(lastField.current ?? "")) lastField.current = ids[1];
          setRefocus((n) => n + 1);
        }
        return translations !== undefined;
      },
    }),
    [data, values, id, changed, hashes],
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
      {restored ? <RestoredNotice {...restored} discard={() => void discard()} /> : null}
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
        <PreviewPane data={data} lang={lang} frame={frame} show={setLang} shown={shown} build={build} />
      </div>
    </main>
  );
}
