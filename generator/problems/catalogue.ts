// Every problem the generator reports, once, in the manner of Astro's errors-data.ts: its permanent code, a title for
// the README table, the message built from the facts of the case, one concrete fix, and the README section.
import { FILE_PROBLEMS } from "./catalogue-files.ts";
import { INPUT_PROBLEMS } from "./catalogue-input.ts";
import { LINK_PROBLEMS } from "./catalogue-links.ts";
import { NUMBER_PROBLEMS } from "./catalogue-numbers.ts";
import { SITE_PROBLEMS } from "./catalogue-site.ts";
import { TOOL_PROBLEMS } from "./catalogue-tools.ts";
import { TRANSLATION_PROBLEMS } from "./catalogue-translations.ts";
import { kind, lang, list, type ProblemKind } from "./kind.ts";

export const CATALOGUE = {
  ...FILE_PROBLEMS,
  ValueMissing: kind<{ path: string; key: string; about: string }>({
    title: "a required field is missing",
    message: (f) => `${f.path}: missing \`${f.key}\``,
    hint: (f) => `Add \`${f.key}:\`${f.about ? ` (${f.about})` : ""}.`,
    docs: "kinds",
  }),
  ValueType: kind<{ path: string; found: string; expected: string; about: string }>({
    title: "a value of the wrong type (text where a number belongs, a list where a mapping belongs …)",
    message: (f) => `${f.path}: expected ${f.expected}, found ${f.found}`,
    hint: (f) => `Write ${f.expected} here${f.about ? ` (${f.about})` : ""}.`,
    docs: "kinds",
  }),
  ContentShape: kind<{ path: string; what: string; about: string }>({
    title:
      "a value outside its allowed forms or limits (too long, empty, not one of the choices, a list of the wrong length)",
    message: (f) => `${f.path}: ${f.what}`,
    hint: (f) =>
      f.about
        ? `About this field: ${f.about.replace(/\.$/, "")}. Change the value to fit.`
        : "Change the value to fit the rule in the message.",
    docs: "kinds",
  }),
  UnknownKey: kind<{ where: string; key: string; suggestion: string | undefined; known: readonly string[] }>({
    title: 'a key the schema does not know, with "did you mean"',
    message: (f) => `${f.where ? `${f.where}: ` : ""}unknown key \`${f.key}\``,
    hint: (f) =>
      f.suggestion
        ? `Did you mean \`${f.suggestion}\`? Rename the key.`
        : `Remove it, or use one of: ${list(f.known)}.`,
    docs: "kinds",
  }),
  UnknownPlaceholder: kind<{ name: string; suggestion: string | undefined; namespaces: string }>({
    title: "`{figures.x}` names no value of `site.yaml`",
    message: (f) => `unknown placeholder \`{${f.name}}\``,
    hint: (f) =>
      f.suggestion
        ? `Did you mean \`{${f.suggestion}}\`?`
        : `Placeholders name a value of site.yaml: ${f.namespaces}. Check the spelling.`,
    docs: "figures",
  }),
  GlossaryTerm: kind<{ variant: string; use: string; reason: string; lang: "de" | "en" }>({
    title: "the copy uses a term the glossary of `site.yaml` refuses",
    message: (f) => `\`${f.variant}\` is not the site's ${lang(f.lang)} term: ${f.reason}`,
    hint: (f) => `Write \`${f.use}\` instead (the glossary in site.yaml names the terms to use).`,
    docs: "glossary",
  }),
  GlossaryContradiction: kind<{ variant: string; use: string; term: string; own: boolean }>({
    title: "a glossary rule that refuses its own term or a word of it, or the term another rule asks for",
    message: (f) =>
      f.own
        ? `the glossary refuses \`${f.variant}\`, which is a word of its own term \`${f.use}\`: every text that writes the term would be refused`
        : `the glossary refuses \`${f.variant}\`, the term another rule asks for (\`use: ${f.term}\`): the two rules contradict each other`,
    hint: (f) =>
      f.own
        ? `Refuse only the longer phrases (\`boiler ${f.variant}\`), not a word of the term itself.`
        : `Keep one of the two rules: delete \`${f.variant}\` here or the rule that asks for \`${f.term}\`.`,
    docs: "glossary",
  }),
  FigureRenamed: kind<{ key: string; name: string; uses: number; first: readonly string[] }>({
    title: "a figure in `site.yaml` whose name is misspelt, while the copy uses the name the site knows",
    message: (f) =>
      `figure \`${f.key}\` is not a figure of the site; \`${f.name}\` is missing` +
      (f.uses === 0
        ? ""
        : `, and the copy uses {figures.${f.name}} in ${f.uses} place${f.uses === 1 ? "" : "s"} (${f.first.join(", ")}${f.uses > f.first.length ? ` and ${f.uses - f.first.length} more` : ""})`),
    hint: (f) => `Did you mean \`${f.name}\`? Rename the key back.`,
    docs: "figure",
  }),
  RoutePairMissing: kind<{ de: string; both: boolean }>({
    title: "a German route without `en` and without `switchTo`, or with both",
    message: (f) =>
      f.both
        ? `route ${f.de} has both an English page and \`switchTo\``
        : `route ${f.de} has no English counterpart and no \`switchTo\``,
    hint: (f) =>
      f.both
        ? "Remove `switchTo`: the switch leads to the English page."
        : "Add `en: /en/...` to pair it, or `switchTo: /en` if the page exists only in German.",
    docs: "add-page",
  }),
  RouteDuplicate: kind<{ id: string } | { path: string; first: number }>({
    title: "two routes on one path, or one page id twice",
    message: (f) =>
      "id" in f
        ? `page id \`${f.id}\` is already used by the route`
        : `route ${f.path} is defined twice (also routes[${f.first}])`,
    hint: (f) =>
      "id" in f
        ? "Give this route its own `page` id; its copy is checked once the id is unique."
        : "Two pages cannot share one path: change one of them or remove the duplicate.",
    docs: "add-page",
  }),
  RoutePathReserved: kind<{ path: string; reason: string }>({
    title: "a route whose file the build writes for itself, or the same file as another route",
    message: (f) => `route ${f.path} cannot be a page: ${f.reason}`,
    hint: () =>
      "Choose another path for this page; the build writes index.html, 404.html, assets/, the sitemap, robots.txt, the feeds and the host rules itself.",
    docs: "add-page",
  }),
  RoutePathInvalid: kind<{ path: string; field: "de" | "en" | "switchTo" }>({
    title: "an English path outside `/en`, a German one inside it",
    message: (f) =>
      f.field === "en"
        ? `English route ${f.path} does not start with /en`
        : f.field === "de"
          ? `German route ${f.path} starts with /en, the English prefix`
          : `switchTo ${f.path} is not an English path`,
    hint: (f) =>
      f.field === "en"
        ? `Write it as /en${f.path === "/" ? "" : f.path}.`
        : f.field === "de"
          ? "German paths live at the root; choose a path that does not begin with /en."
          : "The DE/EN switch of a German-only page leads to an English page, e.g. /en.",
    docs: "add-page",
  }),
  ...LINK_PROBLEMS,
  BreadcrumbLabelMissing: kind<{ segment: string } | { article: string; slug: string }>({
    title: "a label for no route segment, or an article slug without a label",
    message: (f) =>
      "article" in f
        ? `article ${f.article} has no breadcrumb label for \`${f.slug}\``
        : `breadcrumb label \`${f.segment}\` matches no segment of any route`,
    hint: (f) =>
      "article" in f
        ? `Add \`${f.slug}: <label>\` under \`breadcrumbs\` in site.yaml (e.g. "Meta Odense Case Study").`
        : "Correct the segment to match a route path in `routes`, or remove the label.",
    docs: "add-page",
  }),
  ContentParity: kind<{ label: string; de: number; en: number } | { label: string; onlyIn: "de" | "en" }>({
    title: "a German page and its English counterpart differ in structure",
    message: (f) =>
      "onlyIn" in f
        ? `${f.label} exists in ${lang(f.onlyIn)} but not in ${lang(f.onlyIn === "de" ? "en" : "de")}`
        : `${f.label} has ${f.en} item${f.en === 1 ? "" : "s"} in English but ${f.de} in German`,
    hint: (f) =>
      "onlyIn" in f
        ? `Add it to the ${lang(f.onlyIn === "de" ? "en" : "de")} file, or remove it from the ${lang(f.onlyIn)} one.`
        : "Paired pages show the same structure: add or remove items so both languages match, at the same position.",
    docs: "files",
  }),
  ...TRANSLATION_PROBLEMS,
  ...INPUT_PROBLEMS,
  ...NUMBER_PROBLEMS,
  ...SITE_PROBLEMS,
  ...TOOL_PROBLEMS,
} as const;

