#!/usr/bin/env node
// npm run bench:islands: what lazy island hydration saves a visitor, as medians over several runs.
//   1. JavaScript fetched before the visitor scrolls (gzip bytes of every script response) on / and /en at
//      390×844 and 1440×900, and what the same pages fetch once scrolled to the end (docs/architecture.md §4: ≤ 5 KB, ≤ 90 KB).
//   2. Lighthouse 12.8 mobile: total blocking time and performance on /faq and /en/faq (several runs), and
//      performance on every page of the sitemap (one run each unless --runs-all).
// The site is built into a temporary folder with its base URL set to the local preview origin (as in
// scripts/audit.mjs); --root <folder> measures an existing <folder>/dist instead (for a before/after
// comparison build it with --base-url http://127.0.0.1:<--port>). Options: --runs <n> (default 3),
// --runs-all <n> (default 1), --only <path> (repeatable: Lighthouse on just those pages), --no-lighthouse,
// --port <n>. Environment: CHROMIUM_PATH.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { freePort } from "./free-port.mjs";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.mjs";
import { median } from "./bench-tools.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const sitegen = join(root, "bin", "sitegen.mjs");
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const HOME_PAGES = ["/", "/en"];
const FAQ_PAGES = ["/faq", "/en/faq"];
const TARGETS = { jsBeforeScroll: 5 * 1024, tbtFaq: 50, performance: 98 };

const { values: options } = parseArgs({
  options: {
    root: { type: "string" },
    port: { type: "string" },
    only: { type: "string", multiple: true },
    runs: { type: "string" },
    "runs-all": { type: "string" },
    "no-lighthouse": { type: "boolean" },
  },
});
const runs = Number(options.runs ?? 3);
const runsAll = Number(options["runs-all"] ?? 1);
const children = [];
const work = options.root ?? mkdtempSync(join(tmpdir(), "sitegen-bench-islands-"));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function start(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: "ignore", detached: true });
  children.push(child);
  return child;
}

async function waitFor(url, what, ms = 30_000) {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 150))) {
    try {
      const response = await fetch(url);
      if (response.ok || response.status === 404) return;
    } catch {
      // not up yet
    }
  }
  throw new Error(`${what} did not answer at ${url}`);
}

/** Gzip bytes of every script the page fetched: before any scroll (after load and 3 s of idle), then after scrolling to the end. */
async function scriptBytes(browser, url, viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const scripts = new Map();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(response.url(), gzipSync(body).length);
  });
  const total = () => [...scripts.values()].reduce((a, b) => a + b, 0);
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(3000);
  const before = total();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += viewport.height / 2) {
    await page.mouse.wheel(0, viewport.height / 2);
    await page.waitForTimeout(120);
  }
  await page.waitForTimeout(1500);
  const after = total();
  await context.close();
  return { before, after };
}

async function measureScripts(origin) {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const path of [...HOME_PAGES, ...FAQ_PAGES]) {
      for (const viewport of VIEWPORTS) {
        const samples = [];
        for (let i = 0; i < runs; i++) samples.push(await scriptBytes(browser, `${origin}${path}`, viewport));
        rows.push({
          path,
          viewport: `${viewport.width}×${viewport.height}`,
          before: median(samples.map((s) => s.before)),
          after: median(samples.map((s) => s.after)),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

async function measureLighthouse(origin, paths) {
  const debugPort = await freePort();
  start(chromiumPath, [
    `--remote-debugging-port=${debugPort}`,
    "--headless=new",
    ...CHROMIUM_ARGS,
    `--user-data-dir=${join(work, "chromium-profile")}`,
    "about:blank",
  ]);
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, "Chromium");
  const { default: lighthouse } = await import("lighthouse");
  const rows = [];
  for (const path of paths) {
    const samples = [];
    for (let i = 0; i < (FAQ_PAGES.includes(path) ? runs : runsAll); i++) {
      const result = await lighthouse(`${origin}${path}`, {
        port: debugPort,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) {
        i--; // a trace that failed to record is Lighthouse's problem on a busy machine, not the page's
        continue;
      }
      samples.push({
        perf: Math.round(lhr.categories.performance.score * 100),
        tbt: lhr.audits["total-blocking-time"].numericValue,
      });
    }
    rows.push({
      path,
      runs: samples.length,
      perf: median(samples.map((s) => s.perf)),
      tbt: Math.round(median(samples.map((s) => s.tbt))),
      perfs: samples.map((s) => s.perf),
    });
    process.stderr.write(`  lighthouse ${path}: performance ${rows.at(-1).perfs.join(", ")}\n`);
  }
  return rows;
}

async function main() {
  const port = Number(options.port ?? (await freePort()));
  const origin = `http://127.0.0.1:${port}`;
  if (!options.root) {
    const built = spawnSync(
      process.execPath,
      [sitegen, "build", "--quiet", "--out", join(work, "dist"), "--base-url", origin],
      { cwd: root, encoding: "utf8" },
    );
    if (built.status !== 0) throw new Error(`the build failed:\n${built.stdout}${built.stderr}`);
  }
  start(process.execPath, [sitegen, "preview", "--root", work, "--port", String(port)]);
  await waitFor(`${origin}/`, "sitegen preview");
  const load = loadavg()[0];

  const scripts = await measureScripts(origin);
  console.log(
    `JavaScript fetched, gzip, median of ${runs} (before scroll: after load + 3 s idle; after: scrolled to the end)`,
  );
  for (const r of scripts) {
    const target = HOME_PAGES.includes(r.path)
      ? r.before <= TARGETS.jsBeforeScroll
        ? "  ok"
        : `  OVER ${kb(TARGETS.jsBeforeScroll)}`
      : "";
    console.log(
      `  ${r.path.padEnd(8)} ${r.viewport.padEnd(9)}  before scroll ${kb(r.before).padStart(8)}   after scroll ${kb(r.after).padStart(8)}${target}`,
    );
  }
  if (!options["no-lighthouse"]) {
    const sitemap = readFileSync(join(work, "dist", "sitemap.xml"), "utf8");
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const all = [...FAQ_PAGES, ...paths.filter((p) => !FAQ_PAGES.includes(p))];
    const lh = await measureLighthouse(
      origin,
      options.only?.length ? all.filter((p) => options.only.includes(p)) : all,
    );
    console.log(
      `\nLighthouse mobile, performance only (median; /faq and /en/faq over ${runs} runs, other pages ${runsAll})`,
    );
    for (const r of lh) {
      const flags = [
        r.perf < TARGETS.performance ? `perf < ${TARGETS.performance}` : "",
        FAQ_PAGES.includes(r.path) && r.tbt > TARGETS.tbtFaq ? `TBT > ${TARGETS.tbtFaq} ms` : "",
      ].filter(Boolean);
      console.log(
        `  ${r.path.padEnd(56)} perf ${String(r.perf).padStart(3)}  TBT ${String(r.tbt).padStart(4)} ms${flags.length ? `  ${flags.join(", ")}` : ""}`,
      );
    }
    console.log(`  lowest performance: ${Math.min(...lh.map((r) => r.perf))}`);
  }
  console.log(
    `\nLoad average at start ${load.toFixed(2)}, at end ${loadavg()[0].toFixed(2)} on ${availableParallelism()} cores.`,
  );
}

function stop() {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      child.kill("SIGTERM");
    }
  }
  if (!options.root) rmSync(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});

main()
  .then(
    () => 0,
    (error) => (console.error(`bench-islands: ${error?.stack ?? error}`), 2),
  )
  .then((code) => {
    stop();
    process.exit(code);
  });
