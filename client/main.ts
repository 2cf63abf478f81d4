// Browser only, and only on pages with islands: finds each island and hydrates it with its server props.
import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { isIslandName, islands, type IslandName, type IslandProps } from "../templates/islands/registry.ts";

for (const host of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = host.dataset["island"];
  const root = host.querySelector<HTMLElement>(":scope > [data-island-root]");
  const json = host.querySelector(":scope > script[type='application/json']")?.textContent;
  if (!isIslandName(name) || !root || json == null) {
    console.error("Skipping an island with incomplete markup:", host);
    continue;
  }
  hydrateIsland(name, root, JSON.parse(json) as IslandProps[typeof name], `${host.dataset["islandId"]}-`);
}

function hydrateIsland<N extends IslandName>(name: N, root: HTMLElement, props: IslandProps[N], prefix: string) {
  hydrateRoot(root, createElement(islands[name] as ComponentType<IslandProps[N]>, props), { identifierPrefix: prefix });
}
