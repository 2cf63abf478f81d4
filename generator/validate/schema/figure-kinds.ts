// What a number of site.yaml means: its unit, with the bounds a value of it plausibly has and the slips a maintainer
// makes in it (a price per kWh in cents, kW for MW), declared once per unit; every figure, slider and term is one.
import { z } from "zod";
import { doc, saidTable, titled, type Said } from "./doc.ts";

interface Measure {
  /** What a value is, for the messages: "a price per kWh in EUR". */
  readonly what: string;
  readonly min: number;
  readonly max: number;
  readonly whole?: boolean;
  /** The dimension and the factor to its base unit: relations compare 2.4 MW with 300 kW as 2,400 and 300. */
  readonly base?: readonly [dimension: string, factor: number];
  /** Values typed in a neighbouring unit: the factor that turns one into this unit, and how it was typed. */
  readonly slips?: readonly (readonly [factor: number, typed: string])[];
}

/** What a number measures, with its plausible bounds: copy writes it after the number, relations compare by it. */
const UNITS = {
  "°C": { what: "a temperature in °C", min: 30, max: 120, whole: true },
  kW: { what: "a power in kW", min: 1, max: 100000, whole: true, base: ["W", 1], slips: [[1000, "in MW"]] },
  MW: { what: "a power in MW", min: 0.1, max: 100, base: ["W", 1000], slips: [[0.001, "in kW"]] },
  kWh: {
    what: "an amount of energy in kWh",
    min: 1,
    max: 1e10,
    base: ["Wh", 1],
    slips: [
      [1000, "in MWh"],
      [1e6, "in GWh"],
    ],
  },
  MWh: { what: "an amount of energy in MWh", min: 0.01, max: 1e7, base: ["Wh", 1000], slips: [[0.001, "in kWh"]] },
  t: { what: "a mass in tonnes", min: 1, max: 1e7, whole: true },
  "t/MWh": { what: "tonnes per MWh", min: 0.05, max: 1, slips: [[0.001, "in kg per MWh"]] },
  "%": { what: "a percentage", min: 0, max: 100 },
  "€": { what: "an amount in euros", min: 0, max: 1e8, whole: true, base: ["€", 1], slips: [[1000, "in thousands"]] },
  "Mio. €": { what: "an amount in million euros", min: 0, max: 10000, base: ["€", 1e6], slips: [[1e-6, "in euros"]] },
  "€/kWh": {
    what: "a price per kWh in EUR",
    min: 0.005,
    max: 2,
    base: ["€/Wh", 1],
    slips: [
      [0.01, "in cents"],
      [0.001, "per MWh"],
    ],
  },
  "€/MWh": { what: "a price per MWh in EUR", min: 1, max: 2000, base: ["€/Wh", 0.001], slips: [[1000, "per kWh"]] },
  hours: { what: "a number of hours", min: 1, max: 8784, whole: true },
  days: { what: "a number of days", min: 1, max: 3660, whole: true },
  weeks: { what: "a number of weeks", min: 1, max: 520, whole: true },
  months: { what: "a number of months", min: 1, max: 600, whole: true },
  years: { what: "a number of years", min: 0.1, max: 100 },
  households: { what: "a number of households", min: 1, max: 1e8, whole: true },
  litres: { what: "litres", min: 1, max: 1e6, whole: true },
  feet: { what: "a length in feet", min: 10, max: 53, whole: true },
  times: { what: "a ratio", min: 0, max: 1e6 },
  year: { what: "a calendar year", min: 2000, max: 2100, whole: true },
} as const satisfies Record<string, Measure>;

export type Unit = keyof typeof UNITS;

const measured = <T extends z.ZodType>(unit: Unit, schema: T): T => schema.meta({ unit });

/** The unit a number's schema declares (a range's is its own). */
export function unitOf(schema: z.core.$ZodType | undefined): Unit | undefined {
  return schema && (z.globalRegistry.get(schema) as { unit?: Unit } | undefined)?.unit;
}

/** `value` in the base unit of its dimension, with the dimension: undefined for a unit with none. */
export function inBase(value: number, unit: Unit): { dimension: string; value: number } | undefined {
  const base = (UNITS[unit] as Measure).base;
  return base && { dimension: base[0], value: value * base[1] };
}

const round = (n: number) => Number(n.toPrecision(10));

/** The value `typed` most likely meant, when it is out of bounds and a slip of the unit brings it in. */
function meant(typed: number, unit: Unit, bounds: Measure): string {
  for (const [factor, how] of bounds.slips ?? []) {
    const value = round(typed * factor);
    if (value >= bounds.min && value <= bounds.max && (!bounds.whole || Number.isInteger(value)))
      return `; did you mean ${value} (${typed} looks typed ${how})?`;
  }
  if (unit === "%" && typed > 0 && typed < 1) return "";
  return "; check the number of digits";
}

/** How a value of the wrong form would have come out, and how to write it instead. */
function wrongForm(example: string, input: unknown): string {
  const shown = typeof input === "string" ? `"${input}"` : (JSON.stringify(input) ?? String(input));
  if (typeof input === "string") {
    const digits = input.trim();
    if (/^-?\d+(?:\.\d+)?$/.test(digits))
      return `${shown} is text in quotes; write ${digits} without quotes, so that the build can format it per language`;
    if (/^\d{1,3}(?:[.,]\d{3})+$/.test(digits))
      return `${shown} has a thousands separator; write ${digits.replace(/[.,]/g, "")} without one (the build writes „${Number(digits.replace(/[.,]/g, "")).toLocaleString("de-DE")}“ on German pages)`;
    if (/^-?\d+,\d+$/.test(digits))
      return `${shown} has a decimal comma; write ${digits.replace(",", ".")} with a point (German pages still show „${digits}“)`;
    return `${shown} is not a number; write one such as ${example}`;
  }
  if (input === null || input === undefined) return `the value is empty; write a number such as ${example}`;
  return `${shown} is not a number; write one such as ${example}`;
}

