// Every hint of the generator that points into content/README.md must land on a section that exists.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;
const sources = readdirSync(join(root, "generator"), { recursive: true }).map(String).filter((f) => f.endsWith(".ts"));
const readme = readFileSync(join(root, "content/README.md"), "utf8");

describe("content/README.md", () => {
  it("has every section the generator's hints point to", () => {
    const anchors = new Set(sources.flatMap((f) => [...readFileSync(join(root, "generator", f), "utf8").matchAll(/content\/README\.md#([a-z-]+)/g)].map((m) => m[1]!)));
    expect(anchors.size).toBeGreaterThan(8);
    for (const anchor of anchors) expect(readme, `#${anchor}`).toContain(`<a id="${anchor}"></a>`);
  });

  it("has every section its own contents and links point to", () => {
    for (const [, anchor] of readme.matchAll(/\]\(#([a-z-]+)\)/g)) expect(readme, `#${anchor}`).toContain(`<a id="${anchor}"></a>`);
  });
});
