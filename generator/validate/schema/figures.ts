// The site's marketing and calculator figures under `figures:` in site.yaml, each with its kind and plausible bounds. The YAML
// stays as editors know it (`heatOutputC: 75`, `roiMonths: { min: 24, max: 36 }`); the kind is declared here,
// once per figure, so that a value a German editor meant differently (5.200 for five thousand two hundred,
// "2,4" with a decimal comma) is refused with what it would have published, and a misspelt name is reported
// at its line in site.yaml with "did you mean". A new figure gets a line here and its value in site.yaml.
import { z } from "zod";
import { doc } from "./doc.ts";

type Kind = "whole number" | "decimal" | "percent" | "amount in euros" | "year";

/**
 * What a figure measures, declared with its schema: copy that types one of these numbers by hand is told the
 * placeholder to write instead (validate/figures-in-copy.ts), and a percentage written as a fraction is refused.
 */
export type Unit =
  | "°C"
  | "kW"
  | "MW"
  | "kWh"
  | "t"
  | "%"
  | "€"
  | "€/kWh"
  | "MWh"
  | "hours"
  | "households"
  | "months"
  | "years"
  | "litres"
  | "feet";

/** `schema` declared as measured in `unit` (read back by `unitOf`). */
export const measured = <T extends z.ZodType>(unit: Unit, schema: T): T => schema.meta({ unit });

/** The unit a figure's schema declares, through `optional` and a range's `{ min, max }`. */
export function unitOf(schema: z.core.$ZodType): Unit | undefined {
  return (z.globalRegistry.get(schema) as { unit?: Unit } | undefined)?.unit;
}

/** How a value of the wrong form would have come out, and how to write it instead. */
function wrongForm(kind: Kind, input: unknown): string {
  const shown = typeof input === "string" ? `"${input}"` : (JSON.stringify(input) ?? String(input));
  if (typeof input === "string") {
    const digits = input.trim();
    if (/^-?\d+(?:\.\d+)?$/.test(digits))
      return `${shown} is text in quotes; write ${digits} without quotes, so that the build can format it per language`;
    if (/^\d{1,3}(?:[.,]\d{3})+$/.test(digits) && kind !== "decimal")
      return `${shown} has a thousands separator; write ${digits.replace(/[.,]/g, "")} without one (the build writes „${Number(digits.replace(/[.,]/g, "")).toLocaleString("de-DE")}“ on German pages)`;
    if (/^-?\d+,\d+$/.test(digits))
      return `${shown} has a decimal comma; write ${digits.replace(",", ".")} with a point (German pages still show „${digits}“)`;
    return `${shown} is not a number; write a ${kind} such as ${EXAMPLE[kind]}`;
  }
  if (input === null || input === undefined) return `the value is empty; write a ${kind} such as ${EXAMPLE[kind]}`;
  return `${shown} is not a ${kind}; write one such as ${EXAMPLE[kind]}`;
}

const EXAMPLE: Record<Kind, string> = {
  "whole number": "4500",
  decimal: "2.4",
  percent: "85",
  "amount in euros": "150000",
  year: "2025",
};

/**
 * A decimal in a whole-number figure. YAML reads `5.200` as 5.2: with exactly three digits after the point
 * (or fewer trailing zeros dropped) it is almost always a German thousands separator.
 */
function notWhole(input: unknown): string {
  const value = Number(input);
  const thousands = Math.round(value * 1000);
  if (Math.abs(value * 1000 - thousands) < 1e-9 && thousands >= 1000) {
    const written = value.toFixed(3);
    return `${written} is read as ${value} and would be published as „${value.toLocaleString("de-DE")}“; for ${thousands.toLocaleString("en-GB")} write ${thousands}, without a thousands separator`;
  }
  return `${value} is not a whole number; this figure counts in whole units, e.g. ${EXAMPLE["whole number"]}`;
}

const bounded = <T extends z.ZodNumber>(schema: T, min: number, max: number, unit: string) =>
  schema
    .min(min, { error: (issue) => `${String(issue.input)} is below ${min}, the smallest plausible value for ${unit}` })
    .max(max, {
      error: (issue) =>
        `${String(issue.input)} is above ${max}, the largest plausible value for ${unit}; check the number of digits`,
    });

const number = (kind: Kind) => z.number({ error: (issue) => wrongForm(kind, issue.input) });

/** A count of whole units (kWh per day, households, months) between `min` and `max`. */
export const whole = (description: string, min: number, max: number, unit: string) =>
  doc(
    bounded(number("whole number").int({ error: (issue) => notWhole(issue.input) }), min, max, unit),
    description,
    Math.min(max, Math.max(min, 4500)),
  );