/** A decimal in a whole-number figure: `5.200` (read as 5.2) is almost always a German thousands separator. */
function notWhole(input: unknown): string {
  const value = Number(input);
  const thousands = Math.round(value * 1000);
  if (Math.abs(value * 1000 - thousands) < 1e-9 && thousands >= 1000) {
    const written = value.toFixed(3);
    return `${written} is read as ${value} and would be published as „${value.toLocaleString("de-DE")}“; for ${thousands.toLocaleString("en-GB")} write ${thousands}, without a thousands separator`;
  }
  return `${value} is not a whole number; this figure counts in whole units, e.g. 4500`;
}

/** A number of `unit` within its bounds; one outside refused with what a slip of the unit suggests (0.95 for 95 %). */
export function measure(unit: Unit, said: Said, bounds: Partial<Measure> = {}): z.ZodNumber {
  const m: Measure = { ...UNITS[unit], ...bounds };
  const example = Math.min(m.max, Math.max(m.min, m.whole ? 4500 : 2.4));
  let schema = z.number({ error: (issue) => wrongForm(String(example), issue.input) });
  if (m.whole) schema = schema.int({ error: (issue) => notWhole(issue.input) });
  schema = schema
    .min(m.min, {
      error: (issue) =>
        `${String(issue.input)} is below ${m.min}, the smallest plausible value for ${m.what}${meant(Number(issue.input), unit, m)}`,
    })
    .max(m.max, {
      error: (issue) =>
        `${String(issue.input)} is above ${m.max}, the largest plausible value for ${m.what}${meant(Number(issue.input), unit, m)}`,
    });
  if (unit === "%")
    schema = schema.refine((value) => !(value > 0 && value < 1), {
      error: (issue) =>
        `${String(issue.input)} is a fraction, but this figure is in percent: pages would show „${String(issue.input).replace(".", ",")} %“ and what is computed from it would be a hundredth of its size; for ${round(Number(issue.input) * 100)} % write ${round(Number(issue.input) * 100)}`,
    });
  const shown = unit === "%" ? { en: ", 0–100 without the % sign", de: ", 0–100 ohne %-Zeichen" } : { en: "", de: "" };
  const unitSaid = `${unit}${shown.en}`;
  return measured(
    unit,
    doc(schema, { ...said, en: `${said.en} (${unitSaid})`, de: `${said.de} (${unit}${shown.de})` }, example),
  );
}

/** A range `{ min, max }` of `item`, shown as „2–3“, in the unit of its ends. */
export const range = (said: Said, item: z.ZodNumber) =>
  measured(
    unitOf(item)!,
    doc(
      z
        .strictObject(
          { min: titled("Minimum", item), max: titled("Maximum", item) },
          { error: (issue) => `${wrongForm("2", issue.input)}; a range is written { min: 2, max: 3 }` },
        )
        .refine((r) => r.min <= r.max, { error: "min is larger than max; swap them" }),
      {
        ...said,
        en: `${said.en} (a range { min, max }, shown as „min–max“)`,
        de: `${said.de} (ein Bereich { min, max }, angezeigt als „min–max“)`,
      },
      { min: 2, max: 3 },
    ),
  );

const said = saidTable(`
hoursPerDay | Stunden pro Tag | Operating hours per day | Betriebsstunden pro Tag
containerReferenceKw | Referenzleistung des Containers in kW | Electrical power of the container that thermalKwhPerContainerDay describes | Elektrische Leistung des Containers, den thermalKwhPerContainerDay beschreibt
daysPerYear | Tage pro Jahr | Operating days per year | Betriebstage pro Jahr
gasCo2TonnesPerMwh | CO₂ des Erdgases in Tonnen je MWh | CO₂ emitted per MWh of natural gas burnt | CO₂-Ausstoß je verbrannter MWh Erdgas
co2RoundDownTonnes | CO₂-Abrundung in Tonnen | The CO₂ savings are rounded down to a multiple of this | Die CO₂-Einsparung wird auf ein Vielfaches hiervon abgerundet
exampleElectricityPerKwh | Strompreis des ROI-Beispiels | Electricity price of the ROI example, grid fees, levies and taxes included | Strompreis des ROI-Beispiels, einschließlich Netzentgelten, Umlagen und Steuern
exampleElectricityRangePerKwh | Strompreisspanne des ROI-Beispiels | Electricity prices around the example's, for the payback range roiMonths | Strompreise um den des Beispiels, für die Amortisationsspanne roiMonths
derived | Berechnete Kennzahlen | Assumptions of the figures the build computes (content/README.md#derived) | Annahmen der Kennzahlen, die der Build berechnet (content/README.md#derived)
`);

/** The assumptions of the derived figures, under `derived:` in site.yaml. */
export const derivedSchema = doc(
  z.strictObject({
    hoursPerDay: measure("hours", said("hoursPerDay"), { max: 24 }),
    containerReferenceKw: measure("kW", said("containerReferenceKw")),
    daysPerYear: measure("days", said("daysPerYear"), { max: 366 }),
    gasCo2TonnesPerMwh: measure("t/MWh", said("gasCo2TonnesPerMwh")),
    co2RoundDownTonnes: measure("t", said("co2RoundDownTonnes")),
    exampleElectricityPerKwh: measure("€/kWh", said("exampleElectricityPerKwh")),
    exampleElectricityRangePerKwh: range(
      said("exampleElectricityRangePerKwh"),
      measure("€/kWh", { en: "EUR per kWh", de: "EUR je kWh" }),
    ),
  }),
  said("derived"),
);
