// The one list of islands: a line each, naming when it hydrates and its module, which exports the component
// under the island's name. The server renders every island from its module (island.tsx imports each); the browser
// loads an island's module, a chunk of its own, only when the island hydrates (client/hydrate.ts); the asset stage
// finds that chunk by the module's file name (faq-accordion.tsx → FaqAccordion).
// A new island: its module beside this file, one line here, and its import in island.tsx (the type checker asks).
import type { ComponentType } from "react";

/**
 * When an island hydrates, as Astro's client:visible and client:idle: "visible" when it comes within
 * about one screen of the viewport (islands far below the fold, which most visitors never reach), "idle" in
 * idle time after the first paint, one root per task (islands in view at load). Written into the HTML as
 * data-hydrate; client/main.ts reads it there, so the browser entry never imports the components.
 */
export type Hydration = "visible" | "idle";

export const ISLANDS = {
  FaqAccordion: { hydrate: "idle", load: () => import("./faq-accordion.tsx") },
  RoiCalculator: { hydrate: "visible", load: () => import("./roi-calculator.tsx") },
  StoryCarousel: { hydrate: "visible", load: () => import("./story-carousel.tsx") },
} as const satisfies Record<string, { readonly hydrate: Hydration; readonly load: () => Promise<object> }>;

export type IslandName = keyof typeof ISLANDS;

/** The module of island `N`: the component is its export named `N`. */
type IslandModule<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]["load"]>>;

/** The component of each island, from its module's export of the island's name. */
export type IslandComponent<N extends IslandName> = IslandModule<N>[N & keyof IslandModule<N>];

export type IslandProps = { [N in IslandName]: IslandComponent<N> extends ComponentType<infer P> ? P : never };

export function isIslandName(name: unknown): name is IslandName {
  return typeof name === "string" && Object.hasOwn(ISLANDS, name);
}

/** The component of island `name`, loading its module (the browser's chunk). */
export async function loadIsland<N extends IslandName>(name: N): Promise<IslandComponent<N>> {
  const module = (await ISLANDS[name].load()) as IslandModule<N>;
  return module[name as N & keyof IslandModule<N>];
}
