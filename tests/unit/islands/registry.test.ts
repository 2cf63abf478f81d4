// The one list of islands (templates/islands/registry.ts): each line's module exports the component under the
// island's name, and the asset stage finds that module's own chunk, which the page names for the island.
import { describe, expect, it } from "vitest";
import { ISLANDS, isIslandName, loadIsland, type IslandName } from "../../../templates/islands/registry.ts";
import { builtSite } from "../../build/project.ts";

describe("the registry of islands", () => {
  it("loads a component for every island, under the island's name", async () => {
    for (const name of Object.keys(ISLANDS) as IslandName[]) expect(typeof (await loadIsland(name))).toBe("function");
    expect(isIslandName("FaqAccordion")).toBe(true);
    expect(isIslandName("toString")).toBe(false);
  });

  it("gives every island on the site a chunk of its own, named in data-chunks beside the shared ones", () => {
    const out = builtSite();
    const chunksOf = new Map<string, string[]>();
    for (const [path, file] of out.files)
      if (path.endsWith(".html"))
        for (const m of String(file).matchAll(/data-island="(\w+)"[^>]*data-chunks="([^"]*)"/g))
          chunksOf.set(m[1]!, m[2]!.split(" "));
    expect([...chunksOf.keys()].sort()).toEqual(Object.keys(ISLANDS).sort());
    const shared = [...chunksOf.values()].reduce((a, b) => a.filter((c) => b.includes(c)));
    for (const [name, chunks] of chunksOf)
      expect(
        chunks.filter((c) => !shared.includes(c)),
        name,
      ).not.toEqual([]);
  });
});
