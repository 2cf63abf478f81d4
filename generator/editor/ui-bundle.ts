// The editor's page and its browser code, compiled by esbuild on its first request and kept for the session.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { EDIT } from "../dev/dev-http.ts";

/** The editor's page; `project` names the project, whose drafts alone the page offers (ui/drafts.ts). */
export function shell(token: string, project: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="sitegen-token" content="${token}">
<meta name="sitegen-project" content="${project}">
<title>Editor · sitegen dev</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${EDIT}editor.css">
<script src="${EDIT}editor.js" type="module"></script>
</head>
<body><div id="editor"></div></body>
</html>
`;
}

export type EditorBundle = Awaited<ReturnType<typeof compile>>;

/** The bundle of one editor session, compiled on the first call; a failed compile is tried again on the next. */
export function editorBundle(codeRoot: string): () => Promise<EditorBundle> {
  let compiled: Promise<EditorBundle> | undefined;
  return () => {
    compiled ??= compile(codeRoot).catch((error: unknown) => {
      compiled = undefined;
      throw error;
    });
    return compiled;
  };
}

async function compile(codeRoot: string) {
  const esbuild = await import("esbuild");
  const ui = join(codeRoot, "generator/editor/ui");
  const result = await esbuild.build({
    entryPoints: { app: join(ui, "main.tsx") },
    outdir: "out",
    bundle: true,
    write: false,
    format: "esm",
    target: "es2022",
    jsx: "automatic",
    minify: true,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  const text = (name: string) => result.outputFiles.find((f) => f.path.endsWith(`${name}.js`))!.text;
  const tokens = await readFile(join(codeRoot, "styles/00-tokens.css"), "utf8");
  const own = await readFile(join(ui, "editor.css"), "utf8");
  const changes = await readFile(join(ui, "changes.css"), "utf8");
  return { app: text("app"), css: `${tokens}\n${own}\n${changes}` };
}
