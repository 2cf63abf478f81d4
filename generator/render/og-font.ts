// WOFF2 → TrueType, so resvg (which reads only TrueType/OpenType) can set the preview images in Inter.
// The npm package @fontsource-variable/inter ships WOFF2 only; this decodes it in memory with Node's
// brotli (W3C WOFF2 §5, glyf/loca transform version 0), with no font from the machine and no extra package.
import { brotliDecompressSync } from "node:zlib";

// The 63 table tags WOFF2 names by index (W3C WOFF2 §4.1 "Known Table Tags").
const KNOWN_TAGS = [
  "cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post", "cvt ", "fpgm", "glyf", "loca", "prep", "CFF ", "VORG", "EBDT",
  "EBLC", "gasp", "hdmx", "kern", "LTSH", "PCLT", "VDMX", "vhea", "vmtx", "BASE", "GDEF", "GPOS", "GSUB", "EBSC", "JSTF", "MATH",
  "CBDT", "CBLC", "COLR", "CPAL", "SVG ", "sbix", "acnt", "avar", "bdat", "bloc", "bsln", "cvar", "fdsc", "feat", "fmtx", "fvar",
  "gvar", "hsty", "just", "lcar", "mort", "morx", "opbd", "prop", "trak", "Zapf", "Silf", "Glat", "Gloc", "Feat", "Sill",
] as const;

interface TableEntry {
  readonly tag: string;
  readonly transformed: boolean;
  readonly length: number; // bytes in the decompressed stream
}

/** Reads big-endian values and WOFF2's variable-length integers from a buffer, front to back. */
class Reader {
  offset = 0;
  readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }
  u8(): number {
    if (this.offset >= this.bytes.length) throw new Error("woff2: read past the end of a stream");
    return this.bytes[this.offset++]!;
  }
  u16(): number {
    return (this.u8() << 8) | this.u8();
  }
  i16(): number {
    const v = this.u16();
    return v & 0x8000 ? v - 0x10000 : v;
  }
  u32(): number {
    return ((this.u16() << 16) >>> 0) + this.u16();
  }
  base128(): number {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = this.u8();
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error("woff2: UIntBase128 longer than 5 bytes");
  }
  /** 255UInt16 (W3C WOFF2 §4.2). */
  u255(): number {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 255) return this.u8() + 253;
    if (code === 254) return this.u8() + 506;
    return code;
  }
  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new Error("woff2: a stream is shorter than its header says");
    const out = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return out;
  }
}

/** A growable big-endian byte buffer. */
class Writer {
  private buffer = new Uint8Array(1024);
  length = 0;
  private room(n: number): void {
    if (this.length + n <= this.buffer.length) return;
    const next = new Uint8Array(Math.max(this.buffer.length * 2, this.length + n));
    next.set(this.buffer.subarray(0, this.length));
    this.buffer = next;
  }
  u8(v: number): void {
    this.room(1);
    this.buffer[this.length++] = v & 0xff;
  }
  u16(v: number): void {
    this.u8(v >> 8);
    this.u8(v);
  }
  u32(v: number): void {
    this.u16(v >>> 16);
    this.u16(v & 0xffff);
  }
  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buffer.set(b, this.length);
    this.length += b.length;
  }
  pad(to: number): void {
    while (this.length % to !== 0) this.u8(0);
  }
  result(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}

/** The TrueType font inside a WOFF2 file. Throws on collections, CFF flavours and hmtx transforms, which Inter does not use. */
export function woff2ToTtf(woff2: Uint8Array): Uint8Array {
  const r = new Reader(woff2);
  if (r.u32() !== 0x774f4632) throw new Error("woff2: not a WOFF2 file");
  const flavor = r.u32();
  if (flavor !== 0x00010000) throw new Error(`woff2: flavour 0x${flavor.toString(16)} is not TrueType`);
  r.u32(); // length
  const numTables = r.u16();
  r.u16(); // reserved
  r.u32(); // totalSfntSize
  const compressedLength = r.u32();
  r.offset += 2 + 2 + 4 + 4 + 4 + 4 + 4; // versions, metadata and private blocks

  const tables: TableEntry[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = r.u8();
    const tag = (flags & 0x3f) === 0x3f ? String.fromCharCode(...r.take(4)) : KNOWN_TAGS[flags & 0x3f]!;
    const version = flags >> 6;
    const origLength = r.base128();
    // glyf and loca are transformed with version 0 and stored as-is with 3; every other table the other way round.
    const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
    if (transformed && tag !== "glyf" && tag !== "loca") throw new Error(`woff2: transformed ${tag} table is not supported`);
    tables.push({ tag, transformed, length: transformed ? r.base128() : origLength });
  }
  const stream = new Uint8Array(brotliDecompressSync(woff2.subarray(r.offset, r.offset + compressedLength)));

  const data = new Map<string, Uint8Array>();
  let at = 0;
  for (const t of tables) {
    data.set(t.tag, stream.subarray(at, at + t.length));
    at += t.length;
  }
  if (tables.find((t) => t.tag === "glyf")?.transformed) {
    const { glyf, loca } = reconstructGlyf(data.get("glyf")!);
    data.set("glyf", glyf);
    data.set("loca", loca);
  }
  return sfnt(data);
}

