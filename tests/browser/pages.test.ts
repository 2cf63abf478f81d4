// Every page in Chromium, judged from its one load (sweep.ts): axe (docs/architecture.md §4), the CSP (§2.5), and
// the breadcrumbs and DE/EN switch of spec §2's routes.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeContexts, sharedChromium } from "./chromium.ts";
import { EXPECTED, PAGES } from "../spec-routes.ts";
import { AXE_WIDTHS, sweep, SWITCH_CLICKED, WIDTHS, type PageFacts } from "./sweep.ts";

let browser: Browser;
let swept: ReadonlyMap<string, Promise<PageFacts>>;
beforeAll(async () => {
  browser = await sharedChromium();
  swept = await sweep(browser);
});
afterAll(() => closeContexts(browser));

async function factsOf(path: string): Promise<PageFacts> {
  const facts = await swept.get(path)!;
  expect(facts.status, path).toBe(200);
  return facts;
}

it.each(PAGES)(`axe at ${AXE_WIDTHS.join(" and ")} px: %s`, async (path) => {
  const { axe } = await factsOf(path);
  for (const width of AXE_WIDTHS) expect(axe[width]!.violations, `at ${width} px: ${axe[width]!.report}`).toBe(0);
});

it.each(PAGES)("no CSP violation on load: %s", async (path) => {
  const { cspHeader, cspProblems } = await factsOf(path);
  expect(cspHeader, `${path} is served without the CSP header; this test would prove nothing`).toContain(
    "script-src 'self'",
  );
  expect(cspProblems, `${path}: CSP violations or page errors`).toEqual([]);
});

it.each(PAGES)(`no horizontal overflow: %s at ${[...WIDTHS].sort((a, b) => a - b).join(", ")} px`, async (path) => {
  expect((await factsOf(path)).overflow).toEqual([]);
});

// A figure in a narrow box of a wide page (a tile of three at 1440 px) splits as easily as a word on a phone.
it.each(PAGES)(
  `long words at every width: %s: at ${WIDTHS.join(", ")} px no word is split without a hyphen, no figure at all`,
  async (path) => {
    expect((await factsOf(path)).splitWords).toEqual([]);
  },
);

describe("breadcrumbs and the DE/EN switch on every page", () => {
  it.each(EXPECTED)("$path: breadcrumbs, and the switch → $switchTo", async ({ path, switchTo, crumbs }) => {
    const { breadcrumbs, switchHref } = await factsOf(path);
    if (crumbs.length === 0) expect(breadcrumbs.bars).toBe(0);
    else {
      expect(breadcrumbs.items).toEqual(crumbs);
      expect(breadcrumbs.home).toBe(path.startsWith("/en") ? "/en" : "/");
      expect(breadcrumbs.lastLinks).toBe(0);
    }
    expect(switchHref).toBe(switchTo);
    expect((await factsOf(switchTo)).lang, `the language of ${switchTo}`).toBe(
      switchTo.startsWith("/en") ? "en" : "de",
    );
  });

  it(`${SWITCH_CLICKED}: a click on the switch opens the page it links to, in the other language`, async () => {
    const { switched } = await factsOf(SWITCH_CLICKED);
    const { switchTo } = EXPECTED.find((r) => r.path === SWITCH_CLICKED)!;
    expect(switched).toEqual({ path: switchTo, lang: switchTo.startsWith("/en") ? "en" : "de" });
  });
});
