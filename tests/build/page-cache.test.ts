// sitegen build's warm rebuild (generator/page-cache.ts): after any edit a build that takes unchanged ranges of pages
// from node_modules/.cache/sitegen/pages writes what a cold build (--no-cache) writes, byte for byte, and finds the
// same problems; an entry that is damaged, truncated, of another version or a link is never published.
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { deserialize, serialize } from "node:v8";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { configFor } from "../../generator/options.ts";
import { ProblemsError } from "../../generator/problems/index.ts";
import { MemoryWriter } from "../../generator/write/write-output.ts";
import { build, copyProjectForTests, repoRoot } from "./project.ts";

const root = copyProjectForTests();
const pages = join(root, "node_modules", ".cache", "sitegen", "pages");
mkdirSync(join(root, "node_modules"));

const sha = (bytes: string | Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * The files of a build of the copy, each path with the hash of its bytes (compared in a moment, where the bytes of
 * the preview images took seconds), or the problems it was refused with (file:line and code). With `forged`, the
 * paths of the files that hold the word FORGED instead.
 */
async function built(cache: boolean, pagePreviews = true, forged = false): Promise<Map<string, string> | string[]> {
  const writer = new MemoryWriter();
  try {
    await build(configFor({ root, codeRoot: repoRoot, cache, pagePreviews }), writer);
    const files = [...writer.files].filter(([, bytes]) => !forged || Buffer.from(bytes).includes("FORGED"));
    return new Map(files.map(([path, bytes]) => [path, sha(bytes)]));
  } catch (error) {
    if (!(error instanceof ProblemsError)) throw error;
    return error.report.problems.map((p) => `${p.at?.file}:${p.at?.line} ${p.code}`);
  }
}
const pageFiles = readdirSync(join(root, "content"), { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".yaml") && !f.endsWith("translations.lock.yaml"))
  .map((f) => join("content", f));

describe("sitegen build with the page cache", () => {
  it("writes what a cold build writes, and finds the same problems, after random edits", async () => {
    await built(true, false); // every range kept (one preview per language: the other tests draw every page's)
    const edit = fc.record({
      file: fc.constantFrom(...pageFiles),
      line: fc.nat(),
      text: fc.constantFrom(" Wärme", " {nope}", ' "', "x", " https://example.org"),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 2 }), async (edits) => {
        const before = new Map(edits.map((e) => [e.file, readFileSync(join(root, e.file), "utf8")]));
        for (const { file, line, text } of edits) {
          const lines = readFileSync(join(root, file), "utf8").split("\n");
          // A line of plain text (a value or the continuation of one): the edits change copy more than they break YAML.
          const plain = lines.flatMap((l, i) => (/^[^"'#]*[\p{L}.]$/u.test(l) ? [i] : []));
          lines[plain[line % plain.length]!] += text;
          writeFileSync(join(root, file), lines.join("\n"));
        }
        const warm = await built(true, false);
        expect(warm).toEqual(await built(false, false));
        // The next case starts from the cache of this one's edits: ranges of files that changed back are stale too.
        for (const [file, text] of before) writeFileSync(join(root, file), text);
      }),
      { numRuns: Number(process.env["FUZZ_CASES"] ?? 3), seed: 51, endOnFailure: true },
    );
  });

  it("reports mistakes planted in files whose checks are cached at their lines, after another edit", async () => {
    await built(true, false); // every range kept
    const plant = (file: string, line: number, from: string, to: string) =>
      writeFileSync(
        join(root, file),
        readFileSync(join(root, file), "utf8")
          .split("\n")
          .map((text, i) => (i === line - 1 ? text.replace(from, to) : text))
          .join("\n"),
      );
    // In a page the frame checks, whose checks it keeps (the home page), and in a page of a range (the FAQ).
    plant("content/en/home.yaml", 14, "{figures.heatOutputC}", "{figures.heatOutput}");
    plant("content/en/faq.yaml", 17, "{figures.heatOutputC} °C", "75 °C");
    const found = await built(true, false);
    expect(found).toEqual(expect.arrayContaining(["content/en/home.yaml:14 UnknownPlaceholder"]));
    expect(found).toEqual(expect.arrayContaining(["content/en/faq.yaml:17 FigureTypedByHand"]));
    plant("content/de/workshops.yaml", 1, "json", "json "); // another page's file
    expect(await built(true, false)).toEqual(found);
    expect(await built(false, false)).toEqual(found);
    plant("content/en/home.yaml", 14, "{figures.heatOutput}", "{figures.heatOutputC}");
    plant("content/en/faq.yaml", 17, "75 °C", "{figures.heatOutputC} °C");
    plant("content/de/workshops.yaml", 1, "json ", "json");
  });

  it("never publishes an entry that is damaged, truncated, of another version or a link, and rebuilds it", async () => {
    const clean = await built(true);
    // Every page's entry names the workshops in its navigation.
    const names = readdirSync(pages).slice(0, 4);
    const bodies = names.map((name) => readFileSync(join(pages, name), "utf8").slice(65));
    const forged = bodies.map((body) => body.replaceAll("Workshops", "FORGED---")); // as long: the HTML's bytes follow
    const entry = (text: string) => `${sha(text)}\n${text}`;
    /** The files of a build that show a forged entry's text. */
    const published = async (cache = true) => [...((await built(cache, true, true)) as Map<string, string>).keys()];
    // Written as this code writes entries, a forged one is taken: the cases below could fail.
    writeFileSync(join(pages, names[0]!), entry(forged[0]!));
    expect(await published()).not.toEqual([]);
    writeFileSync(join(pages, names[0]!), `${sha(bodies[0]!)}\n${forged[0]}`); // changed after it was written
    writeFileSync(join(pages, names[1]!), entry(forged[1]!).slice(0, bodies[1]!.length / 2)); // truncated
    writeFileSync(join(pages, names[2]!), entry(forged[2]!.replace(/"key":"[0-9a-f]/, '"key":"x'))); // another version
    writeFileSync(join(root, "forged.json"), entry(forged[3]!));
    rmSync(join(pages, names[3]!));
    symlinkSync(join(root, "forged.json"), join(pages, names[3]!)); // a link
    for (const stray of ["990-991.json", "notes.txt"]) writeFileSync(join(pages, stray), ""); // a range no more, and not ours
    expect(await published()).toEqual([]);
    names.forEach((name, i) => expect(readFileSync(join(pages, name), "utf8")).toBe(entry(bodies[i]!))); // rebuilt
    expect(readFileSync(join(root, "forged.json"), "utf8")).toBe(entry(forged[3]!)); // what the link led to is untouched
    expect(readdirSync(pages).filter((f) => !/^\d+-\d+\.json$/.test(f) || f === "990-991.json")).toEqual(["notes.txt"]);
    // The frame's kept checks likewise: forged with this code's key they are taken; of another version or cut short, not.
    const frame = join(root, "node_modules", ".cache", "sitegen", "frame.v8");
    type Kept = { key: string; checked: Map<string, { value: { title: string }; typeset: { title: string } }> };
    const kept = deserialize(readFileSync(frame).subarray(65)) as Kept;
    const home = kept.checked.get("content/de/home.yaml")!;
    home.value.title = home.typeset.title = "FORGED"; // the check, and the copy as pages print it
    const v8Entry = (body: Buffer) => Buffer.concat([Buffer.from(`${sha(body)}\n`), body]);
    writeFileSync(frame, v8Entry(serialize(kept)));
    expect(await published()).not.toEqual([]);
    writeFileSync(frame, v8Entry(serialize({ ...kept, key: "x" })));
    expect(await published()).toEqual([]);
    writeFileSync(frame, v8Entry(serialize(kept)).subarray(0, 5000));
    expect(await published()).toEqual([]);
    // --no-cache takes no entry, and a cache that cannot be written only slows the build.
    writeFileSync(join(pages, names[0]!), entry(forged[0]!));
    expect(await published(false)).toEqual([]);
    rmSync(pages, { recursive: true });
    writeFileSync(pages, "not a folder");
    expect(await built(true)).toEqual(clean);
  });
});
