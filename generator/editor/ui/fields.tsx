// The form, generated from the page kind's schema: a group of keys in the order of the file, a list whose items
// are added, removed and moved in both languages at once, and a field with its German and English control.
import type { ReactNode } from "react";
import { useForm, type Form } from "./form-context.ts";
import type { FieldNote, Lang, LinkTarget, Schema } from "./api.ts";
import { child, controlOf, labelOf } from "./schema.ts";
import { getAt, isGroup, isList, pathId, type ListOp, type Path, type Value } from "./tree.ts";
import { placeholdersShown } from "./find-field.ts";
import { TranslationStatus } from "./translation-status.tsx";

const LANGS = ["de", "en"] as const;

function both(form: Form, path: Path): (Value | undefined)[] {
  return LANGS.map((l) => getAt(form.values[l], path));
}

export function Group({
  path,
  schema,
  keys,
}: {
  path: Path;
  schema: Schema | undefined;
  keys?: readonly string[] | undefined;
}) {
  const form = useForm();
  const [de, en] = both(form, path);
  const own = [...(isGroup(de) ? Object.keys(de) : []), ...(isGroup(en) ? Object.keys(en) : [])];
  const names = [...new Set(own)].filter((k) => !keys || keys.includes(k));
  return (
    <>
      {names.map((key) => (
        <Node key={key} path={[...path, key]} schema={child(form.data.schema, schema, key, de ?? en)} name={key} />
      ))}
    </>
  );
}

function Node({ path, schema, name }: { path: Path; schema: Schema | undefined; name: string | number }) {
  const form = useForm();
  const [de, en] = both(form, path);
  const value = de ?? en;
  const id = `g-${pathId("de", path)}`;
  if (isList(value)) return <List path={path} schema={schema} name={name} />;
  if (isGroup(value))
    return (
      <fieldset className="ed-group" id={id} tabIndex={-1}>
        <legend>{labelOf(name)}</legend>
        {schema?.description ? <p className="ed-help">{schema.description}</p> : null}
        <Problems path={path} exact />
        <Group path={path} schema={schema} />
      </fieldset>
    );
  return <Field path={path} schema={schema} name={name} />;
}

function List({ path, schema, name }: { path: Path; schema: Schema | undefined; name: string | number }) {
  const form = useForm();
  const [de, en] = both(form, path);
  const count = Math.max(isList(de) ? de.$list.length : 0, isList(en) ? en.$list.length : 0);
  const label = labelOf(name);
  return (
    <fieldset className="ed-group ed-list-field" id={`g-${pathId("de", path)}`} tabIndex={-1}>
      <legend>
        {label} ({count})
      </legend>
      {schema?.description ? <p className="ed-help">{schema.description}</p> : null}
      <Problems path={path} exact />
      {Array.from({ length: count }, (_, i) => {
        const itemPath = [...path, i];
        const item = getAt(de ?? en, [i]);
        const itemSchema = child(form.data.schema, schema, i, de ?? en);
        const itemLabel = `${label}: item ${i + 1}`;
        return (
          <div className="ed-item" key={i} role="group" aria-label={itemLabel}>
            <div className="ed-item-bar">
              <span>
                {i + 1}. {summaryOf(item)}
              </span>
              <button
                type="button"
                aria-label={`Move ${itemLabel} up`}
                disabled={i === 0}
                onClick={() => form.changeList(path, { op: "move", index: i, to: i - 1 })}
              >
                ↑
              </button>
              <button
                type="button"
                aria-label={`Move ${itemLabel} down`}
                disabled={i === count - 1}
                onClick={() => form.changeList(path, { op: "move", index: i, to: i + 1 })}
              >
                ↓
              </button>
              <button
                type="button"
                aria-label={`Remove ${itemLabel} in both languages`}
                onClick={() => form.changeList(path, { op: "remove", index: i })}
              >
                Remove
              </button>
            </div>
            {isGroup(item) ? (
              <Group path={itemPath} schema={itemSchema} />
            ) : (
              <Field path={itemPath} schema={itemSchema} name={i} />
            )}
          </div>
        );
      })}
      <button type="button" className="ed-add" onClick={() => form.changeList(path, { op: "add" })}>
        Add to {label.toLowerCase()} (both languages)
      </button>
    </fieldset>
  );
}

