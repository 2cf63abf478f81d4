// The docs the code points to: every hint of the generator that points into content/README.md lands on a section that
// exists, and the code map (generator/README.md) and the files' own comments name only files that exist.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGUE, withProblemTable } from "../../generator/problems/index.ts";
import { withKindSections } from "../../generator/validate/kind-docs.ts";
import { pageSchemas } from "../../generator/page-kinds.ts";

const root = new URL("../..", import.meta.url).pathname;
const generator = join(root, "generator");
const files = readdirSync(generator, { recursive: true })
  .map(String)
  .filter((f) => /\.tsx?$/.test(f));
const readme = readFileSync(join(root, "content/README.md"), "utf8");

describe("content/README.md", () => {
  it("has every section the generator's hints point to", () => {
    const literal = files.flatMap((f) =>
      [...readFileSync(join(generator, f), "utf8").matchAll(/content\/README\.md#([a-z-]+)/g)].map((m) => m[1]!),
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
  });

  it("has the section of every page kind as its definition in templates/pages/ gives it (npm run schemas writes it)", () => {
    expect(withKindSections(readme)).toBe(readme);
  });

  it("has every section its own contents and links point to", () => {
    for (const [, anchor] of readme.matchAll(/\]\(#([a-z-]+)\)/g))
      expect(readme, `#${anchor}`).toContain(`<a id="${anchor}"></a>`);
  });
});

describe("generator/README.md and the files' own comments", () => {
  it("describes every folder of generator/, and names no file that is gone", () => {
    const map = readFileSync(join(generator, "README.md"), "utf8");
    const folders = new Set(files.filter((f) => f.includes("/")).map((f) => f.slice(0, f.lastIndexOf("/"))));
    expect([...folders].filter((folder) => !map.includes(`\`${folder}/\``))).toEqual([]);
    const named = [...map.matchAll(/`((?:[\w-]+\/)*[\w.-]+\.tsx?)`/g)].map((m) => m[1]!);
    const gone = (name: string) =>
      !existsSync(join(generator, name)) && !existsSync(join(root, name)) && !files.some((f) => f.endsWith(`/${name}`));
    expect(named.filter(gone)).toEqual([]);
  });

  it("has every file open with a comment on what it is for, and no comment name a file that is gone", () => {
    expect(files.filter((f) => !/^(?:\/\/|\/\*)/.test(readFileSync(join(generator, f), "utf8")))).toEqual([]);
    const gone = files.flatMap((f) => {
      const comments = [...readFileSync(join(generator, f), "utf8").matchAll(/\/\/.*|\/\*[\s\S]*?\*\//g)].join("\n");
      const paths = [...comments.matchAll(/(?<![\w./-])((?:[\w-]+\/)+[\w.-]+\.(?:tsx?|mjs|css|ya?ml|json|md))\b/g)];
      return paths
        .map((m) => m[1]!)
        .filter((path) => ![generator, root, dirname(join(generator, f))].some((dir) => existsSync(join(dir, path))))
        .map((path) => `${f}: ${path}`);
    });
    expect(gone).toEqual([]);
  });
});
