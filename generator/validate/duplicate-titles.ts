// Two pages of one language with one title or description look like one page in tabs and search results. Each range
// of pages (maybe on another thread) returns a small fact per page; they are compared in route order where all meet.
import { locate } from "../load/locate.ts";
import { LANGS, type Lang, type PageEntry, type Problem, type SourceFile } from "../model.ts";
import { problem } from "../problems/index.ts";
import type { SiteConfig } from "./schema/site.ts";

export interface TitleFact {
  readonly route: number; // index in site.yaml's route table
  readonly lang: Lang;
  readonly file: string;
  readonly title: string;
  readonly description: string;
}

/** `text` with only its own characters: a slice of a file's text keeps the file alive (600 MB at 10,000 pages). */
const own = (text: string): string => Buffer.from(text, "utf8").toString("utf8");

/** The facts of routes [from, to) among `pages` (checked pages; one that failed its checks has none). */
export function titleFacts(config: SiteConfig, from: number, to: number, pages: readonly PageEntry[]): TitleFact[] {
  const byId = new Map(pages.map((p) => [p.page, p]));
  const facts: TitleFact[] = [];
  for (let route = from; route < to; route++) {
    const entry = byId.get(config.routes[route]!.page);
    if (!entry) continue;
    for (const lang of LANGS) {
      const content = entry.content[lang] as { title: string; description: string } | undefined;
      if (content) {
        const [title, description] = [own(content.title), own(content.description)];
        facts.push({ route, lang, file: entry.files[lang]!, title, description });
      }
    }
  }
  return facts;
}

/** A problem at every title or description that an earlier page of its language already has, naming that page. */
export function duplicateTitles(
  facts: readonly TitleFact[],
  file: (path: string) => SourceFile | undefined,
): Problem[] {
  const ordered = [...facts].sort((a, b) => a.route - b.route || (a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : 0));
  const problems: Problem[] = [];
  for (const field of ["title", "description"] as const) {
    const first = new Map<string, TitleFact>();
    for (const fact of ordered) {
      const key = `${fact.lang} ${fact[field].replace(/\s+/g, " ").trim()}`;
      const earlier = first.get(key);
      if (!earlier) first.set(key, fact);
      else {
        const at = (f: TitleFact) => {
          const source = file(f.file);
          return source ? locate(source, [field]) : { file: f.file, line: 1, column: 1 };
        };
        const named = at(earlier);
        const facts = { field, text: fact[field], first: `${named.file}:${named.line}` };
        problems.push(problem("DuplicateTitleOrDescription", facts, at(fact)));
      }
    }
  }
  return problems;
}
