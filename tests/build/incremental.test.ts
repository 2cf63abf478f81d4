// Rebuilds in one process (sitegen dev) reuse unchanged work; what a change affects must still change.
import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { build } from "../../generator/build.ts";
import { createBuildCache } from "../../generator/build-cache.ts";
import { buildOptions } from "../../generator/options.ts";
import { MemoryWriter } from "../../generator/write/write-output.ts";
import { copyProject, edit, repoRoot } from "./project.ts";

const dir = copyProject();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// One cache for the whole file, as one dev session keeps one (generator/build-cache.ts).
const cache = createBuildCache();
async function rebuild() {
  const out = new MemoryWriter();
  const result = await build(buildOptions({ root: dir, codeRoot: repoRoot }), out, { cache });
  return { out, result };
}

describe("rebuilding after an edit", () => {
  it("updates the edited page, the pages that show it as a teaser, and nothing else", async () => {
    const first = await rebuild();
    edit(
      dir,
      "content/en/blog/meta-odense.yaml",
      /^headline: .*$/m,
      "headline: A changed headline for the Odense case",
    );
    const second = await rebuild();
    const changed = [...second.out.files.keys()]
      .filter((p) => p.endsWith(".html") && second.out.files.get(p) !== first.out.files.get(p))
      .sort();
    expect(changed).toEqual(["en.html", "en/blog.html", "en/blog/meta-odense-datacenter-district-heating.html"]);
    expect(second.out.text("en.html")).toContain("A changed headline for the Odense case");
  });

  it("updates every page of a language when its shared labels change", async () => {
    const first = await rebuild();
    edit(dir, "content/de/ui.yaml", "skipLink: Zum Inhalt springen", "skipLink: Direkt zum Inhalt");
    const second = await rebuild();
    for (const file of ["index.html", "faq.html", "impressum.html", "blog/meta-odense-datacenter-fernwaerme.html"])
      expect(second.out.text(file), file).toContain("Direkt zum Inhalt");
    expect(second.out.text("en/faq.html")).toBe(first.out.text("en/faq.html"));
  });

  it("updates everything when site.yaml changes", async () => {
    const first = await rebuild();
    edit(dir, "site.yaml", "Beratung anfragen", "Beratung vereinbaren");
    const second = await rebuild();
    expect(second.out.text("faq.html")).toContain("Beratung vereinbaren");
    expect(second.out.text("wirtschaftlichkeit.html")).toContain("Beratung vereinbaren");
  });
});
