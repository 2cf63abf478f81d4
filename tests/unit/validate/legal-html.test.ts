// Legal HTML as visitors receive it: every link that opens elsewhere carries rel, and values from
// site.yaml are text inside the HTML as they are everywhere else.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { fillPlaceholders } from "../../../generator/validate/placeholders.ts";
import type { SiteConfig } from "../../../generator/validate/schema/site.ts";
import { sanitizeLegalHtml } from "../../../generator/validate/legal-html.ts";
import { pageSchemas } from "../../../generator/page-kinds.ts";

const config = parse(readFileSync(new URL("../../../site.yaml", import.meta.url), "utf8")) as SiteConfig;

it.each([
  [
    '<a href="mailto:info@example.org" target="_blank">mail</a>',
    '<a href="mailto:info@example.org" target="_blank" rel="noopener noreferrer">mail</a>',
    "a mail link the author opened in a new tab",
  ],
  [
    '<a href="HTTPS://example.org">x</a>',
    '<a href="HTTPS://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    "an upper-case scheme is still external",
  ],
  [
    '<a href="https://example.org" target="_blank" rel="opener">x</a>',
    '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    "the author's rel cannot reopen the opener",
  ],
  [
    '<a href="tel:+41000" target="_top">x</a>',
    '<a href="tel:+41000" target="_top" rel="noopener noreferrer">x</a>',
    "any target gets rel",
  ],
  ['<a href="/impressum">x</a>', '<a href="/impressum">x</a>', "a link within the site stays as it is"],
])("sanitizeLegalHtml: %s → %s (%s)", (html, expected) => {
  expect(sanitizeLegalHtml(html)).toBe(expected);
});

it.each([
  ['<a href="javascript:alert(1)">x</a>', "a javascript: link"],
  ['<a href="java\tscript:alert(1)">x</a>', "one with a tab inside the scheme, which browsers ignore"],
  ['<a href="//evil.example/">x</a>', "a protocol-relative address"],
])("a link whose address the sanitiser removes, %s, is reported, not emptied without a word (%s)", (html) => {
  const reports: string[] = [];
  expect(sanitizeLegalHtml(html, (found, what) => reports.push(`${found}: ${what}`))).toBe("<a>x</a>");
  expect(reports).toEqual([expect.stringContaining("would lose its address")]);
});

describe("placeholders in legal HTML", () => {
  const odd = { ...config, company: { ...config.company, name: 'Wärme & Söhne <b>AG</b> "Zug"' } };

  it("are escaped inside `content`, so the value reads as text there too, and the field sanitised by its role", () => {
    const { value, issues } = fillPlaceholders(
      { title: "{company.name}", content: "<p>{company.name}</p>" },
      "de",
      odd,
      pageSchemas.legal,
    );
    expect(value).toEqual({
      title: 'Wärme & Söhne <b>AG</b> "Zug"',
      content: '<p>Wärme &amp; Söhne &lt;b&gt;AG&lt;/b&gt; "Zug"</p>',
    });
    expect(issues).toEqual([]); // the value's markup is text: judged as the maintainer typed it
  });

  it.each([
    // legal HTML, what is reported, why
    ['<p><a href="mailto:info@x.ch">info@x.ch</a></p>', ["CompanyDataByHand"], "an address typed by hand, once"],
    [
      '<p><a href="mailto:kontakt@x.ch">{company.email}</a></p>',
      ["CompanyDataByHand", "MailtoDiffers"],
      "a mailto: that is not its text",
    ],
    [
      "<p>Tel. {company.phone}</p><p>Fax +41 41 000 00 00</p>",
      ["CompanyDataByHand"],
      "the company's number typed by hand",
    ],
    ["<h3>Kontakt</h3><p></p><p><br></p>", ["LegalHtmlChanged", "LegalHtmlChanged"], "two empty paragraphs"],
    ['<p><a href="mailto:{company.email}">{company.email}</a>, {company.phone}</p>', [], "the placeholders"],
  ])("%s: %j (%s)", (content, codes) => {
    expect(fillPlaceholders({ content }, "de", config, pageSchemas.legal).issues.map((i) => i.problem.code)).toEqual(
      codes,
    );
  });
});
