// The client bundles and stylesheets are cached by what they are made from (client/, templates/islands/, styles/):
// a save of another template keeps them, a save of an island makes new ones, and a bundle that reads a file
// outside those folders stops the build instead of being cached under a key that would not see it change.
import { appendFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyCode } from "../../scripts/code-copy.mjs";
import { buildAssets } from "../../generator/assets/build-assets.ts";
import { loadSources } from "../../generator/load/load-sources.ts";
import { validateFrame } from "../../generator/validate/validate-site.ts";
import type { SiteConfig } from "../../generator/validate/schema/site.ts";
import { repoRoot } from "./project.ts";

let code: string;
let config: SiteConfig;
beforeAll(async () => {
  code = join(mkdtempSync(join(tmpdir(), "sitegen-assets-")), "code");
  copyCode(repoRoot, code);
  const framed = validateFrame(await loadSources(repoRoot));
  if (!framed.ok) throw new Error("the real site has problems");
  config = framed.frame.config;
});
afterAll(() => rmSync(join(code, ".."), { recursive: true, force: true }));

const cached = () => readdirSync(join(code, "node_modules/.cache/sitegen/assets")).filter((f) => f.endsWith(".v8"));

describe("the asset cache", () => {
  it("keeps the assets when a template outside the islands is saved, and makes new ones when an island is", async () => {
    const first = await buildAssets({ root: code, dev: false }, config);
    expect(cached()).toHaveLength(1);
    appendFileSync(join(code, "templates/layout/site-layout.tsx"), "\n// saved\n");
    expect((await buildAssets({ root: code, dev: false }, config)).manifest).toEqual(first.manifest);
    expect(cached()).toHaveLength(1);
    appendFileSync(join(code, "templates/islands/story-carousel.tsx"), "\n// saved\n");
    await buildAssets({ root: code, dev: false }, config);
    expect(cached()).toHaveLength(2);
  });

  it("stops when a bundle reads a file outside client/, templates/islands/ and styles/", async () => {
    writeFileSync(join(code, "templates/stray.ts"), 'export const stray = "x";\n');
    appendFileSync(
      join(code, "client/chrome.ts"),
      '\nimport { stray } from "../templates/stray.ts";\nconsole.log(stray);\n',
    );
    await expect(buildAssets({ root: code, dev: false }, config)).rejects.toThrow(
      "the client bundles read templates/stray.ts: add its folder to ASSET_SOURCES",
    );
  });
});