const ON_CURVE = 0x01;
const X_SHORT = 0x02;
const Y_SHORT = 0x04;
const X_SAME_OR_POSITIVE = 0x10;
const Y_SAME_OR_POSITIVE = 0x20;
const OVERLAP_SIMPLE = 0x40;

/** The glyf and loca tables from WOFF2's transformed glyf (W3C WOFF2 §5.1). */
function reconstructGlyf(transformed: Uint8Array): { glyf: Uint8Array; loca: Uint8Array } {
  const head = new Reader(transformed);
  head.u16(); // reserved
  const optionFlags = head.u16();
  const numGlyphs = head.u16();
  const indexFormat = head.u16();
  const sizes = Array.from({ length: 7 }, () => head.u32());
  const streams = sizes.map((size) => new Reader(head.take(size)));
  const [nContours, nPoints, flagStream, glyphStream, composite, bboxStream, instructions] = streams as [Reader, Reader, Reader, Reader, Reader, Reader, Reader];
  const bitmap = bboxStream.take(4 * Math.floor((numGlyphs + 31) / 32));
  const overlap = optionFlags & 1 ? head.take(Math.floor((numGlyphs + 7) / 8)) : undefined;
  const bit = (map: Uint8Array, i: number) => (map[i >> 3]! & (0x80 >> (i & 7))) !== 0;

  const glyf = new Writer();
  const offsets: number[] = [];
  for (let g = 0; g < numGlyphs; g++) {
    offsets.push(glyf.length);
    const contours = nContours.i16();
    if (contours === 0) continue; // an empty glyph (space): no data
    if (contours > 0) {
      const ends: number[] = [];
      let total = 0;
      for (let c = 0; c < contours; c++) {
        total += nPoints.u255();
        ends.push(total - 1);
      }
      const points = triplets(total, flagStream, glyphStream);
      const code = instructions.take(glyphStream.u255());
      const box = bit(bitmap, g) ? [bboxStream.i16(), bboxStream.i16(), bboxStream.i16(), bboxStream.i16()] : boundingBox(points);
      glyf.u16(contours);
      for (const v of box) glyf.u16(v & 0xffff);
      for (const end of ends) glyf.u16(end);
      glyf.u16(code.length);
      glyf.bytes(code);
      writePoints(glyf, points, overlap !== undefined && bit(overlap, g));
    } else {
      if (!bit(bitmap, g)) throw new Error(`woff2: composite glyph ${g} has no bounding box`);
      glyf.u16(0xffff);
      for (let i = 0; i < 4; i++) glyf.u16(bboxStream.i16() & 0xffff);
      const start = composite.offset;
      let flags: number;
      let hasInstructions = false;
      do {
        flags = composite.u16();
        composite.u16(); // glyph index
        composite.offset += (flags & 0x0001 ? 4 : 2) + (flags & 0x0008 ? 2 : flags & 0x0040 ? 4 : flags & 0x0080 ? 8 : 0);
        if (flags & 0x0100) hasInstructions = true;
      } while (flags & 0x0020);
      glyf.bytes(composite.bytes.subarray(start, composite.offset));
      if (hasInstructions) {
        const code = instructions.take(glyphStream.u255());
        glyf.u16(code.length);
        glyf.bytes(code);
      }
    }
    glyf.pad(4);
  }
  offsets.push(glyf.length);

  const loca = new Writer();
  for (const o of offsets) {
    if (indexFormat === 0) loca.u16(o / 2);
    else loca.u32(o);
  }
  return { glyf: glyf.result(), loca: loca.result() };
}

interface Point {
  readonly x: number;
  readonly y: number;
  readonly onCurve: boolean;
}

