import { hintOf, messageOf } from "../../../generator/problems/index.ts";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { SiteConfig } from "../../../generator/validate/schema/site.ts";
import { fillPlaceholders, placeholdersIn, placeholderValues } from "../../../generator/validate/placeholders.ts";
import { deriveFigures } from "../../../generator/validate/schema/derived-figures.ts";

const typed = parse(readFileSync(new URL("../../../site.yaml", import.meta.url), "utf8")) as SiteConfig;
const config: SiteConfig = { ...typed, figures: { ...typed.figures, ...deriveFigures(typed) } };

describe("fillPlaceholders", () => {
  it.each([
    // text, German, English, why
    [
      "{figures.heroHeatKwhPerDay} kWh",
      "54.720 kWh",
      "54,720 kWh",
      "grouping per language; the space is typeset later",
    ],
    ["{figures.implementationMonths} Monate", "2–3 Monate", "2–3 Monate", "a range becomes min–max with an en dash"],
    ["{figures.maxScaleMw} MW", "2,4 MW", "2.4 MW", "decimal comma in German"],
    ["{figures.itRevenuePerKwh}", "0,14–0,17", "0.14–0.17", "range of decimals"],
    ["{product} AG", "Rechenwärme AG", "Rechenwärme AG", "the product name"],
    ["{minutes} Min.", "{minutes} Min.", "{minutes} Min.", "single words are slots, not placeholders"],
    ["Mengen {{a, b}} und {{}}", "Mengen {a, b} und {}", "Mengen {a, b} und {}", "{{ and }} are braces as text"],
    ["nach {privacy.serverLogWeeks|words} Wochen", "nach zwei Wochen", "nach two Wochen", "small numbers in words"],
    ["{privacy.requestRetentionYears|words}", "drei", "three", "per language"],
    ["{figures.heatOutputC|words} °C", "75 °C", "75 °C", "a number over twelve stays in digits"],
    ["{figures.maxScaleMw|words} MW", "2,4 MW", "2.4 MW", "so does one that is not whole, in the language's form"],
    ["{derived.exampleElectricityPerKwh} €/kWh", "0,10 €/kWh", "0.10 €/kWh", "a price per kWh keeps its cents"],
    ["{figures.heatSalePerKwh|perMwh} €/MWh", "15–30 €/MWh", "15–30 €/MWh", "a price per kWh given per MWh"],
    ["{figures.dccEfficiencyPercent|complement} %", "5 %", "5 %", "100 minus a percentage"],
    ["{figures.hotWaterHouseholdsFactor|words}mal", "zehnmal", "tenmal", "a computed ratio in words"],
    ["{figures.examplePaybackYearsAtCalculatorPrice|words}", "neun", "nine", "the payback at the calculator's price"],
  ])("%s → %s / %s (%s)", (text, de, en) => {
    expect(fillPlaceholders({ t: text }, "de", config).value).toEqual({ t: de });
    expect(fillPlaceholders({ t: text }, "en", config).value).toEqual({ t: en });
  });

  it("reports an unknown placeholder with its path and leaves it in place", () => {
    const result = fillPlaceholders({ hero: { stats: [{ value: "{figures.heroHeat} kWh" }] } }, "de", config);
    expect(result.issues.map((i) => [i.path, i.needle, i.problem.code])).toEqual([
      [["hero", "stats", 0, "value"], "{figures.heroHeat}", "UnknownPlaceholder"],
    ]);
    expect(result.value).toEqual({ hero: { stats: [{ value: "{figures.heroHeat} kWh" }] } });
  });

  it.each([
    // copy, what is reported, the placeholder it likely meant
    ["bis { figures.heatOutputC } °C", "{ figures.heatOutputC }", "figures.heatOutputC"],
    ["bis {figures.heatOutputC °C", "{figures.heatOutputC", "figures.heatOutputC"],
    ["bis {figures.heatOutputC}} °C", "}", undefined],
    ["bis {{figures.heatOutputC}} °C", "{{figures.heatOutputC}}", "figures.heatOutputC"],
    ["bis {figures.heatoutputc °C", "{figures.heatoutputc", "figures.heatOutputC"],
    ["a lone { brace", "{", undefined],
    ["nach {privacy.serverLogWeeks|wrods} Wochen", "{privacy.serverLogWeeks|wrods}", "privacy.serverLogWeeks|words"],
  ])("%s: `%s` is no placeholder (did you mean %s?)", (text, shown, suggestion) => {
    const result = fillPlaceholders({ a: [text] }, "de", config);
    expect(result.issues.map((i) => [i.path, i.needle, i.problem.code])).toEqual([
      [["a", 0], shown, "PlaceholderMalformed"],
    ]);
    expect(hintOf(result.issues[0]!.problem)).toContain(suggestion ? `{${suggestion}}` : "{figures.name}");
  });

  it("finds no stray brace in the site's own copy", () => {
    expect(fillPlaceholders({ t: "{figures.heatOutputC} °C, {product}, {minutes} Min." }, "en", config).issues).toEqual(
      [],
    );
  });

  it.each<[string, "de" | "en", string | undefined, string]>([
    // copy, language, the unit it is refused with (none: right), why
    ["{figures.maxScaleMw} kW", "de", "kW", "a plant size in MW written with kW"],
    ["€{figures.heatSalePerKwh}/MWh", "en", "€…/MWh", "a price per kWh written per MWh, English money first"],
    ["{figures.heatSalePerKwh} €/MWh", "de", "€/MWh", "the same in German"],
    ["{figures.heatSalePerKwh|perMwh} €/MWh", "de", undefined, "per MWh through its format"],
    ["{figures.itRevenuePerKwh} € je eingesetzte kWh", "de", undefined, "the denominator in words after the sign"],
    ["€{figures.demandResponseMioEur} million", "en", undefined, "million euros in English"],
    ["{figures.sizeSmallKw} Haushalte", "de", "Haushalte", "a power written as households"],
    ["{figures.hotWaterHouseholdsFactor|words}mal", "de", undefined, "a ratio as a German compound"],
  ])("%s (%s): refused with %s (%s)", (text, lang, written) => {
    const units = fillPlaceholders({ t: text }, lang, config).issues.filter(
      (i) => i.problem.code === "FigureUnitMismatch",
    );
    expect(units.map((i) => messageOf(i.problem).match(/„(.*?)“/)?.[1])).toEqual(written ? [written] : []);
  });

  it("lists what each placeholder prints, as filling it would, for the editor", () => {
    for (const lang of ["de", "en"] as const) {
      const values = placeholderValues(config, lang);
      for (const name of ["product", "figures.heroHeatKwhPerDay", "figures.itRevenuePerKwh", "roi.volume.default"])
        expect(values[name]).toBe((fillPlaceholders({ t: `{${name}}` }, lang, config).value as { t: string }).t);
    }
    expect(placeholdersIn("{figures.a} und {privacy.b|words}, {minutes}, {figures.a}")).toEqual([
      "figures.a",
      "privacy.b",
    ]);
  });
});
