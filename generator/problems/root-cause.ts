// Root cause first: a structural mistake in site.yaml (two routes with one id, a renamed figure) makes things elsewhere
// look wrong too; it is printed first, and what likely follows from it is summarised in one line.
import type { Problem } from "../model.ts";
import { problem, type ProblemCode } from "./catalogue.ts";

const STRUCTURAL: ReadonlySet<ProblemCode> = new Set([
  "RouteDuplicate",
  "RoutePathInvalid",
  "RoutePairMissing",
  "FigureRenamed",
]);
const CONSEQUENCES: ReadonlySet<ProblemCode> = new Set([
  "NavigationTargetUnknown",
  "ContentFileUnused",
  "ContentFileMissing",
  "LinkTargetUnknown",
  "LinkPathUnknown",
  "LinkLanguageMismatch",
  "LinkAnchorMissing",
  "BreadcrumbLabelMissing",
  "UnknownPlaceholder",
  "PublishedPathBroken",
]);

export function rootCauseFirst(sorted: readonly Problem[]): Problem[] {
  const causes = sorted.filter((p) => STRUCTURAL.has(p.code) && p.at?.file === "site.yaml");
  if (causes.length === 0) return [...sorted];
  const echoes = sorted.filter((p) => CONSEQUENCES.has(p.code));
  const apart = new Set([...causes, ...echoes]); // a Set: 100,000 problems are sorted out in a moment
  const rest = sorted.filter((p) => !apart.has(p));
  if (echoes.length === 0) return [...causes, ...rest];
  const counts = new Map<string, number>();
  for (const p of echoes) counts.set(p.code, (counts.get(p.code) ?? 0) + 1);
  const places = echoes.slice(0, 3).map((p) => `${p.at?.file}:${p.at?.line}`);
  // Located at the first of them, so that the line still leads somewhere in an editor.
  const kinds = [...counts].map(([code, n]) => `${n} × ${code}`).join(", ");
  const where = places.join(", ") + (echoes.length > places.length ? ", …" : "");
  const summary = problem("FollowsFromAbove", { count: echoes.length, kinds, places: where }, echoes[0]!.at);
  return [...causes, summary, ...rest];
}
