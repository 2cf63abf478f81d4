// Every hint of the generator that points into content/README.md must land on a section that exists.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGUE, withProblemTable } from "../../generator/problems/index.ts";
import { withKindSections } from "../../generator/validate/kind-docs.ts";
import { pageSchemas } from "../../generator/page-kinds.ts";

const root = new URL("../..", import.meta.url).pathname;
const sources = readdirSync(join(root, "generator"), { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".ts"));
const readme = readFileSync(join(root, "content/README.md"), "utf8");

describe("content/README.md", () => {
  it("has every section the generator's hints point to", () => {
    const literal = sources.flatMap((f) =>
      [...readFileSync(join(root, "generator", f), "utf8").matchAll(/content\/README\.md#([a-z-]+)/g)].map(
        (m) => m[1]!,
      ),
    );
    // Shape problems point to the section of their page kind (validate/check-pages.ts: `kind-${kind}`).
    const kinds = Object.keys(pageSchemas).map((kind) => `kind-${kind}`);
    const anchors = new Set([...literal, ...Object.values(CATALOGUE).map((entry) => entry.docs), ...kinds]);
    expect(literal, "the scan of generator/ finds the hints' links").not.toEqual([]);
    for (const anchor of anchors) expect(readme, `#${anchor}`).toContain(`<a id="${anchor}"></a>`);
  });

  it("lists every problem code of the catalogue, with its title and section, and no other (npm run schemas writes it)", () => {
    expect(withProblemTable(readme)).toBe(readme);
    for (const code of Object.keys(CATALOGUE)) expect(readme, code).toContain(`| \`${code}\` |`);
    for (const entry of Object.values(CATALOGUE)) expect(readme, entry.docs).toContain(`<a id="${entry.docs}"></a>`);
  });

  it("has the section of every page kind as its definition in templates/pages/ gives it (npm run schemas writes it)", () => {
    expect(withKindSections(readme)).toBe(readme);
  });

  it("has every section its own contents and links point to", () => {
    for (const [, anchor] of readme.matchAll(/\]\(#([a-z-]+)\)/g))
      expect(readme, `#${anchor}`).toContain(`<a id="${anchor}"></a>`);
  });
});

describe("generator/README.md", () => {
  it("names every file of generator/ (its code map), and no file that is gone", () => {
    const map = readFileSync(join(root, "generator/README.md"), "utf8");
    const files = readdirSync(join(root, "generator"), { recursive: true })
      .map(String)
      .filter((f) => /\.tsx?$/.test(f));
    const names = new Set(files.map((f) => f.split("/").pop()!));
    expect(files.filter((f) => !map.includes(f.split("/").pop()!))).toEqual([]);
    // A name in backquotes that looks like a file of generator/ must be one (or a file elsewhere in the repository).
    const named = [...map.matchAll(/`(?:[\w-]+\/)*([\w.-]+\.tsx?)`/g)].map((m) => m[1]!);
    const elsewhere = (name: string) =>
      ["templates", "client", "tests", "scripts", "bin"].some((dir) =>
        readdirSync(join(root, dir), { recursive: true })
          .map(String)
          .some((f) => f.endsWith(`/${name}`) || f === name),
      );
    expect(named.filter((name) => !names.has(name) && !elsewhere(name))).toEqual([]);
  });
});