/** A number that may have decimals (2.4 MW, 0.14 EUR/kWh). */
export const decimal = (description: string, min: number, max: number, unit: string) =>
  doc(bounded(number("decimal"), min, max, unit), description, Math.min(max, Math.max(min, 2.4)));

/**
 * A share in percent, 0–100, written without the % sign (the copy adds it). A value between 0 and 1 with decimals
 * is a fraction typed for a percentage (0.95 for 95 %): every page would show „0,95 %“ and what is computed from it
 * a hundredth of its size, so it is refused with the percentage it meant.
 */
export const percent = (description: string) =>
  measured(
    "%",
    doc(
      bounded(number("percent"), 0, 100, "a percentage").refine((value) => !(value > 0 && value < 1), {
        error: (issue) =>
          `${String(issue.input)} is a fraction, but this figure is in percent: pages would show „${String(issue.input).replace(".", ",")} %“ and what is computed from it would be a hundredth of its size; for ${Math.round(Number(issue.input) * 1000) / 10} % write ${Math.round(Number(issue.input) * 1000) / 10}`,
      }),
      `${description} (0–100, without the % sign)`,
      85,
    ),
  );

/** An amount in euros, written as a plain number (150000); the copy adds the currency. */
export const euros = (description: string, max: number) =>
  measured(
    "€",
    doc(
      bounded(number("amount in euros").int({ error: (issue) => notWhole(issue.input) }), 0, max, "this amount"),
      `${description} (in EUR, without separators or currency sign)`,
      150000,
    ),
  );

/** A calendar year such as 2025. */
export const year = (description: string) =>
  doc(
    bounded(number("year").int({ error: (issue) => notWhole(issue.input) }), 2000, 2100, "a year"),
    description,
    2025,
  );

/** A range `{ min, max }` of `item`, shown as „2–3“. */
export const range = (description: string, item: z.ZodNumber) =>
  z
    .strictObject(
      { min: item, max: item },
      { error: (issue) => `${wrongForm("decimal", issue.input)}; a range is written { min: 2, max: 3 }` },
    )
    .refine((r) => r.min <= r.max, { error: "min is larger than max; swap them" })
    .meta({ description: `${description} (a range { min, max }, shown as „min–max“)`, examples: [{ min: 2, max: 3 }] });

/** The figures the build computes: copy uses them as {figures.name}; site.yaml must not type them. */
export const DERIVED_FIGURES = {
  heroHeatKwhPerDay: "maxScaleMw × 1000 × hoursPerDay × dccEfficiencyPercent %",
  thermalKwhPerContainerDay: "containerReferenceKw × hoursPerDay × dccEfficiencyPercent %",
  co2SavingsTonnesPerYear:
    "heroHeatKwhPerDay × daysPerYear / 1000 × gasCo2TonnesPerMwh / gasBoilerEfficiencyPercent %, rounded down to co2RoundDownTonnes",
  hoursPerYear: "hoursPerDay × daysPerYear",
  exampleElectricityMwhPerYear: "sizeMediumKw × hoursPerYear / 1000",
  exampleHeatMwhPerYear: "exampleElectricityMwhPerYear × dccEfficiencyPercent %, rounded to 10",
} as const;

/** A derived figure typed in `figures:` is refused at its line: it would silently disagree with its inputs. */
export const computed = (name: keyof typeof DERIVED_FIGURES) =>
  z
    .never({
      error: `${name} is computed by the build (${DERIVED_FIGURES[name]}); delete this line and change the figures it comes from, or the assumptions under \`derived:\``,
    })
    .optional()
    .meta({ description: `Computed by the build, not typed here: ${DERIVED_FIGURES[name]}` });

