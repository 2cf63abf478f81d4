// What an editor and a utility's engineer check on the built pages: one English number
// style, every figure shown with the assumption that makes it true, and the imprint's placeholders marked.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtSite, pageText, repoRoot } from "./project.ts";

const out = builtSite();

/** The visible text of a page but the ROI calculator's widget: its amounts follow the calculator's own formatting. */
const text = (file: string) => pageText(out.text(file), (_, attrs) => attrs["data-island"] === "RoiCalculator");

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

// The percent sign's one English form: typography.test.ts.
it("puts the euro sign before the amount on every English page", () => {
  const wrong = pages("en").flatMap((f) =>
    [...text(f).matchAll(/\d ?(?:€|EUR\b)/g)].map(
      (m) => `${f}: …${text(f).slice(Math.max(0, m.index - 30), m.index + 10)}…`,
    ),
  );
  expect(wrong).toEqual([]);
});

// figure as shown, the condition that must stand next to it (within 800 characters, or the given reach), what it says
const CONDITIONS: readonly [string, RegExp, string, number?][] = [
  ["2,5 Jahre", /0,10 €\/kWh/, "payback: the electricity price it assumes"],
  ["2.5 years", /€0\.10\/kWh/, "payback: the electricity price it assumes"],
  ["2,5 Jahre", /IT-Hardware/, "payback: without renewal of the IT hardware"],
  ["2.5 years", /IT hardware/, "payback: without renewal of the IT hardware"],
  ["2,5 Jahre", /Volllast/, "payback: year-round full load, next to the curtailment the pages sell"],
  ["2.5 years", /full load/, "payback: year-round full load, next to the curtailment the pages sell"],
  ["24–36 Monat", /0,09–0,11 €\/kWh/, "payback range: the electricity prices it assumes"],
  ["24–36 months", /€0\.09–0\.11\/kWh/, "payback range: the electricity prices it assumes"],
  [
    "24–36 Monat",
    /Volllast[\s\S]*IT-Hardware|IT-Hardware[\s\S]*Volllast/,
    "payback range: full load, no hardware renewal",
  ],
  [
    "24–36 months",
    /full load[\s\S]*IT hardware|IT hardware[\s\S]*full load/,
    "payback range: full load, no hardware renewal",
  ],
  ["0,14–0,17 €", /vertraglich|im Vertrag/i, "IT remuneration: fixed by contract, not guaranteed"],
  ["€0.14–0.17", /by contract|in the contract/, "IT remuneration: fixed by contract, not guaranteed"],
  ["2–3 Monate", /Bestellung/, "implementation: counted from the order"],
  ["2–3 months", /\border\b/, "implementation: counted from the order"],
  ["2–3 Monate", /Netzanschluss und Genehmigung/, "implementation: grid connection and permit in place", 300],
  ["2–3 months", /grid connection and permit/, "implementation: grid connection and permit in place", 300],
  ["4.500 t", /erneuerbar/, "CO₂ saving: only with renewable electricity", 50], // in its own label, not just the hero's lead
  ["4,500 t", /renewable/, "CO₂ saving: only with renewable electricity", 50],
  [
    "4.500 t",
    /^(?=[\s\S]*rund um die Uhr)(?=[\s\S]*voll abgenommener Wärme)(?=[\s\S]*0,2 t CO₂ je MWh Erdgas)(?=[\s\S]*85 % Jahresnutzungsgrad)/,
    "CO₂ saving: full-load hours, heat fully taken, emission factor",
    450, // in the footnote of the same card, under the last two figures
  ],
  [
    "4,500 t",
    /^(?=[\s\S]*around the clock)(?=[\s\S]*all heat taken)(?=[\s\S]*0\.2 t CO₂ per MWh of natural gas)(?=[\s\S]*85% annual efficiency of the boilers)/,
    "CO₂ saving: full-load hours, heat fully taken, emission factor",
    450,
  ],
];

