// The kinds of figure of site.yaml (whole numbers, decimals, percentages, euros, years, ranges, computed figures),
// each with its plausible bounds and the refusal of a value a German editor meant differently; figures.ts lists
// the figures by kind.
import { z } from "zod";
import { doc, type Said } from "./doc.ts";

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
export const whole = (description: Said, min: number, max: number, unit: string) =>
  doc(
    bounded(number("whole number").int({ error: (issue) => notWhole(issue.input) }), min, max, unit),
    description,
    Math.min(max, Math.max(min, 4500)),
  );

/** A number that may have decimals (2.4 MW, 0.14 EUR/kWh). */
export const decimal = (description: Said, min: number, max: number, unit: string) =>
  doc(bounded(number("decimal"), min, max, unit), description, Math.min(max, Math.max(min, 2.4)));

/**
 * A share in percent, 0–100, written without the % sign (the copy adds it). A value between 0 and 1 with decimals
 * is a fraction typed for a percentage (0.95 for 95 %): every page would show „0,95 %“ and what is computed from it
 * a hundredth of its size, so it is refused with the percentage it meant.
 */
export const percent = (description: Said) =>
  measured(
    "%",
    doc(
      bounded(number("percent"), 0, 100, "a percentage").refine((value) => !(value > 0 && value < 1), {
        error: (issue) =>
          `${String(issue.input)} is a fraction, but this figure is in percent: pages would show „${String(issue.input).replace(".", ",")} %“ and what is computed from it would be a hundredth of its size; for ${Math.round(Number(issue.input) * 1000) / 10} % write ${Math.round(Number(issue.input) * 1000) / 10}`,
      }),
      { en: `${description.en} (0–100, without the % sign)`, de: `${description.de} (0–100, ohne %-Zeichen)` },
      85,
    ),
  );

/** An amount in euros, written as a plain number (150000); the copy adds the currency. */
export const euros = (description: Said, max: number) =>
  measured(
    "€",
    doc(
      bounded(number("amount in euros").int({ error: (issue) => notWhole(issue.input) }), 0, max, "this amount"),
      {
        en: `${description.en} (in EUR, without separators or currency sign)`,
        de: `${description.de} (in EUR, ohne Tausendertrennzeichen und Währungszeichen)`,
      },
      150000,
    ),
  );

/** A calendar year such as 2025. */
export const year = (description: Said) =>
  doc(
    bounded(number("year").int({ error: (issue) => notWhole(issue.input) }), 2000, 2100, "a year"),
    description,
    2025,
  );

/** A range `{ min, max }` of `item`, shown as „2–3“. */
export const range = (description: Said, item: z.ZodNumber) =>
  doc(
    z
      .strictObject(
        { min: item, max: item },
        { error: (issue) => `${wrongForm("decimal", issue.input)}; a range is written { min: 2, max: 3 }` },
      )
      .refine((r) => r.min <= r.max, { error: "min is larger than max; swap them" }),
    {
      en: `${description.en} (a range { min, max }, shown as „min–max“)`,
      de: `${description.de} (ein Bereich { min, max }, angezeigt als „min–max“)`,
    },
    { min: 2, max: 3 },
  );

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
  doc(
    z
      .never({
        error: `${name} is computed by the build (${DERIVED_FIGURES[name]}); delete this line and change the figures it comes from, or the assumptions under \`derived:\``,
      })
      .optional(),
    {
      en: `Computed by the build, not typed here: ${DERIVED_FIGURES[name]}`,
      de: `Vom Build berechnet, nicht hier einzutragen: ${DERIVED_FIGURES[name]}`,
    },
  );
