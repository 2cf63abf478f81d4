// What a production install (npm ci --omit=dev) has: every package the CLI, the templates and the client
// import at run time is a dependency, not a devDependency (.ci/run builds and checks with such an install).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { files, importsOf, root } from "./imports.ts";

const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};

/** "@radix-ui/react-slider/dist" → "@radix-ui/react-slider"; "yaml" → "yaml"; relative and node: ones → undefined. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith(".") || specifier.startsWith("/") || specifier.startsWith("node:")) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

describe("a production install", () => {
  it("has every package imported at run time among the dependencies", () => {
    const missing = new Set(
      [...files, "bin/sitegen.mjs"]
        .flatMap(importsOf)
        .filter((i) => !i.typeOnly)
        .flatMap((i) => {
          const name = packageOf(i.specifier);
          return name && !(name in pkg.dependencies) ? [`${name} (${i.from})`] : [];
        }),
    );
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
