// The site's marketing figures under `figures:` in site.yaml, each a measure of its unit (figure-kinds.ts), and the
// relations between them. The YAML stays as editors know it (`heatOutputC: 75`, `containerPowerKw: { min: 200,
// max: 300 }`); the unit is declared here, once per figure, so that a value a German editor meant differently (5.200
// for five thousand two hundred, "2,4" with a decimal comma, a price in cents) is refused with what it would have
// published, and a misspelt name is reported at its line with "did you mean". A new figure gets a line here and its
// value in site.yaml.
import { z } from "zod";
import { doc } from "./doc.ts";
import { DERIVED_FIGURES, type DerivedName } from "./derived-figures.ts";
import { measure, range } from "./figure-kinds.ts";

const perKwh = measure("€/kWh", { en: "EUR per kWh", de: "EUR je kWh" });

/** A derived figure typed in `figures:` is refused at its line: it would silently disagree with its inputs. */
const computed = (name: DerivedName) =>
  doc(
    z
      .never({
        error: `${name} is computed by the build (${DERIVED_FIGURES[name].formula}); delete this line and change the figures it comes from, or the assumptions under \`derived:\``,
      })
      .optional(),
    {
      en: `Computed by the build, not typed here: ${DERIVED_FIGURES[name].formula}`,
      de: `Vom Build berechnet, nicht hier einzutragen: ${DERIVED_FIGURES[name].formula}`,
    },
  );
const computedFigures = Object.fromEntries(Object.keys(DERIVED_FIGURES).map((n) => [n, computed(n as DerivedName)]));

/** Every typed figure with its unit and bounds; copy uses them as {figures.name}. */
export const figuresSchema = doc(
  z.strictObject({
    heatOutputC: measure("°C", {
      en: "Temperature of the heat delivered (spec: 75)",
      de: "Temperatur der gelieferten Wärme (Spezifikation: 75)",
    }),
    itRevenuePerKwh: range(
      { en: "IT revenue guaranteed per kWh of electricity", de: "Garantierter IT-Erlös je kWh Strom" },
      perKwh,
    ),
    heatSalePerKwh: range({ en: "Heat sale price per kWh", de: "Wärmeverkaufspreis je kWh" }, perKwh),
    containerFeet: measure("feet", { en: "Container length (20 or 40)", de: "Containerlänge (20 oder 40)" }),
    containerPowerKw: range(
      { en: "Electrical power of one container", de: "Elektrische Leistung eines Containers" },
      measure("kW", { en: "kW", de: "kW" }, { max: 5000 }),
    ),
    coolingWaterLitres: range(
      { en: "Cooling water per container", de: "Kühlwasser je Container" },
      measure("litres", { en: "litres", de: "Liter" }, { min: 100, max: 50000 }),
    ),
    implementationMonths: range(
      { en: "Time to implement", de: "Umsetzungsdauer" },
      measure("months", { en: "months", de: "Monate" }, { max: 60 }),
    ),
    maxScaleMw: measure("MW", { en: "Largest modular scale", de: "Größter modularer Ausbau" }),
    sizeSmallKw: measure("kW", { en: "Small installation", de: "Kleine Anlage" }),
    sizeMediumKw: measure("kW", {
      en: "Medium installation (the ROI example's)",
      de: "Mittlere Anlage (die des ROI-Beispiels)",
    }),
    sizeLargeKw: measure("kW", { en: "Large installation", de: "Große Anlage" }),
    householdHeatMwh: measure(
      "MWh",
      {
        en: "Heat a household uses per year for space heating and hot water",
        de: "Wärme eines Haushalts pro Jahr für Raumwärme und Warmwasser",
      },
      { min: 0.5, max: 100 },
    ),
    householdHotWaterMwh: measure(
      "MWh",
      {
        en: "Heat a household uses per year for hot water alone",
        de: "Wärme eines Haushalts pro Jahr allein für Warmwasser",
      },
      { min: 0.05, max: 20 },
    ),
    exampleInvestmentEur: measure("€", { en: "Investment in the ROI example", de: "Investition im ROI-Beispiel" }),
    gasBoilerEfficiencyPercent: measure("%", {
      en: "Annual efficiency of a gas boiler",
      de: "Jahresnutzungsgrad eines Gaskessels",
    }),
    dccEfficiencyPercent: measure("%", {
      en: "Share of a DCC's electricity delivered as useful heat",
      de: "Anteil des Stroms eines DCC, der als nutzbare Wärme geliefert wird",
    }),
    households: measure("households", {
      en: "Households supplied by the success stories",
      de: "Haushalte, die die Praxisbeispiele versorgen",
    }),
    demandResponseMioEur: measure("Mio. €", {
      en: "Demand-response revenue per year",
      de: "Erlös aus Demand Response pro Jahr",
    }),
    co2FreeHeatPercent: measure("%", {
      en: "Share of CO2-free heat possible",
      de: "Möglicher Anteil CO₂-freier Wärme",
    }),
    bewSharePercent: measure("%", {
      en: "BEW subsidy: share of the investment",
      de: "BEW-Förderung: Anteil an der Investition",
    }),
    bewApprovalMonths: measure(
      "months",
      { en: "BEW subsidy: months until approval", de: "BEW-Förderung: Monate bis zur Bewilligung" },
      { max: 60 },
    ),
    ...(computedFigures as Record<DerivedName, ReturnType<typeof computed>>),
  }),
  {
    en: "The site's figures. Copy writes them as {figures.name}; the build formats them per language (54.720 in German, 54,720 in English).",
    de: "Die Kennzahlen der Website. Texte schreiben sie als {figures.name}; der Build formatiert sie je Sprache (54.720 auf Deutsch, 54,720 auf Englisch).",
  },
);

/**
 * How figures relate, as data: each list in order (`rising`: every value below the next, compared in one unit, so
 * 300 kW is below 2.4 MW), or a value `within` a range; checked by validate/relations.ts at the lines of the typed
 * values, with `why` as the reason.
 */
export const FIGURE_RELATIONS: readonly {
  readonly of: readonly string[];
  readonly is: "rising" | "within";
  readonly why: string;
}[] = [
  {
    of: ["figures.sizeSmallKw", "figures.sizeMediumKw", "figures.sizeLargeKw", "figures.maxScaleMw"],
    is: "rising",
    why: "the sizes grow from small to large, up to the largest modular scale",
  },
  {
    of: ["figures.householdHotWaterMwh", "figures.householdHeatMwh"],
    is: "rising",
    why: "hot water alone is a part of what a household needs for space heating and hot water",
  },
  {
    of: ["figures.gasBoilerEfficiencyPercent", "figures.dccEfficiencyPercent"],
    is: "rising",
    why: "the copy compares a gas boiler's annual efficiency with the DCC's, which is higher",
  },
  {
    of: ["figures.heatSalePerKwh.max", "roi.heatPrice.default"],
    is: "rising",
    why: "the calculator's heat price is the upper scenario, above the price of heat sold to a network operator",
  },
  {
    of: ["roi.itPrice.default", "figures.itRevenuePerKwh"],
    is: "within",
    why: "the calculator opens with an IT price the site guarantees",
  },
  {
    of: ["derived.exampleElectricityPerKwh", "derived.exampleElectricityRangePerKwh"],
    is: "within",
    why: "the example's electricity price lies within the prices its payback range roiMonths is given for",
  },
];