/** Absolute points from the flag and glyph streams' triplet encoding (W3C WOFF2 §5.2). */
function triplets(count: number, flags: Reader, data: Reader): Point[] {
  const points: Point[] = [];
  const signed = (flag: number, value: number) => (flag & 1 ? value : -value);
  let x = 0;
  let y = 0;
  for (let i = 0; i < count; i++) {
    const raw = flags.u8();
    const flag = raw & 0x7f;
    let dx: number;
    let dy: number;
    if (flag < 10) {
      dx = 0;
      dy = signed(flag, ((flag & 14) << 7) + data.u8());
    } else if (flag < 20) {
      dx = signed(flag, (((flag - 10) & 14) << 7) + data.u8());
      dy = 0;
    } else if (flag < 84) {
      const b0 = flag - 20;
      const b1 = data.u8();
      dx = signed(flag, 1 + (b0 & 0x30) + (b1 >> 4));
      dy = signed(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f));
    } else if (flag < 120) {
      const b0 = flag - 84;
      dx = signed(flag, 1 + (Math.floor(b0 / 12) << 8) + data.u8());
      dy = signed(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + data.u8());
    } else if (flag < 124) {
      const b1 = data.u8();
      const b2 = data.u8();
      const b3 = data.u8();
      dx = signed(flag, (b1 << 4) + (b2 >> 4));
      dy = signed(flag >> 1, ((b2 & 0x0f) << 8) + b3);
    } else {
      const b1 = data.u8();
      const b2 = data.u8();
      const b3 = data.u8();
      const b4 = data.u8();
      dx = signed(flag, (b1 << 8) + b2);
      dy = signed(flag >> 1, (b3 << 8) + b4);
    }
    x += dx;
    y += dy;
    points.push({ x, y, onCurve: (raw & 0x80) === 0 });
  }
  return points;
}

function boundingBox(points: readonly Point[]): [number, number, number, number] {
  if (points.length === 0) return [0, 0, 0, 0];
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** TrueType simple-glyph flags and coordinates: one flag per point (no repeats), short deltas where they fit. */
function writePoints(out: Writer, points: readonly Point[], overlap: boolean): void {
  const xs = new Writer();
  const ys = new Writer();
  let px = 0;
  let py = 0;
  points.forEach((p, i) => {
    let flag = (p.onCurve ? ON_CURVE : 0) | (i === 0 && overlap ? OVERLAP_SIMPLE : 0);
    const dx = p.x - px;
    const dy = p.y - py;
    if (dx === 0) flag |= X_SAME_OR_POSITIVE;
    else if (Math.abs(dx) < 256) {
      flag |= X_SHORT | (dx > 0 ? X_SAME_OR_POSITIVE : 0);
      xs.u8(Math.abs(dx));
    } else xs.u16(dx & 0xffff);
    if (dy === 0) flag |= Y_SAME_OR_POSITIVE;
    else if (Math.abs(dy) < 256) {
      flag |= Y_SHORT | (dy > 0 ? Y_SAME_OR_POSITIVE : 0);
      ys.u8(Math.abs(dy));
    } else ys.u16(dy & 0xffff);
    out.u8(flag);
    px = p.x;
    py = p.y;
  });
  out.bytes(xs.result());
  out.bytes(ys.result());
}

/** An sfnt file (TrueType) from its tables: directory sorted by tag, tables 4-byte aligned, checksums set. */
function sfnt(tables: ReadonlyMap<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const n = tags.length;
  const power = 2 ** Math.floor(Math.log2(n));
  const out = new Writer();
  out.u32(0x00010000);
  out.u16(n);
  out.u16(power * 16);
  out.u16(Math.log2(power));
  out.u16(n * 16 - power * 16);
  let offset = 12 + 16 * n;
  for (const tag of tags) {
    const data = tables.get(tag)!;
    for (const ch of tag) out.u8(ch.charCodeAt(0));
    out.u32(checksum(tag === "head" ? withoutAdjustment(data) : data));
    out.u32(offset);
    out.u32(data.length);
    offset += Math.ceil(data.length / 4) * 4;
  }
  for (const tag of tags) {
    const data = tag === "head" ? withoutAdjustment(tables.get(tag)!) : tables.get(tag)!;
    out.bytes(data);
    out.pad(4);
  }
  const font = out.result();
  const headAt = 12 + 16 * tags.indexOf("head");
  const headOffset = new DataView(font.buffer).getUint32(headAt + 8);
  new DataView(font.buffer).setUint32(headOffset + 8, (0xb1b0afba - checksum(font)) >>> 0);
  return font;
}

function withoutAdjustment(head: Uint8Array): Uint8Array {
  const copy = head.slice();
  copy.fill(0, 8, 12);
  return copy;
}

function checksum(data: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) {
    sum = (sum + (((data[i] ?? 0) << 24) | ((data[i + 1] ?? 0) << 16) | ((data[i + 2] ?? 0) << 8) | (data[i + 3] ?? 0))) >>> 0;
  }
  return sum;
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
