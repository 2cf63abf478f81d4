// What site.yaml's numbers mean together, beyond each value's own bounds: the relations declared beside the figures
// (schema/figures.ts FIGURE_RELATIONS), a computed figure that comes out 0 or less (schema/derived-figures.ts), and
// the calculator's default scenario, which the home page renders: each at the line of a value typed in site.yaml.
import { locate } from "../load/locate.ts";
import type { Problem, SourceFile } from "../model.ts";
import { problem } from "../problems/index.ts";
import { defaultValues, roiResult } from "../render/roi.ts";
import { derivedUnit, notPositive } from "./schema/derived-figures.ts";
import { unitOfPlaceholder } from "./placeholders.ts";
import { inBase, type Unit } from "./schema/figure-kinds.ts";
import { FIGURE_RELATIONS } from "./schema/figures.ts";
import type { SiteConfig } from "./schema/site.ts";
import { valueAt, type FieldPath } from "./schema/walk.ts";

type Value = number | { readonly min: number; readonly max: number };

/** A value of site.yaml by its dotted name (`figures.sizeMediumKw`, `roi.heatPrice.default`), with its unit. */
function read(config: SiteConfig, name: string): { path: FieldPath; value: Value; unit: Unit | undefined } {
  return { path: name.split("."), value: valueAt(config, name.split(".")) as Value, unit: unitOfPlaceholder(name) };
}

const shown = (value: Value, unit: Unit | undefined) =>
  `${typeof value === "number" ? value : `${value.min}–${value.max}`}${unit ? ` ${unit}` : ""}`;

/** `value` in its dimension's base unit, so that 2.4 MW and 300 kW compare. */
const based = (value: number, unit: Unit | undefined) => (unit && inBase(value, unit)?.value) ?? value;

/** Every relation of FIGURE_RELATIONS that `config` breaks, at the line of each value of it typed in site.yaml. */
export function brokenRelations(config: SiteConfig, siteFile: SourceFile): Problem[] {
  const problems: Problem[] = [];
  const typed = (path: FieldPath) => (path[0] === "figures" && derivedUnit(String(path[1])) ? false : true);
  for (const { of, is, why } of FIGURE_RELATIONS) {
    const values = of.map((name) => ({ name, ...read(config, name) }));
    for (let i = 0; i + 1 < values.length; i++) {
      const [a, b] = [values[i]!, values[i + 1]!];
      let relation: string | undefined;
      if (is === "within" && typeof a.value === "number" && typeof b.value === "object") {
        const x = based(a.value, a.unit);
        if (x < based(b.value.min, b.unit) || x > based(b.value.max, b.unit)) relation = "is not within";
      } else if (typeof a.value === "number" && typeof b.value === "number") {
        if (!(based(a.value, a.unit) < based(b.value, b.unit))) relation = "is not below";
      }
      if (!relation) continue;
      const facts = {
        key: a.name,
        value: shown(a.value, a.unit),
        relation,
        other: b.name,
        of: shown(b.value, b.unit),
        why,
      };
      for (const path of [a.path, b.path].filter(typed))
        problems.push(problem("FigureRelation", facts, locate(siteFile, path)));
    }
  }
  return problems;
}

/** Each computed figure that comes out 0 or less, at the assumption its formula blames. */
export function derivedNotPositive(config: SiteConfig, siteFile: SourceFile): Problem[] {
  return notPositive(config.figures).map(({ name, value, formula, blame }) => {
    const typed = valueAt(config, blame);
    const facts = { name, value, formula, key: blame.join("."), typed: shown(typed as Value, undefined) };
    return problem("DerivedFigureNotPositive", facts, locate(siteFile, blame));
  });
}

/**
 * The calculator's result at its defaults, as the home page renders it before the visitor moves a slider: a loss
 * there contradicts the copy around it, which says when the investment pays back (a warning at the electricity
 * price, the one cost the defaults set).
 */
export function calculatorOpensWithLoss(config: SiteConfig, siteFile: SourceFile): Problem[] {
  const { profit, totalRevenue, electricityCost } = roiResult(defaultValues(config.roi));
  if (profit > 0) return [];
  const euros = (n: number) => `${Math.round(n).toLocaleString("en-GB")} €`;
  const facts = { surplus: euros(profit), revenue: euros(totalRevenue), cost: euros(electricityCost) };
  return [problem("CalculatorDefaultLoss", facts, locate(siteFile, ["roi", "electricityPrice", "default"]))];
}
