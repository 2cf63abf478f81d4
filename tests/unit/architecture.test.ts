// The import rules of the code map (generator/README.md) and the style guide, and what a production install (npm ci
// --omit=dev, as .ci/run builds and checks with) must hold, as a test: a rule broken in a change fails here with the
// file and line of the import, not in a reviewer's memory.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseSync, Visitor } from "rolldown/utils";
import { describe, expect, it } from "vitest";

const root = resolve(new URL("../..", import.meta.url).pathname);

interface Import {
  readonly from: string; // project-relative file
  readonly line: number;
  readonly specifier: string;
  readonly target: string | undefined; // project-relative file, for relative specifiers
  readonly typeOnly: boolean;
}

const files = ["generator", "templates", "client"].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true })
    .map(String)
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => `${dir}/${f.split("\\").join("/")}`),
);

/**
 * Every import and export from another module in `file`, static or dynamic, `require` calls included, and whether
 * only types come of it (`import type`, `export type`, a type's `import("…")`: nothing of it runs).
 */
function importsOf(file: string): Import[] {
  const text = readFileSync(join(root, file), "utf8");
  const { module, program, errors } = parseSync(file, text);
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]!.message}`);
  const statement = (at: number, specifier: string) => ({
    at,
    specifier,
    typeOnly: /^(import|export)\s+type\b/.test(text.slice(at)),
  });
  const found = [
    ...module.staticImports.map((i) => statement(i.start, i.moduleRequest.value)),
    ...module.staticExports.flatMap((e) => {
      const from = e.entries.find((entry) => entry.moduleRequest)?.moduleRequest;
      return from ? [statement(e.start, from.value)] : [];
    }),
  ];
  const named = (typeOnly: boolean) => (node: { start: number; source?: unknown; arguments?: unknown[] }) => {
    const { value } = (node.source ?? node.arguments?.[0] ?? {}) as { value?: unknown };
    if (typeof value === "string") found.push({ at: node.start, specifier: value, typeOnly });
  };
  new Visitor({
    ImportExpression: named(false),
    TSImportType: named(true),
    // `require("…")`, and `createRequire(…)("…")`
    CallExpression: (node) => {
      const { callee } = node as { callee: { type: string; name?: string; callee?: { name?: string } } };
      if (callee.name === "require" || (callee.type === "CallExpression" && callee.callee?.name === "createRequire"))
        named(false)(node);
    },
  }).visit(program);
  return found.map(({ at, specifier, typeOnly }) => ({
    from: file,
    line: text.slice(0, at).split("\n").length,
    specifier,
    target: specifier.startsWith(".")
      ? relative(root, resolve(dirname(join(root, file)), specifier))
          .split("\\")
          .join("/")
      : undefined,
    typeOnly,
  }));
}

// Read by oxc, the parser of vitest's bundler; the CLI's entry among them.
const imports = [...files, "bin/sitegen.mjs"].flatMap(importsOf);
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

// The page kinds (templates/pages/kinds.ts) are the one place where templates/ holds code the generator runs
// besides rendering: each kind's zod schema, from the shared building blocks below, and its anchors.
const PAGE_KINDS_LIST = "templates/pages/kinds.ts";
const PAGE_KINDS_DERIVED = "generator/page-kinds.ts";
const SCHEMA_BLOCKS = ["doc.ts", "fields.ts", "parts.ts", "slug.ts", "text.ts"].map(
  (f) => `generator/validate/schema/${f}`,
);
// The one function every template that renders a section's id and every check that resolves a link to it share.
const SLUG = "generator/validate/schema/slug.ts";

// The foundation every other module builds on: the types of every stage (with those of a text whose names are
// marked), the problems' catalogue and the shapes of the input (zod schemas). The templates and the page kinds build
// on it, and the generator on them (generator/README.md, the layers).
const foundation = (file: string) =>
  file === "generator/model.ts" ||
  file === "generator/typeset/name-runs.ts" ||
  /^generator\/problems\/(catalogue(-[a-z]+)?|kind)\.ts$/.test(file) ||
  file.startsWith("generator/validate/schema/");

const where = (i: Import) => `${i.from}:${i.line} imports ${i.specifier}`;
const inside = (path: string | undefined, folder: string) => path !== undefined && path.startsWith(`${folder}/`);

// Each rule names the imports that break it.
const RULES: readonly [rule: string, breaks: (i: Import) => boolean][] = [
  [
    "every package imported at run time is a dependency, not a devDependency (a production install has it)",
    (i) => !i.typeOnly && packageOf(i.specifier) !== undefined && !(packageOf(i.specifier)! in pkg.dependencies),
  ],
  [
    "client/ imports nothing from generator/, and of templates/ only the islands",
    (i) =>
      inside(i.from, "client") &&
      (inside(i.target, "generator") || (inside(i.target, "templates") && !inside(i.target, "templates/islands"))),
  ],
  [
    "generator/ imports templates/ only in render/, and the page kinds: their list in page-kinds.ts alone",
    (i) =>
      (inside(i.from, "generator") &&
        !inside(i.from, "generator/render") &&
        inside(i.target, "templates") &&
        !(i.from === PAGE_KINDS_DERIVED && i.target === PAGE_KINDS_LIST) &&
        !(i.typeOnly && i.target === "templates/pages/page-kind.ts")) ||
      (i.target === PAGE_KINDS_LIST && i.from !== PAGE_KINDS_DERIVED),
  ],
  [
    "templates/ imports only types from generator/, but the page kinds their schemas' building blocks and the slug; no node: modules",
    (i) =>
      inside(i.from, "templates") &&
      ((inside(i.target, "generator") &&
        !i.typeOnly &&
        i.target !== SLUG &&
        !(inside(i.from, "templates/pages") && SCHEMA_BLOCKS.includes(i.target!))) ||
        i.specifier.startsWith("node:")),
  ],
  [
    "the schemas' building blocks import only zod and each other (what the page kinds of templates/ may take)",
    (i) => SCHEMA_BLOCKS.includes(i.from) && !i.typeOnly && i.specifier !== "zod" && !SCHEMA_BLOCKS.includes(i.target!),
  ],
  [
    "generator/render/ and generator/routes/ read and write no files (pure stages)",
    (i) =>
      (inside(i.from, "generator/render") || inside(i.from, "generator/routes")) &&
      /^(node:)?fs(\/promises)?$/.test(i.specifier),
  ],
  [
    "the fast YAML reader is one module entered by parse-yaml.ts alone (the one second path of load/)",
    (i) =>
      (i.target === "generator/load/yaml-subset.ts" && i.from !== "generator/load/parse-yaml.ts") ||
      (i.target === "generator/load/yaml-scalars.ts" && i.from !== "generator/load/yaml-subset.ts"),
  ],
  [
    "the foundation (model.ts, the problems' catalogue, validate/schema/) imports nothing above it, types included",
    (i) => foundation(i.from) && i.target !== undefined && !foundation(i.target),
  ],
  [
    "templates/ takes of generator/ only the foundation, types included (the page kinds are listed above both)",
    (i) => inside(i.from, "templates") && inside(i.target, "generator") && !foundation(i.target!),
  ],
];

describe("import rules", () => {
  it("reads the imports of every source file", () => {
    expect(files.length).toBeGreaterThan(60);
    expect(imports.length).toBeGreaterThan(200);
    expect(files.filter(foundation).length, "the rule finds the foundation").toBeGreaterThan(20);
  });

  it.each(RULES)("%s", (_, breaks) => {
    expect(imports.filter(breaks).map(where)).toEqual([]);
  });

  it("what the browser loads (client/ and the islands it reaches) holds no zod, nothing of generator/, no page kind", () => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const i of imports) if (i.from === file && !i.typeOnly && i.target) visit(i.target);
    };
    files.filter((f) => inside(f, "client")).forEach(visit);
    expect(
      [...reached].filter((f) => inside(f, "templates/islands")),
      "the walk reaches the islands",
    ).not.toEqual([]);
    const bad = imports.filter(
      (i) =>
        reached.has(i.from) &&
        !i.typeOnly &&
        (/^zod(\/|$)/.test(i.specifier) || inside(i.target, "generator") || inside(i.target, "templates/pages")),
    );
    expect(bad.map(where)).toEqual([]);
  });

  it("has no import circles, type imports included", () => {
    const graph = new Map<string, string[]>();
    for (const i of imports) if (i.target) graph.set(i.from, [...(graph.get(i.from) ?? []), i.target]);
    const circles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        circles.push([...trail.slice(trail.indexOf(file)), file].join(" → "));
        return;
      }
      state.set(file, "open");
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, "done");
    };
    for (const file of files) visit(file, []);
    expect(circles).toEqual([]);
  });
});

it("a production install: declares for every package with an install script whether it may run it, and none downloads", () => {
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

it("file size: no source file is over 300 lines: split it along what it does", () => {
  const long = files
    .map((f) => [f, readFileSync(join(root, f), "utf8").split("\n").length] as const)
    .filter(([, n]) => n > 300);
  expect(long.map(([f, n]) => `${f} (${n} lines)`)).toEqual([]);
});
