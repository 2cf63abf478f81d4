// The DE/EN switch: the route table decides; prefix rules are the fallback.
import type { RouteConfig } from "../validate/schema/site.ts";

export interface LanguagePairs {
  readonly toEnglish: ReadonlyMap<string, string>;
  readonly toGerman: ReadonlyMap<string, string>;
}

/** Both directions of the route table's pairs; a German-only page maps one way, to its `switchTo`. */
export function languagePairs(routes: readonly Pick<RouteConfig, "de" | "en" | "switchTo">[]): LanguagePairs {
  const toEnglish = new Map<string, string>();
  const toGerman = new Map<string, string>();
  for (const route of routes) {
    const english = route.en ?? route.switchTo;
    if (english !== undefined) toEnglish.set(route.de, english);
    if (route.en !== undefined) toGerman.set(route.en, route.de);
  }
  return { toEnglish, toGerman };
}

export function counterpartPath(path: string, pairs: LanguagePairs): string {
  if (isEnglishPath(path)) {
    return pairs.toGerman.get(path) ?? (path.slice("/en".length).replace(/\/+$/, "") || "/");
  }
  return pairs.toEnglish.get(path) ?? (path === "/" ? "/en" : `/en${path}`);
}

/** True for /en and paths below it; false for German paths that merely start with "en" (/entwicklung). */
export function isEnglishPath(path: string): boolean {
  return path === "/en" || path.startsWith("/en/");
}
