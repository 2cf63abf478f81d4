// Pages of the route table: a new page or article (#/new) and a page's addresses (#/address/<id>): rename a path, or
// remove the page, naming where its addresses lead. The server's route checks answer refusals by field, shown there.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type Ref } from "react";
import { changePage, listKinds, listPages, titleOf, type PageChangeAnswer, type PageInfo } from "./api.ts";
import { Frame } from "./lang-switch.tsx";
import { t } from "./messages.ts";
import type { Refused } from "./refusals-en.ts";

/** A labelled text field, or a choice of `options` ([value, name]), with its help and the server's refusal. */
function Input(props: {
  id: string;
  label: string;
  value: string;
  set: (value: string) => void;
  refusal: Refused | undefined;
  help?: string;
  lang?: string;
  options?: readonly (readonly [string, string])[];
  ref?: Ref<HTMLSelectElement>;
}) {
  const { id, refusal, help } = props;
  const described = [help ? `${id}-help` : "", refusal ? `${id}-refused` : ""].join(" ").trim();
  const control = {
    id,
    value: props.value,
    lang: props.lang,
    "aria-invalid": refusal ? true : undefined,
    "aria-describedby": described || undefined,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => props.set(e.target.value),
  };
  return (
    <p className="ed-new-field">
      <label htmlFor={id}>{props.label}</label>
      {props.options ? (
        <select {...control} ref={props.ref}>
          {props.options.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      ) : (
        <input {...control} />
      )}
      {help ? (
        <span className="ed-help" id={`${id}-help`}>
          {help}
        </span>
      ) : null}
      {refusal ? (
        <span className="ed-bad" id={`${id}-refused`}>
          {t().refused(refusal)}
        </span>
      ) : null}
    </p>
  );
}

/** On a refusal the first refused field takes the focus. */
function useChange(onDone: (answer: Extract<PageChangeAnswer, { status: 200 }>) => void) {
  const [refusals, setRefusals] = useState<Readonly<Record<string, Refused>>>({});
  const [message, setMessage] = useState("");
  const send = async (action: string, body: unknown) => {
    setMessage(t().writing);
    const answer = await changePage(action, body);
    if (answer.status === 200) return onDone(answer as Extract<PageChangeAnswer, { status: 200 }>);
    const fields = "fields" in answer && answer.fields ? answer.fields : {};
    setRefusals(fields);
    setMessage(answer.message ?? t().nothingWritten);
  };
  useEffect(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), [refusals]);
  return { refusals, message, send };
}

/** The folder the pages of `kind` live in ("/blog/" for articles). */
function folderOf(pages: readonly PageInfo[], kind: string, lang: "de" | "en"): string {
  const paths = pages.filter((p) => p.kind === kind).flatMap((p) => (p.paths[lang] ? [p.paths[lang]] : []));
  const folders = new Set(paths.map((p) => p.slice(0, p.lastIndexOf("/") + 1)));
  return folders.size === 1 ? [...folders][0]! : lang === "de" ? "/" : "/en/";
}

export function NewPage() {
  const [kinds, setKinds] = useState<readonly { kind: string; article: boolean }[]>([]);
  const [pages, setPages] = useState<readonly PageInfo[]>([]);
  const [value, setValue] = useState({ kind: "", id: "", de: "", en: "", "label-de": "", "label-en": "" });
  const first = useRef<HTMLSelectElement>(null);
  const { refusals, message, send } = useChange((answer) => (location.hash = `#/page/${answer.id}`));
  useEffect(() => {
    void Promise.all([listKinds(), listPages()]).then(([k, p]) => {
      setKinds(k);
      setPages(p);
      first.current?.focus();
    });
  }, []);
  const set = (key: keyof typeof value) => (next: string) => setValue((v) => ({ ...v, [key]: next }));
  const chooseKind = (kind: string) =>
    setValue((v) => ({ ...v, kind, de: folderOf(pages, kind, "de"), en: folderOf(pages, kind, "en") }));
  const article = kinds.find((k) => k.kind === value.kind)?.article ?? false;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { kind, id, de, en } = value;
    void send("create", { kind, id, de, en, labels: { de: value["label-de"], en: value["label-en"] } });
  };
  const input = (
    field: Exclude<keyof typeof value, "kind">,
    label: string,
    more: { help?: string; lang?: string } = {},
  ) => (
    <Input id={`ed-${field}`} label={label} value={value[field]} set={set(field)} refusal={refusals[field]} {...more} />
  );
  return (
    <Frame title={t().newPageLink}>
      <p className="ed-help">{t().newPageHelp}</p>
      <form className="ed-new" onSubmit={submit} noValidate>
        <Input
          id="ed-kind"
          label={t().kind}
          value={value.kind}
          set={chooseKind}
          refusal={refusals.kind}
          ref={first}
          options={[["", t().choose], ...kinds.map((k) => [k.kind, t().kindName(k.kind)] as const)]}
        />
        {input("id", t().pageId, { help: t().pageIdHelp })}
        {input("de", t().pathIn["de"])}
        {input("en", t().pathIn["en"])}
        {article ? input("label-de", t().breadcrumbIn["de"], { lang: "de" }) : null}
        {article ? input("label-en", t().breadcrumbIn["en"], { lang: "en" }) : null}
        <p>
          <button type="submit" className="ed-save">
            {t().createPage}
          </button>{" "}
          <span role="status">{message}</span>
        </p>
      </form>
    </Frame>
  );
}

