// The catalogue's problems of running the tools: refused options, and what `sitegen check` finds in dist/.
import { kind } from "./kind.ts";

export const TOOL_PROBLEMS = {
  OutDirRefused: kind<{ out: string; reason: string }>({
    title:
      "`--out` names a folder a build must not replace (the project, a source folder, a folder sitegen did not write)",
    message: (f) =>
      `sitegen will not write its output to ${f.out}: ${f.reason}. A build replaces its output folder whole.`,
    hint: () =>
      "Pass --out <folder> naming a new or empty folder outside the project's sources (the default is <root>/dist); to reuse this folder, delete its contents yourself first.",
    docs: "problems",
  }),
  BaseUrlInvalid: kind<{ from: string; value: string; reason: string }>({
    title: "`--base-url` or `SITE_BASE_URL` is not an address `baseUrl` in `site.yaml` could hold",
    message: (f) => `${f.from} ${JSON.stringify(f.value)} ${f.reason}`,
    hint: (f) =>
      `Give ${f.from} an absolute http(s) address without a query or fragment, e.g. https://preview.example.org, as baseUrl in site.yaml.`,
    docs: "problems",
  }),
  // Found by `sitegen check` in the built dist/ (after the build, which already refused every content mistake).
  CheckPageMissing: kind<{ path: string; file: string }>({
    title: "check: a route of `site.yaml` has no file in dist/",
    message: (f) => `route ${f.path} is missing in dist/ (${f.file})`,
    hint: () => "Run `npm run build` before `npm run check`; dist/ may be from an older build.",
    docs: "problems",
  }),
  CheckLinkTarget: kind<{ page: string; what: string; target: string }>({
    title: "check: a language switch, canonical or hreflang URL that leads to no page",
    message: (f) => `${f.page}: the ${f.what} leads to ${f.target}, which is not a page`,
    hint: () => "Check `en` and `switchTo` of this route in site.yaml, then build again.",
    docs: "add-page",
  }),
  CheckSitemap: kind<{ path: string; listed: boolean }>({
    title: "check: sitemap.xml and the route table differ",
    message: (f) =>
      f.listed ? `${f.path} is listed in sitemap.xml but is not a route` : `${f.path} is not listed in sitemap.xml`,
    hint: () => "Build again; if it stays, the sitemap writer (generator/render/seo-files.ts) has a bug.",
    docs: "problems",
  }),
  CheckBudget: kind<{ what: string; bytes: number; budget: number; source: string }>({
    title: "check: JavaScript of a page or CSS of the site over its budget (docs/architecture.md §4)",
    message: (f) =>
      `${f.what} is ${f.bytes.toLocaleString("en")} bytes gzip, over the budget of ${f.budget.toLocaleString("en")}`,
    hint: (f) => `Make ${f.source} smaller, or load the part a visitor does not need at once later.`,
    docs: "problems",
  }),
  CheckForeignOrigin: kind<{ page: string; url: string }>({
    title: "check: a page loads something from another server, or has an inline script",
    message: (f) =>
      f.url === ""
        ? `${f.page} has an inline script (the CSP allows none)`
        : `${f.page} loads ${f.url} from another origin`,
    hint: (f) =>
      f.url === ""
        ? "Move the script into client/."
        : "Serve the file from the site itself (assets/), or link to it instead of loading it.",
    docs: "problems",
  }),
  CheckLinkBroken: kind<{ url: string; reason: string; pages: readonly string[] }>({
    title: "check: a link or asset in dist/ that does not resolve (an external host down, with --external)",
    message: (f) => `${f.url} is broken (${f.reason}); linked from ${f.pages.join(", ")}`,
    hint: () =>
      "Correct the link where it is written (content/, site.yaml or templates/), or ask the other site's owner.",
    docs: "links",
  }),
} as const;
