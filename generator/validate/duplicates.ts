// Something pasted twice publishes twice: the same FAQ question, the same card, the same paragraph; and two
// sections with one id make the page's HTML invalid and its links ambiguous. Each is a problem at the second
// occurrence, naming the first by its line.
import { problem } from "../problem-catalogue.ts";
import type { PathProblem } from "./cross-checks.ts";
import { slug } from "./page-anchors.ts";

/** The keys that name an item: two items with the same one are the same item, whatever else differs. */
const NAMING_KEYS = ["q", "title", "headline", "company"] as const;
/** Shorter strings may repeat by design (table cells such as „Ja“, step labels). */
const MIN_REPEATED_TEXT = 20;

/** Repeated list items anywhere in `content` (the copy as typed), and repeated section ids of an info page. */
export function duplicates(content: unknown, kind: string): PathProblem[] {
  const problems: PathProblem[] = [];
  const path: PropertyKey[] = []; // a stack, copied only for a problem: most pages have none
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      let seen: Map<string, number> | undefined;
      for (let i = 0; i < node.length; i++) {
        const key = itemKey(node[i]);
        if (key === undefined) continue;
        const first = (seen ??= new Map()).get(key);
        if (first === undefined) seen.set(key, i);
        else problems.push(found([...path, i], [...path, first], key));
      }
      for (let i = 0; i < node.length; i++) {
        path.push(i);
        walk(node[i]);
        path.pop();
      }
    } else if (node !== null && typeof node === "object") {
      for (const key of Object.keys(node)) {
        path.push(key);
        walk((node as Record<string, unknown>)[key]);
        path.pop();
      }
    }
  };
  walk(content);
  if (kind === "info") problems.push(...sectionIds(content));
  return problems;
}

function itemKey(item: unknown): string | undefined {
  if (typeof item === "string") return item.length >= MIN_REPEATED_TEXT ? `text:${item.trim()}` : undefined;
  if (item === null || typeof item !== "object" || Array.isArray(item)) return undefined;
  const record = item as Record<string, unknown>;
  for (const key of NAMING_KEYS)
    if (typeof record[key] === "string" && record[key] !== "") return `${key}:${(record[key] as string).trim()}`;
  return undefined;
}

function found(path: PropertyKey[], first: PropertyKey[], key: string): PathProblem {
  const [what, text] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
  return { ...problem("DuplicateItem", { what, text }), path, related: first };
}

/** Two sections of an info page with one id (written, or made from the heading). */
function sectionIds(content: unknown): PathProblem[] {
  const sections = (content as { sections?: unknown } | null)?.sections;
  if (!Array.isArray(sections)) return [];
  const seen = new Map<string, number>();
  const problems: PathProblem[] = [];
  sections.forEach((section, i) => {
    const s = (section ?? {}) as { id?: unknown; heading?: unknown };
    const id = typeof s.id === "string" ? s.id : typeof s.heading === "string" ? slug(s.heading) : undefined;
    if (id === undefined) return;
    const first = seen.get(id);
    if (first === undefined) seen.set(id, i);
    else
      problems.push({
        ...problem("DuplicateItem", { what: "id", text: id }),
        path: ["sections", i, typeof s.id === "string" ? "id" : "heading"],
        related: ["sections", first],
      });
  });
  return problems;
}
