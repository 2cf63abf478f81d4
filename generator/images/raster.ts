// Drawing an SVG into a PNG with resvg, with the one font it may use (Inter, decoded from the npm WOFF2), and
// the PNGs and the decoded font kept on disk for the next build (node_modules/.cache/sitegen/).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ResvgRenderOptions } from "@resvg/resvg-js";
import { readIfAny } from "../fs-errors.ts";
import { writeFileAtomicSync } from "../write/atomic.ts";
import { fontMetrics, woff2ToTtf, type FontMetrics } from "./og-font.ts";

/** Only the given font file, never the machine's fonts: the same input gives the same bytes everywhere. */
export function resvgOptions(fontPath: string): ResvgRenderOptions {
  return { font: { loadSystemFonts: false, fontFiles: [fontPath], defaultFontFamily: "Inter" }, logLevel: "off" };
}

// PNGs (tens of ms each to draw) are kept on disk, in memory only while drawn: a long dev session would hold them all.
const drawing = new Map<string, Promise<Uint8Array>>();

/** The hash of everything that decides a PNG's bytes: it names the image before it is drawn. */
export function rasterKey(svg: string, options: ResvgRenderOptions, fontHash: string): string {
  return createHash("sha256")
    .update(`${RESVG_VERSION}\0${fontHash}\0${JSON.stringify(options.fitTo ?? null)}\0${svg}`)
    .digest("hex")
    .slice(0, 32);
}

export function rasterise(
  svg: string,
  options: ResvgRenderOptions,
  fontHash: string,
): { key: string; png: Promise<Uint8Array> } {
  const key = rasterKey(svg, options, fontHash);
  const known = drawing.get(key) ?? fromDisk(key);
  if (known) return { key, png: known };
  // resvg (a native module, ~20 ms to load) is imported only when something has to be drawn.
  const png = import("@resvg/resvg-js")
    .then(({ renderAsync }) => renderAsync(svg, options))
    .then((image) => {
      const png = new Uint8Array(image.asPng());
      writeAtomically(join(CACHE_DIR, "og", `${key}.png`), png); // a cache that cannot be written only costs time
      return png;
    });
  drawing.set(key, png);
  const done = () => void drawing.delete(key);
  png.then(done, done);
  return { key, png };
}

const require = createRequire(import.meta.url);
const RESVG_PACKAGE = require.resolve("@resvg/resvg-js/package.json");
const RESVG_VERSION = (JSON.parse(readFileSync(RESVG_PACKAGE, "utf8")) as { version: string }).version;
const CACHE_DIR = join(RESVG_PACKAGE, "..", "..", "..", ".cache", "sitegen");
/** Inter as @fontsource-variable/inter ships it: the site's font, and what the previews' TrueType copy is decoded from. */
export const INTER_WOFF2 = join(
  require.resolve("@fontsource-variable/inter/package.json"),
  "..",
  "files",
  "inter-latin-wght-normal.woff2",
);
const PNG_SIGNATURE = "89504e470d0a1a0a";

function fromDisk(key: string): Promise<Uint8Array> | undefined {
  const png = readIfAny(join(CACHE_DIR, "og", `${key}.png`));
  return png?.subarray(0, 8).toString("hex") === PNG_SIGNATURE ? Promise.resolve(new Uint8Array(png)) : undefined;
}

function writeAtomically(path: string, data: Uint8Array): boolean {
  try {
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileAtomicSync(path, data); // a parallel build never reads half a file
    return true;
  } catch {
    return false;
  }
}

export interface InterFont {
  readonly path: string;
  readonly hash: string;
  readonly metrics: FontMetrics;
}

let font: Promise<InterFont> | undefined;

/** Inter as a TrueType file resvg can load: decoded once per WOFF2 version and kept in the cache folder (or the OS temp folder). */
export function interFont(): Promise<InterFont> {
  if (!font) {
    font = loadInter();
    font.catch(() => (font = undefined)); // a failed decode is tried again by the next build in this process
  }
  return font;
}

async function loadInter(): Promise<InterFont> {
  const woff2 = readFileSync(INTER_WOFF2);
  const hash = createHash("sha256").update(woff2).digest("hex").slice(0, 16);
  const name = `inter-latin-wght-normal.${hash}.ttf`;
  // The cached file saves the decoder's start and run (~30 ms) on every build after the first.
  for (const dir of [join(CACHE_DIR, "fonts"), join(tmpdir(), "sitegen-fonts")]) {
    const path = join(dir, name);
    if (existsSync(path)) return { path, hash, metrics: fontMetrics(readFileSync(path)) };
  }
  const ttf = await woff2ToTtf(woff2);
  const path = [join(CACHE_DIR, "fonts", name), join(tmpdir(), "sitegen-fonts", name)].find((p) =>
    writeAtomically(p, ttf),
  );
  if (!path) throw new Error("could not write the decoded Inter font to node_modules/.cache or the temp folder");
  return { path, hash, metrics: fontMetrics(ttf) };
}
