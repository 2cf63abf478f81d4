// Valid HTML on every page: a fresh build of the real site, checked by the W3C's Nu Html Checker, has no
// error; warnings are not gated. One checker run covers the site and a page with a planted error, which shows
// the gate can fail and what it prints.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkHtml, formatHtmlErrors, type HtmlError } from "./nu-html-checker.ts";
import { builtSiteDir } from "./project.ts";

let dir: string;
let dist: string;
let planted: string;
let plantedAt: { line: number; column: number };
let errors: HtmlError[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "html-valid-"));
  dist = builtSiteDir(); // a fresh `sitegen build` of this run, shared: only read here
  planted = join(dir, "planted");

  // A <div> in a paragraph, as a template might write it: the parser closes the <p> before the <div>, so the
  // template's own </p> has no element to close.
  const page = readFileSync(join(dist, "faq.html"), "utf8");
  const paragraphEnd = page.indexOf("</p>");
  const html = `${page.slice(0, paragraphEnd)}<div>planted</div>${page.slice(paragraphEnd)}`;
  const before = html.slice(0, html.indexOf("</div></p>") + "</div>".length).split("\n");
  plantedAt = { line: before.length, column: before[before.length - 1]!.length + 1 };
  mkdirSync(planted);
  writeFileSync(join(planted, "faq.html"), html);

  errors = await checkHtml([dist, planted]);
}, 240_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the Nu Html Checker over a fresh build", () => {
  it("finds no error on any page", () => {
    // Everything not from the planted page counts, also a file the checker could not read (it names no folder).
    expect(formatHtmlErrors(errors.filter((e) => e.folder !== planted))).toBe("");
  });

  it("fails on a planted <div> inside a <p>, naming the page, line and message", () => {
    expect(formatHtmlErrors(errors.filter((e) => e.folder === planted))).toBe(
      `faq.html:${plantedAt.line}:${plantedAt.column}  No “p” element in scope but a “p” end tag seen.`,
    );
  });
});
