// Every page loaded once in Chromium, and all that pages.test.ts judges read from that one load, resized as a visitor
// resizes a window: a load is most of a check's CPU, and a resize gives the layout a load at that width would.
import type { Browser } from "playwright-core";
import { expect, inject } from "vitest";
import { axe, settle } from "./axe.ts";
import { cspProblems, watchedTabs, type Watched } from "./csp-watch.ts";
import { UNITS } from "../../generator/typeset/typography.ts";
import { PAGES } from "../spec-routes.ts";

export type PageFacts = Awaited<ReturnType<typeof visit>>;

const base = inject("baseUrl");
/** Phones first (the load's width), then wider: the switch is clicked at the last. */
export const WIDTHS = [390, 360, 320, 768, 1024, 1280, 1440] as const;
export const AXE_WIDTHS = [390, 1440] as const;

/**
 * The page whose DE/EN switch is clicked: the switch is a plain link in the shared header, so the other pages'
 * switches are judged by where they link (and the page there by its own load), without loading it a second time.
 */
export const SWITCH_CLICKED = "/blog/meta-odense-datacenter-fernwaerme";

/** Starts loading every page, in three tabs side by side; each page's facts arrive on their own. */
export async function sweep(browser: Browser): Promise<ReadonlyMap<string, Promise<PageFacts>>> {
  const context = await browser.newContext(); // JavaScript on and the CSP enforced, as for a visitor
  // A step that hangs fails its page's tests, not every page after it in its lane: the test's own deadline.
  context.setDefaultTimeout(120_000);
  const tabs = watchedTabs(context);
  const lanes = [Promise.resolve(), Promise.resolve(), Promise.resolve()]; // pages one after another in each
  return new Map(
    PAGES.map((path, i) => {
      const facts = lanes[i % lanes.length]!.then(() =>
        tabs.withTab({ width: WIDTHS[0], height: 900 }, (w) => visit(w, path)),
      );
      // Reported by the tests that read it, not as an unhandled rejection before they do; the lane goes on.
      lanes[i % lanes.length] = facts.then(
        () => {},
        () => {},
      );
      return [path, facts] as const;
    }),
  );
}

async function visit(w: Watched, path: string) {
  const { page } = w;
  const response = await page.goto(base + path, { waitUntil: "networkidle" });
  const csp = await cspProblems(w); // before axe runs in the page
  const axeAt: Record<number, { violations: number; report: string }> = {};
  const overflow: string[] = [];
  const split: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const wide = await page.evaluate(overflowing);
    if (wide) overflow.push(`${width} px: ${wide}`);
    const broken = [...(await page.evaluate(splitWords)), ...(await page.evaluate(brokenFigures, [...UNITS]))];
    split.push(...broken.map((s) => `at ${width} px: ${s}`));
    if ((AXE_WIDTHS as readonly number[]).includes(width)) {
      await settle(page);
      const { violations, report } = await axe(page);
      axeAt[width] = { violations: violations.length, report };
    }
  }
  const { breadcrumbs, lang, switchHref } = await page.evaluate(() => {
    const items = [...document.querySelectorAll("nav.breadcrumbs li")] as HTMLElement[];
    return {
      breadcrumbs: {
        bars: document.querySelectorAll("nav.breadcrumbs").length,
        items: items.map((li) => li.innerText.trim()),
        home: items[0]?.querySelector("a")?.getAttribute("href") ?? null,
        lastLinks: items.at(-1)?.querySelectorAll("a").length ?? 0,
      },
      lang: document.documentElement.getAttribute("lang"),
      switchHref: document.querySelector("[data-lang-switch]")?.getAttribute("href") ?? null,
    };
  });
  const facts = {
    switched: undefined as { path: string; lang: string | null } | undefined, // on SWITCH_CLICKED only
    status: response?.status() ?? 0,
    cspHeader: response?.headers()["content-security-policy"] ?? "",
    cspProblems: csp,
    axe: axeAt,
    overflow,
    splitWords: split,
    breadcrumbs,
    lang,
    switchHref,
  };
  // Last, as it leaves the page. A switch that cannot be clicked fails only the switch's test.
  if (path !== SWITCH_CLICKED) return facts;
  try {
    const navigated = page.waitForEvent("framenavigated", { predicate: (frame) => frame === page.mainFrame() });
    await page.locator("[data-lang-switch]").click();
    await navigated;
    const lang = await page.locator("html").getAttribute("lang");
    return { ...facts, switched: { path: new URL(page.url()).pathname, lang } };
  } catch (error) {
    return { ...facts, switched: { path: `(not clicked: ${(error as Error).message.split("\n")[0]})`, lang: null } };
  }
}

/** In the page: how far it scrolls sideways and the first element that sticks out, or null when it does not. */
function overflowing(): string | null {
  const limit = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= limit) return null;
  const culprit = [...document.querySelectorAll("body *")].find(
    (el) =>
      el.getBoundingClientRect().right > limit + 1 && !el.closest(".carousel__track, .table-wrap, .visually-hidden"),
  );
  return `${document.documentElement.scrollWidth}px > ${limit}px (${culprit ? `${culprit.tagName.toLowerCase()}.${[...culprit.classList].join(".")}` : "?"})`;
}

