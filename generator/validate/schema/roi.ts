// The sliders of the ROI calculator, each a measure of its unit (figure-kinds.ts), a default off the slider's steps
// refused. A file of its own: the calculator island reads its type, and the browser's code stays clear of page kinds.
import { z } from "zod";
import { doc, saidTable } from "./doc.ts";
import { measure, type Unit } from "./figure-kinds.ts";

const round = (n: number) => Number(n.toPrecision(10));
/** Whether `value` is a whole number of `step`s from `min` (within the rounding of decimal steps). */
const onGrid = (value: number, min: number, step: number) => {
  const steps = (value - min) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
};

const said = saidTable(`
default | Vorgabe | Value when the page opens | Wert beim Öffnen der Seite
min | Minimum | Smallest value of the slider | Kleinster Wert des Schiebereglers
max | Maximum | Largest value of the slider | Größter Wert des Schiebereglers
step | Schrittweite | Step of the arrow keys | Schrittweite der Pfeiltasten | 0.01
electricityPrice | Strompreis | Electricity cost per kWh, EUR | Stromkosten je kWh, EUR | {"default": 0.15, "min": 0.05, "max": 0.4, "step": 0.01}
heatPrice | Wärmepreis | Heat revenue per MWh, EUR | Wärmeerlös je MWh, EUR | {"default": 60, "min": 20, "max": 150, "step": 5}
itPrice | IT-Preis | IT revenue per kWh, EUR | IT-Erlös je kWh, EUR | {"default": 0.16, "min": 0.1, "max": 0.25, "step": 0.01}
volume | Volumen | Electricity per year, kWh (shown in GWh) | Strom pro Jahr, kWh (angezeigt in GWh) | {"default": 5000000, "min": 1000000, "max": 20000000, "step": 100000}
`);

const slider = (unit: Unit, key: string, bounds: { min?: number; max?: number } = {}) =>
  doc(
    z
      .strictObject({
        default: measure(unit, said("default"), bounds),
        min: measure(unit, said("min"), bounds),
        max: measure(unit, said("max"), bounds),
        step: doc(z.number().positive(), said("step")),
      })
      .superRefine((s, ctx) => {
        const at = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
        const near = (v: number) => [
          s.min + Math.floor((v - s.min) / s.step) * s.step,
          s.min + Math.ceil((v - s.min) / s.step) * s.step,
        ];
        if (s.min > s.max) at("min", `min ${s.min} is above max ${s.max}; swap them`);
        else if (s.default < s.min || s.default > s.max)
          at("default", `default must lie between min and max (${s.min} to ${s.max}), not ${s.default}`);
        else if (s.step > s.max - s.min)
          at("step", `step ${s.step} is wider than the slider's range from ${s.min} to ${s.max}`);
        else if (!onGrid(s.default, s.min, s.step))
          at(
            "default",
            `default ${s.default} is not on the slider's steps of ${s.step} from ${s.min}: the page would open at ${s.default}, but the slider stops only at ${near(s.default).map(round).join(" or ")}`,
          );
        else if (!onGrid(s.max, s.min, s.step))
          at(
            "max",
            `max ${s.max} is not on the slider's steps of ${s.step} from ${s.min}: the slider would end at ${round(near(s.max)[0]!)}`,
          );
      }),
    said(key),
  );

export const roiSchema = doc(
  z.strictObject({
    electricityPrice: slider("€/kWh", "electricityPrice"),
    heatPrice: slider("€/MWh", "heatPrice"),
    itPrice: slider("€/kWh", "itPrice"),
    volume: slider("kWh", "volume", { min: 10000, max: 1e9 }),
  }),
  {
    en: "The sliders of the ROI calculator: default, range and step of each input",
    de: "Die Schieberegler des ROI-Rechners: Vorgabe, Bereich und Schrittweite jeder Eingabe",
    label: "ROI-Rechner",
  },
);

export type RoiConfig = z.output<typeof roiSchema>;
