// A text of the copy judged in the pass that fills its placeholders (placeholders.ts): markup the page would show as
// typed (copy is plain text; only a legal page's `content` is HTML), a stand-in, HTML the allowlist would change,
// company data typed by hand where its placeholder keeps every page in step with site.yaml, and the glossary.
import type { Lang } from "../model.ts";
import { problem } from "../problems/index.ts";
import { refusedIn } from "./glossary.ts";
import { sanitizeLegalHtml } from "./legal-html.ts";
import type { Role } from "./schema/doc.ts";
import type { SiteConfig } from "./schema/site.ts";
import { isCopy } from "./schema/walk.ts";
import type { TextIssue } from "./locate-text.ts";

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PHONE = /(?<![\w+])\+\d[\d ()/-]{6,}\d/g;
const MAILTO = /<a\b[^>]*\bhref\s*=\s*"mailto:([^"?]*)[^"]*"[^>]*>([^<]*)<\/a>/gi;
const digits = (text: string) => text.replace(/\D/g, "");

/** `filled` (`raw` with its placeholders filled) as the page shows it, sanitised when HTML; problems go to `report`. */
export function checkText(
  raw: string,
  filled: string,
  role: Role | undefined,
  lang: Lang,
  config: SiteConfig,
  fill: (text: string) => string,
  report: (issue: TextIssue) => void,
): string {
  if (!isCopy(role)) return filled;
  const markup = role === "html" ? undefined : markupIn(raw);
  if (markup) report({ needle: markup.found, problem: problem("MarkupInText", markup) });
  const standIn = standInIn(raw);
  if (standIn) report({ needle: standIn, problem: problem("TextStandIn", { found: standIn }) });
  if (raw.includes("@")) companyData(raw, EMAIL, "company.email", config.company.email, (a, b) => a === b, report);
  if (raw.includes("+"))
    companyData(raw, PHONE, "company.phone", config.company.phone, (a, b) => digits(a) === digits(b), report);
  refusedIn(raw, lang, config, report); // in this pass: one walk of the copy fewer
  if (role !== "html") return filled;
  for (const [, href, text] of raw.matchAll(MAILTO)) {
    const [address, shown] = [fill(href!).trim(), fill(text!).trim()];
    if (shown.includes("@") && shown.toLowerCase() !== address.toLowerCase())
      report({ needle: `mailto:${href}`, problem: problem("MailtoDiffers", { address, shown }) });
  }
  return sanitizeLegalHtml(filled, (found, what) =>
    report({ needle: found, problem: problem("LegalHtmlChanged", { found, what }) }),
  );
}

/** Each value of `pattern` in `raw` (each once) typed where `{placeholder}` belongs: the same value, or another. */
function companyData(
  raw: string,
  pattern: RegExp,
  placeholder: string,
  value: string,
  same: (a: string, b: string) => boolean,
  report: (issue: TextIssue) => void,
): void {
  for (const written of new Set(raw.match(pattern)))
    report({
      needle: written,
      problem: problem("CompanyDataByHand", { written, placeholder, value, same: same(written, value) }),
    });
}

const MARKDOWN_LINK = /\[[^\]\n]+\]\([^)\s]+\)/;
const MARKDOWN_EMPHASIS = /(?:\*\*|__)[^*_\n]+(?:\*\*|__)/;
const HTML_TAG = /<\/?[a-zA-Z][a-zA-Z0-9]*(?:\s[^<>]*)?\/?>/;
/** Single quotation marks around a whole text: YAML reads only straight quotes as quotes, the page shows these. */
const QUOTED = /^[‘‚‹’'][^‘’‚‹›']*[’‘›']$/;
/** A note to oneself (in capitals: „todo“ is a word), filler text, a slot „[Titel]“; no `i` flag: 16 times slower. */
const STAND_IN = /\b(?:TODO|TBD|FIXME|XXX)\b|\b[Ll]orem [Ii]psum\b|\[\p{Lu}[\p{L}\s-]{0,40}\]/u;

/** Every stand-in holds a bracket, a note word or Lorem ipsum: searched first, in ~20 % less time than the one above. */
const mayHoldStandIn = (text: string) =>
  text.includes("[") || /TODO|TBD|FIXME|XXX/.test(text) || /[Ll]orem [Ii]psum/.test(text);
export const standInIn = (text: string): string | undefined =>
  mayHoldStandIn(text) ? STAND_IN.exec(text)?.[0] : undefined;

/** The first piece of markup in `text` and what it is, or undefined; cheap for text without [, * , _ or <. */
function markupIn(
  text: string,
): { found: string; what: "a Markdown link" | "Markdown emphasis" | "an HTML tag" | "quotation marks" } | undefined {
  if (text.includes("](")) {
    const link = MARKDOWN_LINK.exec(text);
    if (link) return { found: link[0], what: "a Markdown link" };
  }
  if (text.includes("**") || text.includes("__")) {
    const emphasis = MARKDOWN_EMPHASIS.exec(text);
    if (emphasis) return { found: emphasis[0], what: "Markdown emphasis" };
  }
  if (text.includes("<")) {
    const tag = HTML_TAG.exec(text);
    if (tag) return { found: tag[0], what: "an HTML tag" };
  }
  if (QUOTED.test(text)) return { found: text, what: "quotation marks" };
  return undefined;
}
