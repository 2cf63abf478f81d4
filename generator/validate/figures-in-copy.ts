// A figure of site.yaml typed by hand in copy: „rund 5 Haushalte“ next to {figures.sizeSmallKw} stays 5 when the
// figure changes, and the page contradicts itself. Only a number written with the unit its figure's schema
// declares (schema/figures.ts `measured`) and equal to the figure's value counts: a year, a count of something
// else or a number without a unit is never taken for a figure. And only in a text that speaks of the site's
// figures: one that writes a figure as a placeholder, or whose confirmed text wrote this figure so (its
// placeholder replaced by the value), but not beside this figure's own placeholder: the Odense article's „75 °C“
// next to the DCC's „{figures.heatOutputC} °C“ compares two plants. A story's „75 °C“ of another company's plant, or
// the 300 kW from which a law applies, are the same numbers by chance. A warning of `sitegen check` and `sitegen translations`.
import type { Lang } from "../model.ts";
import { measuredIn, type Measured } from "./numbers.ts";
import { unitOf, type Unit } from "./schema/figure-kinds.ts";
import { figuresSchema } from "./schema/figures.ts";
import type { SiteConfig } from "./schema/site.ts";

type Value = Measured["value"];
interface Figure {
  readonly name: string;
  readonly value: Value;
}

const same = (a: Value, b: Value): boolean =>
  typeof a === "number" || typeof b === "number"
    ? a === b
    : Math.abs(a.min - b.min) < 1e-9 && Math.abs(a.max - b.max) < 1e-9;

/** The figures of `config` by the unit their schema declares. */
export function figuresByUnit(config: SiteConfig): ReadonlyMap<Unit, readonly Figure[]> {
  const byUnit = new Map<Unit, Figure[]>();
  for (const [name, schema] of Object.entries(figuresSchema.shape)) {
    const unit = unitOf(schema);
    const value = (config.figures as Record<string, unknown>)[name] as Value | undefined;
    if (unit && value !== undefined) byUnit.set(unit, [...(byUnit.get(unit) ?? []), { name, value }]);
  }
  return byUnit;
}

/**
 * Every number of `text` written with a unit that is a figure's value, with the figure's placeholder, when `text`
 * writes a figure as a placeholder or `confirmed` (the text as last confirmed) wrote this one so.
 */
export function figuresTypedByHand(
  text: string,
  lang: Lang,
  figures: ReadonlyMap<Unit, readonly Figure[]>,
  confirmed = "",
): { written: string; placeholder: string; value: string }[] {
  const speaksOfFigures = text.includes("{figures.");
  if (!speaksOfFigures && !confirmed.includes("{figures.")) return [];
  return measuredIn(text, lang).flatMap((found) => {
    const figure = figures.get(found.unit)?.find((f) => same(f.value, found.value));
    const placeholder = `{figures.${figure?.name}}`;
    if (!figure || text.includes(placeholder) || !(speaksOfFigures || confirmed.includes(placeholder))) return [];
    const value = typeof figure.value === "number" ? String(figure.value) : `${figure.value.min}–${figure.value.max}`;
    return [{ written: found.written, placeholder: `figures.${figure.name}`, value: `${value} ${found.unit}` }];
  });
}
