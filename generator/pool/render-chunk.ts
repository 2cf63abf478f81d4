// One chunk of pages rendered and written by whichever thread took it (worker-pool.ts).
import type { AssetManifest, PageEntry, Route, Site } from "../model.ts";
import type { RenderJob } from "./renderer.ts";
import type { OgImage, SocialImages } from "../images/social-images.ts";
import { renderRoute } from "../render/render-page.tsx";
import { writeFileInto } from "../write/write-output.ts";

/** Kinds whose copy other pages show (teasers, feeds, previews): every thread holds them. */
export const SHARED_KINDS: ReadonlySet<string> = new Set(["article", "blog", "home"]);

/** What every thread gets once: where to write, and the site with only the pages others show. */
export interface RenderSetup {
  readonly dir: string;
  readonly base: Site;
  readonly assets: AssetManifest;
  readonly logo: OgImage;
}

/** Validated pages with their routes and preview images; a worker gets `ids` of pages it holds instead of `pages`. */
export interface Chunk {
  readonly pages: readonly PageEntry[];
  readonly ids?: readonly string[];
  readonly routes: readonly Route[];
  readonly images: readonly (readonly [string, OgImage])[];
}

/**
 * Renders the chunk's routes into `start.dir`. The Site it renders with holds the chunk's pages and the shared ones;
 * links to every other page resolve through the route table (routes/page-index.ts).
 */
export function renderChunk(
  start: RenderSetup,
  chunk: Chunk,
  made: Set<string>,
): { files: number; bytes: number; pages: number } {
  const shared = start.base.pages.filter((p) => !chunk.pages.some((c) => c.page === p.page));
  const site: Site = { ...start.base, pages: [...shared, ...chunk.pages] };
  const social: SocialImages = { byRoute: new Map(chunk.images), logo: start.logo };
  let bytes = 0;
  for (const route of chunk.routes)
    bytes += writeFileInto(start.dir, route.outputPath, renderRoute(site, route, start.assets, social), made);
  return { files: chunk.routes.length, bytes, pages: chunk.routes.length };
}

/** The pages of `job` in chunks for `threads` threads (about 16 chunks each), each with its routes and their preview images. */
export function chunksOf(job: RenderJob, threads: number, owner: (page: PageEntry) => number = () => -1): Chunk[] {
  const size = Math.max(1, Math.min(64, Math.ceil(job.site.pages.length / (threads * 16))));
  const routesOf = new Map<string, Route[]>();
  for (const route of job.routes) routesOf.set(route.page, [...(routesOf.get(route.page) ?? []), route]);
  const chunks: Chunk[] = [];
  // Pages grouped by the thread that holds them (generator/pool/), in route order within each group.
  const groups = new Map<number, PageEntry[]>();
  for (const page of job.site.pages) groups.set(owner(page), [...(groups.get(owner(page)) ?? []), page]);
  const slices = [...groups.values()].flatMap((group) =>
    Array.from({ length: Math.ceil(group.length / size) }, (_, i) => group.slice(i * size, (i + 1) * size)),
  );
  for (const pages of slices) {
    const routes = pages.flatMap((p) => routesOf.get(p.page) ?? []);
    const images = routes.flatMap((r): [string, OgImage][] => {
      const image = job.social.byRoute.get(r.path);
      return image ? [[r.path, image]] : [];
    });
    chunks.push({ pages, routes, images });
  }
  return chunks;
}
