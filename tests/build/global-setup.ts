// For the "unit" project: builds the real site once, as a maintainer does (`sitegen build`), into a temp folder
// (not dist/, which the browser tests serve and other builds replace), and hands its path to the tests as
// `builtSite`. Many test files only read the built site; each building it again cost a build per file.
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { hashTree } from "./hash-tree.ts";

const root = new URL("../..", import.meta.url).pathname;

declare module "vitest" {
  export interface ProvidedContext {
    builtSite: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), "sitegen-built-"));
  const dist = join(dir, "dist");
  execFileSync(process.execPath, [join(root, "bin/sitegen.mjs"), "build", "--quiet", "--out", dist], {
    cwd: root,
    stdio: "inherit",
  });
  const before = hashTree(dist);
  project.provide("builtSite", dist);
  return async () => {
    // Shared by every file: a test that wrote into it would change what the others read, in an order of its own.
    const changed = hashTree(dist) !== before;
    await rm(dir, { recursive: true, force: true });
    if (changed) throw new Error("a test changed the shared build (builtSite); copy it before changing it");
  };
}