function Field({ path, schema, name }: { path: Path; schema: Schema | undefined; name: string | number }) {
  const form = useForm();
  const values = both(form, path);
  const control = controlOf(schema, values);
  const labelId = `l-${pathId("x", path)}`;
  const helpId = `h-${pathId("x", path)}`;
  return (
    <div className="ed-field">
      <div className="ed-label">
        <span id={labelId}>{labelOf(name)}</span>
        <TranslationStatus path={path} label={labelOf(name)} />
        {schema?.description ? (
          <span className="ed-help" id={helpId}>
            {schema.description}
          </span>
        ) : null}
      </div>
      {LANGS.map((lang, i) => {
        const value = values[i];
        if (form.data.page.files[lang] === undefined || value === undefined)
          return (
            <div key={lang} className="ed-none">
              {form.data.page.files[lang] === undefined ? "" : "not in this file"}
            </div>
          );
        const id = pathId(lang, path);
        const note = noteAt(form, lang, path);
        const common = {
          id,
          "aria-labelledby": `${labelId} col-${lang}`,
          "aria-describedby": [schema?.description ? helpId : "", note ? `n-${id}` : ""].join(" ").trim() || undefined,
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
        else if (control === "select")
          input = (
            <select {...common} value={String(value)} onChange={(e) => set(e.target.value)}>
              {(schema?.enum ?? []).map((o) => (
                <option key={String(o)}>{String(o)}</option>
              ))}
            </select>
          );
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
          <div key={lang} className="ed-control">
            {input}
            {control === "link" ? (
              <p className="ed-reads">Leads to: {leadsTo(form.data.linkTargets, String(value), lang)}</p>
            ) : null}
            {figures.length > 0 ? <p className="ed-reads">Reads: {figures.join(", ")}</p> : null}
            {usedOn ? (
              <p className="ed-reads">
                Used on: {usedOn.join(", ")} as {`{${path.join(".")}}`}
              </p>
            ) : null}
            {note ? <Note note={note} id={`n-${id}`} /> : null}
            <Problems path={path} lang={lang} />
          </div>
        );
      })}
    </div>
  );
}

/** The `# PLACEHOLDER` or `# CONFIRM` note of the file at this value: what the live site needs before it goes out. */
function noteAt(form: Form, lang: Lang, path: Path): FieldNote | undefined {
  const key = path.join("\u0000");
  return form.data.notes[lang]?.find((n) => n.path.join("\u0000") === key);
}

function Note({ note, id }: { note: FieldNote; id: string }) {
  const what = note.mark === "PLACEHOLDER" ? "Stand-in, to replace before going live" : "To confirm before going live";
  return (
    <p className="ed-note" id={id}>
      <strong>{what}</strong>
      {note.note ? `: ${note.note}` : ""}
    </p>
  );
}

function Problems({ path, lang, exact }: { path: Path; lang?: Lang; exact?: boolean }) {
  const form = useForm();
  const key = path.join("\u0000");
  const mine = form.data.problems.filter((p) => {
    if (lang && p.lang !== lang && p.lang !== "both") return false;
    const at = p.path.join("\u0000");
    return exact ? at === key : at === key || at.startsWith(`${key}\u0000`);
  });
  if (mine.length === 0) return null;
  return (
    <ul className="ed-field-problems">
      {mine.map((p, i) => (
        <li key={i}>
          <strong>{p.code}</strong> {p.message} <span className="ed-hint">{p.hint}</span>
        </li>
      ))}
    </ul>
  );
}

/** Every target a link field may name (pages, their anchors, ext: names), offered while typing. */
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

/** Where a link target leads in `lang`, as the server resolved it (validate/links.ts); anything else as written. */
function leadsTo(targets: readonly LinkTarget[], value: string, lang: Lang): string {
  const found = targets.find((t) => t.target === value);
  if (found) return found[lang] ?? `no ${lang === "de" ? "German" : "English"} page`;
  return `${value} as written (no page, anchor or ext: name of this site)`;
}

/** An item's first text (a question, a card's title), so a long list reads as what it holds. */
function summaryOf(item: Value | undefined): string {
  const first = isGroup(item) ? Object.values(item).find((v) => typeof v === "string" && v !== "") : item;
  const text = typeof first === "string" ? first : "";
  return text.length > 70 ? `${text.slice(0, 69)}…` : text || "(new)";
}
