// The one list of islands, shared by the server wrapper and the browser entry.
import type { ComponentType } from "react";
import { FaqAccordion, type FaqAccordionProps } from "./faq-accordion.tsx";
import { RoiCalculator, type RoiCalculatorProps } from "./roi-calculator.tsx";
import { StoryCarousel, type StoryCarouselProps } from "./story-carousel.tsx";

export interface IslandProps {
  FaqAccordion: FaqAccordionProps;
  RoiCalculator: RoiCalculatorProps;
  StoryCarousel: StoryCarouselProps;
}

export type IslandName = keyof IslandProps;

export const islands: { readonly [N in IslandName]: ComponentType<IslandProps[N]> } = {
  FaqAccordion,
  RoiCalculator,
  StoryCarousel,
};

/**
 * When an island hydrates, as Astro's client:visible and client:idle: "visible" when it comes within
 * about one screen of the viewport (islands far below the fold, which most visitors never reach), "idle" in
 * idle time after the first paint, one root per task (islands in view at load). Written into the HTML as
 * data-hydrate; client/main.ts reads it there, so the browser entry never imports the components.
 */
export type Hydration = "visible" | "idle";

export const hydration: { readonly [N in IslandName]: Hydration } = {
  FaqAccordion: "idle",
  RoiCalculator: "visible",
  StoryCarousel: "visible",
};
