// npm run schemas: writes schemas/*.schema.json from the zod schemas (commit the result).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { jsonSchemas } from "../generator/validate/json-schemas.ts";

const dir = join(import.meta.dirname, "..", "schemas");
mkdirSync(dir, { recursive: true });
for (const [name, text] of jsonSchemas()) writeFileSync(join(dir, name), text);
console.log(`Wrote ${jsonSchemas().size} schemas to schemas/.`);