describe("every figure with its condition", () => {
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

describe("claims a strict reader challenges, answered where they are made", () => {
  const LANGS = {
    de: {
      both: "Raumwärme und Warmwasser",
      hotWaterOnly: /nur (?:mit )?Warmwasser|Warmwasserbedarf von/,
      co2Free: /CO₂-frei/g,
      co2FreeExplained: [/im Betrieb/, /Herkunftsnachweis/, /Vorkette/],
      noRelationship:
        /keine Geschäftsbeziehung zu Meta, Google oder Telia|zu keinem der genannten Unternehmen eine Geschäftsbeziehung/,
      calculator: [/je MWh Strom eine MWh/, /95 % nutzbarer Wärme/],
      measured: "Austritt des Übertragers",
      interface: "definierte Schnittstelle",
    },
    en: {
      both: "space heating and hot water",
      hotWaterOnly: /hot water only|only hot water|hot water demand of/,
      co2Free: /CO₂-free/g,
      co2FreeExplained: [/in operation/, /guarantees of origin/, /upstream/],
      noRelationship: /no business relationship with (?:Meta, Google or Telia|any of the companies named)/,
      calculator: [/one MWh of heat sold per MWh of electricity/, /95% or so of useful heat/],
      measured: "heat exchanger outlet",
      interface: "defined interface",
    },
  } as const;
  const ours = (lang: "de" | "en") => pages(lang).filter((p) => !p.includes("blog/"));

  it.each(["de", "en"] as const)("%s: household figures lead with space heating and hot water", (lang) => {
    const { both, hotWaterOnly } = LANGS[lang];
    const wrong = ours(lang).filter((f) => {
      const hw = text(f).search(hotWaterOnly);
      return hw !== -1 && !(text(f).indexOf(both) !== -1 && text(f).indexOf(both) < hw);
    });
    expect(wrong).toEqual([]);
  });

  it.each(["de", "en"] as const)(
    "%s: „CO₂-free“ says in operation, with guarantees of origin, without upstream emissions",
    (lang) => {
      const { co2Free, co2FreeExplained } = LANGS[lang];
      const missing: string[] = [];
      for (const f of ours(lang)) {
        const t = text(f);
        for (const m of t.matchAll(co2Free)) {
          if (/97 ?% $/.test(t.slice(m.index - 5, m.index))) continue; // Google's own figure for Hamina, quoted
          const passage = t.slice(Math.max(0, m.index - 250), m.index + 250);
          for (const needed of co2FreeExplained) if (!needed.test(passage)) missing.push(`${f}: ${needed}`);
        }
      }
      expect(missing).toEqual([]);
    },
  );

  it.each([
    ["de", "index.html"],
    ["de", "success-stories.html"],
    ["en", "en.html"],
    ["en", "en/success-stories.html"],
  ] as const)("%s: %s says the third-party projects are examples, with no business relationship", (lang, file) => {
    expect(text(file)).toMatch(LANGS[lang].noRelationship);
  });

  it.each([
    ["de", "index.html"],
    ["en", "en.html"],
  ] as const)("%s: the calculator states that it counts one MWh of heat per MWh of electricity", (lang, file) => {
    const t = text(file);
    for (const said of LANGS[lang].calculator) expect(t).toMatch(said);
  });

  it.each([
    ["de", "technologie-deep-dive.html", "faq.html"],
    ["en", "en/technology-deep-dive.html", "en/faq.html"],
  ] as const)("%s: where 75 °C is measured, and what is connected to the control system", (lang, technology, faq) => {
    const { measured, interface: connected } = LANGS[lang];
    expect(text(technology)).toContain(measured);
    for (const f of [technology, faq]) expect(text(f)).toContain(connected);
  });
});

describe("placeholders stay marked", () => {
  it("every stand-in value of site.yaml carries its PLACEHOLDER comment", () => {
    const site = readFileSync(join(repoRoot, "site.yaml"), "utf8").split("\n");
    const keys = [
      ..."baseUrl name street representatives representativesEn email phone register registerEn vatId".split(" "),
      ..."contentResponsible contentResponsibleAddress hosting hostingEn formsProcessor formsProcessorEn".split(" "),
      ..."bookingProcessor bookingProcessorEn euRepresentative euRepresentativeEn contactForm booking linkedin".split(
        " ",
      ),
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
