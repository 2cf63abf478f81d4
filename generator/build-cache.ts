// What an open site (site.ts) keeps from one frame to the next, so that sitegen dev's rebuild of the frame redoes
// only what an edit affects: the parses and checks of the frame's few files and the client bundles. sitegen build
// keeps the checks on disk for the next build (page-cache.ts).
import type { BuiltAssets } from "./assets/build-assets.ts";
import type { Problem, SourceFile } from "./model.ts";
import type { CopyLink } from "./validate/page-links.ts";
import type { SiteConfig } from "./validate/schema/site.ts";
import type { MarkedValue } from "./validate/site-text.ts";

export interface BuildCache {
  /** The last parse of each file, reused while its text is unchanged. */
  readonly parsed: Map<string, SourceFile>;
  /** The last check of site.yaml alone (its problems and marked values too), reused while its text is unchanged. */
  config:
    Readonly<{ text: string; config: SiteConfig; problems: readonly Problem[]; marked: MarkedValue[] }> | undefined;
  /** The last check of each of the frame's content files, reused while the file and site.yaml are unchanged. */
  readonly checked: Map<
    string,
    {
      readonly text: string;
      readonly config: SiteConfig;
      readonly kind: string;
      readonly value: unknown;
      readonly links: readonly CopyLink[];
      readonly problems: readonly Problem[];
      /** The value typeset, in the entry a build keeps (page-cache.ts); in memory, typeset.ts keeps it. */
      readonly typeset?: unknown;
    }
  >;
  /** The client bundles and CSS, reused while client/, styles/ and site.yaml are unchanged. */
  assets: BuiltAssets | undefined;
}

export function createBuildCache(): BuildCache {
  return { parsed: new Map(), config: undefined, checked: new Map(), assets: undefined };
}
