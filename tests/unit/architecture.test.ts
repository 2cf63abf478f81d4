// The import rules of the code map (generator/README.md) and the style guide, as a test: a rule broken in a
// change fails here with the file and line of the import, not in a reviewer's memory.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { files, importsOf, root, type Import } from "./imports.ts";

const imports = files.flatMap(importsOf);

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

describe("file size", () => {
  it("no source file is over 300 lines: split it along what it does", () => {
    const long = files
      .map((f) => [f, readFileSync(join(root, f), "utf8").split("\n").length] as const)
      .filter(([, n]) => n > 300);
    expect(long.map(([f, n]) => `${f} (${n} lines)`)).toEqual([]);
  });
});
