// Each variant the glossary refuses, found in copy (not in HTML tags) at the start of a word, in any case and with
// any ending („Erstgesprächs“), is a problem at its own line and column, with the term to use as the fix.
import type { Lang, Problem, SourceFile, SourceLocation } from "../model.ts";
import { memoized } from "../memo.ts";
import { problem } from "../problems/index.ts";
import { escapeRegExp } from "../render/escape.ts";
import { locateIn, problemsIn, type TextIssue } from "./locate-text.ts";
import type { SiteConfig } from "./schema/site.ts";

interface Refusals {
  /** Every variant of the language in one expression: one scan of each string, however long the glossary. */
  readonly pattern: RegExp;
  /** A variant by keyOf → its term. */
  readonly terms: ReadonlyMap<string, Term>;
  /** The first word of any variant, in any case: a string without one is passed over at once. */
  readonly needle: RegExp;
}

interface Term {
  readonly use: string;
  readonly reason: string;
  /** Phrases in which a variant is right after all („kommunale Eigenbetriebe“), as expressions (loosely). */
  readonly allow: readonly RegExp[];
}

const WORD = "0-9A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F";
/** Nothing a reader sees (a soft hyphen, zero-width spaces and joiners, a word joiner, a BOM): one search each. */
const UNSEEN = [..."\u00AD\u200B\u200C\u200D\u2060\uFEFF"];
const wordsOf = (variant: string) =>
  variant
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
/** A variant as looked up: its words run together, so „Erst-Gespräch“, „erst gespräch“ and „Erstgespräch“ are one. */
const keyOf = (variant: string) => wordsOf(variant).join("");
const loosely = (variant: string) => wordsOf(variant).map(escapeRegExp).join("[\\s-]*");

const refusals = memoized((glossary: SiteConfig["glossary"]): Record<Lang, Refusals | undefined> => {
  const of = (l: Lang): Refusals | undefined => {
    const terms = new Map<string, Term>();
    const variants: string[] = [];
    for (const { use, reason, refuse, allow = [] } of glossary[l])
      for (const variant of refuse) {
        if (contradicted(variant, glossary[l])) continue; // reported once, at the rule (checkGlossaryRules)
        terms.set(keyOf(variant), { use, reason, allow: allow.map((phrase) => new RegExp(loosely(phrase), "g")) });
        variants.push(variant);
      }
    if (terms.size === 0) return undefined;
    const alternatives = variants.sort((x, y) => y.length - x.length).map(loosely);
    // Not a Unicode expression: a plain class for the start of a word is much faster over every string.
    const needles = [...new Set(variants.map((v) => escapeRegExp(wordsOf(v)[0]!)))];
    const pattern = new RegExp(`(?<![${WORD}])(?:${alternatives.join("|")})`, "gi");
    return { pattern, terms, needle: new RegExp(needles.join("|"), "i") };
  };
  return { de: of("de"), en: of("en") };
});

/** The term of a rule of `rules` that refusing `variant` would refuse too (its own, or another rule's), if any. */
function contradicted(variant: string, rules: SiteConfig["glossary"]["de"]): string | undefined {
  const pattern = new RegExp(`(?<![${WORD}])${loosely(variant)}`, "i");
  return rules.find((rule) => pattern.test(joined(rule.use).text))?.use;
}

/** A refused variant that is (a word of) a rule's term would refuse the term: reported, and not checked in copy. */
export function checkGlossaryRules(glossary: SiteConfig["glossary"], site: SourceFile): Problem[] {
  const { problems, add } = problemsIn(site);
  for (const lang of ["de", "en"] as const)
    glossary[lang].forEach((rule, i) =>
      rule.refuse.forEach((variant, k) => {
        const term = contradicted(variant, glossary[lang]);
        if (term === undefined) return;
        const facts = { variant, use: rule.use, term, own: term === rule.use };
        add("GlossaryContradiction", facts, ["glossary", lang, i, "refuse", k]);
      }),
    );
  return problems;
}

/** What `joined` drops: an invisible character, a hyphen after a letter (invisible ones between) and before one. */
const JOINS = new RegExp(`[${UNSEEN.join("")}]|(?<=[${WORD}][${UNSEEN.join("")}]*)-(?=[${WORD}])`, "g");

/** `text` without invisible characters and hyphens between letters („Erst-Gespräch“ → „Erstgespräch“), with offsets. */
function joined(text: string): { text: string; from: number[] } {
  const drops = UNSEEN.some((c) => text.includes(c)) || text.includes("-") ? [...text.matchAll(JOINS)] : [];
  if (drops.length === 0) return { text, from: [] };
  let out = "";
  const from: number[] = [];
  let kept = 0;
  for (const { index } of [...drops, { index: text.length }]) {
    out += text.slice(kept, index);
    for (let i = kept; i < index; i++) from.push(i);
    kept = index + 1;
  }
  return { text: out, from };
}

/** Each refused variant in `text`, copy of `lang` (not in HTML tags), as an issue; `n` counts the same before it. */
export function refusedIn(text: string, lang: Lang, config: SiteConfig, report: (issue: TextIssue) => void): void {
  const refused = refusals(config.glossary)[lang];
  if (!refused) return;
  // Tags blanked to spaces of their length: positions stay those of the file, attributes are not copy.
  const copy = text.includes("<") ? text.replace(/<[^>]*>/g, (tag) => " ".repeat(tag.length)) : text;
  // Almost every string holds no variant: a search for the plain first words says so fastest.
  const read = joined(copy);
  if (!refused.needle.test(read.text)) return;
  const counts = new Map<string, number>();
  const lower = read.text.toLowerCase();
  for (const match of read.text.matchAll(refused.pattern)) {
    const term = refused.terms.get(keyOf(match[0]))!;
    if (allowed(lower, match.index, match[0].length, term)) continue;
    const start = read.from[match.index] ?? match.index;
    const end = (read.from[match.index + match[0].length - 1] ?? match.index + match[0].length - 1) + 1;
    const written = copy.slice(start, end); // as typed, with its hyphen or invisible character
    const n = counts.get(written) ?? 0;
    counts.set(written, n + 1);
    report({
      needle: written,
      n,
      problem: problem("GlossaryTerm", { variant: written, use: term.use, reason: term.reason, lang }),
    });
  }
}

function allowed(lower: string, index: number, length: number, term: Term): boolean {
  const covers = (m: RegExpExecArray) => m.index <= index && index + length <= m.index + m[0].length;
  return term.allow.some((pattern) => [...lower.matchAll(pattern)].some(covers));
}

/** Where `sentence` (content-language.ts `readableText`) starts in the value at `path`, found by its first words. */
export const locateWords = (file: SourceFile, path: readonly PropertyKey[], sentence: string): SourceLocation =>
  locateIn(file, path, sentence.split(" ").slice(0, 4).join(" "));
