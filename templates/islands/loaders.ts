// Browser side of the registry: each island is its own chunk, loaded only on pages that use it.
import type { ComponentType } from "react";
import type { IslandName, IslandProps } from "./registry.ts";

export const loaders: { readonly [N in IslandName]: () => Promise<ComponentType<IslandProps[N]>> } = {
  FaqAccordion: () => import("./faq-accordion.tsx").then((m) => m.FaqAccordion),
  RoiCalculator: () => import("./roi-calculator.tsx").then((m) => m.RoiCalculator),
  StoryCarousel: () => import("./story-carousel.tsx").then((m) => m.StoryCarousel),
};

export function isIslandName(name: unknown): name is IslandName {
  return typeof name === "string" && Object.hasOwn(loaders, name);
}
