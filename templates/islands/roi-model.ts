// The ROI calculator's arithmetic and formatting: pure, shared by server and browser.
import type { RoiConfig } from "../../generator/validate/schema/roi.ts";

export type RoiInput = keyof RoiConfig;
export type RoiValues = Readonly<Record<RoiInput, number>>;

export interface RoiResult {
  readonly electricityCost: number;
  readonly heatRevenue: number;
  readonly itRevenue: number;
  readonly totalRevenue: number;
  readonly profit: number;
}

export const ROI_INPUTS: readonly RoiInput[] = ["electricityPrice", "heatPrice", "itPrice", "volume"];

/** Annual figures before investment: cost = price × volume; heat = heat price × volume / 1000; IT = IT price × volume. */
export function roiResult(v: RoiValues): RoiResult {
  const electricityCost = v.electricityPrice * v.volume;
  const heatRevenue = (v.heatPrice * v.volume) / 1000;
  const itRevenue = v.itPrice * v.volume;
  const totalRevenue = heatRevenue + itRevenue;
  return { electricityCost, heatRevenue, itRevenue, totalRevenue, profit: totalRevenue - electricityCost };
}

/** Whole euros in the page's language: 750000 → "750.000 €" (de-DE), "€750,000" (en-GB). */
export function formatEuro(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(
    Math.round(value),
  );
}

/** The defaults of every slider. */
export function defaultValues(config: RoiConfig): RoiValues {
  return {
    electricityPrice: config.electricityPrice.default,
    heatPrice: config.heatPrice.default,
    itPrice: config.itPrice.default,
    volume: config.volume.default,
  };
}

/** A value snapped to its slider's step grid (avoids 0.15000000000000002 from float steps). */
export function snap(value: number, s: { min: number; step: number }): number {
  const steps = Math.round((value - s.min) / s.step);
  const decimals = Math.max(0, -Math.floor(Math.log10(s.step)) + 1);
  return Number((s.min + steps * s.step).toFixed(decimals));
}

/** URL query keys of the shared scenario. */
export const QUERY_KEYS: Readonly<Record<RoiInput, string>> = {
  electricityPrice: "strompreis",
  heatPrice: "waermepreis",
  itPrice: "itpreis",
  volume: "strommenge",
};

/**
 * Values from a query string; a missing, malformed or out-of-range value falls back to its default.
 * "?strompreis=0.2&strommenge=abc" → electricityPrice 0.2, volume default.
 */
export function valuesFromQuery(search: string, config: RoiConfig): RoiValues {
  const params = new URLSearchParams(search);
  const out = { ...defaultValues(config) };
  for (const key of ROI_INPUTS) {
    const raw = params.get(QUERY_KEYS[key]);
    if (raw === null || raw.trim() === "") continue;
    const n = Number(raw);
    const s = config[key];
    if (Number.isFinite(n) && n >= s.min && n <= s.max) out[key] = snap(n, s);
  }
  return out;
}

/** The query string for `values`; empty when all are defaults. */
export function queryFromValues(values: RoiValues, config: RoiConfig): string {
  const params = new URLSearchParams();
  for (const key of ROI_INPUTS)
    if (values[key] !== config[key].default) params.set(QUERY_KEYS[key], String(values[key]));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The shown and announced value of one slider in the page's language. A price takes the place of the currency sign
 * in its unit as the page writes it: "€/kWh" → "0,15 €/kWh" (de-DE), "€0.15/kWh" (en-GB); the volume is shown in GWh:
 * "5,0 GWh/Jahr", "5.0 GWh/year". Number and unit are joined by a no-break space, so they never part at a line end.
 */
export function formatInput(
  key: RoiInput,
  value: number,
  locale: string,
  units: { perKwh: string; perMwh: string; gwhPerYear: string },
): string {
  if (key === "volume")
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value / 1_000_000)}\u00a0${units.gwhPerYear}`;
  if (key === "heatPrice") return pricePer(value, 0, locale, units.perMwh);
  return pricePer(value, 2, locale, units.perKwh);
}

function pricePer(value: number, digits: number, locale: string, unit: string): string {
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  const price = new Intl.NumberFormat(locale, { ...options, style: "currency", currency: "EUR" });
  const sign = price.formatToParts(0).find((part) => part.type === "currency")?.value ?? "€";
  // A unit written without the sign ("EUR/kWh") keeps it and follows the plain number.
  if (!unit.includes(sign)) return `${new Intl.NumberFormat(locale, options).format(value)}\u00a0${unit}`;
  return unit.replace(sign, price.format(value));
}
