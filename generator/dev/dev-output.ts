// dist/ as sitegen dev keeps it: each file written only when its bytes change, removed when no build would
// write it any more, one file open at a time (synchronous writes), so no site size can exhaust the open-file limit.
import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { diskWriter, writeFileInto } from "../write/write-output.ts";
import type { InterFont } from "../images/raster.ts";
import { drawPreview, type PreviewToDraw } from "../images/social-images.ts";
import type { OutputFile, Route } from "../model.ts";

/** What one dev session's output remembers of each file it wrote: a hash, not the bytes (a 10,000-page site's HTML is ~0.5 GB). */
export type OutputHashes = Map<string, string>;

/**
 * sitegen dev's dist/ as the open site (site.ts) writes it: the site-wide files of each frame, the pages of each
 * range rendered, and the preview images its pages show, drawn only when requested. The first frame's files go
 * into a fresh folder swapped in whole (the previous build's files go, as after `sitegen build`); after a code
 * reload (hashes handed over from the session before) or without files to start from (a first frame with
 * problems keeps the last good build), the folder is taken as it is.
 */
export class DevDist {
  readonly #dir: string;
  readonly #warn: ((warning: string) => void) | undefined;
  /** Each file written, by the hash of its bytes; undefined until the first frame (or what was handed over). */
  #hashes: OutputHashes | undefined;
  readonly #made = new Set<string>();
  #siteFiles: ReadonlySet<string> = new Set();
  readonly #previews = new Map<string, string>(); // PNG path → its SVG, drawn when requested
  readonly #previewOf = new Map<string, string>(); // route path → its PNG path

  constructor(dir: string, handedOver: OutputHashes | undefined, warn: ((warning: string) => void) | undefined) {
    this.#dir = dir;
    this.#hashes = handedOver;
    this.#warn = warn;
  }

  /** A new frame's site-wide files (none while it has problems); the routes it no longer has lose their files. */
  async frame(written: readonly OutputFile[] | undefined, gone: readonly Route[]): Promise<void> {
    if (!this.#hashes && written) {
      const staging = await diskWriter(this.#dir).open(); // swapped in whole: no staging folder stays behind
      await staging.write(written);
      for (const warning of await staging.commit()) (this.#warn ?? console.warn)(warning);
      this.#hashes = new Map(written.map((file) => [file.path, hashOf(file.contents)]));
    }
    this.#hashes ??= new Map();
    if (!written) return;
    const paths = new Set(written.map((f) => f.path));
    for (const file of written) this.#write(file.path, file.contents);
    for (const path of this.#siteFiles) if (!paths.has(path)) this.#remove(path);
    for (const route of gone) {
      this.#remove(route.outputPath);
      this.#remove(this.#previewOf.get(route.path) ?? "");
      this.#previewOf.delete(route.path);
    }
    this.#siteFiles = paths;
  }

  /** A range's pages, and the preview images they show (drawn when requested); a page's old image goes. */
  pages(routes: readonly Route[], files: readonly OutputFile[], toDraw: readonly (PreviewToDraw | undefined)[]): void {
    for (const page of files) this.#write(page.path, page.contents);
    routes.forEach((route, k) => {
      const drawn = toDraw[k];
      if (!drawn) return;
      const was = this.#previewOf.get(route.path);
      if (was && was !== drawn.path) {
        this.#previews.delete(was);
        this.#remove(was); // a build would not write the old image any more
      }
      this.#previewOf.set(route.path, drawn.path);
      this.#previews.set(drawn.path, drawn.svg);
    });
  }

  /** True when the preview image at `path` is in dist/ or named by a page rendered. */
  known(path: string): boolean {
    return this.#previews.has(path) || !!this.#hashes?.has(path);
  }

  /** Draws the preview image at `path` into dist/ if a page shows it and it is not there yet. */
  async draw(path: string, font: InterFont | undefined): Promise<void> {
    const svg = this.#previews.get(path);
    if (svg === undefined || !font || this.#hashes?.has(path)) return;
    const drawn = await drawPreview({ path, svg }, font);
    if (this.#previews.get(path) === svg) this.#write(drawn.path, drawn.contents); // still shown by its page
  }

  /** What the session that takes over after a code change starts from. */
  hashes(): OutputHashes {
    return this.#hashes ?? new Map();
  }

  /** Writes `contents` at `path` unless the file already holds them. */
  #write(path: string, contents: string | Uint8Array): void {
    const hash = hashOf(contents);
    if (this.#hashes!.get(path) === hash) return;
    writeFileInto(this.#dir, path, contents, this.#made);
    this.#hashes!.set(path, hash);
  }

  #remove(path: string): void {
    if (this.#hashes!.delete(path)) rmSync(join(this.#dir, path), { force: true });
  }
}

function hashOf(contents: string | Uint8Array): string {
  return createHash("sha1").update(contents).digest("base64");
}
