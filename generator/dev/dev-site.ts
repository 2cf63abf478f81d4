// sitegen dev's open site: what only a long session needs on top of site.ts. No stage is sequenced here.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../options.ts";
import type { GivenTexts } from "../load/load-sources.ts";
import type { Problem } from "../model.ts";
import { distinct, ProblemsError } from "../problems/index.ts";
import { previewName } from "../images/social-images.ts";
import { OpenSite, FRAME_FILES, type OpenWith, type Step } from "../site.ts";
import type { Framed, Unusable } from "../site-frame.ts";
import { renderRoute } from "../render/render-page.tsx";
import { typesetPage } from "../typeset/typeset.ts";
import { SHARED_KINDS } from "../validate/shared-kinds.ts";
import { DevDist } from "./dev-output.ts";

/** Routes of site.yaml per range: a requested or saved page is rendered with at most three others. */
const RANGE_ROUTES = 2;

export async function openDevSite(config: Config, given: OpenWith = {}): Promise<DevSite> {
  const site = new DevSite(config, given);
  await site.loadFrame(true);
  return site;
}

export class DevSite extends OpenSite {
  protected override readonly rangeSize = RANGE_ROUTES;
  readonly #dist: DevDist;
  #cursor = 0;
  /** The last frame whose pages dist/ holds, while site.yaml cannot be used. */
  #previous: Framed | undefined;

  constructor(config: Config, given: OpenWith) {
    super(config, given);
    this.#dist = new DevDist(config.out, given.takeOver ?? false, given.warn);
  }

  render(path: string): Step | undefined {
    const state = this.framed();
    const i = state?.rangeOf.get(path);
    return state && i !== undefined && state.ranges[i]!.stale ? this.#renderNow(state, i) : undefined;
  }

  /** The background pass: the next stale range checked and rendered; undefined when none is left. */
  next(): Step | undefined {
    const state = this.framed();
    if (!state) return undefined;
    while (this.#cursor < state.ranges.length && !state.ranges[this.#cursor]!.stale) this.#cursor++;
    return this.#cursor < state.ranges.length ? this.#renderNow(state, this.#cursor) : undefined;
  }

  /** A save (or a removal) of project-relative `files`; `assets` when client/ or styles/ changed. */
  async update(files: readonly string[], assets: boolean): Promise<Step> {
    const state = this.framed();
    if (assets || !state || this.#frameChanged(state, files)) {
      const adopted = await this.loadFrame(assets || files.includes("site.yaml"));
      const rendering = adopted && !!this.framed()?.rendering;
      return { rendered: 0, found: this.state!.problems, problemsChanged: true, changed: rendering };
    }
    const hit = [...new Set(files.flatMap((f) => [...(this.readBy.get(f) ?? [])]))].sort((a, b) => a - b);
    for (const i of hit) state.ranges[i]!.stale = true;
    this.#cursor = 0;
    const steps = hit.map((i) => this.#renderNow(state, i));
    return {
      rendered: steps.reduce((n, s) => n + s.rendered, 0),
      found: steps.flatMap((s) => s.found),
      problemsChanged: steps.some((s) => s.problemsChanged),
      changed: steps.some((s) => s.changed),
    };
  }

  /** The editor's check before a save: what update() would find, this site's own state unchanged. */
  problemsWith(texts: GivenTexts): Promise<readonly Problem[]> {
    const { run, like } = this.#dryRun(texts);
    return run.checkWith(like, [...texts.keys()]);
  }

  /**
   * The editor's preview of a form not saved, whatever the site finds wrong elsewhere, never written; undefined when
   * its copy does not pass its schema, a link leads nowhere or the frame cannot be rendered.
   */
  renderWith(texts: GivenTexts, path: string): Promise<string | undefined> {
    const { run, like } = this.#dryRun(texts);
    return run.render(like, path);
  }

  /** A site reading `texts`, and this one's state to start from unless a given file changes the frame. */
  #dryRun(texts: GivenTexts) {
    const state = this.framed();
    const like = state && !this.#frameChanged(state, [...texts.keys()]) ? state : undefined;
    return { run: new DryRun(this.config, { cache: this.cache, texts }), like };
  }

  /** Whether a save of `files` changes the frame: site.yaml, a file the frame read, a file added or removed. */
  #frameChanged(state: Framed, files: readonly string[]): boolean {
    const { root } = this.config;
    return files.some(
      (f) => FRAME_FILES.has(f) || state.files.has(f) || state.listed.has(f) !== existsSync(join(root, f)),
    );
  }

