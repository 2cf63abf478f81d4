// What the form says above its fields: a refused save, a merge, changes restored from the browser, and the
// question before leaving a form with unsaved changes.
import { useEffect, type RefObject } from "react";
import type { Lang, PageData } from "./api.ts";
import { ConflictDiff } from "./conflict-view.tsx";
import { focusNear } from "./focus.ts";
import type { Conflict, Values } from "./keep-work.ts";
import { placeOf } from "./labels.ts";
import { t } from "./messages.ts";
import { getAt, isGroup, isList, pathId, type Value } from "./tree.ts";

export type Notice =
  | { kind: "ok" | "bad" | "refused"; text: string }
  | { kind: "conflict"; lang: Lang; path: string; disk: string; yours: string | undefined; text: string }
  | { kind: "merged"; text: string; conflicts: readonly Conflict[] };

export interface SaveNoticeProps {
  readonly notice: Exclude<Notice, { kind: "ok" }>;
  readonly data: PageData;
  readonly values: Values;
  saveAnyway(): void;
  merge(): void;
  reload(lang: Lang): void;
  takeDisk(conflict: Conflict): void;
  close(): void;
}

export function SaveNotice({ notice, data, values, saveAnyway, merge, reload, takeDisk, close }: SaveNoticeProps) {
  // Both versions, or what was carried over, are seen (at the form's head), however far down Save was pressed.
  const seen = notice.kind === "conflict" || notice.kind === "merged" ? notice.kind + notice.text : undefined;
  useEffect(() => void (seen && scrollTo({ top: 0 })), [seen]);
  return (
    <section
      className="ed-notice"
      role="alert"
      aria-label={notice.kind === "merged" ? t().changesCarried : t().saveRefused}
    >
      <p>{notice.text}</p>
      {notice.kind === "conflict" && notice.yours === undefined ? <p>{t().noLineDiff}</p> : null}
      {notice.kind === "conflict" && notice.yours !== undefined ? (
        <ConflictDiff disk={notice.disk} yours={notice.yours} />
      ) : null}
      {notice.kind === "merged" && notice.conflicts.length > 0 ? (
        <ul className="ed-both-changed">
          {notice.conflicts.map((c) => (
            <li key={`${c.lang}${JSON.stringify(c.path)}`}>
              <a href={`#${pathId(c.lang, c.path)}`} onClick={(e) => (e.preventDefault(), focusNear(c.lang, c.path))}>
                {t().langName[c.lang]}: {placeOf(data.schema, values[c.lang], c.path) || t().wholeFile}
              </a>{" "}
              {t().onDisk} <q>{textOf(c.disk)}</q>, {t().yours}{" "}
              <q>{textOf(c.removed ? undefined : getAt(values[c.lang], c.path))}</q>{" "}
              <button type="button" onClick={() => takeDisk(c)}>
                {t().takeDisk}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {notice.kind === "refused" ? (
        <button type="button" onClick={saveAnyway}>
          {t().saveAnyway}
        </button>
      ) : null}
      {notice.kind === "conflict" ? (
        <div className="ed-actions">
          <button type="button" onClick={merge}>
            {t().mergeKeep}
          </button>
          <button type="button" onClick={() => reload(notice.lang)}>
            {t().loadFromDisk(notice.path)}
          </button>
        </div>
      ) : null}
      {notice.kind === "bad" || notice.kind === "merged" ? (
        <button type="button" onClick={close}>
          {t().close}
        </button>
      ) : null}
    </section>
  );
}

export function RestoredNotice({ at, stale, discard }: { at: number; stale: boolean; discard(): void }) {
  return (
    <section className="ed-restored" aria-label={t().restoredLabel}>
      <p>
        {t().restored(new Date(at).toLocaleString(t().locale))}
        {stale ? t().restoredStale : t().restoredFresh}
      </p>
      <button type="button" onClick={discard}>
        {t().discardRestored}
      </button>
    </section>
  );
}

export interface LeaveDialogProps {
  readonly dialog: RefObject<HTMLDialogElement | null>;
  readonly files: readonly string[];
  choose(how: "save" | "discard" | "stay"): void;
}

export function LeaveDialog({ dialog, files, choose }: LeaveDialogProps) {
  return (
    <dialog ref={dialog} className="ed-leave" aria-labelledby="ed-leave-title" onCancel={() => choose("stay")}>
      <h2 id="ed-leave-title">{t().unsaved}</h2>
      <p>{t().leaveText(files)}</p>
      <div className="ed-actions">
        <button type="button" className="ed-save" onClick={() => choose("save")}>
          {t().saveAndLeave}
        </button>
        <button type="button" onClick={() => choose("discard")}>
          {t().discardAndLeave}
        </button>
        <button type="button" autoFocus onClick={() => choose("stay")}>
          {t().stay}
        </button>
      </div>
    </dialog>
  );
}

/** A value as one line of text for the list of values both sides changed: a group or list as its texts. */
function textOf(value: Value | undefined): string {
  if (value === undefined) return t().removed;
  const texts = (v: Value): string[] =>
    isList(v) ? v.$list.flatMap(([, item]) => texts(item)) : isGroup(v) ? Object.values(v).flatMap(texts) : [`${v}`];
  const text = texts(value).join(" · ");
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}
