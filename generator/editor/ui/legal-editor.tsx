// A legal page's HTML (role `html`) as formatted text, edited in place with a small toolbar and Ctrl/Cmd+B, I and K;
// *HTML* shows it as HTML. The field holds what legal-text.ts writes of the view; until an edit it keeps the text it
// was given byte for byte.
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from "react";
import { keepsHref } from "../../validate/legal-allowlist.ts";
import { useForm } from "./form-context.ts";
import type { Lang } from "./api.ts";
import {
  arrows,
  atWord,
  closest,
  exec,
  inert,
  insertAt,
  list,
  NONE,
  stateAt,
  written,
  type State,
} from "./legal-commands.ts";
import { allowedHtml, cleanHtml, escapeAttribute, escapeText } from "./legal-text.ts";
import { t } from "./messages.ts";

export interface LegalTextProps {
  readonly value: string;
  readonly lang: Lang;
  readonly onChange: (next: string) => void;
  /** The field's id, names and focus handler (field.tsx), given to whichever view is shown. */
  readonly common: Record<string, unknown> & { readonly id: string };
}

export function LegalText({ value, lang, onChange, common }: LegalTextProps) {
  const words = t().legal;
  const view = useRef<HTMLDivElement>(null);
  const shown = useRef<{ source: string; html: string } | undefined>(undefined);
  const emitted = useRef<string | undefined>(undefined);
  const range = useRef<Range | undefined>(undefined);
  const dragging = useRef(false); // text moved within the view is the browser's to move
  const [raw, setRaw] = useState(false);
  const [state, setState] = useState<State>(NONE);
  const [link, setLink] = useState<{ href: string; refused: boolean } | undefined>(undefined);
  const paths = [...new Set(useForm().data.linkTargets.flatMap((t) => (t[lang] ? [t[lang]] : [])))];
  const id = common.id;

  // The view shows the field's value: on open, and after the HTML view, a restored draft or a merge changed it.
  useLayoutEffect(() => {
    const div = view.current;
    if (!div || value === emitted.current) return;
    div.innerHTML = cleanHtml(value, inert);
    range.current = undefined; // it was in the text replaced
    shown.current = { source: value, html: allowedHtml(div) };
    emitted.current = value;
  }, [value]);

  const emit = () => {
    const now = allowedHtml(view.current!);
    // The source's last line break stays (a block `content: |` is not turned into `|-` by an edit in the view).
    const end = /\s*$/.exec(shown.current?.source ?? "")![0];
    const next = now === shown.current?.html ? shown.current.source : now.trimEnd() + end;
    if (next === emitted.current) return;
    emitted.current = next;
    onChange(next);
  };

  // What the toolbar shows as pressed follows the caret; the selection is kept for the toolbar and the link form.
  useEffect(() => {
    document.execCommand("defaultParagraphSeparator", false, "p");
    const follow = () => {
      const selection = document.getSelection();
      const div = view.current;
      if (!div || !selection?.rangeCount || !div.contains(selection.anchorNode)) return;
      range.current = selection.getRangeAt(0).cloneRange();
      setState(stateAt(selection.anchorNode, div));
    };
    document.addEventListener("selectionchange", follow);
    return () => document.removeEventListener("selectionchange", follow);
  }, []);

  /** Runs a command on the view's selection, else the one it had when the focus went elsewhere (the link form). */
  const run = (command: () => void) => {
    const div = view.current!;
    const selection = document.getSelection()!;
    const inView = selection.rangeCount > 0 && div.contains(selection.anchorNode);
    div.focus();
    if (!inView && range.current) {
      selection.removeAllRanges();
      selection.addRange(range.current);
    }
    command();
    emit();
    if (selection.anchorNode) setState(stateAt(selection.anchorNode, div));
  };
  const bold = () => run(() => atWord(() => exec("bold", "b", "strong", view.current!)));
  const italic = () => run(() => atWord(() => exec("italic", "i", "em", view.current!)));
  const openLink = () => {
    const anchor = closest(range.current?.startContainer, "a", view.current!);
    setLink({ href: anchor?.getAttribute("href") ?? "", refused: false });
  };
  /** The link form's answer: an address to link to, null to remove the link, undefined to leave it as it was. */
  const setHref = (href: string | null | undefined) => {
    setLink(undefined);
    run(() => {
      const anchor = closest(range.current?.startContainer, "a", view.current!);
      if (href === undefined) return;
      if (href === null) {
        if (anchor) document.getSelection()!.selectAllChildren(anchor);
        document.execCommand("unlink");
      } else if (anchor) anchor.setAttribute("href", href);
      else
        atWord(() => {
          if (!document.getSelection()!.isCollapsed) document.execCommand("createLink", false, href);
          else insertAt(cleanHtml(`<a href="${escapeAttribute(href)}">${escapeText(href)}</a>`, inert), view.current!);
        });
    });
  };

  const keys = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const action = { b: bold, i: italic, k: openLink }[event.key.toLowerCase()];
    if (!action) return;
    event.preventDefault();
    action();
  };
  // Pasted or dropped HTML is cleaned before it is inserted: nothing of it runs, loads or stays unless allowed.
  const insert = (event: SyntheticEvent, data: DataTransfer | null, at?: Range | null) => {
    event.preventDefault();
    if (at) document.getSelection()?.setBaseAndExtent(at.startContainer, at.startOffset, at.endContainer, at.endOffset);
    const html = data?.getData("text/html");
    if (html) insertAt(cleanHtml(html, inert), view.current!);
    else document.execCommand("insertText", false, data?.getData("text/plain") ?? "");
    emit();
  };
  const keep = (event: SyntheticEvent) => event.preventDefault(); // a click on the toolbar keeps the selection

  return (
    <div className="ed-rich" lang={lang}>
      <div className="ed-rich-bar" role="toolbar" aria-label={words.toolbar} aria-controls={id} onKeyDown={arrows}>
        <select
          aria-label={words.style}
          value={state.style}
          disabled={raw}
          onChange={(e) => run(() => document.execCommand("formatBlock", false, e.target.value || "p"))}
        >
          {Object.entries(words.styles satisfies Record<State["style"], string>).map(([tag, name]) => (
            <option key={tag} value={tag} hidden={tag === ""}>
              {name}
            </option>
          ))}
        </select>
        {(
          [
            [words.bold, "B", state.bold, bold],
            [words.italic, "I", state.italic, italic],
            [words.bullets, "", state.ul, () => run(() => list("insertUnorderedList", view.current!))],
            [words.numbers, "", state.ol, () => run(() => list("insertOrderedList", view.current!))],
            [words.link, "K", undefined, openLink],
          ] as const
        ).map(([name, key, pressed, action]) => (
          <button
            key={name}
            type="button"
            title={key ? words.shortcut(name, key) : name}
            aria-keyshortcuts={key ? `Control+${key} Meta+${key}` : undefined}
            aria-pressed={pressed}
            disabled={raw}
            onMouseDown={keep}
            onClick={action}
          >
            {name}
          </button>
        ))}
        <button type="button" aria-pressed={raw} onClick={() => setRaw(!raw)}>
          {words.html}
        </button>
      </div>
      {link ? <LinkForm link={link} paths={paths} lang={lang} answer={setHref} change={setLink} /> : null}
      <div
        {...common}
        id={raw ? undefined : id}
        ref={view}
        className="ed-rich-text"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        spellCheck
        hidden={raw}
        onInput={() => (written(view.current!), emit())}
        onKeyDown={keys}
        onPaste={(e) => insert(e, e.clipboardData)}
        onDragStart={() => (dragging.current = true)}
        onDragEnd={() => (dragging.current = false)}
        onDrop={(e) =>
          dragging.current || insert(e, e.dataTransfer, document.caretRangeFromPoint(e.clientX, e.clientY))
        }
      />
      {raw ? <textarea {...common} rows={16} value={value} onChange={(e) => onChange(e.target.value)} /> : null}
    </div>
  );
}

