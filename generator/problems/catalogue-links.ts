// The catalogue's problems of links: to no page, the other language, a missing anchor, a former path, a refused URL.
import { kind, lang } from "./kind.ts";

export const LINK_PROBLEMS = {
  LinkTargetUnknown: kind<
    (
      | { switchTo: string }
      | { external: string; known: readonly string[] }
      | { page: string; lang: "de" | "en"; exists: boolean; suggestion: string | undefined; ids: readonly string[] }
      | { article: string; articles: readonly string[] }
    ) & { template?: string } // the route whose template names the link
  >({
    title: "a `to:`, `switchTo` or link that leads to no page in that language",
    message: (f) =>
      ("switchTo" in f
        ? `switchTo ${f.switchTo} is not a route`
        : "external" in f
          ? `unknown external link \`${f.external}\``
          : "article" in f
            ? `\`${f.article}\` is not an article in this language`
            : f.exists
              ? `link to \`${f.page}\`, which has no ${lang(f.lang)} page`
              : `link to unknown page \`${f.page}\``) + (f.template ? `, in the template of ${f.template}` : ""),
    hint: (f) =>
      "switchTo" in f
        ? "Use the English path of an existing page, e.g. /en."
        : "external" in f
          ? `Use one of: ${f.known.map((k) => `ext:${k}`).join(", ")}.`
          : "article" in f
            ? `Use the page id of an article route: ${f.articles.join(", ")}.`
            : `${f.suggestion ? `Did you mean \`${f.suggestion}\`? Otherwise use` : "Use"} a page id of this language (${f.ids.join(", ")}), ext:<name> or an https:// URL.`,
    docs: "links",
  }),
  LinkPathUnknown: kind<{ href: string; suggestion: string | undefined; trailingSlash: boolean }>({
    title: "an `href` in copy (legal HTML, any text) to a path that is no route of `site.yaml`",
    message: (f) =>
      `the link href="${f.href}" leads to no page: ${f.trailingSlash ? "paths are written without a trailing slash" : "no route of site.yaml has this path"}`,
    hint: (f) =>
      f.suggestion
        ? `Write href="${f.suggestion}"${f.trailingSlash ? "" : ", if that is the page you mean"}.`
        : "Use the path of a route in site.yaml, in the language of this file.",
    docs: "links",
  }),
  LinkLanguageMismatch: kind<{ href: string; found: "de" | "en"; file: "de" | "en"; counterpart: string | undefined }>({
    title: "an `href` in copy to a page of the other language (often a block pasted from the other file)",
    message: (f) =>
      `the link href="${f.href}" leads to the ${lang(f.found)} page from ${lang(f.file) === "German" ? "a German" : "an English"} file`,
    hint: (f) =>
      f.counterpart
        ? `Write href="${f.counterpart}", the ${lang(f.file)} page of the same topic.`
        : `This page has no ${lang(f.file)} version; link to another page, or remove the link.`,
    docs: "links",
  }),
  LinkAnchorMissing: kind<{ link: string; page: string; anchor: string; suggestion: string | undefined }>({
    title: "a link to a `#fragment` that the target page does not render (a section id, a FAQ item `item-{c}-{q}`)",
    message: (f) => `the link \`${f.link}\` leads to no anchor: ${f.page} has no \`#${f.anchor}\``,
    hint: (f) =>
      f.suggestion
        ? `Did you mean \`#${f.suggestion}\`? Otherwise link to the page without \`#${f.anchor}\`.`
        : `Link to the page without \`#${f.anchor}\`, or to one of its sections.`,
    docs: "links",
  }),
  LinkAnchorMoved: kind<{ link: string; anchor: string; now: string; item: string }>({
    title:
      "a link to a FAQ item (`faq#item-1-4`) whose question moved: a question inserted above it renumbered the ids",
    message: (f) =>
      `the link \`${f.link}\` now opens another question: „${f.item}“, which #${f.anchor} opened when the page was last confirmed, is #${f.now} now`,
    hint: (f) =>
      `Write \`#${f.now}\` to keep the question the link was written for (or link the question you mean); add new questions at the end of a category.`,
    docs: "links",
  }),
  LinkFormerPath: kind<{ link: string; now: string }>({
    title: "a link or language switch to a former path of a page (it only redirects there)",
    message: (f) => `\`${f.link}\` is a former path: it answers with a redirect to ${f.now}`,
    hint: (f) => `Write ${f.now}, the page's path now.`,
    docs: "links",
  }),
  LinkUrlRefused: kind<{ link: string; reason: "own" | "example"; write: string | undefined }>({
    title: "an absolute URL of the site's own pages, or of a domain reserved for examples, in a link",
    message: (f) =>
      f.reason === "own"
        ? `\`${f.link}\` is a page of this site written as a full URL: it opens in a new tab, ignores the visitor's language and breaks when the page is renamed`
        : `\`${f.link}\` is on a domain reserved for examples: no site answers there`,
    hint: (f) =>
      f.reason === "own"
        ? f.write
          ? `Write \`${f.write}\` instead.`
          : 'Link the page by its page id (`to: faq`) or, in HTML, its path (`href="/faq"`).'
        : "Write the real address, or leave the link out until it exists.",
    docs: "links",
  }),
  NavigationTargetUnknown: kind<
    | { label: string; page: string; lang: "de" | "en"; exists: boolean; ids: readonly string[] }
    | { label: string; external: string; known: readonly string[] }
  >({
    title: "a navigation item pointing to an unknown page or URL key",
    message: (f) =>
      "external" in f
        ? `navigation item "${f.label}" points to unknown external URL \`${f.external}\``
        : f.exists
          ? `navigation item "${f.label}" points to ${f.page}, which has no ${lang(f.lang)} page`
          : `navigation item "${f.label}" points to unknown page \`${f.page}\``,
    hint: (f) =>
      "external" in f
        ? `Use a key of \`external\`: ${f.known.join(", ")}.`
        : `Use the \`page\` id of a route in this language: ${f.ids.join(", ")}.`,
    docs: "add-page",
  }),
} as const;
