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

export const islands: { readonly [N in IslandName]: ComponentType<IslandProps[N]> } = { FaqAccordion, RoiCalculator, StoryCarousel };

export function isIslandName(name: unknown): name is IslandName {
  return typeof name === "string" && Object.hasOwn(islands, name);
}
