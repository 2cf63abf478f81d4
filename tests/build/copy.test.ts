// What an editor and a utility's engineer check on the built pages (issue #17): one English number
// style, every figure shown with the assumption that makes it true, and the imprint's placeholders marked.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { MemoryWriter } from "../../generator/write/write-output.ts";
import { buildInMemory, repoRoot } from "./project.ts";

let out: MemoryWriter;
beforeAll(async () => {
  out = await buildInMemory();
});

/**
 * The visible text of a page: scripts and the ROI calculator's widget dropped (spec §9 wants its
 * euro amounts in German format on every page), tags dropped, entities and spaces normalised.
 */
function text(file: string): string {
  return out
    .text(file)
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<div data-island="RoiCalculator"[\s\S]*?<\/dl><\/section>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\u00ad/g, "") // soft hyphens (typeset copy) break no search
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ");
}

const pages = (prefix: "de" | "en"): string[] =>
  [...out.files.keys()]
    .filter(
      (f) => f.endsWith(".html") && f !== "404.html" && (prefix === "en" ? f.startsWith("en") : !f.startsWith("en")),
    )
    .sort();

/** The passages of `page` around each occurrence of `shown`, `reach` characters either side. */
function around(page: string, shown: string, reach = 800): string[] {
  const found: string[] = [];
  for (let i = page.indexOf(shown); i !== -1; i = page.indexOf(shown, i + 1)) {
    if (/[\d.,]/.test(page[i - 1] ?? "")) continue; // „11.000 Haushalte“ is not „1.000 Haushalte“
    found.push(page.slice(Math.max(0, i - reach), i + shown.length + reach));
  }
  return found;
}

describe("English number style", () => {
  it("puts the euro sign before the amount on every English page", () => {
    const wrong = pages("en").flatMap((f) =>
      [...text(f).matchAll(/\d ?(?:€|EUR\b)/g)].map(
        (m) => `${f}: …${text(f).slice(Math.max(0, m.index - 30), m.index + 10)}…`,
      ),
    );
    expect(wrong).toEqual([]);
  });

  it("writes percentages one way, with a space („80 %“, as the efficiency chart does), on every English page", () => {
    const wrong = pages("en").flatMap((f) =>
      [...text(f).matchAll(/\d%/g)].map((m) => `${f}: …${text(f).slice(Math.max(0, m.index - 30), m.index + 10)}…`),
    );
    expect(wrong).toEqual([]);
  });
});

// figure as shown, the condition that must stand next to it (within 800 characters, or the given reach), what it says
const CONDITIONS: readonly [string, RegExp, string, number?][] = [
  ["2,5 Jahre", /0,10 €\/kWh/, "payback: the electricity price it assumes"],
  ["2.5 years", /€0\.10\/kWh/, "payback: the electricity price it assumes"],
  ["24–36 Monat", /0,09–0,11 €\/kWh/, "payback range: the electricity prices it assumes"],
  ["24–36 months", /€0\.09–0\.11\/kWh/, "payback range: the electricity prices it assumes"],
  ["1.000 Haushalte", /0,8 MWh|Warmwasser/, "households: hot water, 0.8 MWh each"],
  ["1,000 households", /0\.8 MWh|hot water/, "households: hot water, 0.8 MWh each"],
  ["0,14–0,17 €", /vertraglich/i, "IT remuneration: fixed by contract, not guaranteed"],
  ["€0.14–0.17", /by contract/, "IT remuneration: fixed by contract, not guaranteed"],
  ["2–3 Monate", /Bestellung/, "implementation: counted from the order"],
  ["2–3 months", /\border\b/, "implementation: counted from the order"],
  ["4.500 t", /erneuerbar/, "CO₂ saving: only with renewable electricity", 50], // in its own label, not just the hero's lead
  ["4,500 t", /renewable/, "CO₂ saving: only with renewable electricity", 50],
];

describe("every figure with its condition (#17)", () => {
  it.each(CONDITIONS)("„%s“ stands next to %s (%s)", (shown, condition, _what, reach) => {
    const missing: string[] = [];
    let seen = 0;
    // Articles quote third parties' figures („etwa 1.000 Haushalte“ in Odense), not ours.
    for (const f of [...pages("de"), ...pages("en")].filter((p) => !p.includes("blog/"))) {
      for (const passage of around(text(f), shown, reach)) {
        seen++;
        if (!condition.test(passage)) missing.push(f);
      }
    }
    expect(seen, `„${shown}“ appears on no page; the table above is out of date`).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it("a page that shows the IT remuneration names its term and counterparty, and nothing calls it guaranteed", () => {
    for (const [lang, shown, named, banned] of [
      ["de", "0,14–0,17 €", "Laufzeit und Vertragspartner", /garantiert\w* IT|IT-\w+ \w* ?garantiert/i],
      ["en", "€0.14–0.17", "term and the counterparty", /guaranteed IT|IT \w+ guaranteed/i],
    ] as const) {
      for (const f of pages(lang)) {
        const t = text(f);
        if (t.includes(shown)) expect(t.includes(named), `${f} names no ${named}`).toBe(true);
        expect(t.match(banned)?.[0], `${f} calls the IT remuneration guaranteed`).toBeUndefined();
      }
    }
  });

  it("a page that shows the implementation time says that BEW funding comes first", () => {
    for (const [lang, shown, named] of [
      ["de", "2–3 Monate", "Zuwendungsbescheid"],
      ["en", "2–3 months", "grant notice"],
    ] as const) {
      const missing = pages(lang).filter((f) => text(f).includes(shown) && !text(f).includes(named));
      expect(missing, `pages that show „${shown}“ without „${named}“`).toEqual([]);
    }
  });
});

describe("placeholders stay marked", () => {
  it("every stand-in value of site.yaml carries its PLACEHOLDER comment", () => {
    const site = readFileSync(join(repoRoot, "site.yaml"), "utf8").split("\n");
    const keys = [
      "baseUrl",
      "name",
      "street",
      "representatives",
      "representativesEn",
      "email",
      "phone",
      "register",
      "registerEn",
      "vatId",
      "contentResponsible",
      "contentResponsibleAddress",
      "contactForm",
      "booking",
      "linkedin",
    ];
    const unmarked = keys.filter(
      (key) => !site.some((line) => new RegExp(`^\\s*${key}:`).test(line) && line.includes("# PLACEHOLDER")),
    );
    expect(unmarked).toEqual([]);
  });

  it.each([
    ["de", "impressum.html", "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV", "Deutschland"],
    ["en", "en/imprint.html", "Responsible for content under Section 18(2) MStV", "Germany"],
  ])(
    "the %s imprint names one person resident in Germany under § 18 MStV, marked as a placeholder",
    (lang, file, heading, country) => {
      const t = text(file);
      const section = t.slice(
        t.indexOf(heading),
        t.indexOf(lang === "de" ? "Verbraucherstreitbeilegung" : "Consumer dispute"),
      );
      expect(section).toContain(country);
      expect(section).not.toMatch(/Jana Muster.*Lukas Beispiel|Lukas Beispiel.*Jana Muster/);
      // The person is company data like the rest: taken from site.yaml, where it is marked as a placeholder.
      expect(section).toContain(
        /contentResponsible: (.*?) # PLACEHOLDER/.exec(readFileSync(join(repoRoot, "site.yaml"), "utf8"))![1]!,
      );
      const source = readFileSync(join(repoRoot, "content", lang, "legal", "imprint.yaml"), "utf8");
      expect(source).toContain("{company.contentResponsible}");
    },
  );
});
