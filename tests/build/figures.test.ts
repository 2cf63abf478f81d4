// The figures on the built pages come from site.yaml, formatted per language.
import { describe, expect, it } from "vitest";
import { buildInMemory, builtSite, copyProjectForTests, edit, pageText } from "./project.ts";

const out = builtSite();

const text = (file: string) => pageText(out.text(file));

// page, German text, English text (written out by hand), what
const FIGURES: readonly [string, string, string, string][] = [
  ["home", "54.720 kWh", "54,720 kWh", "heat per day in the hero"],
  ["home", "4.500 t", "4,500 t", "CO2 savings per year"],
  ["home", "2–3 Monate", "2–3 months", "implementation time"],
  ["home", "2,4 MW", "2.4 MW", "modular scaling"],
  ["home", "75 °C", "75 °C", "heat output overlay"],
  ["home", "0,14–0,17 €/kWh", "€0.14–0.17/kWh", "IT revenue overlay (English: euro sign first)"],
  ["success-stories", "91.000", "91,000", "households"],
  ["success-stories", "2,1", "2.1", "demand-response revenue, million EUR"],
  ["success-stories", "100 %", "100%", "CO2-free heat possible"],
  ["technology", "85 %", "85%", "gas boiler efficiency"],
  ["technology", "95 %", "95%", "DCC efficiency"],
  ["technology", "150.000 €", "150,000", "100 kW example: investment"],
  ["technology", "125.000 €", "125,000", "100 kW example: IT revenue"],
  ["technology", "25.000 €", "25,000", "100 kW example: heat revenue"],
  ["technology", "2,5 Jahre", "2.5 years", "100 kW example: payback"],
  ["technology", "1.000 Haushalte", "1,000 households", "100 kW container size"],
  ["technology", "3.000 Haushalte", "3,000 households", "300 kW container size"],
  ["faq", "24–36 Monate", "24–36 months", "ROI in the FAQ"],
  ["faq", "rund neun Jahre", "around nine years", "the example's payback at the calculator's default price"],
  ["home", "also 15–30 €/MWh", "i.e. €15–30/MWh", "the sale price of heat per MWh"],
  ["home", "um 5 % niedriger", "5% lower", "100 minus the DCC's efficiency"],
  ["home", "15.000 € weniger", "€15,000 less", "the calculator's heat counted too much"],
  ["technology", "zehnmal so viele", "ten times as many", "full heat to hot water"],
];
const FILES: Record<string, [string, string]> = {
  home: ["index.html", "en.html"],
  "success-stories": ["success-stories.html", "en/success-stories.html"],
  technology: ["technologie-deep-dive.html", "en/technology-deep-dive.html"],
  faq: ["faq.html", "en/faq.html"],
};

describe("figures on the pages", () => {
  it.each(FIGURES)("%s shows „%s“ / “%s” (%s)", (page, de, en) => {
    const [deFile, enFile] = FILES[page]!;
    expect(text(deFile)).toContain(de);
    expect(text(enFile)).toContain(en);
  });

  it("BEW facts on the German-only funding page", () => {
    const t = text("foerderung.html");
    expect(t).toContain("40 %");
    expect(t).toContain("12 Monate");
  });
});

describe("one source", () => {
  const dir = copyProjectForTests();
  it("a figure changed in site.yaml changes on every page that shows it, and so do the figures derived from it", async () => {
    // 3.2 MW × 24 h × 95 % = 72,960 kWh a day; × 365 → 26,630 MWh × 0.2 t / 85 % = 6,266 t, rounded down to 6,000 t.
    edit(dir, "site.yaml", "maxScaleMw: 2.4", "maxScaleMw: 3.2");
    // The ROI example at 0.07 €/kWh: 150,000 € / (122,640 € + 24,900 € − 876 MWh × 0.07 €/kWh) = 1.7 years; at
    // 0.06–0.08 €/kWh 1.6–1.9 years, rounded out to 12–24 months.
    edit(dir, "site.yaml", "exampleElectricityPerKwh: 0.10", "exampleElectricityPerKwh: 0.07");
    edit(dir, "site.yaml", "{ min: 0.09, max: 0.11 }", "{ min: 0.06, max: 0.08 }");
    const changed = await buildInMemory(dir);
    const html = (f: string) =>
      changed
        .text(f)
        .replace(/\u00ad/g, "")
        .replace(/[\u00a0\u202f]/g, " ");
    expect(html("index.html")).toContain("72.960 kWh");
    expect(html("index.html")).toContain("bei 3,2 MW");
    expect(html("index.html")).toContain("6.000 t");
    expect(html("en.html")).toContain("72,960 kWh");
    expect(html("en.html")).toContain("6,000 t");
    expect(html("index.html")).not.toContain("54.720");
    expect(html("index.html")).not.toContain("4.500 t");
    expect(html("faq.html")).toContain("12–24 Monate");
    expect(html("en/faq.html")).toContain("12–24 months");
    expect(html("technologie-deep-dive.html")).toContain("≈ 1,7 Jahre");
    expect(html("technologie-deep-dive.html")).toContain("0,07 €/kWh");
  });
});
