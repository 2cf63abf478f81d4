// A copy of the generator's code (bin/, generator/, templates/, client/, styles/) with node_modules linked package
// by package, for the benchmark and the tests that save a template while `sitegen dev` runs: the repository's
// own files are never edited, and the copy's node_modules/.cache (its bundles) stays its own.
import { cpSync, mkdirSync, readdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";

/** Copies the code of `root` into `dest` (created); returns the copy's bin/sitegen.mjs. */
export function copyCode(root, dest) {
  for (const part of ["bin", "generator", "templates", "client", "styles", "package.json", "package-lock.json"])
    cpSync(join(root, part), join(dest, part), { recursive: true });
  mkdirSync(join(dest, "node_modules"));
  for (const name of readdirSync(join(root, "node_modules")).filter((n) => n !== ".cache"))
    symlinkSync(join(root, "node_modules", name), join(dest, "node_modules", name));
  return join(dest, "bin", "sitegen.mjs");
}
