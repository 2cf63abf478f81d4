// The "Changes" view (#/changes): the editor's files changed since the last commit with their diffs, their commit
// and publishing the branch, for people who do not use git themselves.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { commitChanges, loadChanges, publish, setIdentity, type ChangedFile, type Changes } from "./api.ts";
import { Frame } from "./lang-switch.tsx";
import { t } from "./messages.ts";

type Notice = { kind: "ok" | "bad"; text: string; said?: string | undefined };
const failed = (error: Error) => ({ status: 0 as const, message: error.message });

export function ChangesView() {
  const [changes, setChanges] = useState<Changes | string>();
  const [message, setMessage] = useState("");
  const [notice, setNotice] = useState<Notice>();
  const [askIdentity, setAskIdentity] = useState(false);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => loadChanges().then(setChanges, (error: Error) => setChanges(error.message)), []);
  useEffect(() => void load(), [load]);
  const refused = (answer: { message?: string; said?: string }): Notice => ({
    kind: "bad",
    text: answer.message ?? t().commitFailed,
    said: answer.said,
  });

  const commit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (typeof changes !== "object" || !changes.repository) return;
    setBusy(true);
    const files = changes.files.map((f) => f.path);
    const answer = await commitChanges(message, files, changes.version).catch(failed);
    await load(); // the notice comes with the list it speaks of
    setAskIdentity("reason" in answer && answer.reason === "identity");
    if ("hash" in answer) {
      setNotice({ kind: "ok", text: t().committed(answer.hash, answer.subject) });
      setMessage("");
    } else setNotice(refused(answer));
    setBusy(false);
  };
  const identify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const answer = await setIdentity(String(form.get("name")), String(form.get("email"))).catch(failed);
    if (answer.status === 200) await commit();
    else setNotice(refused(answer));
  };
  const publishNow = async () => {
    setBusy(true);
    const answer = await publish().catch(failed);
    await load();
    setNotice(
      "done" in answer
        ? { kind: "ok", text: t().published(answer.done, answer.upstream, answer.commits) }
        : refused(answer),
    );
    setBusy(false);
  };

  const repository = typeof changes === "object" && changes.repository ? changes : undefined;
  const publishing = repository?.upstream ? (
    <section className="ed-commit" aria-label={t().publish}>
      <p className="ed-help">{t().publishHelp(repository.upstream.name, repository.upstream.ahead)}</p>
      <button type="button" className="ed-save" disabled={busy} onClick={() => void publishNow()}>
        {t().publish}
      </button>
    </section>
  ) : undefined;
  return (
    <Frame title={t().changes} className="ed-list ed-changes">
      <p className="ed-help">
        {t().changesHelpBefore} <em>{t().commitWord}</em> {t().changesHelpAfter}
      </p>
      {notice ? (
        <div
          className={notice.kind === "ok" ? "ed-committed" : "ed-bad"}
          role={notice.kind === "ok" ? "status" : "alert"}
        >
          <p>{notice.text}</p>
          {notice.said ? (
            <details>
              <summary>{t().gitSaid}</summary>
              <pre>{notice.said}</pre>
            </details>
          ) : null}
        </div>
      ) : null}
      {askIdentity ? (
        <form className="ed-commit" onSubmit={(event) => void identify(event)}>
          <p className="ed-help">{t().identityHelp}</p>
          <label htmlFor="ed-git-name">{t().yourName}</label>
          <input id="ed-git-name" name="name" required maxLength={200} autoComplete="name" />
          <label htmlFor="ed-git-email">{t().yourEmail}</label>
          <input id="ed-git-email" name="email" type="email" required maxLength={254} autoComplete="email" />
          <button type="submit" className="ed-save" disabled={busy}>
            {t().identitySave}
          </button>
        </form>
      ) : null}
      {changes === undefined ? <p>{t().readingChanges}</p> : null}
      {typeof changes === "string" && changes !== notice?.text ? <p role="alert">{changes}</p> : null}
      {typeof changes === "object" && !changes.repository ? <p className="ed-none">{changes.message}</p> : null}
      {repository?.files.length === 0 ? <p className="ed-none">{t().refused({ reason: "nothing" })}</p> : null}
      {repository?.files.length === 0 ? publishing : null}
      {repository && repository.files.length > 0 ? (
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
              {t().commitFiles(repository.files.length)}
            </button>
          </form>
          {publishing}
          {repository.files.map((file) => (
            <FileDiff key={file.path} file={file} />
          ))}
        </>
      ) : null}
    </Frame>
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
      {lines.length === 0 ? (
        <p className="ed-none">{t().noLines}</p>
      ) : (
        <pre className="ed-file-diff" tabIndex={0}>
          {lines.map((line, i) => (
            <span key={i} className={LINE_CLASSES.find(([start]) => line.startsWith(start))?.[1]}>{`${line}\n`}</span>
          ))}
        </pre>
      )}
      {file.cut ? <p className="ed-none">{t().diffCut}</p> : null}
    </section>
  );
}

const LINE_CLASSES = [
  ["@@", "ed-file-diff-hunk"],
  ["+", "ed-file-diff-add"],
  ["-", "ed-file-diff-del"],
] as const;

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
