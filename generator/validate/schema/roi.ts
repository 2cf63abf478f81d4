// The sliders of the ROI calculator in site.yaml. A file of its own because the calculator island reads its type:
// what the browser's code sees, even as types, stays clear of the page kinds, which site.ts takes its kinds from
// (and with them the templates and the generator's Node modules, which the client's typecheck refuses).
import { z } from "zod";
import { doc } from "./doc.ts";

const slider = z
  .strictObject({
    default: doc(z.number(), "Value when the page opens", 0.15),
    min: doc(z.number(), "Smallest value of the slider", 0.05),
    max: doc(z.number(), "Largest value of the slider", 0.4),
    step: doc(z.number().positive(), "Step of the arrow keys", 0.01),
  })
  .refine((s) => s.min <= s.default && s.default <= s.max, "default must lie between min and max");

export const roiSchema = doc(
  z.strictObject({
    electricityPrice: doc(slider, "Electricity cost per kWh, EUR", {
      default: 0.15,
      min: 0.05,
      max: 0.4,
      step: 0.01,
    }),
    heatPrice: doc(slider, "Heat revenue per MWh, EUR", { default: 60, min: 20, max: 150, step: 5 }),
    itPrice: doc(slider, "IT revenue per kWh, EUR", { default: 0.16, min: 0.1, max: 0.25, step: 0.01 }),
    volume: doc(slider, "Electricity per year, kWh (shown in GWh)", {
      default: 5000000,
      min: 1000000,
      max: 20000000,
      step: 100000,
    }),
  }),
  "The sliders of the ROI calculator: default, range and step of each input",
);

export type RoiConfig = z.output<typeof roiSchema>;
