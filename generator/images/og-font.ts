// @fontsource-variable/inter ships WOFF2 only and resvg reads only TrueType/OpenType: woff2-encoder (Google's
// reference decoder in WebAssembly, no download, no native build) decodes it.
/** The TrueType font inside `woff2`. Loaded on first use: only a build without the decoded font in its cache needs it. */
export async function woff2ToTtf(woff2: Uint8Array): Promise<Uint8Array> {
  const { default: decompress } = await import("woff2-encoder/decompress");
  return decompress(woff2);
}

/** Advance widths from a TrueType font's cmap (format 4) and hmtx, to wrap lines before resvg sets them. */
export interface FontMetrics {
  /** Width of `text` in px at `size`, without kerning. */
  width(text: string, size: number): number;
}

export function fontMetrics(ttf: Uint8Array): FontMetrics {
  const view = new DataView(ttf.buffer, ttf.byteOffset, ttf.byteLength);
  const tables = new Map<string, number>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const at = 12 + 16 * i;
    tables.set(String.fromCharCode(...ttf.subarray(at, at + 4)), view.getUint32(at + 8));
  }
  const table = (tag: string) => {
    const at = tables.get(tag);
    if (at === undefined) throw new Error(`font: no ${tag} table`);
    return at;
  };
  const unitsPerEm = view.getUint16(table("head") + 18);
  const metricsCount = view.getUint16(table("hhea") + 34);
  const hmtx = table("hmtx");
  const advance = (glyph: number) => view.getUint16(hmtx + 4 * Math.min(glyph, metricsCount - 1));

  const cmap = table("cmap");
  let format4 = -1;
  for (let i = 0; i < view.getUint16(cmap + 2); i++) {
    const rec = cmap + 4 + 8 * i;
    const sub = cmap + view.getUint32(rec + 4);
    if (view.getUint16(rec) === 3 && view.getUint16(rec + 2) === 1 && view.getUint16(sub) === 4) format4 = sub;
  }
  if (format4 < 0) throw new Error("font: no Unicode BMP cmap (format 4)");
  const segments = view.getUint16(format4 + 6) / 2;
  const ends = format4 + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const ranges = deltas + 2 * segments;
  const glyphOf = (code: number): number => {
    for (let s = 0; s < segments; s++) {
      if (code > view.getUint16(ends + 2 * s)) continue;
      const start = view.getUint16(starts + 2 * s);
      if (code < start) return 0;
      const delta = view.getInt16(deltas + 2 * s);
      const rangeAt = ranges + 2 * s;
      const range = view.getUint16(rangeAt);
      if (range === 0) return (code + delta) & 0xffff;
      const glyph = view.getUint16(rangeAt + range + 2 * (code - start));
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
  const cache = new Map<string, number>();
  return {
    width(text, size) {
      let units = 0;
      for (const ch of text) {
        let w = cache.get(ch);
        if (w === undefined) cache.set(ch, (w = advance(glyphOf(ch.codePointAt(0)!))));
        units += w;
      }
      return (units * size) / unitsPerEm;
    },
  };
}
