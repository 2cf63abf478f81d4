// One page: the form (German and English side by side) and the preview in the language being edited.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
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
import { Group, PageIds } from "./fields.tsx";
import { FormContext } from "./form-context.ts";
import { findField } from "./find-field.ts";
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
  | { kind: "conflict"; path: string; disk: string; yours: string; text: string };

export function PageEditor({ id }: { id: string }) {
  const [data, setData] = useState<PageData | string>();
  const [values, setValues] = useState<Values>({});
  const [saved, setSaved] = useState<Values>({});
  const [hashes, setHashes] = useState<Partial<Record<Lang, string>>>({});
  const [notice, setNotice] = useState<Notice>();
  const [lang, setLang] = useState<Lang>("de");
  const [saving, setSaving] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  const load = useCallback(
    async (keepValues: boolean) => {
      try {
        const next = await loadPage(id);
        setData(next);
        if (!keepValues) {
          const loaded: Values = {};
          for (const l of ["de", "en"] as const)
            if (next.files[l]?.value !== undefined) loaded[l] = next.files[l]!.value!;
          setValues(loaded);
          setSaved(loaded);
          setHashes(Object.fromEntries(Object.entries(next.files).map(([l, f]) => [l, f!.hash])));
        }
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
    void load(false);
    // The dev server's build events: after each build the problems shown at the fields are the new build's.
    const events = new EventSource("/__sitegen/events");
    events.onmessage = (event) => {
      const type = (JSON.parse(String(event.data)) as { type: string }).type;
      // After a good build the preview reloads first; the form, on the same thread, catches up once it has.
      if (type === "problems") void refreshProblems();
      if (type === "reload") frame.current?.addEventListener("load", () => void refreshProblems(), { once: true });
    };
    return () => events.close();
  }, [id, load, refreshProblems]);

  // A click on a text in the preview focuses the field that holds it.
  useEffect(() => {
    const clicked = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      const message = event.data as { type?: string; text?: string };
      if (message?.type !== "sitegen-preview-click" || typeof message.text !== "string") return;
      const fields = typeof data === "object" ? (data.copyFields[lang] ?? []) : [];
      const path = findField(values[lang], fields, message.text);
      if (path) document.getElementById(fieldId(lang, path))?.focus();
    };
    addEventListener("message", clicked);
    return () => removeEventListener("message", clicked);
  }, [data, values, lang]);

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

  const changed = (["de", "en"] as const).filter((l) => values[l] !== undefined && values[l] !== saved[l]);
  const save = async (keep = false) => {
    setSaving(true);
    const files = Object.fromEntries(changed.map((l) => [l, { hash: hashes[l]!, value: values[l]! }]));
    const answer = await savePage(id, files, keep).catch((error: Error) => ({ status: 0, message: error.message }));
    setSaving(false);
    if (answer.status === 200 && "hashes" in answer) {
      setHashes((h) => ({ ...h, ...answer.hashes }));
      const fresh = Object.fromEntries(Object.entries(values).map(([l, v]) => [l, renumber(v!)]));
      setValues(fresh);
      setSaved(fresh);
      setNotice({
        kind: "ok",
        text: answer.written.length > 0 ? `Saved ${answer.written.join(" and ")}.` : "Nothing to save.",
      });
    } else if (answer.status === 409 && "disk" in answer) {
      setNotice({ kind: "conflict", path: answer.path, disk: answer.disk, yours: answer.yours, text: answer.message });
    } else if ("problems" in answer && answer.problems) {
      // Refused by the build's schema: shown at the fields, written only if the maintainer keeps it anyway.
      const problems = answer.problems;
      setData((d) => (typeof d === "object" ? { ...d, problems } : d));
      setNotice({ kind: "refused", text: answer.message });
    } else setNotice({ kind: "bad", text: "message" in answer ? answer.message : "The save failed." });
  };
  const previewPath = data.page.paths[lang] ?? data.page.paths.de;
  const readOnly = (["de", "en"] as const).filter((l) => data.files[l]?.error);

  return (
    <main className="ed-page">
      <header className="ed-bar">
        <a href="#/">All pages</a>
        <h1>{titleOf(data.page)}</h1>
        <p className="ed-status" role="status">
          {saving ? "Saving …" : changed.length > 0 ? "Unsaved changes" : notice?.kind === "ok" ? notice.text : ""}
        </p>
        <button type="button" className="ed-save" onClick={() => void save()} disabled={saving || changed.length === 0}>
          Save
        </button>
      </header>
      {notice && notice.kind !== "ok" ? (
        <section className="ed-notice" role="alert" aria-label="Save refused">
          <p>{notice.text}</p>
          {notice.kind === "conflict" ? (
            <div className="ed-conflict">
              <div>
                <h2>On disk now</h2>
                <pre tabIndex={0}>{notice.disk}</pre>
              </div>
              <div>
                <h2>Your version</h2>
                <pre tabIndex={0}>{notice.yours}</pre>
              </div>
            </div>
          ) : null}
          {notice.kind === "refused" ? (
            <button type="button" onClick={() => void save(true)}>
              Save anyway (the build will report it)
            </button>
          ) : (
            <button
              type="button"
              onClick={() => {
                setNotice(undefined);
                void load(false);
              }}
            >
              Load the file from disk (drops your changes)
            </button>
          )}
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
      <div className="ed-split">
        <section className="ed-form" aria-label="Form">
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
            {(["de", "en"] as const)
              .filter((l) => data.page.paths[l])
              .map((l) => (
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
