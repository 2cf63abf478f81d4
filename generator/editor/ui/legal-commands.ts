// The editing commands of a legal page's formatted text (legal-editor.tsx), by the browser's own, with what it
// writes otherwise than the site (a <b>, a list inside its paragraph) put right in place.
import type { KeyboardEvent } from "react";
import { IN_LINE, type HtmlNode } from "./legal-text.ts";

const LINE = ["p", "h2", "h3", "h4"] as const;

export const NONE = { bold: false, italic: false, ul: false, ol: false, style: "" as (typeof LINE)[number] | "" };
export type State = Readonly<typeof NONE>;

/** HTML parsed in a document of its own, where nothing in it runs, loads or meets the editor's CSP. */
export function inert(html: string): HtmlNode {
  return new DOMParser().parseFromString(`<body>${html}`, "text/html").body; // <body>: leading line breaks stay
}

/**
 * Puts clean HTML (legal-text.ts) in place of the selection, the caret after it: what belongs in a line at the
 * caret; paragraphs or lists after the paragraph or heading the caret is in, split there (never inside it).
 */
export function insertAt(html: string, div: HTMLElement) {
  const selection = document.getSelection()!;
  if (!selection.rangeCount || !div.contains(selection.anchorNode)) return;
  const range = selection.getRangeAt(0);
  range.deleteContents();
  const fragment = range.createContextualFragment(html);
  const last = fragment.lastChild;
  const blocks = [...fragment.children].some((n) => !IN_LINE.has(n.tagName.toLowerCase()));
  const line = LINE.map((tag) => closest(range.startContainer, tag, div)).find((found) => found !== undefined);
  if (blocks && line) {
    const tail = document.createRange();
    tail.setStart(range.startContainer, range.startOffset);
    tail.setEndAfter(line);
    const rest = [...tail.extractContents().childNodes].filter((n) => n.textContent !== "");
    line.after(fragment, ...rest);
  } else range.insertNode(fragment);
  if (last?.parentNode) selection.collapse(last.parentNode, [...last.parentNode.childNodes].indexOf(last) + 1);
}

/** Bold or italic by the browser, whose new <b> or <i> are written as the site writes them (<strong>, <em>). */
export function exec(command: string, from: string, to: string, div: HTMLElement) {
  const before = new Set(div.querySelectorAll(from));
  document.execCommand(command);
  typing = { div, from, to, before };
  written(div);
}
let typing: { div: HTMLElement; from: string; to: string; before: Set<Element> } | undefined;

/** The <b> or <i> of the last bold or italic, made at once or (a caret between words) with what is typed next. */
export function written(div: HTMLElement) {
  if (typing?.div !== div) return;
  const { from, to, before } = typing;
  const made = [...div.querySelectorAll(from)].filter((old) => !before.has(old));
  if (made.length === 0) return; // not typed yet: the selection left alone keeps the browser's style for it
  typing = undefined;
  keepingSelection(() => {
    for (const old of made) {
      const element = document.createElement(to);
      element.append(...old.childNodes);
      old.replaceWith(element);
    }
  });
}

/** Bold, italic or a link as a word processor does: a caret inside a word means that word. */
export function atWord(command: () => void) {
  const selection = document.getSelection()!;
  const { anchorNode: node, anchorOffset: at, isCollapsed } = selection;
  const words =
    node instanceof Text && isCollapsed ? new Intl.Segmenter(undefined, { granularity: "word" }) : undefined;
  const word = [...(words?.segment((node as Text).data) ?? [])].find(
    (w) => w.isWordLike && w.index < at && at < w.index + w.segment.length,
  );
  if (word) selection.setBaseAndExtent(node!, word.index, node!, word.index + word.segment.length);
  command();
  if (!word) return;
  selection.collapseToStart();
  for (let i = word.index; i < at; i++) selection.modify("move", "forward", "character");
}

/** A list by the browser, which puts it inside the paragraph it was: the list takes the paragraph's place. */
export function list(command: string, div: HTMLElement) {
  document.execCommand(command);
  keepingSelection(() => {
    for (const made of div.querySelectorAll(":is(p, h2, h3, h4) > :is(ul, ol)")) {
      const block = made.parentElement!;
      block.after(made);
      if (!block.textContent?.trim()) block.remove();
    }
  });
}

/** Moves nodes about with the caret and the selection where they were (in the same text). */
function keepingSelection(change: () => void) {
  const selection = document.getSelection()!;
  const { anchorNode, anchorOffset, focusNode, focusOffset } = selection;
  change();
  if (anchorNode?.isConnected && focusNode?.isConnected)
    selection.setBaseAndExtent(anchorNode, anchorOffset, focusNode, focusOffset);
}

export function closest(node: Node | null | undefined, tag: string, div: HTMLElement): HTMLElement | undefined {
  const found = (node instanceof Element ? node : node?.parentElement)?.closest<HTMLElement>(tag);
  return found && div.contains(found) ? found : undefined;
}

export function stateAt(node: Node | null, div: HTMLElement): State {
  const on = (...tags: string[]) => tags.some((tag) => closest(node, tag, div) !== undefined);
  const list = closest(node, "li", div)?.parentElement?.tagName.toLowerCase();
  const block = LINE.find((tag) => on(tag));
  return { bold: on("strong", "b"), italic: on("em", "i"), ul: list === "ul", ol: list === "ol", style: block ?? "" };
}

/** ← and → move between a toolbar's controls. */
export function arrows(event: KeyboardEvent) {
  if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
  const controls = [
    ...event.currentTarget.querySelectorAll<HTMLElement>("button:not([disabled]), select:not([disabled])"),
  ];
  const next = controls[controls.indexOf(event.target as HTMLElement) + (event.key === "ArrowRight" ? 1 : -1)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}
