// The glossary of site.yaml: each variant it refuses, found in a content file's copy, is a problem at its own
// line and column, with the term to use as the fix. Matched at the start of a word, in any case and with any
// ending („Erstgesprächs“, "power costs"); only copy is checked (validate/schema/walk.ts), and no HTML tag.
import type { z } from "zod";
import type { Lang, Problem, SourceFile } from "../model.ts";
import { problem } from "../problems/index.ts";
import { locateText } from "./internal-links.ts";
import type { SiteConfig } from "./schema/site.ts";
import { isCopy, walkFields } from "./schema/walk.ts";

interface Refusals {
  /** Every variant of the language in one expression: one scan of each string, however long the glossary. */
  readonly pattern: RegExp;
  /** A variant as matched (lower case, any space or hyphen as a space) → its term. */
  readonly terms: ReadonlyMap<string, { readonly use: string; readonly reason: string }>;
  /** The first word of any variant, in any case: a string without one is passed over at once. */
  readonly needle: RegExp;
}

const compiled = new WeakMap<SiteConfig["glossary"], Record<Lang, Refusals | undefined>>();
const WORD = "0-9A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const keyOf = (variant: string) => variant.toLowerCase().replace(/[ -]/g, " ");

function refusals(glossary: SiteConfig["glossary"], lang: Lang): Refusals | undefined {
  let both = compiled.get(glossary);
  if (!both) {
    const of = (l: Lang): Refusals | undefined => {
      const terms = new Map<string, { use: string; reason: string }>();
      for (const term of glossary[l]) for (const variant of term.refuse) terms.set(keyOf(variant), term);
      if (terms.size === 0) return undefined;
      const alternatives = [...terms.keys()]
        .sort((x, y) => y.length - x.length)
        .map((v) => escape(v).replace(/ /g, "[ -]"));
      // Not a Unicode expression: a plain class for the start of a word is much faster over every string.
      const needles = [...new Set([...terms.keys()].map((v) => escape(v.split(" ")[0]!)))];
      const pattern = new RegExp(`(?<![${WORD}])(?:${alternatives.join("|")})`, "gi");
      return { pattern, terms, needle: new RegExp(needles.join("|"), "i") };
    };
    compiled.set(glossary, (both = { de: of("de"), en: of("en") }));
  }
  return both[lang];
}

/** Every refused variant in the copy of `file` (`raw`, described by `schema`), against the glossary of its language. */
export function checkGlossary(
  file: SourceFile,
  raw: unknown,
  schema: z.ZodType,
  lang: Lang,
  config: SiteConfig,
): Problem[] {
  const found: Problem[] = [];
  const refused = refusals(config.glossary, lang);
  if (!refused) return found;
  walkFields(schema, raw, (node, path, role) => {
    // Almost every string holds no variant: a search for the plain first words finds that faster than the
    // expression with its word boundary (and twice as fast as lower-casing the string and searching each word).
    if (typeof node !== "string" || !isCopy(role) || !refused.needle.test(node)) return;
    // Tags blanked to spaces of their length: positions stay those of the file, attributes are not copy.
    const copy = node.includes("<") ? node.replace(/<[^>]*>/g, (tag) => " ".repeat(tag.length)) : node;
    const counts = new Map<string, number>();
    for (const match of copy.matchAll(refused.pattern)) {
      const term = refused.terms.get(keyOf(match[0]))!;
      const n = counts.get(match[0]) ?? 0;
      counts.set(match[0], n + 1);
      const at = locateNth(file, [...path], match[0], n);
      found.push(problem("GlossaryTerm", { variant: match[0], use: term.use, reason: term.reason, lang }, at));
    }
  });
  return found;
}

/** The `n`-th place of `text` in the value at `path` (a variant used twice in one paragraph is two problems). */
function locateNth(file: SourceFile, path: readonly PropertyKey[], text: string, n: number) {
  const first = locateText(file, path, text);
  if (n === 0) return first;
  const node = file.doc.getIn(path as unknown[], true) as { range?: [number, number, number] } | undefined;
  if (!node?.range) return first;
  const source = file.text.slice(node.range[0], node.range[1]);
  let offset = -1;
  for (let i = 0; i <= n; i++) offset = source.indexOf(text, offset + 1);
  if (offset < 0) return first;
  const { line, col } = file.lines.linePos(node.range[0] + offset);
  return { file: file.path, line, column: col };
}
