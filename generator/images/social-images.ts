// Social preview images: one 1200×630 PNG per page and language, plus logo.png for the structured data. One image
// per page, not per kind: the title on the image is what a shared link shows. Finished PNGs are cached by their SVG,
// so a build draws only the images whose title or design changed. The variable font's default instance is Regular
// (resvg 2.6 does not apply the weight axis): headings get weight from a stroke.
import type { Lang, OutputFile, Route, Site } from "../model.ts";
import { logoMark } from "../render/logo-mark.ts";
import { routeContent } from "../routes/page-index.ts";
import type { FontMetrics } from "./og-font.ts";
import { interFont, rasterise, rasterKey, resvgOptions, type InterFont } from "./raster.ts";
import { escapeXml } from "../render/escape.ts";
import { plain } from "../typeset/plain.ts";
import { wrapWords } from "../terminal-text.ts";
import { pageFeatures } from "../page-kinds.ts";

export { interFont, resvgOptions } from "./raster.ts";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
export const LOGO_PATH = "/logo.png";
export const LOGO_SIZE = 512;

export interface OgImage {
  readonly path: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** What the pages link to: each route's preview image (404.html has none) and the logo. */
export interface SocialImages {
  readonly byRoute: ReadonlyMap<string, OgImage>;
  readonly logo: OgImage;
}

const COLORS = {
  night: "#0b1b2e",
  deep: "#123a5e",
  steel: "#1d4d78",
  rib: "#5cc8ff",
  muted: "#9db8d6",
  text: "#ffffff",
  heatFrom: "#ffb020",
  heatTo: "#e8452c",
} as const;

/** What naming every page's preview image needs, known before any page is checked; sent to every render thread. */
export interface SocialSetup {
  /** One image per page, or (sitegen build --no-page-previews) each language's home page image for all its pages. */
  readonly perPage: boolean;
  readonly logo: OgImage;
  /** The home page's image of each language (drawn up front): what every page shows without per-page previews. */
  readonly homes: Partial<Record<Lang, OgImage>>;
}

/** A preview image named and laid out, not yet drawn: the thread that drew its SVG sends it to this one. */
export interface PreviewToDraw {
  readonly path: string;
  readonly svg: string;
}

/** What every page needs first: logo.png and the home pages' previews, drawn meanwhile on resvg's threads (`files`). */
export async function socialSetup(
  site: Site,
  routes: readonly Route[],
  perPage: boolean,
): Promise<{ setup: SocialSetup; files: Promise<OutputFile>[] }> {
  const font = await interFont();
  const homes: Partial<Record<Lang, OgImage>> = {};
  const files = [renderLogo(font)];
  if (!perPage)
    for (const route of routes.filter((r) => pageFeatures(r.kind).front)) {
      const preview = pagePreview(site, route, font);
      homes[route.lang] = preview.image;
      files.push(drawPreview(preview, font));
    }
  for (const file of files) file.catch(() => {}); // awaited by build() before it commits; a failure is reported there
  const logo = { path: LOGO_PATH, width: LOGO_SIZE, height: LOGO_SIZE, alt: site.config.product };
  return { setup: { perPage, logo, homes }, files };
}

/** The preview images of `routes` (the pages whose copy `site` holds), with the ones this thread must have drawn. */
export function previewsOf(
  site: Site,
  routes: readonly Route[],
  setup: SocialSetup,
  font: InterFont | undefined,
): { images: SocialImages; toDraw: PreviewToDraw[] } {
  const byRoute = new Map<string, OgImage>();
  const toDraw: PreviewToDraw[] = [];
  for (const route of routes) {
    if (!setup.perPage || !font) {
      const home = setup.homes[route.lang];
      if (home) byRoute.set(route.path, home);
      continue;
    }
    const preview = pagePreview(site, route, font);
    byRoute.set(route.path, preview.image);
    toDraw.push({ path: preview.path, svg: preview.svg });
  }
  return { images: { byRoute, logo: setup.logo }, toDraw };
}

export function drawPreview({ path, svg }: PreviewToDraw, font: InterFont): Promise<OutputFile> {
  return rasterise(svg, resvgOptions(font.path), font.hash).png.then((contents) => ({ path, contents }));
}

function pagePreview(site: Site, route: Route, font: InterFont): PreviewToDraw & { image: OgImage } {
  const { config } = site;
  const title = plain(routeContent(site, route).title);
  const host = new URL(config.baseUrl).host;
  const svg = previewSvg(title, config.product, host, font.metrics);
  const key = rasterKey(svg, resvgOptions(font.path), font.hash);
  // Named by the hash of what decides the bytes (cheaper than hashing the PNG), so a new title gets a new URL.
  const path = `assets/og/${previewName(route.path)}.${key.slice(0, 10)}.png`;
  const alt = title.includes(config.product) ? title : `${config.product}: ${title}`; // what the image shows
  return { path, svg, image: { path: `/${path}`, width: OG_WIDTH, height: OG_HEIGHT, alt } };
}

/** The name of the preview image of the page at `path`, before its hash: "index", "en-faq". */
export function previewName(path: string): string {
  return path === "/" ? "index" : path.slice(1).replace(/\//g, "-");
}

/** The logo symbol of the header (templates/layout/logo.tsx) on a night-blue tile, as for the favicon. */
async function renderLogo(font: InterFont): Promise<OutputFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="36" height="36" viewBox="0 0 36 36"><rect width="36" height="36" rx="8" fill="${COLORS.night}"/>${logoMark()}</svg>`;
  const { png } = rasterise(svg, { ...resvgOptions(font.path), fitTo: { mode: "width", value: LOGO_SIZE } }, font.hash);
  return { path: LOGO_PATH.slice(1), contents: await png };
}

const TITLE = { x: 80, top: 262, maxWidth: 640, sizes: [64, 58, 52, 48, 44], maxLines: 3, lineHeight: 1.16 } as const;

/** The preview: brand at the top left, the page title in up to three lines, a container cluster giving off heat on the right. */
export function previewSvg(title: string, product: string, host: string, metrics: FontMetrics): string {
  const { size, lines } = fitTitle(title, metrics);
  const titleText = lines
    .map(
      (line, i) =>
        `<tspan x="${TITLE.x}" y="${Math.round(TITLE.top + i * size * TITLE.lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<defs>
<linearGradient id="heat" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${COLORS.heatFrom}"/><stop offset="1" stop-color="${COLORS.heatTo}"/></linearGradient>
<linearGradient id="rise" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${COLORS.heatFrom}"/><stop offset="1" stop-color="${COLORS.heatTo}" stop-opacity="0.35"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${COLORS.heatTo}" stop-opacity="0.32"/><stop offset="1" stop-color="${COLORS.heatTo}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${COLORS.night}"/>
<ellipse cx="975" cy="300" rx="300" ry="230" fill="url(#glow)"/>
${containerCluster()}
<g transform="translate(80 64) scale(1.75)">${logoMark()}</g>
<text x="152" y="112" font-family="Inter" font-size="38" fill="${COLORS.text}" stroke="${COLORS.text}" stroke-width="0.9" stroke-linejoin="round">${escapeXml(product)}</text>
<rect x="80" y="160" width="132" height="8" rx="4" fill="url(#heat)"/>
<text font-family="Inter" font-size="${size}" fill="${COLORS.text}" stroke="${COLORS.text}" stroke-width="${(size / 40).toFixed(2)}" stroke-linejoin="round">${titleText}</text>
<text x="80" y="566" font-family="Inter" font-size="26" fill="${COLORS.muted}">${escapeXml(host)}</text>
<rect y="${OG_HEIGHT - 12}" width="${OG_WIDTH}" height="12" fill="url(#heat)"/>
</svg>`;
}

/** The largest size at which the title fits in three lines, no word wider than a line; at the smallest size, what does not fit ends in "…". */
export function fitTitle(title: string, metrics: FontMetrics): { size: number; lines: string[] } {
  for (const size of TITLE.sizes) {
    const fits = (s: string) => metrics.width(s, size) <= TITLE.maxWidth;
    const all = wrapWords(title, fits);
    if (all.length <= TITLE.maxLines && all.every(fits)) return { size, lines: all };
    if (size !== TITLE.sizes.at(-1)) continue;
    const lines = all.slice(0, TITLE.maxLines);
    if (all.length > TITLE.maxLines) lines[TITLE.maxLines - 1] = `${lines[TITLE.maxLines - 1]} …`;
    return { size, lines: lines.map((line) => clip(line, fits)) };
  }
  throw new Error("TITLE.sizes is empty");
}

function clip(line: string, fits: (s: string) => boolean): string {
  if (fits(line)) return line;
  const chars = Array.from(line.replace(/\s*…$/, ""));
  while (chars.length > 1 && !fits(`${chars.join("").trimEnd()} …`)) chars.pop();
  return `${chars.join("").trimEnd()} …`;
}

/** Five 20-foot containers (three below, two on top) with ribbed doors, and heat rising from the top row in waves. */
function containerCluster(): string {
  const box = (x: number, y: number, fill: string) => {
    const ribs = Array.from({ length: 7 }, (_, i) => `M${x + 18 + i * 17} ${y + 14}v44`).join("");
    return `<rect x="${x}" y="${y}" width="140" height="72" rx="6" fill="${fill}"/><path d="${ribs}" stroke="${COLORS.rib}" stroke-opacity="0.55" stroke-width="3" stroke-linecap="round"/><rect x="${x}" y="${y}" width="140" height="72" rx="6" fill="none" stroke="${COLORS.rib}" stroke-opacity="0.35" stroke-width="2"/>`;
  };
  const waves = [858, 928, 998, 1068]
    .map((x, i) => {
      const segments = Array.from({ length: 5 + (i % 2) }, (_, k) =>
        k % 2 === 0 ? "c-12-9-12-18 0-27" : "c12-9 12-18 0-27",
      ).join("");
      return `<path d="M${x} 302${segments}" fill="none" stroke="url(#rise)" stroke-width="8" stroke-linecap="round"/>`;
    })
    .join("");
  return `<g>${waves}${box(820, 318, COLORS.steel)}${box(970, 318, COLORS.deep)}${box(745, 400, COLORS.deep)}${box(895, 400, COLORS.steel)}${box(1045, 400, COLORS.deep)}<rect x="730" y="482" width="470" height="6" rx="3" fill="${COLORS.rib}" fill-opacity="0.25"/></g>`;
}
