// The glossary of site.yaml: each variant it refuses, found in a content file's copy, is a problem at its own
// line and column, with the term to use as the fix. Matched at the start of a word, in any case and with any
// ending („Erstgesprächs“, "power costs"); link targets, URLs and ids are not copy, and neither are HTML tags.
import type { Lang, Problem, SourceFile } from "../model.ts";
import { problem } from "../problem-catalogue.ts";
import { locateText } from "./internal-links.ts";
import type { SiteConfig } from "./schema/site.ts";
import { NOT_COPY } from "./schema/text.ts";

interface Refusal {
  readonly pattern: RegExp;
  readonly use: string;
  readonly reason: string;
}

const compiled = new WeakMap<SiteConfig["glossary"], Record<Lang, readonly Refusal[]>>();

function refusals(glossary: SiteConfig["glossary"], lang: Lang): readonly Refusal[] {
  let both = compiled.get(glossary);
  if (!both) {
    const of = (l: Lang) =>
      glossary[l].flatMap((term) =>
        term.refuse.map((variant) => ({
          pattern: new RegExp(
            `(?<![\\p{L}\\p{N}])${variant.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ -]/g, "[ -]")}`,
            "giu",
          ),
          use: term.use,
          reason: term.reason,
        })),
      );
    compiled.set(glossary, (both = { de: of("de"), en: of("en") }));
  }
  return both[lang];
}

/** Every refused variant in the copy of `file` (checked against the glossary of its language). */
export function checkGlossary(file: SourceFile, raw: unknown, lang: Lang, config: SiteConfig): Problem[] {
  const found: Problem[] = [];
  const terms = refusals(config.glossary, lang);
  if (terms.length === 0) return found;
  const path: PropertyKey[] = [];
  const visit = (node: unknown, key: PropertyKey | undefined) => {
    if (typeof key === "string" && NOT_COPY.has(key)) return;
    if (typeof node === "string") {
      // Tags blanked to spaces of their length: positions stay those of the file, attributes are not copy.
      const copy = node.replace(/<[^>]*>/g, (tag) => " ".repeat(tag.length));
      const seen = new Map<string, number>();
      for (const term of terms)
        for (const match of copy.matchAll(term.pattern)) {
          const n = seen.get(match[0]) ?? 0;
          seen.set(match[0], n + 1);
          found.push(
            problem(
              "GlossaryTerm",
              { variant: match[0], use: term.use, reason: term.reason, lang },
              locateNth(file, [...path], match[0], n),
            ),
          );
        }
      return;
    }
    if (node === null || typeof node !== "object") return;
    for (const [k, value] of Array.isArray(node) ? node.entries() : Object.entries(node)) {
      path.push(k);
      visit(value, k);
      path.pop();
    }
  };
  visit(raw, undefined);
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
