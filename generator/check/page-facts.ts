// What `sitegen check` needs from a built page, read by an HTML parser (htmlparser2) rather than by patterns over the
// text, so attribute order, quoting and spacing cannot hide a link or a script.
import { Parser } from "htmlparser2";

/** The links, scripts and fetched resources of one HTML page. */
export interface PageFacts {
  /** Root-relative hrefs of `<a>` and `<link>` elements, as written. */
  readonly hrefs: readonly string[];
  /** The DE/EN switch's target, if the page has one. */
  readonly switchTo: string | undefined;
  /** `<link rel="canonical">` and `<link rel="alternate" hreflang>` targets. */
  readonly alternates: readonly { readonly rel: "canonical" | "alternate"; readonly href: string }[];
  /** Root-relative scripts the page loads with its HTML: `<script src>` and `<link rel="modulepreload">`. */
  readonly scripts: readonly string[];
  /** Chunks an island fetches when it hydrates (`data-chunks`). */
  readonly islandChunks: readonly string[];
  readonly hasIslands: boolean;
  /** Resources fetched on load from another origin. */
  readonly foreign: readonly string[];
  /** `<script>` elements with code in them (not JSON data). */
  readonly inlineScripts: number;
}

const FETCHING_RELS = new Set(["stylesheet", "preload", "modulepreload", "icon", "prefetch", "preconnect"]);
const MEDIA = new Set(["img", "iframe", "source", "video", "audio", "embed"]);
const DATA_SCRIPT = new Set(["application/json", "application/ld+json"]);
const isForeign = (url: string) => /^(?:https?:)?\/\//i.test(url.trim());

export function pageFacts(html: string): PageFacts {
  const hrefs: string[] = [];
  const alternates: { rel: "canonical" | "alternate"; href: string }[] = [];
  const scripts: string[] = [];
  const islandChunks: string[] = [];
  const foreign: string[] = [];
  let switchTo: string | undefined;
  let hasIslands = false;
  let inlineScripts = 0;

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const href = attrs["href"];
        const src = attrs["src"];
        const rels = (attrs["rel"] ?? "").toLowerCase().split(/\s+/).filter(Boolean);
        if (href?.startsWith("/") && !href.startsWith("//") && (name === "a" || name === "link")) hrefs.push(href);
        if (name === "a" && href !== undefined && (attrs["class"] ?? "").split(/\s+/).includes("lang-switch"))
          switchTo = href;
        if (name === "link" && href !== undefined) {
          if (rels.includes("canonical")) alternates.push({ rel: "canonical", href });
          else if (rels.includes("alternate") && attrs["hreflang"] !== undefined)
            alternates.push({ rel: "alternate", href });
          if (rels.includes("modulepreload") && href.startsWith("/")) scripts.push(href);
          if (rels.some((r) => FETCHING_RELS.has(r)) && isForeign(href)) foreign.push(href);
        }
        if (name === "script") {
          if (src !== undefined) {
            if (isForeign(src)) foreign.push(src);
            else if (src.startsWith("/")) scripts.push(src);
          } else if (!DATA_SCRIPT.has((attrs["type"] ?? "").toLowerCase())) inlineScripts++;
        }
        if (MEDIA.has(name) && src !== undefined && isForeign(src)) foreign.push(src);
        for (const [, url] of (attrs["style"] ?? "").matchAll(/url\(\s*["']?([^"')]+)/g))
          if (isForeign(url!)) foreign.push(url!.trim());
        if (attrs["data-island"] !== undefined) hasIslands = true;
        if (attrs["data-chunks"] !== undefined) islandChunks.push(...attrs["data-chunks"].split(/\s+/).filter(Boolean));
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { hrefs, switchTo, alternates, scripts, islandChunks, hasIslands, foreign, inlineScripts };
}

/** The base URL a build wrote into `html` of the home page: its canonical URL without the closing slash. */
export function baseUrlOf(homeHtml: string): string | undefined {
  const canonical = pageFacts(homeHtml).alternates.find((a) => a.rel === "canonical")?.href;
  return canonical?.replace(/\/$/, "");
}
