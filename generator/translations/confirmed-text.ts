// What a text said when its pair was confirmed: the lock file keeps only hashes (a 10,000-page site's texts would
// make it 265 MB), git keeps the texts. The staged version and the last commits are searched, newest first. Not
// found (changed before any commit, a shallow clone, no git): the status names the side that changed, no diff.
import { spawnSync } from "node:child_process";
import { parseSource } from "../load/parse-yaml.ts";
import { walkFields } from "../validate/schema/walk.ts";
import { shortHash } from "./lock.ts";

export type ConfirmedText = (file: string, hash: string) => string | undefined;

/** The commits of a file searched: a pair confirmed longer ago than that shows no diff. */
const COMMITS = 64;
const MAX_OUTPUT = 64 * 1024 * 1024;

/** ConfirmedText from the git repository `root` is in (each file's versions read once, when first asked for). */
export function confirmedTexts(root: string): ConfirmedText {
  const files = new Map<string, { readonly versions: string[]; readonly texts: Map<string, string> }>();
  return (file, hash) => {
    let known = files.get(file);
    if (!known) files.set(file, (known = { versions: pastVersions(root, file), texts: new Map() }));
    const { texts, versions } = known;
    while (!texts.has(hash) && versions.length > 0)
      walkFields(undefined, parseSource(file, versions.shift()!).value, (text) => {
        if (typeof text === "string") texts.set(shortHash(text), text);
      });
    return texts.get(hash);
  };
}

/** The texts of `file` (project-relative) in git's index and in its last commits, newest first; none outside git. */
function pastVersions(root: string, file: string): string[] {
  const git = (args: readonly string[], input?: string) => {
    const run = spawnSync("git", args, { cwd: root, input, maxBuffer: MAX_OUTPUT, timeout: 10_000 });
    return run.status === 0 ? run.stdout : undefined;
  };
  const log = git(["log", `-${COMMITS}`, "--format=", "--raw", "--no-abbrev", "--no-renames", "--", file]);
  if (log === undefined) return [];
  const blobs = [...log.toString("latin1").matchAll(/^:\S+ \S+ \S+ ([0-9a-f]+) [AM]/gm)].map((m) => m[1]!);
  const batch = git(["cat-file", "--batch"], [`:./${file}`, ...new Set(blobs)].join("\n") + "\n");
  const texts: string[] = [];
  for (let at = 0; batch && at < batch.length;) {
    const header = batch.toString("latin1", at, batch.indexOf(0x0a, at));
    at += header.length + 1;
    const size = /^\S+ blob (\d+)$/.exec(header)?.[1];
    if (size === undefined) continue; // "<name> missing": nothing staged
    texts.push(batch.toString("utf8", at, at + Number(size)));
    at += Number(size) + 1;
  }
  return texts;
}
