// What sitegen dev watches: the maintainer's input and the generator's own code, folder by folder.
import { readdirSync, statSync, watch, type Dirent, type FSWatcher } from "node:fs";
import { join, relative } from "node:path";

/** What an edit touched: copy, site.yaml, client/ or styles/, or templates/ and generator/. */
export type Change = "content" | "site" | "assets" | "code";
export type Closable = { close(): void };

/**
 * Watches the inputs: site.yaml, published.yaml and content/ under root; templates/, generator/, client/, styles/
 * under codeRoot. published.yaml is checked against the route table with site.yaml, so its change is a "site" one.
 */
export function watchSources(
  root: string,
  codeRoot: string,
  schedule: (change: Change, file: string) => void,
): Closable[] {
  const on = (base: string, dir: string, change: Change, match: RegExp): Closable[] =>
    watchTree(join(base, dir), (path) => {
      const file = relative(base, path); // as problems name files: "content/de/faq.yaml"
      if (match.test(file)) schedule(change, file);
    });
  return [
    ...watchDir(root, (path) => {
      const file = relative(root, path);
      if (file === "site.yaml" || file === "published.yaml") schedule("site", file);
    }),
    ...on(root, "content", "content", /\.ya?ml$/),
    ...on(codeRoot, "templates", "code", /\.tsx?$/),
    ...on(codeRoot, "generator", "code", /^generator\/(?!dev\/).*\.tsx?$/), // dev/ itself needs a restart
    ...on(codeRoot, "client", "assets", /\.tsx?$/),
    ...on(codeRoot, "styles", "assets", /\.css$/),
  ];
}

/** fs.watch on one folder, reporting full paths; a folder that cannot be watched is named and skipped. */
function watchDir(dir: string, report: (path: string) => void): FSWatcher[] {
  try {
    const watcher = watch(dir, (_event, name) => name && report(join(dir, name)));
    watcher.on("error", () => watcher.close()); // the folder was removed
    return [watcher];
  } catch (error) {
    console.error(`not watching ${dir}: ${(error as Error).message}`);
    return [];
  }
}

/**
 * One fs.watch per folder, and new folders as they appear. Not `recursive: true`: on Node 20 under Linux
 * that watches each file and goes deaf to a file once an editor saves it by renaming a temporary file over it.
 */
function watchTree(top: string, report: (path: string) => void): Closable[] {
  const byDir = new Map<string, FSWatcher>();
  const add = (dir: string) => {
    if (byDir.has(dir)) return;
    const [watcher] = watchDir(dir, (path) => {
      const isDir = statSync(path, { throwIfNoEntry: false })?.isDirectory();
      if (isDir) add(path);
      else if (isDir === undefined) byDir.get(path)?.close(); // a removed folder
      report(path);
    });
    if (!watcher) return;
    watcher.on("close", () => byDir.delete(dir));
    byDir.set(dir, watcher);
    let entries: Dirent[] = [];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      // removed meanwhile
    }
    for (const entry of entries) if (entry.isDirectory()) add(join(dir, entry.name));
  };
  add(top);
  return [{ close: () => [...byDir.values()].forEach((w) => w.close()) }]; // also the folders added later
}
