// A figure of site.yaml typed by hand in copy stays when the figure changes, and the page contradicts itself. Only a
// number written with its figure's unit counts; not beside the figure's own placeholder (the Odense article's „75 °C“
// next to „{figures.heatOutputC} °C“ compares two plants). A warning of build, `sitegen check` and `translations`.
import type { Lang } from "../model.ts";
import { memoized } from "../memo.ts";
import { measuredIn, type Measured } from "./numbers.ts";
import { unitOfPlaceholder } from "./placeholders.ts";
import type { Unit } from "./schema/figure-kinds.ts";
import { figuresSchema } from "./schema/figures.ts";
import type { SiteConfig } from "./schema/site.ts";

export type FigureValue = Measured["value"];
interface Figure {
  readonly name: string;
  readonly value: FigureValue;
}

const same = (a: FigureValue, b: FigureValue): boolean =>
  typeof a === "number" || typeof b === "number"
    ? a === b
    : Math.abs(a.min - b.min) < 1e-9 && Math.abs(a.max - b.max) < 1e-9;

/** The figures of `config` (the computed ones too) by the unit they are declared in; asked for by every page. */
export const figuresByUnit = memoized((config: SiteConfig): ReadonlyMap<Unit, readonly Figure[]> => {
  const byUnit = new Map<Unit, Figure[]>();
  for (const name of Object.keys(figuresSchema.shape)) {
    const unit = unitOfPlaceholder(`figures.${name}`);
    const value = (config.figures as Record<string, unknown>)[name] as FigureValue | undefined;
    if (unit && value !== undefined) byUnit.set(unit, [...(byUnit.get(unit) ?? []), { name, value }]);
  }
  return byUnit;
});

/** A value of site.yaml as messages show it: `2.4 MW`, `15–30 €/MWh`. */
export const withUnit = (value: FigureValue, unit: Unit | undefined) =>
  `${typeof value === "number" ? value : `${value.min}–${value.max}`}${unit ? ` ${unit}` : ""}`;

/** Figures typed by hand in `text`, where it or `confirmed` writes figures as placeholders, or `counterpart` this. */
export function figuresTypedByHand(
  text: string,
  lang: Lang,
  figures: ReadonlyMap<Unit, readonly Figure[]>,
  confirmed = "",
  counterpart = "",
): { written: string; placeholder: string; value: string }[] {
  const speaksOfFigures = text.includes("{figures.");
  if (!speaksOfFigures && !confirmed.includes("{figures.") && !counterpart.includes("{figures.")) return [];
  return measuredIn(text, lang).flatMap((found) => {
    const candidates = figures.get(found.unit) ?? [];
    const figure =
      candidates.find(
        (f) => same(f.value, found.value) && (speaksOfFigures || confirmed.includes(`{figures.${f.name}}`)),
      ) ?? candidates.find((f) => counterpart.includes(`{figures.${f.name}}`));
    const placeholder = `{figures.${figure?.name}}`;
    if (!figure || text.includes(placeholder)) return [];
    return [
      { written: found.written, placeholder: `figures.${figure.name}`, value: withUnit(figure.value, found.unit) },
    ];
  });
}
