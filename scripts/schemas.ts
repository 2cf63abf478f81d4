// npm run schemas: writes schemas/*.schema.json from the zod schemas and the problem table of content/README.md
// from the problem catalogue (commit the result).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse as load } from "yaml";
import { readFileSync } from "node:fs";
import { withProblemTable } from "../generator/problems/index.ts";
import { jsonSchemas } from "../generator/validate/json-schemas.ts";

const dir = join(import.meta.dirname, "..", "schemas");
mkdirSync(dir, { recursive: true });
// The page ids of site.yaml, offered as completions for `to:`.
const site = load(readFileSync(join(import.meta.dirname, "..", "site.yaml"), "utf8")) as {
  routes?: { page: string }[];
};
const schemas = jsonSchemas((site.routes ?? []).map((r) => r.page));
for (const [name, text] of schemas) writeFileSync(join(dir, name), text);
console.log(`Wrote ${schemas.size} schemas to schemas/.`);
// The table of problem codes in content/README.md, from the catalogue.
const readme = join(import.meta.dirname, "..", "content", "README.md");
writeFileSync(readme, withProblemTable(readFileSync(readme, "utf8")));
console.log("Wrote the problem table of content/README.md.");
