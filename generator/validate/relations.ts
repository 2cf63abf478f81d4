// What site.yaml's numbers mean together: FIGURE_RELATIONS, a computed figure of 0 or less, and the calculator's
// default scenario the home page renders; each at the line of a value typed in site.yaml.
import { locate } from "../load/locate.ts";
import type { Problem, SourceFile } from "../model.ts";
import { problem } from "../problems/index.ts";
import { defaultValues, roiResult } from "../render/roi.ts";
import { derivedUnit, notPositive } from "./schema/derived-figures.ts";
import { unitOfPlaceholder } from "./placeholders.ts";
import { withUnit, type FigureValue as Value } from "./figures-in-copy.ts";
import { inBase, type Unit } from "./schema/figure-kinds.ts";
import { FIGURE_RELATIONS } from "./schema/figures.ts";
import type { SiteConfig } from "./schema/site.ts";
import { valueAt } from "./schema/walk.ts";

/** Every relation of FIGURE_RELATIONS that `config` breaks, at the line of each value of it typed in site.yaml. */
export function brokenRelations(config: SiteConfig, siteFile: SourceFile): Problem[] {
  const problems: Problem[] = [];
  // Compared in their dimension's base unit, so that 2.4 MW and 300 kW compare.
  const based = (value: number, unit: Unit | undefined) => (unit && inBase(value, unit)?.value) ?? value;
  for (const { of, is, why } of FIGURE_RELATIONS) {
    const values = of.map((name) => ({
      name,
      value: valueAt(config, name.split(".")) as Value,
      unit: unitOfPlaceholder(name),
    }));
    values.slice(1).forEach((b, i) => {
      const a = values[i]!;
      const [x, y] = [typeof a.value === "number" ? based(a.value, a.unit) : NaN, b.value];
      const broken =
        is === "within"
          ? typeof y === "object" && (x < based(y.min, b.unit) || x > based(y.max, b.unit))
          : typeof y === "number" && !(x < based(y, b.unit));
      if (!broken) return;
      const relation = is === "within" ? "is not within" : "is not below";
      const [value, of] = [withUnit(a.value, a.unit), withUnit(b.value, b.unit)];
      const facts = { key: a.name, value, relation, other: b.name, of, why };
      for (const { name } of [a, b].filter(({ name }) => !derivedUnit(name.replace(/^figures\./, ""))))
        problems.push(problem("FigureRelation", facts, locate(siteFile, name.split("."))));
    });
  }
  return problems;
}

/** Each computed figure that comes out 0 or less, at the assumption its formula blames. */
export function derivedNotPositive(config: SiteConfig, siteFile: SourceFile): Problem[] {
  return notPositive(config.figures).map(({ name, value, formula, blame }) => {
    const typed = valueAt(config, blame);
    const facts = { name, value, formula, key: blame.join("."), typed: withUnit(typed as Value, undefined) };
    return problem("DerivedFigureNotPositive", facts, locate(siteFile, blame));
  });
}

/** The calculator at its defaults, as the home page opens: a loss contradicts the copy around it (at the price). */
export function calculatorOpensWithLoss(config: SiteConfig, siteFile: SourceFile): Problem[] {
  const { profit, totalRevenue, electricityCost } = roiResult(defaultValues(config.roi));
  if (profit > 0) return [];
  const euros = (n: number) => `${Math.round(n).toLocaleString("en-GB")} €`;
  const facts = { surplus: euros(profit), revenue: euros(totalRevenue), cost: euros(electricityCost) };
  return [problem("CalculatorDefaultLoss", facts, locate(siteFile, ["roi", "electricityPrice", "default"]))];
}
