// dist/ as sitegen dev keeps it: each file written only when its bytes differ from the file's on disk, removed when
// no build would write it any more, one file open at a time (synchronous writes), so no site size can exhaust the
// open-file limit. What it wrote is read back from the folder, never held (a 10,000-page site's HTML is ~0.5 GB).
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { readIfAny } from "../fs-errors.ts";
import { diskWriter, writeFileInto } from "../write/write-output.ts";
import type { InterFont } from "../images/raster.ts";
import { drawPreview, type PreviewToDraw } from "../images/social-images.ts";
import type { OutputFile, Route } from "../model.ts";

/**
 * The first frame's files go into a fresh folder swapped in whole, as after `sitegen build`; otherwise the folder is
 * taken as it is: after a code reload (`takeOver`) or when a first frame with problems keeps the last good build.
 */
export class DevDist {
  readonly #dir: string;
  readonly #warn: ((warning: string) => void) | undefined;
  /** Until the first frame, unless taken over: that frame's files are swapped in as a fresh folder. */
  #fresh: boolean;
  readonly #made = new Set<string>();
  #siteFiles: ReadonlySet<string> = new Set();
  readonly #previews = new Map<string, string>(); // PNG path → its SVG, drawn when requested
  readonly #previewOf = new Map<string, string>(); // route path → its PNG path

  constructor(dir: string, takeOver: boolean, warn: ((warning: string) => void) | undefined) {
    this.#dir = dir;
    this.#fresh = !takeOver;
    this.#warn = warn;
  }

  /** A new frame's site-wide files (none while it has problems); the routes it no longer has lose their files. */
  async frame(written: readonly OutputFile[] | undefined, gone: readonly Route[]): Promise<void> {
    if (this.#fresh && written) {
      const staging = await diskWriter(this.#dir).open(); // swapped in whole: no staging folder stays behind
      await staging.write(written);
      for (const warning of await staging.commit()) (this.#warn ?? console.warn)(warning);
    } else for (const file of written ?? []) this.#write(file.path, file.contents);
    this.#fresh = false;
    if (!written) return;
    const paths = new Set(written.map((f) => f.path));
    for (const path of this.#siteFiles) if (!paths.has(path)) this.#remove(path);
    for (const route of gone) {
      this.#remove(route.outputPath);
      const preview = this.#previewOf.get(route.path);
      if (preview) this.#remove(preview);
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

  known(path: string): boolean {
    return this.#previews.has(path) || existsSync(join(this.#dir, path));
  }

  async draw(path: string, font: InterFont | undefined): Promise<void> {
    const svg = this.#previews.get(path);
    if (svg === undefined || !font || existsSync(join(this.#dir, path))) return;
    const drawn = await drawPreview({ path, svg }, font);
    if (this.#previews.get(path) === svg) this.#write(drawn.path, drawn.contents); // still shown by its page
  }

  #write(path: string, contents: string | Uint8Array): void {
    const held = readIfAny(join(this.#dir, path));
    if (!held?.equals(typeof contents === "string" ? Buffer.from(contents) : contents))
      writeFileInto(this.#dir, path, contents, this.#made);
  }

  #remove(path: string): void {
    rmSync(join(this.#dir, path), { force: true });
  }
}
