// What a production install (npm ci --omit=dev) has: every package the CLI, the templates and the client
// import at run time is a dependency, not a devDependency (.ci/run builds and checks with such an install).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|tsx|mjs)$/.test(f))
    .map((f) => join(folder, f));
}

/** "@radix-ui/react-slider/dist" → "@radix-ui/react-slider"; "yaml" → "yaml"; relative and node: ones → undefined. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith(".") || specifier.startsWith("/") || specifier.startsWith("node:")) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

describe("a production install", () => {
  it("has every package imported at run time among the dependencies", () => {
    const files = ["generator", "templates", "client"].flatMap(sources).concat(["bin/sitegen.mjs"]);
    const missing = new Set<string>();
    for (const file of files) {
      const text = readFileSync(join(root, file), "utf8");
      for (const m of text.matchAll(
        /(?:^import(?!\s+type\b)[^"']*?from\s*|\bimport\(\s*|\brequire\(\s*|createRequire\([^)]*\)\(\s*)["']([^"']+)["']/gm,
      )) {
        const name = packageOf(m[1]!);
        if (name && !(name in pkg.dependencies)) missing.add(`${name} (${file})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("declares for every package with an install script whether it may run it, and none downloads", () => {
    const withScripts = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => {
      const manifest = JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")) as {
        scripts?: Record<string, string>;
      };
      return ["preinstall", "install", "postinstall"].some((s) => manifest.scripts?.[s] !== undefined);
    });
    expect(withScripts.filter((name) => pkg.allowScripts?.[name] === undefined)).toEqual([]);
    // vnu-jar's postinstall downloads a Java runtime; the tests use Debian's.
    expect(pkg.allowScripts?.["vnu-jar"]).toBe(false);
  });
});
