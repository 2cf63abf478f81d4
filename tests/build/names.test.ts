// What a reader and a screen reader get of the names site.yaml declares (`names`): each name of another language
// marked with its language wherever a page shows it, islands included, the product's name never hyphenated, and
// no mark where no reader sees text (attributes, the title, meta tags, scripts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Parser } from "htmlparser2";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { builtSite, repoRoot } from "./project.ts";

const out = builtSite();

const pages = () => [...out.files.keys()].filter((f) => f.endsWith(".html")).sort();

describe("names in running text", () => {
  // The names site.yaml declares, as pages show them: {product} stands for the product's name.
  const site = parse(readFileSync(join(repoRoot, "site.yaml"), "utf8")) as {
    product: string;
    names: { name: string; lang?: string; whole?: true }[];
  };
  const names = site.names.map((n) => {
    const name = n.name.replace("{product}", site.product);
    return { ...n, name, pattern: new RegExp(name.replace(/ /g, "\\s+"), "g") };
  });

  /**
   * Each declared name in the visible text of `file` (head, scripts and styles left out), with the language it is
   * read in there (the nearest `lang`), whether an element around it has the class `name`, and whether it stands
   * alone in its text node (its mark spans the name, no more).
   */
  function namesOn(file: string) {
    const found: { name: string; lang: string; whole: boolean; alone: boolean }[] = [];
    const stack: { lang: string | undefined; name: boolean }[] = [];
    let skip = 0;
    let text = "";
    const flush = () => {
      if (skip === 0)
        for (const n of names)
          for (const _ of text.matchAll(n.pattern))
            found.push({
              name: n.name,
              lang: stack.findLast((e) => e.lang)?.lang ?? "",
              whole: stack.some((e) => e.name),
              alone: text.replace(/\s+/g, " ") === n.name,
            });
      text = "";
    };
    const parser = new Parser(
      {
        onopentag: (tag, attributes) => {
          flush();
          if (["head", "script", "style"].includes(tag)) skip++;
          stack.push({ lang: attributes["lang"], name: /\bname\b/.test(attributes["class"] ?? "") });
        },
        ontext: (t) => (text += t),
        onclosetag: (tag) => {
          flush();
          stack.pop();
          if (["head", "script", "style"].includes(tag)) skip--;
        },
      },
      { decodeEntities: true },
    );
    parser.write(out.text(file));
    parser.end();
    return found;
  }

  it("marks a German name in English running text with lang=de, also inside the FAQ island", () => {
    const bew = "Bundesförderung für effiziente Wärmenetze";
    expect(namesOn("en/faq.html").filter((n) => n.name === bew)).toEqual([
      { name: bew, lang: "de", whole: false, alone: true },
    ]);
    expect(namesOn("en/business-models.html")).toContainEqual({
      name: "Energieeffizienzgesetz",
      lang: "de",
      whole: false,
      alone: true,
    });
  });

  it("marks the English half of the page for unknown addresses, a German page, as English", () => {
    expect(out.text("404.html")).toMatch(/<p lang="en">The address you requested does not exist\./);
  });

  it("keeps the product's name whole in German and English running text, and marks it German on English pages", () => {
    expect(out.text("index.html")).toContain('<span class="name">Rechenwärme</span> hat zu keinem der genannten');
    expect(out.text("en.html")).toContain(
      '<span lang="de" class="name">Rechenwärme</span> has no business relationship',
    );
  });

  it("marks every declared name wherever a page shows it: its language on pages of another, whole where declared", () => {
    const unmarked = pages().flatMap((file) =>
      namesOn(file)
        .filter((found) => {
          const declared = names.find((n) => n.name === found.name)!;
          return (declared.lang !== undefined && found.lang !== declared.lang) || (declared.whole && !found.whole);
        })
        .map((n) => `${file}: ${n.name} read as ${n.lang}${n.whole ? ", whole" : ""}`),
    );
    expect(unmarked).toEqual([]);
  });

  it("marks no name inside an attribute, the title, a meta tag, the structured data or an island's props", () => {
    const inside: string[] = [];
    let title = 0;
    for (const file of pages()) {
      const html = out.text(file);
      for (const m of html.matchAll(/<(title|script)[^>]*>([\s\S]*?)<\/\1>/g)) {
        if (m[2]!.includes("<span")) inside.push(`${file}: <${m[1]}> ${m[2]!.slice(0, 80)}`);
        if (m[1] === "title" && m[2]!.includes(site.product)) title++;
      }
      for (const m of html.matchAll(/\s[\w-]+="([^"]*)"/g))
        if (/<span|lang=|class=/.test(m[1]!)) inside.push(`${file}: ${m[0].slice(0, 80)}`);
    }
    expect(inside).toEqual([]);
    expect(title, "titles that name the product").toBeGreaterThan(0);
    expect(out.text("en.html")).toContain(`aria-label="${site.product} – `);
    expect(out.text("en.html")).toContain(`<meta property="og:site_name" content="${site.product}"/>`);
  });
});
