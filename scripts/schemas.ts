// npm run schemas: writes schemas/*.schema.json from the zod schemas, and in content/README.md the problem table
// from the problem catalogue and the sections of the page kinds from their definitions (commit the result).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse as load } from "yaml";
import { readFileSync } from "node:fs";
import { withProblemTable } from "../generator/problems/index.ts";
import { jsonSchemas } from "../generator/validate/json-schemas.ts";
import { withKindSections } from "../generator/validate/kind-docs.ts";

const dir = join(import.meta.dirname, "..", "schemas");
mkdirSync(dir, { recursive: true });
// The page ids of site.yaml, offered as completions for `to:`.
const site = load(readFileSync(join(import.meta.dirname, "..", "site.yaml"), "utf8")) as {
  routes?: { page: string }[];
};
const schemas = jsonSchemas((site.routes ?? []).map((r) => r.page));
for (const [name, text] of schemas) writeFileSync(join(dir, name), text);
console.log(`Wrote ${schemas.size} schemas to schemas/.`);
// The table of problem codes in content/README.md, from the catalogue, and the sections of the page kinds.
const readme = join(import.meta.dirname, "..", "content", "README.md");
writeFileSync(readme, withKindSections(withProblemTable(readFileSync(readme, "utf8"))));
console.log("Wrote the problem table and the page kinds of content/README.md.");
