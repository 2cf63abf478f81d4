// The page the editor's preview frame shows, with the reload and click-to-field scripts: one rendered from a form
// not saved, else as built, else rendered from its files whatever the site finds wrong elsewhere; a page that cannot
// be rendered says so, and reloads with the next build like the others.
import { readFile } from "node:fs/promises";
import { resolveRequest } from "../dev/resolve-request.ts";
import { fileInside } from "../dev/serve.ts";
import type { AskSite } from "./site-answers.ts";

/** What the frame's page is made with (editor-server.ts EditorContext). */
interface Frame {
  readonly dist: string;
  readonly site: () => Promise<AskSite | undefined>;
  readonly pageHtml: () => (html: string) => string;
  readonly ensure: (path: string) => Promise<void>;
}

/** The frame's page at URL path `path` (`unsaved`: rendered from a form), or undefined when no page is there. */
export async function framePage(context: Frame, path: string, unsaved?: string): Promise<string | undefined> {
  // After the builds of the saves so far: a frame that asks for the page as a save is built gets the saved page.
  const ask = await context.site();
  const stamp = context.pageHtml();
  let html = unsaved ?? (await builtPage(context, path));
  html ??= await ask?.("render", path, []);
  // A page of the route table not built yet has its stand-in; any other path is no page (a link out of dist/).
  const routed = async () => ((await ask?.("routes")) ?? []).some((r) => r.de === path || r.en === path);
  if (html === undefined && !(await routed())) return undefined;
  return stamp(html ?? NOT_SHOWN);
}

// A page with no build: the editor shows its form rendered with placeholders instead (data-unbuilt).
const NOT_SHOWN = `<!doctype html><html><head><meta charset="utf-8"><title>–</title></head><body data-unbuilt>
<p lang="de">Diese Seite lässt sich noch nicht zeigen; die Probleme über dem Formular sagen, warum.</p>
<p lang="en">This page cannot be shown yet; the problems above the form say why.</p></body></html>`;

/** The page at `path` as dist/ holds it, rendered first if a change left it stale. */
async function builtPage(context: Frame, path: string): Promise<string | undefined> {
  await context.ensure(path);
  const resolved = resolveRequest(path);
  const candidates = resolved.kind === "files" ? resolved.candidates.filter((c) => c.endsWith(".html")) : [];
  const found = await fileInside(context.dist, candidates); // no link out of dist/, as the static server
  return found ? await readFile(found.real, "utf8").catch(() => undefined) : undefined;
}
