// What the form shows beside a value, from the site as checked: the targets a link field offers, what each
// placeholder prints, the pages whose copy prints a value of site.yaml, and the computed figures.
import { statSync } from "node:fs";
import { join } from "node:path";
import type { ReadFile } from "../translations/project.ts";
import { linkTargets, resolveLink, type ResolvedLink } from "../validate/links.ts";
import { placeholdersIn, placeholderValue, placeholderValues } from "../validate/placeholders.ts";
import { DERIVED_FIGURES } from "../validate/schema/derived-figures.ts";
import type { SiteConfig } from "../validate/schema/site.ts";
import type { EditorPage, LinkTarget, SiteFacts } from "./editor-data.ts";
import { LIMITS } from "./requests.ts";

/** The editor never parses a file larger than a form holds (LIMITS.formBytes). */
export const fitsForm = (root: string, path: string) =>
  (statSync(join(root, path), { throwIfNoEntry: false })?.size ?? 0) <= LIMITS.formBytes;

/**
 * What a link (`to:`) may name, for the form to offer: every page id with the anchors of its German page as built
 * that a visitor sees as a place of the page, and ext:<name>. Not offered, though the build accepts them: the skip
 * link's `main`, the navigation, the title, the page's first section and a heading whose section has the id.
 */
export async function editorLinks(
  config: SiteConfig,
  pages: readonly EditorPage[],
  anchorsAt: (route: SiteConfig["routes"][number]) => Promise<ReadonlySet<string> | undefined>,
): Promise<LinkTarget[]> {
  const anchors = new Map<string, string[]>();
  for (const route of config.routes) {
    const ids = await anchorsAt(route);
    const seen = (id: string) =>
      !["main", "site-nav", "page-title", route.page].includes(id) &&
      !(/-heading$/.test(id) && ids!.has(id.slice(0, -8)));
    if (ids) anchors.set(route.page, [...ids].filter(seen).sort());
  }
  const leads = (resolved: ResolvedLink) => (resolved.problem ? null : resolved.href);
  return linkTargets(config, (route) => anchors.get(route.page)).map((target) => {
    const page = pages.find((p) => p.id === target.split("#")[0]);
    const { id, kind, names } = page ?? {};
    return {
      target,
      de: leads(resolveLink(config, target, "de")),
      en: leads(resolveLink(config, target, "en")),
      ...(page && { page: { id: id!, kind: kind!, ...(names && { names }) } }),
    };
  });
}

/** What each placeholder prints per language, and for site.yaml's form the pages printing each, and the formulas. */
export function siteFacts(
  root: string,
  config: SiteConfig | undefined,
  page: EditorPage,
  pages: readonly EditorPage[],
  file: ReadFile,
): SiteFacts {
  if (!config) return { reads: {} };
  const reads = { de: placeholderValues(config, "de"), en: placeholderValues(config, "en") };
  if (page.kind !== "site") return { reads };
  const uses: Record<string, Pick<EditorPage, "id" | "kind" | "names">[]> = {};
  for (const { id, kind, names, files } of pages.filter((p) => p.kind !== "site"))
    for (const path of new Set(Object.values(files).filter((path) => fitsForm(root, path))))
      for (const name of placeholdersIn(file(path)?.text ?? "").flatMap((name) => valuesRead(config, name)))
        if (!uses[name]?.some((p) => p.id === id)) (uses[name] ??= []).push({ id, kind, ...(names && { names }) });
  const computed = Object.entries(DERIVED_FIGURES).map(([name, { formula }]) => ({
    name,
    formula,
    value: reads.de[`figures.${name}`] ?? "",
  }));
  return { reads, uses, computed };
}

/** The values of site.yaml a placeholder prints: itself, a range's two ends, a computed figure's inputs. */
function valuesRead(config: SiteConfig, name: string): string[] {
  const value = placeholderValue(config, name);
  const ends = typeof value === "object" ? [`${name}.min`, `${name}.max`] : [];
  const [space, key = ""] = name.split(".");
  if (space !== "figures" || !Object.hasOwn(DERIVED_FIGURES, key)) return [name, ...ends];
  const words = DERIVED_FIGURES[key as keyof typeof DERIVED_FIGURES].formula.match(/[a-zA-Z]\w*(?:\.\w+)?/g) ?? [];
  const inputs = words.flatMap((word) => {
    const [own] = word.split(".");
    if (Object.hasOwn(config.derived, own!)) return [`derived.${word}`];
    return Object.hasOwn(config.figures, own!) || Object.hasOwn(DERIVED_FIGURES, own!) ? [`figures.${word}`] : [];
  });
  return [...new Set([name, ...ends, ...inputs.filter((n) => n !== name).flatMap((n) => valuesRead(config, n))])];
}
