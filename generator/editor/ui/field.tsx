// One value's field: its German and English control by the schema, what its placeholders print, its note, its
// translation status and the build's problems at it.
import type { ReactNode } from "react";
import { useForm, type Form } from "./form-context.ts";
import { titleOf, type FieldNote, type Lang, type LinkTarget } from "./api.ts";
import { t } from "./messages.ts";
import { LANGS } from "../../model.ts";
import { helpOf, labelOf, placeOf } from "./labels.ts";
import { LegalText } from "./legal-editor.tsx";
import { child, controlOf, roleOf, type Schema } from "./schema.ts";
import { getAt, isGroup, pathId, type Path, type Value } from "./tree.ts";
import { placeholdersShown } from "./find-field.ts";
import { TranslationStatus } from "./translation-status.tsx";

export function both(form: Form, path: Path): (Value | undefined)[] {
  return LANGS.map((l) => getAt(form.values[l], path));
}

/** What a field of the form is given: its place, its schema, its name, and the control that removes it (a list item's). */
export interface FieldProps {
  readonly path: Path;
  readonly schema: Schema | undefined;
  readonly name: string | number;
  readonly remove?: ReactNode;
  /** The label where the place names the field better than its key or index (a table cell: its column's heading). */
  readonly label?: string | undefined;
}

export function Field({ path, schema, name, remove, label: given }: FieldProps) {
  const form = useForm();
  const values = both(form, path);
  const control = controlOf(schema, values);
  const labelId = `l-${pathId("x", path)}`;
  const helpId = `h-${pathId("x", path)}`;
  const help = helpOf(schema);
  const label = given || labelOf(name, schema);
  return (
    <div className="ed-field">
      <div className="ed-label">
        <span id={labelId}>{label}</span>
        <TranslationStatus path={path} label={placeOf(form.data.schema, form.values.de, path)} />
        {help ? (
          <span className="ed-help" id={helpId}>
            {help}
          </span>
        ) : null}
        {remove}
      </div>
      {LANGS.map((lang, i) => {
        const value = values[i];
        if (form.data.page.files[lang] === undefined || value === undefined)
          return (
            <div key={lang} className="ed-none">
              {form.data.page.files[lang] === undefined ? "" : t().notInFile}
            </div>
          );
        const id = pathId(lang, path);
        const note = noteAt(form, lang, path);
        const common = {
          id,
          "aria-labelledby": `${labelId} col-${lang}`,
          "aria-describedby": [help ? helpId : "", note ? `n-${id}` : ""].join(" ").trim() || undefined,
          onFocus: () => form.focusLang(lang),
          lang,
        };
        const set = (next: Value) => form.setValue(lang, path, next);
        let input: ReactNode;
        if (control === "checkbox")
          input = (
            <input type="checkbox" {...common} checked={value === true} onChange={(e) => set(e.target.checked)} />
          );
        else if (control === "number")
          input = (
            <input
              type="number"
              step="any"
              {...common}
              value={String(value)}
              onChange={(e) => set(e.target.value === "" ? "" : Number(e.target.value))}
            />
          );
        else if (control === "select" || control === "pick") {
          const options = control === "pick" ? choicesFor(form, schema) : (schema?.enum ?? []).map((o) => [o, o]);
          const known = value === "" || options.some(([v]) => v === value);
          input = (
            <select {...common} value={String(value)} onChange={(e) => set(e.target.value)}>
              {value === "" ? <option value="">{t().choose}</option> : null /* a new item's choice, not made yet */}
              {known ? null : <option value={String(value)}>{t().asWritten(String(value))}</option>}
              {options.map(([v, name]) => (
                <option key={String(v)} value={String(v)}>
                  {String(name)}
                </option>
              ))}
            </select>
          );
        } else if (control === "html")
          input = <LegalText value={String(value)} lang={lang} onChange={set} common={common} />;
        else if (control === "textarea")
          input = (
            <textarea
              {...common}
              rows={Math.min(12, Math.ceil(String(value).length / 60) + 1)}
              value={String(value ?? "")}
              onChange={(e) => set(e.target.value)}
            />
          );
        else
          input = (
            <input
              type={control === "date" ? "date" : "text"}
              list={control === "link" ? "ed-link-targets" : undefined}
              {...common}
              value={String(value ?? "")}
              onChange={(e) => set(e.target.value)}
            />
          );
        const figures = typeof value === "string" ? placeholdersShown(value, form.data.reads[lang]) : [];
        const usedOn = lang === "de" ? form.data.uses?.[path.join(".")] : undefined;
        return (
          <div key={lang} className="ed-control" data-column={lang === "de" ? t().columnDe : t().columnEn}>
            {input}
            {control === "link" ? (
              <p className="ed-reads">
                {t().leadsTo} {leadsTo(form.data.linkTargets, String(value), lang)}
              </p>
            ) : null}
            {figures.length > 0 ? (
              <p className="ed-reads">
                {t().reads} {figures.join(", ")}
              </p>
            ) : null}
            {usedOn ? <p className="ed-reads">{t().usedOn(usedOn.map(titleOf), `{${path.join(".")}}`)}</p> : null}
            {note ? (
              <p className="ed-note" id={`n-${id}`}>
                <strong>{note.mark === "PLACEHOLDER" ? t().placeholderNote : t().confirmNote}</strong>
                {note.note ? t().noteSays : null}
                {note.note ? <span lang="en">{note.note}</span> : null}
              </p>
            ) : null}
            <Problems path={path} lang={lang} />
          </div>
        );
      })}
    </div>
  );
}

function noteAt(form: Form, lang: Lang, path: Path): FieldNote | undefined {
  const key = path.join("\u0000");
  return form.data.notes[lang]?.find((n) => n.path.join("\u0000") === key);
}

export function Problems({ path, lang, exact }: { path: Path; lang?: Lang; exact?: boolean }) {
  const form = useForm();
  const key = path.join("\u0000");
  const mine = form.data.problems.filter((p) => {
    if (lang && p.lang !== lang && p.lang !== "both" && !p.tied) return false;
    const at = p.path.join("\u0000");
    return exact ? at === key : at === key || at.startsWith(`${key}\u0000`);
  });
  if (mine.length === 0) return null;
  return (
    <ul className="ed-field-problems">
      {mine.map((p, i) => (
        <li key={i}>
          {p.message} <span className="ed-hint">{p.hint}</span>
        </li>
      ))}
    </ul>
  );
}

export function PageIds({ ids }: { ids: readonly LinkTarget[] }) {
  return (
    <datalist id="ed-link-targets">
      {ids.map(({ target, de }) => (
        <option key={target} value={target}>
          {de ?? ""}
        </option>
      ))}
    </datalist>
  );
}

/** A picker's choices: the pages by title (only articles for an article's id), or the names under `external`. */
function choicesFor(form: Form, schema: Schema | undefined): [string, string][] {
  const root = form.data.schema;
  const external = getAt(form.values.de ?? form.values.en, ["external"]);
  const named = child(root, root, "external", form.values.de ?? form.values.en);
  if (roleOf(schema) === "external" && isGroup(external))
    return Object.keys(external).map((name) => [name, labelOf(name, child(root, named, name, external))]);
  return form.data.linkTargets.flatMap(({ target, page }) =>
    page && page.id === target && (roleOf(schema) !== "article" || page.kind === "article")
      ? [[target, titleOf(page)]]
      : [],
  );
}

function leadsTo(targets: readonly LinkTarget[], value: string, lang: Lang): string {
  const found = targets.find((t) => t.target === value);
  if (found) return found[lang] ?? t().noPageIn[lang];
  return t().asWritten(value);
}
