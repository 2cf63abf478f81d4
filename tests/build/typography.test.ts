// What a German and an English copy editor check on every built page. A soft hyphen written in the copy or in
// site.yaml's `joints` is a break drawn by the page, never a character of its text.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Parser } from "htmlparser2";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { UNITS } from "../../generator/typeset/typography.ts";
import { builtSite, repoRoot } from "./project.ts";

const out = builtSite();

/** Every text node a reader sees (the tab's title included), with the page's language; scripts and styles left out. */
function visibleText(html: string): string[] {
  const texts: string[] = [];
  let skip = 0;
  const parser = new Parser(
    {
      onopentag: (name) => void (/^(script|style)$/.test(name) && skip++),
      onclosetag: (name) => void (/^(script|style)$/.test(name) && skip--),
      ontext: (text) => void (skip === 0 && text.trim() !== "" && texts.push(text)),
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
const pagesIn = (lang: "de" | "en") => pages().filter((f) => (f.startsWith("en") ? "en" : "de") === lang);
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

  it("binds legal references to their number or letter (§ 5, Art. 3, Abs. 1, lit. f, Section 5)", () => {
    expect(found(/(?<![\p{L}\p{N}])(?:§§?|Art\.|Abs\.|Sections?)[ \t\n]+\d|lit\.[ \t\n]+\p{Ll}\b/gu)).toEqual([]);
    expect(found(/§\u00a05 /g).length, "the imprint's reference, bound").toBeGreaterThan(0);
  });

  it("sets the percent sign close to its number on English pages (85%) and with a no-break space on German ones", () => {
    expect(found(/\d[\s\u00a0]%/g, pagesIn("en"))).toEqual([]);
    expect(found(/\d%/g, pagesIn("en")).length).toBeGreaterThan(0);
    expect(found(/\d%/g, pagesIn("de"))).toEqual([]);
  });

  it("has no straight quote or apostrophe", () => {
    expect(found(/["']/g)).toEqual([]);
  });

  it("uses „…“ and ‚…‘ on German pages, “…” and ’ on English ones", () => {
    expect(found(/[”«»]/g, pagesIn("de"))).toEqual([]);
    expect(found(/[„‚«»]/g, pagesIn("en"))).toEqual([]);
    // the quotes of each language are really there, so the checks above cannot pass on a site without quotes
    expect(found(/„[^“]+“/g, pagesIn("de")).length).toBeGreaterThan(0);
    expect(found(/’/g, pagesIn("en")).length).toBeGreaterThan(0);
  });

  it("writes a range of numbers with an en dash (24–36 Monate)", () => {
    expect(found(/(?<![\p{L}\p{N}\-+.,/])\d+(?:[.,]\d+)? ?- ?\d+(?:[.,]\d+)?(?![\p{N}\-])/gu)).toEqual([]);
  });
});

it("language of quoted titles: marks a source title in another language than the page's with its language, and one in the page's with none", () => {
  const sources = (file: string) =>
    [
      ...out
        .text(file)
        .matchAll(/<a href="[^"]*" target="_blank" rel="noopener noreferrer"(?: lang="(\w+)")?>([^<]*)<\/a>/g),
    ].map(([, lang, title]) => `${lang ?? "-"} ${title}`);
  const de = sources("blog/telia-helsinki-90-prozent-effizienz-weltrekord.html");
  expect(de).toContain("en Helsinki data center will heat 20,000+ homes");
  expect(de).toContain("fi Datakeskuksen konesalien hukkalämpöä aiotaan hyödyntää helsinkiläiskotien lämmittämisessä");
  expect(de).toContain("- Energieeffizienzgesetz: Relevanz für Rechenzentren");
  const en = sources("en/blog/telia-helsinki-90-percent-efficiency-world-record.html");
  expect(en).toContain("- Helsinki data center will heat 20,000+ homes");
  expect(en).toContain("de Energieeffizienzgesetz: Relevanz für Rechenzentren");
});

describe("what the typography leaves alone", () => {
  it("has no invisible character in any text or attribute; a soft hyphen of the copy or of site.yaml's joints is drawn", () => {
    const INVISIBLE =
      /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/u;
    const stray: string[] = [];
    for (const file of pages()) {
      const html = out.text(file);
      if (/\u00ad/.test(html.slice(0, html.indexOf("<body")))) stray.push(`${file}: a soft hyphen in the head`);
      for (const text of visibleText(html)) if (INVISIBLE.test(text)) stray.push(`${file}: ${JSON.stringify(text)}`);
      for (const [, name, value] of html.matchAll(/\s([\w-]+)="([^"]*)"/g))
        if (INVISIBLE.test(value!)) stray.push(`${file}: ${name}="${value}"`);
    }
    expect(stray).toEqual([]);
    // where the line may break, with a hyphen the page draws: a joint the copy wrote, one of site.yaml's `joints`
    expect(out.text("success-stories.html")).toContain('Vorlauf<span class="joint"></span>temperatur');
    expect(out.text("faq.html")).toContain('zum <span class="joined">Netz<span class="joint"></span>anschluss</span>');
    for (const feed of ["blog/feed.xml", "en/blog/feed.xml"]) expect(out.text(feed)).not.toMatch(INVISIBLE);
  });

  it("keeps links, URLs and the island props working: every href and src is free of typography", () => {
    const attributes = pages().flatMap((f) =>
      [...out.text(f).matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => `${f}: ${m[1]}`),
    );
    expect(attributes.filter((a) => /[\u00ad\u00a0–„“”’]/.test(a))).toEqual([]);
  });
});
