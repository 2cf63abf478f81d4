import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  defaultValues,
  formatEuro,
  formatInput,
  queryFromValues,
  roiResult,
  valuesFromQuery,
} from "../../../templates/islands/roi-model.ts";
import type { RoiConfig } from "../../../generator/validate/schema/roi.ts";

const roi = parse(readFileSync(new URL("../../../site.yaml", import.meta.url), "utf8")).roi as RoiConfig;
const units = { perKwh: "€/kWh", perMwh: "€/MWh", gwhPerYear: "GWh/Jahr" };

it.each([
  // price, heat, it, volume → cost, total, profit; why
  [0.15, 60, 0.16, 5_000_000, 750_000, 1_100_000, 350_000, "the defaults: 0.15×5M; 60×5M/1000 + 0.16×5M"],
  [0.4, 20, 0.1, 1_000_000, 400_000, 120_000, -280_000, "expensive power, low prices: a loss"],
  [0.05, 150, 0.25, 20_000_000, 1_000_000, 8_000_000, 7_000_000, "every slider at its favourable end"],
])(
  "roiResult (cost = price × volume, revenue = heat + IT, profit = revenue − cost) of %s €/kWh, %s €/MWh, %s €/kWh, %s kWh",
  (electricityPrice, heatPrice, itPrice, volume, cost, total, profit) => {
    const r = roiResult({ electricityPrice, heatPrice, itPrice, volume });
    expect(r.electricityCost).toBeCloseTo(cost, 6);
    expect(r.totalRevenue).toBeCloseTo(total, 6);
    expect(r.profit).toBeCloseTo(profit, 6);
  },
);

describe("formatting in the page's language", () => {
  const en = { perKwh: "€/kWh", perMwh: "€/MWh", gwhPerYear: "GWh/year" };
  it.each([
    [750_000, "de-DE", "750.000 €"],
    [-280_000, "de-DE", "-280.000 €"],
    [1_100_000.4, "de-DE", "1.100.000 €"],
    [750_000, "en-GB", "€750,000"],
    [-280_000, "en-GB", "-€280,000"],
  ])("formatEuro(%s) in %s = %s", (value, locale, text) => {
    expect(formatEuro(value, locale).replace(/\u00a0/g, " ")).toBe(text);
  });
  it.each([
    ["volume", 5_000_000, "de-DE", units, "5,0 GWh/Jahr", "one decimal in GWh"],
    ["volume", 12_300_000, "en-GB", en, "12.3 GWh/year", "English decimal point"],
    ["electricityPrice", 0.15, "de-DE", units, "0,15 €/kWh", "German: the sign after the number"],
    ["electricityPrice", 0.15, "en-GB", en, "€0.15/kWh", "English: the sign before the number, unit after"],
    ["heatPrice", 60, "de-DE", units, "60 €/MWh", "whole euros per MWh"],
    ["heatPrice", 60, "en-GB", en, "€60/MWh", "whole euros per MWh, English"],
    [
      "itPrice",
      0.16,
      "en-GB",
      { ...en, perKwh: "EUR/kWh" },
      "0.16 EUR/kWh",
      "a unit without the sign follows the number",
    ],
  ] as const)("%s %s in %s → %s (%s)", (key, value, locale, u, text, _why) => {
    const shown = formatInput(key, value, locale, u);
    expect(shown.replace(/\u00a0/g, " ")).toBe(text);
    expect(shown, "number and unit never part").not.toMatch(/\d /);
  });
});

describe("scenario in the URL", () => {
  it.each([
    ["", defaultValues(roi), "no query: defaults"],
    [
      "?strompreis=0.2&strommenge=8000000",
      { ...defaultValues(roi), electricityPrice: 0.2, volume: 8_000_000 },
      "valid values restored",
    ],
    [
      "?strompreis=9&waermepreis=abc&itpreis=",
      defaultValues(roi),
      "out of range, malformed and empty fall back to defaults",
    ],
    ["?waermepreis=62", { ...defaultValues(roi), heatPrice: 60 }, "off the step grid: snapped to the nearest step"],
  ])("%s (%s)", (query, expected) => {
    expect(valuesFromQuery(query, roi)).toEqual(expected);
  });
  it("writes only what differs from the defaults, and round-trips", () => {
    const values = { ...defaultValues(roi), itPrice: 0.2 };
    expect(queryFromValues(defaultValues(roi), roi)).toBe("");
    expect(queryFromValues(values, roi)).toBe("?itpreis=0.2");
    expect(valuesFromQuery(queryFromValues(values, roi), roi)).toEqual(values);
  });
});
