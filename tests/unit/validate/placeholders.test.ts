import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { SiteConfig } from "../../../generator/validate/schema/site.ts";
import { fillPlaceholders } from "../../../generator/validate/placeholders.ts";

const config = parse(readFileSync(new URL("../../../site.yaml", import.meta.url), "utf8")) as SiteConfig;

describe("fillPlaceholders", () => {
  it.each([
    // text, German, English, why
    [
      "{figures.heroHeatKwhPerDay} kWh",
      "54.720\u00a0kWh",
      "54,720\u00a0kWh",
      "grouping per language (issue #3); no break before the unit",
    ],
    [
      "{figures.implementationMonths} Monate",
      "2–3\u00a0Monate",
      "2–3\u00a0Monate",
      "a range becomes min–max with an en dash",
    ],
    ["{figures.maxScaleMw} MW", "2,4\u00a0MW", "2.4\u00a0MW", "decimal comma in German"],
    ["bis {figures.heatOutputC} °C", "bis 75\u00a0°C", "bis 75\u00a0°C", "°C stays with its number"],
    [
      "2 Telia-Standorte, 3 tage",
      "2 Telia-Standorte, 3 tage",
      "2 Telia-Standorte, 3 tage",
      "words that merely start like a unit keep their space",
    ],
    ["{figures.itRevenuePerKwh}", "0,14–0,17", "0.14–0.17", "range of decimals"],
    ["{product} AG", "Rechenwärme AG", "Rechenwärme AG", "the product name"],
    ["{minutes} Min.", "{minutes} Min.", "{minutes} Min.", "single words are slots, not placeholders"],
  ])("%s → %s / %s (%s)", (text, de, en) => {
    expect(fillPlaceholders({ t: text }, "de", config).value).toEqual({ t: de });
    expect(fillPlaceholders({ t: text }, "en", config).value).toEqual({ t: en });
  });

  it("reports an unknown placeholder with its path and leaves it in place", () => {
    const result = fillPlaceholders({ hero: { stats: [{ value: "{figures.heroHeat} kWh" }] } }, "de", config);
    expect(result.unknown).toEqual([{ path: ["hero", "stats", 0, "value"], name: "figures.heroHeat" }]);
    expect(result.value).toEqual({ hero: { stats: [{ value: "{figures.heroHeat} kWh" }] } });
  });
});
