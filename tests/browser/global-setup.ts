// Builds the site once and serves dist/ on 127.0.0.1 with the host rules, for every browser test.
import { execFileSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { serveDist } from "../../generator/dev/serve.ts";

const root = new URL("../..", import.meta.url).pathname;

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  execFileSync(process.execPath, [join(root, "bin/sitegen.mjs"), "build", "--quiet"], { cwd: root, stdio: "inherit" });
  const server = await serveDist({ dir: join(root, "dist"), port: 0 });
  const { port } = server.address() as AddressInfo;
  project.provide("baseUrl", `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
