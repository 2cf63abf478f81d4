// Through chokidar: an editor's save by renaming a temporary file over the original is seen as a change, which
// Node 20's recursive `fs.watch` on Linux does not do.
import { watch } from "chokidar";
import { statSync, type Stats } from "node:fs";
import { join, relative, sep } from "node:path";

/** What an edit touched: copy, site.yaml, client/ or styles/, or templates/ and generator/. */
export type Change = "content" | "site" | "assets" | "code";

export interface Watching {
  /** Resolves once every folder is watched: a save before that may be missed. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/** Which change a file under a watched folder is, by its path relative to that folder's base, or none. */
const KINDS: readonly (readonly [dir: string, change: Change, match: RegExp])[] = [
  ["content", "content", /\.ya?ml$/],
  ["templates", "code", /\.tsx?$/],
  ["generator", "code", /^generator\/(?!dev\/).*\.tsx?$/], // dev/ itself needs a restart
  ["client", "assets", /\.tsx?$/],
  ["styles", "assets", /\.css$/],
];
/**
 * chokidar drops a file's further changes within 50 ms of one it reported, so a save written in steps (emptied, then
 * written) could be read half-written and never again: a changed file is looked at again this long after.
 */
const LOOK_AGAIN_MS = 60;

const stamp = (path: string) => {
  const stats: Stats | undefined = statSync(path, { throwIfNoEntry: false });
  return stats && `${stats.size}:${stats.mtimeMs}`;
};

/** site.yaml and published.yaml under root; published.yaml is checked against the route table with site.yaml. */
const SITE_FILES = ["site.yaml", "published.yaml"];

export function watchSources(
  root: string,
  codeRoot: string,
  schedule: (change: Change, file: string, reading: () => void) => void,
): Watching {
  const read = new Map<string, string | undefined>(); // each file's stamp as its last build began (`reading`)
  const bases = KINDS.map(([dir, change, match]) => {
    const base = dir === "content" ? root : codeRoot;
    return { folder: join(base, dir), base, change, match };
  });
  const changeOf = (path: string): [Change, string] | undefined => {
    for (const { folder, base, change, match } of bases) {
      if (path !== folder && !path.startsWith(folder + sep)) continue;
      const file = relative(base, path).split(sep).join("/");
      return match.test(file) ? [change, file] : undefined;
    }
    const file = relative(root, path);
    return SITE_FILES.includes(file) ? ["site", file] : undefined;
  };
  // Folders are followed; of the files, only those a change is made of (no editor backups, no dist/).
  const ignored = (path: string, stats?: Stats) => stats?.isFile() === true && changeOf(path) === undefined;
  const folders = bases.map((b) => b.folder);
  const watchers = [
    watch(folders, { ignoreInitial: true, ignored }),
    // site.yaml and published.yaml through the project folder, not each file: git replaces a file it changes by
    // removing it and creating it anew, and a watch of the file itself would not see the new one.
    watch(root, { ignoreInitial: true, depth: 0, ignored: (path) => path !== root && changeOf(path)?.[0] !== "site" }),
  ];
  for (const watcher of watchers) {
    watcher.on("all", (event, path) => {
      if (event === "addDir" || event === "unlinkDir") return;
      const found = changeOf(path);
      if (!found) return;
      // Looked at again against the file as its last build began reading it: a write after that is a change too.
      const reading = () => void read.set(path, stamp(path));
      schedule(...found, reading);
      setTimeout(() => stamp(path) !== read.get(path) && schedule(...found, reading), LOOK_AGAIN_MS).unref();
    });
    watcher.on("error", (error) => console.error(`watching: ${(error as Error).message}`));
  }
  return {
    ready: Promise.all(watchers.map((w) => new Promise<void>((resolve) => w.once("ready", () => resolve())))).then(),
    close: async () => void (await Promise.all(watchers.map((w) => w.close()))),
  };
}
