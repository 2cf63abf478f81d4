// The server side of every island: its own hydratable root, props as escaped JSON beside it.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { usePage } from "../context.ts";
import { FaqAccordion } from "./faq-accordion.tsx";
import { ISLANDS, type IslandComponent, type IslandName, type IslandProps } from "./registry.ts";
import { RoiCalculator } from "./roi-calculator.tsx";
import { StoryCarousel } from "./story-carousel.tsx";

// Every island's component, imported with the templates: rendering a page is synchronous.
const components: { readonly [N in IslandName]: IslandComponent<N> } = { FaqAccordion, RoiCalculator, StoryCarousel };

export interface IslandMountProps<N extends IslandName> {
  readonly name: N;
  readonly id: string;
  readonly props: IslandProps[N];
}

/**
 * The page around an island is rendered with renderToStaticMarkup, whose output React cannot
 * hydrate, so each island is rendered as its own root with a fixed id prefix. data-hydrate says when
 * the browser hydrates it, data-chunks which scripts it then needs, so they are fetched in parallel.
 */
export function Island<N extends IslandName>({ name, id, props }: IslandMountProps<N>) {
  const { assets, islands } = usePage();
  islands?.add(name);
  const html = renderToString(createElement(components[name] as React.ComponentType<object>, props as object), {
    identifierPrefix: `${id}-`,
  });
  const chunks = [...assets.islandPreloads, ...(assets.islandChunks[name] ?? [])].join(" ");
  return (
    <div
      data-island={name}
      data-island-id={id}
      data-hydrate={ISLANDS[name].hydrate}
      data-chunks={chunks}
      className="island"
    >
      <script type="application/json" dangerouslySetInnerHTML={{ __html: serializeProps(props) }} />
      <div data-island-root="" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

/** JSON that can never close its <script> element or start an HTML comment: "<" is escaped. */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
