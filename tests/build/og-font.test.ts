// The font of the preview images: Inter, decoded from the npm package's WOFF2, must reach resvg, or a
// shared link shows the background without its title (resvg draws nothing for text it has no font for).
// Decodes afresh (not from the cache folder), renders known titles and looks at the pixels where the title goes.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fontMetrics, woff2ToTtf, type FontMetrics } from "../../generator/images/og-font.ts";
import { OG_WIDTH, previewSvg, resvgOptions } from "../../generator/images/social-images.ts";

// Where previewSvg sets the title: from x 80, at most 640 px wide, up to three lines below y 262 - 64.
const TITLE_AREA = { left: 80, right: 740, top: 190, bottom: 440 } as const;

let dir: string;
let fontPath: string;
let metrics: FontMetrics;

beforeAll(async () => {
  const require = createRequire(import.meta.url);
  const woff2 = readFileSync(
    join(require.resolve("@fontsource-variable/inter/package.json"), "..", "files", "inter-latin-wght-normal.woff2"),
  );
  const ttf = await woff2ToTtf(woff2);
  dir = mkdtempSync(join(tmpdir(), "og-font-test-"));
  fontPath = join(dir, "inter.ttf");
  writeFileSync(fontPath, ttf);
  metrics = fontMetrics(ttf);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** For each column of the title area, whether the title's white ink covers any pixel of it. */
function inkColumns(title: string): boolean[] {
  const svg = previewSvg(title, "Rechenwärme", "example.org", metrics);
  const image = new Resvg(svg, resvgOptions(fontPath)).render();
  const pixels = image.pixels;
  const columns: boolean[] = [];
  for (let x = TITLE_AREA.left; x < TITLE_AREA.right; x++) {
    let ink = false;
    for (let y = TITLE_AREA.top; y < TITLE_AREA.bottom && !ink; y++) {
      const at = (y * OG_WIDTH + x) * 4;
      ink = pixels[at]! > 200 && pixels[at + 1]! > 200 && pixels[at + 2]! > 200; // the title is #ffffff on night blue
    }
    columns.push(ink);
  }
  return columns;
}

/** Runs of inked columns: one per upright stroke group, e.g. four for "I I I I". */
function inkRuns(columns: readonly boolean[]): number {
  return columns.filter((ink, i) => ink && !columns[i - 1]).length;
}

describe("the preview image's font", () => {
  it("leaves the title area empty for an empty title, so ink there is the title's", () => {
    expect(inkColumns("").filter(Boolean)).toHaveLength(0);
  });

  it("draws each glyph of a known title: four separate strokes for 'I I I I'", () => {
    expect(inkRuns(inkColumns("I I I I"))).toBe(4);
  });

  it("draws a title as wide as the font's metrics say, so wrapped lines fit the space left of the drawing", () => {
    const title = "Abwärme heizt";
    const columns = inkColumns(title);
    const size = Number(
      /<text font-family="Inter" font-size="(\d+)"[^>]*><tspan/.exec(
        previewSvg(title, "Rechenwärme", "example.org", metrics),
      )![1],
    );
    const drawnRight = TITLE_AREA.left + columns.lastIndexOf(true);
    // The glyph outlines end within a few px of the advance widths (side bearings, the heading's stroke).
    expect(Math.abs(drawnRight - (TITLE_AREA.left + metrics.width(title, size)))).toBeLessThan(8);
    expect(columns.filter(Boolean).length).toBeGreaterThan(0.6 * metrics.width(title, size));
  });
});
