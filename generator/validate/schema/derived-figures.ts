// Figures that follow from other figures are computed, never typed: the heat per day from the plant size and the
// DCC's efficiency, the CO₂ saved from that heat and a gas boiler's, the electricity and heat of the ROI example.
// site.yaml's `derived:` holds the assumptions beside a comment with each formula; the formulas are here, once. Copy writes the results like any figure
// ({figures.heroHeatKwhPerDay}), so changing `maxScaleMw` changes every page that shows what follows from it.
import { z } from "zod";
import { doc } from "./doc.ts";
import { decimal, DERIVED_FIGURES, whole } from "./figure-kinds.ts";

/** The assumptions of the derived figures, under `derived:` in site.yaml. */
export const derivedSchema = doc(
  z.strictObject({
    hoursPerDay: whole({ en: "Operating hours per day", de: "Betriebsstunden pro Tag" }, 1, 24, "hours per day"),
    containerReferenceKw: whole(
      {
        en: "Electrical power of the container that thermalKwhPerContainerDay describes, in kW",
        de: "Elektrische Leistung des Containers, den thermalKwhPerContainerDay beschreibt, in kW",
      },
      1,
      5000,
      "a container's power in kW",
    ),
    daysPerYear: whole({ en: "Operating days per year", de: "Betriebstage pro Jahr" }, 1, 366, "days per year"),
    gasCo2TonnesPerMwh: decimal(
      {
        en: "CO₂ emitted per MWh of natural gas burnt, in tonnes",
        de: "CO₂-Ausstoß je verbrannter MWh Erdgas, in Tonnen",
      },
      0.05,
      1,
      "tonnes per MWh",
    ),
    co2RoundDownTonnes: whole(
      {
        en: "The CO₂ savings are rounded down to a multiple of this",
        de: "Die CO₂-Einsparung wird auf ein Vielfaches hiervon abgerundet",
      },
      1,
      100000,
      "tonnes",
    ),
  }),
  {
    en: "Assumptions of the figures the build computes (heroHeatKwhPerDay, thermalKwhPerContainerDay, co2SavingsTonnesPerYear)",
    de: "Annahmen der Kennzahlen, die der Build berechnet (heroHeatKwhPerDay, thermalKwhPerContainerDay, co2SavingsTonnesPerYear)",
  },
);

export type DerivedFigures = Record<keyof typeof DERIVED_FIGURES, number>;

interface Inputs {
  readonly figures: {
    readonly maxScaleMw: number;
    readonly sizeMediumKw: number;
    readonly dccEfficiencyPercent: number;
    readonly gasBoilerEfficiencyPercent: number;
  };
  readonly derived: z.output<typeof derivedSchema>;
}

/** The derived figures of `site`, by the formulas of DERIVED_FIGURES. */
export function deriveFigures({ figures: f, derived: d }: Inputs): DerivedFigures {
  const heroHeatKwhPerDay = Math.round(f.maxScaleMw * 1000 * d.hoursPerDay * (f.dccEfficiencyPercent / 100));
  const thermalKwhPerContainerDay = Math.round(d.containerReferenceKw * d.hoursPerDay * (f.dccEfficiencyPercent / 100));
  const co2 =
    (((heroHeatKwhPerDay * d.daysPerYear) / 1000) * d.gasCo2TonnesPerMwh) / (f.gasBoilerEfficiencyPercent / 100);
  const co2SavingsTonnesPerYear = Math.floor(co2 / d.co2RoundDownTonnes) * d.co2RoundDownTonnes;
  // The ROI example's cluster at full load all year: its electricity, and the heat it gives (stated as „rund“).
  const hoursPerYear = d.hoursPerDay * d.daysPerYear;
  const exampleElectricityMwhPerYear = (f.sizeMediumKw * hoursPerYear) / 1000;
  const exampleHeatMwhPerYear = Math.round((exampleElectricityMwhPerYear * f.dccEfficiencyPercent) / 100 / 10) * 10;
  return {
    heroHeatKwhPerDay,
    thermalKwhPerContainerDay,
    co2SavingsTonnesPerYear,
    hoursPerYear,
    exampleElectricityMwhPerYear,
    exampleHeatMwhPerYear,
  };
}
