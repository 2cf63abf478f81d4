// Legal pages are the one place copy is HTML, kept safe by the allowlist (legal-allowlist.ts); what it would remove
// or the parser would repair is reported, so the page never differs from its file without a word.
import sanitizeHtml from "sanitize-html";
import { DROPPED_WITH_CONTENT, keepsHref, LEGAL_ATTRIBUTES, LEGAL_SCHEMES, LEGAL_TAGS } from "./legal-allowlist.ts";

const ALLOWED_TAGS = [...LEGAL_TAGS];
const ALLOWED_ATTRIBUTES = Object.fromEntries(
  Object.entries(LEGAL_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
);
// HTML lets these end where the next one starts, so an implied end is no mistake.
const OPTIONAL_END = new Set(["p", "li", "tr", "th", "td", "thead", "tbody", "br"]);

/** Legal text as safe HTML; http(s) links open in a new tab, every link with a target gets rel="noopener noreferrer". */
export function sanitizeLegalHtml(html: string, report?: (found: string, what: string) => void): string {
  // A paragraph pressed twice in the editor: it shows as a gap the text does not mean.
  for (const [empty] of report ? html.matchAll(/<p\b[^>]*>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>/gi) : [])
    report!(empty, "an empty paragraph would show as a gap; delete it");
  const tags = new Set(ALLOWED_TAGS);
  const seen = new Map<string, number>(); // how many <name has been opened so far, to find the one meant in the text
  const open: { name: string; snippet: string }[] = [];
  return sanitizeHtml(html, {
    ...(report && {
      onOpenTag: (name: string, attribs: Record<string, string>) => {
        const nth = seen.get(name) ?? 0;
        seen.set(name, nth + 1);
        const at = snippet(html, name, nth);
        open.push({ name, snippet: at });
        if (!tags.has(name))
          return report(at, `the tag <${name}> is not allowed in legal pages and would be removed with its attributes`);
        for (const [key, value] of Object.entries(attribs)) {
          const allowed = ALLOWED_ATTRIBUTES[name] ?? [];
          if (!allowed.includes(key)) report(`${key}=`, `the attribute ${key} of <${name}> would be removed`);
          else if (key === "href" && !keepsHref(value))
            report(
              value,
              `the link ${value} would lose its address (only https, http, mailto, tel and paths of the site are kept)`,
            );
        }
      },
      onCloseTag: (name: string, implied: boolean) => {
        let index = open.length - 1;
        while (index >= 0 && open[index]!.name !== name) index--;
        const [closed] = index >= 0 ? open.splice(index, 1) : [];
        if (implied && tags.has(name) && !OPTIONAL_END.has(name))
          report(
            closed?.snippet ?? `<${name}`,
            `<${name}> is never closed; the build would close it where the parser guesses, not where you meant`,
          );
      },
    }),
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedSchemes: [...LEGAL_SCHEMES],
    nonTextTags: [...DROPPED_WITH_CONTENT],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const target = /^\s*https?:/i.test(attribs["href"] ?? "") ? "_blank" : attribs["target"];
        return {
          tagName,
          attribs: target === undefined ? attribs : { ...attribs, target, rel: "noopener noreferrer" },
        };
      },
    },
  }).trim();
}

/** The text of the `nth` <name tag in `html` up to the next tag (at most 40 characters), to find it in the file. */
function snippet(html: string, name: string, nth: number): string {
  const pattern = new RegExp(`<${name}(?=[\\s/>])`, "gi");
  let match: RegExpExecArray | null = null;
  for (let i = 0; i <= nth; i++) match = pattern.exec(html);
  if (!match) return `<${name}`;
  const end = html.indexOf("<", html.indexOf(">", match.index) + 1);
  return html.slice(match.index, Math.min(end < 0 ? html.length : end, match.index + 40));
}
