// What an open site (site.ts) holds of the frame, and what the site-wide files are made from.
import type { BuiltAssets } from "./assets/build-assets.ts";
import type { BuildCache } from "./build-cache.ts";
import type { InterFont } from "./images/raster.ts";
import { interFont, socialSetup } from "./images/social-images.ts";
import { loadSources, type GivenTexts } from "./load/load-sources.ts";
import type { OutputFile, Problem, Route, Site, Sources } from "./model.ts";
import type { Config } from "./options.ts";
import { isWarning, stopsTheBuild } from "./problems/index.ts";
import { rangesOf, type Passed, type Range, type Rendering } from "./pool/pages.ts";
import { renderFeeds } from "./render/feeds.ts";
import { renderHostRules } from "./render/host-rules.ts";
import { anchorsOf } from "./render/page-anchors.ts";
import { renderNotFound } from "./render/render-page.tsx";
import { renderSeoFiles } from "./render/seo-files.ts";
import { formerRedirects } from "./routes/former-paths.ts";
import { buildRouteGraph } from "./routes/route-graph.ts";
import { typesetSite } from "./typeset/typeset.ts";
import { localToday } from "./validate/scheduled.ts";
import { checkSharedAnchors } from "./validate/check-pages.ts";
import { validateFrame, type Frame } from "./validate/validate-site.ts";

/** A range and what its last pass found: its titles are compared across ranges when the problems are asked for. */
export interface RangeRecord extends Range, Pick<Passed, "problems" | "titles" | "reads"> {
  /** Not checked and rendered since the last change of what it read. */
  stale: boolean;
}

/** The checked frame and everything derived from it; replaced whole when the frame changes. */
export interface Framed {
  readonly sources: Sources;
  readonly frame: Frame;
  readonly routes: readonly Route[];
  readonly ranges: RangeRecord[];
  readonly problems: readonly Problem[];
  /** The files the frame was made from: a save of one of them redoes everything. */
  readonly files: ReadonlySet<string>;
  readonly listed: ReadonlySet<string>;
  /** The frame as pages show it; undefined while the frame has problems (pages are then only checked). */
  readonly site: Site | undefined;
  /** The same while only the copy has problems: what a link's target is rendered with to read its anchors. */
  readonly shown: Site | undefined;
  readonly rangeOf: ReadonlyMap<string, number>;
  /** What rendering needs once the assets are bundled; set by whoever awaited it (build, or dev at once). */
  rendering: Rendering | undefined;
  font: InterFont | undefined;
}

/** site.yaml could not be used: its problems are the only ones known. */
export interface Unusable {
  readonly sources: Sources;
  readonly problems: readonly Problem[];
}

/** The route table in ranges of `rangeSize` routes, else as a build cuts them, each stale. */
export async function frameSite(
  config: Config,
  cache: BuildCache,
  rangeSize?: number,
  texts?: GivenTexts,
): Promise<Framed | Unusable> {
  const { root, production, future, baseUrl } = config;
  const sources = await loadSources(root, cache, texts);
  const files = new Set(["site.yaml"]);
  const reading = { ...sources, file: (path: string) => (files.add(path), sources.file(path)) };
  // Without a day given, today is read from the clock at every frame: an article whose day came is in after a save.
  const today = config.today ?? localToday();
  const framed = validateFrame(reading, cache, { production, today, future });
  if (!framed.ok) return { sources, problems: framed.problems };
  const { frame, problems } = framed;
  // Paths, language switch targets, breadcrumbs: from site.yaml alone, without the articles scheduled for later.
  const routes = buildRouteGraph(frame, frame.scheduled);
  const ranges = rangesOf(frame, routes, rangeSize).map((range) => ({
    ...range,
    stale: true,
    problems: [],
    titles: [],
    reads: [],
  }));
  const rangeOf = new Map<string, number>();
  ranges.forEach((range, i) => range.routes.forEach((r) => rangeOf.set(r.path, i)));
  // A page renders with problems in the copy (a shared page that failed its check is left out), not with those of
  // site.yaml (a navigation item or route that leads nowhere): then no link's target is rendered for its anchors.
  const structural = problems.some((p) => (p.at === undefined || p.at.file === "site.yaml") && !isWarning(p));
  // The frame as pages show it: its copy typeset, the base URL given on the command line (checked there), if any.
  const shownConfig = baseUrl === undefined ? frame.config : { ...frame.config, baseUrl };
  const shown =
    frame.ui && !structural ? typesetSite({ config: shownConfig, ui: frame.ui, pages: frame.shared }) : undefined;
  const site = stopsTheBuild(problems) ? undefined : shown;
  if (shown) {
    const { config, siteFile } = frame;
    const input = { config, siteFile, problems, file: reading.file, cache, anchors: anchorsOf(shown) };
    checkSharedAnchors(input, frame.shared);
  }
  const listed = new Set(sources.contentPaths);
  return {
    sources,
    frame,
    routes,
    ranges,
    problems,
    files,
    listed,
    site,
    shown,
    rangeOf,
    rendering: undefined,
    font: undefined,
  };
}

/** Build and dev: `rendering` and `font` set once the assets are bundled (`ready`), and the files besides pages. */
export function frameOutput(framed: Framed, site: Site, assets: Promise<BuiltAssets>, perPage: boolean) {
  const { routes } = framed;
  const social = socialSetup(site, routes, perPage);
  const ready = Promise.all([assets, social]).then(async ([built, images]) => {
    framed.rendering = { site, assets: built.manifest, social: images.setup };
    framed.font = perPage ? await interFont() : undefined;
  });
  const files = ready.then(async (): Promise<OutputFile[]> => {
    const { site, assets: manifest } = framed.rendering!;
    return [
      { path: "404.html", contents: renderNotFound(site, manifest) },
      ...renderHostRules(routes, formerRedirects(site.config)),
      ...renderSeoFiles(site, routes),
      ...renderFeeds(site, routes),
      ...(await Promise.all((await social).files)),
      ...(await assets).files,
    ];
  });
  files.catch(() => {}); // a build awaits it only when its pages have no problem
  return { ready, files };
}
