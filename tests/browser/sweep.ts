// Every page of the site loaded once in Chromium, and everything the per-page tests (pages.test.ts) judge read from
// that one load, as a visitor resizing a window or turning a phone sees it: loading a page is most of a check's
// CPU, and a resize gives the layout a load at that width gives (media queries, container sizes, the islands'
// observers). The tab watches for CSP violations from before the first script runs, with the CSP in force.
import type { Browser } from "playwright-core";
import { inject } from "vitest";
import { axe, settle } from "./axe.ts";
import { cspProblems, watchedTabs, type Watched } from "./csp-watch.ts";
import { UNITS } from "../../generator/typeset/typography.ts";
import { PAGES } from "../spec-routes.ts";

const base = inject("baseUrl");
/** Phones first (the load's width), then wider: the last width is the desktop the header and switch are read at. */
export const WIDTHS = [390, 360, 320, 768, 1024, 1280, 1440] as const;
export const AXE_WIDTHS = [390, 1440] as const;

export interface PageFacts {
  readonly status: number;
  readonly cspHeader: string;
  /** CSP console messages, page errors and securitypolicyviolation events up to the network's falling idle. */
  readonly cspProblems: readonly string[];
  /** Per width of AXE_WIDTHS, with every .reveal shown and the animations finished. */
  readonly axe: Readonly<Record<number, { readonly violations: number; readonly report: string }>>;
  /** "width px: what sticks out", per width of WIDTHS at which the page scrolls sideways. */
  readonly overflow: readonly string[];
  /** "at width px: the word as split", per word split without a hyphen or figure split, at every width of WIDTHS. */
  readonly splitWords: readonly string[];
  /** The breadcrumb bars, the texts of their items, where the first leads and how many links the last holds. */
  readonly breadcrumbs: {
    readonly bars: number;
    readonly items: readonly string[];
    readonly home: string | null;
    readonly lastLinks: number;
  };
  /** The language the page declares (`<html lang>`). */
  readonly lang: string | null;
  /** Where the DE/EN switch links to, null on a page without one. */
  readonly switchHref: string | null;
  /** On SWITCH_CLICKED only: where the switch led when clicked, and the language of the page it opened. */
  readonly switched?: { readonly path: string; readonly lang: string | null };
}

/**
 * The page whose DE/EN switch is clicked: the switch is a plain link in the shared header, so the other pages'
 * switches are judged by where they link (and the page there by its own load), without loading it a second time.
 */
export const SWITCH_CLICKED = "/blog/meta-odense-datacenter-fernwaerme";

/** Starts loading every page, in three tabs side by side; each page's facts arrive on their own. */
export async function sweep(browser: Browser): Promise<ReadonlyMap<string, Promise<PageFacts>>> {
  const context = await browser.newContext(); // JavaScript on and the CSP enforced, as for a visitor
  // A step that hangs as long as a test may run (vitest.config.ts) fails its page's tests, not every page after it in
  // its lane: the test's own deadline, not a shorter one that a loaded machine could reach.
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

async function visit(w: Watched, path: string): Promise<PageFacts> {
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
  // Last, as it leaves the page: the switch clicked at 1440 px. The page it opens is judged by its own load; here
  // only where it leads and in which language, read as soon as the new page is there. A switch that cannot be
  // clicked fails only the switch's test.
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
  // Name the widest element that sticks out, so a failure says where to look.
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
