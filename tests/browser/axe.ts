// axe-core in Chromium: WCAG 2.1 A/AA and axe's best practices (docs/architecture.md §4: 0 violations).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, NodeResult, Result } from "axe-core";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

type AxeViolation = Pick<Result, "id" | "impact" | "help" | "helpUrl"> & {
  nodes: Pick<NodeResult, "target" | "html" | "failureSummary">[];
};

/** Shows every .reveal section (as scrolling through would) and waits for fonts and finite animations and transitions. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const el of document.querySelectorAll(".reveal")) el.classList.add("is-visible");
    await document.fonts.ready;
    // Jumping each finite animation to its end gives the state waiting would, without the wait.
    for (const a of document.getAnimations()) if (a.effect?.getTiming().iterations !== Infinity) a.finish();
  });
}

/** axe on the whole document, by default with TAGS; the violations, and a report of them. */
export async function axe(
  page: Page,
  tags: readonly string[] = TAGS,
): Promise<{ violations: readonly AxeViolation[]; report: string }> {
  // Evaluated by the DevTools protocol, as a console line is: the site's CSP (no inline scripts) stays in force.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async (runOnly): Promise<AxeViolation[]> => {
      const results: AxeResults = await (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, {
        runOnly,
        resultTypes: ["violations"],
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary ?? "" })),
      }));
    },
    { type: "tag" as const, values: [...tags] },
  );
  return { violations, report: formatViolations(page.url(), violations) };
}

function formatViolations(url: string, violations: readonly AxeViolation[]): string {
  if (violations.length === 0) return `${url}: no violations`;
  const lines = [`${url}: ${violations.length} axe rule${violations.length === 1 ? "" : "s"} violated`];
  for (const v of violations) {
    lines.push(`- ${v.id} [${v.impact ?? "?"}] ${v.help} (${v.helpUrl})`);
    for (const n of v.nodes) {
      lines.push(`    at ${n.target.map((t) => (typeof t === "string" ? t : t.join(" >>> "))).join(" ")}`);
      lines.push(`       ${n.html.length > 160 ? `${n.html.slice(0, 160)}…` : n.html}`);
      const summary = (n.failureSummary ?? "")
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean)
        .slice(1, 3)
        .join(" / ");
      if (summary) lines.push(`       ${summary.length > 240 ? `${summary.slice(0, 240)}…` : summary}`);
    }
  }
  return lines.join("\n");
}

/** axe's violations on `page`, one line each ("rule (nodes)"), empty when there are none: for `toEqual([])`. */
export const violationLines = async (page: Page): Promise<string[]> =>
  (await axe(page)).violations.map((v) => `${v.id} (${v.nodes.length})`);
