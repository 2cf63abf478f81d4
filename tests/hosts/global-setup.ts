// For the "hosts" project: makes sure nginx and apache2 are installed, then builds the site once into a
// temp folder (not dist/, which other tests use) and hands its path to the tests as `hostsDist`.
import { execFileSync } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { missingServers } from "./servers.ts";
import { FORMER_PATHS } from "./site.ts";

const root = new URL("../..", import.meta.url).pathname;

declare module "vitest" {
  export interface ProvidedContext {
    hostsDist: string;
  }
}

function ensureServers(): void {
  const missing = missingServers();
  if (missing.length === 0) return;
  const hasAptGet = (() => {
    try {
      execFileSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  })();
  if (process.getuid?.() === 0 && hasAptGet) {
    console.log(`Installing ${missing.join(" and ")} for the host tests…`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("sh", ["-c", "apt-get update -qq && apt-get install -y -qq nginx apache2 >/dev/null"], {
      env,
      stdio: "inherit",
    });
    const still = missingServers();
    if (still.length > 0) throw new Error(`apt-get did not install ${still.join(", ")}`);
    return;
  }
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
  const copy = join(dir, "project");
  for (const part of ["site.yaml", "published.yaml", "content"])
    cpSync(join(root, part), join(copy, part), { recursive: true });
  const site = readFileSync(join(copy, "site.yaml"), "utf8");
  const route = "de: /wirtschaftlichkeit, en: /en/economics }";
  if (!site.includes(route)) throw new Error(`global-setup: the economics route (${route}) is not in site.yaml`);
  const former = FORMER_PATHS.map(([from]) => from).join(", ");
  writeFileSync(join(copy, "site.yaml"), site.replace(route, `${route.slice(0, -2)}, formerly: [${former}] }`));
  execFileSync(process.execPath, [join(root, "bin/sitegen.mjs"), "build", "--quiet", "--root", copy, "--out", dist], {
    cwd: root,
    stdio: "inherit",
  });
  project.provide("hostsDist", dist);
  return () => rm(dir, { recursive: true, force: true });
}
