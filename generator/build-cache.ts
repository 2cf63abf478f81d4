// What a long-lived process (sitegen dev) keeps from one build to the next, so that a rebuild redoes only what
// an edit affects. One object, owned by whoever calls build() more than once; a single build needs none.
import type { BuiltAssets } from "./assets/build-assets.ts";
import type { Problem, SourceFile } from "./model.ts";
import type { SiteConfig } from "./validate/schema/site.ts";

export interface BuildCache {
  /** The last parse of each file, reused while its text is unchanged. */
  readonly parsed: Map<string, SourceFile>;
  /** The last check of site.yaml, reused while its text is unchanged. */
  config: { readonly text: string; readonly config: SiteConfig } | undefined;
  /**
   * The last check of each content file, reused while the file and site.yaml are unchanged; unchanged pages keep
   * their object identity, which lets render/ reuse their HTML.
   */
  readonly checked: Map<
    string,
    {
      readonly text: string;
      readonly config: SiteConfig;
      readonly kind: string;
      readonly value: unknown;
      readonly problems: readonly Problem[];
    }
  >;
  /** The last HTML of each route with the inputs it was made from. */
  readonly rendered: Map<string, { readonly inputs: readonly unknown[]; readonly html: string }>;
  /** The client bundles and CSS, reused while client/, styles/ and site.yaml are unchanged. */
  assets: BuiltAssets | undefined;
}

export function createBuildCache(): BuildCache {
  return { parsed: new Map(), config: undefined, checked: new Map(), rendered: new Map(), assets: undefined };
}
