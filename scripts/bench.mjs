// npm run bench: cold builds of the real site (median wall time, process start to exit), then synthetic
// sites of 1,000 and 10,000 pages (pages per second and peak memory). Numbers, not tests: timings on a
// shared 2-core machine are noisy, so the medians and the load average are printed with them.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { writeSyntheticSite } from "./synthetic-site.mjs";

const root = join(import.meta.dirname, "..");
const cli = join(root, "bin", "sitegen.mjs");
const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 7);
const sizes = (args.find((a) => a.startsWith("--sizes="))?.slice(8) ?? "1000,10000").split(",").filter(Boolean).map(Number);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One build in a fresh process, timed from spawn to exit, with the peak resident memory from GNU time. */
function timedBuild(buildArgs, env = {}) {
  const started = performance.now();
  const result = spawnSync("/usr/bin/time", ["-f", "%M", process.execPath, cli, "build", "--quiet", ...buildArgs], { env: { ...process.env, ...env }, encoding: "utf8" });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`build failed: ${result.stderr}`);
  const kb = Number(result.stderr.trim().split("\n").pop());
  return { ms, mb: kb / 1024 };
}

const out = mkdtempSync(join(tmpdir(), "sitegen-bench-"));
try {
  execFileSync(process.execPath, [cli, "build", "--quiet", "--out", join(out, "warm")]); // refresh the CLI bundle and caches once
  console.log(`load average at start: ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  const real = Array.from({ length: runs }, () => timedBuild(["--out", join(out, "real")]));
  console.log(`real site (29 pages): median ${Math.round(median(real.map((r) => r.ms)))} ms wall over ${runs} cold builds (budget 1000 ms), min ${Math.round(Math.min(...real.map((r) => r.ms)))} ms, peak ${Math.round(median(real.map((r) => r.mb)))} MB`);

  for (const pages of sizes) {
    const site = join(out, `synthetic-${pages}`);
    writeSyntheticSite(site, pages, root);
    for (const threads of ["1", ""]) {
      const n = pages >= 10000 ? 1 : 3;
      const results = Array.from({ length: n }, () => timedBuild(["--root", site, "--out", join(site, "dist"), "--no-page-previews"], threads ? { SITEGEN_THREADS: threads } : {}));
      const ms = median(results.map((r) => r.ms));
      console.log(
        `${pages} pages, ${threads ? "1 thread " : "all cores"}: ${(ms / 1000).toFixed(1)} s, ${Math.round((pages / ms) * 1000)} pages/s, peak ${Math.round(Math.max(...results.map((r) => r.mb)))} MB (median of ${n})`,
      );
    }
    rmSync(site, { recursive: true, force: true });
  }
  console.log(`load average at end: ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  console.log("Peers on this machine and page shape (issue #8): Hugo 17.1 s, Eleventy 3 30.8 s, Astro 5 106 s at 10,000 pages.");
} finally {
  rmSync(out, { recursive: true, force: true });
}
