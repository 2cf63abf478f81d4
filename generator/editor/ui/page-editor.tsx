// One page: the form (German and English side by side) and the preview in the language being edited.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import {
  confirmTranslation,
  EDIT,
  loadPage,
  loadProblems,
  savePage,
  titleOf,
  type Lang,
  type PageData,
} from "./api.ts";
import { ConflictDiff } from "./conflict-view.tsx";
import { dropDraft, keepDraft, readDraft } from "./drafts.ts";
import { Group, PageIds } from "./fields.tsx";
import { FormContext } from "./form-context.ts";
import { findField } from "./find-field.ts";
import { setLeaveGuard } from "./leave-guard.ts";
import { mergeValues } from "./merge.ts";
import {
  changeList,
  getAt,
  pathId as fieldId,
  renumber,
  updateAt,
  type ListOp,
  type Path,
  type Value,
} from "./tree.ts";

type Values = Partial<Record<Lang, Value>>;
type Notice =
  | { kind: "ok" | "bad" | "refused"; text: string }
  | { kind: "conflict"; lang: Lang; path: string; disk: string; yours: string; text: string }
  | { kind: "merged"; text: string; conflicts: readonly Conflict[] };
/** A value both the form and the file on disk changed: the form keeps yours until you take the disk's. */
interface Conflict {
  readonly lang: Lang;
  readonly path: Path;
  readonly disk: Value | undefined;
}
/** What the build made of the last save, as the dev server's events tell it. */
type BuildState = "waiting" | "reload" | "problems" | "error";

const LANGS = ["de", "en"] as const;
const same = (a: Value | undefined, b: Value | undefined) => JSON.stringify(a) === JSON.stringify(b);
const FIELD = ":is(input, textarea, select):not([disabled])";

const AFTER_BUILD: Record<BuildState, string> = {
  waiting: "The preview is being rebuilt …",
  reload: "The preview shows it.",
  problems: "The build stopped at the problems below: the preview still shows the last good build.",
  error: "The build failed: the preview still shows the last good build.",
};

