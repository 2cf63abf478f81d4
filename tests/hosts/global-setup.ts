// For the "hosts" project: makes sure nginx and apache2 are installed, then builds the site once into a temp folder
// (not dist/, which other tests use) and hands its path to the tests as `hostsDist`.
import { execFileSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { copyProject, edit } from "../build/project-copy.ts";
import { missingServers } from "./servers.ts";
import { FORMER_PATHS } from "./site.ts";

const root = new URL("../..", import.meta.url).pathname;

declare module "vitest" {
  export interface ProvidedContext {
    hostsDist: string;
  }
}

function ensureServers(): void {
  // As root where apt-get is (a CI container) they are installed here; elsewhere the message says what to install.
  if (missingServers().length > 0 && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("Installing nginx and apache2 for the host tests…");
    execFileSync("sh", ["-c", "apt-get update -qq && apt-get install -y -qq nginx apache2 >/dev/null"], {
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      stdio: "inherit",
    });
  }
  const missing = missingServers();
  if (missing.length > 0)
    throw new Error(
      `The host tests run a real nginx and Apache and need ${missing.map((m) => `/usr/sbin/${m}`).join(" and ")}. ` +
        `Install them with: sudo apt-get install -y nginx apache2`,
    );
}

export default async function setup(project: TestProject) {
  ensureServers();
  const dir = await mkdtemp(join(tmpdir(), "sitegen-hosts-"));
  // When the tests run as root, nginx and Apache serve as www-data and must be able to read the build.
  await chmod(dir, 0o755);
  const dist = join(dir, "dist");
  // The site as it is, plus former paths of one page: the hosts must redirect them (FORMER_PATHS).
  const copy = copyProject();
  const former = FORMER_PATHS.map(([from]) => from).join(", ");
  edit(copy, "site.yaml", "en: /en/economics }", `en: /en/economics, formerly: [${former}] }`);
  // One social preview image per language: the rules treat every file of assets/ alike, and a preview per page
  // would only add seconds to the build and requests of the same kind.
  const build = ["build", "--quiet", "--no-page-previews", "--root", copy, "--out", dist];
  execFileSync(process.execPath, [join(root, "bin/sitegen.mjs"), ...build], { cwd: root, stdio: "inherit" });
  rmSync(copy, { recursive: true, force: true });
  project.provide("hostsDist", dist);
  return () => rm(dir, { recursive: true, force: true });
}
