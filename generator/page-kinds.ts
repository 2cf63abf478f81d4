// The one module of the generator that imports templates/pages/kinds.ts: every stage asks it for a kind by name.
import type { z } from "zod";
import * as listed from "../templates/pages/kinds.ts";
import type { PageKindDefinition, PageKindFeatures } from "../templates/pages/page-kind.ts";
import type { PageKind } from "./model.ts";
import { siteSchemaOf, type KindNames } from "./validate/schema/site.ts";
import { uiSchema } from "./validate/schema/ui.ts";

type Listed = typeof listed;

export const PAGE_KINDS: Listed = Object.fromEntries(
  Object.keys(listed)
    .sort()
    .map((kind) => [kind, listed[kind as keyof Listed]]),
) as Listed;

const byName: ReadonlyMap<PageKind, PageKindDefinition> = new Map(
  Object.entries(PAGE_KINDS) as [PageKind, PageKindDefinition][],
);

/** The kind named `kind`. site.yaml's schema accepts no other name than the listed ones. */
export function pageKind(kind: PageKind): PageKindDefinition {
  const definition = byName.get(kind);
  if (!definition) throw new Error(`There is no page kind "${kind}" in templates/pages/kinds.ts`);
  return definition;
}

/** What the generator does for pages of `kind` besides rendering them (templates/pages/page-kind.ts). */
export function pageFeatures(kind: PageKind): PageKindFeatures {
  return pageKind(kind).features ?? {};
}

/** The kinds whose features pass `test`, by name: `(f) => f.feed === "entry"` → ["article"]. */
export function kindsWith(test: (features: PageKindFeatures) => boolean): readonly PageKind[] {
  return [...byName.keys()].filter((kind) => test(pageFeatures(kind)));
}

export const pageSchemas = Object.fromEntries(
  Object.entries(PAGE_KINDS).map(([kind, definition]) => [kind, definition.schema]),
) as { readonly [K in keyof Listed]: Listed[K]["schema"] };

/** The schema of a content file: a page kind's, or the labels' (`ui`); none for a name that is neither. */
export const copySchema = (kind: PageKind | "ui"): z.ZodType | undefined =>
  kind === "ui" ? uiSchema : byName.get(kind)?.schema;

/** The shape of site.yaml, whose routes' `kind:` names one of the kinds listed. */
export const siteSchema = siteSchemaOf(Object.keys(PAGE_KINDS) as unknown as KindNames);

/** The checked copy of a page of the kind named `K`, as its template receives it. */
export type PageContentOf<K extends keyof Listed> = z.output<Listed[K]["schema"]>;
