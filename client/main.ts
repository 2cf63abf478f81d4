// Browser only, and only on pages with islands: finds each island, loads its chunk, hydrates it with its server props.
import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { isIslandName, loaders } from "../templates/islands/loaders.ts";
import type { IslandName, IslandProps } from "../templates/islands/registry.ts";

for (const host of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = host.dataset["island"];
  const root = host.querySelector<HTMLElement>(":scope > [data-island-root]");
  const json = host.querySelector(":scope > script[type='application/json']")?.textContent;
  if (!isIslandName(name) || !root || json == null) {
    console.error("Skipping an island with incomplete markup:", host);
    continue;
  }
  void hydrateIsland(name, root, JSON.parse(json) as IslandProps[typeof name], `${host.dataset["islandId"]}-`);
}

async function hydrateIsland<N extends IslandName>(name: N, root: HTMLElement, props: IslandProps[N], prefix: string) {
  const component = await loaders[name]();
  hydrateRoot(root, createElement(component, props), { identifierPrefix: prefix });
}
