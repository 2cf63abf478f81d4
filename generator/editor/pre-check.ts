// Before a save: the new text of a file against the same schema the build checks it with, so a value the build
// would refuse is shown at its field first, and written only when the maintainer says to keep it anyway.
import { parseSource } from "../load/parse-yaml.ts";
import type { Problem } from "../model.ts";
import { checkFile } from "../validate/check-file.ts";
import { pageSchemas, uiSchema, type PageKind } from "../validate/schema/pages.ts";
import { siteSchema } from "../validate/schema/site.ts";

/** The problems the build's schema check finds in `text` (raw copy: figures are checked by the build itself). */
export function schemaProblems(kind: string, path: string, text: string): Problem[] {
  const schema = kind === "site" ? siteSchema : kind === "ui" ? uiSchema : pageSchemas[kind as PageKind];
  if (schema === undefined) return [];
  const file = parseSource(path, text);
  if (file.problems.length > 0) return [...file.problems];
  const docs = kind === "ui" ? "files" : kind === "site" ? "site" : `kind-${kind}`;
  const checked = checkFile(file, file.value, schema, docs);
  return checked.ok ? [] : [...checked.problems];
}
