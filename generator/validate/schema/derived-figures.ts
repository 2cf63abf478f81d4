// Figures that follow from other figures are computed, never typed: the heat per day from the plant size and the
// DCC's efficiency, the CO₂ saved from that heat, the households a size heats, the ROI example's revenues and its
// payback, at its own electricity price and at the calculator's. site.yaml's `derived:` holds the assumptions beside
// a comment with each formula; the formulas are here, once. Copy writes the results like any figure
// ({figures.heroHeatKwhPerDay}), so changing `maxScaleMw` changes every page that shows what follows from it. A
// result that comes out 0 or less (a rounding step above the value, a price above the revenue) is refused at the
// assumption named as its cause, since every page would state it.
import { z } from "zod";
import { doc } from "./doc.ts";
import { measure, range, type Unit } from "./figure-kinds.ts";

/** The assumptions of the derived figures, under `derived:` in site.yaml. */
export const derivedSchema = doc(
  z.strictObject({
    hoursPerDay: measure("hours", { en: "Operating hours per day", de: "Betriebsstunden pro Tag" }, { max: 24 }),
    containerReferenceKw: measure("kW", {
      en: "Electrical power of the container that thermalKwhPerContainerDay describes",
      de: "Elektrische Leistung des Containers, den thermalKwhPerContainerDay beschreibt",
    }),
    daysPerYear: measure("days", { en: "Operating days per year", de: "Betriebstage pro Jahr" }, { max: 366 }),
    gasCo2TonnesPerMwh: measure("t/MWh", {
      en: "CO₂ emitted per MWh of natural gas burnt",
      de: "CO₂-Ausstoß je verbrannter MWh Erdgas",
    }),
    co2RoundDownTonnes: measure("t", {
      en: "The CO₂ savings are rounded down to a multiple of this",
      de: "Die CO₂-Einsparung wird auf ein Vielfaches hiervon abgerundet",
    }),
    exampleElectricityPerKwh: measure("€/kWh", {
      en: "Electricity price of the ROI example, grid fees, levies and taxes included",
      de: "Strompreis des ROI-Beispiels, einschließlich Netzentgelten, Umlagen und Steuern",
    }),
    exampleElectricityRangePerKwh: range(
      {
        en: "Electricity prices around the example's, for the payback range roiMonths",
        de: "Strompreise um den des Beispiels, für die Amortisationsspanne roiMonths",
      },
      measure("€/kWh", { en: "EUR per kWh", de: "EUR je kWh" }),
    ),
  }),
  {
    en: "Assumptions of the figures the build computes (content/README.md#derived)",
    de: "Annahmen der Kennzahlen, die der Build berechnet (content/README.md#derived)",
  },
);

type Range = { readonly min: number; readonly max: number };
type Assumptions = z.output<typeof derivedSchema>;
/** What the formulas read of site.yaml as typed. */
interface Inputs {
  readonly figures: {
    readonly maxScaleMw: number;
    readonly sizeSmallKw: number;
    readonly sizeMediumKw: number;
    readonly sizeLargeKw: number;
    readonly householdHeatMwh: number;
    readonly householdHotWaterMwh: number;
    readonly dccEfficiencyPercent: number;
    readonly gasBoilerEfficiencyPercent: number;
    readonly itRevenuePerKwh: Range;
    readonly heatSalePerKwh: Range;
    readonly exampleInvestmentEur: number;
  };
  readonly derived: Assumptions;
  readonly roi: { readonly electricityPrice: { readonly default: number } } & {
    readonly volume: { readonly default: number };
    readonly heatPrice: { readonly default: number };
  };
}

/** A computed figure: its unit, its formula as the editor and README show it, and the input to blame for 0 or less. */
interface Formula {
  readonly unit: Unit;
  readonly formula: string;
  /** The key path in site.yaml of the assumption that most likely made it 0 or less. */
  readonly blame: readonly string[];
  readonly of: (i: Inputs, raw: Raw) => number | Range;
}

/** Intermediate values in full precision, worked out once: the tiles round, the payback does not. */
interface Raw {
  readonly heatKwhPerDay: number;
  readonly co2: number;
  readonly exampleMwh: number;
  readonly heatMwh: number;
  readonly surplusAt: (pricePerKwh: number) => number;
}

const sig1 = (n: number) => {
  if (!(n >= 1)) return Math.round(n);
  const power = 10 ** Math.floor(Math.log10(n));
  return Math.round(n / power) * power;
};
const to = (step: number, n: number) => Math.round(n / step) * step;
const hoursPerYear = (i: Inputs) => i.derived.hoursPerDay * i.derived.daysPerYear;
const hotWater = ["figures", "householdHotWaterMwh"];

