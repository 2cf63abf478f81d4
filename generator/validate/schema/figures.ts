// The site's marketing and calculator figures under `figures:` in site.yaml, each with its kind and plausible bounds. The YAML
// stays as editors know it (`heatOutputC: 75`, `roiMonths: { min: 24, max: 36 }`); the kind is declared here,
// once per figure, so that a value a German editor meant differently (5.200 for five thousand two hundred,
// "2,4" with a decimal comma) is refused with what it would have published, and a misspelt name is reported
// at its line in site.yaml with "did you mean". A new figure gets a line here and its value in site.yaml.
import { z } from "zod";
import { doc } from "./doc.ts";
import { computed, decimal, euros, measured, percent, range, whole, year } from "./figure-kinds.ts";

/** Every figure with its kind and bounds; copy uses them as {figures.name}. */
export const figuresSchema = doc(
  z.strictObject({
    heatOutputC: measured(
      "°C",
      whole(
        {
          en: "Temperature of the heat delivered, in °C (spec: 75)",
          de: "Temperatur der gelieferten Wärme, in °C (Spezifikation: 75)",
        },
        30,
        120,
        "a supply temperature in °C",
      ),
    ),
    itRevenuePerKwh: measured(
      "€/kWh",
      range(
        {
          en: "IT revenue guaranteed per kWh of electricity, in EUR",
          de: "Garantierter IT-Erlös je kWh Strom, in EUR",
        },
        decimal({ en: "EUR per kWh", de: "EUR je kWh" }, 0, 2, "a price per kWh in EUR"),
      ),
    ),
    heatSalePerKwh: measured(
      "€/kWh",
      range(
        { en: "Heat sale price per kWh, in EUR", de: "Wärmeverkaufspreis je kWh, in EUR" },
        decimal({ en: "EUR per kWh", de: "EUR je kWh" }, 0, 2, "a price per kWh in EUR"),
      ),
    ),
    containerFeet: measured(
      "feet",
      whole(
        { en: "Container length in feet (20 or 40)", de: "Containerlänge in Fuß (20 oder 40)" },
        10,
        53,
        "a container length in feet",
      ),
    ),
    containerPowerKw: measured(
      "kW",
      range(
        { en: "Electrical power of one container, in kW", de: "Elektrische Leistung eines Containers, in kW" },
        whole({ en: "kW", de: "kW" }, 1, 5000, "a container's power in kW"),
      ),
    ),
    coolingWaterLitres: measured(
      "litres",
      range(
        { en: "Cooling water per container, in litres", de: "Kühlwasser je Container, in Litern" },
        whole({ en: "litres", de: "Liter" }, 100, 50000, "litres of cooling water"),
      ),
    ),
    thermalKwhPerContainerDay: measured("kWh", computed("thermalKwhPerContainerDay")),
    heroHeatKwhPerDay: measured("kWh", computed("heroHeatKwhPerDay")),
    co2SavingsTonnesPerYear: measured("t", computed("co2SavingsTonnesPerYear")),
    hoursPerYear: measured("hours", computed("hoursPerYear")),
    exampleElectricityMwhPerYear: measured("MWh", computed("exampleElectricityMwhPerYear")),
    exampleHeatMwhPerYear: measured("MWh", computed("exampleHeatMwhPerYear")),
    implementationMonths: measured(
      "months",
      range(
        { en: "Time to implement, in months", de: "Umsetzungsdauer, in Monaten" },
        whole({ en: "months", de: "Monate" }, 1, 60, "a number of months"),
      ),
    ),
    maxScaleMw: measured(
      "MW",
      decimal(
        { en: "Largest modular scale, in MW", de: "Größter modularer Ausbau, in MW" },
        0.1,
        100,
        "a plant size in MW",
      ),
    ),
    sizeSmallKw: measured(
      "kW",
      whole({ en: "Small installation, in kW", de: "Kleine Anlage, in kW" }, 1, 100000, "a power in kW"),
    ),
    sizeSmallHouseholds: measured(
      "households",
      whole(
        { en: "Households a small installation heats", de: "Haushalte, die eine kleine Anlage beheizt" },
        1,
        10000000,
        "a number of households",
      ),
    ),
    sizeMediumKw: measured(
      "kW",
      whole({ en: "Medium installation, in kW", de: "Mittlere Anlage, in kW" }, 1, 100000, "a power in kW"),
    ),
    sizeMediumHouseholds: measured(
      "households",
      whole(
        { en: "Households a medium installation heats", de: "Haushalte, die eine mittlere Anlage beheizt" },
        1,
        10000000,
        "a number of households",
      ),
    ),
    sizeLargeKw: measured(
      "kW",
      whole({ en: "Large installation, in kW", de: "Große Anlage, in kW" }, 1, 100000, "a power in kW"),
    ),
    sizeLargeHouseholds: measured(
      "households",
      whole(
        { en: "Households a large installation heats", de: "Haushalte, die eine große Anlage beheizt" },
        1,
        10000000,
        "a number of households",
      ),
    ),
    sizeSmallHouseholdsFullHeat: measured(
      "households",
      whole(
        {
          en: "Households a small installation supplies with space heating and hot water",
          de: "Haushalte, die eine kleine Anlage mit Raumwärme und Warmwasser versorgt",
        },
        1,
        10000000,
        "a number of households",
      ),
    ),
    sizeMediumHouseholdsFullHeat: measured(
      "households",
      whole(
        {
          en: "Households a medium installation supplies with space heating and hot water",
          de: "Haushalte, die eine mittlere Anlage mit Raumwärme und Warmwasser versorgt",
        },
        1,
        10000000,
        "a number of households",
      ),
    ),
    sizeLargeHouseholdsFullHeat: measured(
      "households",
      whole(
        {
          en: "Households a large installation supplies with space heating and hot water",
          de: "Haushalte, die eine große Anlage mit Raumwärme und Warmwasser versorgt",
        },
        1,
        10000000,
        "a number of households",
      ),
    ),
    householdHeatMwh: measured(
      "MWh",
      decimal(
        {
          en: "Heat a household uses per year for space heating and hot water, in MWh",
          de: "Wärme, die ein Haushalt pro Jahr für Raumwärme und Warmwasser verbraucht, in MWh",
        },
        0.5,
        100,
        "a household's heat per year in MWh",
      ),
    ),
    householdHotWaterMwh: measured(
      "MWh",
      decimal(
        {
          en: "Heat a household uses per year for hot water alone, in MWh",
          de: "Wärme, die ein Haushalt pro Jahr allein für Warmwasser verbraucht, in MWh",
        },
        0.05,
        20,
        "a household's hot water per year in MWh",
      ),
    ),
    exampleInvestmentEur: euros(
      { en: "Investment in the ROI example for 100 kW", de: "Investition im ROI-Beispiel für 100 kW" },
      100000000,
    ),
    exampleItRevenueEur: euros(
      { en: "IT revenue per year in the ROI example", de: "IT-Erlös pro Jahr im ROI-Beispiel" },
      100000000,
    ),
    exampleHeatRevenueEur: euros(
      { en: "Heat revenue per year in the ROI example", de: "Wärmeerlös pro Jahr im ROI-Beispiel" },
      100000000,
    ),
    examplePaybackYears: measured(
      "years",
      decimal(
        { en: "Payback time of the ROI example, in years", de: "Amortisationszeit des ROI-Beispiels, in Jahren" },
        0.1,
        50,
        "a payback time in years",
      ),
    ),
    roiMonths: measured(
      "months",
      range(
        { en: "Return on investment stated in the FAQ, in months", de: "Kapitalrendite laut FAQ, in Monaten" },
        whole({ en: "months", de: "Monate" }, 1, 600, "a number of months"),
      ),
    ),
    gasBoilerEfficiencyPercent: percent({
      en: "Efficiency of a gas boiler",
      de: "Jahresnutzungsgrad eines Gaskessels",
    }),
    dccEfficiencyPercent: percent({ en: "Efficiency of a DCC", de: "Jahresnutzungsgrad eines DCC" }),
    households: measured(
      "households",
      whole(
        { en: "Households supplied by the success stories", de: "Haushalte, die die Praxisbeispiele versorgen" },
        1,
        100000000,
        "a number of households",
      ),
    ),
    demandResponseMioEur: decimal(
      { en: "Demand-response revenue per year, in million EUR", de: "Erlös aus Demand Response pro Jahr, in Mio. EUR" },
      0,
      10000,
      "million EUR",
    ),
    co2FreeHeatPercent: percent({ en: "Share of CO2-free heat possible", de: "Möglicher Anteil CO₂-freier Wärme" }),
    bewSharePercent: percent({
      en: "BEW subsidy: share of the investment",
      de: "BEW-Förderung: Anteil an der Investition",
    }),
    bewApprovalMonths: measured(
      "months",
      whole(
        { en: "BEW subsidy: months until approval", de: "BEW-Förderung: Monate bis zur Bewilligung" },
        1,
        60,
        "a number of months",
      ),
    ),
  }),
  {
    en: "The site's figures. Copy writes them as {figures.name}; the build formats them per language (54.720 in German, 54,720 in English).",
    de: "Die Kennzahlen der Website. Texte schreiben sie als {figures.name}; der Build formatiert sie je Sprache (54.720 auf Deutsch, 54,720 auf Englisch).",
  },
);
