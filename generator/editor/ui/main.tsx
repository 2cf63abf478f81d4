// The editor's page: the list of pages, or one page's form beside its preview (#/page/<id>).
import { StrictMode, useEffect, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import { changePage, listPages, listRemoved, listUnused, titleOf, type PageInfo } from "./api.ts";
import { ChangesLink, ChangesView } from "./changes-view.tsx";
import { LangSwitch } from "./lang-switch.tsx";
import { mayLeave } from "./leave-guard.ts";
import { t, useUiLang } from "./messages.ts";
import { NewPage, PageAddress } from "./new-page.tsx";
import { PageId } from "./page-parts.tsx";
import { PageEditor } from "./page-editor.tsx";

function App() {
  useUiLang(); // the whole editor speaks the language the switch sets
  const [hash, setHash] = useState(location.hash);
  const shown = useRef(location.hash);
  useEffect(() => {
    const changed = () => {
      if (location.hash === shown.current) return;
      // Back, Forward or a typed address away from a form with unsaved changes: the form stays and asks first.
      if (!mayLeave(location.hash)) {
        history.replaceState(history.state, "", `${location.pathname}${location.search}${shown.current}`);
        return;
      }
      shown.current = location.hash;
      setHash(location.hash);
    };
    addEventListener("hashchange", changed);
    return () => removeEventListener("hashchange", changed);
  }, []);
  if (hash === "#/changes") return <ChangesView />;
  if (hash === "#/new") return <NewPage />;
  const address = /^#\/address\/(.+)$/.exec(hash)?.[1];
  if (address) return <PageAddress key={address} id={decodeURIComponent(address)} />;
  const id = /^#\/page\/(.+)$/.exec(hash)?.[1];
  return id ? <PageEditor key={id} id={decodeURIComponent(id)} /> : <PageList />;
}

function PageList() {
  const [pages, setPages] = useState<readonly PageInfo[] | string>();
  const [unused, setUnused] = useState<readonly string[]>([]);
  const [removed, setRemoved] = useState<Awaited<ReturnType<typeof listRemoved>>>([]);
  const [said, setSaid] = useState("");
  const [find, setFind] = useState("");
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => search.current?.focus(), []);
  useEffect(() => {
    document.title = t().titleOf(t().pages);
    const load = () => {
      void listPages().then(setPages, (error: Error) => setPages(error.message));
      void listUnused().then(setUnused, () => setUnused([]));
      void listRemoved().then(setRemoved, () => setRemoved([]));
    };
    load();
    // The counts of problems follow the builds: each build's outcome reaches the list as it reaches the pages.
    const events = new EventSource("/__sitegen/events");
    events.onmessage = (event) => {
      const type = (JSON.parse(String(event.data)) as { type: string }).type;
      if (type === "problems" || type === "reload" || type === "error") load();
    };
    return () => events.close();
  }, []);
  return (
    <main className="ed-list">
      <h1>{t().editSite}</h1>
      <nav className="ed-changes-nav" aria-label={t().editor}>
        <ChangesLink />
        <LangSwitch />
      </nav>
      <p className="ed-help">{t().listHelp}</p>
      <p>
        <a href="#/new">{t().newPageLink}</a>
      </p>
      <p className="ed-find">
        <label htmlFor="ed-find">{t().findPage}</label>{" "}
        <input
          id="ed-find"
          ref={search}
          type="search"
          value={find}
          aria-describedby="ed-find-help"
          onChange={(e) => setFind(e.target.value)}
          onKeyDown={(e) => {
            const first = Array.isArray(pages) ? pages.find((p) => matches(p, find)) : undefined;
            if (e.key === "Enter" && first) location.hash = `#/page/${encodeURIComponent(first.id)}`;
          }}
        />{" "}
        <span className="ed-help" id="ed-find-help">
          {t().findHelp}
        </span>
      </p>
      {typeof pages === "string" ? <p role="alert">{pages}</p> : null}
      {Array.isArray(pages) ? (
        <table>
          <caption className="ed-hidden">{t().pagesCaption}</caption>
          <thead>
            <tr>
              {t().columns.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pages
              .filter((page) => matches(page, find))
              .map((page) => (
                <tr key={page.id}>
                  <th scope="row">
                    <a href={`#/page/${encodeURIComponent(page.id)}`}>{titleOf(page)}</a>
                    {page.names ? (
                      <>
                        {" "}
                        <PageId id={page.id} />{" "}
                        <a
                          className="ed-address-link"
                          href={`#/address/${encodeURIComponent(page.id)}`}
                          aria-label={t().renameOrRemoveOf(titleOf(page))}
                        >
                          {t().renameOrRemove}
                        </a>
                      </>
                    ) : null}
                  </th>
                  <td>{t().kindName(page.kind)}</td>
                  <td>{page.kind === "site" ? page.files.de : (page.paths.de ?? "–")}</td>
                  <td>{page.kind === "site" ? "" : (page.paths.en ?? t().germanOnly)}</td>
                  <td>{countsOf(page)}</td>
                  <td className={page.problems ? "ed-bad" : ""}>{page.problems ? page.problems : t().noProblems}</td>
                </tr>
              ))}
          </tbody>
        </table>
      ) : null}
      {removed.length > 0 || said ? (
        <section aria-labelledby="ed-removed">
          <h2 id="ed-removed">{t().removedSince}</h2>
          <p className="ed-help">{t().removedHelp}</p>
          <ul>
            {removed.map((page) => (
              <li key={page.id}>
                <button
                  type="button"
                  onClick={() =>
                    void changePage("undo", { id: page.id }).then((answer) => {
                      setSaid(answer.status === 200 ? t().pageRestored(titleOf(page)) : (answer.message ?? ""));
                      if (answer.status === 200) setRemoved((list) => list.filter((p) => p.id !== page.id));
                    })
                  }
                >
                  {t().restore(titleOf(page))}
                </button>
              </li>
            ))}
          </ul>
          <p role="status">{said}</p>
        </section>
      ) : null}
      {unused.length > 0 ? (
        <section aria-labelledby="ed-unused">
          <h2 id="ed-unused">{t().unusedFiles}</h2>
          <p className="ed-help">{t().unusedHelp}</p>
          <ul>
            {unused.map((path) => (
              <li key={path}>
                <code>{path}</code>{" "}
                <button type="button" onClick={() => void changePage("remove-file", { path })}>
                  {t().removeId(path)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

function matches(page: PageInfo, text: string): boolean {
  const needle = text.trim().toLowerCase();
  const haystack = [page.id, titleOf(page), ...Object.values(page.paths), ...Object.values(page.files)];
  return haystack.some((s) => typeof s === "string" && s.toLowerCase().includes(needle));
}

/** "40 in sync, 2 outdated": the page's field pairs by translation status. */
function countsOf(page: PageInfo): string {
  const counts = Object.entries(page.translations ?? {}).filter(([, n]) => n);
  const words = t().statusCount;
  return counts.map(([status, n]) => `${n} ${words[status as keyof typeof words]}`).join(", ") || "–";
}

createRoot(document.getElementById("editor")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