  async preview(path: string): Promise<void> {
    const state = this.framed();
    if (!state) return;
    if (!this.#dist.known(path)) {
      const name = path.replace(/^assets\/og\/(.*)\.[0-9a-f]{10}\.png$/, "$1");
      const owner = state.routes.find((r) => previewName(r.path) === name);
      if (owner) this.render(owner.path);
    }
    await this.#dist.draw(path, state.font);
  }

  /** The frame dist/'s pages were made from: the current one, or the last good one while site.yaml is unusable. */
  lastFramed(): Framed | undefined {
    return this.framed() ?? this.#previous;
  }

  protected override async adopting(next: Framed | Unusable, newAssets: boolean): Promise<void> {
    if (!("ranges" in next)) {
      const last = this.framed();
      if (last) this.#previous = last; // dist/ keeps its pages; the problems are now site.yaml's alone
      return;
    }
    this.#cursor = 0;
    const written = next.site && (await this.frameOutput(next, next.site, newAssets).files);
    // From here on synchronous: requests and the background pass see the old state or the new one, never a mix.
    const last = this.framed() ?? this.#previous;
    await this.#dist.frame(written, written ? (last?.routes ?? []).filter((r) => !next.rangeOf.has(r.path)) : []);
    this.#previous = undefined;
  }

  /** Range `i` passed: rendered into dist/ when it has no problem and the frame can be rendered. */
  #renderNow(state: Framed, i: number): Step {
    const { routes } = state.ranges[i]!;
    let rendered = 0;
    const { passed, problemsChanged } = this.pass(state, i, (files, toDraw) => {
      this.#dist.pages(routes, files, toDraw);
      rendered = files.length;
    });
    return { rendered, found: passed.problems, problemsChanged, changed: rendered > 0 };
  }
}

/** A site checked with given texts and never written: the ranges of the site it runs for, or a frame of its own. */
class DryRun extends OpenSite {
  protected override readonly rangeSize = RANGE_ROUTES;

  async checkWith(like: Framed | undefined, given: readonly string[]): Promise<readonly Problem[]> {
    const state = await this.#open(like);
    state?.ranges.forEach((range, i) => {
      if (!like || range.stale || given.some((f) => range.reads.includes(f))) this.pass(state, i);
    });
    return distinct(this.found());
  }

  /** The route at `path` rendered from its range's checked copy, problems or not (pool/pages.ts renders none then). */
  async render(like: Framed | undefined, path: string): Promise<string | undefined> {
    const state = await this.#open(like);
    const i = state?.rangeOf.get(path);
    const route = state?.routes.find((r) => r.path === path);
    // The site as pages show it though other pages have problems (a build renders none then), and its assets.
    const site = state?.rendering?.site ?? state?.shown;
    const assets = state?.rendering?.assets ?? this.cache.assets?.manifest;
    if (!state || !site || !assets || i === undefined || !route) return undefined;
    const own = this.pass(state, i).passed.pages.filter((p) => !SHARED_KINDS.has(p.kind));
    if (!own.some((p) => p.page === route.page) && !site.pages.some((p) => p.page === route.page)) return undefined;
    try {
      return renderRoute({ ...site, pages: [...site.pages, ...own.map(typesetPage)] }, route, assets);
    } catch (error) {
      // A link that leads nowhere (half a page id, as typed) stops a render, never a href="#": not shown either.
      if (error instanceof ProblemsError) return undefined;
      throw error;
    }
  }

  async #open(like: Framed | undefined): Promise<Framed | undefined> {
    if (like) this.state = { ...like, ranges: like.ranges.map((range) => ({ ...range })) };
    else await this.loadFrame(false);
    return this.framed();
  }
}