// Debian's Chromium has no hyphenation dictionary (nor has WebKitGTK), so `hyphens: auto` does nothing there and
// `overflow-wrap` would break a long German word anywhere („Jahreswärmebedar|fs“): where a word is wider than its
// line there, its author writes a soft hyphen at the compound joint in the content, and the test names the word.
/** In the page: every word of a text node that runs over two lines and is not broken after a hyphen of some kind. */
function splitWords(): string[] {
  const found: string[] = [];
  const range = document.createRange();
  const topOf = (node: Text, from: number, to: number) => {
    range.setStart(node, from);
    range.setEnd(node, to);
    // The last box: the first letter after a soft hyphen where the line breaks also holds the hyphen shown above it.
    const rects = range.getClientRects();
    const rect = rects[rects.length - 1];
    return rect ? rect.top : NaN;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, .visually-hidden")) continue;
    for (const match of node.data.matchAll(/\S{2,}/g)) {
      const start = match.index;
      const end = start + match[0].length;
      range.setStart(node, start);
      range.setEnd(node, end);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      if (rects.length < 2 || Math.abs(rects[rects.length - 1]!.top - rects[0]!.top) < 2) continue;
      const first = topOf(node, start, start + 1);
      for (let i = start + 1; i < end; i++) {
        const top = topOf(node, i, i + 1); // NaN for a soft hyphen where the line does not break: it has no box
        if (Number.isNaN(top) || top - first < 2) continue;
        const before = node.data[i - 1]!;
        if (!/[\u00ad\-‐–—/\u200b]/.test(before))
          found.push(
            `${match[0].replace(/\u00ad/g, "")} split as „${node.data.slice(start, i).replace(/\u00ad/g, "")}|${node.data.slice(i, end).replace(/\u00ad/g, "")}“ in <${parent.tagName.toLowerCase()} class="${parent.className}">`,
          );
        break;
      }
    }
  }
  return found;
}

/**
 * In the page: each figure („24–36 Monate“, "€0.015–0.03/kWh", „0,14 €/kWh“, „85 %“) a line break splits, and each
 * marked word a flex box sets apart.
 */
export function brokenFigures(units: readonly string[]): string[] {
  const u = `(?:${[...units]
    .sort((a, b) => b.length - a.length)
    .map((x) => x.replace(/[.$]/g, "\\$&"))
    .join("|")})`;
  const n = String.raw`\d+(?:[.,]\d+)*`;
  const s = "[ \\u00a0]?"; // a space, breaking or not
  const figure = `(?:€${s})?${n}(?:${s}[–-]${s}${n})?(?:${s}${u}(?:/${u})?|/${u})(?![\\p{L}\\p{N}])|${n}${s}–${s}${n}`;
  const pattern = new RegExp(`${figure}|(?<!\\p{L})${u}/${u}(?!\\p{L})`, "gu");
  const found: string[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node;
    if (text.parentElement!.closest("script, style, .visually-hidden")) continue;
    const box = (i: number) => {
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getClientRects()[0];
    };
    for (const { index, 0: f } of text.data.matchAll(pattern)) {
      const first = box(index);
      const k = [...f].findIndex((_, j) => (box(index + j)?.top ?? 0) - (first?.top ?? 0) > (first?.height ?? 0) / 2);
      // A unit word hyphenated by the browser („6.900 Haus-⏎halte“) starts no line with a unit: only a break elsewhere.
      if (first?.height && k > 0 && !/\p{L}{2}/u.test(f.slice(k - 1, k + 1)))
        found.push(`„${f.slice(0, k)}|${f.slice(k)}“ in <${text.parentElement!.localName}>`);
    }
  }
  // A marked word in a flex or grid box of text is an item of its own, set apart by the box's gap („für  Fernwärme…“).
  for (const span of document.querySelectorAll<HTMLElement>("body :is(.joined, .nowrap, .name, span[lang])")) {
    const box = span.parentElement!;
    if (
      /flex|grid/.test(getComputedStyle(box).display) &&
      [...box.childNodes].some((n) => n instanceof Text && n.data.trim())
    )
      found.push(`„${span.textContent}“ set apart in <${box.localName} class="${box.className}">`);
  }
  return found;
}

/**
 * In the page: where the calculator's slider tracks, ranges and thumbs are on the page, once the fonts have loaded
 * and the section has faded in, so that what is measured stands still.
 */
export async function sliderBoxes(): Promise<number[][]> {
  await document.fonts.ready;
  const section = getComputedStyle(document.getElementById("roi-tools")!);
  while (section.transform !== "none" || section.opacity !== "1") await new Promise(requestAnimationFrame);
  return [...document.querySelectorAll(".slider__track, .slider__range, .slider__thumb")].map((el) => {
    const r = el.getBoundingClientRect();
    return [r.left + scrollX, r.top + scrollY, r.width, r.height];
  });
}

/** In the page: focus on the calculator's heading, so that Tab goes to its first slider. */
export function focusCalculator(): void {
  const heading = document.querySelector<HTMLElement>("#roi-tools h2")!;
  heading.setAttribute("tabindex", "-1");
  heading.focus();
}

/** Between two `sliderBoxes`: the first slider's range and thumb moved right by a step, nothing else by a pixel. */
export function expectFirstSliderStepped(before: number[][], after: number[][]): void {
  const still = (all: number[][]) => all.filter((_, i) => i !== 1 && i !== 2);
  expect(still(after)).toEqual(still(before));
  expect(after[2]![0]).toBeGreaterThan(before[2]![0]!);
}
