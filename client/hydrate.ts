// Browser only, loaded by client/main.ts when the first island is needed: React, and hydration of one island.
import { createElement, startTransition, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { isIslandName, loadIsland, type IslandName, type IslandProps } from "../templates/islands/registry.ts";

/** Loads the island's chunk and hydrates its root with its server props; resolves once React listens on the root. */
export async function hydrateHost(host: HTMLElement): Promise<void> {
  const name = host.dataset["island"];
  const root = host.querySelector<HTMLElement>(":scope > [data-island-root]");
  const json = host.querySelector(":scope > script[type='application/json']")?.textContent;
  if (!isIslandName(name) || !root || json == null) {
    console.error("Skipping an island with incomplete markup:", host);
    return;
  }
  await hydrateIsland(host, name, root, JSON.parse(json) as IslandProps[typeof name], `${host.dataset["islandId"]}-`);
}

async function hydrateIsland<N extends IslandName>(
  host: HTMLElement,
  name: N,
  root: HTMLElement,
  props: IslandProps[N],
  prefix: string,
) {
  // The props were written for this island's component by the server (island.tsx): the pairing holds by name.
  const component = (await loadIsland(name)) as React.ComponentType<object>;
  // A transition lets React hydrate in slices of a few milliseconds, so no task blocks the page for long;
  // an event on the root before it is done makes React hydrate the target at once and handle it.
  startTransition(() => {
    hydrateRoot(root, createElement(Hydrated, { host }, createElement(component, props as object)), {
      identifierPrefix: prefix,
    });
  });
}

/** Marks the island's host with data-hydrated once React has committed it; it renders no element, so ids and markup match the server's. */
function Hydrated({ host, children }: { readonly host: HTMLElement; readonly children?: ReactNode }) {
  useEffect(() => host.setAttribute("data-hydrated", ""), [host]);
  return children;
}
