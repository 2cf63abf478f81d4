// A field's translation status, with what changed on the side that changed, and the button that confirms the pair.
import type { DiffPart, FieldTranslation } from "./api.ts";
import { useForm } from "./form-context.ts";
import { t } from "./messages.ts";
import type { Path } from "./tree.ts";

/** A pair that waits for a confirmation: changed since, or never confirmed. */
export const waiting = (pair: FieldTranslation) => pair.status === "outdated" || pair.status === "unconfirmed";

export function TranslationStatus({ path, label }: { path: Path; label: string }) {
  const form = useForm();
  const key = JSON.stringify(path);
  const field = form.data.translations.find((t) => JSON.stringify(t.path) === key);
  if (!field) return null;
  const changed = field.changed === "both" ? (["de", "en"] as const) : field.changed ? [field.changed] : [];
  return (
    <div className={`ed-translation ed-${field.status}`}>
      <span>
        {t().status[field.status]}
        {changed.length > 0 ? t().changedSides(changed.map((l) => t().langName[l])) : ""}
      </span>
      {changed.map((lang) => (
        <p key={lang} className="ed-diff" aria-label={t().whatChanged(lang)}>
          {field[lang].diff ? <Diff parts={field[lang].diff} /> : t().noDiff}
        </p>
      ))}
      {field.values?.map((change) => (
        <p key={change}>{t().valueChanged(change)}</p>
      ))}
      {waiting(field) ? (
        <button type="button" onClick={() => void form.confirm([field])} aria-label={t().confirmTranslationOf(label)}>
          {t().confirmTranslation}
        </button>
      ) : null}
    </div>
  );
}

/** The changed words with a few words of context. */
export function Diff({ parts }: { parts: readonly DiffPart[] }) {
  return (
    <>
      {parts.map((part, i) => {
        // A word replaced reads as "old new", not "oldnew".
        if (part.op === "removed") return <del key={i}>{part.text + (parts[i + 1]?.op === "added" ? " " : "")}</del>;
        if (part.op === "added") return <ins key={i}>{part.text}</ins>;
        return <span key={i}>{shorten(part.text, i === 0, i === parts.length - 1)}</span>;
      })}
    </>
  );
}

function shorten(text: string, first: boolean, last: boolean): string {
  const words = text.split(/(?<=\s)/);
  if (words.length <= 8) return text;
  const head = first ? "" : words.slice(0, 4).join("");
  const tail = last ? "" : words.slice(-4).join("");
  return `${head}… ${tail}`;
}
