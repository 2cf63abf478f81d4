// The sliders of the ROI calculator in site.yaml. A file of its own because the calculator island reads its type:
// what the browser's code sees, even as types, stays clear of the page kinds, which site.ts takes its kinds from
// (and with them the templates and the generator's Node modules, which the client's typecheck refuses).
import { z } from "zod";
import { doc } from "./doc.ts";

const slider = z
  .strictObject({
    default: doc(z.number(), { en: "Value when the page opens", de: "Wert beim Öffnen der Seite" }, 0.15),
    min: doc(z.number(), { en: "Smallest value of the slider", de: "Kleinster Wert des Schiebereglers" }, 0.05),
    max: doc(z.number(), { en: "Largest value of the slider", de: "Größter Wert des Schiebereglers" }, 0.4),
    step: doc(z.number().positive(), { en: "Step of the arrow keys", de: "Schrittweite der Pfeiltasten" }, 0.01),
  })
  .refine((s) => s.min <= s.default && s.default <= s.max, "default must lie between min and max");

export const roiSchema = doc(
  z.strictObject({
    electricityPrice: doc(
      slider,
      { en: "Electricity cost per kWh, EUR", de: "Stromkosten je kWh, EUR" },
      {
        default: 0.15,
        min: 0.05,
        max: 0.4,
        step: 0.01,
      },
    ),
    heatPrice: doc(
      slider,
      { en: "Heat revenue per MWh, EUR", de: "Wärmeerlös je MWh, EUR" },
      { default: 60, min: 20, max: 150, step: 5 },
    ),
    itPrice: doc(
      slider,
      { en: "IT revenue per kWh, EUR", de: "IT-Erlös je kWh, EUR" },
      { default: 0.16, min: 0.1, max: 0.25, step: 0.01 },
    ),
    volume: doc(
      slider,
      { en: "Electricity per year, kWh (shown in GWh)", de: "Strom pro Jahr, kWh (angezeigt in GWh)" },
      {
        default: 5000000,
        min: 1000000,
        max: 20000000,
        step: 100000,
      },
    ),
  }),
  {
    en: "The sliders of the ROI calculator: default, range and step of each input",
    de: "Die Schieberegler des ROI-Rechners: Vorgabe, Bereich und Schrittweite jeder Eingabe",
  },
);

export type RoiConfig = z.output<typeof roiSchema>;