/** The households a size supplies with hot water alone, and with space heating and hot water. */
function households<S extends "Small" | "Medium" | "Large">(size: S) {
  const of = (mwh: "householdHotWaterMwh" | "householdHeatMwh") => (i: Inputs) =>
    sig1((i.figures[`size${size}Kw`] * hoursPerYear(i) * i.figures.dccEfficiencyPercent) / 100 / 1000 / i.figures[mwh]);
  const formula = `size${size}Kw × hoursPerYear × dccEfficiencyPercent % / 1000 / householdHotWaterMwh (…FullHeat: householdHeatMwh), to one significant digit`;
  return {
    [`size${size}Households`]: { unit: "households", formula, blame: hotWater, of: of("householdHotWaterMwh") },
    [`size${size}HouseholdsFullHeat`]: {
      unit: "households",
      formula,
      blame: ["figures", "householdHeatMwh"],
      of: of("householdHeatMwh"),
    },
  } as unknown as Record<`size${S}Households` | `size${S}HouseholdsFullHeat`, Formula>;
}

/** Every computed figure in the order it is computed, with its formula; copy writes each as {figures.name}. */
export const DERIVED_FIGURES = {
  heroHeatKwhPerDay: {
    unit: "kWh",
    formula: "maxScaleMw × 1000 × hoursPerDay × dccEfficiencyPercent %",
    blame: ["figures", "maxScaleMw"],
    of: (_, raw) => Math.round(raw.heatKwhPerDay),
  },
  thermalKwhPerContainerDay: {
    unit: "kWh",
    formula: "containerReferenceKw × hoursPerDay × dccEfficiencyPercent %",
    blame: ["derived", "containerReferenceKw"],
    of: (i) =>
      Math.round(i.derived.containerReferenceKw * i.derived.hoursPerDay * (i.figures.dccEfficiencyPercent / 100)),
  },
  co2SavingsTonnesPerYear: {
    unit: "t",
    formula:
      "heroHeatKwhPerDay × daysPerYear / 1000 × gasCo2TonnesPerMwh / gasBoilerEfficiencyPercent %, rounded down to co2RoundDownTonnes",
    blame: ["derived", "co2RoundDownTonnes"],
    of: (i, raw) => Math.floor(raw.co2 / i.derived.co2RoundDownTonnes) * i.derived.co2RoundDownTonnes,
  },
  hoursPerYear: {
    unit: "hours",
    formula: "hoursPerDay × daysPerYear",
    blame: ["derived", "hoursPerDay"],
    of: hoursPerYear,
  },
  exampleElectricityMwhPerYear: {
    unit: "MWh",
    formula: "sizeMediumKw × hoursPerYear / 1000",
    blame: ["figures", "sizeMediumKw"],
    of: (_, raw) => raw.exampleMwh,
  },
  exampleHeatMwhPerYear: {
    unit: "MWh",
    formula: "exampleElectricityMwhPerYear × dccEfficiencyPercent %, rounded to 10",
    blame: ["figures", "dccEfficiencyPercent"],
    of: (_, raw) => raw.heatMwh,
  },
  ...households("Small"),
  ...households("Medium"),
  ...households("Large"),
  hotWaterHouseholdsFactor: {
    unit: "times",
    formula: "householdHeatMwh / householdHotWaterMwh, whole (hot water alone supplies this many times the households)",
    blame: hotWater,
    of: (i) => Math.round(i.figures.householdHeatMwh / i.figures.householdHotWaterMwh),
  },
  exampleItRevenueEur: {
    unit: "€",
    formula: "exampleElectricityMwhPerYear × 1000 × itRevenuePerKwh.min, rounded to 5,000",
    blame: ["figures", "itRevenuePerKwh"],
    of: (i, raw) => to(5000, raw.exampleMwh * 1000 * i.figures.itRevenuePerKwh.min),
  },
  exampleHeatRevenueEur: {
    unit: "€",
    formula: "exampleHeatMwhPerYear × 1000 × heatSalePerKwh.max, rounded to 5,000",
    blame: ["figures", "heatSalePerKwh"],
    of: (i, raw) => to(5000, raw.heatMwh * 1000 * i.figures.heatSalePerKwh.max),
  },
  examplePaybackYears: {
    unit: "years",
    formula:
      "exampleInvestmentEur / (IT revenue + heat revenue − exampleElectricityMwhPerYear × 1000 × exampleElectricityPerKwh), unrounded revenues, to 0.1",
    blame: ["derived", "exampleElectricityPerKwh"],
    of: (i, raw) => to(0.1, i.figures.exampleInvestmentEur / raw.surplusAt(i.derived.exampleElectricityPerKwh)),
  },
  examplePaybackYearsAtCalculatorPrice: {
    unit: "years",
    formula: "the same at the calculator's default electricity price (roi.electricityPrice.default), whole years",
    blame: ["roi", "electricityPrice", "default"],
    of: (i, raw) => Math.round(i.figures.exampleInvestmentEur / raw.surplusAt(i.roi.electricityPrice.default)),
  },
  roiMonths: {
    unit: "months",
    formula: "the same at exampleElectricityRangePerKwh, in months, rounded out to whole years",
    blame: ["derived", "exampleElectricityRangePerKwh", "max"],
    of: (i, raw) => {
      const months = (price: number) => (12 * i.figures.exampleInvestmentEur) / raw.surplusAt(price);
      const { min, max } = i.derived.exampleElectricityRangePerKwh;
      return { min: Math.floor(months(min) / 12) * 12, max: Math.ceil(months(max) / 12) * 12 };
    },
  },
  calculatorHeatShortfallEur: {
    unit: "€",
    formula:
      "roi.volume.default / 1000 × roi.heatPrice.default × (100 − dccEfficiencyPercent) %: what the calculator counts too much",
    blame: ["figures", "dccEfficiencyPercent"],
    of: (i) =>
      Math.round(
        ((i.roi.volume.default / 1000) * i.roi.heatPrice.default * (100 - i.figures.dccEfficiencyPercent)) / 100,
      ),
  },
} as const satisfies Record<string, Formula>;

