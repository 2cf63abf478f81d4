// Something pasted twice publishes twice (a FAQ question, a card, a paragraph), and two sections with one id make
// the HTML invalid: a problem at the second occurrence, naming the first by its line.
import { problemsIn } from "./locate-text.ts";
import { linkIn, type CopyLink } from "./page-links.ts";
import { slug } from "./schema/slug.ts";
import { valueAt, walkFields, type FieldPath } from "./schema/walk.ts";
import { pageKind } from "../page-kinds.ts";
import type { PageKind, Problem, SourceFile } from "../model.ts";

/** Shorter strings may repeat by design (table cells such as „Ja“, step labels). */
const MIN_REPEATED_TEXT = 20;

/** What names an item of a list: its field of role `name`, or a long string itself; `same` is what is compared. */
interface ItemKey {
  readonly what: string;
  readonly text: string;
  readonly same: string;
}

/** A name is compared without case and punctuation; a long text (a paragraph) as written, which costs nothing. */
const itemKey = (what: string, text: string): ItemKey => ({
  what,
  text,
  same:
    what === "text"
      ? text
      : text
          .toLocaleLowerCase()
          .replace(/[\p{P}\p{S}\s]+/gu, " ")
          .trim(),
});

/**
 * Repeated list items anywhere in `content` (the copy of `file`), and repeated section ids of an info page; the
 * same walk adds the copy's links to `links`.
 */
export function duplicates(file: SourceFile, content: unknown, kind: PageKind, links: CopyLink[]): Problem[] {
  const { problems, add } = problemsIn(file);
  const found = (path: FieldPath, i: number, first: number, { what, text }: ItemKey) =>
    add("DuplicateItem", { what, text }, [...path, i], [...path, first]);
  const lists: [readonly unknown[], FieldPath][] = [];
  const names = new Map<unknown, ItemKey>(); // an item of a list → its first field with the role `name`
  const articleLists = new Set<unknown>(); // lists of page ids (teasers): short, and never to repeat
  walkFields(pageKind(kind).schema, content, (node, path, role) => {
    linkIn(links, node, path, role);
    if (Array.isArray(node)) lists.push([node, [...path]]);
    else if (role === "name" && typeof node === "string" && node !== "" && typeof path.at(-2) === "number") {
      const item = valueAt(content, path.slice(0, -1));
      if (!names.has(item)) names.set(item, itemKey(String(path.at(-1)), node.trim()));
    } else if (role === "article" && typeof path.at(-1) === "number")
      articleLists.add(valueAt(content, path.slice(0, -1)));
  });
  for (const [list, path] of lists) {
    const keyOf = (item: unknown): ItemKey | undefined =>
      typeof item !== "string"
        ? names.get(item)
        : articleLists.has(list)
          ? itemKey("article", item.trim())
          : item.length >= MIN_REPEATED_TEXT
            ? itemKey("text", item.trim())
            : undefined;
    repeated(list.map(keyOf), (i, first, key) => found(path, i, first, key));
  }
  // Two sections of an info page with one id (written, or made from the heading).
  const sections = kind === "info" && (content as { sections?: unknown } | null)?.sections;
  if (!Array.isArray(sections)) return problems;
  const written = sections.map((section) => (section as { id?: unknown } | null)?.id);
  const keys = sections.map((section, i) => {
    const heading = (section as { heading?: unknown } | null)?.heading;
    const id = typeof written[i] === "string" ? written[i] : typeof heading === "string" ? slug(heading) : undefined;
    return id === undefined ? undefined : { what: "id", text: id, same: id }; // ids compare as written
  });
  repeated(keys, (i, first, { what, text }) => {
    const at = ["sections", i, typeof written[i] === "string" ? "id" : "heading"];
    add("DuplicateItem", { what, text }, at, ["sections", first]);
  });
  return problems;
}

/** `repeat` for each item named like one before: by pairs, lengths first (cheaper than a map); long lists by a map. */
function repeated(
  keys: readonly (ItemKey | undefined)[],
  repeat: (i: number, first: number, key: ItemKey) => void,
): void {
  const seen = keys.length > SHORT_LIST ? new Map<string, number>() : undefined;
  keys.forEach((key, i) => {
    if (key === undefined) return;
    const first = seen ? seen.get(`${key.what}:${key.same}`) : earlier(keys, i, key);
    if (first !== undefined) repeat(i, first, key);
    else seen?.set(`${key.what}:${key.same}`, i);
  });
}
const SHORT_LIST = 32;

/** The index of the first of `keys` before `i` equal to `key` (lengths compared first), or undefined. */
function earlier(keys: readonly (ItemKey | undefined)[], i: number, key: ItemKey): number | undefined {
  for (let j = 0; j < i; j++) {
    const k = keys[j];
    if (k && k.same.length === key.same.length && k.same === key.same && k.what === key.what) return j;
  }
  return undefined;
}
