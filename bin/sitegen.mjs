#!/usr/bin/env node
// Starts the CLI from a bundle of generator/ and templates/ that esbuild refreshes when a source changed:
// a cheap start (no TypeScript compiler at run time) that is never stale.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// React's development build renders several times slower; the generator always wants production.
process.env.NODE_ENV ??= "production";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const cacheDir = join(root, "node_modules", ".cache", "sitegen");
const bundle = join(cacheDir, "cli.mjs");

function newestSource() {
  let newest = statSync(fileURLToPath(import.meta.url)).mtimeMs;
  for (const dir of ["generator", "templates"]) {
    for (const entry of readdirSync(join(root, dir), { recursive: true })) {
      if (/\.(ts|tsx)$/.test(entry)) newest = Math.max(newest, statSync(join(root, dir, entry)).mtimeMs);
    }
  }
  return newest;
}

const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
if (!existsSync(bundle) || statSync(bundle).mtimeMs < newestSource()) {
  const esbuild = await import("esbuild");
  mkdirSync(cacheDir, { recursive: true });
  await esbuild.build({
    entryPoints: { cli: join(root, "generator", "cli-entry.ts"), "shard-worker": join(root, "generator", "render", "shard-worker.ts") },
    outdir: cacheDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Bundled in: lucide-react (only the icons used; loading the whole package costs ~250 ms).
    external: Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => name !== "lucide-react"),
    jsx: "automatic",
    sourcemap: "inline",
    logLevel: "error",
  });
}

const { run } = await import(pathToFileURL(bundle).href);
await run(process.argv.slice(2), root);
