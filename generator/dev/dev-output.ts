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

export interface DevOutput {
  readonly dir: string;
  readonly hashes: OutputHashes;
  /** Writes `contents` at `path` unless the file already holds them; true when written. */
  write(path: string, contents: string | Uint8Array): boolean;
  remove(path: string): void;
  has(path: string): boolean;
}

/**
 * The dev session's dist/ with `files` in it: a fresh folder swapped in whole (the previous build's files go, as
 * after `sitegen build`), or, with `hashes` handed over from the session before a code reload or without files
 * to start from (a first frame with problems keeps the last good build), the folder as it is.
 */
export async function openDevOutput(
  dir: string,
  files: readonly OutputFile[] | undefined,
  hashes?: OutputHashes,
  warn: (warning: string) => void = console.warn,
): Promise<DevOutput> {
  const output = devOutput(dir, hashes ?? new Map());
  if (hashes || !files) {
    for (const file of files ?? []) output.write(file.path, file.contents);
    return output;
  }
  const staging = await diskWriter(dir).open(); // swapped in whole: no staging folder stays behind
  await staging.write(files);
  for (const warning of await staging.commit()) warn(warning);
  for (const file of files) output.hashes.set(file.path, hashOf(file.contents));
  return output;
}

function devOutput(dir: string, hashes: OutputHashes): DevOutput {
  const made = new Set<string>();
  return {
    dir,
    hashes,
    write(path, contents) {
      const hash = hashOf(contents);
      if (hashes.get(path) === hash) return false;
      writeFileInto(dir, path, contents, made);
      hashes.set(path, hash);
      return true;
    },
    remove(path) {
      if (!hashes.delete(path)) return;
      rmSync(join(dir, path), { force: true });
    },
    has: (path) => hashes.has(path),
  };
}

function hashOf(contents: string | Uint8Array): string {
  return createHash("sha1").update(contents).digest("base64");
}

/**
 * sitegen dev's dist/ as the open site (site.ts) writes it: the site-wide files of each frame, the pages of each
 * range rendered, and the preview images its pages show, drawn only when requested.
 */
export class DevDist {
  readonly #dir: string;
  readonly #handedOver: OutputHashes | undefined;
  readonly #warn: ((warning: string) => void) | undefined;
  #output: DevOutput | undefined;
  #siteFiles: ReadonlySet<string> = new Set();
  readonly #previews = new Map<string, string>(); // PNG path → its SVG, drawn when requested
  readonly #previewOf = new Map<string, string>(); // route path → its PNG path

  constructor(dir: string, handedOver: OutputHashes | undefined, warn: ((warning: string) => void) | undefined) {
    this.#dir = dir;
    this.#handedOver = handedOver;
    this.#warn = warn;
  }

  /** A new frame's site-wide files (none while it has problems); the routes it no longer has lose their files. */
  async frame(written: readonly OutputFile[] | undefined, gone: readonly Route[]): Promise<void> {
    const output = (this.#output ??= await openDevOutput(this.#dir, written, this.#handedOver, this.#warn));
    if (!written) return;
    const paths = new Set(written.map((f) => f.path));
    for (const file of written) output.write(file.path, file.contents);
    for (const path of this.#siteFiles) if (!paths.has(path)) output.remove(path);
    for (const route of gone) {
      output.remove(route.outputPath);
      output.remove(this.#previewOf.get(route.path) ?? "");
      this.#previewOf.delete(route.path);
    }
    this.#siteFiles = paths;
  }

  /** A range's pages, and the preview images they show (drawn when requested); a page's old image goes. */
  pages(routes: readonly Route[], files: readonly OutputFile[], toDraw: readonly (PreviewToDraw | undefined)[]): void {
    const output = this.#output!;
    for (const page of files) output.write(page.path, page.contents);
    routes.forEach((route, k) => {
      const drawn = toDraw[k];
      if (!drawn) return;
      const was = this.#previewOf.get(route.path);
      if (was && was !== drawn.path) {
        this.#previews.delete(was);
        output.remove(was); // a build would not write the old image any more
      }
      this.#previewOf.set(route.path, drawn.path);
      this.#previews.set(drawn.path, drawn.svg);
    });
  }

  /** True when the preview image at `path` is in dist/ or named by a page rendered. */
  known(path: string): boolean {
    return this.#previews.has(path) || !!this.#output?.has(path);
  }

  /** Draws the preview image at `path` into dist/ if a page shows it and it is not there yet. */
  async draw(path: string, font: InterFont | undefined): Promise<void> {
    const svg = this.#previews.get(path);
    if (svg === undefined || !font || this.#output?.has(path)) return;
    const drawn = await drawPreview({ path, svg }, font);
    if (this.#previews.get(path) === svg) this.#output!.write(drawn.path, drawn.contents); // still shown by its page
  }

  /** What the session that takes over after a code change starts from. */
  hashes(): OutputHashes {
    return this.#output?.hashes ?? new Map();
  }
}