export type ProblemCode = keyof typeof CATALOGUE;

/** Where a problem is: the file, the key path of the value it is about (when the check knew it), line and column. */
export interface SourceLocation {
  readonly file: string;
  readonly path?: readonly (string | number)[];
  readonly line: number;
  readonly column: number;
}

/** A problem in the maintainer's input, as data until the catalogue words it (`messageOf`, `hintOf`). */
export type Problem = {
  readonly [C in ProblemCode]: {
    readonly code: C;
    readonly facts: FactsOf<C>;
    readonly at?: SourceLocation;
    /** Another place it involves (the first of two definitions; the German counterpart), named after the message. */
    readonly related?: { readonly file: string; readonly line: number; readonly german?: true };
    /** A closer section of content/README.md than the catalogue's (the fields of one page kind, `kind-faq`). */
    readonly docs?: string;
  };
}[ProblemCode];

export type FactsOf<C extends ProblemCode> = (typeof CATALOGUE)[C] extends ProblemKind<infer F> ? F : never;

/** True for a problem the build says at its line without stopping (a `warning` of the catalogue). */
export const isWarning = (p: Pick<Problem, "code">): boolean => CATALOGUE[p.code].warning === true;

/** A problem of `code` with the facts of this case, located at `at` when given; `docs` as in Problem. */
export function problem<C extends ProblemCode>(
  code: C,
  facts: FactsOf<C>,
  at?: SourceLocation,
  docs?: string,
): Problem {
  return { code, facts, ...(at && { at }), ...(docs && { docs }) } as Problem;
}

const entryOf = (p: Problem) => CATALOGUE[p.code] as unknown as ProblemKind<typeof p.facts>;

export function messageOf(p: Problem): string {
  const { related } = p;
  const message = entryOf(p).message(p.facts);
  if (!related) return message;
  return related.german
    ? `${message} (German: ${related.file}:${related.line})`
    : `${message} at ${related.file}:${related.line}`;
}

export function hintOf(p: Problem): string {
  return `${entryOf(p).hint(p.facts)} See content/README.md#${p.docs ?? entryOf(p).docs}.`;
}
