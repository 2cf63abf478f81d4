// Paths a page was published at before (`formerly:`): each a permanent redirect in every host's rules.
import type { SiteConfig } from "../validate/schema/site.ts";
import { isEnglishPath } from "./switch-language.ts";

export interface Redirect {
  readonly from: string;
  readonly to: string;
}

/** Every former path with the path it now leads to: under /en to the English page (or the switch target), else the German one. */
export function formerRedirects(config: Pick<SiteConfig, "routes">): Redirect[] {
  return config.routes
    .flatMap((route) =>
      (route.formerly ?? []).map((from) => ({
        from,
        to: isEnglishPath(from) ? (route.en ?? route.switchTo ?? route.de) : route.de,
      })),
    )
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}
