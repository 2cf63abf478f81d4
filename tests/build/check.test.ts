// sitegen check finds what a visitor or crawler would trip over in dist/.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { messageOf } from "../../generator/problems/index.ts";
import { checkDist } from "../../generator/check/run-check.ts";
import { buildRouteGraph } from "../../generator/routes/route-graph.ts";
import { diskWriter } from "../../generator/write/write-output.ts";
import { configFor } from "../../generator/options.ts";
import { builtSiteDir, copyForTest, edit, repoRoot, sitegenHere, build, realSite } from "./project.ts";

const BASE = "https://www.rechenwaerme.example";
const built = builtSiteDir(); // shared: every change below is made to a copy (copyDist)
const routes = buildRouteGraph(await realSite());
const copies: string[] = [];

afterEach(() => copies.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A dist/ in a folder of its own, removed after the test: a copy of the shared build with `change` made, or none. */
function copyDist(change?: (dist: string) => void): string {
  const folder = mkdtempSync(join(tmpdir(), "sitegen-check-"));
  copies.push(folder);
  const dist = join(folder, "dist");
  if (change) cpSync(built, dist, { recursive: true });
  change?.(dist);
  return dist;
}
const brokenLinks = async (dist: string) =>
  (await checkDist(dist, routes, BASE)).filter((p) => p.code === "CheckLinkBroken").map(messageOf);
const patch = (dist: string, file: string, from: string, to: string) => {
  const text = readFileSync(join(dist, file), "utf8");
  if (!text.includes(from)) throw new Error(`${from} not in ${file}`);
  writeFileSync(join(dist, file), text.replace(from, to));
};

describe("sitegen check", () => {
  it("checks a build made with --base-url clean: it reads the base URL the build wrote", async () => {
    const out = copyDist();
    const base = "https://preview.example.org";
    // Without a preview image per page (one per language): the images are not what the check reads here.
    await build(configFor({ root: repoRoot, codeRoot: repoRoot, baseUrl: base, pagePreviews: false }), diskWriter(out));
    expect(readFileSync(join(out, "index.html"), "utf8")).toContain(`href="${base}/"`);
    const cli = (...args: string[]) => sitegenHere(["check", "--quiet", "--out", out, ...args]);
    const clean = await cli();
    expect(clean.stderr).toBe("");
    expect(clean.code).toBe(0);
    // Told another base URL, the canonical links and the sitemap no longer match: the check is not blind.
    const wrong = await cli("--base-url", "https://www.rechenwaerme.example");
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain("CheckSitemap");
  });

  it("warns at an English answer left behind by a German change and at a name no page shows, and fails on them with --strict", async () => {
    const dir = copyForTest();
    edit(dir, "content/de/faq.yaml", "Ein DCC liefert", "Ein Container liefert");
    const entry = "  - { name: Fernwärmeverordnung, lang: de }"; // a name the copy never writes
    edit(dir, "site.yaml", /^names:\n/m, `names:\n${entry}\n`);
    const nameLine = readFileSync(join(dir, "site.yaml"), "utf8").split("\n").indexOf(entry) + 1;
    const built = await sitegenHere(["build", "--root", dir, "--quiet", "--no-page-previews"]);
    expect(built.code).toBe(0); // a translation may follow in a later commit: the build goes on
    const line = readFileSync(join(dir, "content/en/faq.yaml"), "utf8").split("\n").indexOf("        a: >-") + 1;
    const warned = await sitegenHere(["check", "--quiet", "--root", dir]);
    expect(warned.code).toBe(0);
    expect(warned.stderr).toMatch(
      new RegExp(`^content/en/faq\\.yaml:${line}:1  warning: .*German text changed.*\\[TranslationOutdated\\]$`, "m"),
    );
    expect(warned.stderr.match(/\[NameUnused\]/g)).toHaveLength(1);
    expect(warned.stderr).toMatch(
      new RegExp(
        `^site\\.yaml:${nameLine}:\\d+\\s+warning: \`Fernwärmeverordnung\` .*no page shows it.*\\[NameUnused\\]$`,
        "m",
      ),
    );
    const strict = await sitegenHere(["check", "--quiet", "--strict", "--root", dir]);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain("[TranslationOutdated]");
    expect(strict.stderr).toContain("[NameUnused]");
  });

  it("passes on the real build", async () => {
    expect(await checkDist(built, routes, BASE)).toEqual([]);
  });

  // One finding per broken link, pages in their one spelling, and the right reason.
  it("reports a broken link once, however many pages and spellings link to it", async () => {
    const dist = copyDist((d) => {
      for (const page of ["faq.html", "workshops.html"])
        patch(d, page, 'href="/wirtschaftlichkeit"', 'href="/wirtschaftlichkeitt"');
      patch(d, "impressum.html", "</main>", '<a href="/datenschutzerklaerung">x</a></main>');
    });
    expect(await brokenLinks(dist)).toEqual([
      "/datenschutzerklaerung is broken (HTTP 404); linked from /impressum",
      "/wirtschaftlichkeitt is broken (HTTP 404); linked from /faq, /workshops",
    ]);
  });

  it("says an anchor is missing, not that the page answered 200", async () => {
    const dist = copyDist((d) => patch(d, "workshops.html", 'href="/wirtschaftlichkeit"', 'href="/faq#item-9-9"'));
    expect(await brokenLinks(dist)).toEqual([
      "/faq#item-9-9 is broken (anchor missing on the page); linked from /workshops",
    ]);
  });

  it("reports a broken link once, with no phantom entries from the 404 page or a trailing slash", async () => {
    const links = '<a href="/datenschutzerklaerung">a</a> <a href="/impressum/">b</a>';
    const dist = copyDist((d) => patch(d, "impressum.html", '<h1 id="page-title">', `${links}<h1 id="page-title">`));
    expect(await brokenLinks(dist)).toEqual(["/datenschutzerklaerung is broken (HTTP 404); linked from /impressum"]);
  });

  it("fails on a missing English page", async () => {
    const dist = copyDist((d) => rmSync(join(d, "en/faq.html")));
    const whats = (await checkDist(dist, routes, BASE)).map(messageOf);
    expect(whats).toContain("route /en/faq is missing in dist/ (en/faq.html)");
    expect(whats).toContain("/faq: the DE/EN switch leads to /en/faq, which is not a page");
  });

  it("fails on a third-party font URL and an inline script", async () => {
    const dist = copyDist((d) =>
      patch(
        d,
        "blog.html",
        "</head>",
        '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter"><script>alert(1)</script></head>',
      ),
    );
    const whats = (await checkDist(dist, routes, BASE)).map(messageOf);
    expect(whats).toContain("/blog loads https://fonts.googleapis.com/css2?family=Inter from another origin");
    expect(whats).toContain("/blog has an inline script (the CSP allows none)");
  });

  it("fails when a page's JavaScript is over budget", async () => {
    const dist = copyDist((d) => {
      const chrome = readFileSync(join(d, "blog.html"), "utf8").match(/src="\/(assets\/chrome\.[^"]+)"/)![1]!;
      writeFileSync(join(d, chrome), Array.from({ length: 4000 }, (_, i) => `var v${i}=${Math.sin(i)};`).join(""));
    });
    expect(
      (await checkDist(dist, routes, BASE)).some(
        (p) =>
          p.code === "CheckBudget" && /^the JavaScript \/blog loads is .* over the budget of 5,120$/.test(messageOf(p)),
      ),
    ).toBe(true);
  });
});
