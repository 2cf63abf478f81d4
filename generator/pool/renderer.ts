// The render-and-write step of build(), as a strategy: on this thread (dev, tests, small sites), or spread
// over worker threads that write straight into the staging folder (large sites; worker-pool.ts) (#12).
import type { BuildCache } from "../build-cache.ts";
import type { AssetManifest, Route, Site } from "../model.ts";
import type { SocialImages } from "../images/social-images.ts";
import { renderPages } from "../render/render-page.tsx";
import type { Output } from "../write/write-output.ts";

/** What rendering needs: the validated Site, its routes, the asset URLs and the preview images. */
export interface RenderJob {
  readonly site: Site;
  readonly routes: readonly Route[];
  readonly assets: AssetManifest;
  readonly social: SocialImages;
  readonly cache?: BuildCache | undefined;
}

export interface Rendered {
  readonly files: number;
  readonly bytes: number;
  readonly threads: number;
}

/** Renders every route of `job` into `output`. */
export type Renderer = (
  job: RenderJob,
  output: Output,
  onProgress?: (written: number, total: number) => void,
) => Promise<Rendered>;

/** Every page rendered on this thread, reusing the dev cache's HTML of unchanged pages. */
export const renderHere: Renderer = async (job, output) => {
  const files = renderPages(job.site, job.routes, job.assets, job.social, job.cache);
  await output.write(files);
  return {
    files: files.length,
    bytes: files.reduce((sum, f) => sum + Buffer.byteLength(f.contents as string), 0),
    threads: 1,
  };
};