export type DerivedName = keyof typeof DERIVED_FIGURES;
export type DerivedFigures = { readonly [N in DerivedName]: ReturnType<(typeof DERIVED_FIGURES)[N]["of"]> };

function raw(i: Inputs): Raw {
  const heatKwhPerDay = i.figures.maxScaleMw * 1000 * i.derived.hoursPerDay * (i.figures.dccEfficiencyPercent / 100);
  const co2 =
    (((Math.round(heatKwhPerDay) * i.derived.daysPerYear) / 1000) * i.derived.gasCo2TonnesPerMwh) /
    (i.figures.gasBoilerEfficiencyPercent / 100);
  // The ROI example's cluster at full load all year: its electricity, its IT revenue at the guaranteed minimum, all
  // its heat (rounded as the page states it) sold at the upper sale price, less the electricity at `price`.
  const exampleMwh = (i.figures.sizeMediumKw * hoursPerYear(i)) / 1000;
  const heatMwh = to(10, (exampleMwh * i.figures.dccEfficiencyPercent) / 100);
  const revenue = exampleMwh * 1000 * i.figures.itRevenuePerKwh.min + heatMwh * 1000 * i.figures.heatSalePerKwh.max;
  return { heatKwhPerDay, co2, exampleMwh, heatMwh, surplusAt: (price) => revenue - exampleMwh * 1000 * price };
}

/** The derived figures of `site`, by the formulas of DERIVED_FIGURES. */
export function deriveFigures(site: Inputs): DerivedFigures {
  const found = raw(site);
  return Object.fromEntries(
    Object.entries(DERIVED_FIGURES).map(([name, f]) => [name, (f as Formula).of(site, found)]),
  ) as unknown as DerivedFigures;
}

/**
 * Each derived figure of `figures` that comes out 0 or less (or not at all: a payback that never comes), with the
 * assumption DERIVED_FIGURES blames for it.
 */
export function notPositive(
  figures: DerivedFigures,
): { name: DerivedName; value: string; formula: string; blame: readonly string[] }[] {
  return (Object.keys(DERIVED_FIGURES) as DerivedName[]).flatMap((name) => {
    const value = figures[name] as number | Range;
    const ends = typeof value === "number" ? [value] : [value.min, value.max];
    if (ends.every((n) => Number.isFinite(n) && n > 0)) return [];
    const { formula, blame, unit } = DERIVED_FIGURES[name];
    const shown = ends.map((n) => (Number.isFinite(n) && n > 0 ? String(n) : n > 0 ? "never" : String(n))).join("–");
    return [{ name, value: `${shown} ${unit}`, formula, blame }];
  });
}

/** The unit of a derived figure. */
export const derivedUnit = (name: string): Unit | undefined =>
  Object.hasOwn(DERIVED_FIGURES, name) ? DERIVED_FIGURES[name as DerivedName].unit : undefined;
