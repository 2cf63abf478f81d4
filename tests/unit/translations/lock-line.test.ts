// The one judgement of a lock line (lock-line.ts): a line as confirm writes it is judged on its bytes, every other
// line by decoding it; both must give the same verdict, or the build and `sitegen translations` would disagree.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { judgeLine, shortHash, type LineVerdict } from "../../../generator/translations/lock-line.ts";

/** A verdict as data (an entry's texts decoded). */
const plain = (verdict: LineVerdict) => (verdict.kind === "entry" ? { ...verdict, texts: verdict.texts() } : verdict);

/**
 * The verdict of the decoding judgement on the same line: a trailing space is trimmed by it, and keeps the line
 * from being read on its bytes.
 */
const decoded = (line: Buffer) => plain(judgeLine(Buffer.concat([line, Buffer.from(" ")]), 2));

/**
 * Texts a translator or a hand edit may leave: quotes, backslashes, control characters, lone surrogates, `", "`;
 * never a line break unescaped, which would end the line.
 */
const text = fc
  .oneof(
    fc.string({ unit: "binary", maxLength: 60 }),
    fc.string({
      unit: fc.constantFrom("a", "ä", '"', "\\", "\t", "\r", "\u0001", ", ", "]", "\ud800", "€", " "),
      maxLength: 12,
    }),
  )
  .map((t) => t.replaceAll("\n", ""));

/** A line of an entry: as confirm writes it (JSON), or with the texts put in by hand, unescaped. */
const line = fc
  .record({
    de: text,
    en: text,
    escaped: fc.boolean(),
    // the hashes of the texts, or of their bytes as written (they differ once a text needs an escape)
    hashOfWritten: fc.boolean(),
    key: fc.constantFrom("faq title", "faq faqs[0].a", "format", "nokey", "ü x"),
    wrongHash: fc.boolean(),
  })
  .map(({ de, en, escaped, hashOfWritten, key, wrongHash }) => {
    const written = (t: string) => (escaped ? JSON.stringify(t).slice(1, -1) : t);
    const hashOf = (t: string) => shortHash(hashOfWritten ? written(t) : t);
    const deHash = wrongHash ? shortHash(`${de}.`) : hashOf(de);
    return Buffer.from(`"${key}": ["${deHash}", "${hashOf(en)}", "${written(de)}", "${written(en)}"]`);
  });

describe("a lock line has one verdict, read on its bytes or decoded", () => {
  it("is the same for every line, however its texts were written", () => {
    fc.assert(
      fc.property(line, (bytes) => {
        expect(plain(judgeLine(bytes, 2))).toEqual(decoded(bytes));
      }),
      { numRuns: 500 },
    );
  });

  it("is the same for bytes that are not UTF-8, whose hash the bytes fit", () => {
    const bytes = Buffer.from([0xc3, 0x28, 0x66]); // a broken two-byte sequence, then "f"
    const line = Buffer.concat([
      Buffer.from(`"faq title": ["${shortHash(bytes)}", "${shortHash("b")}", "`),
      bytes,
      Buffer.from('", "b"]'),
    ]);
    expect(plain(judgeLine(line, 2))).toEqual(decoded(line));
    expect(judgeLine(line, 2)).toMatchObject({ kind: "mistake", column: 16 });
  });

  it("reads a line as confirm writes it, with its texts, and names a text corrected by hand at its hash", () => {
    const good = `"faq title": ["${shortHash("Grüße")}", "${shortHash("Hi")}", "Grüße", "Hi"]`;
    expect(plain(judgeLine(Buffer.from(good), 2))).toEqual({
      kind: "entry",
      key: "faq title",
      hashes: { de: shortHash("Grüße"), en: shortHash("Hi") },
      texts: { de: "Grüße", en: "Hi" },
    });
    const edited = good.replace('"Hi"]', '"Hello"]');
    expect(judgeLine(Buffer.from(edited), 2)).toEqual({
      kind: "mistake",
      column: edited.indexOf(shortHash("Hi")) + 1,
      reason: "the hash of the English text does not match it (edited by hand?)",
    });
  });
});
