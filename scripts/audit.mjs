#!/usr/bin/env node
// npm run audit: Lighthouse 12 on every page of the sitemap, mobile and desktop, against Debian's Chromium.
// Budget (docs/architecture.md §4): performance ≥ 95, accessibility, best practices and SEO 100 on every page; exit 1 otherwise.
//
// The site is built into a temporary folder with its base URL set to the local preview origin, so that
// canonical, hreflang and sitemap URLs point at the server Lighthouse talks to (as they do in production),
// and so that dist/ is neither changed nor swapped away by a concurrent build while the audit runs.
// Options: --only <path> (repeatable) audits just those paths; --mobile / --desktop one form factor;
// --gzip puts a gzip-compressing proxy in front of the preview server, to see the scores a host that
// compresses (Netlify, Cloudflare Pages, nginx with gzip_types) would get; sitegen preview does not compress.
// Environment: CHROMIUM_PATH (default /usr/bin/chromium).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request, createServer as createHttpServer } from "node:http";
import { createGzip } from "node:zlib";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.mjs";
import { freePort } from "./free-port.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const sitegen = join(root, "bin", "sitegen.mjs");
const BUDGET = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

const { values: options } = parseArgs({
  options: {
    only: { type: "string", multiple: true },
    mobile: { type: "boolean" },
    desktop: { type: "boolean" },
    gzip: { type: "boolean" },
  },
});
const formFactors =
  options.mobile && !options.desktop
    ? ["mobile"]
    : options.desktop && !options.mobile
      ? ["desktop"]
      : ["mobile", "desktop"];

const children = [];
const work = mkdtempSync(join(tmpdir(), "sitegen-audit-"));

/** Signals every process this script started that is still running, by its id (and its process group: Chromium's helpers). */
function signalChildren(signal) {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      child.kill(signal);
    }
  }
}

function removeWork() {
  try {
    rmSync(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (error) {
    console.error(`audit: could not remove ${work}: ${error.message}`);
  }
}

/** Stops the preview server and Chromium, waits for them to exit (SIGKILL after 5 s), then removes the temp folder. */
async function shutDown() {
  signalChildren("SIGTERM");
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => {
            signalChildren("SIGKILL");
            resolve();
          }, 5000);
          child.once("exit", () => {
            clearTimeout(timer);
            resolve();
          });
        }),
    ),
  );
  removeWork();
}
// Last resort when the process ends some other way: synchronous, best effort.
process.on("exit", () => {
  signalChildren("SIGKILL");
  removeWork();
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    shutDown().finally(() => process.exit(130));
  });
}

function start(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], detached: true });
  children.push(child);
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  child.output = () => output;
  return child;
}

