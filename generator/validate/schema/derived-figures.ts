// Figures that follow from other figures are computed, never typed: site.yaml's `derived:` holds the assumptions,
// the formulas are here, once, and copy writes the results like any figure ({figures.heroHeatKwhPerDay}). A result
// of 0 or less is refused at the assumption named as its cause, since every page would state it. No schema in it:
// the editor's form works the figures out with it as they are typed.
import type { z } from "zod";
import type { derivedSchema, Unit } from "./figure-kinds.ts";

type Range = { readonly min: number; readonly max: number };
type Assumptions = z.output<typeof derivedSchema>;
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

/** Intermediate values in full precision, worked out once: the tiles round, the payback does not. */
interface Raw {
  readonly heatKwhPerDay: number;
  readonly co2: number;
  readonly exampleMwh: number;
  readonly heatMwh: number;
  readonly surplusAt: (pricePerKwh: number) => number;
}

const sig1 = (n: number) =>
  n >= 1 ? Math.round(n / 10 ** Math.floor(Math.log10(n))) * 10 ** Math.floor(Math.log10(n)) : Math.round(n);
const to = (step: number, n: number) => Math.round(n / step) * step;
const hoursPerYear = (i: Inputs) => i.derived.hoursPerDay * i.derived.daysPerYear;
/** The households a size supplies with the heat a household uses per year (`mwh`), to one significant digit. */
const households =
  (size: "Small" | "Medium" | "Large", mwh: "householdHotWaterMwh" | "householdHeatMwh") => (i: Inputs) =>
    sig1((i.figures[`size${size}Kw`] * hoursPerYear(i) * i.figures.dccEfficiencyPercent) / 100 / 1000 / i.figures[mwh]);
/** The ROI example's payback at an electricity price per kWh, in years. */
const payback = (i: Inputs, raw: Raw, price: number) => i.figures.exampleInvestmentEur / raw.surplusAt(price);

/** How each computed figure is computed, in the order it is; copy writes each as {figures.name}. */
const COMPUTE = {
  heroHeatKwhPerDay: (_: Inputs, raw: Raw) => Math.round(raw.heatKwhPerDay),
  thermalKwhPerContainerDay: (i: Inputs) =>
    Math.round(i.derived.containerReferenceKw * i.derived.hoursPerDay * (i.figures.dccEfficiencyPercent / 100)),
  co2SavingsTonnesPerYear: (i: Inputs, raw: Raw) =>
    Math.floor(raw.co2 / i.derived.co2RoundDownTonnes) * i.derived.co2RoundDownTonnes,
  hoursPerYear,
  exampleElectricityMwhPerYear: (_: Inputs, raw: Raw) => raw.exampleMwh,
  exampleHeatMwhPerYear: (_: Inputs, raw: Raw) => raw.heatMwh,
  sizeSmallHouseholds: households("Small", "householdHotWaterMwh"),
  sizeMediumHouseholds: households("Medium", "householdHotWaterMwh"),
  sizeLargeHouseholds: households("Large", "householdHotWaterMwh"),
  sizeSmallHouseholdsFullHeat: households("Small", "householdHeatMwh"),
  sizeMediumHouseholdsFullHeat: households("Medium", "householdHeatMwh"),
  sizeLargeHouseholdsFullHeat: households("Large", "householdHeatMwh"),
  hotWaterHouseholdsFactor: (i: Inputs) => Math.round(i.figures.householdHeatMwh / i.figures.householdHotWaterMwh),
  exampleItRevenueEur: (i: Inputs, raw: Raw) => to(5000, raw.exampleMwh * 1000 * i.figures.itRevenuePerKwh.min),
  exampleHeatRevenueEur: (i: Inputs, raw: Raw) => to(5000, raw.heatMwh * 1000 * i.figures.heatSalePerKwh.max),
  examplePaybackYears: (i: Inputs, raw: Raw) => to(0.1, payback(i, raw, i.derived.exampleElectricityPerKwh)),
  examplePaybackYearsAtCalculatorPrice: (i: Inputs, raw: Raw) =>
    Math.round(payback(i, raw, i.roi.electricityPrice.default)),
  roiMonths: (i: Inputs, raw: Raw) => {
    const { min, max } = i.derived.exampleElectricityRangePerKwh;
    return { min: Math.floor(payback(i, raw, min)) * 12, max: Math.ceil(payback(i, raw, max)) * 12 };
  },
  calculatorHeatShortfallEur: (i: Inputs) =>
    Math.round(
      ((i.roi.volume.default / 1000) * i.roi.heatPrice.default * (100 - i.figures.dccEfficiencyPercent)) / 100,
    ),
} as const;

