// A page's form and the parts around it: the bar (back to the list, the status, Save; the form or the preview on a
// narrow screen), the build's problems with links to their fields, and the preview in the language being edited.
import { useCallback, useEffect, useRef, type RefObject } from "react";
import { EDIT, titleOf, type Lang, type PageData } from "./api.ts";
import { addressOf, type BuildState, type ShownValues } from "./build-events.ts";
import { PageIds } from "./field.tsx";
import { Group } from "./fields.tsx";
import { nextField } from "./focus.ts";
import { deriveFigures } from "../../validate/schema/derived-figures.ts";
import { plain } from "../edited.ts";
import { LANGS } from "../../model.ts";
import { FormContext, useForm, type Form } from "./form-context.ts";
import { LangSwitch } from "./lang-switch.tsx";
import { AUTONYMS, t } from "./messages.ts";
import { pathId, type Path } from "./tree.ts";

export type View = "form" | "preview";

/** A page's id beside its name: what a link to it names in the YAML (`to: faq`). */
export const PageId = ({ id }: { id: string }) => <code className="ed-page-id">{id}</code>;

export interface PageBarProps {
  readonly data: PageData;
  readonly status: string;
  readonly dirty: boolean;
  readonly saving: boolean;
  readonly view: View;
  save(): void;
  /** Asks before leaving for `to`, the form having unsaved changes. */
  ask(to: string): void;
  show(view: View): void;
}

export function PageBar({ data, status, dirty, saving, view, save, ask, show }: PageBarProps) {
  return (
    <>
      <header className="ed-bar">
        <a href="#/" onClick={(event) => dirty && (event.preventDefault(), ask("#/"))}>
          {t().allPages}
        </a>
        <h1>
          {titleOf(data.page)} {data.page.names ? <PageId id={data.page.id} /> : null}
        </h1>
        <LangSwitch />
        <p className="ed-status" role="status">
          {status}
        </p>
        <button
          type="button"
          className="ed-save"
          onClick={save}
          disabled={saving || !dirty}
          aria-keyshortcuts="Control+S"
        >
          {t().save}
        </button>
      </header>
      <div className="ed-views" role="group" aria-label={t().show}>
        {(["form", "preview"] as const).map((v) => (
          <button key={v} type="button" aria-pressed={view === v} onClick={() => show(v)}>
            {t()[v]}
          </button>
        ))}
      </div>
    </>
  );
}