/** Every figure with its kind and bounds; copy uses them as {figures.name}. */
export const figuresSchema = z
  .strictObject({
    heatOutputC: measured(
      "°C",
      whole("Temperature of the heat delivered, in °C (spec: 75)", 30, 120, "a supply temperature in °C"),
    ),
    itRevenuePerKwh: measured(
      "€/kWh",
      range(
        "IT revenue guaranteed per kWh of electricity, in EUR",
        decimal("EUR per kWh", 0, 2, "a price per kWh in EUR"),
      ),
    ),
    heatSalePerKwh: measured(
      "€/kWh",
      range("Heat sale price per kWh, in EUR", decimal("EUR per kWh", 0, 2, "a price per kWh in EUR")),
    ),
    containerFeet: measured("feet", whole("Container length in feet (20 or 40)", 10, 53, "a container length in feet")),
    containerPowerKw: measured(
      "kW",
      range("Electrical power of one container, in kW", whole("kW", 1, 5000, "a container's power in kW")),
    ),
    coolingWaterLitres: measured(
      "litres",
      range("Cooling water per container, in litres", whole("litres", 100, 50000, "litres of cooling water")),
    ),
    thermalKwhPerContainerDay: measured("kWh", computed("thermalKwhPerContainerDay")),
    heroHeatKwhPerDay: measured("kWh", computed("heroHeatKwhPerDay")),
    co2SavingsTonnesPerYear: measured("t", computed("co2SavingsTonnesPerYear")),
    hoursPerYear: measured("hours", computed("hoursPerYear")),
    exampleElectricityMwhPerYear: measured("MWh", computed("exampleElectricityMwhPerYear")),
    exampleHeatMwhPerYear: measured("MWh", computed("exampleHeatMwhPerYear")),
    implementationMonths: measured(
      "months",
      range("Time to implement, in months", whole("months", 1, 60, "a number of months")),
    ),
    maxScaleMw: measured("MW", decimal("Largest modular scale, in MW", 0.1, 100, "a plant size in MW")),
    sizeSmallKw: measured("kW", whole("Small installation, in kW", 1, 100000, "a power in kW")),
    sizeSmallHouseholds: measured(
      "households",
      whole("Households a small installation heats", 1, 10000000, "a number of households"),
    ),
    sizeMediumKw: measured("kW", whole("Medium installation, in kW", 1, 100000, "a power in kW")),
    sizeMediumHouseholds: measured(
      "households",
      whole("Households a medium installation heats", 1, 10000000, "a number of households"),
    ),
    sizeLargeKw: measured("kW", whole("Large installation, in kW", 1, 100000, "a power in kW")),
    sizeLargeHouseholds: measured(
      "households",
      whole("Households a large installation heats", 1, 10000000, "a number of households"),
    ),
    sizeSmallHouseholdsFullHeat: measured(
      "households",
      whole(
        "Households a small installation supplies with space heating and hot water",
        1,
        10000000,
        "a number of households",
      ),
    ),
    sizeMediumHouseholdsFullHeat: measured(
      "households",
      whole(
        "Households a medium installation supplies with space heating and hot water",
        1,
        10000000,
        "a number of households",
      ),
    ),
    sizeLargeHouseholdsFullHeat: measured(
      "households",
      whole(
        "Households a large installation supplies with space heating and hot water",
        1,
        10000000,
        "a number of households",
      ),
    ),
    householdHeatMwh: measured(
      "MWh",
      decimal(
        "Heat a household uses per year for space heating and hot water, in MWh",
        0.5,
        100,
        "a household's heat per year in MWh",
      ),
    ),
    householdHotWaterMwh: measured(
      "MWh",
      decimal(
        "Heat a household uses per year for hot water alone, in MWh",
        0.05,
        20,
        "a household's hot water per year in MWh",
      ),
    ),
    exampleInvestmentEur: euros("Investment in the ROI example for 100 kW", 100000000),
    exampleItRevenueEur: euros("IT revenue per year in the ROI example", 100000000),
    exampleHeatRevenueEur: euros("Heat revenue per year in the ROI example", 100000000),
    examplePaybackYears: measured(
      "years",
      decimal("Payback time of the ROI example, in years", 0.1, 50, "a payback time in years"),
    ),
    roiMonths: measured(
      "months",
      range("Return on investment stated in the FAQ, in months", whole("months", 1, 600, "a number of months")),
    ),
    gasBoilerEfficiencyPercent: percent("Efficiency of a gas boiler"),
    dccEfficiencyPercent: percent("Efficiency of a DCC"),
    households: measured(
      "households",
      whole("Households supplied by the success stories", 1, 100000000, "a number of households"),
    ),
    demandResponseMioEur: decimal("Demand-response revenue per year, in million EUR", 0, 10000, "million EUR"),
    co2FreeHeatPercent: percent("Share of CO2-free heat possible"),
    bewSharePercent: percent("BEW subsidy: share of the investment"),
    bewApprovalMonths: measured("months", whole("BEW subsidy: months until approval", 1, 60, "a number of months")),
  })
  .describe(
    "The site's figures. Copy writes them as {figures.name}; the build formats them per language (54.720 in German, 54,720 in English).",
  );
