// The site's marketing figures under `figures:` in site.yaml, each a measure of its unit (figure-kinds.ts), so that a
// value meant differently (5.200, "2,4", a price in cents) is refused with what it would have published; and the
// relations between them. A new figure gets a line here and its value in site.yaml.
import { z } from "zod";
import { doc, saidTable } from "./doc.ts";
import { DERIVED_FIGURES, type DerivedName } from "./derived-figures.ts";
import { measure, range, type Unit } from "./figure-kinds.ts";

const said = saidTable(`
heatOutputC | Vorlauftemperatur in °C | Temperature of the heat delivered (spec: 75) | Temperatur der gelieferten Wärme (Spezifikation: 75)
itRevenuePerKwh | IT-Erlös je kWh | IT revenue guaranteed per kWh of electricity | Garantierter IT-Erlös je kWh Strom
heatSalePerKwh | Wärmeverkauf je kWh | Heat sale price per kWh | Wärmeverkaufspreis je kWh
containerFeet | Containerlänge in Fuß | Container length (20 or 40) | Containerlänge (20 oder 40)
containerPowerKw | Containerleistung in kW | Electrical power of one container | Elektrische Leistung eines Containers
coolingWaterLitres | Kühlwasser in Litern | Cooling water per container | Kühlwasser je Container
implementationMonths | Umsetzung in Monaten | Time to implement | Umsetzungsdauer
maxScaleMw | Größter Ausbau in MW | Largest modular scale | Größter modularer Ausbau
sizeSmallKw | Kleine Anlage in kW | Small installation | Kleine Anlage
sizeMediumKw | Mittlere Anlage in kW | Medium installation (the ROI example's) | Mittlere Anlage (die des ROI-Beispiels)
sizeLargeKw | Große Anlage in kW | Large installation | Große Anlage
householdHeatMwh | Wärme je Haushalt in MWh | Heat a household uses per year for space heating and hot water | Wärme eines Haushalts pro Jahr für Raumwärme und Warmwasser
householdHotWaterMwh | Warmwasser je Haushalt in MWh | Heat a household uses per year for hot water alone | Wärme eines Haushalts pro Jahr allein für Warmwasser
exampleInvestmentEur | Beispiel: Investition in EUR | Investment in the ROI example | Investition im ROI-Beispiel
gasBoilerEfficiencyPercent | Jahresnutzungsgrad des Gaskessels in Prozent | Annual efficiency of a gas boiler | Jahresnutzungsgrad eines Gaskessels
dccEfficiencyPercent | Jahresnutzungsgrad des DCC in Prozent | Share of a DCC's electricity delivered as useful heat | Anteil des Stroms eines DCC, der als nutzbare Wärme geliefert wird
households | Haushalte | Households supplied by the success stories | Haushalte, die die Praxisbeispiele versorgen
demandResponseMioEur | Demand Response in Mio. EUR | Demand-response revenue per year | Erlös aus Demand Response pro Jahr
co2FreeHeatPercent | CO₂-freie Wärme in Prozent | Share of CO2-free heat possible | Möglicher Anteil CO₂-freier Wärme
bewSharePercent | BEW-Anteil in Prozent | BEW subsidy: share of the investment | BEW-Förderung: Anteil an der Investition
bewApprovalMonths | BEW-Bewilligung in Monaten | BEW subsidy: months until approval | BEW-Förderung: Monate bis zur Bewilligung
`);
const of = (unit: Unit, bounds?: Parameters<typeof measure>[2]) => measure(unit, { en: unit, de: unit }, bounds);

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
      label: DERIVED_FIGURES[name].label,
    },
  );
const computedFigures = Object.fromEntries(Object.keys(DERIVED_FIGURES).map((n) => [n, computed(n as DerivedName)]));

/** Every typed figure with its unit and bounds; copy uses them as {figures.name}. */
export const figuresSchema = doc(
  z.strictObject({
    heatOutputC: measure("°C", said("heatOutputC")),
    itRevenuePerKwh: range(said("itRevenuePerKwh"), of("€/kWh")),
    heatSalePerKwh: range(said("heatSalePerKwh"), of("€/kWh")),
    containerFeet: measure("feet", said("containerFeet")),
    containerPowerKw: range(said("containerPowerKw"), of("kW", { max: 5000 })),
    coolingWaterLitres: range(said("coolingWaterLitres"), of("litres", { min: 100, max: 50000 })),
    implementationMonths: range(said("implementationMonths"), of("months", { max: 60 })),
    maxScaleMw: measure("MW", said("maxScaleMw")),
    sizeSmallKw: measure("kW", said("sizeSmallKw")),
    sizeMediumKw: measure("kW", said("sizeMediumKw")),
    sizeLargeKw: measure("kW", said("sizeLargeKw")),
    householdHeatMwh: measure("MWh", said("householdHeatMwh"), { min: 0.5, max: 100 }),
    householdHotWaterMwh: measure("MWh", said("householdHotWaterMwh"), { min: 0.05, max: 20 }),
    exampleInvestmentEur: measure("€", said("exampleInvestmentEur")),
    gasBoilerEfficiencyPercent: measure("%", said("gasBoilerEfficiencyPercent")),
    dccEfficiencyPercent: measure("%", said("dccEfficiencyPercent")),
    households: measure("households", said("households")),
    demandResponseMioEur: measure("Mio. €", said("demandResponseMioEur")),
    co2FreeHeatPercent: measure("%", said("co2FreeHeatPercent")),
    bewSharePercent: measure("%", said("bewSharePercent")),
    bewApprovalMonths: measure("months", said("bewApprovalMonths"), { max: 60 }),
    ...(computedFigures as Record<DerivedName, ReturnType<typeof computed>>),
  }),
  {
    en: "The site's figures. Copy writes them as {figures.name}; the build formats them per language (54.720 in German, 54,720 in English).",
    de: "Die Kennzahlen der Website. Texte schreiben sie als {figures.name}; der Build formatiert sie je Sprache (54.720 auf Deutsch, 54,720 auf Englisch).",
    label: "Kennzahlen",
  },
);

/** How figures relate, a line each: `rising` (each below the next) or `within` a range (validate/relations.ts). */
export const FIGURE_RELATIONS = `
rising | figures.sizeSmallKw figures.sizeMediumKw figures.sizeLargeKw figures.maxScaleMw | the sizes grow from small to large, up to the largest modular scale
rising | figures.householdHotWaterMwh figures.householdHeatMwh | hot water alone is a part of what a household needs for space heating and hot water
rising | figures.gasBoilerEfficiencyPercent figures.dccEfficiencyPercent | the copy compares a gas boiler's annual efficiency with the DCC's, which is higher
rising | figures.heatSalePerKwh.max roi.heatPrice.default | the calculator's heat price is the upper scenario, above the price of heat sold to a network operator
within | roi.itPrice.default figures.itRevenuePerKwh | the calculator opens with an IT price the site guarantees
within | derived.exampleElectricityPerKwh derived.exampleElectricityRangePerKwh | the example's electricity price lies within the prices its payback range roiMonths is given for
`
  .trim()
  .split("\n")
  .map((line) => {
    const [is, of, why] = line.split(" | ");
    return { is: is as "rising" | "within", of: of!.split(" "), why: why! };
  });