export function PageEditor({ id }: { id: string }) {
  const [data, setData] = useState<PageData | string>();
  const [values, setValues] = useState<Values>({});
  const [saved, setSaved] = useState<Values>({});
  const [hashes, setHashes] = useState<Partial<Record<Lang, string>>>({});
  const [notice, setNotice] = useState<Notice>();
  const [restored, setRestored] = useState<{ at: number; stale: boolean }>();
  const [lang, setLang] = useState<Lang>("de");
  const [saving, setSaving] = useState(false);
  const [build, setBuild] = useState<BuildState>();
  const [view, setView] = useState<"form" | "preview">("form");
  const [leaveTo, setLeaveTo] = useState<string>();
  const [refocus, setRefocus] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const lastField = useRef<string>(undefined);
  const awaitingBuild = useRef(false);
  const kept = useRef<Partial<Record<string, string>>>({});

  /** Reads the page; with `restore`, the unsaved changes this browser kept for its files take the place of the disk's. */
  const load = useCallback(
    async (restore: boolean) => {
      try {
        const next = await loadPage(id);
        const loaded: Values = {};
        const base: Values = {};
        const hs: Partial<Record<Lang, string>> = {};
        let at = 0;
        let stale = false;
        for (const l of LANGS) {
          const file = next.files[l];
          if (file === undefined) continue;
          hs[l] = file.hash;
          if (file.value === undefined) continue;
          loaded[l] = base[l] = file.value;
          const draft = restore ? readDraft(file.path) : undefined;
          if (draft === undefined || same(draft.value, draft.base)) continue;
          // The change was made from the version `draft.hash`: a save from it is refused if the file moved on.
          [loaded[l], base[l], hs[l]] = [draft.value, draft.base, draft.hash];
          kept.current[file.path] = JSON.stringify(draft.value);
          at = Math.max(at, draft.at);
          stale ||= draft.hash !== file.hash;
        }
        setData(next);
        setValues(loaded);
        setSaved(base);
        setHashes(hs);
        setRestored(at > 0 ? { at, stale } : undefined);
      } catch (error) {
        setData((error as Error).message);
      }
    },
    [id],
  );

  // Only the problems change with a build; the form is left alone unless they differ (it is large, and the
  // preview frame reloads on the same thread meanwhile).
  const refreshProblems = useCallback(async () => {
    const fresh = await loadProblems(id).catch(() => undefined);
    if (fresh === undefined) return;
    const { problems, translations } = fresh;
    setData((d) =>
      typeof d === "object" && JSON.stringify([d.problems, d.translations]) !== JSON.stringify([problems, translations])
        ? { ...d, problems, translations }
        : d,
    );
  }, [id]);

  useEffect(() => {
    document.title = `${id} · Editor · sitegen dev`;
    void load(true);
    // The dev server's build events: after each build the problems shown at the fields are the new build's.
    const events = new EventSource("/__sitegen/events");
    events.onmessage = (event) => {
      const type = (JSON.parse(String(event.data)) as { type: string }).type;
      // After a good build the preview reloads first; the form, on the same thread, catches up once it has.
      if (type === "problems") void refreshProblems();
      if (type === "reload") frame.current?.addEventListener("load", () => void refreshProblems(), { once: true });
      // The status bar says what the preview shows: the saved files, or the last good build and why.
      if (awaitingBuild.current && (type === "reload" || type === "problems" || type === "error")) {
        awaitingBuild.current = false;
        setBuild(type);
      }
    };
    return () => events.close();
  }, [id, load, refreshProblems]);

  const changed = useMemo(
    () => LANGS.filter((l) => values[l] !== undefined && !same(values[l], saved[l])),
    [values, saved],
  );

  // Every unsaved change is kept in the browser as it is made, and dropped once saved or discarded.
  useEffect(() => {
    if (typeof data !== "object") return;
    for (const l of LANGS) {
      const path = data.files[l]?.path;
      if (path === undefined || values[l] === undefined) continue;
      const text = changed.includes(l) ? JSON.stringify(values[l]) : undefined;
      if (kept.current[path] === text) continue;
      kept.current[path] = text;
      if (text === undefined) dropDraft(path);
      else keepDraft(path, { hash: hashes[l]!, base: saved[l]!, value: values[l]!, at: Date.now() });
    }
  }, [data, values, saved, hashes, changed]);

  // Closing or reloading the tab with unsaved changes asks first (they are kept in the browser either way).
  useEffect(() => {
    if (changed.length === 0) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    addEventListener("beforeunload", ask);
    return () => removeEventListener("beforeunload", ask);
  }, [changed.length]);

  // Leaving the form inside the app asks too: save, discard or stay.
  const dirty = useRef(false);
  dirty.current = changed.length > 0;
  useEffect(
    () =>
      setLeaveGuard((to) => {
        if (!dirty.current) return true;
        setLeaveTo(to);
        return false;
      }),
    [],
  );
  useEffect(() => {
    if (leaveTo !== undefined && !dialog.current?.open) dialog.current?.showModal();
    if (leaveTo === undefined && dialog.current?.open) dialog.current.close();
  }, [leaveTo]);

  // Focus: on the first field when the form opens, back on the field after a save or a confirmation.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || typeof data !== "object" || values.de === undefined) return;
    opened.current = true;
    document.querySelector<HTMLElement>(`.ed-form ${FIELD}`)?.focus();
  }, [data, values]);
  useEffect(() => {
    if (refocus === 0 || lastField.current === undefined) return;
    const active = document.activeElement;
    if (active === null || active === document.body || active.closest(".ed-bar, .ed-translation"))
      document.getElementById(lastField.current)?.focus();
  }, [refocus]);

  // A click on a text in the preview focuses the field that holds it.
  useEffect(() => {
    const clicked = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      const message = event.data as { type?: string; text?: string };
      if (message?.type !== "sitegen-preview-click" || typeof message.text !== "string") return;
      const path = findField(values[lang], message.text);
      if (path) {
        flushSync(() => setView("form"));
        document.getElementById(fieldId(lang, path))?.focus();
      }
    };
    addEventListener("message", clicked);
    return () => removeEventListener("message", clicked);
  }, [values, lang]);

  const save = async (keep = false): Promise<boolean> => {
    if (saving || typeof data !== "object") return false;
    if (changed.length === 0) {
      setNotice({ kind: "ok", text: "Nothing to save." });
      return true;
    }
    setSaving(true);
    const files = Object.fromEntries(changed.map((l) => [l, { hash: hashes[l]!, value: values[l]! }]));
    const answer = await savePage(id, files, keep).catch((error: Error) => ({ status: 0, message: error.message }));
    setSaving(false);
    setRefocus((n) => n + 1);
    if (answer.status === 200 && "hashes" in answer) {
      setHashes((h) => ({ ...h, ...answer.hashes }));
      const fresh = Object.fromEntries(Object.entries(values).map(([l, v]) => [l, renumber(v!)]));
      setValues(fresh);
      setSaved(fresh);
      setRestored(undefined);
      awaitingBuild.current = answer.written.length > 0;
      setBuild(answer.written.length > 0 ? "waiting" : undefined);
      setNotice({
        kind: "ok",
        text: answer.written.length > 0 ? `Saved ${answer.written.join(" and ")}.` : "Nothing to save.",
      });
      return true;
    }
    if (answer.status === 409 && "disk" in answer) {
      const l = LANGS.find((l) => data.files[l]?.path === answer.path) ?? "de";
      setNotice({
        kind: "conflict",
        lang: l,
        path: answer.path,
        disk: answer.disk,
        yours: answer.yours,
        text: answer.message,
      });
    } else if ("problems" in answer && answer.problems) {
      // Refused by the build's schema: shown at the fields, written only if the maintainer keeps it anyway.
      const problems = answer.problems;
      setData((d) => (typeof d === "object" ? { ...d, problems } : d));
      setNotice({ kind: "refused", text: answer.message });
    } else setNotice({ kind: "bad", text: "message" in answer ? answer.message : "The save failed." });
    return false;
  };
  const saveRef = useRef(save);
  saveRef.current = save;

  // Ctrl+S (Cmd+S) saves, wherever the focus is; the focus stays where it was.
  useEffect(() => {
    const keys = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "s") return;
      event.preventDefault();
      if (!dialog.current?.open) void saveRef.current();
    };
    addEventListener("keydown", keys);
    return () => removeEventListener("keydown", keys);
  }, []);

  /** Takes the files as they are on disk now and carries the form's changes over; what both changed is named. */
  const merge = async () => {
    const next = await loadPage(id).catch((error: Error) => error.message);
    if (typeof next === "string") return setNotice({ kind: "bad", text: next });
    const conflicts: Conflict[] = [];
    const merged: Values = { ...values };
    const base: Values = { ...saved };
    const hs = { ...hashes };
    for (const l of LANGS) {
      const file = next.files[l];
      if (file?.value === undefined || file.hash === hashes[l] || values[l] === undefined) continue;
      const result = mergeValues(saved[l]!, values[l]!, file.value);
      merged[l] = result.value;
      base[l] = file.value;
      hs[l] = file.hash;
      conflicts.push(...result.conflicts.map((path) => ({ lang: l, path, disk: getAt(file.value, path) })));
    }
    setData(next);
    setValues(merged);
    setSaved(base);
    setHashes(hs);
    setNotice({
      kind: "merged",
      conflicts,
      text:
        conflicts.length === 0
          ? "Your changes were carried over to the files as they are on disk now. Check them and save."
          : "Your changes were carried over to the files as they are on disk now. The values below were changed on disk too: the form holds yours; take the disk's where it is right, then save.",
    });
  };

  /** Reloads one file from disk, dropping the form's changes to it only. */
  const reloadFile = async (l: Lang) => {
    const next = await loadPage(id).catch((error: Error) => error.message);
    if (typeof next === "string") return setNotice({ kind: "bad", text: next });
    const file = next.files[l];
    setNotice(undefined);
    setData(next);
    if (file?.value === undefined) return;
    setValues((v) => ({ ...v, [l]: file.value }));
    setSaved((v) => ({ ...v, [l]: file.value }));
    setHashes((h) => ({ ...h, [l]: file.hash }));
  };

  const discard = async () => {
    if (typeof data !== "object") return;
    for (const l of LANGS) if (data.files[l]) dropDraft(data.files[l]!.path);
    kept.current = {};
    setNotice(undefined);
    await load(false);
  };

  const leave = async (how: "save" | "discard" | "stay") => {
    const to = leaveTo;
    if (how === "save" && !(await save())) return setLeaveTo(undefined);
    if (how === "discard") {
      for (const l of LANGS) if (typeof data === "object" && data.files[l]) dropDraft(data.files[l]!.path);
      kept.current = {};
    }
    setLeaveTo(undefined);
    if (how !== "stay" && to !== undefined) {
      dirty.current = false;
      location.hash = to;
    }
  };

  const context = useMemo(
    () =>
      typeof data === "object"
        ? {
            data,
            values,
            setValue: (l: Lang, path: Path, value: Value) =>
              setValues((v) => (v[l] === undefined ? v : { ...v, [l]: updateAt(v[l]!, path, () => value) })),
            // A list changes in both languages at once, so the files keep their parity.
            changeList: (path: Path, op: ListOp) =>
              setValues((v) =>
                Object.fromEntries(
                  Object.entries(v).map(([l, value]) => [
                    l,
                    getAt(value, path) === undefined ? value : updateAt(value!, path, (old) => changeList(old, op)!),
                  ]),
                ),
              ),
            focusLang: (l: Lang) => setLang(l),
            confirm: async (key: string) => {
              const answer = await confirmTranslation(id, key);
              const translations = answer.translations;
              if (translations) setData((d) => (typeof d === "object" ? { ...d, translations } : d));
              else setNotice({ kind: "bad", text: answer.message ?? "The translation could not be confirmed." });
              // The button goes with the status: the focus returns to the pair's field.
              const pair = data.translations.find((t) => t.key === key)?.path;
              if (pair) {
                const ids = LANGS.map((l) => fieldId(l, pair));
                if (!ids.includes(lastField.current ?? "")) lastField.current = ids[1];
                setRefocus((n) => n + 1);
              }
            },
          }
        : undefined,
    [data, values, id],
  );

  if (data === undefined)
    return (
      <main className="ed-page">
        <p>Loading {id} …</p>
      </main>
    );
  if (typeof data === "string")
    return (
      <main className="ed-page">
        <p role="alert">{data}</p>
        <a href="#/">All pages</a>
      </main>
    );

  const previewPath = data.page.paths[lang] ?? data.page.paths.de;
  const readOnly = LANGS.filter((l) => data.files[l]?.error);
  const status = saving
    ? "Saving …"
    : changed.length > 0
      ? "Unsaved changes"
      : notice?.kind === "ok"
        ? `${notice.text}${build ? ` ${AFTER_BUILD[build]}` : ""}`
        : "";

  return (
    <main className="ed-page">
      <header className="ed-bar">
        <a
          href="#/"
          onClick={(event) => {
            if (changed.length === 0) return;
            event.preventDefault();
            setLeaveTo("#/");
          }}
        >
          All pages
        </a>
        <h1>{titleOf(data.page)}</h1>
        <p className="ed-status" role="status">
          {status}
        </p>
        <button
          type="button"
          className="ed-save"
          onClick={() => void save()}
          disabled={saving || changed.length === 0}
          aria-keyshortcuts="Control+S"
        >
          Save
        </button>
      </header>
      <div className="ed-views" role="group" aria-label="Show">
        <button type="button" aria-pressed={view === "form"} onClick={() => setView("form")}>
          Form
        </button>
        <button type="button" aria-pressed={view === "preview"} onClick={() => setView("preview")}>
          Preview
        </button>
      </div>
      <dialog ref={dialog} className="ed-leave" aria-labelledby="ed-leave-title" onCancel={() => setLeaveTo(undefined)}>
        <h2 id="ed-leave-title">Unsaved changes</h2>
        <p>
          {changed.map((l) => data.files[l]?.path).join(" and ")} {changed.length === 1 ? "has" : "have"} changes that
          are not saved yet.
        </p>
        <div className="ed-actions">
          <button type="button" className="ed-save" onClick={() => void leave("save")}>
            Save and leave
          </button>
          <button type="button" onClick={() => void leave("discard")}>
            Discard the changes and leave
          </button>
          <button type="button" autoFocus onClick={() => void leave("stay")}>
            Stay
          </button>
        </div>
      </dialog>
      {restored ? (
        <section className="ed-restored" aria-label="Restored unsaved changes">
          <p>
            Restored unsaved changes from {new Date(restored.at).toLocaleString()}: this browser kept them when the form
            was left without saving.
            {restored.stale
              ? " The file has changed on disk since; saving will show both versions to merge."
              : " Save them, or discard them to see the files as they are on disk."}
          </p>
          <button type="button" onClick={() => void discard()}>
            Discard the restored changes
          </button>
        </section>
      ) : null}
      {notice && notice.kind !== "ok" ? (
        <section
          className="ed-notice"
          role="alert"
          aria-label={notice.kind === "merged" ? "Changes carried over" : "Save refused"}
        >
          <p>{notice.text}</p>
          {notice.kind === "conflict" ? <ConflictDiff disk={notice.disk} yours={notice.yours} /> : null}
          {notice.kind === "merged" && notice.conflicts.length > 0 ? (
            <ul className="ed-both-changed">
              {notice.conflicts.map((c) => (
                <li key={`${c.lang}${JSON.stringify(c.path)}`}>
                  <a
                    href={`#${fieldId(c.lang, c.path)}`}
                    onClick={(e) => {
                      e.preventDefault();
                      focusNear(c.lang, c.path);
                    }}
                  >
                    {data.files[c.lang]?.path}: {c.path.join(".") || "the whole file"}
                  </a>
                  <span>
                    {" "}
                    on disk: <q>{textOf(c.disk)}</q>, yours: <q>{textOf(getAt(values[c.lang], c.path))}</q>{" "}
                  </span>
                  <button
                    type="button"
                    onClick={() => {
                      setValues((v) => ({
                        ...v,
                        [c.lang]: c.path.length === 0 ? c.disk : updateAt(v[c.lang]!, c.path, () => c.disk!),
                      }));
                      setNotice({ ...notice, conflicts: notice.conflicts.filter((o) => o !== c) });
                    }}
                  >
                    Take the disk&apos;s
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {notice.kind === "refused" ? (
            <button type="button" onClick={() => void save(true)}>
              Save anyway (the build will report it)
            </button>
          ) : null}
          {notice.kind === "conflict" ? (
            <div className="ed-actions">
              <button type="button" onClick={() => void merge()}>
                Merge: keep your changes on top of the disk&apos;s version
              </button>
              <button type="button" onClick={() => void reloadFile(notice.lang)}>
                Load {notice.path} from disk (drops your changes to it)
              </button>
            </div>
          ) : null}
          {notice.kind === "bad" || notice.kind === "merged" ? (
            <button type="button" onClick={() => setNotice(undefined)}>
              Close
            </button>
          ) : null}
        </section>
      ) : null}
      {data.problems.length > 0 ? (
        <section className="ed-problems" aria-label="Problems of the build">
          <h2>
            {data.problems.length === 1 ? "1 problem" : `${data.problems.length} problems`}
            {notice?.kind === "refused" ? " the build would report" : " in the last build"}
          </h2>
          <ul>
            {data.problems.map((p, i) => (
              <li key={i}>
                <a
                  href={`#${fieldId(p.lang === "both" ? "de" : p.lang, p.path)}`}
                  onClick={(e) => {
                    e.preventDefault();
                    flushSync(() => setView("form"));
                    focusNear(p.lang === "both" ? "de" : p.lang, p.path);
                  }}
                >
                  {data.files[p.lang === "both" ? "de" : p.lang]?.path}:{p.line}
                </a>{" "}
                {p.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="ed-split" data-view={view}>
        <section
          className="ed-form"
          aria-label="Form"
          onFocus={(event) => {
            if (/^f-(de|en)-/.test(event.target.id)) lastField.current = event.target.id;
          }}
          onKeyDown={nextField}
        >
          <p className="ed-help ed-keys">
            <kbd>Ctrl</kbd>+<kbd>S</kbd> saves; <kbd>Alt</kbd>+<kbd>↓</kbd> and <kbd>Alt</kbd>+<kbd>↑</kbd> go to the
            next and previous field of the same language.
          </p>
          {readOnly.map((l) => (
            <div key={l} role="alert" className="ed-notice">
              <p>{data.files[l]!.error} The form is read-only until the file parses again.</p>
              <pre tabIndex={0}>{data.files[l]!.text}</pre>
            </div>
          ))}
          {context && readOnly.length === 0 ? (
            <FormContext.Provider value={context}>
              <div className="ed-columns" aria-hidden="true">
                <span />
                <span id="col-de">Deutsch</span>
                <span id="col-en">{data.page.files.en ? "English" : ""}</span>
              </div>
              <Group path={[]} schema={data.schema} keys={data.page.keys} />
              <PageIds ids={data.linkTargets} />
            </FormContext.Provider>
          ) : null}
        </section>
        <section className="ed-preview" aria-label="Preview">
          <div className="ed-preview-bar" role="group" aria-label="Preview language">
            {LANGS.filter((l) => data.page.paths[l]).map((l) => (
              <button type="button" key={l} aria-pressed={lang === l} onClick={() => setLang(l)}>
                {l === "de" ? "Deutsch" : "English"}
              </button>
            ))}
          </div>
          <iframe
            ref={frame}
            title={`Preview of ${previewPath}`}
            src={`${EDIT}preview${previewPath === "/" ? "/" : previewPath}`}
          />
        </section>
      </div>
    </main>
  );
}

/** Alt+↓ / Alt+↑ in a field: the next or previous field of the same language, skipping the other language and the buttons. */
function nextField(event: KeyboardEvent<HTMLElement>) {
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

/** A value as one line of text for the list of values both sides changed. */
function textOf(value: Value | undefined): string {
  if (value === undefined) return "(removed)";
  const text = typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

function focusNear(lang: Lang, path: Path) {
  for (let n = path.length; n >= 0; n--) {
    const target =
      document.getElementById(fieldId(lang, path.slice(0, n))) ??
      document.getElementById(`g-${fieldId(lang, path.slice(0, n))}`);
    if (target) {
      target.focus();
      return;
    }
  }
}