export function PageAddress({ id }: { id: string }) {
  const [pages, setPages] = useState<readonly PageInfo[]>([]);
  const [paths, setPaths] = useState({ de: "", en: "" });
  const [to, setTo] = useState("");
  const [done, setDone] = useState("");
  const load = () =>
    listPages().then((list) => {
      setPages(list);
      const page = list.find((p) => p.id === id);
      setPaths({ de: page?.paths.de ?? "", en: page?.paths.en ?? "" });
    });
  useEffect(() => void load(), [id]);
  const renamed = useChange(() => {
    setDone(t().renamed);
    void load();
  });
  const removed = useChange(() => (location.hash = "#/"));
  const page = pages.find((p) => p.id === id);
  const target = pages.find((p) => p.id === to);
  const asking = useRef<HTMLDialogElement>(null);
  const remove = () => (asking.current?.close(), void removed.send("delete", { id, to }));
  const [sent, setSent] = useState<"de" | "en">("de");
  const rename = (lang: "de" | "en") => (e: FormEvent) => {
    e.preventDefault();
    setDone("");
    setSent(lang);
    void renamed.send("rename", { id, lang, path: paths[lang] });
  };
  if (!page)
    return (
      <Frame title={t().addressesOf(id)}>{pages.length > 0 ? <p role="alert">{t().noSuchPage(id)}</p> : null}</Frame>
    );
  return (
    <Frame title={t().addressesOf(id)}>
      <h2>{t().rename}</h2>
      <p className="ed-help">{t().renameHelp}</p>
      {(["de", "en"] as const).map((lang) =>
        page.paths[lang] === undefined ? null : (
          <form key={lang} className="ed-new" onSubmit={rename(lang)} noValidate>
            <Input
              id={`ed-path-${lang}`}
              label={t().pathIn[lang]}
              value={paths[lang]}
              set={(v) => setPaths((p) => ({ ...p, [lang]: v }))}
              refusal={sent === lang ? renamed.refusals.path : undefined}
            />
            <p>
              <button type="submit">{t().renamePath[lang]}</button>
            </p>
          </form>
        ),
      )}
      <p role="status">{done || renamed.message}</p>
      <h2>{t().removePage}</h2>
      <form
        className="ed-new"
        onSubmit={(e) => (e.preventDefault(), target ? asking.current?.showModal() : remove())}
        noValidate
      >
        <Input
          id="ed-to"
          label={t().leadsToAfter}
          value={to}
          set={setTo}
          help={t().removeHelp}
          refusal={removed.refusals.to ?? removed.refusals.id}
          options={[
            ["", t().choosePage],
            ...pages
              .filter((p) => p.id !== id && p.kind !== "ui" && p.kind !== "site")
              .map((p) => [p.id, titleOf(p)] as const),
          ]}
        />
        <p>
          <button type="submit">{t().removeId(id)}</button> <span role="status">{removed.message}</span>
        </p>
      </form>
      {/* What goes, named before it goes; Cancel (the first control, focused) and Escape leave everything. */}
      <dialog ref={asking} className="ed-leave" aria-labelledby="ed-remove-title">
        <h2 id="ed-remove-title">{t().removeAsk(titleOf(page))}</h2>
        <p>{t().removeFiles}</p>
        <ul>
          {Object.values(page.files).map((file) => (
            <li key={file}>
              <code>{file}</code>
            </li>
          ))}
        </ul>
        <p>{t().removeRoute(Object.values(page.paths).join(", "))}</p>
        <p>{t().removeConfirmed((page.translations?.["in-sync"] ?? 0) + (page.translations?.outdated ?? 0))}</p>
        <p>{target ? t().removeLeads(titleOf(target), Object.values(target.paths).join(", ")) : null}</p>
        <div className="ed-actions">
          <button type="button" autoFocus onClick={() => asking.current?.close()}>
            {t().cancel}
          </button>
          <button type="button" className="ed-save" onClick={remove}>
            {t().remove}
          </button>
        </div>
      </dialog>
    </Frame>
  );
}
