// What a German and an English copy editor check on every built page: a number and its unit never part at a
// line end, no straight quote or apostrophe anywhere a reader sees, one quote style per language, ranges with an
// en dash; the strings the spec fixes exactly as the spec gives them; soft hyphens only where the page shows
// text, never in the title, description, feeds or structured data.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Parser } from "htmlparser2";
import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { UNITS } from "../../generator/typeset/typography.ts";
import type { MemoryWriter } from "../../generator/write/write-output.ts";
import { builtSite, repoRoot } from "./project.ts";

let out: MemoryWriter;
beforeAll(() => {
  out = builtSite();
});

/** Every text node a reader sees (the tab's title included), with the page's language; scripts and styles left out. */
function visibleText(html: string): string[] {
  const texts: string[] = [];
  let skip = 0;
  const parser = new Parser(
    {
      onopentag: (name) => {
        if (name === "script" || name === "style") skip++;
      },
      onclosetag: (name) => {
        if (name === "script" || name === "style") skip--;
      },
      ontext: (text) => {
        if (skip === 0 && text.trim() !== "") texts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return texts;
}

// The header button's label and title are the spec's, character for character ("30 min free consultation"):
// site.yaml holds them, and the typography leaves site.yaml's strings as written.
const config = parse(readFileSync(join(repoRoot, "site.yaml"), "utf8")) as {
  headerCta: Record<"de" | "en", { label: string; title: string }>;
};
const FIXED = Object.values(config.headerCta).flatMap((cta) => [cta.label, cta.title]);

const pages = () => [...out.files.keys()].filter((f) => f.endsWith(".html")).sort();
const langOf = (file: string) => (file.startsWith("en") ? "en" : "de");
const texts = (file: string) =>
  visibleText(out.text(file)).map((t) => FIXED.reduce((rest, fixed) => rest.replaceAll(fixed, "…"), t));

/** Each place of `pattern` in the visible text of every page, as "page: …context…". */
function found(pattern: RegExp, files = pages()): string[] {
  return files.flatMap((f) =>
    texts(f).flatMap((t) =>
      [...t.matchAll(pattern)].map((m) => `${f}: …${t.slice(Math.max(0, m.index - 25), m.index + 25)}…`),
    ),
  );
}

const units = [...UNITS].map((u) => u.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");

describe("typography of the visible text", () => {
  it("keeps every number with its unit or sign by a no-break space (7 Min., 150 km, 4,5 Mrd. €, 85 %)", () => {
    expect(found(new RegExp(`\\d[ \\t\\n]+(?:${units})(?![\\p{L}\\p{N}])`, "gu"))).toEqual([]);
    expect(found(/(?:€|§) \d/g)).toEqual([]);
  });

  it("has no straight quote or apostrophe", () => {
    expect(found(/["']/g)).toEqual([]);
  });

  it("uses „…“ and ‚…‘ on German pages, “…” and ’ on English ones", () => {
    expect(
      found(
        /[”«»]/g,
        pages().filter((f) => langOf(f) === "de"),
      ),
    ).toEqual([]);
    expect(
      found(
        /[„‚«»]/g,
        pages().filter((f) => langOf(f) === "en"),
      ),
    ).toEqual([]);
    // the quotes of each language are really there, so the checks above cannot pass on a site without quotes
    expect(
      found(
        /„[^“]+“/g,
        pages().filter((f) => langOf(f) === "de"),
      ).length,
    ).toBeGreaterThan(0);
    expect(
      found(
        /’/g,
        pages().filter((f) => langOf(f) === "en"),
      ).length,
    ).toBeGreaterThan(0);
  });

  it("writes a range of numbers with an en dash (24–36 Monate)", () => {
    expect(found(/(?<![\p{L}\p{N}\-+.,/])\d+(?:[.,]\d+)? ?- ?\d+(?:[.,]\d+)?(?![\p{N}\-])/gu)).toEqual([]);
  });
});

describe("what the typography leaves alone", () => {
  it("prints the header button's label and title exactly as the spec gives them", () => {
    const de = out.text("index.html");
    const en = out.text("en.html");
    expect(de).toContain(">Beratung anfragen<");
    expect(de).toContain('title="30 Min kostenloses Beratungsgespräch"');
    expect(en).toContain(">Request Consultation<");
    expect(en).toContain('title="30 min free consultation"');
  });

  it("prints the case-study breadcrumb labels exactly as the spec gives them", () => {
    for (const [file, label] of [
      ["blog/meta-odense-datacenter-fernwaerme.html", "Meta Odense Case Study"],
      ["blog/google-helsinki-datacenter-waermerueckgewinnung.html", "Google Hamina Case Study"],
      ["en/blog/telia-helsinki-90-percent-efficiency-world-record.html", "Telia Helsinki Case Study"],
    ] as const)
      expect(texts(file)).toContain(label);
  });

  it("puts soft hyphens in long words of the page, never in its title, description, JSON-LD or feeds", () => {
    const html = out.text("success-stories.html");
    expect(texts("success-stories.html").some((t) => t.includes("\u00ad"))).toBe(true);
    const head = html.slice(0, html.indexOf("<body"));
    expect(head.includes("\u00ad"), "a soft hyphen in the head").toBe(false);
    const inScripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => m[1]);
    expect(inScripts.join("").includes("\u00ad")).toBe(false);
    for (const feed of ["blog/feed.xml", "en/blog/feed.xml"]) expect(out.text(feed).includes("\u00ad")).toBe(false);
  });

  it("keeps links, URLs and the island props working: every href and src is free of typography", () => {
    const attributes = pages().flatMap((f) =>
      [...out.text(f).matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => `${f}: ${m[1]}`),
    );
    expect(attributes.filter((a) => /[\u00ad\u00a0–„“”’]/.test(a))).toEqual([]);
  });
});