function LinkForm(props: {
  link: { href: string; refused: boolean };
  paths: readonly string[];
  lang: Lang;
  answer: (href: string | null | undefined) => void;
  change: (link: { href: string; refused: boolean }) => void;
}) {
  const { link, paths, lang, answer, change } = props;
  const list = `ed-rich-paths-${lang}`;
  const words = t().legal;
  return (
    <form
      className="ed-rich-link"
      onSubmit={(e) => {
        e.preventDefault();
        const href = link.href.trim();
        if (href === "" || !keepsHref(href)) change({ href: link.href, refused: true });
        else answer(href);
      }}
      onKeyDown={(e) => e.key === "Escape" && answer(undefined)}
    >
      <label>
        {words.address}{" "}
        <input
          autoFocus
          list={list}
          value={link.href}
          aria-invalid={link.refused}
          aria-describedby={`${list}-help`}
          onChange={(e) => change({ href: e.target.value, refused: false })}
        />
      </label>
      <datalist id={list}>
        {paths.map((path) => (
          <option key={path} value={path} />
        ))}
      </datalist>
      <span id={`${list}-help`} className="ed-help" role={link.refused ? "alert" : undefined}>
        {link.refused ? words.refused : words.addressHelp}
      </span>
      <button type="submit">{words.setLink}</button>
      <button type="button" onClick={() => answer(null)}>
        {words.removeLink}
      </button>
      <button type="button" onClick={() => answer(undefined)}>
        {t().cancel}
      </button>
    </form>
  );
}