/** Polls `url` until it answers, or fails after `ms` naming the process that should have answered. */
async function waitFor(url, child, what, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}:\n${child.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok || response.status === 404) return response;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} did not answer at ${url} within ${ms / 1000} s:\n${child.output()}`);
}

/** A proxy on `port` to `target` that gzips text, JavaScript, JSON, XML and SVG when the client accepts it. */
function gzipProxy(port, target) {
  const server = createHttpServer((req, res) => {
    const upstream = request(
      {
        host: "127.0.0.1",
        port: target,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: `127.0.0.1:${target}`, "accept-encoding": "identity" },
      },
      (up) => {
        const type = String(up.headers["content-type"] ?? "");
        const compress =
          /gzip/.test(String(req.headers["accept-encoding"] ?? "")) &&
          /^(text\/|application\/(javascript|json|xml)|image\/svg)/.test(type);
        const headers = { ...up.headers };
        if (compress) {
          delete headers["content-length"];
          headers["content-encoding"] = "gzip";
          headers["vary"] = "Accept-Encoding";
        }
        res.writeHead(up.statusCode ?? 502, headers);
        (compress ? up.pipe(createGzip({ level: 6 })) : up).pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

const pad = (value, width, right = false) => (right ? String(value).padStart(width) : String(value).padEnd(width));

async function main() {
  const sitePort = await freePort();
  const previewPort = options.gzip ? await freePort() : sitePort;
  const origin = `http://127.0.0.1:${sitePort}`;
  const dist = join(work, "dist");

  const built = spawnSync(process.execPath, [sitegen, "build", "--quiet", "--out", dist, "--base-url", origin], {
    cwd: root,
    encoding: "utf8",
  });
  if (built.status !== 0) {
    process.stderr.write(built.stdout + built.stderr);
    console.error(`audit: the build failed (exit ${built.status}); nothing to audit.`);
    return 1;
  }

  const preview = start(process.execPath, [sitegen, "preview", "--root", work, "--port", String(previewPort)]);
  await waitFor(`http://127.0.0.1:${previewPort}/`, preview, "sitegen preview");
  const proxy = options.gzip ? await gzipProxy(sitePort, previewPort) : undefined;

  const sitemap = readFileSync(join(dist, "sitemap.xml"), "utf8");
  let paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  if (options.only?.length) paths = paths.filter((p) => options.only.includes(p));
  if (paths.length === 0) {
    console.error("audit: no pages to audit (sitemap.xml lists none, or --only matched none).");
    return 1;
  }

  const debugPort = await freePort();
  const chromium = start(chromiumPath, [
    `--remote-debugging-port=${debugPort}`,
    "--headless=new",
    ...CHROMIUM_ARGS,
    `--user-data-dir=${join(work, "chromium-profile")}`,
    "about:blank",
  ]);
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, chromium, `Chromium (${chromiumPath})`);

  const { default: lighthouse } = await import("lighthouse");
  const { default: desktopConfig } = await import("lighthouse/core/config/desktop-config.js");
  const configs = { mobile: undefined, desktop: desktopConfig };

  const rows = [];
  const findings = [];
  console.error(
    `audit: ${paths.length} pages × ${formFactors.join(" + ")} at ${origin}${proxy ? " through a gzip proxy" : ""} (Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version})`,
  );
  for (const path of paths) {
    for (const formFactor of formFactors) {
      const started = Date.now();
      let lhr;
      // A trace that failed to record (NO_NAVSTART, NO_FCP on a busy machine) is Lighthouse's problem, not the page's: try again.
      for (let attempt = 1; attempt <= 3; attempt++) {
        const result = await lighthouse(
          `${origin}${path}`,
          { port: debugPort, output: "json", logLevel: "error" },
          configs[formFactor],
        );
        lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned no result for ${path} (${formFactor})`);
        if (!lhr.runtimeError) break;
        console.error(
          `  ${path} ${formFactor}: Lighthouse runtime error ${lhr.runtimeError.code} (attempt ${attempt} of 3)`,
        );
      }
      if (lhr.runtimeError)
        findings.push(`${path} ${formFactor}: runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      const score = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));
      const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const row = {
        path,
        formFactor,
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        lcp: Math.round(numeric("largest-contentful-paint")),
        tbt: Math.round(numeric("total-blocking-time")),
        cls: numeric("cumulative-layout-shift"),
        bytes: Math.round(numeric("total-byte-weight")),
      };
      rows.push(row);
      for (const [category, min] of Object.entries(BUDGET)) {
        if (!(row[category] >= min)) {
          const failing = lhr.categories[category].auditRefs
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
            .map((ref) => {
              const audit = lhr.audits[ref.id];
              const items = (audit.details?.items ?? [])
                .slice(0, 3)
                .map((item) => item.node?.selector ?? item.url ?? item.source?.url ?? item.node?.snippet)
                .filter(Boolean);
              return `${ref.id} (score ${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ""})${items.length ? `: ${items.join(" | ")}` : ""}`;
            });
          findings.push(
            `${path} ${formFactor}: ${category} ${row[category]} < ${min}${failing.length ? `\n    ${failing.join("\n    ")}` : ""}`,
          );
        }
      }
      console.error(`  ${path} ${formFactor}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  }

  proxy?.close();
  const header = ["page", "form", "perf", "a11y", "bp", "seo", "LCP ms", "TBT ms", "CLS", "bytes"];
  const widths = [Math.max(4, ...rows.map((r) => r.path.length)), 7, 4, 4, 4, 4, 6, 6, 5, 8];
  const line = (cells) => cells.map((c, i) => pad(c, widths[i], i > 1)).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows)
    console.log(
      line([
        r.path,
        r.formFactor,
        r.performance,
        r.accessibility,
        r["best-practices"],
        r.seo,
        r.lcp,
        r.tbt,
        r.cls.toFixed(3),
        r.bytes,
      ]),
    );
  console.log("");
  const load = loadavg()[0];
  if (load > availableParallelism()) {
    console.log(
      `Note: load average ${load.toFixed(1)} on ${availableParallelism()} cores; the mobile performance scores (simulated throttling) are lower than on an idle machine.\n`,
    );
  }
  if (findings.length > 0) {
    console.log(
      `Below budget (performance ≥ ${BUDGET.performance}, every other category 100):\n${findings.join("\n")}`,
    );
    return 1;
  }
  console.log(`All ${rows.length} runs within budget (performance ≥ ${BUDGET.performance}, every other category 100).`);
  return 0;
}

main()
  .catch((error) => {
    console.error(`audit: ${error?.stack ?? error}`);
    return 2;
  })
  .then(async (code) => {
    await shutDown();
    process.exit(code);
  });