export function ProblemList({
  data,
  refused,
  focus,
}: {
  data: PageData;
  refused: boolean;
  focus(l: Lang, p: Path): void;
}) {
  if (data.problems.length === 0) return null;
  return (
    <section className="ed-problems" aria-label={t().problemsLabel}>
      <h2>{t().problemsHeading(data.problems.length, refused)}</h2>
      <ul>
        {data.problems.map((p, i) => {
          const lang = p.lang === "both" ? "de" : p.lang;
          return (
            <li key={i}>
              <a href={`#${pathId(lang, p.path)}`} onClick={(e) => (e.preventDefault(), focus(lang, p.path))}>
                {data.files[lang]?.path}:{p.line}
              </a>{" "}
              {p.message}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export interface PreviewPaneProps {
  readonly data: PageData;
  readonly lang: Lang;
  readonly frame: RefObject<HTMLIFrameElement | null>;
  show(lang: Lang): void;
  readonly shown: ShownValues | undefined;
  readonly build: BuildState | undefined;
}

export function PreviewPane({ data, lang, frame, show, shown, build }: PreviewPaneProps) {
  const path = data.page.paths[lang] ?? data.page.paths.de;
  const src = `${EDIT}preview${path ?? "/"}`;
  const want = shown?.src ?? src;
  // The form's renders replace the frame's page, adding no step to the history (Back leaves the form); whatever
  // else loads (a page's own reload after a build, cancelling another) is replaced by the one wanted, except a render
  // of the form once saved, which lands on the page as built when the save's build ends. A load the browser could
  // not finish leaves its own error page, of no readable address: asked for once more per address.
  const retried = useRef("");
  const follow = useCallback(() => {
    const view = frame.current?.contentWindow;
    const [at, wanted] = [view && addressOf(view), new URL(want, location.href).href];
    if (!view || at === wanted || (at === "about:blank" && src === want)) return; // shown, or on its way
    if (build === "waiting" && at?.startsWith(`${wanted}?`)) return;
    if (at === undefined) {
      if (retried.current === want) return;
      retried.current = want;
    }
    view.location.replace(want);
  }, [frame, want, src, build]);
  useEffect(follow, [follow]);
  return (
    <section className="ed-preview" aria-label={t().preview}>
      <div className="ed-preview-bar" role="group" aria-label={t().previewLang}>
        {LANGS.filter((l) => data.page.paths[l]).map((l) => (
          <button type="button" key={l} aria-pressed={lang === l} onClick={() => show(l)}>
            {AUTONYMS[l]}
          </button>
        ))}
        {shown ? <strong className="ed-shown">{shown.mark}</strong> : null}
      </div>
      <iframe ref={frame} title={t().previewOf(path)} src={src} onLoad={follow} />
    </section>
  );
}

export interface FormPaneProps {
  readonly data: PageData;
  readonly form: Form;
  readonly lastField: RefObject<string | undefined>;
}

export function FormPane({ data, form, lastField }: FormPaneProps) {
  const readOnly = LANGS.filter((l) => data.files[l]?.error);
  return (
    <section
      className="ed-form"
      aria-label={t().form}
      onFocus={(event) => {
        if (/^f-(de|en)-/.test(event.target.id)) lastField.current = event.target.id;
      }}
      onKeyDown={nextField}
    >
      <p className="ed-help ed-keys">
        <kbd>{t().ctrl}</kbd>+<kbd>S</kbd> {t().keysBefore} <kbd>Alt</kbd>+<kbd>↓</kbd> {t().keysMiddle} <kbd>Alt</kbd>+
        <kbd>↑</kbd> {t().keysAfter}
      </p>
      {readOnly.map((l) => (
        <div key={l} role="alert" className="ed-notice">
          <p>
            {t().refused(data.files[l]!.error!)} {t().readOnly}
          </p>
          <pre tabIndex={0}>{data.files[l]!.text}</pre>
        </div>
      ))}
      {readOnly.length === 0 ? (
        <FormContext.Provider value={form}>
          <div className="ed-columns" aria-hidden="true">
            <span />
            <span id="col-de">{t().columnDe}</span>
            <span id="col-en">{data.page.files.en ? t().columnEn : ""}</span>
          </div>
          <Group path={[]} schema={data.schema} />
          {data.computed ? <Computed figures={data.computed} /> : null}
          <PageIds ids={data.linkTargets} />
        </FormContext.Provider>
      ) : null}
    </section>
  );
}

type SiteLocale = { readonly languages?: { readonly de?: { readonly locale?: string } } };

/** The figures the build computes, with their formula and value from the form's values as typed (deriveFigures). */
function Computed({ figures }: { figures: NonNullable<PageData["computed"]> }) {
  const site = plain(useForm().values.de ?? {}) as Parameters<typeof deriveFigures>[0] & SiteLocale;
  const number = new Intl.NumberFormat(site.languages?.de?.locale ?? "de-DE", { maximumFractionDigits: 3 });
  const live = (() => {
    try {
      return deriveFigures(site) as Record<string, unknown>;
    } catch {
      return {}; // a group the form lacks: the values the site was last built with
    }
  })();
  const shown = (name: string, built: string) => {
    const value = live[name] as number | { min: number; max: number } | undefined;
    const ends = typeof value === "number" ? [value] : value ? [value.min, value.max] : [];
    return ends.length > 0 && ends.every(Number.isFinite) ? ends.map((n) => number.format(n)).join("–") : built;
  };
  return (
    <section className="ed-group" aria-labelledby="ed-computed">
      <h2 id="ed-computed" className="ed-legend">
        {t().computed}
      </h2>
      <p className="ed-help">{t().computedHelp}</p>
      <dl className="ed-computed">
        {figures.map((f) => (
          <div key={f.name}>
            <dt>{f.name}</dt>
            <dd>
              {f.formula} = <strong>{shown(f.name, f.value)}</strong>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
