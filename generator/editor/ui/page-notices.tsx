// What the form says above its fields: a save refused (by the schema, or because the file changed on disk, with
// both versions), the changes carried over to the disk's version, the unsaved changes restored from the browser,
// and the question before leaving a form with unsaved changes.
import type { RefObject } from "react";
import type { Lang, PageData } from "./api.ts";
import { ConflictDiff } from "./conflict-view.tsx";
import { focusNear } from "./focus.ts";
import type { Conflict, Values } from "./keep-work.ts";
import { getAt, pathId, type Value } from "./tree.ts";

export type Notice =
  | { kind: "ok" | "bad" | "refused"; text: string }
  | { kind: "conflict"; lang: Lang; path: string; disk: string; yours: string; text: string }
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
  return (
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
                href={`#${pathId(c.lang, c.path)}`}
                onClick={(e) => {
                  e.preventDefault();
                  focusNear(c.lang, c.path);
                }}
              >
                {data.files[c.lang]?.path}: {c.path.join(".") || "the whole file"}
              </a>{" "}
              on disk: <q>{textOf(c.disk)}</q>, yours: <q>{textOf(getAt(values[c.lang], c.path))}</q>{" "}
              <button type="button" onClick={() => takeDisk(c)}>
                Take the disk&apos;s
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {notice.kind === "refused" ? (
        <button type="button" onClick={saveAnyway}>
          Save anyway (the build will report it)
        </button>
      ) : null}
      {notice.kind === "conflict" ? (
        <div className="ed-actions">
          <button type="button" onClick={merge}>
            Merge: keep your changes on top of the disk&apos;s version
          </button>
          <button type="button" onClick={() => reload(notice.lang)}>
            Load {notice.path} from disk (drops your changes to it)
          </button>
        </div>
      ) : null}
      {notice.kind === "bad" || notice.kind === "merged" ? (
        <button type="button" onClick={close}>
          Close
        </button>
      ) : null}
    </section>
  );
}

export function RestoredNotice({ at, stale, discard }: { at: number; stale: boolean; discard(): void }) {
  return (
    <section className="ed-restored" aria-label="Restored unsaved changes">
      <p>
        Restored unsaved changes from {new Date(at).toLocaleString()}: this browser kept them when the form was left
        without saving.
        {stale
          ? " The file has changed on disk since; saving will show both versions to merge."
          : " Save them, or discard them to see the files as they are on disk."}
      </p>
      <button type="button" onClick={discard}>
        Discard the restored changes
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
      <h2 id="ed-leave-title">Unsaved changes</h2>
      <p>
        {files.join(" and ")} {files.length === 1 ? "has" : "have"} changes that are not saved yet.
      </p>
      <div className="ed-actions">
        <button type="button" className="ed-save" onClick={() => choose("save")}>
          Save and leave
        </button>
        <button type="button" onClick={() => choose("discard")}>
          Discard the changes and leave
        </button>
        <button type="button" autoFocus onClick={() => choose("stay")}>
          Stay
        </button>
      </div>
    </dialog>
  );
}

/** A value as one line of text for the list of values both sides changed. */
function textOf(value: Value | undefined): string {
  if (value === undefined) return "(removed)";
  const text = typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}
