// sitegen dev's code reloading: templates and generator/ are code, so an edit to them is compiled into a new
// bundle whose dev session (dev-site.ts) takes over; and the small browser script that reloads pages.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Message } from "esbuild";
import type { openDevSite } from "./dev-site.ts";

export type OpenDevSite = typeof openDevSite;

/** The injected browser script, compiled from overlay-client.ts once per start. */
export async function bundleClient(codeRoot: string): Promise<string> {
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    entryPoints: [join(codeRoot, "generator/dev/overlay-client.ts")],
    bundle: true,
    write: false,
    format: "iife",
    target: "es2020",
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

export function freshBundlePath(codeRoot: string): string {
  // Inside the package, so the bundle's bare imports (react, yaml, zod …) resolve from its node_modules.
  return join(codeRoot, "node_modules", ".cache", "sitegen", `dev-build-${process.pid}.mjs`);
}

/**
 * openDevSite() from a new esbuild bundle of generator/ and templates/, imported under a new URL: templates are
 * code, and this is how an edited template reaches the pages without restarting. The session of the old bundle is
 * closed (its caches emptied); its module stays in memory (ES modules cannot be unloaded): a few MB per code save.
 */
export async function freshDevSite(codeRoot: string, version: number): Promise<OpenDevSite> {
  const esbuild = await import("esbuild");
  const pkg = JSON.parse(await readFile(join(codeRoot, "package.json"), "utf8")) as {
    dependencies?: object;
    devDependencies?: object;
  };
  const outfile = freshBundlePath(codeRoot);
  const compiled = esbuild.build({
    entryPoints: [join(codeRoot, "generator/dev/dev-site.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => name !== "lucide-react"), // as bin/sitegen.mjs
    jsx: "automatic",
    sourcemap: "linked", // as bin/sitegen.mjs: a map inlined into every bundle would stay in memory with its module
    logLevel: "silent",
  });
  await compiled.catch(async (error: { errors?: Message[] }) => {
    const text = await esbuild.formatMessages(error.errors ?? [], { kind: "error", color: false });
    throw new CompileError(`templates/ or generator/ do not compile; fix and save to build again:\n${text.join("")}`);
  });
  const module = (await import(`${pathToFileURL(outfile).href}?v=${version}`)) as { openDevSite: OpenDevSite };
  return module.openDevSite;
}

/** A template or generator file that esbuild cannot compile: the editor's mistake, shown without a stack. */
export class CompileError extends Error {
  override name = "CompileError";
}
