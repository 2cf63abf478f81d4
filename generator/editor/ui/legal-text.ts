// Legal HTML as the structured view writes it: a walk over the view's DOM that emits only what the build's
// allow-list keeps (validate/legal-allowlist.ts), everything else reduced to its text. It reads the few DOM
// properties the browser and htmlparser2 (the build's parser, in the tests) share, so both are walked alike.
import { DROPPED_WITH_CONTENT, keepsHref, LEGAL_ATTRIBUTES, LEGAL_TAGS } from "../../validate/legal-allowlist.ts";

/** What the walk reads of a node: the browser's DOM has it, and so has domhandler's. */
export interface HtmlNode {
  readonly nodeType: number;
  readonly childNodes?: ArrayLike<HtmlNode>;
  readonly tagName?: string;
  readonly attributes?: ArrayLike<{ readonly name: string; readonly value: string }>;
  readonly data?: string;
}

const TAGS = new Set(LEGAL_TAGS);
const SEPARATOR = /^[ \t\r]*\n[ \t\r\n]*$/;
const DROPPED = new Set(DROPPED_WITH_CONTENT);
// Blocks the source separates by a line break (and lists their items by a line break and indent): a block the
// view adds next to another gets the same separator, so a new paragraph or list item is a line of its own.
const BLOCKS = new Set(["h2", "h3", "h4", "p", "ul", "ol", "li", "address", "table", "thead", "tbody", "tr"]);
// The <br>s that end one of these show nothing (the browser keeps one in an empty line it edits).
const LAST_BR_SHOWS_NOTHING = new Set(["p", "li", "h2", "h3", "h4", "address", "th", "td"]);
// Inside these only text and the elements of a line; a block there would be closed by the parser (of the build
// and of the browser) where the view did not close it, so it is written as its content.
const LINE = new Set(["p", "h2", "h3", "h4", "a", "strong", "em", "b", "i", "abbr"]);
export const IN_LINE = new Set(["a", "strong", "em", "b", "i", "abbr", "br"]);
// The elements a table's parts hold; text there would be moved out of the table by the browser.
const TABLE_PARTS: Readonly<Record<string, readonly string[]>> = {
  table: ["thead", "tbody", "tr"],
  thead: ["tr"],
  tbody: ["tr"],
  tr: ["th", "td"],
};

/** Where the walk writes: the element it is in (one reduced to its content writes into its parent's). */
interface Context {
  readonly parent: string;
  readonly inLine: boolean;
  readonly inLink: boolean;
}

export function allowedHtml(parent: HtmlNode): string {
  return content(parent, { parent: "", inLine: false, inLink: false }).html;
}

export function cleanHtml(html: string, parse: (html: string) => HtmlNode): string {
  return allowedHtml(parse(html));
}

/** The walk's place in one element's content; `items` and `other` count what it wrote there (list items, the rest). */
interface Writing {
  html: string;
  separator: string | undefined;
  afterBlock: boolean;
  items: number;
  other: boolean;
}

/** `indent`: the separator of the items of a list that has none of its own (one the view made). */
function content(parent: HtmlNode, context: Context, indent?: string): Writing {
  const writing: Writing = { html: "", separator: indent, afterBlock: indent !== undefined, items: 0, other: false };
  write(parent, context, writing);
  return writing;
}

function write(parent: HtmlNode, context: Context, to: Writing): void {
  const table = TABLE_PARTS[context.parent];
  for (const node of Array.from(parent.childNodes ?? [])) {
    if (node.nodeType === 3) {
      const text = node.data ?? "";
      if (table && /\S/.test(text.replace(/\u00a0/g, "x"))) continue;
      if (SEPARATOR.test(text)) to.separator = text;
      if (text !== "") to.other = true;
      to.html += escapeText(text);
      to.afterBlock = false;
      continue;
    }
    const name = nameOf(node);
    if (name === undefined || DROPPED.has(name)) continue; // comments, doctypes; scripts with their text
    if (!fits(name, context) || (IN_LINE.has(name) && holdsBlock(node))) {
      write(node, context, to);
      continue;
    }
    const block = BLOCKS.has(name);
    if (name === "li") to.items++;
    else to.other = true;
    if (block && to.afterBlock && to.separator !== undefined) to.html += to.separator;
    to.html += `<${name}${attributes(node, name)}>`;
    if (name !== "br") {
      const inner = { parent: name, inLine: context.inLine || LINE.has(name), inLink: context.inLink || name === "a" };
      let written = content(node, inner);
      // A list the view made (items alone, as written, nothing between them) writes each item on a line of its
      // own, indented, as the source writes its lists; decided on what is written, so a second walk agrees.
      const made =
        (name === "ul" || name === "ol") && to.separator !== undefined && written.items > 0 && !written.other;
      if (made) written = content(node, inner, `${to.separator}  `);
      const html = LAST_BR_SHOWS_NOTHING.has(name) ? written.html.replace(/(<br>)+$/, "") : written.html;
      to.html += `${html}${made ? to.separator : ""}</${name}>`;
    }
    to.afterBlock = block;
  }
}

/** Whether an allowed element may stand where the walk is, so that both parsers read it back where it is. */
function fits(name: string, { parent, inLine, inLink }: Context): boolean {
  if (!TAGS.has(name) || name === "span") return false;
  if (inLine && !IN_LINE.has(name)) return false;
  if (name === "a" && inLink) return false;
  const table = TABLE_PARTS[parent];
  if (table) return table.includes(name);
  if (name === "li") return parent === "ul" || parent === "ol";
  return !Object.values(TABLE_PARTS).some((parts) => parts.includes(name)); // a table's part outside its table
}

/** True when an element of a line wraps a block (a pasted document in one <b>): the blocks stay, not the wrapper. */
function holdsBlock(node: HtmlNode): boolean {
  return Array.from(node.childNodes ?? []).some((child) => {
    const name = nameOf(child);
    return name !== undefined && !DROPPED.has(name) && ((TAGS.has(name) && !IN_LINE.has(name)) || holdsBlock(child));
  });
}

function nameOf(node: HtmlNode): string | undefined {
  return node.nodeType === 1 && typeof node.tagName === "string" ? node.tagName.toLowerCase() : undefined;
}

function attributes(node: HtmlNode, name: string): string {
  const allowed = LEGAL_ATTRIBUTES[name] ?? [];
  let html = "";
  for (const { name: key, value } of Array.from(node.attributes ?? [])) {
    if (!allowed.includes(key) || (key === "href" && !keepsHref(value))) continue;
    html += ` ${key}="${escapeAttribute(value)}"`;
  }
  return html;
}

export function escapeText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\u00a0/g, "&nbsp;");
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
