// The guard in front of the output folder: which --out values a build may replace.
import { describe, expect, it } from "vitest";
import { outDirRefusal, type OutFacts } from "../../../generator/write/out-dir.ts";

const missing: OutFacts = { kind: "missing" };
const empty: OutFacts = { kind: "folder", entries: [], marked: false };
const ours: OutFacts = { kind: "folder", entries: ["_headers", "index.html"], marked: true };
const theirs: OutFacts = { kind: "folder", entries: ["index.html"], marked: false };
const file: OutFacts = { kind: "file" };
const projects = ["/site", "/pkg"];

describe("outDirRefusal", () => {
  it.each([
    // out, facts, refused because, why
    ["/site", ours, "the project folder itself", "--out . replaced the project with the site"],
    ["/", missing, "contains the project folder /site", "a parent of the project"],
    ["/pkg", missing, "the project folder itself", "the generator's own folder is a project too"],
    ["/site/content", theirs, "inside the source folder content/", "--out content"],
    ["/site/content/de/x", missing, "inside the source folder content/", "deep inside content/, even when new"],
    ["/site/.git", theirs, "inside the source folder .git/", "the history"],
    ["/pkg/templates/out", missing, "inside the source folder templates/", "a source folder of the generator"],
    ["/site/site.yaml", file, "a file, not a folder", "a file is never replaced by a folder"],
    ["/srv/www", theirs, "files that sitegen did not write", "someone else's folder"],
    ["/sitex", theirs, "files that sitegen did not write", "a name that merely starts like the project is no parent"],
  ] as const)("refuses %s (%s)", (out, facts, reason, _why) => {
    expect(outDirRefusal(out, projects, facts)).toContain(reason);
  });

  it.each([
    ["/site/dist", ours, "the default, written by an earlier build"],
    ["/site/dist", missing, "the first build"],
    ["/tmp/preview", empty, "an empty folder has nothing to lose"],
    ["/site/public", missing, "a new folder inside the project but outside its sources"],
    ["/site/contents", missing, "a name that merely starts like a source folder"],
    ["/sitex", ours, "next to the project, written by sitegen"],
  ] as const)("allows %s (%s)", (out, facts, _why) => {
    expect(outDirRefusal(out, projects, facts)).toBeUndefined();
  });
});