const FORMULAS = `
heroHeatKwhPerDay | Wärme im Eröffnungsblock in kWh pro Tag | kWh | figures.maxScaleMw | maxScaleMw × 1000 × hoursPerDay × dccEfficiencyPercent %
thermalKwhPerContainerDay | Wärme je Container in kWh pro Tag | kWh | derived.containerReferenceKw | containerReferenceKw × hoursPerDay × dccEfficiencyPercent %
co2SavingsTonnesPerYear | CO₂-Einsparung in Tonnen pro Jahr | t | derived.co2RoundDownTonnes | heroHeatKwhPerDay × daysPerYear / 1000 × gasCo2TonnesPerMwh / gasBoilerEfficiencyPercent %, rounded down to co2RoundDownTonnes
hoursPerYear | Stunden pro Jahr | hours | derived.hoursPerDay | hoursPerDay × daysPerYear
exampleElectricityMwhPerYear | Beispiel: Strom in MWh pro Jahr | MWh | figures.sizeMediumKw | sizeMediumKw × hoursPerYear / 1000
exampleHeatMwhPerYear | Beispiel: Wärme in MWh pro Jahr | MWh | figures.dccEfficiencyPercent | exampleElectricityMwhPerYear × dccEfficiencyPercent %, rounded to 10
sizeSmallHouseholds | Kleine Anlage: Haushalte | households | figures.householdHotWaterMwh | sizeSmallKw × hoursPerYear × dccEfficiencyPercent % / 1000 / householdHotWaterMwh, to one significant digit
sizeMediumHouseholds | Mittlere Anlage: Haushalte | households | figures.householdHotWaterMwh | the same for sizeMediumKw
sizeLargeHouseholds | Große Anlage: Haushalte | households | figures.householdHotWaterMwh | the same for sizeLargeKw
sizeSmallHouseholdsFullHeat | Kleine Anlage: Haushalte mit voller Wärme | households | figures.householdHeatMwh | sizeSmallKw × hoursPerYear × dccEfficiencyPercent % / 1000 / householdHeatMwh, to one significant digit
sizeMediumHouseholdsFullHeat | Mittlere Anlage: Haushalte mit voller Wärme | households | figures.householdHeatMwh | the same for sizeMediumKw
sizeLargeHouseholdsFullHeat | Große Anlage: Haushalte mit voller Wärme | households | figures.householdHeatMwh | the same for sizeLargeKw
hotWaterHouseholdsFactor | Faktor Warmwasser- zu Vollversorgungshaushalten | times | figures.householdHotWaterMwh | householdHeatMwh / householdHotWaterMwh, whole (hot water alone supplies this many times the households)
exampleItRevenueEur | Beispiel: IT-Erlös in EUR | € | figures.itRevenuePerKwh | exampleElectricityMwhPerYear × 1000 × itRevenuePerKwh.min, rounded to 5,000
exampleHeatRevenueEur | Beispiel: Wärmeerlös in EUR | € | figures.heatSalePerKwh | exampleHeatMwhPerYear × 1000 × heatSalePerKwh.max, rounded to 5,000
examplePaybackYears | Beispiel: Amortisation in Jahren | years | derived.exampleElectricityPerKwh | exampleInvestmentEur / (IT revenue + heat revenue − exampleElectricityMwhPerYear × 1000 × exampleElectricityPerKwh), unrounded revenues, to 0.1
examplePaybackYearsAtCalculatorPrice | Amortisation des Beispiels zum Strompreis des Rechners | years | roi.electricityPrice.default | the same at the calculator's default electricity price (roi.electricityPrice.default), whole years
roiMonths | ROI in Monaten | months | derived.exampleElectricityRangePerKwh.max | the same at exampleElectricityRangePerKwh, in months, rounded out to whole years
calculatorHeatShortfallEur | Zu viel gezählter Wärmeerlös des Rechners | € | figures.dccEfficiencyPercent | roi.volume.default / 1000 × roi.heatPrice.default × (100 − dccEfficiencyPercent) %: what the calculator counts too much
`;

export type DerivedName = keyof typeof COMPUTE;
export type DerivedFigures = { readonly [N in DerivedName]: ReturnType<(typeof COMPUTE)[N]> };

/** Every computed figure with its label, unit, the key path to blame for 0 or less, and its formula. */
export const DERIVED_FIGURES = Object.fromEntries(
  FORMULAS.trim()
    .split("\n")
    .map((line) => {
      const [name, label, unit, blame, formula] = line.split(" | ") as [DerivedName, string, Unit, string, string];
      return [name, { label, unit, blame: blame.split("."), formula }];
    }),
) as unknown as Record<
  DerivedName,
  { readonly label: string; readonly unit: Unit; readonly blame: readonly string[]; readonly formula: string }
>;
for (const name of Object.keys(COMPUTE)) if (!(name in DERIVED_FIGURES)) throw new Error(`no formula for ${name}`);

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

export function deriveFigures(site: Inputs): DerivedFigures {
  const found = raw(site);
  return Object.fromEntries(
    Object.entries(COMPUTE).map(([name, of]) => [name, of(site, found)]),
  ) as unknown as DerivedFigures;
}

/** Each derived figure that comes out 0 or less (or never: a payback), with the assumption blamed for it. */
export function notPositive(
  figures: DerivedFigures,
): { name: DerivedName; value: string; formula: string; blame: readonly string[] }[] {
  return (Object.keys(COMPUTE) as DerivedName[]).flatMap((name) => {
    const value = figures[name] as number | Range;
    const ends = typeof value === "number" ? [value] : [value.min, value.max];
    if (ends.every((n) => Number.isFinite(n) && n > 0)) return [];
    const { formula, blame, unit } = DERIVED_FIGURES[name];
    const shown = ends.map((n) => (Number.isFinite(n) && n > 0 ? String(n) : n > 0 ? "never" : String(n))).join("–");
    return [{ name, value: `${shown} ${unit}`, formula, blame }];
  });
}

export const derivedUnit = (name: string): Unit | undefined =>
  Object.hasOwn(DERIVED_FIGURES, name) ? DERIVED_FIGURES[name as DerivedName].unit : undefined;
