// The "Changes" view (#/changes): every file the editor writes that changed since the last commit, with its
// diff, and a commit of them with the maintainer's message, for people who do not use git themselves.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { commitChanges, loadChanges, type ChangedFile, type Changes } from "./api.ts";
import { LangSwitch } from "./lang-switch.tsx";
import { t } from "./messages.ts";

export function ChangesView() {
  const [changes, setChanges] = useState<Changes | string>();
  const [message, setMessage] = useState("");
  const [notice, setNotice] = useState<{ kind: "ok" | "bad"; text: string }>();
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => loadChanges().then(setChanges, (error: Error) => setChanges(error.message)), []);
  useEffect(() => {
    document.title = t().titleOf(t().changes);
    void load();
  }, [load]);

  const commit = async (event: FormEvent) => {
    event.preventDefault();
    if (typeof changes !== "object" || !changes.repository) return;
    setBusy(true);
    const files = changes.files.map((f) => f.path);
    const answer = await commitChanges(message, files, changes.version).catch((error: Error) => ({
      status: 0 as const,
      message: error.message,
    }));
    if (answer.status === 200 && "hash" in answer) {
      setNotice({ kind: "ok", text: t().committed(answer.hash, answer.subject) });
      setMessage("");
    } else setNotice({ kind: "bad", text: "message" in answer ? answer.message : t().commitFailed });
    await load();
    setBusy(false);
  };

  return (
    <main className="ed-list ed-changes">
      <p>
        <a href="#/">{t().allPages}</a> <LangSwitch />
      </p>
      <h1>{t().changes}</h1>
      <p className="ed-help">
        {t().changesHelpBefore} <em>{t().commitWord}</em> {t().changesHelpAfter}
      </p>
      {notice ? (
        <p
          className={notice.kind === "ok" ? "ed-committed" : "ed-bad"}
          role={notice.kind === "ok" ? "status" : "alert"}
        >
          {notice.text}
        </p>
      ) : null}
      {changes === undefined ? <p>{t().readingChanges}</p> : null}
      {typeof changes === "string" ? <p role="alert">{changes}</p> : null}
      {typeof changes === "object" && !changes.repository ? (
        <p className="ed-none">{changes.busy ? t().gitBusy(changes.busy) : changes.message}</p>
      ) : null}
      {typeof changes === "object" && changes.repository && changes.files.length === 0 ? (
        <p className="ed-none">{t().nothingToCommit}</p>
      ) : null}
      {typeof changes === "object" && changes.repository && changes.files.length > 0 ? (
        <>
          <form className="ed-commit" onSubmit={(event) => void commit(event)}>
            <label htmlFor="ed-commit-message">{t().commitMessage}</label>
            <textarea
              id="ed-commit-message"
              rows={3}
              maxLength={2000}
              required
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
            <button type="submit" className="ed-save" disabled={busy || message.trim() === ""}>
              {t().commitFiles(changes.files.length)}
            </button>
          </form>
          {changes.files.map((file) => (
            <FileDiff key={file.path} file={file} />
          ))}
        </>
      ) : null}
    </main>
  );
}

function FileDiff({ file }: { file: ChangedFile }) {
  const lines = file.diff.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return (
    <section className="ed-file" aria-label={file.path}>
      <h2>
        {file.path} <span className="ed-state">({t().fileState[file.state]})</span>
      </h2>
      {lines.length === 0 ? <p className="ed-none">{t().noLines}</p> : null}
      {lines.length > 0 ? (
        <pre className="ed-file-diff" tabIndex={0}>
          {lines.map((line, i) => (
            <span key={i} className={lineClass(line)}>
              {line}
              {"\n"}
            </span>
          ))}
        </pre>
      ) : null}
      {file.cut ? <p className="ed-none">{t().diffCut}</p> : null}
    </section>
  );
}

function lineClass(line: string): string | undefined {
  if (line.startsWith("@@")) return "ed-file-diff-hunk";
  if (line.startsWith("+")) return "ed-file-diff-add";
  if (line.startsWith("-")) return "ed-file-diff-del";
  return undefined;
}

/** The navigation's entry to the view, with the number of changed files once git has been asked. */
export function ChangesLink() {
  const [count, setCount] = useState<number>();
  useEffect(() => {
    loadChanges().then(
      (changes) => setCount(changes.repository ? changes.files.length : undefined),
      () => setCount(undefined),
    );
  }, []);
  return (
    <a href="#/changes" className="ed-changes-link">
      {t().changesCount(count)}
    </a>
  );
}
